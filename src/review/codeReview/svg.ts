/**
 * An SVG is a document that can run code, but mostly it is path data: one
 * 5-line icon held 82k characters that every lane read as text. A changed
 * SVG is shown with its lines cut short, and with what matters for security
 * in the whole added text, found by a scanner: scripts, event handlers,
 * references outside the document, embedded documents, entity declarations.
 * The scanner only matches bounded patterns, so malformed markup cannot
 * make it fail or run long; what it scans is the added text, and a
 * namespace prefix, an attribute split over lines, character references or
 * a flood of harmless links hide nothing from it.
 */

/** Characters of an SVG line shown; the rest is counted. */
export const SVG_LINE_CAP = 400;
/** Lines of an SVG hunk shown; the rest is counted. */
export const SVG_ROWS_CAP = 200;
const FACTS_CAP = 40;
const EXCERPT = 120;

export const isSvg = (path: string) => /\.svgz?$/i.test(path);

interface Pattern {
  what: string;
  re: RegExp;
  /** Keeps a match only when this holds of its captured target (a reference to the document itself is no fact). */
  keep?: (target: string) => boolean;
  /** A reference: listed after everything else when the facts are too many to list. */
  reference?: true;
}

const outside = (target: string) => !target.trim().startsWith("#") && target.trim() !== "";
/** An element's name after any namespace prefix: `<svg:script>` and `<h:iframe>` are the same elements as unprefixed. */
const PREFIX = "(?:[A-Za-z_][\\w.-]{0,40}:)?";

