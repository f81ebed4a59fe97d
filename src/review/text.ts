/** Small text shapes the reports share. */

/** A multi-line text on one line (a reason, a claim in a list item). */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim();

/** A commit SHA as people read it. */
export const shortSha = (sha: string): string => sha.slice(0, 7);

/** Characters that end or break a line (C0 and C1 controls, DEL, the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A path on one line of a prompt or report: as is, or JSON-quoted with every
 * line-breaking character escaped, so a file name can never start a line of its own.
 */
export const shownPath = (path: string): string =>
  LINE_BREAKING.test(path) ? JSON.stringify(path).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : path;
