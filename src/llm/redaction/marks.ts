/** The placeholders that stand where a redacted value was. */

/** Placeholder text for one redacted value: `[REDACTED:<label>]`. */
export function redactionMark(label: string): string {
  return `[REDACTED:${label}]`;
}

export const PRIVATE_KEY_MARK = redactionMark("private-key");
export const KNOWN_SECRET_MARK = redactionMark("secret");
export const AWS_ACCESS_KEY_MARK = redactionMark("aws-access-key");
