export const id = 199;
export const ids = [199,541];
export const modules = {

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ NodeTimeout),
/* harmony export */   KF: () => (/* binding */ runSignal),
/* harmony export */   Mu: () => (/* binding */ raceAbort),
/* harmony export */   wj: () => (/* binding */ withTimeout)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/** AbortSignal plumbing: link run, node and attempt signals; race work against them. */

/** Marks why a node-level controller aborted, so the run can tell it from its own abort. */
class NodeTimeout {
    seconds;
    constructor(seconds) {
        this.seconds = seconds;
    }
}
/** A signal that aborts when `parent` does, or after `seconds` (with a NodeTimeout reason). */
function withTimeout(parent, seconds, reason = (s) => new NodeTimeout(s)) {
    // No timer means nothing to add: the parent's signal serves as is (the common, hot path).
    if (seconds === undefined)
        return { signal: parent, dispose: () => { } };
    return link(parent, seconds, reason);
}
/**
 * The run's own signal: follows the caller's (cancellation) and times out after
 * `seconds`. Always a fresh signal, so the listeners of every node in flight
 * land on it rather than on the caller's.
 */
function runSignal(parent, seconds, reason) {
    return link(parent, seconds, reason);
}
function link(parent, seconds, reason) {
    const controller = new AbortController();
    // One listener per node in flight is the design (a wide map has dozens): not the leak Node warns about at 10.
    (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, controller.signal);
    const onParent = () => controller.abort(parent?.reason);
    if (parent?.aborted)
        controller.abort(parent.reason);
    else
        parent?.addEventListener("abort", onParent, { once: true });
    const timer = seconds !== undefined && !controller.signal.aborted ? setTimeout(() => controller.abort(reason(seconds)), seconds * 1000) : undefined;
    return {
        signal: controller.signal,
        dispose: () => {
            if (timer)
                clearTimeout(timer);
            parent?.removeEventListener("abort", onParent);
        },
    };
}
/** Resolves with the work, or rejects with the signal's reason as soon as it aborts — even if the work ignores it. */
function raceAbort(work, signal) {
    if (signal.aborted) {
        work.catch(() => { });
        return Promise.reject(signal.reason);
    }
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        work.then((value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener("abort", onAbort);
            reject(error);
        });
    });
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

/***/ 6924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ wholeLines)
/* harmony export */ });
/* unused harmony export countTextLines */
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4009);
/**
 * Lines in a file's bytes as the shared decoder (decode.ts) reads them: a
 * line ends at U+000A in the file's own encoding. Counting the byte 0x0A
 * counts UTF-16 and UTF-32 wrong: `Ċ` (U+010A) holds that byte, and a final
 * newline ends in NULs, so its last line counted twice. Both work on code
 * units, not decoded text, so a head cut at a read limit still counts the
 * lines that start in it.
 */

/** What decodeText decides from a head this long: enough to tell UTF-16 without a BOM. */
const SNIFF_BYTES = 16 * 1024;
function unitsOf(bytes) {
    const bom = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .bomOf */ .KW)(bytes);
    const head = bytes.subarray(0, Math.min(bytes.length, SNIFF_BYTES) & ~3);
    // UTF-16 without a BOM is NULs in every other byte: a head without any needs no decoding to tell.
    const encoding = bom?.encoding ?? (head.includes(0) ? decodedEncoding(head) : undefined);
    const start = bom?.length ?? 0;
    if (encoding === "utf-16le" || encoding === "utf-16be")
        return { start, size: 2, littleEndian: encoding === "utf-16le" };
    if (encoding === "utf-32le" || encoding === "utf-32be")
        return { start, size: 4, littleEndian: encoding === "utf-32le" };
    // UTF-8 and every single-byte encoding the decoder reads keep 0x0A as the newline.
    return { start, size: 1, littleEndian: true };
}
function decodedEncoding(head) {
    const decoded = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeText */ .g7)(head);
    return decoded.kind === "text" ? decoded.encoding : undefined;
}
function unitAt(bytes, at, units) {
    if (units.size === 1)
        return bytes[at];
    let value = 0;
    for (let i = 0; i < units.size; i += 1)
        value = value * 256 + bytes[at + (units.littleEndian ? units.size - 1 - i : i)];
    return value;
}
/** Where each line ends (the offset after its newline unit), and the end of the last whole unit. */
function scan(bytes, units, onNewline) {
    const end = units.start + Math.floor((bytes.length - units.start) / units.size) * units.size;
    if (units.size === 1) {
        for (let at = bytes.indexOf(0x0a, units.start); at >= 0 && at < end; at = bytes.indexOf(0x0a, at + 1))
            onNewline(at + 1);
    }
    else {
        for (let at = units.start; at < end; at += units.size)
            if (unitAt(bytes, at, units) === 0x0a)
                onNewline(at + units.size);
    }
    return { end, lastIsNewline: end > units.start && unitAt(bytes, end - units.size, units) === 0x0a };
}
/** How many lines `bytes` hold: their newlines, plus one when the text does not end in one. */
function countTextLines(bytes) {
    const units = unitsOf(bytes);
    let newlines = 0;
    const { end, lastIsNewline } = scan(bytes, units, () => (newlines += 1));
    return end === units.start || lastIsNewline ? newlines : newlines + 1;
}
/** `bytes` up to the end of their last whole line (all of them when there is none): a head cut at a read limit, made decodable. */
function wholeLines(bytes) {
    let last = 0;
    scan(bytes, unitsOf(bytes), (end) => (last = end));
    return last === 0 ? bytes : bytes.subarray(0, last);
}


/***/ }),

/***/ 5495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SL: () => (/* binding */ readWorkspaceLink),
/* harmony export */   br: () => (/* binding */ readWorkspaceBytes)
/* harmony export */ });
/* unused harmony exports countWorkspaceLines, openWorkspacePath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6924);
/* harmony import */ var _workspaceFile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8116);




const CHUNK_BYTES = 64 * 1024;
const skip = (reason, detail) => ({ kind: "skipped", reason, detail });
/** The first bytes of `root`/`relPath`, up to `maxBytes`, if it is a regular file reached without a symlink. */
async function readWorkspaceBytes(root, relPath, options) {
    const maxBytes = checkedCap(options.maxBytes);
    const opened = await openWorkspacePath(root, relPath);
    if (opened.kind === "skipped")
        return opened;
    try {
        const bytes = Buffer.allocUnsafe(Math.min(opened.size, maxBytes));
        let filled = 0;
        while (filled < bytes.length) {
            options.signal?.throwIfAborted();
            const { bytesRead } = await opened.handle.read(bytes, filled, Math.min(CHUNK_BYTES, bytes.length - filled), filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        const truncated = await hasByteAt(opened.handle, maxBytes, filled);
        return { kind: "file", bytes: bytes.subarray(0, filled), size: opened.size, truncated };
    }
    catch (error) {
        return readFault(error, options.signal);
    }
    finally {
        await opened.handle.close();
    }
}
/**
 * The lines of `root`/`relPath` within its first `maxBytes` bytes, counted in
 * the file's own encoding as the decoder reads it (text/lines.ts): a UTF-16
 * file counts as many lines as its editor shows. A file longer than the cap
 * counts the lines that start inside it (`truncated` is true).
 */
async function countWorkspaceLines(root, relPath, options) {
    const read = await readWorkspaceBytes(root, relPath, options);
    if (read.kind === "skipped")
        return read;
    return { kind: "lines", count: countTextLines(read.bytes), truncated: read.truncated };
}
/** The target text of the symlink at `root`/`relPath`, read without following it or any folder on the way. */
async function readWorkspaceLink(root, relPath) {
    const located = await locate(root, relPath);
    if (located.kind === "skipped")
        return located;
    try {
        return { kind: "link", target: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(located.absolute) };
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "EINVAL")
            return skip("not-a-regular-file", "not a symlink");
        return fileSystemSkip(code);
    }
}
/**
 * Opens `root`/`relPath` for reading under the rules above. The building
 * block of the readers here, for any other reader of a PR-controlled path.
 */
async function openWorkspacePath(root, relPath) {
    const located = await locate(root, relPath);
    if (located.kind === "skipped")
        return located;
    let seen;
    try {
        seen = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(located.absolute);
    }
    catch (error) {
        return fileSystemSkip(errorCode(error));
    }
    if (seen.isSymbolicLink())
        return skip("symlink", "a symlink; symlinks are not followed");
    if (!seen.isFile())
        return skip("not-a-regular-file", describeKind(seen));
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(located.absolute, _workspaceFile_js__WEBPACK_IMPORTED_MODULE_3__/* .NON_BLOCKING_READ_FLAGS */ .v0);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "ELOOP")
            return skip("symlink", "became a symlink before it was opened");
        return fileSystemSkip(code);
    }
    const size = await openedSize(handle, seen);
    if (typeof size === "number")
        return { kind: "open", handle, size };
    await handle.close();
    return size;
}
/** The size of the opened file, if the descriptor holds the very regular file lstat saw. */
async function openedSize(handle, seen) {
    try {
        const opened = await handle.stat();
        if (!opened.isFile())
            return skip("not-a-regular-file", describeKind(opened));
        if (opened.dev !== seen.dev || opened.ino !== seen.ino)
            return skip("unreadable", "replaced while it was being opened");
        return opened.size;
    }
    catch (error) {
        return fileSystemSkip(errorCode(error));
    }
}
/** The absolute path under the real root, once the path and every folder on it pass the rules. */
async function locate(root, relPath) {
    const refused = lexicalRefusal(relPath);
    if (refused)
        return skip("outside-workspace", refused);
    let realRoot;
    try {
        realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
    }
    catch (error) {
        return skip("unreadable", `the workspace root cannot be resolved (${errorCode(error) ?? "unknown error"})`);
    }
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, relPath);
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, absolute) === "")
        return skip("outside-workspace", "names the workspace root, not a file");
    const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
    let realParent;
    try {
        realParent = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(parent);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "ELOOP")
            return skip("symlinked-directory", "a folder on the path is a symlink loop");
        return fileSystemSkip(code);
    }
    if (realParent !== parent)
        return skip("symlinked-directory", "a folder on the path is a symlink; symlinks are not followed");
    return { kind: "located", absolute };
}
function lexicalRefusal(relPath) {
    if (typeof relPath !== "string" || relPath === "")
        return "not a relative path";
    if (relPath.includes("\0"))
        return "contains a NUL byte";
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relPath))
        return "an absolute path";
    if (relPath.split("/").includes(".."))
        return "has a `..` segment";
    return undefined;
}
function describeKind(stats) {
    if (stats.isFIFO())
        return "a FIFO";
    if (stats.isSocket())
        return "a socket";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isDirectory())
        return "a directory";
    return "not a regular file";
}
function fileSystemSkip(code) {
    if (code === "ENOENT" || code === "ENOTDIR")
        return skip("missing", `does not exist (${code})`);
    return skip("unreadable", `cannot be read (${code ?? "unknown error"})`);
}
/** A read that failed: an abort stays an abort, anything else is a file-system fault. */
function readFault(error, signal) {
    if (signal?.aborted)
        throw signal.reason;
    return fileSystemSkip(errorCode(error));
}
/** True when the file holds a byte at `cap`: only asked once the read stopped at the cap. */
async function hasByteAt(handle, cap, position) {
    if (position < cap)
        return false;
    const { bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, cap);
    return bytesRead > 0;
}
function checkedCap(maxBytes) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
        throw new RangeError(`maxBytes must be a non-negative integer, got ${String(maxBytes)}`);
    return maxBytes;
}
function errorCode(error) {
    return error?.code;
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

/***/ 7708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ builtInConvention),
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The built-in conventions of build output, vendored and generated code
 * (`dist/`, `vendor/`, `*.min.js` …), apart from the rest of the file policy
 * (filePolicy.ts) so that `gauntlet plan`'s signals read them without loading
 * the lockfile parsers.
 */

const VENDORED = ["**/vendor/**", "**/third_party/**", "**/third-party/**", "**/node_modules/**", "**/bower_components/**", "**/.yarn/releases/**"];
const GENERATED = [
    "**/dist/**",
    "**/build/**",
    "**/out/**",
    "**/*.min.js",
    "**/*.min.css",
    "**/*.map",
    "**/*.gen.go",
    "**/*_pb2.py",
    "**/*.pb.go",
    "**/*.pb.ts",
    "**/__generated__/**",
    "**/__snapshots__/**",
    "**/*.snap",
];
/** Conventions of case-insensitive platforms (.NET on Windows), and generator outputs whose case varies. */
const GENERATED_ANY_CASE = ["**/*.generated.*", "**/*.autogen.*", "**/*.g.cs", "**/*.g.i.cs", "**/*.designer.cs", "**/*.swagger.json"];
const GLOB_OPTIONS = { dot: true };
const ANY_CASE = { dot: true, nocase: true };
/**
 * The first glob that matches a path. One combined expression answers "none"
 * first, as picomatch would (a glob equal to the path, or its expression):
 * most paths match no rule, and one expression is cheaper to compile and run
 * than a score of them.
 */
function globMatcher(globs, options = GLOB_OPTIONS) {
    const list = (globs ?? []).filter((g) => typeof g === "string" && g !== "");
    if (list.length === 0)
        return () => undefined;
    const compiled = list.map((glob) => ({ glob, test: picomatch__WEBPACK_IMPORTED_MODULE_0___default()(glob, options) }));
    const literal = new Set(list);
    const any = new RegExp(list.map((glob) => `(?:${picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(glob, options).source})`).join("|"), options.nocase ? "i" : "");
    return (path) => (literal.has(path) || any.test(path) ? compiled.find((c) => c.test(path))?.glob : undefined);
}
const conventionVendored = globMatcher(VENDORED);
const conventionGenerated = globMatcher(GENERATED);
const conventionAnyCase = globMatcher(GENERATED_ANY_CASE, ANY_CASE);
/** The built-in convention glob a path falls under (dist/, vendor/, *.min.js …), if any: what only matters for a file that sat there at the base. */
function builtInConvention(path) {
    return conventionVendored(path) ?? conventionGenerated(path) ?? conventionAnyCase(path);
}


/***/ }),

/***/ 2174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ isSvgz),
/* harmony export */   SE: () => (/* binding */ gunzipSvgz),
/* harmony export */   ke: () => (/* binding */ SVGZ_NOTE),
/* harmony export */   sJ: () => (/* binding */ SVGZ_TOO_LARGE),
/* harmony export */   zX: () => (/* binding */ openSvgz)
/* harmony export */ });
/* unused harmony export SVGZ_MAX_BYTES */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);
/**
 * A `.svgz` is an SVG compressed with gzip: binary by its bytes, so it was
 * skipped as binary and its scripts, event handlers and outside references
 * never reached a reviewer. Each side is gunzipped here, at most
 * SVGZ_MAX_BYTES out against a zip bomb, and then read as any SVG is: decoded,
 * diffed, cut short, followed by its security facts (svg.ts). One that does
 * not gunzip is named unreadable, never skipped as binary.
 */


/** Decompressed bytes allowed per side: past it, the file is over the read limit, and its text is never held. */
const SVGZ_MAX_BYTES = 8 * 1024 * 1024;
const isSvgz = (path) => /\.svgz$/i.test(path);
/** The note beside a file read this way, and beside one that stopped at the cap. */
const SVGZ_NOTE = "gunzipped from .svgz";
const SVGZ_TOO_LARGE = `.svgz: more than ${SVGZ_MAX_BYTES / 1024 / 1024} MiB once gunzipped; not decompressed further`;
/**
 * The SVG inside one side, cut at `limit` as a read is (then truncated). A
 * side read only in part is decompressed as far as it goes.
 */
function gunzipSvgz(side, limit) {
    let out;
    try {
        out = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(side.bytes, { maxOutputLength: SVGZ_MAX_BYTES, ...(side.truncated ? { finishFlush: node_zlib__WEBPACK_IMPORTED_MODULE_0__.constants.Z_SYNC_FLUSH } : {}) });
    }
    catch (error) {
        if (error.code === "ERR_BUFFER_TOO_LARGE")
            return { kind: "too_large" };
        return { kind: "corrupt", detail: `not a valid gzip stream (${(0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})` };
    }
    return { kind: "svg", side: { bytes: out.subarray(0, limit), truncated: side.truncated || out.length > limit } };
}
/**
 * Both sides gunzipped. Only the side shown decides: a corrupt or oversized
 * base of a file whose head is sound is diffed as empty, as an added file is.
 */
function openSvgz(shown, oldSide, newSide, limit) {
    const [base, head] = [oldSide && gunzipSvgz(oldSide, limit), newSide && gunzipSvgz(newSide, limit)];
    const decisive = shown === "old" ? base : head;
    if (decisive && decisive.kind !== "svg")
        return decisive;
    return { kind: "svg", oldSide: base?.kind === "svg" ? base.side : undefined, newSide: head?.kind === "svg" ? head.side : undefined };
}


/***/ }),

/***/ 7292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ LANES),
/* harmony export */   O6: () => (/* binding */ LANE_AGENT_ATTEMPTS),
/* harmony export */   OW: () => (/* binding */ LANE_SPECS),
/* harmony export */   f1: () => (/* binding */ laneByName),
/* harmony export */   p1: () => (/* binding */ GATES_SHARE),
/* harmony export */   zU: () => (/* binding */ normalizeLanes)
/* harmony export */ });
/** The gauntlet's four lanes and the state keys each one's map uses. */
const LANES = ["code-review", "adversary", "security", "probe"];
const SEED_RUN_SECONDS = 69_600;
/** Each lane's agent node's max_attempts: one pass of a stalled lane costs this many lane timeouts. */
const LANE_AGENT_ATTEMPTS = 2;
/** The retry and verdict gates' own timeouts (30 s + 60 s of the 1800 s run), kept free after a re-run pass. */
const GATES_SHARE = 90 / 1800;
const LANE_SPECS = {
    "code-review": {
        name: "code-review",
        map: "map_code_review",
        agent: "run_code_review",
        graph: "code-reviewer",
        items: "code_review_items",
        results: "code_review_results",
        flag: "add_code_review",
        timeoutShare: 11_400 / SEED_RUN_SECONDS,
    },
    adversary: {
        name: "adversary",
        map: "map_adversary",
        agent: "run_adversary",
        graph: "adversary",
        items: "adversary_items",
        results: "adversary_results",
        flag: "add_adversary",
        timeoutShare: 9_600 / SEED_RUN_SECONDS,
    },
    security: {
        name: "security",
        map: "map_security",
        agent: "run_security",
        graph: "security-reviewer",
        items: "security_items",
        results: "security_results",
        flag: "add_security",
        timeoutShare: 7_200 / SEED_RUN_SECONDS,
    },
    probe: {
        name: "probe",
        map: "map_probe",
        agent: "run_probe",
        graph: "probe",
        items: "probe_items",
        results: "probe_results",
        flag: "add_probe",
        timeoutShare: 7_200 / SEED_RUN_SECONDS,
    },
};
const ALIASES = {
    "code-review": "code-review",
    code_review: "code-review",
    codereview: "code-review",
    "code-reviewer": "code-review",
    review: "code-review",
    code: "code-review",
    adversary: "adversary",
    adversarial: "adversary",
    plan: "adversary",
    conformance: "adversary",
    "plan-conformance": "adversary",
    security: "security",
    "security-review": "security",
    "security-reviewer": "security",
    sec: "security",
    probe: "probe",
    "usage-probe": "probe",
};
/** A lane by any of its common names, or undefined. */
function laneByName(name) {
    return ALIASES[name.trim().toLowerCase()];
}
/** Forced lane names split into known lanes and unknown words. */
function normalizeLanes(names) {
    const lanes = new Set();
    const unknown = [];
    for (const raw of names) {
        const lane = typeof raw === "string" ? laneByName(raw) : undefined;
        if (lane)
            lanes.add(lane);
        else
            unknown.push(String(raw));
    }
    return { lanes: LANES.filter((l) => lanes.has(l)), unknown };
}


/***/ }),

/***/ 2812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QV: () => (/* binding */ normalizePosture),
/* harmony export */   dJ: () => (/* binding */ normalizeRigor),
/* harmony export */   fb: () => (/* binding */ RIGORS),
/* harmony export */   wB: () => (/* binding */ POSTURES)
/* harmony export */ });
/** The request's rigor and security posture: their names, and how any value reads as one of them. */
const RIGORS = ["poc", "prototype", "production"];
const POSTURES = ["prototype", "standard", "hardened"];
const canonical = (value) => (typeof value === "string" ? value.trim().toLowerCase() : "");
/**
 * An unknown rigor or posture reads as the default, never as something looser.
 * Case and spacing don't matter: a model's "Hardened" is hardened, not standard.
 */
