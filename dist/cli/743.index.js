export const id = 743;
export const ids = [743];
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

/***/ 2743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MAX_FILE_BYTES: () => (/* reexport */ DEFAULT_MAX_FILE_BYTES),
  DEFAULT_SECRET_FILES: () => (/* reexport */ secretFiles/* DEFAULT_SECRET_FILES */.N7),
  REPOSITORY_TOOL_NAMES: () => (/* binding */ REPOSITORY_TOOL_NAMES),
  ToolRefusal: () => (/* reexport */ types/* ToolRefusal */.D),
  WorkspaceSandbox: () => (/* reexport */ WorkspaceSandbox),
  compileSearchPattern: () => (/* reexport */ compileSearchPattern),
  createFsCatTool: () => (/* reexport */ createFsCatTool),
  createFsGlobTool: () => (/* reexport */ createFsGlobTool),
  createFsGrepTool: () => (/* reexport */ createFsGrepTool),
  createFsLsTool: () => (/* reexport */ createFsLsTool),
  createFsReadTool: () => (/* reexport */ createFsReadTool),
  createRepositoryTools: () => (/* binding */ createRepositoryTools),
  createWithheldMatcher: () => (/* reexport */ secretFiles/* createWithheldMatcher */.uA),
  hasSourceExtension: () => (/* reexport */ secretFiles/* hasSourceExtension */.Ty),
  isToolRefusal: () => (/* reexport */ types/* isToolRefusal */.j),
  readWorkspaceLine: () => (/* reexport */ readWorkspaceLine),
  readWorkspaceLines: () => (/* reexport */ readWorkspaceLines),
  searchWorkspace: () => (/* reexport */ searchWorkspace)
});

// EXTERNAL MODULE: ./src/llm/tools/types.ts
var types = __webpack_require__(9546);
;// CONCATENATED MODULE: ./src/llm/tools/args.ts
/**
 * Reading a tool's arguments. The tool loop validates them against the JSON
 * Schema too, but a tool must not trust that: a bad argument is a refusal the
 * model can correct, never a crash.
 */

function requiredString(tool, args, name) {
    const value = args[name];
    if (typeof value !== "string" || value.length === 0) {
        throw new types/* ToolRefusal */.D(`${tool}: \`${name}\` is required and must be a non-empty string`);
    }
    return value;
}
function optionalString(tool, args, name) {
    const value = args[name];
    if (value === undefined || value === null || value === "")
        return undefined;
    if (typeof value !== "string")
        throw new types/* ToolRefusal */.D(`${tool}: \`${name}\` must be a string`);
    return value;
}
function optionalPositiveInteger(tool, args, name) {
    const value = args[name];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
        throw new types/* ToolRefusal */.D(`${tool}: \`${name}\` must be a positive integer`);
    }
    return value;
}
function optionalBoolean(tool, args, name) {
    const value = args[name];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== "boolean")
        throw new types/* ToolRefusal */.D(`${tool}: \`${name}\` must be true or false`);
    return value;
}

// EXTERNAL MODULE: ./src/llm/redact.ts + 9 modules
var llm_redact = __webpack_require__(8053);
// EXTERNAL MODULE: ./src/llm/text/decode.ts
var text_decode = __webpack_require__(4009);
// EXTERNAL MODULE: ./src/llm/tools/workspaceFile.ts
var workspaceFile = __webpack_require__(8116);
;// CONCATENATED MODULE: ./src/llm/tools/fsCat.ts
/**
 * fs_cat: a whole text file, when it is small enough to be worth sending.
 * Bigger files are refused with a pointer to fs_read, which pages.
 */





