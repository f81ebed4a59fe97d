/**
 * A finding's fingerprint: what it is about and where, not how it is worded.
 * Lane, path, severity, the text of the lines it cites, and where its first
 * line is (lineHash.ts: the line with what follows it, and which occurrence
 * of that it is). Model prose is left out, because a re-review rewords it. A
 * dismissal holds while the fingerprint still matches: a finding that only
 * moved (lines above it changed) keeps it; edit the cited lines, or cite the
 * same text at another place, and the finding is new. A line longer than
 * the tools show is hashed whole (the digest in its cut mark, tools/lines.ts),
 * so an edit past its cut is an edit of the cited line.
 *
 * Fingerprints of the first format (16 hex digits, no place) are still
 * computed beside, as `fingerprint_v1`: a dismissal recorded in that format
 * is honoured only where it names exactly one finding (decision.ts).
 */
import { createHash } from "node:crypto";
import { WINDOW, lineHashAt } from "./lineHash.js";

/** Lines beyond this many are not hashed: a finding citing a whole file is about its start. */
export const MAX_CITED_LINES = 400;

/** The current format: 24 hex digits. The first format had 16. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{24}$/;
export const LEGACY_FINGERPRINT_PATTERN = /^[0-9a-f]{16}$/;
export const isLegacyFingerprint = (fingerprint: string) => LEGACY_FINGERPRINT_PATTERN.test(fingerprint);

export interface Citation {
  lane: string;
  path: string;
  severity: string;
  start_line: number;
  end_line: number;
}

/** Lines start..end of a workspace file as the tools show them; fewer past the end. */
export type CitedLinesReader = (path: string, start: number, end: number) => Promise<string[]>;

export interface Fingerprints {
  fingerprint: string;
  /** The first format's value, for dismissals recorded in it. */
  fingerprint_v1: string;
}

// Trailing blanks and CR are editor noise, not a change to what the finding is about.
const citedText = (citedLines: readonly string[]) => citedLines.map((line) => line.replace(/\s+$/, "")).join("\n");

/** The first format: lane, path, severity and the cited lines' text. */
export function legacyFingerprintOf(citation: Citation, citedLines: readonly string[]): string {
  return createHash("sha256")
    .update([citation.lane, citation.path, citation.severity, citedText(citedLines)].join("\0"))
    .digest("hex")
    .slice(0, 16);
}

/** The current format, from the cited lines and the line hash of the first one (its numbers when it cannot be read). */
export function fingerprintOf(citation: Citation, citedLines: readonly string[], lineHash: string): string {
  return createHash("sha256")
    .update(["v2", citation.lane, citation.path, citation.severity, citedText(citedLines), lineHash].join("\0"))
    .digest("hex")
    .slice(0, 24);
}

export async function fingerprints(citation: Citation, read: CitedLinesReader): Promise<Fingerprints> {
  const end = Math.min(citation.end_line, citation.start_line + MAX_CITED_LINES - 1);
  // From line 1 (occurrences count from the top) to past the start line's window.
  const want = Math.max(end, citation.start_line + WINDOW);
  const lines = await read(citation.path, 1, want);
  const cited = lines.slice(citation.start_line - 1, end);
  // No line to hash (a deleted file, a line past the end): the numbers are the only place there is, so two
  // findings there cannot share one fingerprint, and one dismissal cannot cover both.
  const lineHash = lineHashAt(lines, citation.start_line, lines.length < want) ?? `unread:${citation.start_line}-${citation.end_line}`;
  return { fingerprint: fingerprintOf(citation, cited, lineHash), fingerprint_v1: legacyFingerprintOf(citation, cited) };
}

export async function fingerprint(citation: Citation, read: CitedLinesReader): Promise<string> {
  return (await fingerprints(citation, read)).fingerprint;
}
