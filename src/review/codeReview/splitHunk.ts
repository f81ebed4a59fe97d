/**
 * A hunk too big for one chunk, cut into parts that each fit: a new
 * 3,000-line file is one hunk, and must still be reviewed. Each part is a
 * hunk of its own whose `@@ -a,b +c,d @@` header is right for its lines, so
 * the head-side numbers a reviewer cites are the file's. Parts start at a
 * definition where the language allows, else after a blank line, else where
 * the budget ends.
 */

/**
 * Where a part may start: the head-side line numbers (1-based) of definition
 * starts among `lines`, the hunk's head-side text from line `firstLine` on.
 * The heuristic below reads indentation and keywords; a code map that knows
 * the file's definitions can take its place.
 */
export type SplitPoints = (path: string, lines: readonly string[], firstLine: number) => number[];

/** A definition's first line in most languages: modifiers, then a keyword; or a member with an access modifier (C#, Java). */
const DEFINITION =
  /^(?:public|private|protected|internal)\b|^(?:(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|async|abstract|final|sealed|partial|unsafe|extern|override|virtual|readonly|declare|open|data|inline)\s+)*(?:function\*?|class|interface|type|enum|struct|impl|trait|fn|mod|def|func|module|namespace|object|record|macro_rules!|const|let|var)\b/;
/** A markdown or reStructuredText document's sections start at its headings. */
const HEADING = /^#{1,6}\s/;
const DOCUMENT = /\.(?:md|markdown|mdx|rst|txt)$/i;
/** Lines that belong to the definition below them: doc comments, attributes, decorators. */
const LEAD_IN = /^\s*(?:\/\/|\/\*|\*|#\[|#!\[|@\w|\[\w)/;

/** Definition starts by keyword, at any depth: the splitter prefers the shallowest. */
export const heuristicSplitPoints: SplitPoints = (path, lines, firstLine) => {
  const starts = DOCUMENT.test(path) ? HEADING : DEFINITION;
  const points: number[] = [];
  lines.forEach((line, i) => {
    if (starts.test(DOCUMENT.test(path) ? line : line.trimStart())) points.push(firstLine + i);
  });
  return points;
};

interface Row {
  mark: "+" | "-" | " " | "\\";
  /** The raw diff line, mark included. */
  raw: string;
  /** Its head-side number: undefined for a removed line. */
  head?: number;
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

function rowsOf(lines: readonly string[], newStart: number): Row[] {
  let next = newStart;
  return lines.map((raw) => {
    const mark = raw.startsWith("+") ? "+" : raw.startsWith("-") ? "-" : raw.startsWith("\\") ? "\\" : " ";
    return mark === "-" || mark === "\\" ? { mark, raw } : { mark, raw, head: next++ };
  });
}

const indentOf = (text: string) => text.length - text.trimStart().length;
const textOf = (row: Row) => (row.mark === "\\" ? "" : row.raw.slice(1));

/**
 * The hunk in parts whose rendered size (`cost` per row, plus `overhead` per
 * part) stays within `capacity` characters. Undefined when a single line is
 * over it: such a line cannot be shown in part.
 */
export function splitHunk(
  path: string,
  hunk: string,
  capacity: number,
  splitPoints: SplitPoints = heuristicSplitPoints,
  cost: (raw: string) => number = (raw) => raw.length + 1,
): string[] | undefined {
  const lines = hunk.split("\n");
  const header = HEADER.exec(lines[0] ?? "");
  if (!header) return undefined;
  const oldStart = Number(header[1]);
  const oldCount = header[2] === undefined ? 1 : Number(header[2]);
  const newStart = Number(header[3]);
  const newCount = header[4] === undefined ? 1 : Number(header[4]);
  const rows = rowsOf(lines.slice(1), newCount === 0 ? newStart + 1 : newStart);
  const overhead = lines[0]!.length + 100;
  if (rows.some((row) => cost(row.raw) + overhead > capacity)) return undefined;

  const headRows = rows.filter((row) => row.head !== undefined);
  const definitions = new Set(splitPoints(path, headRows.map(textOf), headRows[0]?.head ?? newStart));
  // Removed lines have no head-side number: the heuristic reads them as it reads any line.
  const isDefinition = rows.map((row) =>
    row.head !== undefined ? definitions.has(row.head) : row.mark === "-" && heuristicSplitPoints(path, [textOf(row)], 1).length > 0,
  );

  const parts: Array<[number, number]> = [];
  for (let start = 0; start < rows.length;) {
    let end = start;
    let size = overhead;
    while (end < rows.length && size + cost(rows[end]!.raw) <= capacity) size += cost(rows[end++]!.raw);
    if (end < rows.length) end = cutBefore(rows, start, end, isDefinition);
    parts.push([start, end]);
    start = end;
  }
  // Where each part's lines begin on either side, as git counts them.
  let oldNext = oldCount === 0 ? oldStart + 1 : oldStart;
  let newNext = newCount === 0 ? newStart + 1 : newStart;
  return parts.map(([start, end]) => {
    const slice = rows.slice(start, end);
    const olds = slice.filter((r) => r.mark === " " || r.mark === "-").length;
    const news = slice.filter((r) => r.head !== undefined).length;
    const a = olds === 0 ? oldNext - 1 : oldNext;
    const c = news === 0 ? newNext - 1 : newNext;
    const context = enclosing(rows, start, isDefinition);
    oldNext += olds;
    newNext += news;
    return [`@@ -${a},${olds} +${c},${news} @@${context ? ` ${context}` : ""}`, ...slice.map((r) => r.raw)].join("\n");
  });
}

/**
 * Where a part that could run to `end` should stop instead: before the
 * shallowest definition in the window's second half (the latest of equals,
 * with its doc comments and attributes), else after its last blank line,
 * else at `end`.
 */
function cutBefore(rows: readonly Row[], start: number, end: number, isDefinition: readonly boolean[]): number {
  const from = start + Math.max(1, Math.floor((end - start) / 2));
  let best: number | undefined;
  for (let i = from; i < end; i++) {
    if (!isDefinition[i]) continue;
    if (best === undefined || indentOf(textOf(rows[i]!)) <= indentOf(textOf(rows[best]!))) best = i;
  }
  if (best !== undefined) {
    let cut = best;
    while (cut - 1 > from && LEAD_IN.test(textOf(rows[cut - 1]!))) cut--;
    return cut;
  }
  for (let i = end - 1; i >= from; i--) if (textOf(rows[i - 1]!).trim() === "") return i;
  return end;
}

/** The definition a part starts inside, for its header (as git's function context): the nearest shallower one above. */
function enclosing(rows: readonly Row[], start: number, isDefinition: readonly boolean[]): string | undefined {
  const first = rows.slice(start).find((row) => textOf(row).trim() !== "");
  if (!first || start === 0) return undefined;
  const depth = indentOf(textOf(first));
  for (let i = start - 1; i >= 0; i--) {
    const text = textOf(rows[i]!);
    if (isDefinition[i] && indentOf(text) < depth) return text.trim().slice(0, 80);
  }
  return undefined;
}
