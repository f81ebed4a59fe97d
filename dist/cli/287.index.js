export const id = 287;
export const ids = [287,541];
export const modules = {

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


/***/ }),

/***/ 6147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_PROBE_LIMITS: () => (/* reexport */ limits/* DEFAULT_PROBE_LIMITS */.e),
  DEFAULT_PROBE_USER: () => (/* reexport */ probeUser/* DEFAULT_PROBE_USER */.vQ),
  EXEC_TOOL: () => (/* reexport */ EXEC_TOOL),
  PROBE_GRAPH: () => (/* reexport */ register/* PROBE_GRAPH */.W),
  ProbeWorkbench: () => (/* reexport */ probe_workbench/* ProbeWorkbench */.ut),
  createExecTool: () => (/* reexport */ createExecTool),
  detectPrivilege: () => (/* reexport */ privilege/* detectPrivilege */.F4),
  hasRecipe: () => (/* reexport */ recipe/* hasRecipe */.jL),
  isExecRefused: () => (/* reexport */ probe_workbench/* isExecRefused */.Ef),
  registerProbeScripts: () => (/* reexport */ register/* registerProbeScripts */.q),
  untrustedReason: () => (/* reexport */ probe_workbench/* untrustedReason */.lw)
});

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/probe/isolatedCommand.ts
var isolatedCommand = __webpack_require__(5814);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/workbench.ts + 4 modules
var probe_workbench = __webpack_require__(5714);
;// CONCATENATED MODULE: ./src/probe/execTool.ts




const EXEC_TOOL = "exec";
const MAX_COMMAND_CHARS = 20_000;
function createExecTool(workbench, context) {
    return {
        name: EXEC_TOOL,
        description: `Run a shell command (bash -c) in the probe's isolated scratch copy of the change (working folder ${hiddenPaths/* WORK_DIR */.CC}), as an unprivileged user ` +
            `with no secrets, on a network that reaches only loopback, where the project's service is running. Each command gets at most ` +
            `${(0,isolatedCommand/* formatSeconds */.Xo)(workbench?.limits.commandMs ?? 0)} and a fresh process namespace: background processes end with the command. ` +
            "Returns the exit code, the duration, and the head and tail of stdout and stderr (marked when cut).",
        parameters: {
            type: "object",
            properties: { command: { type: "string", minLength: 1, maxLength: MAX_COMMAND_CHARS, description: "The bash command line to run." } },
            required: ["command"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const untrusted = (0,probe_workbench/* untrustedReason */.lw)(context);
            if (untrusted)
                throw new tools.ToolRefusal(`exec is not available: ${untrusted}. End with USAGE_PROBE: INCONCLUSIVE (untrusted head).`);
            if (!workbench)
                throw new tools.ToolRefusal("exec is not available: this run has no probe environment. End with USAGE_PROBE: INCONCLUSIVE (isolation unavailable).");
            const command = String(args.command ?? "");
            try {
                const result = await workbench.exec(context, command, signal);
                const lines = [
                    `exit code: ${result.killed ? `none — killed: ${result.killed}` : (result.exitCode ?? `none (signal ${result.signal})`)}`,
                    `duration: ${(result.durationMs / 1000).toFixed(2)} s`,
                    `network: ${result.network === "isolated" ? "loopback only" : "the host's network (network isolation unavailable)"}`,
                    stream("stdout", result.stdout),
                    stream("stderr", result.stderr),
                ];
                const service = result.serviceExit;
                if (service)
                    lines.push(`note: the service is no longer running (it exited ${service.exitCode ?? service.signal}${service.killed ? `, ${service.killed}` : ""})`);
                return lines.join("\n");
            }
            catch (error) {
                if ((0,probe_workbench/* isExecRefused */.Ef)(error)) {
                    const why = /^isolation unavailable/.test(error.reason)
                        ? "isolation unavailable"
                        : /^untrusted head/.test(error.reason)
                            ? "untrusted head"
                            : "environment unavailable";
                    throw new tools.ToolRefusal(`exec refused: ${error.reason}. End with USAGE_PROBE: INCONCLUSIVE (${why}).`);
                }
                throw error;
            }
        },
    };
}
function stream(name, output) {
    if (output.totalBytes === 0)
        return `${name}: (empty)`;
    const cut = output.cutBytes > 0 ? `, cut: ${output.cutBytes} bytes left out of the middle` : "";
    return `${name} (${output.totalBytes} bytes${cut}):\n${output.text.replace(/\n$/, "")}`;
}

// EXTERNAL MODULE: ./src/probe/limits.ts
var limits = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/probe/privilege.ts
var privilege = __webpack_require__(9633);
// EXTERNAL MODULE: ./src/probe/probeUser.ts
var probeUser = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/probe/recipe.ts
var recipe = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/probe/register.ts + 2 modules
var register = __webpack_require__(4926);
;// CONCATENATED MODULE: ./src/probe/index.ts
/**
 * The probe lane's isolation and its exec tool: the only part of the product
 * that runs PR code. See docs/probe.md.
 */









/***/ })

};
