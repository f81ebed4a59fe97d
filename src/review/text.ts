/** Small text shapes the reports share. */

/** A multi-line text on one line (a reason, a claim in a list item). */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim();

/** A commit SHA as people read it. */
export const shortSha = (sha: string): string => sha.slice(0, 7);
