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
 * A token is found wherever it starts: text before it may end in a letter or
 * digit without being part of it (`\tghp_…`, `\u0022ghp_…`, `%3Dghp_…`,
 * `1ghp_…`). Prefixes distinctive on their own (`ghp_`, `github_pat_`,
 * `AKIA`, `xoxb-`, `npm_`) have no look-behind at all; `eyJ` may start up to
 * eight characters into a word; `sk-`, which ends ordinary words (`desk-`),
 * may start at a word boundary or right after an escape or a digit.
 *
 * Each scan stays linear: every pattern begins with a literal, the places a
 * match may start are bounded per word, and a quantified class is followed
 * by something it cannot match, or by nothing that backtracks. Shapes that
 * ordinary code could produce (a kebab-case name after `sk-`) must also look
 * random before they are redacted.
 *
 * Private keys: a whole string is redacted from `-----BEGIN … PRIVATE KEY-----`
 * to its END line, or to the end of that string when there is none. Line by
 * line (createLineRedactor), the lines after a BEGIN are hidden only while
 * they could be part of a key body, so a lone BEGIN line in a pull request
 * cannot hide the code that follows it.
 */

export type Redactor = (text: string) => string;

/** Placeholder text for one redacted value: `[REDACTED:<label>]`. */
export function redactionMark(label: string): string {
  return `[REDACTED:${label}]`;
}

export const PRIVATE_KEY_MARK = redactionMark("private-key");
const KNOWN_SECRET_MARK = redactionMark("secret");
const AWS_ACCESS_KEY_MARK = redactionMark("aws-access-key");

/** Known values shorter than this are ignored: they would match ordinary words. */
export const MIN_KNOWN_SECRET_LENGTH = 6;

interface ShapeRule {
  label: string;
  /** Global regex. Text matched by a group named `keep` is kept; the rest of the match is the token. */
  pattern: RegExp;
  /** Extra test on the candidate token, for shapes ordinary text can imitate. */
  accept?: (token: string) => boolean;
}

function caseless(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");
}

/**
 * Text that can end right before a token in a letter or digit without being
 * part of it: an escape as source code or JSON writes it, or a percent-encoded
 * byte (encoded once or twice: `%3D`, `%253D`).
 */
const ESCAPE_BEFORE = String.raw`\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:25)?[0-9A-Fa-f]{2}`;

/**
 * `literal`, where no word character precedes it, or right after an escape or
 * a digit. The look-behind follows the literal so the scan can skip ahead to it.
 */
function atTokenStart(literal: string, wordClass: string): string {
  return `${literal}(?:(?<!${wordClass}${literal})|(?<=(?:${ESCAPE_BEFORE}|[0-9])${literal}))`;
}

/** `class{min,}` that never gives characters back: a failed match after it costs one scan, not a backtrack per character. */
function atomicRun(charClass: string, min: number, group: string): string {
  return `(?=(?<${group}>${charClass}{${min},}))\\k<${group}>`;
}

// A PEM private key header: RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … PRIVATE KEY (BLOCK).
const PEM_BEGIN = "-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_END = "-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_BEGIN_ONCE = new RegExp(PEM_BEGIN);
const PEM_BEGIN_GLOBAL = new RegExp(PEM_BEGIN, "g");
const PEM_END_ONCE = new RegExp(PEM_END);

