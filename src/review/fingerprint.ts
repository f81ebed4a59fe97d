/**
 * A finding's fingerprint: what it is about, not how it is worded. Lane, path,
 * severity, and a hash of the text of the lines it cites — model prose is left
 * out, because a re-review rewords its prose. A dismissal holds while the
 * fingerprint still matches; edit the cited lines and the finding is new.
 */
import { createHash } from "node:crypto";

/** Lines beyond this many are not hashed: a finding citing a whole file is about its start. */
export const MAX_CITED_LINES = 400;

export interface Citation {
  lane: string;
  path: string;
  severity: string;
  start_line: number;
  end_line: number;
}

/** Lines start..end of a workspace file as the tools show them; fewer past the end. */
export type CitedLinesReader = (path: string, start: number, end: number) => Promise<string[]>;

export function fingerprintOf(citation: Citation, citedLines: readonly string[]): string {
  // Trailing blanks and CR are editor noise, not a change to what the finding is about.
  const cited = citedLines.map((line) => line.replace(/\s+$/, "")).join("\n");
  return createHash("sha256").update([citation.lane, citation.path, citation.severity, cited].join("\0")).digest("hex").slice(0, 16);
}

export async function fingerprint(citation: Citation, read: CitedLinesReader): Promise<string> {
  const end = Math.min(citation.end_line, citation.start_line + MAX_CITED_LINES - 1);
  return fingerprintOf(citation, await read(citation.path, citation.start_line, end));
}
