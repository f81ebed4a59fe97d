/**
 * Measures redaction's false positives: for each line a redactor changed,
 * what the hidden spans were. A span that is code, a placeholder or a name
 * is a line "redacted without a token". Used by `npm run bench:redaction`
 * and the replay bench.
 */
import { classifySpan, type SpanClass } from "./valueShape.js";

const MARK = /\[REDACTED:[a-z-]+\]/g;

/** The spans of `original` that `redacted` replaced by marks, or undefined when the two do not align. */
export function redactedSpans(original: string, redacted: string): string[] | undefined {
  const pieces = redacted.split(MARK);
  if (pieces.length === 1) return [];
  if (!original.startsWith(pieces[0]!)) return undefined;
  const spans: string[] = [];
  let cursor = pieces[0]!.length;
  for (let i = 1; i < pieces.length; i += 1) {
    const piece = pieces[i]!;
    const last = i === pieces.length - 1;
    const at = last ? original.length - piece.length : piece === "" ? cursor : original.indexOf(piece, cursor);
    if (at < cursor || (last && !original.endsWith(piece))) return undefined;
    spans.push(original.slice(cursor, at));
    cursor = at + piece.length;
  }
  return spans;
}

export interface RedactionAudit {
  /** Lines the redactor changed. */
  linesRedacted: number;
  /** Of those, lines where some hidden span is not a token-shaped value. */
  linesWithoutToken: number;
  /** Hidden spans by what they read as (a line that does not align counts once as "code"). */
  spans: Record<SpanClass, number>;
  /** The first few lines redacted without a token, as the redactor showed them. */
  examples: string[];
}

export function emptyAudit(): RedactionAudit {
  return { linesRedacted: 0, linesWithoutToken: 0, spans: { token: 0, code: 0, placeholder: 0, identifier: 0 }, examples: [] };
}

/** Adds one line's redaction to `audit`. */
export function auditLine(audit: RedactionAudit, original: string, redacted: string, maxExamples = 10): void {
  if (original === redacted) return;
  audit.linesRedacted += 1;
  const spans = redactedSpans(original, redacted);
  const classes: SpanClass[] = spans ? spans.map(classifySpan) : ["code"];
  for (const c of classes) audit.spans[c] += 1;
  if (classes.some((c) => c !== "token")) {
    audit.linesWithoutToken += 1;
    if (audit.examples.length < maxExamples) audit.examples.push(redacted.trim().slice(0, 200));
  }
}

/**
 * Lines redacted without a token: `original` and `redacted` compared line by
 * line (they must have the same lines, as every redactor here gives).
 */
export function auditRedaction(original: string, redacted: string): RedactionAudit {
  const audit = emptyAudit();
  const before = original.split("\n");
  const after = redacted.split("\n");
  for (let i = 0; i < Math.min(before.length, after.length); i += 1) auditLine(audit, before[i]!, after[i]!);
  return audit;
}
