/**
 * Secret redaction for every text that leaves the process: tool results the
 * model sees, and anything written to GitHub or the log.
 *
 * Two sources of secrets:
 * - known values (the run's API key, the GitHub token), replaced verbatim;
 * - common token shapes (GitHub, OpenAI, AWS, JWT, PEM private keys, Slack,
 *   npm, Authorization header values), replaced wherever they appear.
 *
 * Every pattern is anchored by a distinctive literal and a look-behind that
 * stops it starting inside a longer word, so each scan is linear: a pattern
 * can only begin where a token could begin, and its character classes cannot
 * overlap what follows them. Shapes that ordinary code could produce (a
 * kebab-case name after `sk-`) must also look random before they are redacted.
 */

export type Redactor = (text: string) => string;

/** Placeholder text for one redacted value: `[REDACTED:<label>]`. */
export function redactionMark(label: string): string {
  return `[REDACTED:${label}]`;
}

export const PRIVATE_KEY_MARK = redactionMark("private-key");
const KNOWN_SECRET_MARK = redactionMark("secret");

/** Known values shorter than this are ignored: they would match ordinary words. */
export const MIN_KNOWN_SECRET_LENGTH = 6;

interface ShapeRule {
  label: string;
  /** Global regex. With a capture group 1, only the text after group 1 is replaced. */
  pattern: RegExp;
  /** Extra test on the candidate token, for shapes ordinary text can imitate. */
  accept?: (token: string) => boolean;
}

function caseless(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");
}

// A PEM private key header: RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … PRIVATE KEY (BLOCK).
const PEM_BEGIN = "-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_END = "-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_BEGIN_GLOBAL = new RegExp(PEM_BEGIN, "g");
const PEM_END_ONCE = new RegExp(PEM_END);

const RULES: readonly ShapeRule[] = [
  // The whole block, or up to the end of the text when the END line is missing
  // (a truncated window must not show the key body).
  { label: "private-key", pattern: new RegExp(`${PEM_BEGIN}[\\s\\S]*?(?:${PEM_END}|$)`, "g") },
  { label: "github-token", pattern: /(?<![A-Za-z0-9])gh[oprsu]_[A-Za-z0-9]{20,}/g },
  { label: "github-token", pattern: /(?<![A-Za-z0-9])github_pat_[A-Za-z0-9_]{22,}/g },
  {
    label: "openai-key",
    pattern: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g,
    accept: mixesCaseAndDigits,
  },
  { label: "aws-access-key", pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g },
  {
    label: "aws-secret-key",
    pattern: new RegExp(
      `(${caseless("aws")}_?${caseless("secret")}_?${caseless("access")}_?${caseless("key")}["']?[ \\t]*[:=][ \\t]*["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])`,
      "g",
    ),
  },
  {
    label: "jwt",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  },
  // Slack tokens start with the numeric team id: `xoxb-123…-456…-AbC…`.
  { label: "slack-token", pattern: /(?<![A-Za-z0-9])xox[abpr]-[0-9]+-[A-Za-z0-9-]{8,}/g },
  { label: "npm-token", pattern: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  {
    label: "bearer-token",
    // RFC 6750's token68 charset: a template (`${token}`) or a concatenation is not a value.
    pattern: new RegExp(
      `(${caseless("authorization")}["']?[ \\t]*[:=][ \\t]*["']?(?:${caseless("bearer")}|${caseless("basic")}|${caseless("token")})[ \\t]+)[A-Za-z0-9._~+/=-]{8,}`,
      "g",
    ),
  },
];

/**
 * Cheap pre-check: a text with none of these substrings has no token shape,
 * so the per-rule scans are skipped. Must cover the leading literal of every rule.
 */
const TRIGGER = /gh[oprsu]_|github_pat_|sk-|akia|asia|secret_?access|eyj|-----begin|xox[abpr]-|npm_|authorization/i;

/** Generated keys mix upper case, lower case and digits; names like `sk-learn-tutorial-2024` do not. */
function mixesCaseAndDigits(token: string): boolean {
  const body = token.replace(/^sk-(?:proj-|svcacct-|admin-)?/, "");
  return /[A-Z]/.test(body) && /[a-z]/.test(body) && /[0-9]/.test(body);
}

function applyRule(text: string, rule: ShapeRule): string {
  const mark = redactionMark(rule.label);
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (match: string, prefix: unknown) => {
    const keep = typeof prefix === "string" ? prefix : "";
    const token = match.slice(keep.length);
    if (rule.accept && !rule.accept(token)) return match;
    if (rule.label === "private-key") {
      // One mark per line of the block, so line numbers after it stay true.
      return token.replace(/[^\r\n]+/g, mark);
    }
    return keep + mark;
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A multi-line secret is also registered line by line, as `core.setSecret` does. */
function knownSecretPattern(knownSecrets: readonly string[]): RegExp | undefined {
  const values = new Set<string>();
  for (const secret of knownSecrets) {
    if (typeof secret !== "string") continue;
    const candidates = secret.includes("\n") ? [secret, ...secret.split(/\r?\n/).map((line) => line.trim())] : [secret];
    for (const value of candidates) if (value.length >= MIN_KNOWN_SECRET_LENGTH) values.add(value);
  }
  if (values.size === 0) return undefined;
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...values].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map(escapeRegExp).join("|"), "g");
}

/** Builds a redactor for the run's known secrets plus every token shape. */
export function createRedactor(knownSecrets: readonly string[]): Redactor {
  const known = knownSecretPattern(knownSecrets);
  return (text: string): string => {
    let result = text;
    if (known) {
      known.lastIndex = 0;
      result = result.replace(known, KNOWN_SECRET_MARK);
    }
    if (!TRIGGER.test(result)) return result;
    for (const rule of RULES) result = applyRule(result, rule);
    return result;
  };
}

const shapeOnly = createRedactor([]);

/** Replaces known secret values and common token shapes in `text`. */
export function redactSecrets(text: string, knownSecrets?: readonly string[]): string {
  if (!knownSecrets || knownSecrets.length === 0) return shapeOnly(text);
  return createRedactor(knownSecrets)(text);
}

/** True when the line starts a PEM private key block that it does not also end. */
export function opensPrivateKeyBlock(line: string): boolean {
  if (!line.includes("-----BEGIN")) return false; // the common case, without a regex scan
  PEM_BEGIN_GLOBAL.lastIndex = 0;
  let lastBegin = -1;
  for (let m = PEM_BEGIN_GLOBAL.exec(line); m; m = PEM_BEGIN_GLOBAL.exec(line)) lastBegin = m.index;
  if (lastBegin < 0) return false;
  return !PEM_END_ONCE.test(line.slice(lastBegin));
}

/**
 * A redactor for text that arrives one line at a time, in file order (tool
 * output is read line by line). Carries the "inside a private key block"
 * state across lines, so the key body is redacted even though no single line
 * looks like a secret. Every input line gives exactly one output line.
 */
export function createLineRedactor(redact: Redactor = redactSecrets): Redactor {
  let insideKey = false;
  return (line: string): string => {
    if (insideKey) {
      if (PEM_END_ONCE.test(line)) insideKey = false;
      return PRIVATE_KEY_MARK;
    }
    const redacted = redact(line);
    if (opensPrivateKeyBlock(line)) {
      insideKey = true;
      // A caller-supplied redactor may not know PEM: never show what follows the header.
      const begin = line.search(new RegExp(PEM_BEGIN));
      return redacted.includes(PRIVATE_KEY_MARK) ? redacted : redact(line.slice(0, begin)) + PRIVATE_KEY_MARK;
    }
    return redacted;
  };
}
