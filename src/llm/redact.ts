/**
 * Secret redaction for every text that leaves the process: tool results the
 * model sees, the diff and PR text in prompts, and anything written to GitHub
 * or the log.
 *
 * Two sources of secrets:
 * - known values (the run's API key, the GitHub token), replaced verbatim and
 *   in the forms JSON and URLs give them (`\/`, `%2F`);
 * - common token shapes (GitHub, OpenAI, AWS, JWT, PEM private keys, Slack,
 *   npm, Authorization header values), replaced wherever they appear.
 *
 * Token shapes live in redaction/tokenShapes.ts, known values in
 * redaction/knownSecrets.ts, PEM key scanning in redaction/privateKeys.ts.
 *
 * Values, never code: a token shape has the token's alphabet and length, or
 * its known prefix, so it cannot span an expression. Patterns that are a key
 * name and then anything (`_auth=…`, `password: …`) apply only to lines of
 * the config files where they mean a secret (redaction/configValues.ts), and
 * only when the redactor is told the file (createLineRedactor's `path`).
 *
 * Private keys: a whole string is redacted from `-----BEGIN … PRIVATE KEY-----`
 * to its END line, or to the end of that string when there is none. Line by
 * line (createLineRedactor), the lines after a BEGIN are hidden only while
 * they could be part of a key body, so a lone BEGIN line in a pull request
 * cannot hide the code that follows it.
 */

import { KNOWN_SECRET_MARK, PRIVATE_KEY_MARK } from "./redaction/marks.js";
import { knownSecretPattern } from "./redaction/knownSecrets.js";
import { couldBeKeyBody, opensPrivateKeyBlock, PEM_BEGIN_ONCE, PEM_END_ONCE, redactKeyBodiesBeforeEnd } from "./redaction/privateKeys.js";
import { AWS_KEY_ID, redactAwsSecretsByShape, redactTokenShapes } from "./redaction/tokenShapes.js";
import { redactConfigLine } from "./redaction/configValues.js";
import { originOf } from "./redaction/fileKinds.js";
import { auditRedaction } from "./redaction/audit.js";

export { PRIVATE_KEY_MARK, redactionMark } from "./redaction/marks.js";
export { MIN_KNOWN_SECRET_LENGTH } from "./redaction/knownSecrets.js";
export { opensPrivateKeyBlock, redactKeyBodiesBeforeEnd } from "./redaction/privateKeys.js";
export { auditRedaction, type RedactionAudit } from "./redaction/audit.js";
export { flaggedAddedLines, looksLikeSecretAndCode, renderFlaggedLines, type FlaggedLine } from "./redaction/codeLike.js";

export type Redactor = (text: string) => string;

/** Builds a redactor for the run's known secrets plus every token shape. */
export function createRedactor(knownSecrets: readonly string[]): Redactor {
  const known = knownSecretPattern(knownSecrets);
  return (text: string): string => {
    let result = text;
    if (known) {
      known.lastIndex = 0;
      result = result.replace(known, KNOWN_SECRET_MARK);
    }
    return redactKeyBodiesBeforeEnd(redactTokenShapes(result));
  };
}

const shapeOnly = createRedactor([]);

/** Replaces known secret values and common token shapes in `text`. */
export function redactSecrets(text: string, knownSecrets?: readonly string[]): string {
  if (!knownSecrets || knownSecrets.length === 0) return shapeOnly(text);
  return createRedactor(knownSecrets)(text);
}

/**
 * A redactor for text that arrives one line at a time, in file order (tool
 * output, a diff's side). Every input line gives exactly one output line.
 * State carried across lines:
 * - after a line that opens a private key block, the following lines are
 *   hidden while they could be part of a key body, up to and including the
 *   END line; the first line that cannot be ends the block and is shown,
 *   redacted as any line. So a lone BEGIN cannot hide the code after it.
 * - after a line holding an AWS access key id, standalone 40-character runs
 *   of key characters are redacted as secret keys on the later lines too.
 * With the `path` of the file the lines come from, a config file's secret
 * values are redacted too (`.npmrc`, `.env`, `.netrc`, INI, YAML); without
 * one the text is free text, and only token shapes apply.
 */
export function createLineRedactor(redact: Redactor = redactSecrets, path?: string): Redactor {
  const origin = originOf(path);
  let insideKey = false;
  // What stood before the BEGIN marker (`# `, `// `, ` * `): a key in a comment carries it on every line.
  let keyPrefix = "";
  let awsKeyIdSeen = false;
  const bodyLine = (line: string): boolean => {
    if (couldBeKeyBody(line)) return true;
    const text = line.trimStart();
    return keyPrefix !== "" && text.startsWith(keyPrefix) && couldBeKeyBody(text.slice(keyPrefix.length));
  };
  const redactLine = (line: string): string => {
    if (insideKey) {
      const end = PEM_END_ONCE.exec(line);
      if (end) {
        insideKey = false;
        const rest = line.slice(end.index + end[0].length);
        return rest === "" ? PRIVATE_KEY_MARK : PRIVATE_KEY_MARK + redactLine(rest);
      }
      if (bodyLine(line)) return PRIVATE_KEY_MARK;
      insideKey = false;
    }
    if (!awsKeyIdSeen && AWS_KEY_ID.test(line)) awsKeyIdSeen = true;
    const redacted = redactText(line);
    if (opensPrivateKeyBlock(line)) {
      insideKey = true;
      // A caller-supplied redactor may not know PEM: never show what follows the header.
      const begin = line.search(PEM_BEGIN_ONCE);
      keyPrefix = line
        .slice(0, begin)
        .trim()
        .replace(/["'`]$/, "");
      return redacted.includes(PRIVATE_KEY_MARK) ? redacted : redactText(line.slice(0, begin)) + PRIVATE_KEY_MARK;
    }
    return redacted;
  };
  const redactText = (text: string): string => {
    const shown = awsKeyIdSeen ? redactAwsSecretsByShape(redact(text)) : redact(text);
    return origin.kind === "config" ? redactConfigLine(shown, origin.config).text : shown;
  };
  return redactLine;
}

/**
 * How many lines of a prompt text the redactor hides something in that is no
 * token (code, a placeholder, a name): redaction's false positives. `text`
 * is the prompt before redaction; with no `redact`, the run's default
 * document redaction (token shapes) is measured.
 */
export function linesRedactedWithoutToken(text: string, redact: Redactor = createDocumentRedactor(redactSecrets)): number {
  return auditRedaction(text, redact(text)).linesWithoutToken;
}

/**
 * A redactor for a whole document (a prompt, a report, a check run's text):
 * line by line, so a BEGIN without its END hides the key's body and never the
 * rest of the document, then key bodies before an END without its BEGIN.
 */
export function createDocumentRedactor(redact: Redactor): Redactor {
  return (text) => redactKeyBodiesBeforeEnd(text.split("\n").map(createLineRedactor(redact)).join("\n"));
}
