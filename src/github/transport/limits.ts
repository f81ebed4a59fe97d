/** GitHub's size limits, counted the way GitHub counts them: UTF-8 bytes. */

export const CHECK_TEXT_BYTES = 65_535;
export const ANNOTATION_TITLE_BYTES = 255;
export const ANNOTATION_MESSAGE_BYTES = 64 * 1024;
export const ANNOTATIONS_PER_REQUEST = 50;
export const COMMENT_CHARS = 65_536;
export const JOB_SUMMARY_BYTES = 1024 * 1024;

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Cuts text to at most `max` UTF-8 bytes, never inside a character, appending `marker` when it cuts. */
export function cutBytes(text: string, max: number, marker = ""): string {
  if (byteLength(text) <= max) return text;
  const room = Math.max(0, max - byteLength(marker));
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = byteLength(char);
    if (used + size > room) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end) + marker;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