function normalizeRigor(value) {
    const word = canonical(value);
    return RIGORS.includes(word) ? word : "production";
}
function normalizePosture(value) {
    const word = canonical(value);
    return POSTURES.includes(word) ? word : "standard";
}


/***/ }),

/***/ 2993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ lanesSummary),
/* harmony export */   i: () => (/* binding */ selectLanes)
/* harmony export */ });
/* harmony import */ var _rigor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2812);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7292);
/**
 * The deterministic lane floor, and the only ways to widen it: the model's
 * add_* flags, forced lanes, unavailable signals and the default_lanes
 * fallback. Nothing here can remove a lane the floor selected.
 */


function selectLanes(input) {
    const { signals } = input;
    const forced = (0,_lanes_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeLanes */ .zU)(input.forced_lanes);
    const notes = forced.unknown.length > 0 ? [`unknown forced lane(s) ignored: ${forced.unknown.join(", ")}`] : [];
    const why = { "code-review": ["always runs"], adversary: [], security: [], probe: [] };
    if (input.plan_context.trim() !== "")
        why.adversary.push("a plan or spec is present");
    // Unavailable signals raise every flag so that selection widens: those flags were not observed, so they give no reason.
    const observed = !signals.signals_error;
    const surface = [signals.touches_auth && "auth", signals.touches_deps && "dependencies", signals.touches_exec && "exec"].filter(Boolean);
    if (observed && surface.length > 0)
        why.security.push(`attack-surface signals: ${surface.join(", ")}`);
    if ((0,_rigor_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePosture */ .QV)(input.security_posture) === "hardened")
        why.security.push("hardened posture");
    if (signals.signals_error) {
        for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_0__/* .LANES */ .Ci)
            why[lane].push("signals unavailable (selection widens)");
    }
    const hasRecipe = input.probe_context.trim() !== "";
    // Without a recipe the surface still counts, so the probe is listed as skipped (and why), not as unneeded.
    if (observed && signals.consumer_surface)
        why.probe.push("consumer-facing surface changed");
    for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_0__/* .LANES */ .Ci) {
        if (input.add[lane])
            why[lane].push(input.addedBy ?? "added by lane judgment");
        if (forced.lanes.includes(lane))
            why[lane].push("forced");
    }
    const choices = _lanes_js__WEBPACK_IMPORTED_MODULE_0__/* .LANES */ .Ci.map((lane) => {
        const reasons = why[lane];
        if (lane === "probe" && reasons.length > 0) {
            // The probe runs PR code: never for an untrusted head, never without a recipe.
            if (input.untrusted_head)
                return { lane, selected: false, reason: `skipped (untrusted context: ${reasons.join("; ")})` };
            if (!hasRecipe)
                return { lane, selected: false, reason: `skipped (no local-run recipe in the base-branch configuration: ${reasons.join("; ")})` };
        }
        return reasons.length > 0 ? { lane, selected: true, reason: reasons.join("; ") } : { lane, selected: false, reason: "not selected" };
    });
    return { choices, notes };
}
/** The selection as the report's "Lane selection" section shows it. */
function lanesSummary(choices, notes, judgment = "", degraded = "") {
    return [
        ...choices.map((c) => `- ${c.lane}: ${c.selected ? "selected" : "not run"} — ${c.reason}`),
        ...(judgment ? [`- lane judgment: ${judgment.replace(/\n+/g, "; ")}`] : []),
        ...notes.map((n) => `- note: ${n}`),
        ...(degraded ? [`- degraded: ${degraded}`] : []),
    ].join("\n");
}


/***/ }),

/***/ 7020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* binding */ Git),
  XS: () => (/* reexport */ gitError/* GitError */.XS),
  CN: () => (/* reexport */ gitArguments/* argumentBatches */.CN)
});

// EXTERNAL MODULE: ./src/engine/abort.ts
var abort = __webpack_require__(9952);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/review/git/gitAnswers.ts
var gitAnswers = __webpack_require__(6240);
// EXTERNAL MODULE: ./src/review/git/gitArguments.ts
var gitArguments = __webpack_require__(3439);
;// CONCATENATED MODULE: ./src/review/git/gitLocate.ts
/**
 * What `git rev-parse --show-toplevel --end-of-options <refs>^{commit} [B^{commit}...H^{commit}] [R^{commit}:path]`
 * answers (gitArguments.ts `locateArgs`): the top directory, a commit per ref; for the range its head,
 * its base and `^<merge base>` per merge base; for the object its name, or nothing when the commit has no
 * such path. One process instead of one per question: the merge base is what a pull request's `B...H`
 * diff and the base-marker grep read, and the object is the base's configuration, which most
 * repositories lack; each cost a git process of its own (`merge-base`, `cat-file -e`).
 */

/** The answer, or undefined when the output is not what was asked (then each question is asked alone). */
function parseLocated(output, refCount, asked) {
    // rev-parse prints `--end-of-options` and `--` back (git 2.39).
    const lines = output.split("\n").filter((line) => line !== "" && line !== "--end-of-options" && line !== "--");
    const [topLevel = "", ...rest] = lines;
    const commits = rest.splice(0, refCount);
    if (topLevel === "" || commits.length !== refCount || !commits.every(gitAnswers/* isFullObjectName */.Co))
        return undefined;
    const located = { topLevel, commits };
    if (asked.range) {
        const [head = "", base = ""] = rest.splice(0, 2);
        const bases = [];
        while (rest[0]?.startsWith("^"))
            bases.push(rest.shift().slice(1));
        if (!(0,gitAnswers/* isFullObjectName */.Co)(head) || !(0,gitAnswers/* isFullObjectName */.Co)(base) || !bases.every(gitAnswers/* isFullObjectName */.Co))
            return undefined;
        located.range = { base, head, ...(bases.length === 1 ? { mergeBase: bases[0] } : {}) };
    }
    // The object is last: its line, or none when rev-parse dropped it (anything else missing shortened the commits above).
    if (asked.object && rest.length <= 1 && rest.every(gitAnswers/* isFullObjectName */.Co))
        located.objectPresent = rest.length === 1;
    return rest.length === (located.objectPresent ? 1 : 0) ? located : undefined;
}

// EXTERNAL MODULE: ./src/review/git/gitError.ts
var gitError = __webpack_require__(5473);
// EXTERNAL MODULE: ./src/review/git/gitOutput.ts
var gitOutput = __webpack_require__(6678);
// EXTERNAL MODULE: ./src/review/git/gitHeadStart.ts
var gitHeadStart = __webpack_require__(6269);
;// CONCATENATED MODULE: ./src/review/git/gitCapped.ts
/** `git <args>`'s output up to `maxBytes`; `truncated` says there was more. */
async function readCapped(git, args, maxBytes, options) {
    let text = "";
    const full = new Error("enough");
    try {
        await git.stream(args, (piece) => {
            text += piece;
            if (text.length > maxBytes)
                throw full;
        }, options);
    }
    catch (error) {
        if (error !== full)
            throw error;
        return { text: text.slice(0, maxBytes), truncated: true };
    }
    return { text, truncated: false };
}

// EXTERNAL MODULE: ./src/review/git/gitProcess.ts
var gitProcess = __webpack_require__(5314);
;// CONCATENATED MODULE: ./src/review/git/git.ts
/**
 * A small git client: the read commands the review needs. Every call goes
 * through gitProcess.ts (no shell, no credential on the command line). Diff
 * specs are validated (diffSpec.ts) and passed after `--end-of-options` and
 * before `--`, so they can only ever be read as revisions.
 *
 * `worktree` in the diff methods means tracked changes, staged and unstaged
 * (`git diff HEAD`). Untracked files are not part of any git diff; list them
 * with `untrackedFiles()`.
 */












const GIT_DIR = ["rev-parse", "--git-dir"];
class Git {
    cwd;
    answers;
    settings;
    /** @param answers what this process already learnt about the repository (gitAnswers.ts), shared by `withOptions`. */
    constructor(cwd, options = {}, answers = new gitAnswers/* GitAnswers */.KF()) {
        this.cwd = cwd;
        this.answers = answers;
        this.settings = { cwd, env: { ...(0,gitHeadStart/* defaultGitEnv */.$X)(), ...options.env }, maxBuffer: options.maxBuffer ?? gitHeadStart/* DEFAULT_MAX_BUFFER */.y$ };
        this.takesHeadStarts = options.env === undefined && options.maxBuffer === undefined;
    }
    /** Whether this client's git runs as a head start's did (gitHeadStart.ts): the default environment and buffer. */
    takesHeadStarts;
    /** A client on the same directory with other options (say, without credentials) that shares this one's answers. */
    withOptions(options) {
        return new Git(this.cwd, options, this.answers);
    }
    /** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
    async run(args, options = {}) {
        // A fetch may bring history that changes a kept answer: forget it before (for questions asked meanwhile) and after.
        const headStart = this.takesHeadStarts ? (0,gitHeadStart/* takeHeadStart */.yY)(this.settings.cwd, args) : undefined;
        if (headStart)
            return options.signal ? (0,abort/* raceAbort */.Mu)(headStart, options.signal) : headStart;
        const subcommand = (0,gitArguments/* subcommandOf */.b8)(args);
        this.answers.ran(subcommand);
        try {
            return await (0,gitProcess/* runGit */.EO)(this.settings, args, options);
        }
        finally {
            this.answers.ran(subcommand);
        }
    }
    /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
    async stream(args, sink, options = {}) {
        const subcommand = (0,gitArguments/* subcommandOf */.b8)(args);
        this.answers.ran(subcommand);
        try {
            await (0,gitProcess/* streamGit */.t1)(this.settings, args, sink, options);
        }
        finally {
            this.answers.ran(subcommand);
        }
    }
    /** `ask` once per process when `lifetime` says its answer cannot change (gitAnswers.ts), else every time. */
    once(question, lifetime, ask, options = {}, keep) {
        if (!lifetime)
            return ask(options);
        return this.answers.ask(question.join("\0"), lifetime, (signal) => ask({ signal }), { signal: options.signal, ...(keep ? { keep } : {}) });
    }
    /** `git <args>`'s stdout, asked once per process when `lifetime` allows. */
    output(args, lifetime, options) {
        return this.once(args, lifetime, (call) => this.run(args, call), options);
    }
    /** The full SHA of the commit `ref` names. */
    async revParse(ref, options) {
        const args = ["rev-parse", "--verify", "--end-of-options", `${(0,diffSpec/* assertRevision */.yr)(ref)}^{commit}`];
        return (await this.output(args, (0,gitAnswers/* isFullObjectName */.Co)(ref) ? "process" : undefined, options)).trim();
    }
    /** The full SHA of the best common ancestor of `a` and `b`. */
    async mergeBase(a, b, options) {
        const args = (0,gitArguments/* mergeBaseArgs */.zm)(a, b);
        return (await this.output(args, (0,gitAnswers/* isFullObjectName */.Co)(a) && (0,gitAnswers/* isFullObjectName */.Co)(b) ? "untilFetch" : undefined, options)).trim();
    }
    /**
     * Whether `ancestor` is reachable from `descendant` (`merge-base
     * --is-ancestor`): git answers with exit 0 or 1; anything else is a failure.
     */
    async isAncestor(ancestor, descendant, options) {
        const args = ["merge-base", "--is-ancestor", "--end-of-options", (0,diffSpec/* assertRevision */.yr)(ancestor), (0,diffSpec/* assertRevision */.yr)(descendant)];
        return (0,gitError/* exitsCleanly */.Sg)(this.run(args, options));
    }
    /** Whether `revision` names a commit present in the local object store (a shallow or partial fetch may lack it). */
    async hasCommit(revision, options) {
        const args = ["cat-file", "-e", "--end-of-options", `${(0,diffSpec/* assertRevision */.yr)(revision)}^{commit}`];
        // Outside a repository cat-file fails the same way as for a missing commit; say so instead.
        await this.requireRepository(options);
        // Only a "yes" is kept: a commit missing now may arrive with a fetch.
        const ask = (call) => (0,gitError/* exitsCleanly */.Sg)(this.run(args, call), [1, 128]);
        return this.once(args, (0,gitAnswers/* isFullObjectName */.Co)(revision) ? "process" : undefined, ask, options, (present) => present);
    }
    /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
    async isShallow(options) {
        return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
    }
    /** The absolute path of the working tree's top directory. */
    async topLevel(options) {
        return (await this.output(gitArguments/* TOP_LEVEL */.bR, "process", options)).trim();
    }
    /**
     * The top directory and the commits `refs` name, and what `questions` ask (gitLocate.ts), from one process. The top
     * directory, the merge base and an object's absence are kept as topLevel's, mergeBase's and showFile's answers.
     * Undefined when anything fails or the output is not what was asked: then ask one by one.
     */
    async locate(refs, questions = {}, options) {
        const output = await this.run((0,gitArguments/* locateArgs */.oy)(refs, questions), options).catch((error) => {
            if (options?.signal?.aborted)
                throw error;
            return "";
        });
        const { range, object } = questions;
        const located = parseLocated(output, refs.length, { range: range !== undefined, object: object !== undefined });
        if (!located)
            return undefined;
        this.answers.record(gitArguments/* TOP_LEVEL */.bR.join("\0"), "process", `${located.topLevel}\n`);
        const found = located.range;
        if (found?.mergeBase)
            this.answers.record((0,gitArguments/* mergeBaseArgs */.zm)(found.base, found.head).join("\0"), "untilFetch", `${found.mergeBase}\n`);
        // Only an absence: a tree or a submodule there is an object name for rev-parse, but no blob for cat-file.
        const at = object && located.objectPresent === false ? located.commits[refs.indexOf(object.ref)] : undefined;
        if (at !== undefined)
            this.answers.record((0,gitArguments/* objectExistsArgs */.RT)(`${at}:${object.path}`).join("\0"), "process", false);
        return located;
    }
    async diffNameStatus(spec, options) {
        const parsed = (0,gitArguments/* parsedSpec */.BT)(spec);
        const args = (0,gitArguments/* diffArgs */.Hy)(parsed, ["--name-status", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNameStatusZ */.rd)(await this.output(args, (0,gitAnswers/* diffLifetime */.BG)(parsed), options));
    }
    async diffNumstat(spec, options, paths = []) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--numstat", "-z"], paths);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNumstatZ */.sB)(await this.run(args, options));
    }
    /** Every change's `--raw` record (full object names), in git's order: trees only, no file's content. */
    async diffListing(spec, options) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--raw", "-z", "--no-abbrev"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseRawZ */.QD)(await this.run(args, options));
    }
    /** `git cat-file --batch` of `objects` (object names git printed), its stdout handed to `sink` as git writes it. */
    async streamObjects(objects, sink, options) {
        if (!objects.every(gitAnswers/* isFullObjectName */.Co))
            throw new TypeError("streamObjects reads full object names only");
        return (0,gitProcess/* streamGitBytes */.y7)(this.settings, ["cat-file", "--batch", "--buffer"], `${objects.join("\n")}\n`, sink, options);
    }
    /**
     * Starts reading the whole diff as code review reads it (name-status and patch) and returns at once: git works while
     * the process loads, and the review's reads join the answers (gitAnswers.ts). Only a diff between two full object
     * names qualifies, whose answers are kept; a failure is not kept, so the real read asks again and reports it.
     */
    prefetchDiff(spec) {
        if (!(0,gitAnswers/* diffLifetime */.BG)((0,gitArguments/* parsedSpec */.BT)(spec)))
            return;
        const ignore = () => { };
        this.diffNameStatus(spec).catch(ignore);
        this.diffPatch(spec).catch(ignore);
    }
    /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
    async diffPatch(spec, paths = [], options) {
        const parsed = (0,gitArguments/* parsedSpec */.BT)(spec);
        const args = (0,gitArguments/* diffArgs */.Hy)(parsed, ["--patch"], paths);
        await this.requireRepository(options);
        return this.output(args, (0,gitAnswers/* diffLifetime */.BG)(parsed), options);
    }
    /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
    async baseRevision(spec, options) {
        const parsed = (0,gitArguments/* parsedSpec */.BT)(spec);
        switch (parsed.kind) {
            case "worktree":
                return this.revParse("HEAD", options);
            case "ref":
                return this.revParse(parsed.ref, options);
            case "range":
                return parsed.mergeBase ? this.mergeBase(parsed.base, parsed.head, options) : this.revParse(parsed.base, options);
        }
    }
    /** Lines matching a POSIX extended regular expression in `paths` at `revision`, read from the object store, never the working tree. */
    async grepAtRevision(revision, pattern, paths, options) {
        const rev = (0,diffSpec/* assertRevision */.yr)(revision);
        const found = [];
        // Bounded argument lists (a pathspec per changed file), each as long as the bound allows: every git process costs a fork.
        for (const batch of (0,gitArguments/* argumentBatches */.CN)(paths, gitArguments/* GREP_ARGUMENT_BYTES */.VO)) {
            const args = (0,gitArguments/* grepArgs */.kP)(rev, pattern, batch);
            const output = await this.once(args, (0,gitAnswers/* isFullObjectName */.Co)(rev) ? "process" : undefined, (call) => (0,gitError/* grepOutput */.Wm)(this.run(args, call)), options);
            for (const record of output.split("\n")) {
                // `<rev>:<path>\0<line>\0<text>`, paths verbatim with -z.
                const [where, line, ...text] = record.split("\0");
                if (!where || line === undefined || !where.startsWith(`${rev}:`))
                    continue;
                found.push({ path: where.slice(rev.length + 1), line: Number(line), text: text.join("\0") });
            }
        }
        return found;
    }
    /** A file's content at a revision, or undefined when the revision has no such file. Read up to `maxBytes`. */
    async showFile(revision, path, maxBytes, options) {
        const blob = await this.existingBlob(revision, path, options);
        return blob === undefined ? undefined : readCapped(this, ["cat-file", "blob", "--end-of-options", blob], maxBytes, options);
    }
    /** A file's bytes at a revision, undecoded, or undefined when the revision has no such file. Read up to `maxBytes`. */
    async showFileBytes(revision, path, maxBytes, options) {
        const blob = await this.existingBlob(revision, path, options);
        return blob === undefined ? undefined : (0,gitProcess/* runGitBytes */.jR)(this.settings, ["cat-file", "blob", "--end-of-options", blob], maxBytes, options);
    }
    async existingBlob(revision, path, options) {
        const objectName = `${(0,diffSpec/* assertRevision */.yr)(revision)}:${path}`;
        const args = (0,gitArguments/* objectExistsArgs */.RT)(objectName);
        // An absence locate found for a commit is kept; a "no" asked here is not (the commit itself may be missing).
        const ask = (call) => (0,gitError/* exitsCleanly */.Sg)(this.run(args, call), [1, 128]);
        const present = await this.once(args, (0,gitAnswers/* isFullObjectName */.Co)(revision) ? "process" : undefined, ask, options, (yes) => yes);
        return present ? objectName : undefined;
    }
    /**
     * The `--raw -z` records (paths verbatim), then the patch, of `paths` (literal) or all, in one pass (diffReader.ts).
     * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the reader decides binary by content.
     */
    async streamRawPatch(spec, sink, options, paths = []) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--raw", "-z", "--patch", "--text"], paths);
        await this.requireRepository(options);
        return this.stream(args, sink, options);
    }
    /**
     * Outside a repository `git diff` silently becomes `git diff --no-index`, which compares files on disk; fail with
     * git's own "not a git repository" instead. Checked once per process; a top directory found already proves it.
     */
    async requireRepository(options) {
        if (this.answers.knows(gitArguments/* TOP_LEVEL */.bR.join("\0")))
            return;
        await this.output(GIT_DIR, "process", options);
    }
    /** Untracked, not ignored files, relative to the top directory. */
    async untrackedFiles(options) {
        const top = await this.topLevel(options);
        return (0,gitOutput/* splitZ */.fs)(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
    }
}


/***/ }),

/***/ 1550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LQ: () => (/* binding */ computeSignals),
  _L: () => (/* binding */ widenedSignals)
});

// UNUSED EXPORTS: signalsFromChanges

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
// EXTERNAL MODULE: ./src/review/signals/glob.ts
var signals_glob = __webpack_require__(422);
;// CONCATENATED MODULE: ./src/review/signals/globShapes.ts
/**
 * The shapes of glob.ts's globs that globIndex.ts answers without an
 * expression: a last segment of literal pieces between stars, in a place
 * given by literal folders (at the root, exactly in them, under them at any
 * depth, or anywhere below them), or a folder's whole content. Each shape
 * matches exactly what glob.ts's expression for it matches, for a path with
 * no line terminator.
 */
