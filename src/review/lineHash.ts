/**
 * Where a line is, in the sense of GitHub code scanning's
 * `primaryLocationLineHash` (github/codeql-action, src/fingerprints.ts): the
 * line with what follows it (its first WINDOW characters, spaces and tabs
 * left out, line ends as "\n", an end-of-file mark past the last line),
 * hashed, plus an occurrence number counting the lines above with the same
 * hash. So a line keeps its hash when lines above it change, and two lines
 * with the same text differ by what follows them or, failing that, by their
 * occurrence number. The hash function is ours (SHA-256), not the codeql
 * rolling hash: only the meaning is shared, the values are not.
 */
import { createHash } from "node:crypto";

/** Characters of context hashed from the start of a line, as code scanning does. */
export const WINDOW = 100;
const END_OF_FILE = "\u{FFFF}";

/** The text a line contributes to the windows: no spaces or tabs, a CR dropped, a "\n" to end it. */
const normalized = (line: string) => `${line.replace(/[ \t\r]/g, "")}\n`;

/**
 * The hash of every line of `lines` (the whole file from line 1, or at least
 * up to the line wanted and WINDOW lines after it, since every line adds at
 * least its "\n"), as `<hex>:<occurrence>`; index 0 is line 1.
 * `complete` says `lines` ends at the end of the file (the end-of-file mark
 * then joins the last lines' windows).
 */
export function lineHashes(lines: readonly string[], complete: boolean): string[] {
  const parts = lines.map(normalized);
  if (complete) parts.push(END_OF_FILE);
  const counts = new Map<string, number>();
  return lines.map((_, index) => {
    let window = "";
    for (let next = index; next < parts.length && window.length < WINDOW; next++) window += parts[next];
    const hash = createHash("sha256").update(window.slice(0, WINDOW)).digest("hex").slice(0, 16);
    const occurrence = (counts.get(hash) ?? 0) + 1;
    counts.set(hash, occurrence);
    return `${hash}:${occurrence}`;
  });
}

/** The hash of line `line` (1-based), or undefined past the end of `lines`. */
export function lineHashAt(lines: readonly string[], line: number, complete: boolean): string | undefined {
  if (line < 1 || line > lines.length) return undefined;
  return lineHashes(lines.slice(0, Math.min(lines.length, line + WINDOW)), complete && line + WINDOW >= lines.length)[line - 1];
}
