/**
 * An SVG is a document that can run code, but mostly it is path data: one
 * 5-line icon held 82k characters that every lane read as text. A changed
 * SVG is shown with its lines cut short, and with what matters for security
 * in the whole added text, found by a scanner: scripts, event handlers,
 * references outside the document, embedded documents, entity declarations.
 * The scanner only matches bounded patterns line by line, so malformed
 * markup cannot make it fail or run long.
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
}

const outside = (target: string) => !target.trim().startsWith("#") && target.trim() !== "";

const PATTERNS: Pattern[] = [
  { what: "script element", re: /<script\b[^>]{0,300}>?/gi },
  { what: "event handler attribute", re: /(?:^|[\s"'/])(on[a-z]{2,30}\s*=\s*(?:"[^"]{0,300}"?|'[^']{0,300}'?|[^\s>]{1,300}))/gi },
  { what: "reference outside the document", re: /\b((?:xlink:)?href\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside },
  { what: "reference outside the document", re: /\b(src\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside },
  { what: "reference outside the document", re: /(url\(\s*["']?([^"')]{0,300}))/gi, keep: outside },
  { what: "embedded document or plugin", re: /<(?:foreignObject|iframe|embed|object|handler|listener)\b[^>]{0,200}>?/gi },
  { what: "animation that sets a link", re: /<(?:animate|set)\b[^>]{0,300}attributeName\s*=\s*["']?(?:xlink:)?href[^>]{0,200}>?/gi },
  { what: "javascript: URL", re: /javascript\s*:[^"'\s>]{0,200}/gi },
  { what: "entity or DTD declaration", re: /<!(?:ENTITY|DOCTYPE)\b[^>]{0,200}>?/gi },
  { what: "stylesheet import", re: /<\?xml-stylesheet\b[^>]{0,200}>?|@import\b[^;]{0,200};?/gi },
];

/**
 * The facts of an SVG's added lines (head-side numbers), in line order, at
 * most FACTS_CAP and then a count of the rest.
 */
export function svgFacts(lines: ReadonlyArray<{ number: number; text: string }>): string[] {
  const facts: string[] = [];
  let more = 0;
  for (const { number, text } of lines) {
    for (const pattern of PATTERNS) {
      pattern.re.lastIndex = 0;
      for (let m = pattern.re.exec(text); m !== null; m = pattern.re.exec(text)) {
        if (m[0] === "") pattern.re.lastIndex++;
        const target = m[2] ?? m[3] ?? "";
        if (pattern.keep && !pattern.keep(target)) continue;
        if (facts.length >= FACTS_CAP) {
          more++;
          continue;
        }
        facts.push(`line ${number}: ${pattern.what}: ${excerpt(m[1] ?? m[0])}`);
      }
    }
  }
  return more > 0 ? [...facts, `… ${more} more of these not listed`] : facts;
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
