export const id = 568;
export const ids = [568];
export const modules = {

/***/ 8053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yS: () => (/* binding */ createDocumentRedactor),
  PM: () => (/* binding */ createLineRedactor),
  lY: () => (/* binding */ createRedactor),
  I1: () => (/* reexport */ flaggedAddedLines),
  fp: () => (/* binding */ redactSecrets),
  w$: () => (/* reexport */ renderFlaggedLines)
});

// UNUSED EXPORTS: MIN_KNOWN_SECRET_LENGTH, PRIVATE_KEY_MARK, auditRedaction, linesRedactedWithoutToken, looksLikeSecretAndCode, opensPrivateKeyBlock, redactKeyBodiesBeforeEnd, redactionMark

;// CONCATENATED MODULE: ./src/llm/redaction/marks.ts
/** The placeholders that stand where a redacted value was. */
/** Placeholder text for one redacted value: `[REDACTED:<label>]`. */
function redactionMark(label) {
    return `[REDACTED:${label}]`;
}
const PRIVATE_KEY_MARK = redactionMark("private-key");
const KNOWN_SECRET_MARK = redactionMark("secret");
const AWS_ACCESS_KEY_MARK = redactionMark("aws-access-key");

;// CONCATENATED MODULE: ./src/llm/redaction/regexParts.ts
/** Building blocks for the redaction patterns' regex sources. */
function caseless(word) {
    return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("");
}
/**
 * Text that can end right before a token in a letter or digit without being
 * part of it: an escape as source code or JSON writes it, or a percent-encoded
 * byte (encoded once or twice: `%3D`, `%253D`).
 */
const ESCAPE_BEFORE = String.raw `\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:25)?[0-9A-Fa-f]{2}`;
/**
 * `literal`, where no word character precedes it, or right after an escape or
 * a digit. The look-behind follows the literal so the scan can skip ahead to it.
 */
function atTokenStart(literal, wordClass) {
    return `${literal}(?:(?<!${wordClass}${literal})|(?<=(?:${ESCAPE_BEFORE}|[0-9])${literal}))`;
}
/** `class{min,}` that never gives characters back: a failed match after it costs one scan, not a backtrack per character. */
function atomicRun(charClass, min, group) {
    return `(?=(?<${group}>${charClass}{${min},}))\\k<${group}>`;
}

;// CONCATENATED MODULE: ./src/llm/redaction/knownSecrets.ts
/**
 * Known secret values (the run's API key, the GitHub token) as one pattern
 * that finds them verbatim and in the forms JSON and URLs give them (`\/`,
 * `%2F`).
 */