function createFsCatTool(sandbox) {
    const cap = sandbox.maxFileBytes;
    return {
        name: "fs_cat",
        description: `A whole text file of at most ${cap} bytes (fs_read pages and numbers lines).`,
        parameters: {
            type: "object",
            properties: { path: { type: "string" } },
            required: ["path"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const userPath = requiredString("fs_cat", args, "path");
            const file = await (0,workspaceFile/* openWorkspaceFile */.AF)(sandbox, userPath);
            try {
                const tooBig = () => new types/* ToolRefusal */.D(`${sandbox.describe(userPath)} is ${file.size} bytes, over fs_cat's ${cap}-byte limit; ` +
                    "use fs_read with offset and limit to read it in windows");
                if (file.size > cap)
                    throw tooBig();
                if (await (0,workspaceFile/* isBinaryFile */.YY)(file.handle))
                    return sandbox.redact((0,workspaceFile/* binaryNotice */.uM)(file.relPath, file.size));
                // Read one byte past the cap: a file that grew since fstat is still refused, not cut silently.
                const buffer = Buffer.alloc(cap + 1);
                const { bytesRead } = await file.handle.read(buffer, 0, cap + 1, 0);
                if (bytesRead > cap)
                    throw tooBig();
                if (bytesRead === 0)
                    return "[empty file]";
                // Decoded as every reader decodes it: a UTF-16 or Windows-1252 file shows its characters.
                const decoded = (0,text_decode/* decodeText */.g7)(buffer.subarray(0, bytesRead));
                if (decoded.kind === "binary")
                    return sandbox.redact((0,workspaceFile/* binaryNotice */.uM)(file.relPath, file.size));
                const text = decoded.text;
                // Line by line first, so a private key body is redacted exactly as fs_read redacts it.
                const redactLine = (0,llm_redact/* createLineRedactor */.PM)(sandbox.redact, file.relPath);
                return sandbox.redact(text.split("\n").map(redactLine).join("\n"));
            }
            finally {
                await file.handle.close();
            }
        },
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/llm/tools/sandbox.ts
/**
 * Confinement for the read-only repository tools. Every path a model names is
 * checked twice: as written (so `../x` and `.env` are refused before the file
 * system is even asked) and after fs.realpath (so a symlink cannot lead out of
 * the workspace, into `.git`, or onto a denylisted file under an innocent name).
 *
 * The workspace under review is static while tools run, so resolving the real
 * path and then opening it is not a race an attacker controls; openers still
 * use O_NOFOLLOW on the resolved path as a second line.
 *
 * Not covered: a hard link inside the workspace to a file outside it looks
 * like any other file. A git checkout cannot create one, so only the
 * workflow's own steps could.
 */






/** Largest whole file fs_cat returns, and the most text any one tool result carries. */
const DEFAULT_MAX_FILE_BYTES = 256 * 1024;
/** Pseudo file systems refused by name, even if a workspace were rooted above them. */
const SYSTEM_ROOTS = ["/proc", "/dev", "/sys"];
/** The path names nothing. Other tools may treat that as "no matches" rather than an error. */
class MissingPathRefusal extends types/* ToolRefusal */.D {
}
function isInside(root, candidate) {
    if (candidate === root)
        return true;
    const prefix = root.endsWith((external_node_path_default()).sep) ? root : root + (external_node_path_default()).sep;
    return candidate.startsWith(prefix);
}
function isSystemPath(absolute) {
    return SYSTEM_ROOTS.some((system) => isInside(system, absolute));
}
/** Case-blind, because a case-insensitive file system opens `.GIT/config` as `.git/config`. */
function isDotGit(segment) {
    return segment.toLowerCase() === ".git";
}
function toPosix(relative) {
    return relative.split((external_node_path_default()).sep).join("/");
}
/**
 * A worktree or submodule has a `.git` *file* (`gitdir: <path>`). When that
 * git directory sits inside the workspace under another name, it is as
 * private as `.git/` itself.
 */
function linkedGitDir(realRoot) {
    const dotGit = external_node_path_default().join(realRoot, ".git");
    try {
        if (!(0,external_node_fs_.lstatSync)(dotGit).isFile())
            return undefined;
        const match = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec((0,external_node_fs_.readFileSync)(dotGit, "utf8").slice(0, 4096));
        if (!match?.[1])
            return undefined;
        const real = (0,external_node_fs_.realpathSync)(external_node_path_default().resolve(realRoot, match[1]));
        return real !== realRoot && isInside(realRoot, real) ? toPosix(external_node_path_default().relative(realRoot, real)) : undefined;
    }
    catch {
        return undefined;
    }
}
class WorkspaceSandbox {
    /** Real absolute path of the workspace root. */
    root;
    maxFileBytes;
    redact;
    /** The root as configured, so absolute paths spelled through it are accepted. */
    configuredRoot;
    withheldBy;
    gitDir;
    constructor(options) {
        this.configuredRoot = external_node_path_default().resolve(options.root);
        try {
            this.root = (0,external_node_fs_.realpathSync)(this.configuredRoot);
        }
        catch (error) {
            throw new Error(`workspace root ${this.configuredRoot} cannot be resolved: ${error.message}`, { cause: error });
        }
        const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
        if (!Number.isInteger(maxFileBytes) || maxFileBytes <= 0) {
            throw new RangeError(`maxFileBytes must be a positive integer, got ${String(options.maxFileBytes)}`);
        }
        this.maxFileBytes = maxFileBytes;
        this.redact = options.redact ?? ((text) => (0,llm_redact/* redactSecrets */.fp)(text));
        this.withheldBy = (0,secretFiles/* createWithheldMatcher */.uA)(options.denylist ?? []);
        this.gitDir = linkedGitDir(this.root);
    }
    /**
     * The real absolute path of `userPath` (relative to the root, or absolute
     * inside it), or a ToolRefusal saying why not. Never reads file contents.
     */
    async resolve(userPath) {
        const requested = this.lexicalPath(userPath);
        let real;
        try {
            real = await (0,promises_.realpath)(requested);
        }
        catch (error) {
            throw this.fileSystemRefusal(userPath, error);
        }
        this.checkAllowed(userPath, real);
        return real;
    }
    /** Workspace-relative posix path of a real path inside the root ("." for the root). */
    relative(realPath) {
        return toPosix(external_node_path_default().relative(this.root, realPath)) || ".";
    }
    /** True for `.git` and everything under it, at any depth, and for a linked git dir. */
    isGitInternal(relPath) {
        if (relPath.split("/").some(isDotGit))
            return true;
        const gitDir = this.gitDir;
        return gitDir !== undefined && (relPath === gitDir || relPath.startsWith(`${gitDir}/`));
    }
    /** Why a workspace-relative path is withheld (the pattern, and whose rule), if it is. */
    withheld(relPath) {
        return this.withheldBy(relPath);
    }
    /** The withholding pattern a workspace-relative path matches, if any. */
    deniedPattern(relPath) {
        return this.withheldBy(relPath)?.pattern;
    }
    /** A path as quoted in messages: redacted and bounded, since it came from the model. */
    describe(userPath) {
        const bounded = userPath.length > 200 ? `${userPath.slice(0, 200)}…` : userPath;
        return JSON.stringify(this.redact(bounded));
    }
    /** Converts an fs error into a refusal that names only the path and the error code. */
    fileSystemRefusal(userPath, error) {
        const code = error?.code;
        if (code === "ENOENT" || code === "ENOTDIR")
            return new MissingPathRefusal(`${this.describe(userPath)} does not exist`);
        if (code === "ELOOP")
            return new types/* ToolRefusal */.D(`${this.describe(userPath)} is a symlink loop`);
        return new types/* ToolRefusal */.D(`cannot access ${this.describe(userPath)} (${code ?? "unknown error"})`);
    }
    /** Checks the path as written; returns it made absolute. */
    lexicalPath(userPath) {
        if (typeof userPath !== "string")
            throw new types/* ToolRefusal */.D("path must be a string");
        if (userPath.includes("\0"))
            throw new types/* ToolRefusal */.D("path must not contain NUL bytes");
        const shown = this.describe(userPath);
        let absolute;
        if (external_node_path_default().isAbsolute(userPath)) {
            const spelled = external_node_path_default().resolve(userPath);
            // Accept the root as configured (often a symlinked temp dir) as well as its real path.
            absolute = isInside(this.configuredRoot, spelled) ? external_node_path_default().join(this.root, external_node_path_default().relative(this.configuredRoot, spelled)) : spelled;
        }
        else {
            absolute = external_node_path_default().resolve(this.root, userPath || ".");
        }
        if (this.isForbiddenSystemPath(absolute))
            throw new types/* ToolRefusal */.D(`${shown} is a system path; only workspace files are readable`);
        if (!isInside(this.root, absolute)) {
            throw new types/* ToolRefusal */.D(`${shown} is outside the workspace; use a path relative to the workspace root`);
        }
        this.checkName(shown, toPosix(external_node_path_default().relative(this.root, absolute)));
        // `a/.git/../b` normalises away its `.git`, but the intent was git internals.
        if (userPath.split(/[\\/]/).some(isDotGit))
            throw this.gitRefusal(shown);
        return absolute;
    }
    checkAllowed(userPath, real) {
        const shown = this.describe(userPath);
        if (this.isForbiddenSystemPath(real))
            throw new types/* ToolRefusal */.D(`${shown} leads to a system path; only workspace files are readable`);
        if (!isInside(this.root, real)) {
            throw new types/* ToolRefusal */.D(`${shown} resolves outside the workspace (a symlink leading out); it is not readable`);
        }
        this.checkName(shown, toPosix(external_node_path_default().relative(this.root, real)));
    }
    /** A workspace may itself live on one (/dev/shm): then only containment decides. */
    isForbiddenSystemPath(absolute) {
        return isSystemPath(absolute) && !isSystemPath(this.root);
    }
    checkName(shown, relPath) {
        if (relPath === "" || relPath === ".")
            return;
        if (this.isGitInternal(relPath))
            throw this.gitRefusal(shown);
        const pattern = this.deniedPattern(relPath);
        if (pattern !== undefined) {
            throw new types/* ToolRefusal */.D(`${shown} is a sensitive file (denylist pattern ${JSON.stringify(pattern)}); it is withheld from review and not readable`);
        }
    }
    gitRefusal(shown) {
        return new types/* ToolRefusal */.D(`${shown} is inside .git; git internals are not readable (use the diff you were given)`);
    }
}

// EXTERNAL MODULE: ./src/llm/tools/walk.ts
var tools_walk = __webpack_require__(4674);
;// CONCATENATED MODULE: ./src/llm/tools/fsGlob.ts
/**
 * fs_glob: workspace files whose relative path matches a glob.
 * Standard glob semantics: `*.ts` matches at the root only, and `**` spans
 * folders. The walk starts at the pattern's literal base, so `src/**` never
 * reads the rest of the tree.
 */






const FS_GLOB_MAX_RESULTS = 500;
const MAX_PATTERN_CHARS = 1000;
function createFsGlobTool(sandbox) {
    return {
        name: "fs_glob",
        description: `Files whose path matches the glob \`pattern\` (\`**/*.ts\`), sorted, at most ${FS_GLOB_MAX_RESULTS}; ` +
            "never .git, and node_modules only when the pattern names it.",
        parameters: {
            type: "object",
            properties: { pattern: { type: "string" } },
            required: ["pattern"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const pattern = normalizePattern(requiredString("fs_glob", args, "pattern"));
            const { base } = picomatch_default().scan(pattern);
            let start;
            try {
                start = await sandbox.resolve(base || ".");
            }
            catch (error) {
                // A base that is merely absent has no matches; every other refusal stands.
                if (error instanceof MissingPathRefusal)
                    return noMatch(sandbox, pattern);
                throw error;
            }
            const matches = picomatch_default()(pattern, { dot: true });
            const found = [];
            let capped = false;
            if ((await (0,promises_.stat)(start)).isFile()) {
                const relPath = sandbox.relative(start);
                if (matches(relPath))
                    found.push(relPath);
            }
            else {
                const walk = new tools_walk/* FileWalk */.c(sandbox, start, {
                    includeDenied: true,
                    includeNodeModules: pattern.includes("node_modules"),
                    signal,
                });
                for await (const file of walk)
                    if (matches(file.relPath))
                        found.push(file.relPath);
                capped = walk.capped;
            }
            if (found.length === 0)
                return noMatch(sandbox, pattern, capped);
            found.sort();
            const shown = found.slice(0, FS_GLOB_MAX_RESULTS);
            const notes = [];
            if (found.length > shown.length)
                notes.push(`[showing ${shown.length} of ${found.length} paths; narrow the pattern]`);
            if (capped)
                notes.push("[the walk stopped at its file limit; some files were not considered]");
            return sandbox.redact([...shown, ...notes].join("\n"));
        },
    };
}
function normalizePattern(raw) {
    if (raw.length > MAX_PATTERN_CHARS)
        throw new types/* ToolRefusal */.D(`fs_glob: pattern is longer than ${MAX_PATTERN_CHARS} characters`);
    const pattern = raw.replace(/^(\.\/)+/, "");
    if (pattern.startsWith("/") || pattern.split("/").includes("..")) {
        throw new types/* ToolRefusal */.D("fs_glob: the pattern must be relative to the workspace root and must not contain `..`");
    }
    return pattern;
}
function noMatch(sandbox, pattern, capped = false) {
    const note = capped ? " (the walk stopped at its file limit)" : "";
    return sandbox.redact(`No files match ${JSON.stringify(pattern)}${note}.`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/llm/tools/lines.ts
/**
 * Reading a text file line by line, by chunks, so a 50 MB file costs a
 * chunk of memory rather than 50 MB, and one 50 MB line costs no more than a
 * short one. Every tool that shows file lines (fs_read, fs_grep, the
 * evidence check) goes through readShownLines, so a line is shown the same
 * way everywhere and a quote taken from one can be checked against another.
 */




/** Shown lines are cut at this many UTF-16 code units. */
const MAX_LINE_CHARS = 2000;
/**
 * What follows a cut line: its whole length and a digest of the whole line,
 * so two lines that differ only past the cut never show alike (a dismissal
 * bound to the shown text must not survive an edit past column 2000).
 */
const lineCutMark = (whole) => ` … [line cut at ${MAX_LINE_CHARS} of ${whole.partial ? "more than " : ""}${whole.chars} chars, #${whole.digest}]`;
/**
 * Kept of each raw line before redaction: more than is shown, so a token
 * straddling the cut is still recognised whole and redacted, not half shown.
 */
const CAPTURE_CHARS = MAX_LINE_CHARS + 2048;
const CHUNK_BYTES = 64 * 1024;
const digestOf = (hash) => hash.digest("hex").slice(0, 12);
/** The whole-line facts of a line `text` holds entirely. */
const wholeOf = (text) => ({ chars: text.length, digest: digestOf((0,external_node_crypto_.createHash)("sha256").update(text)) });
/**
 * Yields the file's lines in order, in batches (one per chunk read, possibly
 * empty) because an async step per line would cost more than the line.
 * A final line without a newline still counts; a final newline adds none.
 */
async function* readRawLineBatches(handle, options = {}) {
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    // Decoded as the file is (a UTF-16 file's lines are its characters', not NUL-riddled bytes); a BOM is no line's.
    const { encoding, skip } = (await (0,workspaceFile/* textEncodingOf */.wi)(handle)) ?? { encoding: "utf-8", skip: 0 };
    const decode = (0,text_decode/* pieceDecoder */.Jl)(encoding);
    let position = skip;
    let current = "";
    let cut = false;
    // A cut line's whole text streams through a hash: its digest tells it from a line that differs only past the cut.
    // A CR is held back until more follows, so a CRLF line end is no part of it (as it is no part of `text`).
    let hash;
    let chars = 0;
    let heldCR = false;
    const stream = (piece) => {
        if (heldCR)
            hash.update("\r");
        chars += heldCR ? 1 : 0;
        heldCR = piece.endsWith("\r");
        const body = heldCR ? piece.slice(0, -1) : piece;
        hash.update(body);
        chars += body.length;
    };
    const append = (piece) => {
        if (cut) {
            stream(piece);
            return;
        }
        const room = CAPTURE_CHARS - current.length;
        if (piece.length > room) {
            hash = (0,external_node_crypto_.createHash)("sha256");
            stream(current + piece);
            current += piece.slice(0, room);
            cut = true;
        }
        else {
            current += piece;
        }
    };
    const finish = () => {
        const line = { text: current.endsWith("\r") ? current.slice(0, -1) : current, cut };
        if (cut)
            line.whole = { chars, digest: digestOf(hash) };
        current = "";
        cut = false;
        hash = undefined;
        chars = 0;
        heldCR = false;
        return line;
    };
    let capped = false;
    for (;;) {
        options.signal?.throwIfAborted();
        const want = Math.min(CHUNK_BYTES, maxBytes - position);
        if (want <= 0) {
            capped = (await handle.read(buffer, 0, 1, position)).bytesRead > 0;
            break;
        }
        const { bytesRead } = await handle.read(buffer, 0, want, position);
        if (bytesRead === 0)
            break;
        position += bytesRead;
        options.onBytes?.(position);
        const chunk = decode(buffer.subarray(0, bytesRead));
        const batch = [];
        let start = 0;
        for (let newline = chunk.indexOf("\n"); newline >= 0; newline = chunk.indexOf("\n", start)) {
            append(chunk.slice(start, newline));
            start = newline + 1;
            batch.push(finish());
        }
        append(chunk.slice(start));
        yield batch;
    }
    append(decode(new Uint8Array(0), true));
    if (capped)
        options.onCapped?.(position);
    if (current.length === 0 && !cut)
        return;
    if (capped && options.wholeLinesOnly && !cut)
        return;
    const last = finish();
    if (capped && last.whole)
        last.whole.partial = true;
    yield [last];
}
/** Cuts a line for display without splitting a surrogate pair; `whole` is what the mark says of the whole line. */
function showLine(text, cut, whole) {
    if (!cut && text.length <= MAX_LINE_CHARS)
        return text;
    let end = MAX_LINE_CHARS;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end) + lineCutMark(whole());
}
/**
 * Yields batches of lines as a tool shows them: redacted (with private-key
 * blocks tracked across lines, which is why every read starts at line 1) and
 * cut. Line numbers are positions in this sequence, counting from 1.
 */
async function* readShownLineBatches(handle, redact, options = {}) {
    const redactLine = (0,llm_redact/* createLineRedactor */.PM)(redact, options.path);
    for await (const batch of readRawLineBatches(handle, options)) {
        yield batch.map((raw) => {
            const redacted = redactLine(raw.text);
            // The mark describes the raw line: the same for every reader, whatever redaction did to its length.
            const shown = showLine(redacted, raw.cut, () => raw.whole ?? wholeOf(raw.text));
            // A cut changes what a pattern's look-ahead sees, so a cut line is checked again.
            return shown === redacted ? shown : redact(shown);
        });
    }
}

// EXTERNAL MODULE: ./src/llm/tools/pathMatcher.ts
var pathMatcher = __webpack_require__(1620);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/llm/tools/regexMatcher.ts
/**
 * Runs a model-written regular expression off the main thread.
 *
 * JavaScript cannot interrupt a regex mid-match, and a pattern such as
 * `(a+)+$` on a long line backtracks for longer than the run has. On the
 * main thread that would freeze the event loop, and with it every timeout,
 * cancellation and the check-run update. In a worker, a deadline simply
 * terminates the thread.
 */

// Plain CommonJS source: an eval'd worker needs no file of its own, so it survives bundling.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const regex = new RegExp(workerData.source, workerData.flags);
parentPort.on("message", (lines) => {
  const hits = [];
  for (let i = 0; i < lines.length; i += 1) {
    regex.lastIndex = 0;
    if (regex.test(lines[i])) hits.push(i);
  }
  parentPort.postMessage(hits);
});
`;
class RegexTimeout extends Error {
    constructor() {
        super("the pattern took too long to match");
        this.name = "RegexTimeout";
    }
}
class RegexMatcher {
    worker;
    closed = false;
    /** A worker fault seen while no match was pending; an unheard "error" event would crash the process. */
    failure;
    /** `regex` must already compile; its `g` and `y` flags are dropped (each line is tested alone). */
    constructor(regex) {
        const flags = regex.flags.replace(/[gy]/g, "");
        this.worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData: { source: regex.source, flags } });
        this.worker.on("error", (error) => {
            this.failure = error;
        });
        // A matcher that is never used must not keep the process alive.
        this.worker.unref();
    }
    /**
     * Indices of the lines the pattern matches. Rejects with RegexTimeout when
     * `deadline` (epoch ms) passes first, and with the signal's reason on abort;
     * either way the worker is gone and the matcher is unusable.
     */
    match(lines, deadline, signal) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (this.closed)
            return Promise.reject(new Error("RegexMatcher is closed"));
        return new Promise((resolve, reject) => {
            const settle = (outcome) => {
                clearTimeout(timer);
                signal?.removeEventListener("abort", onAbort);
                this.worker.off("message", onMessage);
                this.worker.off("error", onError);
                this.worker.off("exit", onExit);
                outcome();
            };
            const onMessage = (hits) => settle(() => resolve(hits));
            const onError = (error) => settle(() => reject(error));
            const onExit = () => settle(() => reject(new Error("the regex worker exited")));
            const onAbort = () => settle(() => {
                void this.close();
                reject(signal?.reason);
            });
            const timer = setTimeout(() => settle(() => {
                void this.close();
                reject(new RegexTimeout());
            }), Math.max(0, deadline - Date.now()));
            this.worker.on("message", onMessage);
            this.worker.on("error", onError);
            this.worker.on("exit", onExit);
            signal?.addEventListener("abort", onAbort, { once: true });
            if (signal?.aborted)
                return onAbort();
            this.worker.ref();
            this.worker.postMessage(lines);
        }).finally(() => {
            if (!this.closed)
                this.worker.unref();
        });
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await this.worker.terminate();
    }
}

;// CONCATENATED MODULE: ./src/llm/tools/search.ts
/**
 * Regex search over workspace files: the engine of fs_grep, and of the
 * finding verifier's check that a claimed pattern really is absent.
 *
 * The pattern is matched against each line as the tools show it (redacted,
 * cut at MAX_LINE_CHARS), not against the raw bytes. So a match can always be
 * quoted back and checked with readWorkspaceLine, and a search cannot be used
 * as an oracle to spell out a redacted secret one character at a time.
 *
 * Bounded three ways: bytes scanned, files visited and wall time. A search
 * that stops early says why (`stoppedBy`), so "no match" from a partial
 * search is never mistaken for absence.
 */







const DEFAULT_SEARCH_MAX_MATCHES = 200;
const DEFAULT_SEARCH_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_SEARCH_MAX_FILES = 20_000;
const DEFAULT_SEARCH_TIME_MS = 10_000;
const search_MAX_PATTERN_CHARS = 1000;
/** Lines sent to the regex worker per round trip. */
const BATCH_LINES = 4096;
const BATCH_CHARS = 1024 * 1024;
/** Compiles a model-supplied pattern, refusing an invalid one with the engine's reason. */
function compileSearchPattern(pattern, ignoreCase = false) {
    if (typeof pattern !== "string" || pattern.length === 0)
        throw new types/* ToolRefusal */.D("pattern must be a non-empty string");
    if (pattern.length > search_MAX_PATTERN_CHARS)
        throw new types/* ToolRefusal */.D(`pattern is longer than ${search_MAX_PATTERN_CHARS} characters`);
    try {
        return new RegExp(pattern, ignoreCase ? "i" : "");
    }
    catch (error) {
        throw new types/* ToolRefusal */.D(`invalid regular expression: ${error.message}`);
    }
}
/**
 * Searches the file or folder `options.path` names for `regex`. Throws a
 * ToolRefusal when the sandbox refuses that path, and the signal's reason on
 * abort; every other limit ends the search early with `stoppedBy` set.
 */
async function searchWorkspace(sandbox, regex, options = {}) {
    const maxMatches = options.maxMatches ?? DEFAULT_SEARCH_MAX_MATCHES;
    const maxBytes = options.maxBytes ?? DEFAULT_SEARCH_MAX_BYTES;
    const deadline = Date.now() + (options.timeBudgetMs ?? DEFAULT_SEARCH_TIME_MS);
    const include = options.include ? (0,pathMatcher/* createPathMatcher */.a)([options.include]) : undefined;
    const { walk, candidates } = await candidatesFor(sandbox, options);
    const result = { matches: [], total: 0, filesScanned: 0, binaryFilesSkipped: 0 };
    const matcher = new RegexMatcher(regex);
    let batch = [];
    let batchChars = 0;
    let bytesScanned = 0;
    const flush = async () => {
        if (batch.length === 0)
            return;
        const lines = batch;
        batch = [];
        batchChars = 0;
        const hits = await matcher.match(lines.map((l) => l.text), deadline, options.signal);
        result.total += hits.length;
        for (const index of hits) {
            if (result.matches.length >= maxMatches)
                break;
            result.matches.push(lines[index]);
        }
    };
    try {
        for await (const candidate of candidates) {
            if (Date.now() >= deadline) {
                result.stoppedBy = "time";
                break;
            }
            if (include && !include(candidate.relPath))
                continue;
            const remaining = maxBytes - bytesScanned;
            if (remaining <= 0) {
                result.stoppedBy = "bytes";
                break;
            }
            let file;
            try {
                file = await (0,workspaceFile/* openResolvedFile */.HQ)(sandbox, candidate.realPath, candidate.relPath);
            }
            catch (error) {
                if (walk && (0,types/* isToolRefusal */.j)(error))
                    continue; // a walked file that vanished or is special
                throw error;
            }
            try {
                if (await (0,workspaceFile/* isBinaryFile */.YY)(file.handle)) {
                    result.binaryFilesSkipped += 1;
                    continue;
                }
                result.filesScanned += 1;
                let lineNo = 0;
                const lines = readShownLineBatches(file.handle, sandbox.redact, { maxBytes: remaining, signal: options.signal, path: candidate.relPath });
                for await (const shown of lines) {
                    for (const text of shown) {
                        lineNo += 1;
                        batch.push({ path: candidate.relPath, line: lineNo, text });
                        batchChars += text.length;
                    }
                    if (batch.length >= BATCH_LINES || batchChars >= BATCH_CHARS)
                        await flush();
                }
                bytesScanned += Math.min(file.size, remaining);
                if (file.size > remaining) {
                    result.stoppedBy = "bytes";
                    break;
                }
            }
            finally {
                await file.handle.close();
            }
        }
        await flush();
        if (!result.stoppedBy && walk?.capped)
            result.stoppedBy = "files";
    }
    catch (error) {
        if (!(error instanceof RegexTimeout))
            throw error;
        result.stoppedBy = "time";
    }
    finally {
        await matcher.close();
    }
    return result;
}
/** The files to scan: the one file `path` names, or a walk of the folder it names. */
async function candidatesFor(sandbox, options) {
    const userPath = options.path ?? ".";
    const start = await sandbox.resolve(userPath);
    if (!(await (0,promises_.stat)(start)).isDirectory()) {
        return { candidates: single({ realPath: start, relPath: sandbox.relative(start) }) };
    }
    const namesNodeModules = /(^|[\\/])node_modules([\\/]|$)/.test(userPath) || /node_modules/.test(options.include ?? "");
    const walk = new tools_walk/* FileWalk */.c(sandbox, start, {
        includeNodeModules: options.includeNodeModules ?? namesNodeModules,
        maxFiles: options.maxFiles ?? DEFAULT_SEARCH_MAX_FILES,
        signal: options.signal,
    });
    return { walk, candidates: walk };
}
async function* single(file) {
    yield file;
}

;// CONCATENATED MODULE: ./src/llm/tools/fsGrep.ts
/**
 * fs_grep: regex search over workspace files, one `path:line: text` row per
 * matching line. The text is the line exactly as fs_read shows it.
 */


const FS_GREP_MAX_ROWS = 200;
function createFsGrepTool(sandbox) {
    return {
        name: "fs_grep",
        description: "JavaScript regex `pattern` (no slashes or flags) in the text files under `path` (file or folder) matching the glob " +
            `\`include\` (\`*.ts\` by name, \`src/**/*.ts\` by path): up to ${FS_GREP_MAX_ROWS} \`path:line: text\` rows and the total. ` +
            "Skips binary files, .git and node_modules unless `path` or `include` names them.",
        parameters: {
            type: "object",
            properties: {
                pattern: { type: "string" },
                path: { type: "string" },
                include: { type: "string" },
                ignore_case: { type: "boolean" },
            },
            required: ["pattern"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const source = requiredString("fs_grep", args, "pattern");
            const regex = compileSearchPattern(source, optionalBoolean("fs_grep", args, "ignore_case") ?? false);
            const result = await searchWorkspace(sandbox, regex, {
                path: optionalString("fs_grep", args, "path"),
                include: optionalString("fs_grep", args, "include"),
                maxMatches: FS_GREP_MAX_ROWS,
                signal,
            });
            return sandbox.redact(render(result, source, sandbox.maxFileBytes));
        },
    };
}
const STOP_REASONS = {
    bytes: "it reached its byte budget",
    files: "it reached its file limit",
    time: "it ran out of time (simplify the pattern or narrow path/include)",
};
function render(result, source, maxChars) {
    const rows = [];
    let chars = 0;
    for (const match of result.matches) {
        const row = `${match.path}:${match.line}: ${match.text}`;
        if (rows.length > 0 && chars + row.length + 1 > maxChars)
            break;
        rows.push(row);
        chars += row.length + 1;
    }
    const notes = [];
    if (result.total === 0) {
        const binary = result.binaryFilesSkipped > 0 ? `; ${result.binaryFilesSkipped} binary file(s) not searched` : "";
        notes.push(`No matches for /${source}/ in ${result.filesScanned} file(s)${binary}.`);
    }
    else if (rows.length < result.total) {
        notes.push(`[showing ${rows.length} of ${result.total} matches; narrow the pattern, path or include to see the rest]`);
    }
    else {
        notes.push(`[${result.total} match${result.total === 1 ? "" : "es"}]`);
    }
    if (result.stoppedBy) {
        notes.push(`[the search stopped early because ${STOP_REASONS[result.stoppedBy]}; counts cover only what was scanned]`);
    }
    return [...rows, ...notes].join("\n");
}

;// CONCATENATED MODULE: ./src/llm/tools/fsLs.ts




const FS_LS_MAX_ENTRIES = 1000;
function createFsLsTool(sandbox) {
    return {
        name: "fs_ls",
        description: `A directory's entries (default the root), sorted, folders ending in \`/\`; at most ${FS_LS_MAX_ENTRIES}.`,
        parameters: {
            type: "object",
            properties: { path: { type: "string" } },
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const userPath = optionalString("fs_ls", args, "path") ?? ".";
            const dir = await sandbox.resolve(userPath);
            let entries;
            try {
                entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
            }
            catch (error) {
                if (error.code === "ENOTDIR") {
                    throw new types/* ToolRefusal */.D(`${sandbox.describe(userPath)} is a file; use fs_read or fs_cat to read it`);
                }
                throw sandbox.fileSystemRefusal(userPath, error);
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            const lines = [];
            let listed = 0;
            for (const entry of entries) {
                const relPath = sandbox.relative(external_node_path_default().join(dir, entry.name));
                if (sandbox.isGitInternal(relPath))
                    continue;
                listed += 1;
                if (lines.length < FS_LS_MAX_ENTRIES)
                    lines.push(entry.name + ((await isFolder(sandbox, entry, relPath)) ? "/" : ""));
            }
            if (listed === 0)
                return "[empty directory]";
            const more = listed > lines.length ? `\n[showing ${lines.length} of ${listed} entries; use fs_glob to narrow]` : "";
            return sandbox.redact(lines.join("\n") + more);
        },
    };
}
/** A symlink counts as a folder only when it leads to a directory the sandbox allows. */
async function isFolder(sandbox, entry, relPath) {
    if (entry.isDirectory())
        return true;
    if (!entry.isSymbolicLink())
        return false;
    try {
        return (await (0,promises_.stat)(await sandbox.resolve(relPath))).isDirectory();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/llm/tools/fsRead.ts




const FS_READ_DEFAULT_LIMIT = 2000;
/**
 * One result's size cap: every tool result is resent with each later turn of
 * the conversation, so a whole file asked for costs its size on every turn.
 * 32 KiB is about 8k tokens, and a note gives the offset to read on from.
 */
const FS_READ_RESULT_CHARS = 32 * 1024;
/**
 * Bytes of a file fs_read scans, from its start, to find a window. Fixed rather
 * than a multiple of maxFileBytes, so a small result cap does not also
 * shorten how far into a file the model can read.
 */
const FS_READ_SCAN_BYTES = 8 * 1024 * 1024;
const SCAN_BUDGET_TEXT = `the first ${FS_READ_SCAN_BYTES} bytes (8 MiB)`;
function createFsReadTool(sandbox) {
    return {
        name: "fs_read",
        // Every request of a node resends its tool definitions: the description says each fact once, and the
        // parameters need no descriptions of their own.
        description: `A text file's lines (paths from the repository root) as \`N: text\` from \`offset\` (default 1), at most \`limit\` ` +
            `(default ${FS_READ_DEFAULT_LIMIT}) lines or ${FS_READ_RESULT_CHARS} bytes; a note says where to read on. It reads only the first ${FS_READ_SCAN_BYTES / (1024 * 1024)} MiB of a file (fs_grep searches beyond).`,
        parameters: {
            type: "object",
            properties: {
                path: { type: "string" },
                offset: { type: "integer", minimum: 1 },
                limit: { type: "integer", minimum: 1 },
            },
            required: ["path"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const userPath = requiredString("fs_read", args, "path");
            const offset = optionalPositiveInteger("fs_read", args, "offset") ?? 1;
            const limit = optionalPositiveInteger("fs_read", args, "limit") ?? FS_READ_DEFAULT_LIMIT;
            const file = await (0,workspaceFile/* openWorkspaceFile */.AF)(sandbox, userPath);
            try {
                if (await (0,workspaceFile/* isBinaryFile */.YY)(file.handle))
                    return sandbox.redact((0,workspaceFile/* binaryNotice */.uM)(file.relPath, file.size));
                const window = await readWindow(sandbox, file.handle, offset, limit, signal, file.relPath);
                if (window.rows.length === 0) {
                    if (window.stoppedBy === "budget")
                        return sandbox.redact(beyondBudget(window, offset, file.relPath, file.size));
                    if (window.linesSeen === 0)
                        return "[empty file]";
                    throw new types/* ToolRefusal */.D(`offset ${offset} is past the end of ${sandbox.describe(userPath)}, which has ${window.linesSeen} lines`);
                }
                return sandbox.redact(fsRead_render(window, offset, file.relPath, file.size));
            }
            finally {
                await file.handle.close();
            }
        },
    };
}
async function readWindow(sandbox, handle, offset, limit, signal, path) {
    const window = { rows: [], linesSeen: 0 };
    const maxChars = Math.min(sandbox.maxFileBytes, FS_READ_RESULT_CHARS);
    let chars = 0;
    let capped = false;
    const lines = readShownLineBatches(handle, sandbox.redact, {
        signal,
        path,
        maxBytes: FS_READ_SCAN_BYTES,
        // A line the budget cuts in two is not shown as if it were whole.
        wholeLinesOnly: true,
        onCapped: () => (capped = true),
    });
    for await (const batch of lines) {
        for (const text of batch) {
            window.linesSeen += 1;
            if (window.linesSeen < offset)
                continue;
            if (window.rows.length >= limit) {
                window.stoppedBy = "limit";
                return window;
            }
            const row = `${window.linesSeen}: ${text}`;
            // Always show at least one line, whatever the cap.
            if (window.rows.length > 0 && chars + row.length + 1 > maxChars) {
                window.stoppedBy = "size";
                return window;
            }
            window.rows.push(row);
            chars += row.length + 1;
        }
    }
    if (capped)
        window.stoppedBy = "budget";
    return window;
}
function fsRead_render(window, offset, relPath, size) {
    const last = offset + window.rows.length - 1;
    const body = window.rows.join("\n");
    if (window.stoppedBy === undefined)
        return body;
    if (window.stoppedBy === "budget") {
        return (`${body}\n[stopped at the byte budget: fs_read reads only ${SCAN_BUDGET_TEXT} of a file, and ${relPath} is ${size} bytes. ` +
            `Showed lines ${offset}-${last}; the rest of the file lies past the budget, so fs_read cannot show it. Use fs_grep on this file to find text further in.]`);
    }
    const why = window.stoppedBy === "limit" ? "the file continues" : "the result reached its size cap";
    return `${body}\n[truncated: showed lines ${offset}-${last}; ${why}. Call fs_read with offset=${last + 1} to read on.]`;
}
/** The answer when `offset` lies past the lines the byte budget reaches. */
function beyondBudget(window, offset, relPath, size) {
    const reached = window.linesSeen === 0 ? "no whole line" : `lines 1-${window.linesSeen}`;
    const earlier = window.linesSeen === 0 ? "" : `, or call fs_read with an offset up to ${window.linesSeen}`;
    return (`[stopped at the byte budget: fs_read reads only ${SCAN_BUDGET_TEXT} of a file, and ${relPath} is ${size} bytes. ` +
        `Those bytes hold ${reached}, so offset ${offset} lies past what fs_read can show. Use fs_grep on this file to find text further in${earlier}.]`);
}

;// CONCATENATED MODULE: ./src/llm/tools/workspaceLine.ts
/**
 * One line of a workspace file, exactly as fs_read and fs_grep show it
 * (redacted and cut, without the `N: ` prefix). The finding verifier's gate
 * checks quoted evidence against this, so a quote the model copied from a
 * tool result matches, and a quote it invented does not.
 */


/**
 * The shown text of line `lineNo` (1-based) of `relPath`, or undefined when
 * the path is refused, missing, not a regular file, binary, or shorter.
 */
async function readWorkspaceLine(sandbox, relPath, lineNo, signal) {
    if (!Number.isInteger(lineNo) || lineNo < 1)
        return undefined;
    let file;
    try {
        file = await (0,workspaceFile/* openWorkspaceFile */.AF)(sandbox, relPath);
    }
    catch {
        return undefined;
    }
    try {
        if (await (0,workspaceFile/* isBinaryFile */.YY)(file.handle))
            return undefined;
        let seen = 0;
        for await (const batch of readShownLineBatches(file.handle, sandbox.redact, { signal, path: relPath })) {
            if (seen + batch.length >= lineNo)
                return batch[lineNo - seen - 1];
            seen += batch.length;
        }
        return undefined;
    }
    finally {
        await file.handle.close();
    }
}
/**
 * Lines `from`..`to` (1-based, inclusive) in one pass, as shown; fewer when
 * the file is shorter, none when it can't be read.
 */
async function readWorkspaceLines(sandbox, relPath, from, to, signal) {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from)
        return [];
    let file;
    try {
        file = await (0,workspaceFile/* openWorkspaceFile */.AF)(sandbox, relPath);
    }
    catch {
        return [];
    }
    try {
        if (await (0,workspaceFile/* isBinaryFile */.YY)(file.handle))
            return [];
        const lines = [];
        let seen = 0;
        for await (const batch of readShownLineBatches(file.handle, sandbox.redact, { signal, path: relPath })) {
            for (const line of batch) {
                seen++;
                if (seen >= from)
                    lines.push(line);
                if (seen >= to)
                    return lines;
            }
        }
        return lines;
    }
    finally {
        await file.handle.close();
    }
}

;// CONCATENATED MODULE: ./src/llm/tools/index.ts
/**
 * The read-only repository tools an llm node may whitelist, all confined to
 * one WorkspaceSandbox. They never write and never execute anything.
 */






const REPOSITORY_TOOL_NAMES = ["fs_read", "fs_cat", "fs_grep", "fs_glob", "fs_ls"];
/** All five tools over one sandbox: pass an existing sandbox to share it with the verifier's gate. */
function createRepositoryTools(source) {
    const sandbox = source instanceof WorkspaceSandbox ? source : new WorkspaceSandbox(source);
    return [createFsReadTool(sandbox), createFsCatTool(sandbox), createFsGrepTool(sandbox), createFsGlobTool(sandbox), createFsLsTool(sandbox)];
}








/***/ }),

/***/ 4674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ FileWalk)
/* harmony export */ });
/* unused harmony export DEFAULT_WALK_MAX_FILES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const DEFAULT_WALK_MAX_FILES = 50_000;
class FileWalk {
    sandbox;
    startDir;
    options;
    /** True once the walk stopped at maxFiles with entries left unvisited. */
    capped = false;
    maxFiles;
    constructor(sandbox, 
    /** Real absolute path of a directory the sandbox resolved. */
    startDir, options = {}) {
        this.sandbox = sandbox;
        this.startDir = startDir;
        this.options = options;
        this.maxFiles = options.maxFiles ?? DEFAULT_WALK_MAX_FILES;
    }
    async *[Symbol.asyncIterator]() {
        let yielded = 0;
        // Depth-first with names sorted, so results come in a stable order.
        const pending = [this.startDir];
        while (pending.length > 0) {
            this.options.signal?.throwIfAborted();
            const dir = pending.pop();
            let entries;
            try {
                entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
            }
            catch {
                continue; // unreadable directory: nothing to show from it
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            const subdirs = [];
            for (const entry of entries) {
                const realPath = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
                const relPath = this.sandbox.relative(realPath);
                if (this.sandbox.isGitInternal(relPath))
                    continue;
                if (entry.isDirectory()) {
                    if (entry.name === "node_modules" && !this.options.includeNodeModules)
                        continue;
                    subdirs.push(realPath);
                    continue;
                }
                const file = entry.isFile() ? this.acceptFile(realPath, relPath) : entry.isSymbolicLink() ? await this.acceptLinkedFile(relPath) : undefined;
                if (!file)
                    continue;
                if (yielded >= this.maxFiles) {
                    this.capped = true;
                    return;
                }
                yielded += 1;
                yield file;
            }
            for (let i = subdirs.length - 1; i >= 0; i -= 1)
                pending.push(subdirs[i]);
        }
    }
    acceptFile(realPath, relPath) {
        if (!this.options.includeDenied && this.sandbox.deniedPattern(relPath) !== undefined)
            return undefined;
        return { realPath, relPath };
    }
    async acceptLinkedFile(relPath) {
        try {
            const target = await this.sandbox.resolve(relPath);
            if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target)).isFile())
                return undefined;
            return { realPath: target, relPath };
        }
        catch {
            return undefined; // leads out, into .git, onto a denylisted file, or nowhere
        }
    }
}


/***/ })

};
