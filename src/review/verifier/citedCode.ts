/**
 * cite: the cited lines, with the code around them, for verify_one's prompt,
 * so the common finding is settled in one model call instead of a call to
 * read the file and another to answer. The lines are read through the same
 * confined, redacted read the tools and the gate use, and numbered as fs_read
 * numbers them, so a quote copied from the prompt is a quote the gate accepts.
 * The gate still checks every quote against the file: nothing here is trusted.
 */
import { readWorkspaceLines, type WorkspaceSandbox } from "../../llm/tools/index.js";
import { parseLineRange, type FindingItem } from "../findings.js";
import type { ReviewScript } from "../services.js";
import { definitionWindow } from "../context/definitionWindow.js";

/** Lines either side of the citation when no enclosing block is found (or it is too long). */
export const CONTEXT_LINES = 20;
/** An enclosing block longer than this is shown as ±CONTEXT_LINES instead. */
export const MAX_BLOCK_LINES = 80;
/** Cited lines shown at most; a longer citation is cut and says so. */
export const MAX_CITED_LINES = 120;
/** The excerpt's size cap, in UTF-16 code units, numbers included. */
export const MAX_EXCERPT_CHARS = 8_000;

export interface LineWindow {
  from: number;
  to: number;
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
const blank = (line: string | undefined) => line === undefined || line.trim() === "";
const CLOSER = /^\s*(?:[}\])]|end\b|fi\b|done\b|esac\b)/;

/**
 * The enclosing block of lines `cited` (1-based, inclusive) in `lines`, which
 * start at line `first`: from the nearest less-indented line above (the
 * function or block header) to its closing line, found by indentation alone
 * so it serves any language. Undefined when there is none or it is too long.
 */
export function enclosingBlock(lines: readonly string[], first: number, cited: LineWindow): LineWindow | undefined {
  const at = (n: number) => lines[n - first];
  const last = first + lines.length - 1;
  const citedIndent = Math.min(
    ...Array.from({ length: cited.to - cited.from + 1 }, (_, i) => at(cited.from + i))
      .filter((l) => !blank(l))
      .map((l) => indentOf(l!)),
  );
  if (!Number.isFinite(citedIndent)) return undefined;
  let header: number | undefined;
  // A cited header line is its own block's start: the block is what it opens.
  const next = [...Array(last - cited.to).keys()].map((i) => cited.to + 1 + i).find((n) => !blank(at(n)));
  if (next !== undefined && indentOf(at(next)!) > citedIndent && indentOf(at(cited.from)!) === citedIndent) header = cited.from;
  for (let n = cited.from - 1; header === undefined && n >= first; n--) {
    if (!blank(at(n)) && indentOf(at(n)!) < citedIndent) header = n;
  }
  if (header === undefined) return undefined;
  const headerIndent = indentOf(at(header)!);
  for (let n = Math.max(cited.to, header) + 1; n <= last; n++) {
    const line = at(n);
    if (blank(line) || indentOf(line!) > headerIndent) continue;
    const to = CLOSER.test(line!) ? n : n - 1;
    return to - header + 1 <= MAX_BLOCK_LINES ? { from: header, to: trimBlankTail(lines, first, header, to) } : undefined;
  }
  return undefined;
}

function trimBlankTail(lines: readonly string[], first: number, from: number, to: number): number {
  while (to > from && blank(lines[to - first])) to--;
  return to;
}

/** `N: text` rows, as fs_read shows them, cut to the size cap around the cited lines. */
export function renderExcerpt(path: string, lines: readonly string[], first: number, window: LineWindow, cited: LineWindow): string {
  let from = window.from;
  let to = window.to;
  const row = (n: number) => `${n}: ${lines[n - first]}`;
  const size = () => Array.from({ length: to - from + 1 }, (_, i) => row(from + i).length + 1).reduce((a, b) => a + b, 0);
  // Context goes first, from the side that has more of it; the cited lines go last.
  while (size() > MAX_EXCERPT_CHARS && to > from) {
    if (from < cited.from && (cited.from - from >= to - cited.to || to <= cited.to)) from++;
    else to--;
  }
  const rows = Array.from({ length: to - from + 1 }, (_, i) => row(from + i));
  const cut = to < cited.to ? ` (cut at line ${to}: read on with fs_read)` : "";
  return [`${path} lines ${from}-${to}${cut}:`, ...rows].join("\n");
}

/** What verify_one is shown: the excerpt, or a line saying why there is none, so the model knows to look. */
export interface CitedCode {
  text: string;
  /** Whether the cited lines are in `text`; when not, the model will need its tools at once. */
  shown: boolean;
}

const missing = (text: string): CitedCode => ({ text, shown: false });

/** The excerpt for one finding, or a line saying why there is none. */
export async function citedExcerpt(finding: FindingItem, sandbox: WorkspaceSandbox, signal?: AbortSignal): Promise<CitedCode> {
  const range = parseLineRange(finding.lines);
  if (!finding.path || range === undefined) return missing("(no line range is cited: find the code with fs_grep)");
  const cited = { from: range.start, to: Math.min(range.end, range.start + MAX_CITED_LINES - 1) };
  const first = Math.max(1, cited.from - MAX_BLOCK_LINES);
  const lines = await readWorkspaceLines(sandbox, finding.path, first, cited.to + MAX_BLOCK_LINES, signal);
  const last = first + lines.length - 1;
  if (last < cited.from) {
    return missing(`(${finding.path} has no line ${cited.from} in the workspace, or cannot be read: the code may have moved; look with the tools)`);
  }
  cited.to = Math.min(cited.to, last);
  // The code map's enclosing definition when it lies in the lines read; indentation otherwise.
  const defined = await definitionWindow(sandbox, finding.path, cited, signal);
  const window = (defined && defined.from >= first && defined.to <= last ? defined : undefined) ??
    enclosingBlock(lines, first, cited) ?? {
      from: Math.max(first, cited.from - CONTEXT_LINES),
      to: Math.min(last, cited.to + CONTEXT_LINES),
    };
  return { text: renderExcerpt(finding.path, lines, first, window, cited), shown: true };
}

export const cite: ReviewScript = {
  // cited_code_shown decides verify_one's tools_on_request: definitions wait only when the prompt shows the code.
  writes: ["cited_code", "cited_code_shown"],
  run: async ({ state, context, signal }) => {
    const cited = await citedExcerpt(state.finding as FindingItem, context.services.sandbox, signal);
    return { cited_code: cited.text, cited_code_shown: cited.shown };
  },
};
