/**
 * Text a model or the pull request wrote, made fit to post: the one rule for
 * every check summary, annotation, comment, review and reply github/ writes.
 *
 * 1. Lines end in `\n` only. `\r\n`, `\r`, U+2028, U+2029 and U+0085 (and the
 *    vertical tab, form feed and file, group and record separators, which some
 *    readers split on too) become `\n`, so every reader sees the same lines:
 *    CommonMark ends a line at a lone `\r`, a naive reader does not.
 * 2. No such line reads as a verdict line. A line that starts with one of the
 *    lanes' sentinels — past blanks, markdown quote, heading, list and
 *    emphasis marks, and invisible characters — gets a backslash before the
 *    sentinel, which no reader matching at line start takes for a verdict.
 *
 * Our own verdict lines (the check's `GAUNTLET:` title line) are written by
 * our code and never pass through here.
 */
import { oneLine } from "../review/text.js";

// eslint-disable-next-line no-control-regex -- the file, group and record separators are exactly what is matched
const LINE_BREAKS = /\r\n|[\r\u2028\u2029\u0085\v\f\x1c-\x1e]/g;

/**
 * The sentinels the verdict gate and the lanes read at line start
 * (src/review/gauntlet/sentinels.ts, graphs/*.yaml). `GAUNTLET_…:` covers any
 * GAUNTLET-prefixed word; case and the blanks before the colon are ignored.
 */
const SENTINEL = String.raw`(?:GAUNTLET[A-Z_]*|Review[^\S\n]+Verdict|SECURITY_REVIEW|ADVERSARIAL_REVIEW|USAGE_PROBE|PIPELINE-FAULT)[^\S\n]*:|FINDING_VERIFIER_RESULTS`;

/** What may stand before a sentinel while it still starts the line as read or rendered. */
const LEAD = String.raw`(?:[^\S\n]|[>#*_~|+\`-]|[\u200B-\u200D\u2060\uFEFF])*`;

const VERDICT_LINE = new RegExp(`^(${LEAD})(?=${SENTINEL})`, "gim");
const READS_AS_VERDICT = new RegExp(`^${LEAD}(?:${SENTINEL})`, "i");

/** `\n` for every line separator (rule 1). */
export function normalizeLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, "\n");
}

/** Whether one line (already split on `\n`) would read as a verdict line. */
export function readsAsVerdictLine(line: string): boolean {
  return READS_AS_VERDICT.test(line);
}

/** Multi-line text to post: line breaks normalised, no line posing as a verdict. */
export function postedText(text: string): string {
  return normalizeLineBreaks(text).replace(VERDICT_LINE, "$1\\");
}

/** Text to post on one line (a title, a reason in a list item, a table cell): every line break becomes a space. */
export function postedLine(text: string): string {
  return postedText(oneLine(normalizeLineBreaks(text)));
}