/** Known values shorter than this are ignored: they would match ordinary words. */
const MIN_KNOWN_SECRET_LENGTH = 6;
function escapeRegExp(value) {
    return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/** `%2f` as well as `%2F`: percent-encoding is case-insensitive in its hex digits. */
function percentCaseless(escaped) {
    return escaped.replace(/%([0-9A-F])([0-9A-F])/g, (_m, a, b) => `%${caseless(a)}${caseless(b)}`);
}
/** A known value as it appears in serialized JSON and in URLs, as regex sources. */
function knownSecretForms(value) {
    const json = JSON.stringify(value).slice(1, -1);
    const forms = [escapeRegExp(value), escapeRegExp(json), escapeRegExp(json.replaceAll("/", "\\/"))];
    for (const encode of [encodeURIComponent, encodeURI]) {
        try {
            forms.push(percentCaseless(escapeRegExp(encode(value))));
        }
        catch {
            // A lone surrogate cannot be percent-encoded, so it has no encoded form to find.
        }
    }
    return forms;
}
/** A multi-line secret is also registered line by line, as `core.setSecret` does. */
function knownSecretPattern(knownSecrets) {
    const values = new Set();
    for (const secret of knownSecrets) {
        if (typeof secret !== "string")
            continue;
        const candidates = secret.includes("\n") ? [secret, ...secret.split(/\r?\n/).map((line) => line.trim())] : [secret];
        for (const value of candidates)
            if (value.length >= MIN_KNOWN_SECRET_LENGTH)
                values.add(value);
    }
    if (values.size === 0)
        return undefined;
    const sources = new Set([...values].flatMap(knownSecretForms));
    // Longest first, so a secret that contains another is replaced whole.
    const sorted = [...sources].sort((a, b) => b.length - a.length);
    return new RegExp(sorted.join("|"), "g");
}

;// CONCATENATED MODULE: ./src/llm/redaction/privateKeys.ts
/**
 * PEM private keys: the BEGIN/END markers, and the line-level scans that tell
 * a key body from the code around it. A lone BEGIN or END line in a pull
 * request must hide the key's body and nothing else.
 */

// A PEM private key header: RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … PRIVATE KEY (BLOCK).
const PEM_BEGIN = "-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_END = "-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----";
const PEM_BEGIN_ONCE = new RegExp(PEM_BEGIN);
const PEM_BEGIN_GLOBAL = new RegExp(PEM_BEGIN, "g");
const PEM_END_ONCE = new RegExp(PEM_END);
/** True when the line starts a PEM private key block that it does not also end. */
function opensPrivateKeyBlock(line) {
    if (!line.includes("-----BEGIN"))
        return false; // the common case, without a regex scan
    PEM_BEGIN_GLOBAL.lastIndex = 0;
    let lastBegin = -1;
    for (let m = PEM_BEGIN_GLOBAL.exec(line); m; m = PEM_BEGIN_GLOBAL.exec(line))
        lastBegin = m.index;
    if (lastBegin < 0)
        return false;
    return !PEM_END_ONCE.test(line.slice(lastBegin));
}
/**
 * A line that could sit inside a PEM body: base64 or blank, possibly indented
 * or written as a piece of a string literal (`"MIIE…\n" +`), since keys are
 * pasted into code and config. Anything else ends the block. Whitespace and
 * the joining `+` or `,` are cut off in code: as optional runs at both ends
 * of one pattern they would backtrack against each other.
 */
// `=` only as base64's closing padding or OpenPGP's `=` checksum line: `PATH=/tmp/x` after a BEGIN line is code.
const PEM_BODY_TEXT = /^["'`]?(?:[A-Za-z0-9+/]*={0,2}|=[A-Za-z0-9+/]{4})(?:\\r)?(?:\\n)?["'`]?$/;
/** RFC 1421 and OpenPGP armor headers, which may follow the BEGIN line. */
const PEM_HEADER_TEXT = /^["'`]?(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset): /;
function couldBeKeyBody(line) {
    const text = line.trim();
    if (PEM_HEADER_TEXT.test(text))
        return true;
    const start = text.startsWith("+") || text.startsWith(",") ? 1 : 0;
    const end = text.endsWith("+") || text.endsWith(",") || text.endsWith("\\") ? text.length - 1 : text.length;
    return PEM_BODY_TEXT.test(text.slice(start, end).trim());
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
function trailingKeyRunStart(line) {
    let end = line.length;
    const skip = (test) => {
        while (end > 0 && test(line[end - 1]))
            end -= 1;
    };
    skip((c) => c === " " || c === "\t");
    if (end > 0 && "+,\\".includes(line[end - 1]))
        end -= 1;
    skip((c) => c === " " || c === "\t");
    if (end > 0 && "\"'`".includes(line[end - 1]))
        end -= 1;
    for (const escape of ["\\n", "\\r"])
        if (line.slice(0, end).endsWith(escape))
            end -= escape.length;
    if (end > 0 && "\"'`".includes(line[end - 1]))
        end -= 1;
    let start = end;
    while (start > 0 && KEY_CHAR.test(line[start - 1]))
        start -= 1;
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
function redactKeyBodiesBeforeEnd(text) {
    if (!text.includes("-----END"))
        return text;
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i += 1) {
        // The END marker itself is no secret; what precedes it on its own line may be the body's last piece.
        const end = PEM_END_ONCE.exec(lines[i]);
        if (!end)
            continue;
        const before = lines[i].slice(0, end.index);
        const runStart = trailingKeyRunStart(before);
        if (runStart >= 0)
            lines[i] = before.slice(0, runStart) + PRIVATE_KEY_MARK + lines[i].slice(end.index);
        for (let j = i - 1; j >= 0 && !lines[j].includes(PRIVATE_KEY_MARK); j -= 1) {
            const line = lines[j];
            if (line.trim() !== "" && couldBeKeyBody(line)) {
                lines[j] = PRIVATE_KEY_MARK;
                continue;
            }
            const runStart = trailingKeyRunStart(line);
            if (runStart >= 0)
                lines[j] = line.slice(0, runStart) + PRIVATE_KEY_MARK;
            break;
        }
    }
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./src/llm/redaction/valueShape.ts
/**
 * What a redacted span may be. A secret is a value (a literal's content, a
 * config value, a header, a URL's password); an expression, a placeholder
 * or an identifier is not, and hiding one would hide code from the reviewer.
 */
/** Characters an expression or a shell command needs and a secret value rarely holds. */
const CODE_CHARACTERS = /[()[\]{};`$|&<>\\]/;
/** `a.b`, `self.url`: member access. */
const MEMBER_ACCESS = /[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*/;
/** `a + b`, `a==b`: an operator between operands (a bare `+` and a trailing `==` are base64). */
const OPERATOR = /\s[-+*/%^]\s|(?:==|!=)(?=\s*[\w("'])|&&|\|\|/;
/** True when the span could only be code: it holds brackets, a shell or statement character. */
function hasCodeCharacters(span) {
    return CODE_CHARACTERS.test(span);
}
/** True when the span reads as source code: code characters, member access or an operator. */
function looksLikeExpression(span) {
    // A JWT's dots between random runs are not member access.
    return hasCodeCharacters(span) || OPERATOR.test(span) || (MEMBER_ACCESS.test(span) && !looksRandom(span));
}
const PLACEHOLDERS = [
    /^\{[^{}]*\}$/, // `{}`, `{name}`, `{self.password}`
    /^\{\{.*\}\}$/, // `{{ password }}`
    /^\$\{\{?[^{}]*\}?\}$/, // `${pw}`, `${{ secrets.X }}`
    /^\$[A-Za-z_][\w]*$/, // `$PASSWORD`
    /^%(?:\([\w.]+\))?[-#0 +]*\d*(?:\.\d+)?[sdrifx]$/, // `%s`, `%(password)s`
    /^<[^<>]*>$/, // `<password>`
    /^[*xX.•…]+$/, // `***`, `xxxx`, `...`
    /^(?:password|passwd|pass|pwd|secret|token|changeme|example|null|none|nil|true|false|undefined|~)$/i,
];
/** A stand-in for a value: a format or template placeholder, a documented example, an empty or null setting. */
function isPlaceholder(span) {
    const text = span.trim();
    return text === "" || PLACEHOLDERS.some((pattern) => pattern.test(text));
}
/**
 * `accessToken`, `self.token`, `HTTP_AUTH`, `token2`: a name in code, not a
 * value. One part must read as words: snake or screaming case, or camel case
 * whose capitals each start a word (`dXNlcjpwYXNz`, base64, does not).
 */
function isIdentifier(span) {
    if (looksRandom(span))
        return false;
    const parts = span.split(".");
    if (parts.length > 1)
        return parts.every((part) => /^[A-Za-z_$][\w$]*$/.test(part) && !/[A-Za-z]\d+[A-Za-z]/.test(part));
    return WORDS.some((pattern) => pattern.test(span));
}
const WORDS = [
    /^_*[a-z]+(?:[A-Z][a-z]{2,})*\d*$/, // password, accessToken
    /^_*(?:[A-Z][a-z]{2,})+\d*$/, // HttpAuth
    /^_*[A-Za-z][a-z]*(?:_+[A-Za-z][a-z0-9]*)+_*$/, // api_token, Basic_Auth
    /^_*[A-Z][A-Z0-9]*(?:_+[A-Z0-9]+)*$/, // HTTP_AUTH
];
/** Generated values mix upper case, lower case and digits and run long; names rarely do all three. */
function looksRandom(span) {
    return span.length >= 20 && /[A-Z]/.test(span) && /[a-z]/.test(span) && /[0-9]/.test(span);
}
/** How a span that a pattern would redact reads: a token-shaped value, or code, a placeholder or a name. */
function classifySpan(span) {
    if (isPlaceholder(span))
        return "placeholder";
    if (isIdentifier(span))
        return "identifier";
    if (looksLikeExpression(span))
        return "code";
    return "token";
}

;// CONCATENATED MODULE: ./src/llm/redaction/tokenShapes.ts
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




/** One character of an AWS secret access key, also percent-encoded (`/` as `%2F`, `+` as `%2B`). */
const AWS_SECRET_CHAR = "(?:[A-Za-z0-9/+]|%2[BbFf])";
const AWS_SECRET_VALUE = `${AWS_SECRET_CHAR}{40}(?!${AWS_SECRET_CHAR})`;
const AWS_KEY_ID = /(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/;
/** An escape before a standalone key; `%2F` and `%2B` are not, they would continue the key. */
const ESCAPE_BEFORE_AWS_SECRET = String.raw `\\[A-Za-z]|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|%(?:[013-9A-Fa-f][0-9A-Fa-f]|2[0-9ACDEace])`;
/** A quote before a value, possibly escaped (`\"` in serialized JSON). */
const QUOTE = String.raw `(?:\\{0,2}["'])?`;
/** `:` or `=`, possibly percent-encoded. */
const ASSIGN = "(?:[:=]|%3[AaDd])";
const SHAPE_RULES = [
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
        pattern: new RegExp(`(?<keep>${caseless("aws")}_?${caseless("secret")}_?${caseless("access")}_?${caseless("key")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE})${AWS_SECRET_VALUE}`, "g"),
    },
    {
        // At most eight word characters before `eyJ`: enough for any escape, and it bounds the starts per word.
        label: "jwt",
        pattern: new RegExp(`eyJ(?<![A-Za-z0-9_-]{9}eyJ)${atomicRun("[A-Za-z0-9_-]", 8, "header")}\\.${atomicRun("[A-Za-z0-9_-]", 8, "payload")}\\.[A-Za-z0-9_-]{8,}`, "g"),
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
        pattern: new RegExp(`(?<keep>${caseless("authorization")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE}(?:${caseless("bearer")}|${caseless("basic")}|${caseless("token")})[ \\t]+)[A-Za-z0-9._~+/=-]{8,}`, "g"),
        // `Bearer self.token` and `Bearer accessToken` name a variable; `Basic dXNlcjpwYXNz` is base64, a value.
        accept: (token) => (isIdentifier(token) ? "keep" : "redact"),
    },
];
/** An npm auth value outside `.npmrc`: base64, a UUID or a token, at least eight characters, and no name or expression. */
function npmAuthValue(token) {
    // A statement's own end (`_password = password;`) is not part of the value.
    const value = token.replace(/[;,]$/, "");
    if (value !== token)
        return npmAuthValue(value);
    if (looksLikeExpression(token))
        return "code";
    if (isPlaceholder(token) || isIdentifier(token))
        return "keep";
    return /^[A-Za-z0-9+/=._~:-]{8,}$/.test(token) ? "redact" : "keep";
}
/**
 * An AWS secret access key has no prefix, so without a label it is recognised
 * only in a text that also holds an access key id: any standalone run of
 * exactly 40 key characters. Both cases are required, which leaves out hex
 * (a git SHA) and single-case names.
 */
const AWS_SECRET_BY_SHAPE = {
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
function mixesCaseAndDigits(token) {
    const body = token.replace(/^sk-(?:proj-|svcacct-|admin-)?/, "");
    return /[A-Z]/.test(body) && /[a-z]/.test(body) && /[0-9]/.test(body);
}
function applyRule(text, rule, codeLike) {
    const mark = redactionMark(rule.label);
    rule.pattern.lastIndex = 0;
    return text.replace(rule.pattern, (...args) => {
        const match = args[0];
        // With named groups, the replacer's last argument is the groups object.
        const groups = args.at(-1);
        const kept = typeof groups === "object" && groups !== null ? groups.keep : undefined;
        const keep = kept ?? "";
        const token = match.slice(keep.length);
        // Already a mark: an earlier rule hid it, and the mark's brackets are not code.
        if (token.includes("[REDACTED:"))
            return match;
        const verdict = rule.accept ? rule.accept(token) : "redact";
        if (verdict === "code")
            codeLike?.push(token);
        if (verdict !== "redact")
            return match;
        if (rule.label === "private-key") {
            // One mark per line of the block, so line numbers after it stay true.
            return token.replace(/[^\r\n]+/g, mark);
        }
        return keep + mark;
    });
}
/** Redacts standalone AWS secret keys, for a text known to sit next to an access key id. */
function redactAwsSecretsByShape(text) {
    return applyRule(text, AWS_SECRET_BY_SHAPE);
}
/** Replaces every token shape in `text`; standalone AWS secret keys only next to an access key id. */
function redactTokenShapes(text) {
    return scanTokenShapes(text).text;
}
/**
 * redactTokenShapes, also returning the candidate tokens left in place
 * because they read as code (`_auth=getattr(…)`): they look like a secret and
 * like code, which the security lane is told about.
 */
function scanTokenShapes(text) {
    const codeLike = [];
    if (!TRIGGER.test(text))
        return { text, codeLike };
    let result = text;
    for (const rule of SHAPE_RULES)
        result = applyRule(result, rule, codeLike);
    if (result.includes(AWS_ACCESS_KEY_MARK))
        result = redactAwsSecretsByShape(result);
    return { text: result, codeLike };
}

;// CONCATENATED MODULE: ./src/llm/redaction/configValues.ts


/** Words that make a key a secret's name, after splitting `camelCase`, `snake_case`, `kebab-case` and dots. */
const SECRET_WORDS = new Set([
    "password",
    "passwd",
    "pwd",
    "pass",
    "passphrase",
    "secret",
    "token",
    "auth",
    "authtoken",
    "credential",
    "credentials",
    "apikey",
]);
/** `api_key`, `private-key`, `accessKey`: two words that name a secret together. */
const SECRET_PAIRS = new Set(["api key", "private key", "access key", "secret key", "signing key", "encryption key", "master key", "client secret"]);
/** A last word that makes the setting about a secret rather than the secret: `token_url`, `password_file`. */
const NOT_THE_VALUE = new Set([
    "url",
    "uri",
    "file",
    "path",
    "type",
    "method",
    "name",
    "id",
    "endpoint",
    "header",
    "env",
    "length",
    "ttl",
    "timeout",
    "expiry",
    "expires",
    "enabled",
    "required",
    "mode",
    "scope",
    "scopes",
    "provider",
    "format",
    "prefix",
    "dir",
    "policy",
    "command",
    "cmd",
    "helper",
]);
function isSecretKey(key) {
    const words = key
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== "");
    if (words.length === 0 || NOT_THE_VALUE.has(words.at(-1)))
        return false;
    return words.some((word, i) => SECRET_WORDS.has(word) || (i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${word}`)));
}
/** `key = value` per kind; `lead` is everything up to the value. */
const ASSIGNMENT = {
    npmrc: /^(?<lead>\s*(?<key>[^\s=;#]+)\s*=\s*)(?<value>.*)$/,
    env: /^(?<lead>\s*(?:export\s+)?(?<key>[A-Za-z_][\w.-]*)\s*=\s*)(?<value>.*)$/,
    ini: /^(?<lead>\s*(?<key>[^\s=:;#[][^=:]*?)\s*[=:]\s*)(?<value>.*)$/,
    yaml: /^(?<lead>\s*(?:-\s+)?["']?(?<key>[^\s:"'#][^:"'#]*?)["']?\s*:(?:\s+|$))(?<value>.*)$/,
};
const NETRC_PASSWORD = /(?<lead>(?:^|\s)password\s+)(?<value>\S+)/g;
/** The value's own text within `rest`: a quoted value's content, or the text before a trailing comment. */
function valueSpan(rest, kind) {
    const quote = rest.charAt(0);
    if (quote === '"' || quote === "'") {
        const close = rest.indexOf(quote, 1);
        return { start: 1, end: close > 0 ? close : rest.length };
    }
    const comment = kind === "ini" ? /\s[#;]/.exec(rest) : /\s#/.exec(rest);
    return { start: 0, end: (comment ? rest.slice(0, comment.index) : rest).trimEnd().length };
}
/** YAML's `|` and `>` start a block, `*name` is an alias, `&name` an anchor, `[…]`/`{…}` a collection: none is one value. */
const YAML_NOT_A_VALUE = /^(?:[|>][-+0-9]*|\*[\w-]+|&[\w-]+.*|\[.*\]|\{.*\})$/;
function judge(value, kind) {
    if (value.includes("[REDACTED:"))
        return "keep"; // already hidden by a token shape
    if (isPlaceholder(value) || (kind === "yaml" && YAML_NOT_A_VALUE.test(value)))
        return "keep";
    return hasCodeCharacters(value) ? "code" : "redact";
}
/** Redacts the value of a secret key on one line of a config file. */
function redactConfigLine(line, kind) {
    const mark = redactionMark(kind === "npmrc" ? "npm-auth" : "config-secret");
    if (kind === "netrc") {
        let codeLike = false;
        const text = line.replace(NETRC_PASSWORD, (match, lead, value) => {
            const verdict = judge(value, kind);
            if (verdict === "code")
                codeLike = true;
            return verdict === "redact" ? lead + mark : match;
        });
        return { text, codeLike };
    }
    const m = ASSIGNMENT[kind].exec(line);
    const lead = m?.groups?.lead;
    const key = m?.groups?.key;
    const rest = m?.groups?.value;
    if (lead === undefined || key === undefined || rest === undefined)
        return { text: line, codeLike: false };
    const npmAuth = kind === "npmrc" && /_(?:authToken|auth|password)$/.test(key);
    if (!npmAuth && !isSecretKey(key))
        return { text: line, codeLike: false };
    const span = valueSpan(rest, kind);
    const value = rest.slice(span.start, span.end);
    const verdict = judge(value, kind);
    if (verdict !== "redact")
        return { text: line, codeLike: verdict === "code" };
    return { text: lead + rest.slice(0, span.start) + mark + rest.slice(span.end), codeLike: false };
}

// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/llm/redaction/fileKinds.ts
/**
 * The file kinds where a key name alone marks a secret value. In `.npmrc`,
 * `.env`, `.netrc`, INI and YAML files `password=…` holds a value; in source
 * code the same text is an expression, which redaction must never hide.
 */

const FREE_TEXT = { kind: "free" };
const BY_NAME = {
    ".npmrc": "npmrc",
    npmrc: "npmrc",
    ".yarnrc": "npmrc",
    ".netrc": "netrc",
    _netrc: "netrc",
    ".env": "env",
    ".pypirc": "ini",
    ".gitconfig": "ini",
};
const BY_EXTENSION = {
    env: "env",
    ini: "ini",
    cfg: "ini",
    conf: "ini",
    properties: "ini",
    toml: "ini",
    yml: "yaml",
    yaml: "yaml",
};
/**
 * The origin of a file's lines, from its name only: case-insensitive, as the
 * platforms where these files live treat names. `.env.local` and
 * `production.env` are env files; an unknown name is source code, so an
 * unusual name can only make redaction narrower, never hide code. A name
 * with a code extension (`.env.js`, `secrets.ini.py`) is code.
 */
function originOf(path) {
    if (path === undefined || path === "")
        return FREE_TEXT;
    if ((0,secretFiles/* hasSourceExtension */.Ty)(path))
        return { kind: "source" };
    const name = (path.split("/").pop() ?? path).toLowerCase();
    const byName = BY_NAME[name];
    if (byName)
        return { kind: "config", config: byName };
    if (name.startsWith(".env."))
        return { kind: "config", config: "env" };
    if (name === ".yarnrc.yml")
        return { kind: "config", config: "yaml" };
    const dot = name.lastIndexOf(".");
    const byExtension = dot > 0 ? BY_EXTENSION[name.slice(dot + 1)] : undefined;
    return byExtension ? { kind: "config", config: byExtension } : { kind: "source" };
}

;// CONCATENATED MODULE: ./src/llm/redaction/codeLike.ts
/**
 * Lines that look like a secret and like code: a pattern would take part of
 * them for a secret, but that part reads as an expression
 * (`session_auth=getattr(__import__(…),'system')(cmd)`). Such a line is never
 * redacted; the security lane is shown it instead, so hiding code behind a
 * secret's shape is an attack someone sees.
 */



/** True when a pattern's candidate secret on this line (from the file at `path`, if known) reads as code. */
function looksLikeSecretAndCode(line, path) {
    if (scanTokenShapes(line).codeLike.length > 0)
        return true;
    const origin = originOf(path);
    return origin.kind === "config" && redactConfigLine(line, origin.config).codeLike;
}
const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
/**
 * The added lines of one file's patch that look like a secret and like code,
 * with their head-side line numbers. Read from the redacted patch, so a real
 * token elsewhere on such a line stays hidden.
 */
function flaggedAddedLines(path, patch) {
    const flagged = [];
    let next;
    for (const line of patch.split("\n")) {
        const hunk = HUNK.exec(line);
        if (hunk) {
            next = Number(hunk[1]);
            continue;
        }
        if (next === undefined)
            continue;
        if (line.startsWith("+")) {
            if (looksLikeSecretAndCode(line.slice(1), path))
                flagged.push({ path, line: next, text: line.slice(1) });
            next += 1;
        }
        else if (line.startsWith(" ") || line === "")
            next += 1;
        else if (!line.startsWith("-") && !line.startsWith("\\"))
            next = undefined;
    }
    return flagged;
}
/** One line per flagged line, `path:line: text`, for a prompt's data block. */
function renderFlaggedLines(lines) {
    return lines.map((f) => `${f.path}:${f.line}: ${f.text} — looks like a secret and like code; shown, not redacted`);
}

;// CONCATENATED MODULE: ./src/llm/redact.ts
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












/** Builds a redactor for the run's known secrets plus every token shape. */
function createRedactor(knownSecrets) {
    const known = knownSecretPattern(knownSecrets);
    return (text) => {
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
function redactSecrets(text, knownSecrets) {
    if (!knownSecrets || knownSecrets.length === 0)
        return shapeOnly(text);
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
function createLineRedactor(redact = redactSecrets, path) {
    const origin = originOf(path);
    let insideKey = false;
    // What stood before the BEGIN marker (`# `, `// `, ` * `): a key in a comment carries it on every line.
    let keyPrefix = "";
    let awsKeyIdSeen = false;
    const bodyLine = (line) => {
        if (couldBeKeyBody(line))
            return true;
        const text = line.trimStart();
        return keyPrefix !== "" && text.startsWith(keyPrefix) && couldBeKeyBody(text.slice(keyPrefix.length));
    };
    const redactLine = (line) => {
        if (insideKey) {
            const end = PEM_END_ONCE.exec(line);
            if (end) {
                insideKey = false;
                const rest = line.slice(end.index + end[0].length);
                return rest === "" ? PRIVATE_KEY_MARK : PRIVATE_KEY_MARK + redactLine(rest);
            }
            if (bodyLine(line))
                return PRIVATE_KEY_MARK;
            insideKey = false;
        }
        if (!awsKeyIdSeen && AWS_KEY_ID.test(line))
            awsKeyIdSeen = true;
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
    const redactText = (text) => {
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
function linesRedactedWithoutToken(text, redact = createDocumentRedactor(redactSecrets)) {
    return auditRedaction(text, redact(text)).linesWithoutToken;
}
/**
 * A redactor for a whole document (a prompt, a report, a check run's text):
 * line by line, so a BEGIN without its END hides the key's body and never the
 * rest of the document, then key bodies before an END without its BEGIN.
 */
function createDocumentRedactor(redact) {
    return (text) => redactKeyBodiesBeforeEnd(text.split("\n").map(createLineRedactor(redact)).join("\n"));
}


/***/ }),

/***/ 4009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ UNREADABLE_ENCODING),
/* harmony export */   Jk: () => (/* binding */ decodeHead),
/* harmony export */   Jl: () => (/* binding */ pieceDecoder),
/* harmony export */   KW: () => (/* binding */ bomOf),
/* harmony export */   Og: () => (/* binding */ isBinaryData),
/* harmony export */   dX: () => (/* binding */ isOddCode),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   uf: () => (/* binding */ HEAD_SAMPLE_BYTES)
/* harmony export */ });
/* unused harmony exports isLegible, decodeUtf32, decodeWindows1252, decodeAs */
/**
 * Decoding a file's bytes into the text an editor would show, before anything
 * reads it: the reviewer's diff, the fs tools, the verifier, the redactor.
 * Bytes are hostile, so the decision is made from the bytes alone (and an
 * encoding the base tree names), never from the file's name or the pull
 * request's attributes.
 *
 * Order: a BOM wins (UTF-8, UTF-32LE/BE, UTF-16LE/BE); then strict UTF-8;
 * then the base tree's `working-tree-encoding`; then UTF-16 without a BOM
 * (NULs in every other byte); then a legacy single-byte text (Windows-1252,
 * which is Latin-1 with printable 0x80–0x9F). Whatever comes out must be
 * legible: a small share of control characters and U+FFFD at most. Else the
 * content is not text (`binary`), however git or the file's name calls it.
 */
/** How much of a text may be control characters or U+FFFD and still count as legible. */
const ODD_SHARE = 0.03;
/** The most characters the legibility check reads: the head decides, as git's own test does. */
const LEGIBILITY_SAMPLE = 64 * 1024;
const BOMS = [
    // UTF-32LE before UTF-16LE: its BOM starts with UTF-16LE's.
    { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8" },
    { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: "utf-32le" },
    { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: "utf-32be" },
    { bytes: [0xff, 0xfe], encoding: "utf-16le" },
    { bytes: [0xfe, 0xff], encoding: "utf-16be" },
];
/** The encoding a BOM at the start of `bytes` names, and the BOM's length. */
function bomOf(bytes) {
    for (const bom of BOMS) {
        if (bytes.length >= bom.bytes.length && bom.bytes.every((b, i) => bytes[i] === b))
            return { encoding: bom.encoding, length: bom.bytes.length };
    }
    return undefined;
}
/** A character text does not hold: a C0 control other than tab, LF, FF and CR, DEL, a C1 control, or U+FFFD. */
function isOddCode(code) {
    if (code < 0x20)
        return code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
    return code === 0x7f || (code >= 0x80 && code <= 0x9f) || code === 0xfffd;
}
/** The share of a file's head in bytes no text encoding produces (C0 controls but tab, LF, FF, CR; DEL) that makes it binary data. */
const BINARY_BYTE_SHARE = 0.1;
/** git's binary test reads this much: a NUL in it makes the file binary. */
const BINARY_SNIFF_BYTES = 8000;
/**
 * Binary by its bytes, whatever git said: a NUL in the head, or a high share
 * of bytes that text in no encoding we read produces (compressed data holds
 * about 11% of them and may hold no NUL at all). Ask it only of bytes no
 * decoder made legible: UTF-16 text is full of NULs.
 */
function isBinaryData(bytes) {
    const head = bytes.subarray(0, BINARY_SNIFF_BYTES);
    if (head.includes(0))
        return true;
    let odd = 0;
    for (const byte of head)
        if (byte < 0x20 ? byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d : byte === 0x7f)
            odd += 1;
    return odd >= head.length * BINARY_BYTE_SHARE;
}
/** Whether `text` reads as text: few odd characters in its head. */
function isLegible(text) {
    const length = Math.min(text.length, LEGIBILITY_SAMPLE);
    let odd = 0;
    for (let i = 0; i < length; i += 1)
        if (isOddCode(text.charCodeAt(i)))
            odd += 1;
    return odd <= length * ODD_SHARE;
}
/** UTF-32 by hand (TextDecoder has no UTF-32); undefined on a code point that cannot be. */
function decodeUtf32(bytes, littleEndian) {
    if (bytes.length % 4 !== 0)
        return undefined;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parts = [];
    let codes = [];
    for (let i = 0; i < bytes.length; i += 4) {
        const code = view.getUint32(i, littleEndian);
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return undefined;
        codes.push(code);
        if (codes.length === 4096) {
            parts.push(String.fromCodePoint(...codes));
            codes = [];
        }
    }
    parts.push(String.fromCodePoint(...codes));
    return parts.join("");
}
/** What Windows-1252 puts at 0x80–0x9F (WHATWG's table; the five it leaves undefined stay C1 controls). */
const CP1252_HIGH = [
    0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
    0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];
/**
 * Windows-1252 by hand: Node 20's TextDecoder takes the label but decodes
 * Latin-1, so 0x80–0x9F would come out as C1 controls instead of € “ ” and
 * the like. Every byte decodes, so legibility decides whether it is text.
 */
function decodeWindows1252(bytes) {
    const parts = [];
    const step = 8192;
    for (let start = 0; start < bytes.length; start += step) {
        const codes = Array.from(bytes.subarray(start, start + step), (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : b));
        parts.push(String.fromCharCode(...codes));
    }
    return parts.join("");
}
/** The WHATWG name of an encoding label, or undefined when TextDecoder does not know it. */
function canonicalName(label) {
    try {
        return new TextDecoder(label).encoding;
    }
    catch {
        return undefined;
    }
}
/** `bytes` in `encoding`, strictly; undefined when they are not that encoding or the name is unknown. */
function decodeAs(bytes, encoding) {
    const name = encoding.toLowerCase().replace(/-bom$/, "");
    if (name === "utf-32le" || name === "utf-32be")
        return decodeUtf32(bytes, name === "utf-32le");
    if (name === "utf-32")
        return decodeUtf32(bytes, false);
    const canonical = canonicalName(name === "utf-16" ? "utf-16be" : name);
    if (canonical === undefined)
        return undefined;
    if (canonical === "windows-1252")
        return decodeWindows1252(bytes);
    try {
        return new TextDecoder(canonical, { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** UTF-16 without a BOM: one byte of nearly every pair is NUL (ASCII-heavy text, as source is). */
function utf16WithoutBom(bytes) {
    if (bytes.length < 4 || bytes.length % 2 !== 0)
        return undefined;
    const pairs = Math.min(bytes.length, 16 * 1024) / 2;
    let evenNul = 0;
    let oddNul = 0;
    for (let i = 0; i < pairs * 2; i += 2) {
        if (bytes[i] === 0)
            evenNul += 1;
        if (bytes[i + 1] === 0)
            oddNul += 1;
    }
    if (oddNul >= pairs * 0.7 && evenNul <= pairs * 0.05)
        return "utf-16le";
    if (evenNul >= pairs * 0.7 && oddNul <= pairs * 0.05)
        return "utf-16be";
    return undefined;
}
function legibleOr(text, encoding, note, what) {
    if (text === undefined)
        return { kind: "binary", reason: `not valid ${what}` };
    if (!isLegible(text))
        return { kind: "binary", reason: `not legible as ${what}` };
    return note === undefined ? { kind: "text", text, encoding } : { kind: "text", text, encoding, note };
}
/**
 * Decodes a file's bytes. `declared` is the base tree's
 * `working-tree-encoding` for the path, when it names one: a hint after a
 * BOM, tried strictly, never a reason to show what is not legible.
 */
function decodeText(bytes, declared) {
    const bom = bomOf(bytes);
    if (bom) {
        const body = bytes.subarray(bom.length);
        const label = bom.encoding.toUpperCase();
        return legibleOr(decodeAs(body, bom.encoding), bom.encoding, bom.encoding === "utf-8" ? "UTF-8 with a BOM" : `decoded from ${label} (BOM)`, `${label} after its BOM`);
    }
    const utf8 = decodeAs(bytes, "utf-8");
    if (utf8 !== undefined && isLegible(utf8))
        return { kind: "text", text: utf8, encoding: "utf-8" };
    // After UTF-8: git stores such a file as UTF-8, and UTF-8 read as, say, UTF-16 would be legible nonsense.
    if (declared) {
        const text = decodeAs(bytes, declared);
        if (text !== undefined && isLegible(text)) {
            return { kind: "text", text, encoding: declared, note: `decoded from ${declared.toUpperCase()} (the base's working-tree-encoding)` };
        }
    }
    // ASCII in UTF-16 is valid UTF-8 too, one NUL apart: tried before calling it binary.
    const wide = utf16WithoutBom(bytes);
    if (wide)
        return legibleOr(decodeAs(bytes, wide), wide, `decoded from ${wide.toUpperCase()} (no BOM)`, wide.toUpperCase());
    if (utf8 !== undefined)
        return { kind: "binary", reason: "UTF-8 with control characters no text has" };
    // A NUL and not UTF-16: no single-byte text has one in quantity; legibility decides.
    return legibleOr(decodeAs(bytes, "windows-1252"), "windows-1252", "not UTF-8: shown decoded as Windows-1252 (Latin-1)", "UTF-8 or Windows-1252 text");
}
/** A short name for why a changed file is not reviewed when it has no legible text. */
const UNREADABLE_ENCODING = "unreadable encoding";
/** How much of a file's head decides its encoding when it is read in pieces (the fs tools). */
const HEAD_SAMPLE_BYTES = 64 * 1024;
/**
 * Decodes the head of a file (the first bytes of a longer one): a cut may
 * split a character, so up to three bytes are trimmed before calling it binary.
 */
function decodeHead(head, declared) {
    const aligned = head.subarray(0, head.length - (head.length % 4));
    let decoded = decodeText(head, declared);
    for (let trim = 0; decoded.kind === "binary" && trim < 4 && aligned.length > trim; trim += 1) {
        decoded = decodeText(aligned.subarray(0, aligned.length - trim), declared);
    }
    return decoded;
}
/**
 * A decoder for a text read in pieces, in the encoding decodeText chose:
 * call with each piece, then with `final` to flush. Lenient (U+FFFD for a bad
 * sequence): the whole text was already judged legible from its head.
 */
function pieceDecoder(encoding) {
    const name = canonicalName(encoding.toLowerCase().replace(/-bom$/, "")) ?? encoding.toLowerCase();
    if (name === "windows-1252")
        return (bytes) => decodeWindows1252(bytes);
    if (name === "utf-32le" || name === "utf-32be" || encoding.toLowerCase().startsWith("utf-32")) {
        const littleEndian = !encoding.toLowerCase().endsWith("be");
        let carry = Buffer.alloc(0);
        return (bytes, final) => {
            const all = Buffer.concat([carry, bytes]);
            const whole = all.length - (all.length % 4);
            carry = final ? Buffer.alloc(0) : all.subarray(whole);
            const codes = [];
            for (let i = 0; i < whole; i += 4) {
                const code = littleEndian ? all.readUInt32LE(i) : all.readUInt32BE(i);
                codes.push(code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code));
            }
            return codes.join("") + (final && whole < all.length ? "\ufffd" : "");
        };
    }
    const decoder = new TextDecoder(name, { ignoreBOM: true });
    return (bytes, final) => decoder.decode(bytes, { stream: !final });
}


/***/ }),

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ createPathMatcher)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Glob lists matched the way .gitignore and `grep --include` users expect: a
 * pattern without a slash matches a file's name at any depth (`*.pem`), a
 * pattern with a slash matches the whole workspace-relative path
 * (`deploy/*.yml`). picomatch's own `basename` option applies to
 * every pattern, slashed or not, so the split is done here.
 */

/**
 * Returns a matcher that gives the first pattern matching a posix relative
 * path. `nocase` suits a denylist: on a case-insensitive file system (macOS
 * runners) `.ENV` opens `.env`.
 */
function createPathMatcher(patterns, options = {}) {
    const pico = { dot: true, nocase: options.nocase ?? false };
    const compiled = patterns.map((pattern) => {
        const normalized = pattern.replace(/^\.\//, "");
        const byName = !normalized.includes("/");
        return { pattern, normalized, byName, test: picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, pico) };
    });
    // Most paths match no pattern: one expression per kind answers that first, as the patterns would (picomatch
    // also matches a path equal to the pattern itself), and only a possible match walks the list for the first.
    const anyOf = (byName) => {
        const group = compiled.filter((c) => c.byName === byName);
        const literal = new Set(group.map((c) => c.normalized));
        const any = group.length === 0 ? undefined : new RegExp(group.map((c) => `(?:${picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(c.normalized, pico).source})`).join("|"), pico.nocase ? "i" : "");
        return (text) => literal.has(text) || (any?.test(text) ?? false);
    };
    const anyName = anyOf(true);
    const anyPath = anyOf(false);
    return (relPath) => {
        const name = relPath.slice(relPath.lastIndexOf("/") + 1);
        if (!anyName(name) && !anyPath(relPath))
            return undefined;
        for (const { pattern, byName, test } of compiled) {
            if (test(byName ? name : relPath))
                return pattern;
        }
        return undefined;
    };
}


/***/ }),

/***/ 8700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ DEFAULT_SECRET_FILES),
/* harmony export */   Ty: () => (/* binding */ hasSourceExtension),
/* harmony export */   uA: () => (/* binding */ createWithheldMatcher)
/* harmony export */ });
/* harmony import */ var _pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1620);
/**
 * Which files are withheld from the model: true secret files, never code.
 *
 * The default list names secret file types only (`.env*`, keys, certificates,
 * credential stores). A file whose name merely looks sensitive but has a
 * source extension (`credentials.ts`, `.env.js`, `secret_key.py`) is code: it
 * is reviewed, and its secret-shaped values are redacted like any other text.
 * Otherwise a pull request could hide code by naming it like a secret.
 *
 * The base branch's configuration may withhold more (`denylist:`), any file
 * at all: that is the base's decision, not the pull request's. It adds to the
 * default protection and never removes it.
 */