const PATTERNS: Pattern[] = [
  { what: "script element", re: new RegExp(`<${PREFIX}script\\b[^>]{0,300}>?`, "gi") },
  { what: "event handler attribute", re: /(?:^|[\s"'/])(on[a-z]{2,30}\s*=\s*(?:"[^"]{0,300}"?|'[^']{0,300}'?|[^\s>]{1,300}))/gi },
  {
    what: "reference outside the document",
    re: new RegExp(`\\b(${PREFIX}href\\s*=\\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))`, "gi"),
    keep: outside,
    reference: true,
  },
  { what: "reference outside the document", re: /\b(src\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside, reference: true },
  { what: "reference outside the document", re: /(url\(\s*["']?([^"')]{0,300}))/gi, keep: outside, reference: true },
  { what: "embedded document or plugin", re: new RegExp(`<${PREFIX}(?:foreignObject|iframe|embed|object|handler|listener)\\b[^>]{0,200}>?`, "gi") },
  {
    what: "animation that sets a link",
    re: new RegExp(`<${PREFIX}(?:animate|set)\\b[^>]{0,300}attributeName\\s*=\\s*["']?${PREFIX}href[^>]{0,200}>?`, "gi"),
  },
  { what: "javascript: URL", re: /javascript\s*:[^"'\s>]{0,200}/gi },
  { what: "javascript: URL written with character references", re: /=\s*(?:"([^"]{0,600})"?|'([^']{0,600})'?)/g, keep: hiddenScriptUrl },
  { what: "entity or DTD declaration", re: /<!(?:ENTITY|DOCTYPE)\b[^>]{0,200}>?/gi },
  { what: "stylesheet import", re: /<\?xml-stylesheet\b[^>]{0,200}>?|@import\b[^;]{0,200};?/gi },
];

/**
 * An attribute value that is a `javascript:` (or `vbscript:`) URL once its
 * character references are read, as an XML parser reads them, and the tabs
 * and line breaks a URL parser drops are gone, but that does not spell it
 * out (that one is already a fact).
 */
function hiddenScriptUrl(value: string): boolean {
  if (!value.includes("&") || /(?:java|vb)script\s*:/i.test(value)) return false;
  const decoded = value
    .replace(/&#(?:x([0-9a-f]{1,6})|([0-9]{1,7}));?/gi, (_, hex: string | undefined, dec: string | undefined) => {
      const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
      return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    // HTML's names for them, for an SVG inlined into a page.
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => ({ colon: ":", tab: "\t", newline: "\n" })[name.toLowerCase()] ?? "");
  // eslint-disable-next-line no-control-regex -- a URL parser strips these before it reads the scheme
  return /^(?:java|vb)script:/i.test(decoded.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""));
}

interface Fact {
  line: number;
  order: number;
  what: string;
  reference: boolean;
  excerpt: string;
}

/**
 * The facts of an SVG's added lines (head-side numbers), in line order. Runs
 * of consecutive added lines are scanned as one text, since XML lets an
 * attribute, its `=` and its value sit on separate lines. At most FACTS_CAP
 * are listed, references outside the document last, so a few hundred image
 * links cannot push a script off the list; then a count of the rest by kind.
 */
export function svgFacts(lines: ReadonlyArray<{ number: number; text: string }>): string[] {
  const found: Fact[] = [];
  for (const run of runs(lines)) {
    PATTERNS.forEach((pattern, order) => {
      pattern.re.lastIndex = 0;
      for (let m = pattern.re.exec(run.text); m !== null; m = pattern.re.exec(run.text)) {
        if (m[0] === "") pattern.re.lastIndex++;
        const target = pattern.reference ? (m[2] ?? m[3] ?? "") : (m[1] ?? m[2] ?? "");
        if (pattern.keep && !pattern.keep(target)) continue;
        const shown = m[1] ?? m[0];
        const line = run.lineAt(m.index + Math.max(0, m[0].indexOf(shown)));
        found.push({ line, order, what: pattern.what, reference: pattern.reference === true, excerpt: excerpt(shown) });
      }
    });
  }
  found.sort((a, b) => a.line - b.line || a.order - b.order);
  const line = (f: Fact) => `line ${f.line}: ${f.what}: ${f.excerpt}`;
  if (found.length <= FACTS_CAP) return found.map(line);
  const listed = new Set([...found.filter((f) => !f.reference), ...found.filter((f) => f.reference)].slice(0, FACTS_CAP));
  const rest = new Map<string, number>();
  for (const f of found) if (!listed.has(f)) rest.set(f.what, (rest.get(f.what) ?? 0) + 1);
  const counts = [...rest].map(([what, n]) => `${n} ${what}`).join(", ");
  return [...found.filter((f) => listed.has(f)).map(line), `… ${found.length - listed.size} more of these not listed (${counts})`];
}

/** Consecutive added lines as one text, with the line number of any offset in it. */
function runs(lines: ReadonlyArray<{ number: number; text: string }>): Array<{ text: string; lineAt: (offset: number) => number }> {
  const out: Array<{ text: string; lineAt: (offset: number) => number }> = [];
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[j]!.number === lines[j - 1]!.number + 1) j++;
    const group = lines.slice(i, j);
    const starts: number[] = [];
    let offset = 0;
    for (const line of group) {
      starts.push(offset);
      offset += line.text.length + 1;
    }
    const first = group[0]!.number;
    out.push({
      text: group.map((l) => l.text).join("\n"),
      lineAt: (at) => {
        let lo = 0;
        for (let hi = starts.length - 1; lo < hi;) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        return first + lo;
      },
    });
    i = j;
  }
  return out;
}

function excerpt(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/g, " ").trim();
  return `\`${clean.length > EXCERPT ? `${clean.slice(0, EXCERPT)}…` : clean}\``;
}

/** A rendered SVG hunk with long lines cut and long hunks shortened; numbers and marks stay as rendered. */
export function capSvgHunk(rendered: string): string {
  const [header, ...rows] = rendered.split("\n");
  const shown = rows
    .slice(0, SVG_ROWS_CAP)
    .map((row) => (row.length > SVG_LINE_CAP ? `${row.slice(0, SVG_LINE_CAP)} … [${row.length - SVG_LINE_CAP} more characters not shown]` : row));
  if (rows.length > SVG_ROWS_CAP) shown.push(`… [${rows.length - SVG_ROWS_CAP} more lines of this SVG not shown]`);
  return [header, ...shown].join("\n");
}

/** The block that follows an SVG's hunks: its facts, or that it has none. */
export function svgFactsBlock(patch: string): string {
  const added: { number: number; text: string }[] = [];
  let next = 1;
  let inHunk = false;
  for (const line of patch.split("\n")) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      inHunk = true;
      next = Number(header[1]);
    } else if (inHunk && line.startsWith("+")) added.push({ number: next++, text: line.slice(1) });
    else if (inHunk && line.startsWith(" ")) next++;
  }
  const facts = svgFacts(added);
  const intro = "SVG security facts, from the whole added text (long lines above are cut short):";
  return facts.length === 0
    ? `${intro} no script, event handler, outside reference, embedded document or entity declaration.`
    : [intro, ...facts.map((f) => `- ${f}`)].join("\n");
}