/** A UTF-16 code unit beyond ASCII. */
const NOT_ASCII = /[\u0080-\uffff]/;
const LITERAL = /^[^*?{}[\]]+$/;
/** A star or a slash in braces: the alternatives would change the glob's shape (glob.ts reads `**` in braces otherwise). */
const STARS_OR_SLASHES_IN_BRACES = /\{[^}]*[*/]/;
/** Lower-cases A–Z only: what a non-unicode case-insensitive expression folds (`K`, the Kelvin sign, is not `k`). */
function asciiLower(text) {
    if (!NOT_ASCII.test(text))
        return text.toLowerCase();
    return text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
}
/** `{a,b}` alternatives, one level (glob.ts allows no nesting): every combination. */
function expandBraces(glob) {
    const open = glob.indexOf("{");
    if (open < 0)
        return [glob];
    const close = glob.indexOf("}", open);
    if (close < 0)
        return [glob];
    return glob
        .slice(open + 1, close)
        .split(",")
        .flatMap((alternative) => expandBraces(glob.slice(0, open) + alternative + glob.slice(close + 1)));
}
function namePattern(segment) {
    const pieces = segment.split("*");
    return pieces.every((piece) => piece === "" || LITERAL.test(piece)) ? pieces : undefined;
}
/** The place of a last segment after `folders` (brace-free, maybe ""), or undefined when it is not an indexed shape. */
function placeOf(folders, anywhere) {
    if (folders === "")
        return anywhere ? { kind: "anywhere" } : { kind: "root" };
    const deep = folders === "**" || folders.endsWith("/**");
    const literal = deep ? folders.slice(0, -3) : folders;
    if (!LITERAL.test(literal) || literal.split("/").includes(""))
        return undefined;
    if (deep)
        return anywhere ? { kind: "below", needle: `/${literal}/` } : undefined;
    return anywhere ? { kind: "under", needle: `/${literal}/` } : { kind: "in", dir: literal };
}
/**
 * A glob as the index's shapes, or undefined when any part of it is not one.
 * Braces are expanded in the folders and in the last segment apart (a match
 * is "some folders' place, and some name"), so the routes rule's 9 folders
 * and 40 extensions are 9 places and 40 names, not 360 entries.
 */
function shapeOf(glob) {
    if (NOT_ASCII.test(glob) || glob.includes("?") || STARS_OR_SLASHES_IN_BRACES.test(glob))
        return undefined;
    const lower = glob.toLowerCase();
    const anywhere = lower.startsWith("**/");
    const rest = anywhere ? lower.slice(3) : lower;
    // A leading slash is an empty first segment (`^/x`), not the root: the expression answers it.
    if (rest.startsWith("/"))
        return undefined;
    const cut = rest.lastIndexOf("/");
    const [folders, last] = cut < 0 ? ["", rest] : [rest.slice(0, cut), rest.slice(cut + 1)];
    if (last === "**") {
        if (folders === "" || folders === "**" || folders.endsWith("/**"))
            return undefined;
        const shapes = expandBraces(folders).map((literal) => LITERAL.test(literal) && !literal.split("/").includes("") ? { needle: `/${literal}/`, atStart: !anywhere } : undefined);
        return shapes.every((shape) => shape !== undefined) ? { kind: "folders", folders: shapes } : undefined;
    }
    const places = expandBraces(folders).map((expanded) => placeOf(expanded, anywhere));
    const names = expandBraces(last).map(namePattern);
    if (places.some((place) => place === undefined) || names.some((name) => name === undefined))
        return undefined;
    return { kind: "names", names: names, places: places };
}
/** Stars only: the first piece starts the name, the last ends it, and the others are found in order between (the leftmost fit is as good as any). */
function nameMatches(pieces, base) {
    const first = pieces[0];
    if (pieces.length === 1)
        return base === first;
    const last = pieces[pieces.length - 1];
    const end = base.length - last.length;
    if (end < first.length || !base.startsWith(first) || !base.endsWith(last))
        return false;
    let at = first.length;
    for (let i = 1; i < pieces.length - 1; i += 1) {
        const found = base.indexOf(pieces[i], at);
        if (found < 0 || found + pieces[i].length > end)
            return false;
        at = found + pieces[i].length;
    }
    return true;
}
/** `dir`: the folders, or undefined at the root; `folders`: "/" + dir + "/". */
function placeMatches(place, dir, folders) {
    switch (place.kind) {
        case "anywhere":
            return true;
        case "root":
            return dir === undefined;
        case "in":
            return dir === place.dir;
        case "under":
            return dir !== undefined && folders.endsWith(place.needle);
        case "below":
            return dir !== undefined && folders.includes(place.needle);
    }
}

;// CONCATENATED MODULE: ./src/review/signals/globIndex.ts
/**
 * Which of many glob lists a path matches, by lookups in Maps instead of a
 * regular expression per list. Nearly every glob of the rule table is a name
 * or a starred name (`go.mod`, `*.proto`, `V*__*.sql`), at any depth, in a
 * folder (`migrations`) or below one (`openapi`, then any folders), or a
 * folder's whole content: a path's last segment and its folders answer all
 * of them at once, for every list together, in time linear in the path. The
 * others (a star in a folder, as in the `packages/<any>/index.ts` entry
 * points) keep glob.ts's expression, compiled and run only when their list
 * is asked about.
 *
 * The answers are glob.ts's exactly (test/review/signals.pathRules.test.ts):
 * matching is case-insensitive for ASCII letters only, as a non-unicode `i`
 * expression is, and a path holding a line terminator, which `.` does not
 * cross, is answered by glob.ts's expressions.
 */


const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/** A line terminator or beyond ASCII: one scan says the path needs neither care. */
const UNUSUAL = /[\n\r\u0080-\uffff]/;
/** A path's answers, read before the index matches another path: the index's marks, and each list's leftover expression when asked. */
class PathMatches {
    index;
    path;
    round;
    constructor(index, path, 
    /** The index's round for this path; 0: the path is answered by the expressions alone. */
    round) {
        this.index = index;
        this.path = path;
        this.round = round;
    }
    /** Whether the path matches glob list `list`. */
    has(list) {
        if (this.round === 0)
            return this.index.whole(list).test(this.path);
        return this.index.marked(list, this.round) || (this.index.leftover(list)?.test(this.path) ?? false);
    }
}
class GlobIndex {
    lists;
    /** Exact last segments. */
    names = new Map();
    /** Starred last segments by the extension their last piece ends with: `*.ts`, `*controller.ts`, `v*__*.sql`. */
    extensions = new Map();
    /** Starred last segments whose last piece has no dot, by their first letter (`id_rsa*`). */
    initials = new Map();
    /** The rest (`*`, `*x`): checked for every path. */
    otherNames = [];
    // `**/DIR/**` and `DIR/**` by DIR's first segment: looked up for each of a path's folders.
    folders = new Map();
    leftoverGlobs;
    leftovers = [];
    wholes = [];
    /** Per list, the round of the last path that matched it: one array for every path, nothing allocated per path. */
    marks;
    round = 0;
    constructor(lists) {
        this.lists = lists;
        this.leftoverGlobs = lists.map(() => []);
        this.marks = new Int32Array(lists.length);
        // Each distinct glob is read once, whatever the number of lists it is in.
        const owners = new Map();
        lists.forEach((globs, list) => globs.forEach((glob) => push(owners, glob, list)));
        for (const [glob, listsOfGlob] of owners)
            this.add(glob, [...new Set(listsOfGlob)]);
    }
    add(glob, lists) {
        const shape = shapeOf(glob);
        if (shape === undefined) {
            (0,signals_glob/* globSource */.s)(glob); // a malformed glob fails here, not on the first path that asks
            for (const list of lists)
                this.leftoverGlobs[list].push(glob);
        }
        else if (shape.kind === "folders") {
            for (const folder of shape.folders)
                push(this.folders, folder.needle.slice(1, folder.needle.indexOf("/", 1)), { ...folder, lists });
        }
        else {
            for (const name of shape.names) {
                const entry = { lists, name, places: shape.places };
                const last = name[name.length - 1];
                if (name.length === 1)
                    push(this.names, last, entry);
                else if (last.includes("."))
                    push(this.extensions, last.slice(last.lastIndexOf(".")), entry);
                else if (name[0] !== "")
                    push(this.initials, name[0].charAt(0), entry);
                else
                    this.otherNames.push(entry);
            }
        }
    }
    /** The lists `path` matches, to be asked before the next call. */
    match(path) {
        let lower;
        if (UNUSUAL.test(path)) {
            if (LINE_TERMINATOR.test(path))
                return new PathMatches(this, path, 0);
            lower = asciiLower(path);
        }
        else
            lower = path.toLowerCase();
        if (this.round === 0x7fffffff) {
            this.marks.fill(0);
            this.round = 0;
        }
        const round = (this.round += 1);
        const slash = lower.lastIndexOf("/");
        const base = slash < 0 ? lower : lower.slice(slash + 1);
        const dir = slash < 0 ? undefined : lower.slice(0, slash);
        const folders = dir === undefined ? "" : `/${dir}/`;
        const dot = base.lastIndexOf(".");
        this.markNames(this.names.get(base), base, dir, folders);
        if (dot >= 0)
            this.markNames(this.extensions.get(base.slice(dot)), base, dir, folders);
        if (base !== "")
            this.markNames(this.initials.get(base.charAt(0)), base, dir, folders);
        this.markNames(this.otherNames, base, dir, folders);
        // Each folder segment's entries; a DIR of several segments is then checked whole, where it starts.
        for (let start = 1; start < folders.length;) {
            const end = folders.indexOf("/", start);
            const entries = this.folders.get(folders.slice(start, end));
            // Indexed loops here and below: this runs for every path, mostly before the JIT has compiled it.
            if (entries) {
                for (let i = 0; i < entries.length; i += 1) {
                    const entry = entries[i];
                    if ((!entry.atStart || start === 1) && folders.startsWith(entry.needle, start - 1))
                        this.mark(entry.lists);
                }
            }
            start = end + 1;
        }
        return new PathMatches(this, path, round);
    }
    markNames(entries, base, dir, folders) {
        if (entries === undefined)
            return;
        for (let i = 0; i < entries.length; i += 1) {
            const entry = entries[i];
            if (!nameMatches(entry.name, base))
                continue;
            for (let j = 0; j < entry.places.length; j += 1) {
                if (placeMatches(entry.places[j], dir, folders)) {
                    this.mark(entry.lists);
                    break;
                }
            }
        }
    }
    mark(lists) {
        for (let i = 0; i < lists.length; i += 1)
            this.marks[lists[i]] = this.round;
    }
    /** Whether the path of `round` matched list `list` here; a stale round is a caller's mistake, not an answer. */
    marked(list, round) {
        if (round !== this.round)
            throw new Error("glob index: a path's matches were read after another path was matched");
        return this.marks[list] === round;
    }
    /** List `list`'s globs the index does not answer, as glob.ts's expression; compiled when first asked. */
    leftover(list) {
        const globs = this.leftoverGlobs[list];
        if (globs.length === 0)
            return undefined;
        return (this.leftovers[list] ??= (0,signals_glob/* compileGlobs */.t)(globs));
    }
    /** List `list` whole, as glob.ts's expression: for a path with a line terminator. */
    whole(list) {
        return (this.wholes[list] ??= (0,signals_glob/* compileGlobs */.t)(this.lists[list]));
    }
}
function push(map, key, value) {
    const entries = map.get(key);
    if (entries)
        entries.push(value);
    else
        map.set(key, [value]);
}

// EXTERNAL MODULE: ./src/review/signals/rules.ts + 6 modules
var signals_rules = __webpack_require__(8580);
// EXTERNAL MODULE: ./src/review/signals/types.ts
var types = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/review/signals/matcher.ts
/**
 * The rule table (rules.ts) compiled for speed: every glob list in one index
 * (globIndex.ts: a few Map lookups per path, whatever the number of rules),
 * and one alternation per flag and file scope for added lines, so a
 * 10,000-file diff costs a handful of regular-expression scans per file. The
 * rule that matched is looked up only after its flag's list or alternation hits.
 */




/** A path's words for `pathWords` rules: " src o auth client ts " for `src/OAuthClient.ts`. */
function pathWords(path) {
    // Unicode lower-casing can turn a letter into ASCII (the Kelvin sign is `k`): only the expressions answer for it.
    if (NOT_ASCII.test(path))
        return unicodePathWords(path);
    // One expression, as the two below split an ASCII path: a word is capitals then small letters and digits, save
    // that capitals before a capitalised word ("XMLHttp") are one of their own. Built-in, so fast from the first path.
    return ` ${(path.match(ASCII_WORD) ?? []).join(" ").toLowerCase()} `;
}
/** An ASCII path's words. Linear: each run of capitals is scanned by at most its three alternatives. */
const ASCII_WORD = /[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+/g;
function unicodePathWords(path) {
    const split = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
    return ` ${split
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .join(" ")} `;
}
function assertStateless(pattern, rule) {
    // `test` on a global or sticky expression resumes from lastIndex: results would depend on the previous file.
    if (pattern.global || pattern.sticky)
        throw new Error(`signal rule "${rule.topic}": pattern must not use the g or y flag`);
}
function alternation(patterns, flags) {
    return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), flags);
}
class SignalMatcher {
    /** Every glob list of the table (rules' paths and inFiles, prose, lockfiles) in one index, asked once per path. */
    index;
    /** Per flag: a list of all its rules' globs (`any`), whether some rule reads words, and the rules in order. */
    pathRules;
    /** Per flag with content rules, in the groups' order: every file (no `any`), or a list of all its groups' inFiles. */
    contentScopes;
    addedLineGroups;
    prose;
    notProse;
    unscanned;
    /** Flags that some added-line rule can raise. */
    contentFlags;
    constructor(rules = signals_rules/* SIGNAL_RULES */.J6) {
        for (const rule of rules) {
            if (rule.pathWords)
                assertStateless(rule.pathWords, rule);
            if (rule.addedLines)
                assertStateless(rule.addedLines, rule);
        }
        const lists = [signals_rules/* PROSE_FILES */.Mb, signals_rules/* NOT_PROSE */.Mw, signals_rules/* UNSCANNED_FILES */.iB];
        [this.prose, this.notProse, this.unscanned] = [0, 1, 2];
        const listOf = (globs) => lists.push(globs) - 1;
        this.pathRules = types/* SIGNAL_FLAGS */.v.map((flag) => {
            const own = rules.filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords));
            const globs = own.flatMap((rule) => rule.paths ?? []);
            return {
                flag,
                ...(globs.length > 0 ? { any: listOf(globs) } : {}),
                words: own.some((rule) => rule.pathWords),
                rules: own.map((rule) => ({
                    topic: rule.topic,
                    ...(rule.paths ? { list: listOf(rule.paths) } : {}),
                    ...(rule.pathWords ? { words: rule.pathWords } : {}),
                })),
            };
        });
        this.addedLineGroups = groupAddedLineRules(rules, listOf);
        this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
        this.contentScopes = [...this.contentFlags].map((flag) => {
            const groups = this.addedLineGroups.filter((group) => group.flag === flag);
            const always = groups.some((group) => group.inFiles === undefined);
            return { flag, ...(always ? {} : { any: listOf(groups.flatMap((group) => lists[group.inFiles])) }) };
        });
        this.index = new GlobIndex(lists);
    }
    /** A path's hits, for the flags `open` says are still open (a raised flag's evidence is already written). */
    matchPath(path, open = () => true) {
        const matches = this.index.match(path);
        if (matches.has(this.prose) && !matches.has(this.notProse))
            return { hits: [], documentation: true, scanAddedLines: false, contentFlags: [] };
        let words;
        const hits = [];
        for (let i = 0; i < this.pathRules.length; i += 1) {
            const { flag, any, words: byWords, rules } = this.pathRules[i];
            if (!open(flag))
                continue;
            // One list of all the flag's globs says whether any rule matches; only then is the first one looked for.
            if (!(any !== undefined && matches.has(any)) && !(byWords && rules.some((rule) => rule.words?.test((words ??= pathWords(path))) ?? false)))
                continue;
            const rule = rules.find((candidate) => (candidate.list !== undefined && matches.has(candidate.list)) || (candidate.words?.test((words ??= pathWords(path))) ?? false));
            hits.push({ flag, topic: rule.topic, via: "path" });
        }
        return { hits, documentation: false, scanAddedLines: !matches.has(this.unscanned), contentFlags: this.scopeFlags(matches) };
    }
    /** The flags whose added-line rules apply to a file at `path` (by their `inFiles`), whatever its lines hold. */
    contentFlagsFor(path) {
        return this.scopeFlags(this.index.match(path));
    }
    scopeFlags(matches) {
        const flags = [];
        for (let i = 0; i < this.contentScopes.length; i += 1) {
            const { flag, any } = this.contentScopes[i];
            if (any === undefined || matches.has(any))
                flags.push(flag);
        }
        return flags;
    }
    /**
     * The flags raised by `addedText` (a file's added lines joined by "\n"),
     * checking only flags for which `open(flag)` is true.
     */
    matchAddedLines(path, addedText, open) {
        const hits = [];
        let matches;
        for (const group of this.addedLineGroups) {
            if (!open(group.flag) || hits.some((hit) => hit.flag === group.flag))
                continue;
            if (group.inFiles !== undefined && !(matches ??= this.index.match(path)).has(group.inFiles))
                continue;
            if (!group.pattern.test(addedText))
                continue;
            const rule = group.rules.find((candidate) => candidate.addedLines.test(addedText));
            hits.push({ flag: group.flag, topic: rule.topic, via: "added line" });
        }
        return hits;
    }
}
/** One alternation per flag, file scope and regular-expression flags (which cannot mix in one expression). */
function groupAddedLineRules(rules, listOf) {
    const groups = new Map();
    for (const rule of rules) {
        if (!rule.addedLines)
            continue;
        const key = [rule.flag, rule.inFiles?.join("\n") ?? "", rule.addedLines.flags].join("\0");
        const group = groups.get(key) ?? { flag: rule.flag, inFiles: rule.inFiles, flags: rule.addedLines.flags, rules: [] };
        group.rules.push(rule);
        groups.set(key, group);
    }
    return [...groups.values()].map((group) => ({
        flag: group.flag,
        ...(group.inFiles ? { inFiles: listOf(group.inFiles) } : {}),
        pattern: alternation(group.rules.map((rule) => rule.addedLines), group.flags),
        rules: group.rules,
    }));
}
const defaultSignalMatcher = new SignalMatcher();

;// CONCATENATED MODULE: ./src/review/signals/addedText.ts
/** The added lines joined by "\n", as the rules read them; undefined when there are none. */
function addedTextOf(change) {
    if (change.addedText !== undefined)
        return change.addedText;
    return change.addedLines.length > 0 ? change.addedLines.join("\n") : undefined;
}
/** The first `count` added lines. */
function firstAddedLines(change, count) {
    if (change.addedText === undefined)
        return change.addedLines.slice(0, count);
    const text = change.addedText;
    const lines = [];
    let start = 0;
    while (lines.length < count) {
        const newline = text.indexOf("\n", start);
        if (newline < 0) {
            lines.push(text.slice(start));
            break;
        }
        lines.push(text.slice(start, newline));
        start = newline + 1;
    }
    return lines;
}

// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
// EXTERNAL MODULE: ./src/review/codeReview/conventions.ts
var conventions = __webpack_require__(7708);
// EXTERNAL MODULE: ./src/review/codeReview/generatedMarkers.ts
var generatedMarkers = __webpack_require__(9090);
;// CONCATENATED MODULE: ./src/review/signals/inPlace.ts
/**
 * Files only the security lane reads (codeReview/filePolicy.ts) must select
 * it: a built-in convention's file edited in place (`dist/index.js`, what an
 * action's users run; `.yarn/releases/*.cjs`, what every `yarn` runs;
 * `vendor/…`), a file with a generator's header at the base edited in place,
 * and a file added with a generator's header. Each raises `touches_deps`:
 * code that ships to users without its source being reviewed.
 */




const TOPIC = "build output, vendored or generated code (reviewed by the security lane only)";
/** From the change alone: a convention's file edited in place, or a generator's header on an added file (its first added lines). */
function inPlaceHits(change) {
    if ((0,baseMarkers/* existedAtBase */.Ro)(change) && (0,conventions/* builtInConvention */.T)(change.path))
        return [{ flag: "touches_deps", topic: TOPIC, via: "path" }];
    if (change.status === "added" && (0,generatedMarkers/* headerMarker */.e3)(firstAddedLines(change, generatedMarkers/* MARKER_LINES */.V3)) !== undefined)
        return [{ flag: "touches_deps", topic: TOPIC, via: "added line" }];
    return [];
}
/**
 * A file edited in place whose base carries a generator's header: only the
 * base says so, so it is asked of git (the same grep code review runs, whose
 * answer git keeps). Only when nothing raised `touches_deps` yet. `changes`
 * are the diff's, as read with the patch: no second `git diff` lists them.
 * The evidence to raise `touches_deps` with, or undefined.
 */