/** Secret file types withheld by default. A pattern without `/` matches a file name at any depth. */
const DEFAULT_SECRET_FILES = [
    ".env",
    ".env.*",
    "*.env",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.jks",
    "*.keystore",
    "*.crt",
    "*.cer",
    "*.der",
    "*.kdbx",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".git-credentials",
    ".htpasswd",
    ".dockercfg",
    "*.tfstate",
    "*.tfstate.backup",
    "credentials",
    "credentials.*",
];
/** Extensions of code and templates: a file with one of these is reviewed whatever its name, since it can run. */
const SOURCE_EXTENSIONS = new Set(("ts tsx mts cts js jsx mjs cjs py pyi go rb java kt kts scala groovy cs fs vb php rs ex exs swift c cc cpp cxx h hpp " +
    "m mm pl pm lua dart vue svelte sh bash zsh fish ps1 psm1 bat cmd sql r jl erl hrl clj cljs hs ml zig nim tf hcl " +
    "erb ejs hbs handlebars mustache njk jinja jinja2 j2 twig liquid html htm xhtml jsp asp aspx cshtml razor phtml mdx").split(" "));
function hasSourceExtension(relPath) {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    const dot = name.lastIndexOf(".");
    return dot > 0 && SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
/**
 * `nocase`: on a case-insensitive file system (macOS runners) `.ENV` opens `.env`.
 * `configured` are the base configuration's extra patterns, applied as written.
 */
function createWithheldMatcher(configured = []) {
    const defaults = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(DEFAULT_SECRET_FILES, { nocase: true });
    const extra = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(configured, { nocase: true });
    return (relPath) => {
        const byBase = extra(relPath);
        if (byBase !== undefined)
            return { pattern: byBase, by: "base configuration denylist" };
        const byDefault = defaults(relPath);
        if (byDefault !== undefined && !hasSourceExtension(relPath))
            return { pattern: byDefault, by: "default secret files" };
        return undefined;
    };
}


/***/ }),

