/**
 * The replay bench's pure parts: the picks file, what a prompt shows that a
 * model cannot read, redaction marks that hid no token, and the totals'
 * median and p90. No I/O; unit-tested in test/bench/replayInspect.test.ts.
 */

export interface Pick {
  label: string;
  base: string;
  head: string;
  note: string;
}

/** `label<TAB>base<TAB>head<TAB>note` lines (base and head: commits or revisions such as `abc123^`); `#` comments and blank lines are skipped. */
export function parsePicks(text: string, source = "picks"): Pick[] {
  const picks: Pick[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.replace(/\r$/, "");
    if (line.trim() === "" || line.startsWith("#")) return;
    const [label, base, head, ...note] = line.split("\t");
    // A commit or any revision git resolves (`d49f3e25^`), but never an option.
    const revision = /^[0-9A-Za-z][\w.^~/-]*$/;
    if (!label || !base || !head || !revision.test(base) || !revision.test(head))
      throw new Error(`${source}:${index + 1}: expected "label<TAB>base<TAB>head<TAB>note" with git revisions, got ${JSON.stringify(line.slice(0, 120))}`);
    picks.push({ label, base, head, note: note.join("\t") });
  });
  return picks;
}

export type UnreadableKind = "NUL" | "C0 control" | "U+FFFD";

/** Unreadable text in one prompt: for each kind, the files it appears under (`### path — …` or git diff headers); "" when under none. */
export function unreadableIn(prompt: string): Map<UnreadableKind, Set<string>> {
  const found = new Map<UnreadableKind, Set<string>>();
  let file = "";
  for (const line of prompt.split("\n")) {
    const header = /^### (.+?) — /.exec(line) ?? /^(?:\+\+\+ b\/|diff --git a\/\S+ b\/)(.+)$/.exec(line);
    if (header) file = header[1]!;
    const kinds: UnreadableKind[] = [];
    if (line.includes("\0")) kinds.push("NUL");
    // Tab and carriage return are ordinary in source; every other C0 control is not text a model reads.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(line)) kinds.push("C0 control");
    if (line.includes("\uFFFD")) kinds.push("U+FFFD");
    for (const kind of kinds) found.set(kind, (found.get(kind) ?? new Set<string>()).add(file));
  }
  return found;
}

const MARK = /\[REDACTED:[a-z-]+\]/g;

/**
 * Whether `span`, the original text a redaction mark replaced, looks like a
 * credential: one run of token characters, long enough, not a placeholder.
 * Code (quotes, brackets, spaces, operators) or a placeholder is not a token.
 */
export function isTokenShaped(span: string): boolean {
  if (span.includes("-----BEGIN")) return true;
  if (!/^[A-Za-z0-9_\-+/=.:~]{12,}$/.test(span)) return false;
  if (/x{4,}|\*{3,}|your|example|changeme|placeholder|dummy|redacted/i.test(span)) return false;
  if (/^(.)\1+$/.test(span)) return false;
  // A dotted or slashed name (a.b.c, path/to/file) is code; a token has digits or mixed case in a long run.
  const longest = span.split(/[.:/]/).reduce((max, part) => Math.max(max, part.length), 0);
  return longest >= 12 && /\d/.test(span) && /[A-Za-z]/.test(span);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface RedactionJudgement {
  marks: number;
  /** Marks whose original span was found and is not token-shaped: lines redacted without a token. */
  withoutToken: number;
  /** Marks whose original span could not be found among the added lines (not judged). */
  unjudged: number;
  /** Up to five examples of spans redacted without a token. */
  examples: string[];
}

/**
 * Judges each `[REDACTED:…]` mark in `prompt` against `addedLines`, the
 * original text of the lines the change adds: up to 24 characters either
 * side of the mark (fewer on the left, past the prompt's line prefix) locate
 * the original line, and what lies between is the span the redactor hid.
 */
export function judgeRedactions(prompt: string, addedLines: readonly string[]): RedactionJudgement {
  const result: RedactionJudgement = { marks: 0, withoutToken: 0, unjudged: 0, examples: [] };
  for (const line of prompt.split("\n")) {
    const marks = [...line.matchAll(MARK)];
    marks.forEach((mark, i) => {
      result.marks += 1;
      const start = mark.index;
      const end = start + mark[0].length;
      const leftEdge = i > 0 ? marks[i - 1]!.index + marks[i - 1]![0].length : 0;
      const rightEdge = i + 1 < marks.length ? marks[i + 1]!.index : line.length;
      const right = line.slice(end, Math.min(rightEdge, end + 24));
      // The prompt's own line prefix ("12: +") is not in the original line: shorten the left context until it matches.
      let span: string | undefined;
      for (const width of [24, 16, 8, 4]) {
        const left = line.slice(Math.max(leftEdge, start - width), start);
        if (left.length + right.length < 4) break;
        const pattern = new RegExp(`${escape(left)}(.+?)${right === "" ? "$" : escape(right)}`);
        span = addedLines.map((added) => pattern.exec(added)?.[1]).find((found) => found !== undefined);
        if (span !== undefined) break;
      }
      if (span === undefined) result.unjudged += 1;
      else if (!isTokenShaped(span)) {
        result.withoutToken += 1;
        if (result.examples.length < 5) result.examples.push(span.slice(0, 80));
      }
    });
  }
  return result;
}

/** The value at quantile `q` (0–1) by the nearest-rank method; undefined for no values. */
export function quantile(values: readonly number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1];
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
export const p90 = (values: readonly number[]) => quantile(values, 0.9);
