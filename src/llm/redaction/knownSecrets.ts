/**
 * Known secret values (the run's API key, the GitHub token) as one pattern
 * that finds them verbatim and in the forms JSON and URLs give them (`\/`,
 * `%2F`).
 */
import { caseless } from "./regexParts.js";

/** Known values shorter than this are ignored: they would match ordinary words. */
export const MIN_KNOWN_SECRET_LENGTH = 6;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `%2f` as well as `%2F`: percent-encoding is case-insensitive in its hex digits. */
function percentCaseless(escaped: string): string {
  return escaped.replace(/%([0-9A-F])([0-9A-F])/g, (_m, a: string, b: string) => `%${caseless(a)}${caseless(b)}`);
}

/** A known value as it appears in serialized JSON and in URLs, as regex sources. */
function knownSecretForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const forms = [escapeRegExp(value), escapeRegExp(json), escapeRegExp(json.replaceAll("/", "\\/"))];
  for (const encode of [encodeURIComponent, encodeURI]) {
    try {
      forms.push(percentCaseless(escapeRegExp(encode(value))));
    } catch {
      // A lone surrogate cannot be percent-encoded, so it has no encoded form to find.
    }
  }
  return forms;
}

/** A multi-line secret is also registered line by line, as `core.setSecret` does. */
export function knownSecretPattern(knownSecrets: readonly string[]): RegExp | undefined {
  const values = new Set<string>();
  for (const secret of knownSecrets) {
    if (typeof secret !== "string") continue;
    const candidates = secret.includes("\n") ? [secret, ...secret.split(/\r?\n/).map((line) => line.trim())] : [secret];
    for (const value of candidates) if (value.length >= MIN_KNOWN_SECRET_LENGTH) values.add(value);
  }
  if (values.size === 0) return undefined;
  const sources = new Set([...values].flatMap(knownSecretForms));
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...sources].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.join("|"), "g");
}
