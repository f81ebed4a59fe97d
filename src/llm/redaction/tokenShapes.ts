/**
 * Common token shapes (GitHub, OpenAI, AWS, JWT, PEM private keys, Slack,
 * npm, Authorization header values) and how one shape rule is applied.
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
 */
import { AWS_ACCESS_KEY_MARK, redactionMark } from "./marks.js";
import { PEM_BEGIN, PEM_END } from "./privateKeys.js";
import { atomicRun, atTokenStart, caseless } from "./regexParts.js";
import { hasCodeCharacters, isIdentifier, isPlaceholder, looksLikeExpression } from "./valueShape.js";

/** What to do with a candidate token: redact it, keep it, or keep it and report it as looking like a secret and like code. */
export type TokenVerdict = "redact" | "keep" | "code";

interface ShapeRule {
  label: string;
  /** Global regex. Text matched by a group named `keep` is kept; the rest of the match is the token. */
  pattern: RegExp;
  /** Extra test on the candidate token, for shapes ordinary text can imitate. */
  accept?: (token: string) => TokenVerdict;
}

/** One character of an AWS secret access key, also percent-encoded (`/` as `%2F`, `+` as `%2B`). */
const AWS_SECRET_CHAR = "(?:[A-Za-z0-9/+]|%2[BbFf])";
const AWS_SECRET_VALUE = `${AWS_SECRET_CHAR}{40}(?!${AWS_SECRET_CHAR})`;
export const AWS_KEY_ID = /(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/;
/** An escape before a standalone key; `%2F` and `%2B` are not, they would continue the key. */
const ESCAPE_BEFORE_AWS_SECRET = String.raw`\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:[013-9A-Fa-f][0-9A-Fa-f]|2[0-9ACDEace])`;
/** A quote before a value, possibly escaped (`\"` in serialized JSON). */
const QUOTE = String.raw`(?:\\{0,2}["'])?`;
/** `:` or `=`, possibly percent-encoded. */
const ASSIGN = "(?:[:=]|%3[AaDd])";

const SHAPE_RULES: readonly ShapeRule[] = [
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
    accept: (token) => (mixesCaseAndDigits(token) ? "redact" : "keep"),
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
  // A format placeholder (`{}`, `%s`, `${pw}`) is not a password; `.` is, so only code characters make it code.
  {
    label: "url-password",
    pattern: /(?<keep>:\/\/[^\s/:@"'<>]{1,100}:)[^\s/@"'<>]{1,200}(?=@)/g,
    // One or two characters (`u:p@`) is a test's dummy, no secret.
    accept: (token) => (isPlaceholder(token) || token.length < 3 ? "keep" : hasCodeCharacters(token) ? "code" : "redact"),
  },
  // npm's auth settings (`//registry/:_authToken=…`, `_auth=`, `_password=`), outside a `.npmrc` only when
  // the value is token-shaped: in code `url_auth = _basic_auth_str(…)` is an expression, never hidden.
  { label: "npm-auth", pattern: /(?<keep>_(?:authToken|auth|password)[ \t]*=[ \t]*["']?)[^\s"'[]{6,}/g, accept: npmAuthValue },
  {
    label: "bearer-token",
    // RFC 6750's token68 charset: a template (`${token}`) or a concatenation is not a value.
    pattern: new RegExp(
      `(?<keep>${caseless("authorization")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE}(?:${caseless("bearer")}|${caseless("basic")}|${caseless("token")})[ \\t]+)[A-Za-z0-9._~+/=-]{8,}`,
      "g",
    ),
    // `Bearer self.token` and `Bearer accessToken` name a variable; `Basic dXNlcjpwYXNz` is base64, a value.
    accept: (token) => (isIdentifier(token) ? "keep" : "redact"),
  },
];

/** An npm auth value outside `.npmrc`: base64, a UUID or a token, at least eight characters, and no name or expression. */
function npmAuthValue(token: string): TokenVerdict {
  // A statement's own end (`_password = password;`) is not part of the value.
  const value = token.replace(/[;,]$/, "");
  if (value !== token) return npmAuthValue(value);
  if (looksLikeExpression(token)) return "code";
  if (isPlaceholder(token) || isIdentifier(token)) return "keep";
  return /^[A-Za-z0-9+/=._~:-]{8,}$/.test(token) ? "redact" : "keep";
}

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
  accept: (token) => (/[A-Z]/.test(token) && /[a-z]/.test(token) ? "redact" : "keep"),
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

/** Tokens a rule kept because they read as code: the caller may report them. */
type CodeSink = string[] | undefined;

function applyRule(text: string, rule: ShapeRule, codeLike?: CodeSink): string {
  const mark = redactionMark(rule.label);
  rule.pattern.lastIndex = 0;
  return text.replace(rule.pattern, (...args: unknown[]) => {
    const match = args[0] as string;
    // With named groups, the replacer's last argument is the groups object.
    const groups = args.at(-1);
    const kept = typeof groups === "object" && groups !== null ? (groups as Record<string, string | undefined>).keep : undefined;
    const keep = kept ?? "";
    const token = match.slice(keep.length);
    // Already a mark: an earlier rule hid it, and the mark's brackets are not code.
    if (token.includes("[REDACTED:")) return match;
    const verdict = rule.accept ? rule.accept(token) : "redact";
    if (verdict === "code") codeLike?.push(token);
    if (verdict !== "redact") return match;
    if (rule.label === "private-key") {
      // One mark per line of the block, so line numbers after it stay true.
      return token.replace(/[^\r\n]+/g, mark);
    }
    return keep + mark;
  });
}

/** Redacts standalone AWS secret keys, for a text known to sit next to an access key id. */
export function redactAwsSecretsByShape(text: string): string {
  return applyRule(text, AWS_SECRET_BY_SHAPE);
}

/** Replaces every token shape in `text`; standalone AWS secret keys only next to an access key id. */
export function redactTokenShapes(text: string): string {
  return scanTokenShapes(text).text;
}

/**
 * redactTokenShapes, also returning the candidate tokens left in place
 * because they read as code (`_auth=getattr(…)`): they look like a secret and
 * like code, which the security lane is told about.
 */
export function scanTokenShapes(text: string): { text: string; codeLike: string[] } {
  const codeLike: string[] = [];
  if (!TRIGGER.test(text)) return { text, codeLike };
  let result = text;
  for (const rule of SHAPE_RULES) result = applyRule(result, rule, codeLike);
  if (result.includes(AWS_ACCESS_KEY_MARK)) result = redactAwsSecretsByShape(result);
  return { text: result, codeLike };
}