async function baseMarkerEvidence(git, spec, signals, changes, signal) {
    if (signals.touches_deps || signals.file_count === 0)
        return undefined;
    const options = signal ? { signal } : {};
    const [path] = (await (0,baseMarkers/* baseMarkers */.DA)(git, spec, changes, options)).keys();
    return path === undefined ? undefined : `${path} (generator header at the base: ${TOPIC})`;
}
/** `signals` with `touches_deps` raised by `evidence`, when there is one. */
function withBaseMarkerEvidence(signals, evidence) {
    if (evidence === undefined)
        return signals;
    return { ...signals, touches_deps: true, signal_evidence: { ...signals.signal_evidence, touches_deps: evidence } };
}

;// CONCATENATED MODULE: ./src/review/signals/submodules.ts
const GITMODULES = /(?:^|\/)\.gitmodules$/i;
function submoduleHits(change) {
    if (change.gitlink)
        return [{ flag: "touches_deps", topic: "git submodule commit (gitlink)", via: "path" }];
    if (GITMODULES.test(change.path) || (change.oldPath !== undefined && GITMODULES.test(change.oldPath))) {
        return [{ flag: "touches_deps", topic: "git submodules (.gitmodules)", via: "path" }];
    }
    return [];
}

;// CONCATENATED MODULE: ./src/review/signals/accumulator.ts
/**
 * Folds changed files into diff signals. A change is first listed (its path
 * and status: path rules, submodules, a convention's file edited in place),
 * then, only while its added lines could still raise a flag, read: content
 * rules and an added file's generator header. Its counts come from the read,
 * or from git's numstat. Flags only ever go from false to true.
 *
 * The listing and the reads arrive in any order (compute.ts lists every change
 * before reading any), yet the evidence is what one pass in git's order would
 * write: each hit is placed by the change's index in git's order and, within a
 * change, path before header before added lines, and the earliest place wins.
 */