/***/ 9546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ToolRefusal),
/* harmony export */   j: () => (/* binding */ isToolRefusal)
/* harmony export */ });
const REFUSAL = Symbol.for("review-gauntlet.tool-refusal");
class ToolRefusal extends Error {
    [REFUSAL] = true;
    constructor(message) {
        super(message);
        this.name = "ToolRefusal";
    }
}
function isToolRefusal(value) {
    return typeof value === "object" && value !== null && value[REFUSAL] === true;
}


/***/ }),

/***/ 8116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ openWorkspaceFile),
/* harmony export */   HQ: () => (/* binding */ openResolvedFile),
/* harmony export */   YY: () => (/* binding */ isBinaryFile),
/* harmony export */   uM: () => (/* binding */ binaryNotice),
/* harmony export */   v0: () => (/* binding */ NON_BLOCKING_READ_FLAGS),
/* harmony export */   wi: () => (/* binding */ textEncodingOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_decode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4009);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9546);
/**
 * Opening a workspace file for reading, after the sandbox has approved its path.
 */




/**
 * How every PR-controlled path is opened: never through a symlink in the last
 * component, never blocking (a FIFO's open would wait for a writer), and
 * never taking a terminal as the controlling one.
 */
const NON_BLOCKING_READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * Opens the file `userPath` names, or throws a ToolRefusal. The caller closes
 * the handle. O_NONBLOCK keeps a FIFO from hanging the open; fstat on the
 * opened descriptor then refuses anything that is not a regular file.
 */
