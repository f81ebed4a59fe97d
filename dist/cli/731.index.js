export const id = 731;
export const ids = [731];
export const modules = {

/***/ 9015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yS: () => (/* binding */ createDocumentRedactor),
  PM: () => (/* binding */ createLineRedactor),
  lY: () => (/* binding */ createRedactor),
  fp: () => (/* binding */ redactSecrets)
});

// UNUSED EXPORTS: MIN_KNOWN_SECRET_LENGTH, PRIVATE_KEY_MARK, opensPrivateKeyBlock, redactKeyBodiesBeforeEnd, redactionMark

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
const PEM_BODY_TEXT = /^["'`]?[A-Za-z0-9+/=]*(?:\\r)?(?:\\n)?["'`]?$/;
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
        accept: mixesCaseAndDigits,
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
    { label: "url-password", pattern: /(?<keep>:\/\/[^\s/:@"'<>]{1,100}:)[^\s/@"'<>]{1,200}(?=@)/g },
    // npm's auth settings in .npmrc-style text (`//registry/:_authToken=…`, `_auth=`, `_password=`).
    { label: "npm-auth", pattern: /(?<keep>_(?:authToken|auth|password)[ \t]*=[ \t]*["']?)[^\s"'[]{6,}/g },
    {
        label: "bearer-token",
        // RFC 6750's token68 charset: a template (`${token}`) or a concatenation is not a value.
        pattern: new RegExp(`(?<keep>${caseless("authorization")}${QUOTE}[ \\t]*${ASSIGN}[ \\t]*${QUOTE}(?:${caseless("bearer")}|${caseless("basic")}|${caseless("token")})[ \\t]+)[A-Za-z0-9._~+/=-]{8,}`, "g"),
    },
];
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
    accept: (token) => /[A-Z]/.test(token) && /[a-z]/.test(token),
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
function applyRule(text, rule) {
    const mark = redactionMark(rule.label);
    rule.pattern.lastIndex = 0;
    return text.replace(rule.pattern, (...args) => {
        const match = args[0];
        // With named groups, the replacer's last argument is the groups object.
        const groups = args.at(-1);
        const kept = typeof groups === "object" && groups !== null ? groups.keep : undefined;
        const keep = kept ?? "";
        const token = match.slice(keep.length);
        if (rule.accept && !rule.accept(token))
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
    if (!TRIGGER.test(text))
        return text;
    let result = text;
    for (const rule of SHAPE_RULES)
        result = applyRule(result, rule);
    if (result.includes(AWS_ACCESS_KEY_MARK))
        result = redactAwsSecretsByShape(result);
    return result;
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
 */
function createLineRedactor(redact = redactSecrets) {
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
    const redactText = (text) => (awsKeyIdSeen ? redactAwsSecretsByShape(redact(text)) : redact(text));
    return redactLine;
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
/* harmony export */   v0: () => (/* binding */ NON_BLOCKING_READ_FLAGS)
/* harmony export */ });
/* unused harmony export BINARY_SNIFF_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9546);
/**
 * Opening a workspace file for reading, after the sandbox has approved its path.
 */



/** Git and grep call a file binary when its head holds a NUL byte; so do we. */
const BINARY_SNIFF_BYTES = 8 * 1024;
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
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is not a regular file`);
        return { handle, realPath, relPath: sandbox.relative(realPath), size: stats.size };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}
function directoryRefusal(sandbox, userPath) {
    return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is a directory; use fs_ls or fs_glob to list it`);
}
/** True when the file's first BINARY_SNIFF_BYTES hold a NUL byte. */
async function isBinaryFile(handle) {
    const head = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, BINARY_SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead).includes(0);
}
/** The text a tool returns for a binary file: its size, never its bytes. */
function binaryNotice(relPath, size) {
    return `[binary file ${relPath}, ${size} bytes; contents not shown]`;
}


/***/ })

};
