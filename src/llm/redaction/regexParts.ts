/** Building blocks for the redaction patterns' regex sources. */

export function caseless(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");
}

/**
 * Text that can end right before a token in a letter or digit without being
 * part of it: an escape as source code or JSON writes it, or a percent-encoded
 * byte (encoded once or twice: `%3D`, `%253D`).
 */
export const ESCAPE_BEFORE = String.raw`\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:25)?[0-9A-Fa-f]{2}`;

/**
 * `literal`, where no word character precedes it, or right after an escape or
 * a digit. The look-behind follows the literal so the scan can skip ahead to it.
 */
export function atTokenStart(literal: string, wordClass: string): string {
  return `${literal}(?:(?<!${wordClass}${literal})|(?<=(?:${ESCAPE_BEFORE}|[0-9])${literal}))`;
}

/** `class{min,}` that never gives characters back: a failed match after it costs one scan, not a backtrack per character. */
export function atomicRun(charClass: string, min: number, group: string): string {
  return `(?=(?<${group}>${charClass}{${min},}))\\k<${group}>`;
}