async function openWorkspaceFile(sandbox, userPath) {
    const realPath = await sandbox.resolve(userPath);
    return openResolvedFile(sandbox, realPath, userPath);
}
/** As openWorkspaceFile, for a path the sandbox already resolved (a directory walk's file). */
async function openResolvedFile(sandbox, realPath, userPath) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(realPath, NON_BLOCKING_READ_FLAGS);
    }
    catch (error) {
        if (error.code === "EISDIR")
            throw directoryRefusal(sandbox, userPath);
        throw sandbox.fileSystemRefusal(userPath, error);
    }
    try {
        const stats = await handle.stat();
        if (stats.isDirectory())
            throw directoryRefusal(sandbox, userPath);
        if (!stats.isFile())
            throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is not a regular file`);
        return { handle, realPath, relPath: sandbox.relative(realPath), size: stats.size };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}
function directoryRefusal(sandbox, userPath) {
    return new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is a directory; use fs_ls or fs_glob to list it`);
}
const encodings = new WeakMap();
/**
 * How the file decodes, judged once per opened file from its head by the
 * decoder every reader shares (llm/text/decode.ts): a UTF-16 file is text,
 * compressed data without a NUL is not. Every tool that shows lines reads
 * through it, so fs_read, fs_grep and the evidence check agree.
 */
function textEncodingOf(handle) {
    let known = encodings.get(handle);
    if (!known) {
        known = (async () => {
            const head = Buffer.alloc(_text_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_SAMPLE_BYTES */ .uf);
            const { bytesRead } = await handle.read(head, 0, _text_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_SAMPLE_BYTES */ .uf, 0);
            const bytes = head.subarray(0, bytesRead);
            const decoded = (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeHead */ .Jk)(bytes);
            if (decoded.kind === "binary")
                return undefined;
            return { encoding: decoded.encoding, skip: (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_2__/* .bomOf */ .KW)(bytes)?.length ?? 0 };
        })();
        encodings.set(handle, known);
    }
    return known;
}
/** True when no decoder makes the file's head legible (a NUL-laden or noisy head). */
async function isBinaryFile(handle) {
    return (await textEncodingOf(handle)) === undefined;
}
/** The text a tool returns for a binary file: its size, never its bytes. */
function binaryNotice(relPath, size) {
    return `[binary file ${relPath}, ${size} bytes; contents not shown]`;
}


/***/ })

};