/** Within one change, the order one pass raised its hits in. */
const PATH = 0;
const HEADER = 1;
const CONTENT = 2;
/** After every change of the diff: what a manifest declares (manifestSurface.ts). */
const AFTER_EVERY_CHANGE = Number.MAX_SAFE_INTEGER;
class accumulator_SignalAccumulator {
    matcher;
    evidence = new Map();
    listed = [];
    everyFileIsDocumentation = true;
    /** The flags some content rule can raise, as a list: asked once per added file. */
    contentFlags;
    constructor(matcher = defaultSignalMatcher) {
        this.matcher = matcher;
        this.contentFlags = [...matcher.contentFlags];
    }
    /** Lists a change from its record alone; returns its index. */
    list(change) {
        const at = this.listed.length;
        const open = (flag) => this.openAt(flag, at, PATH);
        const verdict = this.matcher.matchPath(change.path, open);
        for (const hit of verdict.hits)
            this.raise(hit, at, PATH, change.path);
        let documentation = verdict.documentation;
        // A rename or copy touches what its old path was, too: moving src/auth/ away is an auth change.
        if (change.oldPath !== undefined && change.oldPath !== change.path) {
            const old = this.matcher.matchPath(change.oldPath, open);
            for (const hit of old.hits)
                this.raise(hit, at, PATH, change.oldPath);
            documentation &&= old.documentation;
        }
        for (const hit of submoduleHits(change))
            this.raise(hit, at, PATH, change.path);
        // Without lines, inPlaceHits answers for a convention's file edited in place only; a header is read later.
        for (const hit of inPlaceHits({ path: change.path, status: change.status, addedLines: [] }))
            this.raise(hit, at, PATH, change.path);
        if (!documentation)
            this.everyFileIsDocumentation = false;
        this.listed.push({
            path: change.path,
            status: change.status,
            scanned: verdict.scanAddedLines,
            hasAddedLines: change.hasAddedLines,
            read: false,
            contentFlags: verdict.contentFlags,
        });
        return at;
    }
    /** Whether change `at`'s added lines could still raise a flag: a content rule of a flag open there applies to its path. */
    wantsContent(at) {
        const entry = this.listed[at];
        if (!entry.scanned || !entry.hasAddedLines)
            return false;
        return entry.contentFlags.some((flag) => this.openAt(flag, at, CONTENT));
    }
    /** Whether change `at` is an added file whose first lines could still raise touches_deps (a generator's header, inPlace.ts). */
    wantsHeader(at) {
        const entry = this.listed[at];
        // One pass kept a file's lines only while some content rule's flag was open: so does this.
        const linesKept = this.contentFlags.some((flag) => this.openAt(flag, at - 1, CONTENT));
        return entry.status === "added" && entry.scanned && entry.hasAddedLines && linesKept && this.openAt("touches_deps", at, HEADER);
    }
    /**
     * Change `at` as read with its added lines (the patch reader's, or an
     * untracked file's): its header, its content rules, and its counts, which
     * replace git's numstat: the reader decides binary by content (a NUL alone
     * does not make UTF-16 binary), never by an attribute the pull request sets.
     */
    read(at, change) {
        const entry = this.listed[at];
        entry.counted = change;
        entry.read = true;
        if (change.status === "added")
            for (const hit of inPlaceHits(change))
                this.raise(hit, at, HEADER, entry.path);
        // Binary by content (not a NUL alone, see DiffReader) and no source extension: its bytes would raise flags at random.
        if (!entry.scanned || (change.binary && !(0,secretFiles/* hasSourceExtension */.Ty)(change.path)))
            return;
        const addedText = addedTextOf(change);
        if (addedText === undefined)
            return;
        for (const hit of this.matcher.matchAddedLines(entry.path, addedText, (flag) => this.openAt(flag, at, CONTENT)))
            this.raise(hit, at, CONTENT, entry.path);
    }
    /** An added file's first lines, read from its blob (git/blobHeads.ts): the generator header alone. */
    readHead(at, lines) {
        const entry = this.listed[at];
        for (const hit of inPlaceHits({ path: entry.path, status: entry.status, addedLines: lines }))
            this.raise(hit, at, HEADER, entry.path);
    }
    /** The changes not read, whose counts must come from git's numstat (count). */
    uncounted() {
        return this.listed.flatMap((entry, at) => (entry.counted === undefined ? [at] : []));
    }
    /** Change `at`'s counts from git's numstat: null counts where git calls it binary (by content, or by an attribute). */
    count(at, added, removed) {
        const entry = this.listed[at];
        if (!entry.read)
            entry.counted = { status: entry.status, binary: added === null, added: added ?? 0, removed: removed ?? 0, addedLines: [] };
    }
    /** Change `at`'s counts from a patch read without keeping its lines: the reader's, as `read` takes them. */
    countRead(at, change) {
        const entry = this.listed[at];
        if (!entry.read)
            entry.counted = change;
    }
    /** Lists and reads a change whose added lines are in hand (an untracked file; the rule table's tests). */
    add(change) {
        const { path, status, oldPath, gitlink, untracked } = change;
        this.read(this.list({ path, status, oldPath, gitlink, untracked, hasAddedLines: true }), change);
    }
    /** consumer_surface from a reader beyond the rule table (manifestSurface.ts): what a manifest declares. */
    raiseSurface(path, why) {
        this.raise({ flag: "consumer_surface", via: "path", topic: why }, AFTER_EVERY_CHANGE, PATH, path);
    }
    result() {
        const flag = (name) => this.evidence.has(name);
        const files = this.listed.map((entry) => entry.path);
        return {
            changed_files: files,
            changed_files_sample: files.slice(0, types/* CHANGED_FILES_SAMPLE */.S),
            file_count: files.length,
            touches_auth: flag("touches_auth"),
            touches_deps: flag("touches_deps"),
            touches_exec: flag("touches_exec"),
            touches_proto: flag("touches_proto"),
            touches_migrations: flag("touches_migrations"),
            consumer_surface: flag("consumer_surface"),
            docs_only: files.length > 0 && this.everyFileIsDocumentation,
            signal_evidence: Object.fromEntries(types/* SIGNAL_FLAGS */.v.filter(flag).map((name) => [name, this.evidence.get(name).text])),
            signals_summary: summaryLine(files.length, tallyOf(this.listed.flatMap((entry) => (entry.counted ? [entry.counted] : [])))),
            signals_error: "",
        };
    }
    /** Whether a hit for `flag` at change `at`, of `rank`, would still be the first: nothing earlier raised it. */
    openAt(flag, at, rank) {
        const first = this.evidence.get(flag);
        return first === undefined || first.at > at || (first.at === at && first.rank > rank);
    }
    raise(hit, at, rank, path) {
        if (this.openAt(hit.flag, at, rank))
            this.evidence.set(hit.flag, { at, rank, text: `${path} (${hit.via}: ${hit.topic})` });
    }
}
function tallyOf(changes) {
    const tally = { added: 0, removed: 0, created: 0, renamed: 0, copied: 0, deleted: 0, binary: 0, untracked: 0 };
    for (const change of changes) {
        // As git's numstat: a binary file's lines are not counted.
        if (!change.binary) {
            tally.added += change.added ?? change.addedLines.length;
            tally.removed += change.removed ?? 0;
        }
        if (change.binary)
            tally.binary += 1;
        if (change.untracked)
            tally.untracked += 1;
        else if (change.status === "added")
            tally.created += 1;
        else if (change.status === "renamed")
            tally.renamed += 1;
        else if (change.status === "copied")
            tally.copied += 1;
        else if (change.status === "deleted")
            tally.deleted += 1;
    }
    return tally;
}
/** "12 files, +340/−25 lines; renames 2, deletions 1, binary 1" — only the kinds present. */
function summaryLine(fileCount, tally) {
    const head = `${fileCount} ${fileCount === 1 ? "file" : "files"}, +${tally.added}/−${tally.removed} lines`;
    const kinds = [
        ["new", tally.created],
        ["renames", tally.renamed],
        ["copies", tally.copied],
        ["deletions", tally.deleted],
        ["binary", tally.binary],
        ["untracked", tally.untracked],
    ];
    const present = kinds.filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`);
    return present.length > 0 ? `${head}; ${present.join(", ")}` : head;
}

;// CONCATENATED MODULE: ./src/review/git/blobLines.ts
/**
 * An added blob's line count as `git diff --numstat` gives it, from the blob's
 * bytes as they stream past (blobHeads.ts reads every added file's blob anyway
 * for its header): the numstat of the same files need not inflate them again.
 *
 * git's own rules (diff.c `diff_filespec_is_binary`, xdiff-interface.c
 * `buffer_is_binary`): a blob over core.bigFileThreshold (512 MiB by default)
 * is binary, and so is one with a NUL byte in its first 8,000 bytes; a text
 * file's added lines are its newlines, plus one for a last line without one.
 * Where git would call the blob binary, the count is `unsure` and git's numstat
 * (or the patch reader) counts it: that is the one case where the two could
 * differ. Attributes are not read: see docs/security.md.
 */
/** git's FIRST_FEW_BYTES: a NUL byte in this many bytes makes a blob binary. */
const BINARY_SNIFF = 8000;
/** core.bigFileThreshold's default: git calls a larger blob binary without looking at it. */
const BIG_FILE_THRESHOLD = 512 * 1024 * 1024;
const NEWLINE = 0x0a;
class LineTally {
    newlines = 0;
    seen = 0;
    last = -1;
    nul = false;
    /** The blob's next bytes. */
    add(piece) {
        if (piece.length === 0)
            return;
        if (!this.nul && this.seen < BINARY_SNIFF && piece.subarray(0, BINARY_SNIFF - this.seen).indexOf(0) >= 0)
            this.nul = true;
        this.seen += piece.length;
        this.last = piece[piece.length - 1];
        // One native scan per line: 22 MB of 50-byte lines in about 15 ms.
        for (let at = piece.indexOf(NEWLINE); at >= 0; at = piece.indexOf(NEWLINE, at + 1))
            this.newlines += 1;
    }
    /** The count once every byte of a blob of `size` bytes was added. */
    result(size) {
        if (this.seen !== size || this.nul || size > BIG_FILE_THRESHOLD)
            return { kind: "unsure" };
        return { kind: "lines", added: this.newlines + (size > 0 && this.last !== NEWLINE ? 1 : 0) };
    }
}

;// CONCATENATED MODULE: ./src/review/git/blobHeads.ts
/**
 * The first lines of blobs, from one `git cat-file --batch`: what a generator
 * header check reads of an added file, without a patch of the whole file; and,
 * from the same bytes, each blob's line count for the summary (blobLines.ts).
 * Each blob's bytes beyond a small window are counted as they stream, never
 * decoded or kept.
 *
 * A head is only given where it is exactly the text the patch reader
 * (diffReader.ts) would have cut from the patch: no NUL byte in the window
 * (the reader would have read the file as UTF-16 or binary and changed its
 * text) and the lines asked for inside it. Anything else is `unsure`, and the
 * caller reads that file's patch instead.
 */


const UNSURE = { head: { kind: "unsure" }, lines: { kind: "unsure" } };
/** Bytes of each blob looked at: well past the 8,000 characters in which the patch reader looks for a NUL. */
const HEAD_WINDOW = 64 * 1024;
const blobHeads_NEWLINE = 0x0a;
/** Reads `git cat-file --batch` output: `<name> <type> <size>\n<content>\n`, or `<name> missing\n`. */
class BlobHeadReader {
    lineCount;
    reads = new Map();
    header = [];
    pending;
    constructor(lineCount) {
        this.lineCount = lineCount;
    }
    write(chunk) {
        let position = 0;
        while (position < chunk.length) {
            const pending = this.pending;
            if (pending) {
                const take = Math.min(pending.left, chunk.length - position);
                // All but the newline that closes the object is content.
                const content = Math.min(take, pending.left - 1);
                if (content > 0)
                    this.look(pending, chunk.subarray(position, position + content));
                pending.left -= take;
                position += take;
                if (pending.left === 0)
                    this.finish(pending);
                continue;
            }
            const newline = chunk.indexOf(blobHeads_NEWLINE, position);
            const end = newline < 0 ? chunk.length : newline;
            this.header.push(chunk.subarray(position, end));
            position = end;
            if (newline >= 0) {
                position += 1;
                this.startObject(Buffer.concat(this.header).toString("latin1"));
                this.header = [];
            }
        }
    }
    end() {
        if (this.pending || this.header.some((part) => part.length > 0))
            throw unreadable("its output ends inside an object");
    }
    startObject(line) {
        const [name = "", type = "", sizeField = ""] = line.split(" ");
        if (type === "missing" || type === "ambiguous") {
            this.reads.set(name, UNSURE);
            return;
        }
        const size = Number(sizeField);
        if (!/^[0-9a-f]+$/.test(name) || !Number.isSafeInteger(size) || size < 0)
            throw unreadable(`unexpected header ${JSON.stringify(line.slice(0, 120))}`);
        this.pending = { name, left: size + 1, size, blob: type === "blob", seen: 0, kept: [], keptBytes: 0, newlines: 0, nul: false, tally: new LineTally() };
    }
    /** The next piece of the current blob's content: counted; looked at for a NUL within the window, kept up to its lines. */
    look(pending, piece) {
        pending.tally.add(piece);
        const start = pending.seen;
        pending.seen += piece.length;
        if (start >= HEAD_WINDOW)
            return;
        const window = piece.subarray(0, Math.min(piece.length, HEAD_WINDOW - start));
        if (!pending.nul && window.indexOf(0) >= 0)
            pending.nul = true;
        if (pending.newlines >= this.lineCount)
            return;
        let end = window.length;
        for (let from = 0; pending.newlines < this.lineCount;) {
            const newline = window.indexOf(blobHeads_NEWLINE, from);
            if (newline < 0)
                break;
            pending.newlines += 1;
            from = end = newline + 1;
            if (pending.newlines < this.lineCount)
                end = window.length;
        }
        pending.kept.push(Buffer.from(window.subarray(0, end)));
        pending.keptBytes += end;
    }
    finish(pending) {
        this.pending = undefined;
        // Lines that run past the window, or a NUL in it: not what the patch reader would show. Ask for the patch.
        const complete = pending.newlines >= this.lineCount || pending.keptBytes === pending.size;
        if (!pending.blob)
            return void this.reads.set(pending.name, UNSURE);
        const lines = pending.tally.result(pending.size);
        if (pending.nul || !complete)
            return void this.reads.set(pending.name, { head: { kind: "unsure" }, lines });
        const text = Buffer.concat(pending.kept).toString("utf8");
        const head = text === "" ? [] : (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
        this.reads.set(pending.name, { head: { kind: "head", lines: head }, lines });
    }
}
function unreadable(message) {
    return new errors/* GauntletError */.xx("DIFF_UNREADABLE", "runtime", `unexpected git cat-file output: ${message}`);
}
/** The first `lineCount` lines and the line count of each blob in `objects` (full object names), by object name. */
async function readBlobs(git, objects, lineCount, options) {
    const reader = new BlobHeadReader(lineCount);
    if (objects.length === 0)
        return reader.reads;
    await git.streamObjects(objects, (chunk) => reader.write(chunk), options);
    reader.end();
    return reader.reads;
}

// EXTERNAL MODULE: ./src/review/git/gitOutput.ts
var gitOutput = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/review/git/diffReader.ts
/**
 * Reads `git diff --raw -z --patch` output as it streams (Git.streamRawPatch).
 * git writes one NUL-separated record per change — status and verbatim paths —
 * then an empty field, then the unified patch with one section per change in
 * the same order. Paths come from the records, never from the patch headers,
 * which quote some names and are ambiguous when a name has spaces; a section
 * is matched to its record by order, and the header is checked against it.
 *
 * One git process and one pass: the reason the signals cost about what a bare
 * `git diff --numstat` costs. The patch is scanned in place, by index: an added
 * line is never a string of its own. A file's added lines reach the rules as
 * one text, cut from the patch a run of consecutive `+` lines at a time.
 */


/** git's output did not have the expected shape. Runtime: the caller degrades. */
class DiffReadError extends errors/* GauntletError */.xx {
    constructor(message) {
        super("DIFF_UNREADABLE", "runtime", `unexpected git diff output: ${message}`);
    }
}
/** git's binary test reads this much of a file: a NUL byte in it makes the file binary. */
const diffReader_BINARY_SNIFF = 8000;
/** Added lines kept per file: enough for every content rule, bounded for a huge (or binary) file. */
const ADDED_LINES_KEPT_BYTES = 1024 * 1024;
const PLUS = 0x2b;
const MINUS = 0x2d;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const AT = 0x40;
const LOWER_D = 0x64;
const DOUBLE_QUOTE = 0x22;
const DELETE = 0x7f;
/** Whether git C-quotes this path in a patch header even with core.quotepath=false. */
function quotedByGit(path) {
    for (let i = 0; i < path.length; i += 1) {
        const code = path.charCodeAt(i);
        if (code < SPACE || code === DELETE || code === DOUBLE_QUOTE || code === BACKSLASH)
            return true;
    }
    return false;
}
/** Lines of UTF-16/32 text read as bytes, as their characters: ASCII exactly, the rest approximately (each line's BOM goes). */
function withoutNuls(text) {
    return text.replaceAll("\0", "").replace(/(^|\n)\ufffd+/g, "$1");
}
/** A run of `+` lines, from its first line's `+` to its last line's end, as their text: each "\n+" is a line break and a marker. */
function runText(data, start, end) {
    return data.slice(start + 1, end).replaceAll("\n+", "\n");
}
class DiffReader {
    options;
    phase = "records";
    carry = "";
    pendingRecord;
    changes = [];
    nextChange = 0;
    section;
    /** In the chunk being read: the first NUL at or after the current line, or -1 when there is none. */
    nulAt = -1;
    constructor(options) {
        this.options = options;
    }
    write(text) {
        const data = this.carry + text;
        let position = 0;
        if (this.phase === "records")
            position = this.readRecords(data, position);
        if (this.phase === "patch")
            position = this.readPatchLines(data, position);
        this.carry = data.slice(position);
    }
    end() {
        if (this.carry !== "") {
            if (this.phase === "records")
                throw new DiffReadError("the change records end mid-record");
            // The last line, without its newline: read as a chunk of its own.
            this.readPatchLines(`${this.carry}\n`, 0);
            this.carry = "";
        }
        if (this.pendingRecord)
            throw new DiffReadError("a change record lacks its path");
        this.finishSection();
        // Records without a patch section still are changes.
        while (this.nextChange < this.changes.length)
            this.emit(this.nextChange++);
    }
    readRecords(data, start) {
        let position = start;
        for (;;) {
            const nul = data.indexOf("\0", position);
            if (nul < 0)
                return position;
            const field = data.slice(position, nul);
            position = nul + 1;
            if (this.pendingRecord) {
                this.pendingRecord.paths.push(field);
                if (this.pendingRecord.paths.length === this.pendingRecord.wanted)
                    this.recordChange(this.pendingRecord);
            }
            else if (field === "") {
                this.phase = "patch";
                return position;
            }
            else if (field.startsWith(":")) {
                const { status, oldMode, newMode } = (0,gitOutput/* parseRawRecord */.TC)(field);
                // A submodule's commit (mode 160000) on either side: signals/submodules.ts.
                this.pendingRecord = { status, paths: [], wanted: (0,gitOutput/* hasTwoPaths */.Tp)(status) ? 2 : 1, gitlink: oldMode === "160000" || newMode === "160000" };
            }
            else {
                throw new DiffReadError(`expected a change record, got ${JSON.stringify(field.slice(0, 80))}`);
            }
        }
    }
    recordChange(record) {
        const path = record.paths[record.paths.length - 1];
        const change = { path, status: record.status, binary: false, addedLines: [], added: 0, removed: 0 };
        if (record.gitlink)
            change.gitlink = true;
        if (record.paths.length === 2)
            change.oldPath = record.paths[0];
        this.changes.push(change);
        this.pendingRecord = undefined;
    }
    readPatchLines(data, start) {
        let position = start;
        // The first NUL at or after the current line, found once per chunk and again only past it: one native scan, so
        // the binary sniff costs nothing per line of text (a per-line indexOf would scan to the chunk's end: quadratic).
        this.nulAt = data.indexOf("\0", position);
        for (;;) {
            const newline = data.indexOf("\n", position);
            if (newline < 0)
                break;
            if (this.nulAt >= 0 && this.nulAt < position)
                this.nulAt = data.indexOf("\0", position);
            this.patchLine(data, position, newline);
            position = newline + 1;
        }
        // The chunk's text is dropped after this write: what a run has kept so far is cut from it now.
        if (this.section)
            this.closeRun(this.section, data);
        return position;
    }
    patchLine(data, start, end) {
        const first = data.charCodeAt(start);
        const section = this.section;
        if (section?.inHunk) {
            if (first === PLUS) {
                section.change.added += 1;
                this.sniff(section, data, start, end);
                if (section.collect && section.seen <= ADDED_LINES_KEPT_BYTES) {
                    if (section.runStart < 0)
                        section.runStart = start;
                    section.runEnd = end;
                    section.kept += 1;
                }
                else
                    this.closeRun(section, data);
                return;
            }
            this.closeRun(section, data);
            if (first === MINUS) {
                section.change.removed += 1;
                if (section.change.status === "deleted")
                    this.sniff(section, data, start, end);
                return;
            }
            if (first === SPACE || first === BACKSLASH || first === AT)
                return;
        }
        if (section)
            this.closeRun(section, data);
        if (first === LOWER_D && data.startsWith("diff --git ", start))
            return this.startSection(data.slice(start, end));
        if (!section)
            throw new DiffReadError(`patch text before the first section: ${JSON.stringify(data.slice(start, Math.min(end, start + 80)))}`);
        if (first === AT && data.startsWith("@@ ", start))
            section.inHunk = true;
        else if (data.startsWith("Binary files ", start) || data.startsWith("GIT binary patch", start))
            section.change.binary = true;
    }
    /**
     * The patch is read with `--text`, so binary is decided here, by content,
     * never by attributes: a NUL byte in the first 8000 bytes, as git's own
     * test, and (so that one NUL in a comment hides nothing) more than a tenth
     * of them not text (fileContent.ts's looksBinary, the same rule).
     */
    sniff(section, data, start, end) {
        const windowLeft = diffReader_BINARY_SNIFF - section.seen;
        if (windowLeft > 0) {
            const stop = Math.min(end, start + 1 + windowLeft);
            // The common case, text: the chunk's next NUL (readPatchLines) lies past this line's part of the window.
            if (!section.nul && this.nulAt >= 0 && this.nulAt < stop)
                section.nul = true;
            // Text never has a NUL; from the first one on, count what else is not text.
            if (section.nul) {
                for (let i = start + 1; i < stop; i += 1) {
                    const code = data.charCodeAt(i);
                    if (code === 0xfffd || code === 0x7f || (code < 0x20 && code !== 0x00 && code !== 0x09 && code !== 0x0d && code !== 0x0c))
                        section.odd += 1;
                }
                section.sniffed += stop - start;
            }
        }
        section.seen += end - start;
    }
    startSection(header) {
        // A type change (file ↔ symlink) is one record but two sections with the same header.
        if (this.section?.header === header) {
            this.section.inHunk = false;
            return;
        }
        this.finishSection();
        const index = this.nextChange++;
        const change = this.changes[index];
        if (!change)
            throw new DiffReadError(`patch section without a change record: ${JSON.stringify(header.slice(0, 200))}`);
        const oldPath = change.oldPath ?? change.path;
        if (!quotedByGit(oldPath) && !quotedByGit(change.path) && header !== `diff --git a/${oldPath} b/${change.path}`) {
            throw new DiffReadError(`patch section ${JSON.stringify(header.slice(0, 200))} does not match the change record for ${JSON.stringify(change.path)}`);
        }
        const collect = this.options.collectAddedLines?.(change.path) ?? true;
        this.section = { change, header, inHunk: false, collect, seen: 0, nul: false, odd: 0, sniffed: 0, runStart: -1, runEnd: -1, pieces: [], kept: 0 };
    }
    /** Ends the open run of kept `+` lines, if any, keeping its text. */
    closeRun(section, data) {
        if (section.runStart < 0)
            return;
        section.pieces.push(runText(data, section.runStart, section.runEnd));
        section.runStart = -1;
    }
    finishSection() {
        if (!this.section)
            return;
        const { change, nul, odd, sniffed, pieces, kept } = this.section;
        const binary = nul && odd * 10 > sniffed;
        if (binary)
            change.binary = true;
        if (kept > 0) {
            const text = pieces.length === 1 ? pieces[0] : pieces.join("\n");
            // Text with NULs is UTF-16 or UTF-32 read as bytes: its characters are what is left without them (and without
            // the BOM, which arrives as U+FFFD). The rules then read `exec(` where git's patch has `e\0x\0e\0c\0(`.
            change.addedText = nul && !binary ? withoutNuls(text) : text;
        }
        this.section = undefined;
        this.emit(this.nextChange - 1);
    }
    emit(index) {
        const change = this.changes[index];
        this.changes[index] = undefined; // emitted changes are not kept: the diff may be large
        if (change)
            this.options.onChange(change);
    }
}

// EXTERNAL MODULE: ./src/review/git/gitArguments.ts
var gitArguments = __webpack_require__(3439);
// EXTERNAL MODULE: ./src/review/git/gitAnswers.ts
var gitAnswers = __webpack_require__(6240);
;// CONCATENATED MODULE: ./src/review/signals/contentPass.ts
/**
 * The signals' second pass (compute.ts): the content of only those listed
 * changes whose added lines could still raise a flag. Most of a large pull
 * request's text cannot: once a flag is raised its rules are not run again, and
 * a rule reads only the files its `inFiles` names. So the patch is read in
 * batches of files that grow (32, 64, 128 … paths), and which files are wanted
 * is asked again before each batch, from the flags raised so far. When nothing
 * is wanted, no further git process runs.
 *
 * An added file wanted only for a generator's header (inPlace.ts) is read from
 * its blob's first lines instead (git/blobHeads.ts); where that is not exactly
 * what the patch would show, its patch is read after all. The same pass over
 * the blobs counts the added files' lines for the summary (git/blobLines.ts),
 * so git's numstat counts only the other files no patch was read for.
 */





/** Paths in the first batch; each next batch takes twice as many, up to the largest. */
const FIRST_BATCH = 32;
const LARGEST_BATCH = 512;
/** Reads what the listed changes' content can still raise: patches first, then added files' heads, and counts the rest. */
async function readContent(reads) {
    const { accumulator, changes } = reads;
    const read = new Set();
    await readPatches(reads, (at) => accumulator.wantsContent(at), read);
    const heads = changes.flatMap((_, at) => (!read.has(at) && accumulator.wantsHeader(at) ? [at] : []));
    const uncounted = accumulator.uncounted();
    const countable = new Set(uncounted.filter((at) => changes[at].status === "added" && hasBlob(changes[at])));
    const others = uncounted.filter((at) => !countable.has(at));
    // The blobs are counted when they are read for headers anyway, or when that spares git's numstat altogether: else a
    // cat-file process would only move the same inflating out of the numstat that runs for the others.
    const fromBlobs = heads.some((at) => hasBlob(changes[at])) || others.length === 0 ? [...countable] : [];
    const [unsure] = await Promise.all([readBlobHeads(reads, heads, fromBlobs), countByNumstat(reads, fromBlobs.length > 0 ? others : uncounted)]);
    await readPatches(reads, (at) => unsure.has(at) && accumulator.wantsHeader(at), read);
    // What the blobs could not count (binary to git) and no patch read.
    await countByNumstat(reads, accumulator.uncounted());
}
/** A blob git has hashed (not a working-tree file, all zeros), and not a submodule's commit. */
function hasBlob({ newObject, newMode }) {
    return (0,gitAnswers/* isFullObjectName */.Co)(newObject) && /[^0]/.test(newObject) && newMode !== "160000";
}
/** A change's pathspec: a rename's old path too, as a pathspec applies before rename detection (else it reads as added). */
function pathsOf({ path, oldPath }) {
    return oldPath !== undefined && oldPath !== path ? [oldPath, path] : [path];
}
const argumentBytes = (paths) => paths.reduce((sum, path) => sum + Buffer.byteLength(path) + 1, 0);
/** The summary's counts for the changes `uncounted`: git's numstat of just those, or of all past the argument bound. */
async function countByNumstat(reads, uncounted) {
    const { git, spec, accumulator, changes, signal } = reads;
    if (uncounted.length === 0)
        return;
    const paths = uncounted.flatMap((at) => pathsOf(changes[at]));
    const entries = await git.diffNumstat(spec, signal ? { signal } : {}, argumentBytes(paths) <= gitArguments/* GREP_ARGUMENT_BYTES */.VO ? paths : []);
    const byPath = new Map(entries.map((entry) => [entry.path, entry]));
    for (const at of uncounted) {
        const entry = byPath.get(changes[at].path);
        if (!entry)
            throw new DiffReadError(`git diff --numstat did not count ${JSON.stringify(changes[at].path)}`);
        accumulator.count(at, entry.added, entry.removed);
    }
}
/**
 * The patches of the changes `wanted` says, in growing batches; `read` collects those read. After the first batch,
 * when most of what is left is still wanted (a change to code throughout), the rest is read in one pass of the whole
 * diff instead: a pathspec per file costs git a match of every path against each.
 */
async function readPatches(reads, wanted, read) {
    const { changes } = reads;
    let next = 0;
    for (let size = FIRST_BATCH; next < changes.length; size *= 2) {
        if (size > FIRST_BATCH) {
            let stillWanted = 0;
            for (let at = next; at < changes.length; at += 1)
                if (!read.has(at) && wanted(at))
                    stillWanted += 1;
            if (stillWanted === 0)
                return;
            if (stillWanted * 2 > changes.length - next || stillWanted > LARGEST_BATCH)
                return readWhole(reads, wanted, read);
        }
        const batch = new Set();
        const paths = [];
        let bytes = 0;
        for (; next < changes.length && batch.size < size; next += 1) {
            if (read.has(next) || !wanted(next))
                continue;
            const own = pathsOf(changes[next]);
            const cost = argumentBytes(own);
            if (batch.size > 0 && bytes + cost > gitArguments/* GREP_ARGUMENT_BYTES */.VO)
                break;
            batch.add(next);
            paths.push(...own);
            bytes += cost;
        }
        if (batch.size === 0)
            return;
        await streamPatch(reads, paths, (at) => batch.has(at), read);
        const [missing] = [...batch].filter((at) => !read.has(at));
        if (missing !== undefined)
            throw new DiffReadError(`the patch of ${JSON.stringify(changes[missing].path)} was asked for and not given`);
    }
}
/** The whole diff's patch: each file's lines kept when it is still wanted as its section starts; every file counted. */
function readWhole(reads, wanted, read) {
    return streamPatch(reads, [], (at) => !read.has(at) && wanted(at), read);
}
/** Streams the patch of `paths` (all when none) through the reader: `keep` says, at a section's start, whose lines to read. */
async function streamPatch(reads, paths, keep, read) {
    const { git, spec, accumulator, changes, signal } = reads;
    const indexOf = new Map(changes.map((change, at) => [change.path, at]));
    const kept = new Set();
    const reader = new DiffReader({
        onChange: (change) => {
            const at = indexOf.get(change.path);
            if (at === undefined) {
                if (paths.length === 0)
                    throw new DiffReadError(`the patch has ${JSON.stringify(change.path)}, which the listing did not`);
                return; // a pathspec's other match (a rename's old path as a change of its own)
            }
            if (read.has(at))
                return;
            if (kept.has(at)) {
                read.add(at);
                accumulator.read(at, change);
            }
            else if (paths.length === 0)
                accumulator.countRead(at, change);
        },
        collectAddedLines: (path) => {
            const at = indexOf.get(path);
            const wanted = at !== undefined && keep(at);
            if (wanted)
                kept.add(at);
            return wanted;
        },
    });
    await git.streamRawPatch(spec, (text) => reader.write(text), signal ? { signal } : {}, paths);
    reader.end();
}
/**
 * One `git cat-file --batch` of the blobs of the added files at `heads` (their first lines) and at `counted` (their
 * line counts); returns the heads whose patch must be read instead. A blob whose count git's rules leave unsure
 * (binary) stays uncounted.
 */
async function readBlobHeads(reads, heads, counted) {
    const { git, accumulator, changes, signal } = reads;
    // A working-tree file has no object yet (all zeros): its patch is read instead.
    const unsure = new Set(heads.filter((at) => !hasBlob(changes[at])));
    const fromBlobs = heads.filter((at) => !unsure.has(at));
    const objects = new Set([...fromBlobs, ...counted].map((at) => changes[at].newObject));
    const found = await readBlobs(git, [...objects], generatedMarkers/* MARKER_LINES */.V3, signal ? { signal } : {});
    for (const at of fromBlobs) {
        const head = found.get(changes[at].newObject)?.head;
        if (head?.kind === "head")
            accumulator.readHead(at, head.lines);
        else
            unsure.add(at);
    }
    for (const at of counted) {
        const lines = found.get(changes[at].newObject)?.lines;
        if (lines?.kind === "lines")
            accumulator.count(at, lines.added, 0);
    }
    return unsure;
}

;// CONCATENATED MODULE: ./src/review/signals/memo.ts
const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A few diffs per process at most; the bound only guards a long-lived caller. */
const KEPT = 8;
/** Kept while being computed too: a second caller meanwhile (the plan's matrix beside its own table) waits for the first. */
const kept = new Map();
/** The memo key for a diff between two fixed commits in `repository`, or undefined when the spec can change. */
function immutableDiffKey(repository, spec) {
    if (spec.kind !== "range" || !OBJECT_NAME.test(spec.base) || !OBJECT_NAME.test(spec.head))
        return undefined;
    return `${repository}\0${spec.base}${spec.mergeBase ? "..." : ".."}${spec.head}`;
}
/** A copy of the kept signals, once they are computed: callers own what they get. */
function recalledSignals(key) {
    return kept.get(key)?.then((signals) => structuredClone(signals));
}
/** Keeps the signals being computed; a computation that fails is forgotten, so the next caller tries again. */
function keepSignals(key, signals) {
    if (kept.size >= KEPT)
        kept.delete(kept.keys().next().value);
    kept.set(key, signals);
    signals.catch(() => {
        if (kept.get(key) === signals)
            kept.delete(key);
    });
}

// EXTERNAL MODULE: ./src/review/signals/untracked.ts
var signals_untracked = __webpack_require__(4133);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/review/git/gitError.ts
var gitError = __webpack_require__(5473);
// EXTERNAL MODULE: ./src/review/git/gitProcess.ts
var gitProcess = __webpack_require__(5314);
;// CONCATENATED MODULE: ./src/review/git/objectBatch.ts
/**
 * Objects by full name through one `git cat-file` process, where a read used
 * to be a process of its own (a fork and git's start, about 5 ms of CPU, for a
 * few kilobytes). With `--batch-command` (git 2.36+) `info` answers an
 * object's type and size and `contents` its bytes too, so a caller can look at
 * the size before it asks for the bytes (a tree's entries carry no sizes);
 * with `--batch` (any git) every read is `contents`.
 *
 * Only full object names are ever written to git's input, never a name a pull
 * request chose. The process lives until `close()`, which the caller must
 * reach (a `finally`): an open pipe would keep the CLI from exiting.
 */



const objectBatch_OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const STDERR_KEEP = 16 * 1024;
class ObjectBatch {
    settings;
    options;
    mode;
    child;
    pending = Buffer.alloc(0);
    waiting = [];
    stderr = "";
    args;
    constructor(settings, options = {}, mode = "--batch-command") {
        this.settings = settings;
        this.options = options;
        this.mode = mode;
        this.args = ["cat-file", mode];
    }
    /** The object's type and size, or undefined when the repository has no such object. Rejects with GitError when git fails. */
    info(objectName) {
        if (this.mode === "--batch")
            return Promise.reject(new TypeError("git cat-file --batch answers contents only"));
        return this.ask("info", objectName);
    }
    /** The object's type, size and bytes, or undefined when the repository has no such object. */
    async contents(objectName) {
        return (await this.ask("contents", objectName));
    }
    /** Starts git now, before the first read knows its object: its start then overlaps what finds the object. */
    open() {
        if (!this.options.signal?.aborted)
            this.child ??= this.start();
    }
    /** Ends git's input: git answers what was asked, then exits. */
    close() {
        this.child?.stdin?.end();
    }
    ask(command, objectName) {
        if (!objectBatch_OBJECT_NAME.test(objectName))
            return Promise.reject(new gitError/* GitError */.XS(this.args, null, "", { cause: new Error(`not a full object name: ${objectName}`) }));
        if (this.options.signal?.aborted)
            return Promise.reject(this.options.signal.reason);
        const child = (this.child ??= this.start());
        return new Promise((resolve, reject) => {
            this.waiting.push({ withBytes: command === "contents", resolve, reject });
            child.stdin.write(this.mode === "--batch" ? `${objectName}\n` : `${command} ${objectName}\n`);
        });
    }
    start() {
        // A new git's failure is told in its own words, not with those of the one before it.
        this.stderr = "";
        const child = (0,external_node_child_process_.spawn)("git", [...gitProcess/* GLOBAL_ARGS */.AK, ...this.args], {
            cwd: this.settings.cwd,
            env: this.settings.env,
            signal: this.options.signal,
            stdio: ["pipe", "pipe", "pipe"],
            windowsHide: true,
        });
        // A write after git died fails here; the close below says why.
        child.stdin.on("error", () => { });
        child.stdout.on("data", (chunk) => this.take(chunk));
        child.stderr.on("data", (chunk) => {
            if (this.stderr.length < STDERR_KEEP)
                this.stderr += chunk.toString("utf8");
        });
        child.on("error", (error) => this.fail(this.options.signal?.aborted ? this.options.signal.reason : new gitError/* GitError */.XS(this.args, null, this.stderr, { cause: error })));
        child.on("close", (code, signal) => {
            if (this.child === child)
                this.child = undefined;
            const cause = new Error("git exited before answering every read");
            this.fail(this.options.signal?.aborted ? this.options.signal.reason : new gitError/* GitError */.XS(this.args, code, this.stderr, { cause, signal }));
        });
        return child;
    }
    /** Answers, in the order asked: `<name> missing\n`; `<name> <type> <size>\n`, then for `contents` the bytes and `\n`. */
    take(chunk) {
        this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
        for (;;) {
            const end = this.pending.indexOf(10);
            const next = this.waiting[0];
            if (end < 0 || next === undefined)
                return;
            const header = this.pending.toString("latin1", 0, end).split(" ");
            if (header.length !== 3) {
                this.pending = this.pending.subarray(end + 1);
                this.waiting.shift().resolve(undefined);
                continue;
            }
            const info = { type: header[1], size: Number(header[2]) };
            if (!next.withBytes) {
                this.pending = this.pending.subarray(end + 1);
                this.waiting.shift().resolve(info);
                continue;
            }
            if (this.pending.length < end + 1 + info.size + 1)
                return;
            const bytes = Buffer.from(this.pending.subarray(end + 1, end + 1 + info.size));
            this.pending = this.pending.subarray(end + 1 + info.size + 1);
            this.waiting.shift().resolve({ ...info, bytes });
        }
    }
    fail(error) {
        for (const waiting of this.waiting.splice(0))
            waiting.reject(error);
        this.pending = Buffer.alloc(0);
    }
}

;// CONCATENATED MODULE: ./src/review/git/blobBatch.ts
/**
 * Blobs read by object name through one `git cat-file --batch` process
 * (objectBatch.ts), where a read used to be a process of its own: a manifests'
 * walk through a monorepo's imports reads a hundred files. `--batch` reads on
 * any git, for a caller that knows its objects' names and sizes already (from
 * a tree listing). Only full object names are asked, never `rev:path`; the
 * process lives until `close()`, which the caller must reach (a `finally`).
 */

class BlobBatch {
    objects;
    constructor(settings, options = {}) {
        this.objects = new ObjectBatch(settings, options, "--batch");
    }
    /** A blob's bytes, or undefined when the repository has no such object or it is not a blob. Rejects with GitError when git fails. */
    async read(objectName) {
        const answer = await this.objects.contents(objectName);
        return answer?.type === "blob" ? answer.bytes : undefined;
    }
    /** Starts git now, before the first read knows its object: its start then overlaps what finds the object (a tree's listing). */
    open() {
        this.objects.open();
    }
    /** Ends git's input: git answers what was asked, then exits. */
    close() {
        this.objects.close();
    }
}

;// CONCATENATED MODULE: ./src/review/git/commitFiles.ts
/**
 * The files of one commit by path, read through one `git cat-file
 * --batch-command` process (objectBatch.ts): the commit gives its root tree,
 * each folder on a path is one tree read (kept), and a file's size is asked
 * before its bytes. A walk that asks about a few dozen paths then costs one
 * process and a few tree reads, where listing the whole tree first
 * (`git ls-tree -r --long`) cost a process of its own and, in a large
 * repository, tens of thousands of entries.
 *
 * A path is a file when `ls-tree -r` would list it as a blob: every folder on
 * the way a tree, the last entry neither a tree nor a submodule (a symbolic
 * link is a blob: its target's text). No path is written to git's input: only
 * object names read from the trees.
 */

/** What a mode says, read as git reads it: an octal number, so a zero-padded `040000` (fsck only warns) is a folder too. */
function kindOf(mode) {
    const type = Number.parseInt(mode, 8) & 0o170000;
    return type === 0o040000 ? "tree" : type === 0o160000 ? "submodule" : "file";
}
/** A tree object's entries by name: `<mode> <name>\0<raw object name>` each. */
function parseTree(bytes, rawLength) {
    const entries = new Map();
    let at = 0;
    while (at < bytes.length) {
        const space = bytes.indexOf(32, at);
        const nul = bytes.indexOf(0, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + rawLength > bytes.length)
            throw new Error("a tree object git returned is not one");
        const object = bytes.toString("hex", nul + 1, nul + 1 + rawLength);
        entries.set(bytes.toString("utf8", space + 1, nul), { kind: kindOf(bytes.toString("latin1", at, space)), object });
        at = nul + 1 + rawLength;
    }
    return entries;
}
class CommitFiles {
    commit;
    maxBytes;
    batch;
    /** The paths read as absent only for being larger than `maxBytes`. */
    tooLarge = new Set();
    trees = new Map();
    root;
    /** `commit`: a full object name. Files larger than `maxBytes` read as absent, as a listing filtered by size would. */
    constructor(settings, commit, maxBytes, options = {}) {
        this.commit = commit;
        this.maxBytes = maxBytes;
        this.batch = new ObjectBatch(settings, options);
    }
    /** The file's text at the commit, or undefined when it has no such file (or one too large). Rejects when git fails. */
    async read(path) {
        const names = path.split("/");
        let tree = await this.tree(await this.rootTree());
        for (const [i, name] of names.entries()) {
            const entry = tree.get(name);
            if (entry === undefined || name === "" || name === "." || name === "..")
                return undefined;
            if (i < names.length - 1) {
                if (entry.kind !== "tree")
                    return undefined;
                tree = await this.tree(entry.object);
                continue;
            }
            if (entry.kind !== "file")
                return undefined;
            const info = await this.batch.info(entry.object);
            if (info?.type !== "blob")
                return undefined;
            if (info.size > this.maxBytes)
                return void this.tooLarge.add(path);
            return (await this.batch.contents(entry.object))?.bytes.toString("utf8");
        }
        return undefined;
    }
    close() {
        this.batch.close();
    }
    rootTree() {
        return (this.root ??= this.batch.contents(this.commit).then((answer) => {
            const tree = answer?.type === "commit" ? /^tree ([0-9a-f]+)\n/.exec(answer.bytes.toString("latin1"))?.[1] : undefined;
            if (tree === undefined)
                throw new Error(`${this.commit} is not a commit here`);
            return tree;
        }));
    }
    tree(object) {
        let tree = this.trees.get(object);
        if (!tree) {
            tree = this.batch.contents(object).then((answer) => {
                if (answer?.type !== "tree")
                    throw new Error(`${object} is not a tree here`);
                return parseTree(answer.bytes, object.length / 2);
            });
            this.trees.set(object, tree);
        }
        return tree;
    }
}

// EXTERNAL MODULE: ./src/llm/tools/confinedRead.ts
var confinedRead = __webpack_require__(5495);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/signals/surfaceReach.ts
/**
 * What a manifest's walk shares across languages (manifestSurface.ts,
 * pythonSurface.ts): the reader of the head's files, the bound on what one
 * walk reaches, and a walk taken only as far as a question needs.
 */
/** The most files one manifest's walk reaches: past that, what it has not reached stays off the surface. */
const MAX_REACHABLE = 3_000;
/**
 * The files a walk reaches, in the order it reaches them, asked one question
 * at a time: `has(path)` walks on only until `path` is reached or the walk
 * ends. A changed module near an entry point costs the reads up to it, not
 * the whole import graph; the answers are those of a walk taken to its end.
 */
class Reach {
    walk;
    seen = new Set();
    done = false;
    constructor(walk) {
        this.walk = walk;
    }
    async has(path) {
        while (!this.seen.has(path) && !this.done) {
            const step = await this.walk.next();
            if (step.done)
                this.done = true;
            else
                this.seen.add(step.value);
        }
        return this.seen.has(path);
    }
}

;// CONCATENATED MODULE: ./src/review/signals/pythonSurface.ts
/**
 * consumer_surface for Python (manifestSurface.ts): under pyproject.toml,
 * setup.py or setup.cfg, the modules of `[project.scripts]` and entry points,
 * and the modules that they and an importable package's `__init__.py` reach
 * by the package's own imports.
 */


const PY_MANIFESTS = ["pyproject.toml", "setup.py", "setup.cfg"];
const PY_FROM = /^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([^\n#]+)/gm;
// Folders beside a package that hold no importable surface, though they may carry an `__init__.py`.
const PY_NOT_SHIPPED = new Set(["test", "tests", "testing", "docs", "examples", "scripts", "benchmarks"]);
/** The top-level package folder a file sits in below a Python manifest's folder: `src/requests/x.py` → `src/requests`. */
function pythonPackageDir(dir, path) {
    const parts = (dir === "" ? path : path.slice(dir.length + 1)).split("/");
    const depth = parts[0] === "src" ? 2 : 1;
    if (parts.length <= depth || PY_NOT_SHIPPED.has(parts[depth - 1]))
        return undefined;
    return external_node_path_.posix.join(dir, ...parts.slice(0, depth));
}
/** The files a manifest's scripts and entry points name (`name = "pkg.cli:main"` → `pkg/cli.py`, …). */
function pythonEntryModules(dir, manifest) {
    const modules = [...manifest.matchAll(/^\s*[\w.-]+\s*=\s*["']([\w.]+)(?::[\w.]+)?["']/gm)].map((m) => m[1].replace(/\./g, "/"));
    return modules.flatMap((m) => [`${m}.py`, `${m}/__init__.py`, `src/${m}.py`, `src/${m}/__init__.py`].map((p) => external_node_path_.posix.join(dir, p)));
}
/** The modules a package's `__init__.py` and its script modules (`scripts`) reach by relative imports and imports of its own name, as they are reached. */
async function* reachablePython(packageDir, scripts, read) {
    const name = external_node_path_.posix.basename(packageDir);
    const root = external_node_path_.posix.dirname(packageDir);
    const texts = new Map();
    const resolve = async (module) => {
        for (const file of [`${module}.py`, `${module}/__init__.py`]) {
            if (!texts.has(file))
                texts.set(file, await read(file));
            if (texts.get(file) !== undefined)
                return file;
        }
        return undefined;
    };
    const seen = new Set();
    const queue = [];
    const visit = (file) => {
        if (!file || seen.has(file))
            return false;
        seen.add(file);
        queue.push(file);
        return true;
    };
    for (const start of [packageDir, ...scripts.map((script) => script.replace(/(?:\/__init__)?\.py$/, ""))]) {
        const file = await resolve(start);
        if (visit(file))
            yield file;
    }
    while (queue.length > 0 && seen.size < MAX_REACHABLE) {
        const file = queue.shift();
        const text = texts.get(file) ?? "";
        for (const [, dots, module, names] of text.matchAll(PY_FROM)) {
            let base;
            if (dots) {
                base = external_node_path_.posix.dirname(file);
                for (let up = 1; up < dots.length; up++)
                    base = external_node_path_.posix.dirname(base);
                if (module)
                    base = external_node_path_.posix.join(base, ...module.split("."));
            }
            else if (module === name || module.startsWith(`${name}.`))
                base = external_node_path_.posix.join(root, ...module.split("."));
            else
                continue;
            const target = await resolve(base);
            if (visit(target))
                yield target;
            // `from pkg import mod`: a name is a submodule only when the target is a package.
            if (target?.endsWith("__init__.py"))
                for (const item of names.replace(/[()]/g, "").split(",")) {
                    const id = item.trim().split(/\s/)[0];
                    if (!/^\w+$/.test(id))
                        continue;
                    const submodule = await resolve(external_node_path_.posix.join(base, id));
                    if (visit(submodule))
                        yield submodule;
                }
        }
        for (const [, modules] of text.matchAll(PY_IMPORT))
            for (const item of modules.split(",")) {
                const module = item.trim().split(/\s/)[0];
                if (!module.startsWith(`${name}.`))
                    continue;
                const imported = await resolve(external_node_path_.posix.join(root, ...module.split(".")));
                if (visit(imported))
                    yield imported;
            }
    }
}

;// CONCATENATED MODULE: ./src/review/signals/manifestSurface.ts
/**
 * consumer_surface decided by what a package declares and exposes, not by
 * folder names: a changed file is surface when the nearest manifest above it
 * names it as an entry point, or it is reachable from one.
 *
 * - package.json: `main`, `module`, `types`/`typings`, `browser`, `bin`,
 *   `exports` (any depth); a built entry (`dist/index.js`) also names its
 *   source (`src/index.ts`); then every module reachable by relative imports;
 *   with neither `main` nor `exports`, Node's own default, `index.js`;
 * - Cargo.toml: `src/lib.rs` and the modules its `mod` items reach;
 * - pyproject.toml, setup.py or setup.cfg: the modules of `[project.scripts]`
 *   and entry points, and the modules that they and an importable package's
 *   `__init__.py` reach by the package's own imports;
 * - go.mod: a package outside `internal/` that declares an exported name;
 * - a PowerShell module manifest (`Name/Name.psd1`): the modules it loads.
 *
 * Files are read at the head through the caller's reader (capped); nothing
 * is run. The flag only ever widens lane selection.
 */



const MAX_READS = 20_000;
/** The files a manifest's walk can reach: what widens when the walk is cut short. */
const MAPPED_SOURCE = /\.(?:[cm]?[jt]sx?|rs|py|go|psm?1)$/i;
const JS_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", "/index.ts", "/index.tsx", "/index.js", "/index.mjs"];
const JS_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bexport\s*\*\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g;
function entryStrings(value, out = []) {
    if (typeof value === "string")
        out.push(value);
    else if (value && typeof value === "object")
        for (const v of Object.values(value))
            entryStrings(v, out);
    return out;
}
/** A declared entry, and the source a build made it from: `dist/index.js` → `src/index`. */
function entryCandidates(dir, entry) {
    const clean = external_node_path_.posix.normalize(entry.replace(/^\.\//, "")).replace(/\*.*$/, "");
    if (clean.startsWith(".."))
        return [];
    const stem = clean.replace(/\.d\.ts$|\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/, "");
    const source = stem.replace(/^(?:dist|lib|build|out|esm|cjs|types)\//, "src/");
    return [...new Set([clean, stem, source])].map((p) => external_node_path_.posix.join(dir, p));
}
async function resolveJs(base, read, cache) {
    for (const ext of JS_EXTENSIONS) {
        const path = base.replace(/\.(?:[cm]?js|jsx)$/, "") + ext;
        if (!cache.has(path))
            cache.set(path, await read(path));
        if (cache.get(path) !== undefined)
            return path;
    }
    if (!cache.has(base))
        cache.set(base, await read(base));
    return cache.get(base) !== undefined ? base : undefined;
}
/** What a package.json's entry points reach by relative imports, as it is reached. */
async function* reachableJs(dir, manifest, read) {
    let pkg;
    try {
        pkg = JSON.parse(manifest);
    }
    catch {
        return;
    }
    const entries = ["main", "module", "types", "typings", "browser", "bin", "exports"].flatMap((key) => entryStrings(pkg[key]));
    // Node loads `index.js` for a package that names neither (express's lib/ is reached only this way).
    if (pkg.main === undefined && pkg.exports === undefined)
        entries.push("index.js");
    const cache = new Map();
    const seen = new Set();
    const queue = [];
    for (const entry of entries) {
        for (const candidate of entryCandidates(dir, entry)) {
            const found = await resolveJs(candidate, read, cache);
            if (found && !seen.has(found)) {
                seen.add(found);
                queue.push(found);
                yield found;
            }
        }
    }
    while (queue.length > 0 && seen.size < MAX_REACHABLE) {
        const file = queue.shift();
        for (const match of (cache.get(file) ?? "").matchAll(JS_IMPORT)) {
            const found = await resolveJs(external_node_path_.posix.join(external_node_path_.posix.dirname(file), match[1]), read, cache);
            if (found && !seen.has(found)) {
                seen.add(found);
                queue.push(found);
                yield found;
            }
        }
    }
}
/** What a crate's `src/lib.rs` reaches by `mod` items, as it is reached. */
async function* reachableRust(dir, read) {
    const seen = new Set();
    const queue = [external_node_path_.posix.join(dir, "src/lib.rs")];
    while (queue.length > 0 && seen.size < MAX_REACHABLE) {
        const file = queue.shift();
        const text = await read(file);
        if (text === undefined || seen.has(file))
            continue;
        seen.add(file);
        yield file;
        // `mod x;` in lib.rs or mod.rs lives beside it; in `a.rs` it lives in `a/`.
        const base = /(?:^|\/)(?:lib|main|mod)\.rs$/.test(file) ? external_node_path_.posix.dirname(file) : file.replace(/\.rs$/, "");
        for (const m of text.matchAll(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/gm))
            queue.push(external_node_path_.posix.join(base, `${m[1]}.rs`), external_node_path_.posix.join(base, m[1], "mod.rs"));
    }
}
/**
 * A PowerShell module manifest that loads this script: auto-loading finds
 * `Name/Name.psd1` (or `Name/1.2.3/Name.psd1`), and its RootModule,
 * NestedModules or ScriptsToProcess name what it runs.
 */
async function powershellManifest(path, read) {
    const dir = external_node_path_.posix.dirname(path);
    const folder = external_node_path_.posix.basename(dir);
    const name = /^\d+(?:\.\d+)+$/.test(folder) ? external_node_path_.posix.basename(external_node_path_.posix.dirname(dir)) : folder;
    const manifest = external_node_path_.posix.join(dir, `${name}.psd1`);
    // A UTF-16 manifest read as UTF-8 still spells its ASCII keys between NULs.
    const text = (await read(manifest))?.replace(/\0/g, "");
    if (text === undefined)
        return undefined;
    const file = external_node_path_.posix.basename(path).toLowerCase();
    for (const [, value] of text.matchAll(/^[ \t]*(?:RootModule|ModuleToProcess|NestedModules|ScriptsToProcess)[ \t]*=[ \t]*(@\([^)]*\)|[^\n]+)/gim)) {
        const named = [...value.matchAll(/["']([^"']+)["']/g)].map((m) => external_node_path_.posix.basename(m[1].replace(/\\/g, "/")).toLowerCase());
        if (named.some((n) => n === file || `${n}.psm1` === file))
            return manifest;
    }
    return undefined;
}
const GO_EXPORTED = /^(?:func\s+(?:\([^)]*\)\s*)?|type\s+|var\s+|const\s+)[A-Z]/m;
function listedReader(list, readListed, read) {
    let listing;
    return async (path) => {
        listing ??= list().catch(() => undefined);
        const files = await listing;
        if (files === undefined)
            return read(path);
        return files.has(path) ? readListed(path) : undefined;
    };
}
/** The first of `paths` that exists at the head. */
async function firstPresent(paths, read) {
    for (const path of paths)
        if ((await read(path)) !== undefined)
            return path;
    return undefined;
}
/** The manifests that could own a changed file of `path`'s language, nearest folder first within one folder. */
function manifestNames(path) {
    if (/\.(?:[cm]?[jt]sx?)$/.test(path))
        return ["package.json"];
    if (path.endsWith(".rs"))
        return ["Cargo.toml"];
    if (path.endsWith(".py"))
        return PY_MANIFESTS;
    return path.endsWith(".go") && !path.endsWith("_test.go") ? ["go.mod"] : [];
}
/** The changed files that a manifest makes consumer surface, each with why. */
async function manifestSurface(changed, headRead, options = {}) {
    const found = [];
    // What the head lists decides how far the walk goes, so a fixed number of reads bounds it; past that, widen.
    let reads = 0;
    const read = (path) => (++reads > MAX_READS ? Promise.resolve(undefined) : headRead(path));
    const manifests = new Map();
    const manifest = (path) => {
        if (!manifests.has(path))
            manifests.set(path, read(path));
        return manifests.get(path);
    };
    // One walk per manifest (or Python package), taken only as far as the questions asked of it need.
    const walks = new Map();
    const reaches = (key, path, walk) => {
        if (!walks.has(key))
            walks.set(key, new Reach(walk()));
        return walks.get(key).has(path);
    };
    for (const path of changed) {
        if (options.first && found.length > 0)
            break;
        if (!MAPPED_SOURCE.test(path))
            continue;
        if (/\.psm?1$/i.test(path)) {
            const psd1 = await powershellManifest(path, manifest);
            if (psd1 !== undefined)
                found.push({ path, why: `loaded by the module manifest ${psd1}` });
            continue;
        }
        for (let dir = external_node_path_.posix.dirname(path);; dir = external_node_path_.posix.dirname(dir)) {
            const at = (name) => (dir === "." ? name : external_node_path_.posix.join(dir, name));
            const pkg = /\.(?:[cm]?[jt]sx?)$/.test(path) ? await manifest(at("package.json")) : undefined;
            if (pkg !== undefined) {
                if (await reaches(at("package.json"), path, () => reachableJs(dir === "." ? "" : dir, pkg, read)))
                    found.push({ path, why: `reachable from the entry points of ${at("package.json")}` });
                break;
            }
            const cargo = path.endsWith(".rs") ? await manifest(at("Cargo.toml")) : undefined;
            if (cargo !== undefined) {
                if (await reaches(at("Cargo.toml"), path, () => reachableRust(dir === "." ? "" : dir, read)))
                    found.push({ path, why: `reachable from the library of ${at("Cargo.toml")}` });
                break;
            }
            const pyName = path.endsWith(".py") ? await firstPresent(PY_MANIFESTS.map(at), manifest) : undefined;
            if (pyName !== undefined) {
                const top = dir === "." ? "" : dir;
                const pkg = pythonPackageDir(top, path);
                const scripts = pythonEntryModules(top, (await manifest(pyName)));
                const own = scripts.filter((script) => pkg !== undefined && script.startsWith(`${pkg}/`));
                if (scripts.includes(path))
                    found.push({ path, why: `an entry point of ${pyName}` });
                else if (pkg !== undefined) {
                    // Like package.json's `bin`, a script's module reaches what it imports.
                    const from = own.length > 0 ? `the package ${pkg}/__init__.py and the scripts of ${pyName}` : `the package ${pkg}/__init__.py (${pyName})`;
                    if (await reaches(`python ${pkg}`, path, () => reachablePython(pkg, own, read)))
                        found.push({ path, why: `reachable from ${from}` });
                }
                break;
            }
            const gomod = path.endsWith(".go") && !path.endsWith("_test.go") ? await manifest(at("go.mod")) : undefined;
            if (gomod !== undefined) {
                if (!path.split("/").includes("internal") && GO_EXPORTED.test((await read(path)) ?? "")) {
                    found.push({ path, why: `an exported name in a Go package outside internal/ (${at("go.mod")})` });
                }
                break;
            }
            // A manifest the head holds but the reader could not (padded past the read cap): what it declares is unknown, so widen.
            const unread = manifestNames(path)
                .map(at)
                .find((name) => options.tooLarge?.(name));
            if (unread !== undefined) {
                found.push({ path, why: `its manifest ${unread} is too large to read, so it counts as reachable` });
                break;
            }
            if (dir === ".")
                break;
        }
    }
    if (reads <= MAX_READS)
        return found;
    const why = `the manifests' walk stopped at its bound of ${MAX_READS} reads, so it counts as reachable`;
    return [...found, ...changed.filter((path) => MAPPED_SOURCE.test(path) && !found.some((f) => f.path === path)).map((path) => ({ path, why }))];
}

;// CONCATENATED MODULE: ./src/review/signals/headFiles.ts





const MANIFEST_READ_BYTES = 512 * 1024;
async function headFiles(git, spec, signal) {
    const options = signal ? { signal } : {};
    if (spec.kind === "range")
        return (0,gitAnswers/* isFullObjectName */.Co)(spec.head) ? walkedHeadFiles(git, spec.head, options) : listedHeadFiles(git, spec.head, options);
    const top = await git.topLevel(options);
    const tooLarge = new Set();
    const read = async (path) => {
        const file = await (0,confinedRead/* readWorkspaceBytes */.br)(top, path, { maxBytes: MANIFEST_READ_BYTES, ...options });
        if (file.kind === "file" && file.truncated)
            tooLarge.add(path);
        return file.kind === "file" && !file.truncated ? file.bytes.toString("utf8") : undefined;
    };
    return { read, tooLarge: (path) => tooLarge.has(path), close: () => { } };
}
/** The commit's files by walking its trees (CommitFiles); should that fail (a git before 2.36), by its listing. */
function walkedHeadFiles(git, head, options) {
    const files = new CommitFiles(git.settings, head, MANIFEST_READ_BYTES, options);
    let listed;
    const read = async (path) => {
        if (listed === undefined) {
            try {
                return await files.read(path);
            }
            catch {
                listed ??= listedHeadFiles(git, head, options);
            }
        }
        return listed.read(path);
    };
    return {
        read,
        tooLarge: (path) => files.tooLarge.has(path) || (listed?.tooLarge(path) ?? false),
        close: () => {
            files.close();
            listed?.close();
        },
    };
}
/** The commit's files by one listing of its tree and one `cat-file --batch` for their bytes; each path alone should either fail. */
function listedHeadFiles(git, head, options) {
    const objects = new Map();
    const tooLarge = new Set();
    // The head's files within the read limit, by `ls-tree --long` (mode type object size\tpath): one process.
    const list = async () => {
        const listing = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", head], options);
        for (const entry of listing.split("\0")) {
            const m = /^\S+ blob (\S+) +(\d+)\t(.*)$/s.exec(entry);
            if (m !== null && Number(m[2]) <= MANIFEST_READ_BYTES)
                objects.set(m[3], m[1]);
            else if (m !== null)
                tooLarge.add(m[3]);
        }
        return objects;
    };
    const batch = new BlobBatch(git.settings, options);
    // The walk reads a manifest as soon as the listing names it: git's start for the reads overlaps the listing.
    batch.open();
    const readOne = (path) => git.run(["cat-file", "blob", "--end-of-options", `${head}:${path}`], options).catch(() => undefined);
    let batchFailed = false;
    const readListed = async (path) => {
        const bytes = batchFailed ? null : await batch.read(objects.get(path)).catch(() => null);
        // null: the batch failed (the signal's abort included); from then on one process per path says what git says.
        if (bytes === null)
            batchFailed = true;
        return bytes === null ? readOne(path) : bytes?.toString("utf8");
    };
    const read = listedReader(list, readListed, async (path) => {
        const file = await git.showFile(head, path, MANIFEST_READ_BYTES, options).catch(() => undefined);
        if (file?.truncated)
            tooLarge.add(path);
        return file && !file.truncated ? file.text : undefined;
    });
    return { read, tooLarge: (path) => tooLarge.has(path), close: () => batch.close() };
}

;// CONCATENATED MODULE: ./src/review/signals/surfaceSignal.ts



/** The signals gathered so far, with what the head's manifests and the base's markers add; `changes` as the patch listed them. */
async function withBeyondDiffSignals(git, spec, accumulator, changed, changes, signal) {
    const [evidence] = await Promise.all([
        baseMarkerEvidence(git, spec, accumulator.result(), changes, signal),
        raiseManifestSurface(accumulator, changed, () => headFiles(git, spec, signal)),
    ]);
    return withBaseMarkerEvidence(accumulator.result(), evidence);
}
async function raiseManifestSurface(accumulator, changed, open) {
    if (accumulator.result().consumer_surface || !changed.some((path) => MAPPED_SOURCE.test(path)))
        return;
    const head = await open();
    try {
        const [first] = await manifestSurface(changed, head.read, { first: true, tooLarge: (path) => head.tooLarge(path) });
        if (first !== undefined)
            accumulator.raiseSurface(first.path, first.why);
    }
    finally {
        head.close();
    }
}

;// CONCATENATED MODULE: ./src/review/signals/compute.ts
/**
 * The `signals` node's work: deterministic diff signals from git alone.
 *
 * computeSignals never fails a run. When the diff cannot be read — a bad spec,
 * a missing merge base in a shallow clone, git itself failing — it returns
 * widened signals: every flag raised, `docs_only` false, and `signals_error`
 * saying why. Lane selection only ever widens, so an error costs lane runs,
 * never a skipped review. Only cancellation (the signal) rejects.
 */








async function computeSignals(git, diffSpec, options = {}) {
    const { signal } = options;
    try {
        const spec = (0,git_diffSpec/* parseDiffSpec */.EX)(diffSpec);
        // Only the shipped rule table is remembered: a caller's own matcher is a test of that matcher.
        const memoKey = options.matcher === undefined && !(0,git_diffSpec/* countsUntracked */.w3)(spec, options.untracked) ? immutableDiffKey(git.cwd, spec) : undefined;
        if (memoKey === undefined)
            return await readSignals(git, spec, options);
        const recalled = recalledSignals(memoKey);
        if (recalled)
            return await recalled;
        keepSignals(memoKey, readSignals(git, spec, options));
        return await recalledSignals(memoKey);
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        return widenedSignals(`signals unavailable for diff spec ${JSON.stringify(diffSpec)}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/**
 * Two passes. The listing (`git diff --raw`: trees, no file's content) feeds
 * every path rule and the base-marker check; then only the content that could
 * still raise a flag is read, and git's numstat counts the rest for the
 * summary (contentPass.ts).
 */
async function readSignals(git, spec, options) {
    const { signal } = options;
    const accumulator = new accumulator_SignalAccumulator(options.matcher);
    const changes = await git.diffListing(spec, signal ? { signal } : {});
    for (const change of changes) {
        const { path, oldPath, status, oldObject, newObject } = change;
        const gitlink = change.oldMode === "160000" || change.newMode === "160000";
        // The same object on both sides (a mode change, an exact rename) adds no line; all zeros is a working-tree file.
        const hasAddedLines = status !== "deleted" && (oldObject !== newObject || !/[^0]/.test(newObject));
        accumulator.list({ path, status, hasAddedLines, ...(oldPath === undefined ? {} : { oldPath }), ...(gitlink ? { gitlink } : {}) });
    }
    const untracked = (0,git_diffSpec/* countsUntracked */.w3)(spec, options.untracked) ? (0,signals_untracked/* readUntrackedChanges */.H)(git, { signal }) : Promise.resolve([]);
    const [, extra] = await Promise.all([readContent({ git, spec, accumulator, changes, ...(signal ? { signal } : {}) }), untracked]);
    for (const change of extra)
        accumulator.add(change);
    // After the content: a consumer_surface the added lines raised spares the manifests' walk.
    const changed = [...changes.filter((change) => change.status !== "deleted").map((change) => change.path), ...extra.map((change) => change.path)];
    return withBeyondDiffSignals(git, spec, accumulator, changed, changes, signal);
}
/** The signals of a list of changes, without git: the rule table's own test bench. */
function signalsFromChanges(changes, matcher) {
    const accumulator = new SignalAccumulator(matcher);
    for (const change of changes)
        accumulator.add(change);
    return accumulator.result();
}
/** What the signals say when they could not be computed: every lane-selecting flag raised. */
function widenedSignals(reason) {
    const unknown = "signals unavailable: raised so that lane selection widens";
    return {
        changed_files: [],
        changed_files_sample: [],
        file_count: 0,
        touches_auth: true,
        touches_deps: true,
        touches_exec: true,
        touches_proto: true,
        touches_migrations: true,
        consumer_surface: true,
        docs_only: false,
        signal_evidence: Object.fromEntries(types/* SIGNAL_FLAGS */.v.map((flag) => [flag, unknown])),
        signals_summary: "diff signals unavailable; every signal raised",
        signals_error: reason,
    };
}


/***/ }),

/***/ 422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ globSource),
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/**
 * The glob subset the signal rules are written in, compiled to plain regular
 * expressions that combine into one alternation per list of globs.
 *
 * - `**` then a slash: any number of directories, including none;
 * - a trailing slash then `**`: everything below;
 * - `*` any run of characters within one path segment; `?` one such character;
 * - `{a,b,}` alternatives (may be empty, may not nest).
 * Matching is against the whole repository-relative path.
 *
 * The signal rules ask globIndex.ts, which answers most globs by Map lookups
 * and keeps these expressions for the rest. Every alternative starts with `^`
 * or `(?:^|/)` (a leading "any directories"), so the engine only tries a glob
 * where a path segment begins, instead of backtracking through every way of
 * splitting the directories.
 */
const SPECIAL = /[.+^$()|[\]\\]/;
function globSource(glob) {
    const anyDirectoriesFirst = glob.startsWith("**/");
    const rest = anyDirectoriesFirst ? glob.slice(3) : glob;
    let source = anyDirectoriesFirst ? "(?:^|/)" : "^";
    let inBraces = false;
    for (let i = 0; i < rest.length; i += 1) {
        const char = rest[i];
        if (rest.startsWith("**/", i)) {
            source += "(?:.*/)?";
            i += 2;
        }
        else if (rest.startsWith("/**", i) && i + 3 === rest.length) {
            source += "/.*";
            i += 2;
        }
        else if (char === "*") {
            source += "[^/]*";
        }
        else if (char === "?") {
            source += "[^/]";
        }
        else if (char === "{" && !inBraces) {
            source += "(?:";
            inBraces = true;
        }
        else if (char === "}" && inBraces) {
            source += ")";
            inBraces = false;
        }
        else if (char === "," && inBraces) {
            source += "|";
        }
        else {
            source += SPECIAL.test(char) ? `\\${char}` : char;
        }
    }
    if (inBraces)
        throw new Error(`glob ${JSON.stringify(glob)} has an unclosed '{'`);
    return source;
}
/** One case-insensitive regular expression matching a whole path against any of `globs`. */
function compileGlobs(globs) {
    if (globs.length === 0)
        return /(?!)/;
    // Every alternative starts with ^ or (?:^|/), so the match begins where a glob may.
    return new RegExp(`(?:${globs.map(globSource).join("|")})$`, "i");
}


/***/ }),

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mw: () => (/* binding */ NOT_PROSE),
  Mb: () => (/* binding */ PROSE_FILES),
  J6: () => (/* binding */ SIGNAL_RULES),
  iB: () => (/* binding */ UNSCANNED_FILES)
});

// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/review/signals/ruleKit.ts
/** Source-code extensions, for rules about code in a place (`api/**`) rather than any file there. */
const CODE = "{ts,tsx,mts,cts,js,jsx,mjs,cjs,py,go,rb,java,kt,kts,scala,groovy,cs,fs,vb,php,rs,ex,exs,swift,c,cc,cpp,cxx,h,hpp,m,mm,pl,pm,lua,dart,vue,svelte}";
/** Source code and scripts (shells, PowerShell, Rake): where routes, command-line flags and goose migrations are written. */
const SCRIPTS = [`**/*.${CODE}`, "**/*.{sh,bash,zsh,ps1,psm1,rake}", "**/Rakefile"];
const JS_ENTRY = "{ts,mts,cts,js,mjs,cjs,tsx,jsx,d.ts}";
const OPENAPI = ["**/{openapi,swagger,asyncapi}*.{yaml,yml,json}", "**/*.{openapi,swagger}.{yaml,yml,json}", "**/openapi/**/*.{yaml,yml,json}"];
const GRAPHQL = ["**/*.{graphql,graphqls,gql}"];
const CI_PIPELINES = [
    ".github/workflows/*.{yml,yaml}",
    "**/action.{yml,yaml}",
    ".gitlab-ci.yml",
    "**/Jenkinsfile",
    ".circleci/**",
    ".buildkite/**",
    "azure-pipelines.yml",
    "bitbucket-pipelines.yml",
];
// Whole words in the `pathWords` form.
const words = (alternatives) => `(?:^| )(?:${alternatives})(?= |$)`;

;// CONCATENATED MODULE: ./src/review/signals/rulesAuth.ts
/** touches_auth: authentication, sessions, tokens, passwords, crypto, permissions, secret files. */


const AUTH_RULES = [
    // ── touches_auth: authentication, sessions, tokens, passwords, crypto, permissions ──
    {
        flag: "touches_auth",
        topic: "auth, sessions, credentials, crypto or permissions in the path",
        pathWords: new RegExp([
            "auth(?!or(?!i[sz]))", // auth, oauth, authn, authz, authentication, authorize; not author(s)/authoring
            "passw(?:or)?d",
            "passphrase",
            "credential",
            "secret(?!ar)",
            "session",
            "permission",
            "crypt(?!ic)",
            "cipher",
            "hmac",
            "keystore|keychain|keyring",
            "certificate",
            words("jwt|jwk|jws|jose|sso|saml|oidc|openid|mfa|otp|totp|2fa|rbac|abac|acl|acls|csrf|xsrf|cors|tls|ssl"),
            words("login|logout|logon|signin|signout|signup|apikey|apikeys"),
            words("(?:log|sign) (?:in|out|up)"),
            words("(?:api|access|refresh|id|bearer) (?:key|keys|token|tokens)"),
        ].join("|")),
    },
    {
        flag: "touches_auth",
        topic: "keys, certificates and secret files",
        paths: [
            "**/*.{pem,key,crt,cer,der,p12,pfx,jks,keystore,gpg,kdbx}",
            "**/id_{rsa,dsa,ecdsa,ed25519}{,.pub}",
            "**/.env",
            "**/.env.*",
            "**/.htpasswd",
            "**/sudoers",
            "**/sudoers.d/**",
            "**/.ssh/**",
        ],
    },
    {
        flag: "touches_auth",
        topic: "auth, credentials, tokens and crypto in added lines",
        addedLines: /auth(?!or(?!i[sz]))|passw(?:or)?d|passphrase|credential|secret(?!ar)|crypt(?!ic)|cipher|hmac|pbkdf2|argon2|jwt|jsonwebtoken|bearer|csrf|xsrf|\bsaml\b|\boidc\b|openid|\bsso\b|\bmfa\b|\btotp\b|permission|\brbac\b|\bacls?\b|access[_-]?control|private[_ -]?key|api[_-]?key|(?:access|refresh|session|api)[_-]?tokens?|\bid[_-]?tokens?/i,
    },
    {
        flag: "touches_auth",
        topic: "sessions and cookies in added lines",
        addedLines: /\b(?:req|request|ctx|flask)\.session\b|\bsession\[|\bsession_start\s*\(|express-session|cookie-session|\bHttpSession\b|\bSessionMiddleware\b|set-cookie|\bsetcookie\s*\(|httponly|samesite|\bres\.cookie\s*\(|\.cookies\.set\s*\(/i,
    },
    {
        flag: "touches_auth",
        topic: "crypto APIs, access checks and TLS verification in added lines",
        addedLines: /\bhashlib\b|\bcreateHash\b|\bcreateSign\b|\bcreateVerify\b|crypto\.subtle|getRandomValues|\brandomBytes\b|\bMessageDigest\b|\bSecureRandom\b|\bnacl\b|libsodium|\bopenssl\b|@(?:PreAuthorize|PostAuthorize|Secured|RolesAllowed|PermitAll|DenyAll)\b|@login_required|@permission_required|\bis[_-]?admin\b|\brequire[_-]?admin|\bCanActivate\b|@UseGuards\b|\bverify\s*=\s*False\b|InsecureSkipVerify|\bCERT_NONE\b|check_hostname\s*=\s*False|\bcors\b|Access-Control-Allow-/i,
    },
    {
        flag: "touches_auth",
        topic: "service tokens in added lines (GITHUB_TOKEN, NPM_TOKEN …)",
        // Named services only: parsers have NEXT_TOKEN and UNEXPECTED_TOKEN.
        addedLines: /\b(?:[A-Z][A-Z0-9_]*_)?(?:GITHUB|GH|GITLAB|NPM|PYPI|NUGET|SLACK|DISCORD|VAULT|BOT|PAT)_TOKEN\b/,
    },
    // Secret files (secretFiles.ts) are withheld from the model: the security lane notes the change instead.
    {
        flag: "touches_auth",
        topic: "secret files (withheld from review)",
        paths: secretFiles/* DEFAULT_SECRET_FILES */.N7.map((pattern) => `**/${pattern}`),
    },
];

;// CONCATENATED MODULE: ./src/review/signals/rulesContracts.ts
/** touches_proto (interface contracts) and touches_migrations (database schema). */

const CONTRACT_RULES = [
    // ── touches_proto: interface contracts ──
    { flag: "touches_proto", topic: "protobuf, gRPC, Thrift", paths: ["**/*.proto", "**/buf.yaml", "**/buf.gen.yaml", "**/buf.work.yaml", "**/*.thrift"] },
    { flag: "touches_proto", topic: "OpenAPI, Swagger, AsyncAPI", paths: OPENAPI },
    {
        flag: "touches_proto",
        topic: "OpenAPI document markers",
        addedLines: /^[ \t]*["']?(?:openapi|swagger|asyncapi)["']?[ \t]*:[ \t]*["']?\d/m,
        inFiles: ["**/*.{yaml,yml,json}"],
    },
    { flag: "touches_proto", topic: "GraphQL schemas", paths: GRAPHQL },
    { flag: "touches_proto", topic: "Avro schemas", paths: ["**/*.{avsc,avdl,avpr}"] },
    { flag: "touches_proto", topic: "JSON Schema", paths: ["**/*.schema.json", "**/schemas/**/*.json", "**/json-schema/**", "**/*.jsonschema"] },
    {
        flag: "touches_proto",
        topic: "JSON Schema documents",
        addedLines: /["']?\$schema["']?[ \t]*:[ \t]*["']?https?:\/\/json-schema\.org\//,
        inFiles: ["**/*.{yaml,yml,json}"],
    },
    // ── touches_migrations: database migrations and schema ──
    { flag: "touches_migrations", topic: "Rails", paths: ["**/db/migrate/**", "**/db/schema.rb", "**/db/structure.sql"] },
    { flag: "touches_migrations", topic: "Django", paths: ["**/migrations/*.py"] },
    { flag: "touches_migrations", topic: "Alembic, Flask-Migrate", paths: ["**/alembic/**", "**/alembic.ini", "**/migrations/versions/*.py"] },
    { flag: "touches_migrations", topic: "Flyway", paths: ["**/db/migration/**", "**/V*__*.sql", "**/R__*.sql", "**/U*__*.sql", "**/flyway.{conf,toml}"] },
    { flag: "touches_migrations", topic: "Liquibase", paths: ["**/db/changelog/**", "**/db.changelog*.{xml,yaml,yml,json,sql}", "**/liquibase/**"] },
    { flag: "touches_migrations", topic: "Prisma", paths: ["**/prisma/migrations/**", "**/*.prisma"] },
    { flag: "touches_migrations", topic: "Entity Framework", paths: ["**/Migrations/*.cs", "**/*ModelSnapshot.cs"] },
    { flag: "touches_migrations", topic: "golang-migrate, dbmate", paths: ["**/*.up.sql", "**/*.down.sql"] },
    // goose's `-- +goose Up` is an SQL comment: in an .sql file, or SQL held in code. A data file (.resx, .json) holds none.
    { flag: "touches_migrations", topic: "goose", addedLines: /^--[ \t]*\+goose[ \t]+(?:Up|Down)\b/m, inFiles: ["**/*.sql", ...SCRIPTS] },
    {
        flag: "touches_migrations",
        topic: "any other migrations folder: Knex, Sequelize, TypeORM, Laravel, Ecto, Diesel",
        paths: ["**/migrations/**", "**/knexfile.*"],
    },
    {
        flag: "touches_migrations",
        topic: "schema DDL in SQL files",
        addedLines: /\b(?:create|alter|drop)[ \t]+(?:table|index|column|schema|view|type|sequence)\b|\badd[ \t]+column\b|\brename[ \t]+column\b/i,
        inFiles: ["**/*.sql"],
    },
];

;// CONCATENATED MODULE: ./src/review/signals/rulesDeps.ts
/** touches_deps: package manifests, lockfiles, base images and the actions a workflow uses. */

const DEPS_RULES = [
    // ── touches_deps: manifests and lockfiles ──
    { flag: "touches_deps", topic: "npm", paths: ["**/package.json", "**/package-lock.json", "**/npm-shrinkwrap.json", "**/.npmrc"] },
    { flag: "touches_deps", topic: "pnpm", paths: ["**/pnpm-lock.yaml", "**/pnpm-workspace.yaml", "**/.pnpmfile.cjs"] },
    { flag: "touches_deps", topic: "yarn", paths: ["**/yarn.lock", "**/.yarnrc", "**/.yarnrc.yml", "**/.yarn/{releases,patches,plugins}/**"] },
    { flag: "touches_deps", topic: "bun and deno", paths: ["**/bun.lock", "**/bun.lockb", "**/deno.json", "**/deno.jsonc", "**/deno.lock"] },
    {
        flag: "touches_deps",
        topic: "pip, poetry, uv",
        paths: [
            "**/requirements*.{txt,in}",
            "**/*{-,_}requirements*.{txt,in}",
            "**/requirements/*.{txt,in}",
            "**/constraints*.txt",
            "**/Pipfile",
            "**/Pipfile.lock",
            "**/pyproject.toml",
            "**/poetry.lock",
            "**/uv.lock",
            "**/pdm.lock",
            "**/setup.py",
            "**/setup.cfg",
            // Where pip and uv download from: an index here outranks the lockfile's.
            "**/pip.conf",
            "**/pip.ini",
            "**/uv.toml",
        ],
    },
    { flag: "touches_deps", topic: "cargo", paths: ["**/Cargo.toml", "**/Cargo.lock", "**/.cargo/config", "**/.cargo/config.toml"] },
    { flag: "touches_deps", topic: "go modules", paths: ["**/go.mod", "**/go.sum", "**/go.work", "**/go.work.sum", "**/vendor/modules.txt"] },
    { flag: "touches_deps", topic: "maven", paths: ["**/pom.xml", "**/.mvn/**"] },
    {
        flag: "touches_deps",
        topic: "gradle",
        paths: [
            "**/build.gradle",
            "**/build.gradle.kts",
            "**/settings.gradle",
            "**/settings.gradle.kts",
            "**/gradle.properties",
            "**/gradle/*.versions.toml",
            "**/gradle/wrapper/**",
            "**/gradle.lockfile",
            "**/gradle/dependency-locks/**",
        ],
    },
    { flag: "touches_deps", topic: "bundler", paths: ["**/Gemfile", "**/Gemfile.lock", "**/*.gemspec", "**/gems.rb", "**/gems.locked", "**/.bundle/config"] },
    { flag: "touches_deps", topic: "composer", paths: ["**/composer.json", "**/composer.lock"] },
    {
        flag: "touches_deps",
        topic: "nuget",
        paths: [
            "**/*.{csproj,fsproj,vbproj,nuspec}",
            "**/packages.config",
            "**/packages.lock.json",
            "**/Directory.Packages.props",
            "**/Directory.Build.{props,targets}",
            "**/nuget.config",
            "**/paket.{dependencies,lock}",
        ],
    },
    {
        flag: "touches_deps",
        topic: "SwiftPM, CocoaPods, Dart, Elixir, Nix, Conan, vcpkg",
        paths: [
            "**/Package.{swift,resolved}",
            "**/Podfile{,.lock}",
            "**/pubspec.{yaml,lock}",
            "**/mix.{exs,lock}",
            "**/flake.{nix,lock}",
            "**/conanfile.{txt,py}",
            "**/vcpkg.json",
        ],
    },
    { flag: "touches_deps", topic: "container base images", paths: ["**/Dockerfile", "**/Dockerfile.*", "**/*.dockerfile", "**/Containerfile"] },
    { flag: "touches_deps", topic: "GitHub Actions used by a workflow", addedLines: /^[ \t-]*uses:[ \t]*["']?[\w.-]+\/[\w./-]+@/m, inFiles: CI_PIPELINES },
];

;// CONCATENATED MODULE: ./src/review/signals/rulesExec.ts
/** touches_exec: added lines that spawn processes or evaluate code, and CI pipelines. */

const EXEC_RULES = [
    // ── touches_exec: added lines that spawn processes or evaluate code ──
    {
        flag: "touches_exec",
        topic: "exec, spawn, system, popen or eval calls",
        // Not after a dot: `re.exec(s)` and `db.exec(sql)` are method calls on other things.
        addedLines: /(?<![\w.$])(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|eval)\(|\beval\s+["'$]/,
    },
    {
        flag: "touches_exec",
        topic: "Node.js child_process, vm, Function, execa, zx, Deno, Bun",
        addedLines: 
        // zx's $`cmd` after a line start, space or operator: matched with the character before it, not a lookbehind, which would try every position.
        /child_process|\bexeca\b|\bshelljs\b|\bnew\s+Function\s*\(|\bvm\.(?:runIn\w+|Script|compileFunction)\b|\bDeno\.(?:run|Command)\b|\bBun\.(?:spawn|spawnSync|\$)|(?:^|[\s(=,;!?:])\$`/,
    },
    {
        flag: "touches_exec",
        topic: "Python subprocess, os.system, os.exec*, pty",
        addedLines: /subprocess|\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|fork)\s*\(|\bpty\.spawn\b|\bcommands\.getoutput\b|\bshell\s*=\s*True\b/,
    },
    {
        flag: "touches_exec",
        topic: "Ruby, PHP and Perl shell-outs",
        addedLines: /(?<![\w.$])(?:shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bsystem\s+["']|%x[({[|]|\bqx\s*[({[/|]|\bOpen3\.|\bIO\.popen\b|\bKernel\.(?:system|exec|spawn)\b|\bProcess\.spawn\b|\b(?:instance|class|module)_eval\b/,
    },
    {
        flag: "touches_exec",
        topic: "backtick command substitution (Ruby, PHP, Perl)",
        // Skips comment lines, where backticks usually quote code in prose.
        addedLines: /^(?![ \t]*(?:#|\/\/|\*))[^\n`]*`[^`\n]+`/m,
        inFiles: ["**/*.{rb,rake,php,pl,pm}", "**/{Rakefile,Gemfile}"],
    },
    {
        flag: "touches_exec",
        topic: "JVM Runtime.exec, ProcessBuilder, script engines",
        addedLines: /Runtime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bScriptEngineManager\b|\bGroovyShell\b|["']\.execute\(\)/,
    },
    { flag: "touches_exec", topic: ".NET Process.Start, PowerShell", addedLines: /\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bPowerShell\.Create\b/ },
    {
        flag: "touches_exec",
        topic: "Go os/exec, syscall.Exec",
        addedLines: /"os\/exec"|\bexec\.Command(?:Context)?\s*\(|\bsyscall\.(?:Exec|ForkExec)\b|\bos\.StartProcess\b/,
    },
    { flag: "touches_exec", topic: "Rust std::process::Command", addedLines: /\bprocess::(?:Command\b|\{[^}\n]*\bCommand\b)/ },
    {
        flag: "touches_exec",
        topic: "C/C++ and Win32 process creation",
        addedLines: /(?<![\w.])(?:_popen|execv|execvp|execvpe|execl|execlp|execle|execve|posix_spawnp?|fork|vfork|WinExec|CreateProcess[AW]?|ShellExecute(?:Ex)?[AW]?)\s*\(/,
    },
    { flag: "touches_exec", topic: "Lua os.execute, io.popen", addedLines: /\bos\.execute\s*\(|\bio\.popen\s*\(/ },
    {
        flag: "touches_exec",
        topic: "shell invocations in any file",
        addedLines: /\b(?:ba|z|da|k)?sh\s+-c\b|\bcmd(?:\.exe)?\s+\/c\b|\bpowershell(?:\.exe)?\s+-(?:c|command)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b/i,
    },
    {
        flag: "touches_exec",
        topic: "npm lifecycle scripts",
        addedLines: /^[ \t]*"(?:pre|post)?(?:install|prepare|prepublish|prepack|postpack)"[ \t]*:/m,
        inFiles: ["**/package.json"],
    },
    // A CI pipeline runs its steps with the repository's secrets: any added line counts.
    { flag: "touches_exec", topic: "CI pipeline definitions", addedLines: /\S/, inFiles: CI_PIPELINES },
];

;// CONCATENATED MODULE: ./src/review/signals/rulesSurface.ts
/** consumer_surface by path and added line: what users of the software call or run. */

const CONTRACT = "(?:openapi\\w*|swagger|graphql|gql|protobuf)";
const GENERATOR = "(?:gen|generator|generators|codegen|template|templates)";
const SURFACE_RULES = [
    // ── consumer_surface: what users of the software call or run ──
    {
        flag: "consumer_surface",
        topic: "package entry points",
        paths: [
            `{,src/,lib/}index.${JS_ENTRY}`,
            `packages/*/{,src/,lib/}index.${JS_ENTRY}`,
            "**/mod.ts",
            "**/__init__.py",
            "**/__main__.py",
            "**/src/lib.rs",
            "**/src/main.rs",
            "**/main.go",
        ],
    },
    {
        flag: "consumer_surface",
        topic: "command-line interfaces",
        paths: ["**/bin/**", "**/cmd/**", "**/cli/**", `**/cli.${CODE}`, `**/commands/**/*.${CODE}`],
    },
    {
        flag: "consumer_surface",
        topic: "routes, handlers, controllers",
        paths: [
            `**/{routes,routers,router,controllers,handlers,endpoints,api,resolvers,views}/**/*.${CODE}`,
            `**/*{controller,routes,router,handler,handlers,resolver,endpoint,endpoints}.${CODE}`,
            "**/config/routes.rb",
            "**/urls.py",
            "**/views.py",
        ],
    },
    { flag: "consumer_surface", topic: "API contracts", paths: [...OPENAPI, ...GRAPHQL] },
    {
        flag: "consumer_surface",
        // What generates a contract consumers read is that contract's source, wherever it lives (even under internal/).
        topic: "generators and templates of OpenAPI, protobuf and GraphQL contracts",
        pathWords: new RegExp([
            "(?:^| )protoc gen(?= )",
            "(?:^| )gen(?:openapi|swagger|graphql|gql|proto)\\w*(?= |$)",
            `(?:^| )${CONTRACT}(?= )(?:.* )?${GENERATOR}(?= |$)`,
            `(?:^| )${GENERATOR}(?= )(?:.* )?${CONTRACT}(?= |$)`,
        ].join("|")),
    },
    { flag: "consumer_surface", topic: "GitHub Action interface", paths: ["action.{yml,yaml}"] },
    {
        flag: "consumer_surface",
        topic: "package.json exports, bin and entry fields",
        addedLines: /^[ \t]*"(?:exports|bin|main|module|types|typings|browser|imports)"[ \t]*:|^[ \t]*"\.(?:\/[^"]*)?"[ \t]*:/m,
        inFiles: ["**/package.json"],
    },
    {
        flag: "consumer_surface",
        topic: "Python and Rust entry points in manifests",
        addedLines: /^[ \t]*\[(?:project\.scripts|project\.gui-scripts|project\.entry-points[^\]\n]*|tool\.poetry\.scripts|\[bin\]|lib)\]|console_scripts|entry_points/m,
        inFiles: ["**/{pyproject.toml,setup.py,setup.cfg,Cargo.toml}"],
    },
    { flag: "consumer_surface", topic: "Python public names (__all__)", addedLines: /^__all__[ \t]*[:=+]/m, inFiles: ["**/*.py"] },
    // The two rules below read code: a route or a CLI flag is declared in source or a script, never in a `.resx`, `.xml`
    // or `.json`. Over every data file of a pull request they cost a scan of text that cannot declare one (a 1,954-file
    // localisation check-in), and `app.get("/x"` in a JSON fixture is not a route.
    {
        flag: "consumer_surface",
        topic: "route and handler declarations",
        inFiles: SCRIPTS,
        addedLines: /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:RestController|Controller|Path)\b|@(?:Get|Post|Put|Patch|Delete|All)\(|@\w+\.(?:route|get|post|put|patch|delete|websocket|api_route)\(\s*["']\/|\b(?:app|router|server|routes?|fastify|mux|engine|r|e|g|v\d)\.(?:get|post|put|patch|delete|all|route|use|handle|handleFunc|HandleFunc|any|group|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|Any|Group)\s*\(\s*["'`]\/|\bHandleFunc\s*\(|\bRoute::\w+\s*\(|\[(?:Http(?:Get|Post|Put|Patch|Delete)|Route)\b|\bMap(?:Get|Post|Put|Patch|Delete|Group)\s*\(/,
    },
    {
        flag: "consumer_surface",
        topic: "command-line flags and commands",
        inFiles: SCRIPTS,
        addedLines: /\badd_argument\(\s*["']-|\bArgumentParser\(|@click\.(?:command|group|option|argument)\b|\btyper\.(?:Typer|Option|Argument)\b|\.option\(\s*["'`]-|\.command\(\s*["'`]|\bnew Command\(|\byargs\b|\bparseArgs\(|\bcobra\.Command\b|\bflag\.(?:String|Bool|Int|Int64|Uint|Float64|Duration|Var)\w*\(|#\[(?:derive\([^)\n]*\bParser\b|arg\(|command\()|\bprocess\.argv\b|\bsys\.argv\b|\bos\.Args\b|\bARGV\b|\bgetopt/,
    },
];

;// CONCATENATED MODULE: ./src/review/signals/rules.ts
/**
 * THE table of diff-signal rules. A flag is raised when any changed file
 * matches one of its rules:
 * - `paths`: globs over the repository-relative path (case-insensitive; see glob.ts);
 * - `pathWords`: a pattern over the path's words, lower-cased and space-separated,
 *   with camelCase split (`src/OAuthClient.ts` reads " src o auth client ts ");
 * - `addedLines`: a pattern over the file's added lines, joined by "\n";
 *   `inFiles` limits it to files matching those globs.
 *
 * The lanes these flags select can only widen, so a rule may err towards a
 * false positive — but each one costs a lane run, so patterns stay specific:
 * `author.ts` is not auth, `re.exec(s)` is not a process, `api.get('/x')` is a
 * client call, not a route.
 *
 * Prose (Markdown, reStructuredText, text, AsciiDoc …) matches no rule at all:
 * `docs/authentication.md` describes auth, it does not change it.
 */





const SIGNAL_RULES = [...AUTH_RULES, ...DEPS_RULES, ...EXEC_RULES, ...CONTRACT_RULES, ...SURFACE_RULES];
/** Prose: documentation by format. It matches no rule, path or content. */
const PROSE_FILES = [
    // Not MDX: it imports and runs components. A folder name (`docs/`) never makes a file documentation.
    "**/*.{md,markdown,rst,txt,adoc,asciidoc,textile,rdoc,org}",
    "**/{README,LICENSE,LICENCE,COPYING,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS}",
];
/** Text files that are build inputs, not prose, though their names say `.txt`. */
const NOT_PROSE = [
    "**/CMakeLists.txt",
    "**/requirements*.txt",
    // `dev-requirements.txt`, `test_requirements.txt`: pip reads them as it reads requirements.txt.
    "**/*{-,_}requirements*.txt",
    "**/requirements/*.txt",
    "**/constraints*.txt",
    "**/vendor/modules.txt",
    "**/robots.txt",
];
/**
 * Generated files whose added lines are not scanned: lockfiles list package
 * names and hashes (`js-tokens`, `@auth0/…`) and source maps embed any text.
 * Their paths still count (a lockfile change is a dependency change).
 */
const UNSCANNED_FILES = [
    "**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock,deno.lock}",
    "**/{poetry.lock,Pipfile.lock,uv.lock,pdm.lock,Cargo.lock,go.sum,go.work.sum,Gemfile.lock,gems.locked,composer.lock}",
    "**/{packages.lock.json,paket.lock,gradle.lockfile,Package.resolved,Podfile.lock,pubspec.lock,mix.lock,flake.lock}",
    "**/*.map",
];


/***/ }),

/***/ 2684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CHANGED_FILES_SAMPLE),
/* harmony export */   v: () => (/* binding */ SIGNAL_FLAGS)
/* harmony export */ });
/** The flags a rule can raise. `docs_only` is derived, not matched. */
const SIGNAL_FLAGS = ["touches_auth", "touches_deps", "touches_exec", "touches_proto", "touches_migrations", "consumer_surface"];
const CHANGED_FILES_SAMPLE = 200;


/***/ }),

/***/ 4133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readUntrackedChanges)
/* harmony export */ });
/* unused harmony export UNTRACKED_READ_LIMIT */
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _llm_text_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4009);
/* harmony import */ var _llm_text_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6924);
/* harmony import */ var _llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5495);
/* harmony import */ var _codeReview_svgz_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2174);
/**
 * Untracked files for the `worktree` diff spec. git diff never shows them,
 * yet a new, uncommitted `deploy.py` that calls subprocess is exactly what a
 * local review should see. Each one counts as a new file whose every line is
 * added, as `git add` then `git diff HEAD` would show it.
 */





/** Only the head of a large untracked file is read: enough to see what it is. */
const UNTRACKED_READ_LIMIT = 1024 * 1024;
const PARALLEL_READS = 32;
async function readUntrackedChanges(git, options = {}) {
    const top = await git.topLevel(options);
    const paths = await git.untrackedFiles(options);
    const changes = [];
    for (let start = 0; start < paths.length; start += PARALLEL_READS) {
        options.signal?.throwIfAborted();
        const batch = paths.slice(start, start + PARALLEL_READS);
        changes.push(...(await Promise.all(batch.map((path) => readUntracked(top, path, options.signal)))));
    }
    return changes;
}
/**
 * Read through the confined reader: no symlink is followed, on the path or at
 * its end, and only a regular file is opened, so a FIFO or a link to a device
 * lists without content instead of hanging or flooding the review.
 */
async function readUntracked(top, path, signal) {
    const change = { path, status: "added", binary: false, addedLines: [], untracked: true };
    const read = await (0,_llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkspaceBytes */ .br)(top, path, { maxBytes: UNTRACKED_READ_LIMIT, signal });
    if (read.kind === "skipped") {
        switch (read.reason) {
            case "symlink": {
                // A symlink's content, to git, is its target text; it is never followed.
                const link = await (0,_llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_3__/* .readWorkspaceLink */ .SL)(top, path);
                if (link.kind === "link")
                    change.addedLines = linesOf(link.target);
                return change;
            }
            case "unreadable":
                // A file that is there but cannot be read fails the read, so signals widen rather than miss it.
                throw new _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx("UNTRACKED_UNREADABLE", "runtime", `untracked file ${JSON.stringify(path)} ${read.detail}`);
            default:
                // Deleted since git listed it, a FIFO, a socket, a folder reached through a symlink: listed without content.
                return change;
        }
    }
    // An .svgz is read as the SVG inside it, as a tracked one is; one that does not gunzip (or a bomb) is named unreadable, not binary.
    const svgz = (0,_codeReview_svgz_js__WEBPACK_IMPORTED_MODULE_4__/* .isSvgz */ .$T)(path) ? (0,_codeReview_svgz_js__WEBPACK_IMPORTED_MODULE_4__/* .gunzipSvgz */ .SE)(read, UNTRACKED_READ_LIMIT) : undefined;
    if (svgz && svgz.kind !== "svg")
        return { ...change, unreadable: true, encodingNote: svgz.kind === "corrupt" ? `.svgz: ${svgz.detail}` : _codeReview_svgz_js__WEBPACK_IMPORTED_MODULE_4__/* .SVGZ_TOO_LARGE */ .sJ };
    const body = svgz ? svgz.side : read;
    // Decoded as a tracked file is (BOMs, UTF-16/32, Windows-1252), a cut head up to its last whole line; what no decoder makes legible is binary.
    const decoded = (0,_llm_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeText */ .g7)(body.truncated ? (0,_llm_text_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeLines */ .z)(body.bytes) : body.bytes);
    if (decoded.kind === "binary")
        change.binary = true;
    else {
        change.addedLines = linesOf(decoded.text);
        const note = [svgz && _codeReview_svgz_js__WEBPACK_IMPORTED_MODULE_4__/* .SVGZ_NOTE */ .ke, decoded.note].filter(Boolean).join("; ");
        if (note)
            change.encodingNote = note;
    }
    return change;
}
/** The lines git would show as added, for file content or a link target. */
function linesOf(text) {
    if (text === "")
        return [];
    return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}


/***/ })

};