/** One character of an AWS secret access key, also percent-encoded (`/` as `%2F`, `+` as `%2B`). */
const AWS_SECRET_CHAR = "(?:[A-Za-z0-9/+]|%2[BbFf])";
const AWS_SECRET_VALUE = `${AWS_SECRET_CHAR}{40}(?!${AWS_SECRET_CHAR})`;
const AWS_KEY_ID = /(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/;
/** An escape before a standalone key; `%2F` and `%2B` are not, they would continue the key. */
const ESCAPE_BEFORE_AWS_SECRET = String.raw`\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:[013-9A-Fa-f][0-9A-Fa-f]|2[0-9ACDEace])`;
/** A quote before a value, possibly escaped (`\"` in serialized JSON). */
const QUOTE = String.raw`(?:\\{0,2}["'])?`;
/** `:` or `=`, possibly percent-encoded. */
const ASSIGN = "(?:[:=]|%3[AaDd])";

const RULES: readonly ShapeRule[] = [
  // The whole block, or up to the end of the text when the END line is missing
  // (a truncated window must not show the key body).
  { label: "private-key", pattern: new RegExp(`${PEM_BEGIN}[\\s\\S]*?(?:${PEM_END}|$)`, "g") },
  // Real tokens have 36 characters after the prefix; shorter ones only count at a word start.
  {
    label: "github-token",
    pattern: new RegExp(`gh[oprsu]_[A-Za-z0-9]{36,}|${atTokenStart("gh[oprsu]_", "[A-Za-z0-9]")}[A-Za-z0-9]{20,}`, "g"),
  },
  { label: "github-token", pattern: /github_pat_[A-Za-z0-9_]{22,}/g },
  {
    label: "openai-key",
    pattern: new RegExp(`${atTokenStart("sk-", "[A-Za-z0-9_-]")}(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}`, "g"),
    accept: mixesCaseAndDigits,
  },
  { label: "aws-access-key", pattern: new RegExp(AWS_KEY_ID.source, "g") },
  {
    label: "aws-secret-key",
    pattern: new RegExp(
      `(?<keep>${caseless("aws")}_?${caseless("secret")}_?${caseless("access")}_?${caseless("key")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE})${AWS_SECRET_VALUE}`,
      "g",
    ),
  },
  {
    // At most eight word characters before `eyJ`: enough for any escape, and it bounds the starts per word.
    label: "jwt",
    pattern: new RegExp(
      `eyJ(?<![A-Za-z0-9_-]{9}eyJ)${atomicRun("[A-Za-z0-9_-]", 8, "header")}\\.${atomicRun("[A-Za-z0-9_-]", 8, "payload")}\\.[A-Za-z0-9_-]{8,}`,
      "g",
    ),
  },
  // Slack tokens start with the numeric team id: `xoxb-123…-456…-AbC…`.
  { label: "slack-token", pattern: new RegExp(`xox[abpr]-${atomicRun("[0-9]", 1, "team")}-[A-Za-z0-9-]{8,}`, "g") },
  { label: "npm-token", pattern: /npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  { label: "stripe-key", pattern: /(?:sk|rk)_live_[A-Za-z0-9]{16,}/g },
  { label: "google-api-key", pattern: /AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { label: "gitlab-token", pattern: /glpat-[A-Za-z0-9_-]{20,}/g },
  // A password in a URL's userinfo (`https://deploy:S3cret@host/`, `postgres://app:pass@db`): the user stays.
  { label: "url-password", pattern: /(?<keep>:\/\/[^\s/:@"'<>]{1,100}:)[^\s/@"'<>]{1,200}(?=@)/g },
  // npm's auth settings in .npmrc-style text (`//registry/:_authToken=…`, `_auth=`, `_password=`).
  { label: "npm-auth", pattern: /(?<keep>_(?:authToken|auth|password)[ \t]*=[ \t]*["']?)[^\s"'[]{6,}/g },
  {
    label: "bearer-token",
    // RFC 6750's token68 charset: a template (`${token}`) or a concatenation is not a value.
    pattern: new RegExp(
      `(?<keep>${caseless("authorization")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE}(?:${caseless("bearer")}|${caseless("basic")}|${caseless("token")})[ \\t]+)[A-Za-z0-9._~+/=-]{8,}`,
      "g",
    ),
  },
];

/**
 * An AWS secret access key has no prefix, so without a label it is recognised
 * only in a text that also holds an access key id: any standalone run of
 * exactly 40 key characters. Both cases are required, which leaves out hex
 * (a git SHA) and single-case names.
 */
const AWS_SECRET_BY_SHAPE: ShapeRule = {
  label: "aws-secret-key",
  // An escape right before the key is matched and kept, so most positions cost a one-character look-behind.
  pattern: new RegExp(`(?:(?<keep>${ESCAPE_BEFORE_AWS_SECRET})|(?<![A-Za-z0-9/+]))${AWS_SECRET_VALUE}`, "g"),
  accept: (token) => /[A-Z]/.test(token) && /[a-z]/.test(token),
};

/**
 * Cheap pre-check: a text with none of these substrings has no token shape,
 * so the per-rule scans are skipped. Must cover the leading literal of every rule.
 */
const TRIGGER = /gh[oprsu]_|github_pat_|sk-|akia|asia|secret_?access|eyj|-----begin|xox[abpr]-|npm_|authorization|_live_|aiza|glpat-|:\/\/|_auth|_password/i;

/** Generated keys mix upper case, lower case and digits; names like `sk-learn-tutorial-2024` do not. */
function mixesCaseAndDigits(token: string): boolean {
  const body = token.replace(/^sk-(?:proj-|svcacct-|admin-)?/, "");
  return /[A-Z]/.test(body) && /[a-z]/.test(body) && /[0-9]/.test(body);
}

function applyRule(text: string, rule: ShapeRule): string {
  const mark = redactionMark(rule.label);
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (...args: unknown[]) => {
    const match = args[0] as string;
    // With named groups, the replacer's last argument is the groups object.
    const groups = args.at(-1);
    const kept = typeof groups === "object" && groups !== null ? (groups as Record<string, string | undefined>).keep : undefined;
    const keep = kept ?? "";
    const token = match.slice(keep.length);
    if (rule.accept && !rule.accept(token)) return match;
    if (rule.label === "private-key") {
      // One mark per line of the block, so line numbers after it stay true.
      return token.replace(/[^\r\n]+/g, mark);
    }
    return keep + mark;
  });
}

/** Redacts standalone AWS secret keys, for a text known to sit next to an access key id. */
function redactAwsSecretsByShape(text: string): string {
  return applyRule(text, AWS_SECRET_BY_SHAPE);
}

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
function knownSecretPattern(knownSecrets: readonly string[]): RegExp | undefined {
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

/** Builds a redactor for the run's known secrets plus every token shape. */
export function createRedactor(knownSecrets: readonly string[]): Redactor {
  const known = knownSecretPattern(knownSecrets);
  return (text: string): string => {
    let result = text;
    if (known) {
      known.lastIndex = 0;
      result = result.replace(known, KNOWN_SECRET_MARK);
    }
    if (!TRIGGER.test(result)) return redactKeyBodiesBeforeEnd(result);
    for (const rule of RULES) result = applyRule(result, rule);
    if (result.includes(AWS_ACCESS_KEY_MARK)) result = redactAwsSecretsByShape(result);
    return redactKeyBodiesBeforeEnd(result);
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
 * A line that could sit inside a PEM body: base64 or blank, possibly indented
 * or written as a piece of a string literal (`"MIIE…\n" +`), since keys are
 * pasted into code and config. Anything else ends the block. Whitespace and
 * the joining `+` or `,` are cut off in code: as optional runs at both ends
 * of one pattern they would backtrack against each other.
 */
const PEM_BODY_TEXT = /^["'`]?[A-Za-z0-9+/=]*(?:\\r)?(?:\\n)?["'`]?$/;
/** RFC 1421 and OpenPGP armor headers, which may follow the BEGIN line. */
const PEM_HEADER_TEXT = /^["'`]?(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset): /;

function couldBeKeyBody(line: string): boolean {
  const text = line.trim();
  if (PEM_HEADER_TEXT.test(text)) return true;
  const start = text.startsWith("+") || text.startsWith(",") ? 1 : 0;
  const end = text.endsWith("+") || text.endsWith(",") || text.endsWith("\\") ? text.length - 1 : text.length;
  return PEM_BODY_TEXT.test(text.slice(start, end).trim());
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
 */
export function createLineRedactor(redact: Redactor = redactSecrets): Redactor {
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
      keyPrefix = line.slice(0, begin).trim().replace(/["'`]$/, "");
      return redacted.includes(PRIVATE_KEY_MARK) ? redacted : redactText(line.slice(0, begin)) + PRIVATE_KEY_MARK;
    }
    return redacted;
  };
  const redactText = (text: string): string => (awsKeyIdSeen ? redactAwsSecretsByShape(redact(text)) : redact(text));
  return redactLine;
}

const KEY_CHAR = /[A-Za-z0-9+/=]/;
const MIN_TRAILING_KEY_RUN = 40;

/**
 * Where a run of at least 40 key characters starts that ends the line (after
 * the closing quote, `\n` escape and joining `+`, `,` or `\` a key pasted into
 * code may have), or -1. Scanned backwards by hand: a regular expression
 * that may start anywhere in the line backtracks quadratically on one long
 * run of key characters.
 */
function trailingKeyRunStart(line: string): number {
  let end = line.length;
  const skip = (test: (c: string) => boolean) => {
    while (end > 0 && test(line[end - 1]!)) end -= 1;
  };
  skip((c) => c === " " || c === "\t");
  if (end > 0 && "+,\\".includes(line[end - 1]!)) end -= 1;
  skip((c) => c === " " || c === "\t");
  if (end > 0 && "\"'`".includes(line[end - 1]!)) end -= 1;
  for (const escape of ["\\n", "\\r"]) if (line.slice(0, end).endsWith(escape)) end -= escape.length;
  if (end > 0 && "\"'`".includes(line[end - 1]!)) end -= 1;
  let start = end;
  while (start > 0 && KEY_CHAR.test(line[start - 1]!)) start -= 1;
  return end - start >= MIN_TRAILING_KEY_RUN ? start : -1;
}

/**
 * Hides a key body whose END line arrives without its BEGIN (a quote that
 * starts mid-key, a finding that cites the key's last lines): walking back
 * from each END marker, lines that could be key body are replaced, and a
 * line that merely ends in a long run of key characters loses that run and
 * ends the walk. Every input line gives exactly one output line, and nothing
 * before the key's lines is touched.
 */
export function redactKeyBodiesBeforeEnd(text: string): string {
  if (!text.includes("-----END")) return text;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    // The END marker itself is no secret; what precedes it on its own line may be the body's last piece.
    const end = PEM_END_ONCE.exec(lines[i]!);
    if (!end) continue;
    const before = lines[i]!.slice(0, end.index);
    const runStart = trailingKeyRunStart(before);
    if (runStart >= 0) lines[i] = before.slice(0, runStart) + PRIVATE_KEY_MARK + lines[i]!.slice(end.index);
    for (let j = i - 1; j >= 0 && !lines[j]!.includes(PRIVATE_KEY_MARK); j -= 1) {
      const line = lines[j]!;
      if (line.trim() !== "" && couldBeKeyBody(line)) {
        lines[j] = PRIVATE_KEY_MARK;
        continue;
      }
      const runStart = trailingKeyRunStart(line);
      if (runStart >= 0) lines[j] = line.slice(0, runStart) + PRIVATE_KEY_MARK;
      break;
    }
  }
  return lines.join("\n");
}

/**
 * A redactor for a whole document (a prompt, a report, a check run's text):
 * line by line, so a BEGIN without its END hides the key's body and never the
 * rest of the document, then key bodies before an END without its BEGIN.
 */
export function createDocumentRedactor(redact: Redactor): Redactor {
  return (text) => redactKeyBodiesBeforeEnd(text.split("\n").map(createLineRedactor(redact)).join("\n"));
}
