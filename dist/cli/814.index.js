export const id = 814;
export const ids = [814];
export const modules = {

/***/ 6452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IW: () => (/* binding */ redactPatch),
/* harmony export */   KL: () => (/* binding */ redactDeep)
/* harmony export */ });
/* unused harmony export RedactDeepCycleError */
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8053);
/**
 * Redaction that follows the structure of what it redacts, instead of running
 * over text that was serialized or concatenated first.
 *
 * - redactDeep: each string of a JSON-like value on its own. Redacting
 *   `JSON.stringify(x)` instead breaks on a BEGIN line without its END (the
 *   key pattern eats the rest of the JSON), merges a BEGIN in one field with
 *   an END in a later one, and hides a token behind the escape JSON puts
 *   before it.
 * - redactPatch: a unified diff, line by line, each side of the change with
 *   its own line-redactor state, so a private key added on one side is hidden
 *   on that side and the diff markers survive.
 */

/** The value refers to itself, so it is not JSON data and has no finite copy. */
class RedactDeepCycleError extends Error {
    path;
    constructor(path) {
        super(`redactDeep: the value refers back to itself at ${path}; only acyclic JSON-like data can be redacted`);
        this.path = path;
        this.name = "RedactDeepCycleError";
    }
}
/**
 * A copy of a JSON-like value with every string redacted, object keys too.
 * Arrays and objects are copied (an object as its own enumerable string keys,
 * as JSON.stringify reads it, without calling `toJSON`); numbers, booleans,
 * null, undefined and anything else are returned as they are. Two keys that
 * redact to the same text are both kept, the later one with a ` (2)` suffix,
 * so redaction never drops an entry. A shared (but acyclic) reference is
 * copied at each place; a cycle throws RedactDeepCycleError.
 */
function redactDeep(value, redact) {
    return copyRedacted(value, redact, new Set(), "$");
}
function copyRedacted(value, redact, ancestors, path) {
    if (typeof value === "string")
        return redact(value);
    if (value === null || typeof value !== "object")
        return value;
    if (ancestors.has(value))
        throw new RedactDeepCycleError(path);
    ancestors.add(value);
    try {
        if (Array.isArray(value))
            return value.map((item, index) => copyRedacted(item, redact, ancestors, `${path}[${index}]`));
        const copy = {};
        for (const [key, item] of Object.entries(value)) {
            // The path names redacted keys only: it ends up in an error message.
            const shownKey = unusedKey(copy, redact(key));
            // defineProperty, because assigning `__proto__` would replace the copy's prototype instead.
            Object.defineProperty(copy, shownKey, {
                value: copyRedacted(item, redact, ancestors, `${path}[${JSON.stringify(shownKey)}]`),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return copy;
    }
    finally {
        ancestors.delete(value);
    }
}
function unusedKey(target, key) {
    if (!Object.hasOwn(target, key))
        return key;
    for (let n = 2;; n += 1) {
        const candidate = `${key} (${n})`;
        if (!Object.hasOwn(target, candidate))
            return candidate;
    }
}
/** The path a `---`/`+++` (or `diff --git`) header names, without its `a/`/`b/` prefix; undefined for /dev/null. */
function headerPath(text) {
    const name = text.trim().replace(/^"(.*)"$/, "$1");
    if (name === "/dev/null")
        return undefined;
    return name.replace(/^[ab]\//, "");
}
const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
function hunkLeft(header) {
    const counts = HUNK_HEADER.exec(header);
    // A header without counts (a combined diff's `@@@`) leaves the hunk open until the next header.
    if (!counts)
        return { base: Number.POSITIVE_INFINITY, head: Number.POSITIVE_INFINITY };
    return { base: Number(counts[1] ?? 1), head: Number(counts[2] ?? 1) };
}
/** Of two redactions of one line, the one that shows less of it. */
function lessRevealing(head, base) {
    if (head === base)
        return head;
    const shown = (text) => text.replace(/\[REDACTED:[a-z-]+\]/g, "").length;
    return shown(base) < shown(head) ? base : head;
}
/**
 * Redacts unified diff text (`git diff` output, or one file's section of it)
 * for a prompt. Every input line gives exactly one output line.
 * - Hunk lines keep their marker (`+`, `-`, ` `, `\`); the rest of the line is
 *   redacted by a line redactor for the head side (`+` and context lines) or
 *   the base side (`-` and context lines), so a private key body is hidden
 *   on the side that has its BEGIN line. A context line is shown as the side
 *   that reveals less of it shows it.
 * - Every other line (`diff --git`, `index`, `---`, `+++`, `@@` with its
 *   section heading, rename and mode lines) is redacted whole with `redact`.
 * - Both sides start afresh at each `diff` and `@@` header: what lies between
 *   two hunks is unknown. The hunk's counts say where it ends, so a removed
 *   line reading `-- x` is not taken for a `---` header.
 * - Each side knows its file (`path`, else the `---`/`+++` headers), so a
 *   config file's secret values are hidden and source code is never read as
 *   config (createLineRedactor).
 */
function redactPatch(patch, redact, path) {
    let headPath = path;
    let basePath = path;
    let head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, headPath);
    let base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, basePath);
    let left;
    const restart = () => {
        head = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, headPath);
        base = (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createLineRedactor */ .PM)(redact, basePath);
    };
    const redactLine = (line) => {
        if (line.startsWith("diff ")) {
            if (path === undefined)
                headPath = basePath = headerPath(line.replace(/^diff --git a\/.*? b\//, "b/"));
            restart();
            left = undefined;
            return redact(line);
        }
        if (!left && path === undefined && (line.startsWith("--- ") || line.startsWith("+++ "))) {
            const named = headerPath(line.slice(4));
            if (named !== undefined && line.startsWith("+"))
                headPath = named;
            if (named !== undefined && line.startsWith("-"))
                basePath = named;
            restart();
        }
        if (line.startsWith("@@")) {
            restart();
            left = hunkLeft(line);
            return redact(line);
        }
        // `\ No newline at end of file` follows the hunk's last line, after its counts ran out.
        if (line.startsWith("\\"))
            return "\\" + redact(line.slice(1));
        if (!left || (left.base <= 0 && left.head <= 0))
            return redact(line);
        const marker = line.charAt(0);
        const content = line.slice(1);
        if (marker === "+") {
            left.head -= 1;
            return "+" + head(content);
        }
        if (marker === "-") {
            left.base -= 1;
            return "-" + base(content);
        }
        if (marker === " " || marker === "") {
            left.head -= 1;
            left.base -= 1;
            const shown = lessRevealing(head(content), base(content));
            // An empty line is a context line whose space was trimmed: it shows nothing to hide.
            return marker === "" ? "" : " " + shown;
        }
        // Not a hunk line at all (a malformed or cut patch): redacted whole, and the sides restart.
        restart();
        return redact(line);
    };
    return patch.split("\n").map(redactLine).join("\n");
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
/* harmony import */ var _workspaceFile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8116);



const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;
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
 * The lines of `root`/`relPath` within its first `maxBytes` bytes: its `\n`
 * count, plus one when the last byte read is not a newline. A file longer
 * than the cap counts the lines that start inside it (`truncated` is true).
 */
async function countWorkspaceLines(root, relPath, options) {
    const maxBytes = checkedCap(options.maxBytes);
    const opened = await openWorkspacePath(root, relPath);
    if (opened.kind === "skipped")
        return opened;
    try {
        const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
        let position = 0;
        let newlines = 0;
        let last = NEWLINE;
        while (position < maxBytes) {
            options.signal?.throwIfAborted();
            const { bytesRead } = await opened.handle.read(buffer, 0, Math.min(CHUNK_BYTES, maxBytes - position), position);
            if (bytesRead === 0)
                break;
            position += bytesRead;
            const chunk = buffer.subarray(0, bytesRead);
            for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1))
                newlines++;
            last = chunk[bytesRead - 1];
        }
        const truncated = await hasByteAt(opened.handle, maxBytes, position);
        return { kind: "lines", count: last === NEWLINE ? newlines : newlines + 1, truncated };
    }
    catch (error) {
        return readFault(error, options.signal);
    }
    finally {
        await opened.handle.close();
    }
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
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(located.absolute, _workspaceFile_js__WEBPACK_IMPORTED_MODULE_2__/* .NON_BLOCKING_READ_FLAGS */ .v0);
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

/***/ 3960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UB: () => (/* binding */ chunkAssignmentSchema),
/* harmony export */   p7: () => (/* binding */ assignedChunks),
/* harmony export */   tq: () => (/* binding */ assignmentOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3798);
/* harmony import */ var _llm_redactDeep_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6452);
/* harmony import */ var _chunks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7499);
/**
 * A chunk assignment: which files each code-review chunk holds, and a digest
 * of each chunk's rendered text. The matrix plan plans the whole diff once and
 * records it; a lane job then redacts and renders only its own chunks' files,
 * instead of planning all of them to keep an eighth.
 *
 * The assignment is a shortcut, never an authority: a job uses it only when
 * its own listing, in review order, has the plan's digest and every chunk it
 * renders has the plan's digest too. Anything else (another redaction, another
 * checkout, another chunk size or cap) and the job plans the whole diff itself.
 */




const sha256 = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);
const chunkAssignmentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    /** The chunk size the plan used: a job planning with another size plans for itself. */
    chunk_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    /** sha256 of the reviewable paths in review order, NUL-separated. */
    reviewable_sha256: sha256,
    /** Every chunk, in index order: its paths as the chunk lists them, and sha256 of its rendered diff. */
    chunks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ paths: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).min(1), sha256 })),
});
const digest = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(text).digest("hex");
const listingDigest = (reviewable) => digest(reviewable.join("\0"));
/** The assignment of a whole plan (planned with no cap, so every chunk is in it). */
function assignmentOf(plan, chunkTokens) {
    return {
        chunk_tokens: chunkTokens,
        reviewable_sha256: listingDigest(plan.reviewable),
        chunks: plan.chunks.map((chunk) => ({ paths: chunk.paths, sha256: digest(chunk.diff) })),
    };
}
/**
 * The chunks `wanted` keeps, rendered from the assignment: the same plan
 * planChunks makes under `options`, with only the wanted chunks (global
 * indices). Only the wanted chunks' files are redacted and rendered; the
 * files themselves are left as they are. Undefined when the assignment does not hold for these files.
 */
function assignedChunks(files, assignment, options) {
    // Under the cap, planChunks leaves nothing over budget for the cap's sake: the uncapped plan is the capped one.
    if (assignment.chunk_tokens !== options.chunkTokens || assignment.chunks.length > options.maxChunks)
        return undefined;
    const { skipped, reviewable } = (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewOrder */ .vM)(files, options.policy);
    const order = reviewable.map((file) => file.path);
    if (listingDigest(order) !== assignment.reviewable_sha256)
        return undefined;
    const byPath = new Map(reviewable.map((file) => [file.path, file]));
    const pieces = new Map();
    const seen = new Map();
    const chunks = [];
    for (const [i, entry] of assignment.chunks.entries()) {
        const index = i + 1;
        const wanted = options.wanted(index);
        const parts = [];
        for (const path of entry.paths) {
            // A file split across chunks holds its k-th piece in the k-th chunk that lists it.
            const k = seen.get(path) ?? 0;
            seen.set(path, k + 1);
            if (!byPath.has(path))
                return undefined;
            if (!wanted)
                continue;
            if (!pieces.has(path)) {
                const file = byPath.get(path);
                const patch = options.redact ? (0,_llm_redactDeep_js__WEBPACK_IMPORTED_MODULE_1__/* .redactPatch */ .IW)(file.patch, options.redact) : file.patch;
                pieces.set(path, (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .piecesOf */ .oC)({ ...file, patch }, options.chunkTokens));
            }
            const piece = pieces.get(path)?.[k];
            if (piece === undefined)
                return undefined;
            parts.push(piece);
        }
        if (!wanted)
            continue;
        const chunk = (0,_chunks_js__WEBPACK_IMPORTED_MODULE_2__/* .chunkOf */ .Xe)(index, [...entry.paths], parts);
        if (digest(chunk.diff) !== entry.sha256)
            return undefined;
        chunks.push(chunk);
    }
    const overBudget = order.filter((path) => !seen.has(path)).map((path) => ({ path, reason: "over budget" }));
    return { chunks, skipped, overBudget, reviewable: order };
}


/***/ }),

/***/ 7499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ri: () => (/* binding */ DEFAULT_CHUNK_TOKENS),
  O3: () => (/* binding */ DEFAULT_MAX_CHUNKS),
  Xe: () => (/* binding */ chunkOf),
  Hs: () => (/* binding */ hunksOf),
  oC: () => (/* binding */ piecesOf),
  Cu: () => (/* binding */ planChunks),
  vM: () => (/* binding */ reviewOrder)
});

// UNUSED EXPORTS: renderHunk, tokensOf

// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
;// CONCATENATED MODULE: ./src/review/codeReview/splitHunk.ts
/**
 * A hunk too big for one chunk, cut into parts that each fit: a new
 * 3,000-line file is one hunk, and must still be reviewed. Each part is a
 * hunk of its own whose `@@ -a,b +c,d @@` header is right for its lines, so
 * the head-side numbers a reviewer cites are the file's. Parts start at a
 * definition where the language allows, else after a blank line, else where
 * the budget ends.
 */
/** A definition's first line in most languages: modifiers, then a keyword; or a member with an access modifier (C#, Java). */
const DEFINITION = /^(?:public|private|protected|internal)\b|^(?:(?:export|default|pub(?:\([\w:]+\))?|public|private|protected|internal|static|async|abstract|final|sealed|partial|unsafe|extern|override|virtual|readonly|declare|open|data|inline)\s+)*(?:function\*?|class|interface|type|enum|struct|impl|trait|fn|mod|def|func|module|namespace|object|record|macro_rules!|const|let|var)\b/;
/** A markdown or reStructuredText document's sections start at its headings. */
const HEADING = /^#{1,6}\s/;
const DOCUMENT = /\.(?:md|markdown|mdx|rst|txt)$/i;
/** Lines that belong to the definition below them: doc comments, attributes, decorators. */
const LEAD_IN = /^\s*(?:\/\/|\/\*|\*|#\[|#!\[|@\w|\[\w)/;
/** Definition starts by keyword, at any depth: the splitter prefers the shallowest. */
const heuristicSplitPoints = (path, lines, firstLine) => {
    const starts = DOCUMENT.test(path) ? HEADING : DEFINITION;
    const points = [];
    lines.forEach((line, i) => {
        if (starts.test(DOCUMENT.test(path) ? line : line.trimStart()))
            points.push(firstLine + i);
    });
    return points;
};
const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function rowsOf(lines, newStart) {
    let next = newStart;
    return lines.map((raw) => {
        const mark = raw.startsWith("+") ? "+" : raw.startsWith("-") ? "-" : raw.startsWith("\\") ? "\\" : " ";
        return mark === "-" || mark === "\\" ? { mark, raw } : { mark, raw, head: next++ };
    });
}
const indentOf = (text) => text.length - text.trimStart().length;
const textOf = (row) => (row.mark === "\\" ? "" : row.raw.slice(1));
/**
 * The hunk in parts whose rendered size (`cost` per row, plus `overhead` per
 * part) stays within `capacity` characters. Undefined when a single line is
 * over it: such a line cannot be shown in part.
 */
function splitHunk(path, hunk, capacity, splitPoints = heuristicSplitPoints, cost = (raw) => raw.length + 1) {
    const lines = hunk.split("\n");
    const header = HEADER.exec(lines[0] ?? "");
    if (!header)
        return undefined;
    const oldStart = Number(header[1]);
    const oldCount = header[2] === undefined ? 1 : Number(header[2]);
    const newStart = Number(header[3]);
    const newCount = header[4] === undefined ? 1 : Number(header[4]);
    const rows = rowsOf(lines.slice(1), newCount === 0 ? newStart + 1 : newStart);
    const overhead = lines[0].length + 100;
    if (rows.some((row) => cost(row.raw) + overhead > capacity))
        return undefined;
    const headRows = rows.filter((row) => row.head !== undefined);
    const definitions = new Set(splitPoints(path, headRows.map(textOf), headRows[0]?.head ?? newStart));
    // Removed lines have no head-side number: the heuristic reads them as it reads any line.
    const isDefinition = rows.map((row) => row.head !== undefined ? definitions.has(row.head) : row.mark === "-" && heuristicSplitPoints(path, [textOf(row)], 1).length > 0);
    const parts = [];
    for (let start = 0; start < rows.length;) {
        let end = start;
        let size = overhead;
        while (end < rows.length && size + cost(rows[end].raw) <= capacity)
            size += cost(rows[end++].raw);
        if (end < rows.length)
            end = cutBefore(rows, start, end, isDefinition);
        parts.push([start, end]);
        start = end;
    }
    // Where each part's lines begin on either side, as git counts them.
    let oldNext = oldCount === 0 ? oldStart + 1 : oldStart;
    let newNext = newCount === 0 ? newStart + 1 : newStart;
    return parts.map(([start, end]) => {
        const slice = rows.slice(start, end);
        const olds = slice.filter((r) => r.mark === " " || r.mark === "-").length;
        const news = slice.filter((r) => r.head !== undefined).length;
        const a = olds === 0 ? oldNext - 1 : oldNext;
        const c = news === 0 ? newNext - 1 : newNext;
        const context = enclosing(rows, start, isDefinition);
        oldNext += olds;
        newNext += news;
        return [`@@ -${a},${olds} +${c},${news} @@${context ? ` ${context}` : ""}`, ...slice.map((r) => r.raw)].join("\n");
    });
}
/**
 * Where a part that could run to `end` should stop instead: before the
 * shallowest definition in the window's second half (the latest of equals,
 * with its doc comments and attributes), else after its last blank line,
 * else at `end`.
 */
function cutBefore(rows, start, end, isDefinition) {
    const from = start + Math.max(1, Math.floor((end - start) / 2));
    let best;
    for (let i = from; i < end; i++) {
        if (!isDefinition[i])
            continue;
        if (best === undefined || indentOf(textOf(rows[i])) <= indentOf(textOf(rows[best])))
            best = i;
    }
    if (best !== undefined) {
        let cut = best;
        while (cut - 1 > from && LEAD_IN.test(textOf(rows[cut - 1])))
            cut--;
        return cut;
    }
    for (let i = end - 1; i >= from; i--)
        if (textOf(rows[i - 1]).trim() === "")
            return i;
    return end;
}
/** The definition a part starts inside, for its header (as git's function context): the nearest shallower one above. */
function enclosing(rows, start, isDefinition) {
    const first = rows.slice(start).find((row) => textOf(row).trim() !== "");
    if (!first || start === 0)
        return undefined;
    const depth = indentOf(textOf(first));
    for (let i = start - 1; i >= 0; i--) {
        const text = textOf(rows[i]);
        if (isDefinition[i] && indentOf(text) < depth)
            return text.trim().slice(0, 80);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/review/codeReview/svg.ts
/**
 * An SVG is a document that can run code, but mostly it is path data: one
 * 5-line icon held 82k characters that every lane read as text. A changed
 * SVG is shown with its lines cut short, and with what matters for security
 * in the whole added text, found by a scanner: scripts, event handlers,
 * references outside the document, embedded documents, entity declarations.
 * The scanner only matches bounded patterns line by line, so malformed
 * markup cannot make it fail or run long.
 */
/** Characters of an SVG line shown; the rest is counted. */
const SVG_LINE_CAP = 400;
/** Lines of an SVG hunk shown; the rest is counted. */
const SVG_ROWS_CAP = 200;
const FACTS_CAP = 40;
const EXCERPT = 120;
const isSvg = (path) => /\.svgz?$/i.test(path);
const outside = (target) => !target.trim().startsWith("#") && target.trim() !== "";
const PATTERNS = [
    { what: "script element", re: /<script\b[^>]{0,300}>?/gi },
    { what: "event handler attribute", re: /(?:^|[\s"'/])(on[a-z]{2,30}\s*=\s*(?:"[^"]{0,300}"?|'[^']{0,300}'?|[^\s>]{1,300}))/gi },
    { what: "reference outside the document", re: /\b((?:xlink:)?href\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside },
    { what: "reference outside the document", re: /\b(src\s*=\s*(?:"([^"]{0,300})"?|'([^']{0,300})'?))/gi, keep: outside },
    { what: "reference outside the document", re: /(url\(\s*["']?([^"')]{0,300}))/gi, keep: outside },
    { what: "embedded document or plugin", re: /<(?:foreignObject|iframe|embed|object|handler|listener)\b[^>]{0,200}>?/gi },
    { what: "animation that sets a link", re: /<(?:animate|set)\b[^>]{0,300}attributeName\s*=\s*["']?(?:xlink:)?href[^>]{0,200}>?/gi },
    { what: "javascript: URL", re: /javascript\s*:[^"'\s>]{0,200}/gi },
    { what: "entity or DTD declaration", re: /<!(?:ENTITY|DOCTYPE)\b[^>]{0,200}>?/gi },
    { what: "stylesheet import", re: /<\?xml-stylesheet\b[^>]{0,200}>?|@import\b[^;]{0,200};?/gi },
];
/**
 * The facts of an SVG's added lines (head-side numbers), in line order, at
 * most FACTS_CAP and then a count of the rest.
 */
function svgFacts(lines) {
    const facts = [];
    let more = 0;
    for (const { number, text } of lines) {
        for (const pattern of PATTERNS) {
            pattern.re.lastIndex = 0;
            for (let m = pattern.re.exec(text); m !== null; m = pattern.re.exec(text)) {
                if (m[0] === "")
                    pattern.re.lastIndex++;
                const target = m[2] ?? m[3] ?? "";
                if (pattern.keep && !pattern.keep(target))
                    continue;
                if (facts.length >= FACTS_CAP) {
                    more++;
                    continue;
                }
                facts.push(`line ${number}: ${pattern.what}: ${excerpt(m[1] ?? m[0])}`);
            }
        }
    }
    return more > 0 ? [...facts, `… ${more} more of these not listed`] : facts;
}
function excerpt(text) {
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/g, " ").trim();
    return `\`${clean.length > EXCERPT ? `${clean.slice(0, EXCERPT)}…` : clean}\``;
}
/** A rendered SVG hunk with long lines cut and long hunks shortened; numbers and marks stay as rendered. */
function capSvgHunk(rendered) {
    const [header, ...rows] = rendered.split("\n");
    const shown = rows
        .slice(0, SVG_ROWS_CAP)
        .map((row) => (row.length > SVG_LINE_CAP ? `${row.slice(0, SVG_LINE_CAP)} … [${row.length - SVG_LINE_CAP} more characters not shown]` : row));
    if (rows.length > SVG_ROWS_CAP)
        shown.push(`… [${rows.length - SVG_ROWS_CAP} more lines of this SVG not shown]`);
    return [header, ...shown].join("\n");
}
/** The block that follows an SVG's hunks: its facts, or that it has none. */
function svgFactsBlock(patch) {
    const added = [];
    let next = 1;
    let inHunk = false;
    for (const line of patch.split("\n")) {
        const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (header) {
            inHunk = true;
            next = Number(header[1]);
        }
        else if (inHunk && line.startsWith("+"))
            added.push({ number: next++, text: line.slice(1) });
        else if (inHunk && line.startsWith(" "))
            next++;
    }
    const facts = svgFacts(added);
    const intro = "SVG security facts, from the whole added text (long lines above are cut short):";
    return facts.length === 0
        ? `${intro} no script, event handler, outside reference, embedded document or entity declaration.`
        : [intro, ...facts.map((f) => `- ${f}`)].join("\n");
}

;// CONCATENATED MODULE: ./src/review/codeReview/chunks.ts
/**
 * Groups a diff into review chunks under a token budget (chars / 4). Source
 * before tests before docs, then by churn. Files skipped by policy, or left
 * out of an incremental re-review, are listed with their reason and its
 * source; files beyond the budget are listed as over budget. Nothing is
 * dropped silently. A deleted file is shown as one line: the reviewer sees
 * that it went, and reads the base for what it held.
 */



const DEFAULT_CHUNK_TOKENS = 24_000;
const DEFAULT_MAX_CHUNKS = 20;
const tokensOf = (text) => Math.ceil(text.length / 4);
/** `localeCompare` without arguments, as one collator: building one per comparison is most of sorting 2,000 paths. */
const comparePaths = new Intl.Collator().compare;
/**
 * One hunk with head-side line numbers, so findings can cite real lines. The
 * numbers are padded only to the hunk's widest: padding is paid in tokens on
 * every line of every diff a reviewer reads.
 */
function renderHunk(hunk) {
    const lines = hunk.split("\n");
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(lines[0] ?? "");
    let next = header ? Number(header[1]) : 1;
    const rows = [];
    for (const line of lines.slice(1)) {
        if (line.startsWith("+"))
            rows.push({ number: next++, mark: "+", text: line.slice(1) });
        else if (line.startsWith("-"))
            rows.push({ mark: "-", text: line.slice(1) });
        else if (line.startsWith("\\"))
            rows.push({ mark: " ", text: line });
        else if (line !== "" || lines.length > 1)
            rows.push({ number: next++, mark: " ", text: line.slice(1) });
    }
    const width = String(Math.max(1, next - 1)).length;
    const out = rows.map((row) => `${(row.number === undefined ? "" : String(row.number)).padStart(width)} ${row.mark} ${row.text}`);
    return [lines[0], ...out].join("\n");
}
/** Splits a file's patch section into its hunks (each starting with @@). */
function hunksOf(patch) {
    const hunks = [];
    let current;
    for (const line of patch.replace(/\n$/, "").split("\n")) {
        if (line.startsWith("@@")) {
            if (current)
                hunks.push(current.join("\n"));
            current = [line];
        }
        else if (current) {
            current.push(line);
        }
    }
    if (current)
        hunks.push(current.join("\n"));
    return hunks;
}
function fileHeader(file) {
    const rename = file.oldPath && file.oldPath !== file.path ? ` (renamed from ${file.oldPath})` : "";
    const encoding = file.encodingNote ? ` [${file.encodingNote}]` : "";
    return `### ${file.path}${rename} — ${file.status}, +${file.additions} −${file.deletions}${encoding}`;
}
/** Room kept in a piece for its header's "(part k of n, lines a–b)". */
const PART_LABEL_ROOM = 64;
/**
 * A file as pieces that each fit the budget: whole, or split at hunk
 * boundaries, a hunk too big for a chunk split into parts (splitHunk.ts).
 * Pieces of a split file name their part and head lines. Undefined when the
 * file cannot be shown in pieces: its patch was too large to read, or one
 * line alone is over the budget.
 */
function piecesOf(file, budget, splitPoints = heuristicSplitPoints) {
    const header = fileHeader(file);
    if (file.tooLarge)
        return undefined;
    if (file.status === "deleted")
        return [`${header} (deleted: its content is at the base)`];
    const rawHunks = hunksOf(file.patch);
    // An SVG is shown cut short, followed by its security facts from the whole text (svg.ts).
    const svg = isSvg(file.path);
    const show = (raw) => (svg ? capSvgHunk(renderHunk(raw)) : renderHunk(raw));
    const hunks = rawHunks.map(show);
    const tail = svg ? [svgFactsBlock(file.patch)] : [];
    const whole = [header, ...hunks, ...tail].join("\n");
    if (tokensOf(whole) <= budget)
        return [whole];
    const room = budget * 4 - header.length - PART_LABEL_ROOM - 2;
    const parts = [];
    for (const [i, hunk] of hunks.entries()) {
        if (hunk.length + 1 <= room) {
            parts.push(hunk);
            continue;
        }
        // Each row renders as its line plus a number as wide as the hunk's widest, a space, the mark and a space.
        const width = String(lastHeadLine(hunk)).length;
        const shown = (raw) => (svg ? Math.min(raw.length, SVG_LINE_CAP + 50) : raw.length) + width + 3;
        const split = splitHunk(file.path, rawHunks[i], room, splitPoints, shown);
        if (!split)
            return undefined;
        parts.push(...split.map(show));
    }
    parts.push(...tail);
    const groups = [];
    let current = [];
    let size = 0;
    for (const part of parts) {
        if (current.length > 0 && size + part.length + 1 > room) {
            groups.push(current);
            current = [];
            size = 0;
        }
        current.push(part);
        size += part.length + 1;
    }
    if (current.length > 0)
        groups.push(current);
    if (groups.some((group) => group.join("\n").length > room))
        return undefined;
    return groups.map((group, k) => [`${header} (part ${k + 1} of ${groups.length}${headSpan(group)})`, ...group].join("\n"));
}
/** The last head-side line number a rendered hunk shows. */
function lastHeadLine(rendered) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(rendered);
    return header ? Number(header[1]) + Math.max(0, Number(header[2] ?? 1) - 1) : 1;
}
/** ", lines a–b": the head-side lines a piece's hunks span, for a reader to place the piece in the file. */
function headSpan(group) {
    const spans = group.map((hunk) => /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(hunk)).filter((m) => m !== null && Number(m[2] ?? 1) > 0);
    if (spans.length === 0)
        return "";
    const first = Number(spans[0][1]);
    const last = spans.at(-1);
    return `, lines ${first}–${Number(last[1]) + Number(last[2] ?? 1) - 1}`;
}
/** The files the policy skips, with why, and the rest in review order: the order chunks fill in. */
function reviewOrder(files, policy) {
    const skipped = [];
    const reviewable = [];
    for (const file of files) {
        const skip = (0,filePolicy/* skipDecision */.q0)(file, policy);
        if (skip)
            skipped.push({ path: file.path, ...skip });
        else
            reviewable.push(file);
    }
    reviewable.sort((a, b) => (0,filePolicy/* fileRank */.F6)(a.path) - (0,filePolicy/* fileRank */.F6)(b.path) || b.additions + b.deletions - (a.additions + a.deletions) || comparePaths(a.path, b.path));
    return { skipped, reviewable };
}
/** A chunk of rendered parts (pieces of files, in order), as every planner closes one. */
function chunkOf(index, paths, parts) {
    const diff = parts.join("\n\n");
    return { index, paths, diff, tokens: tokensOf(diff) };
}
function planChunks(files, options) {
    const { skipped, reviewable } = reviewOrder(files, options.policy);
    const pieces = new Map(reviewable.map((file) => [file.path, piecesOf(file, options.chunkTokens)]));
    let packed = pack(reviewable, pieces, options, new Set());
    if (packed.capped > 0) {
        // Past the run's chunks, the biggest files are left out rather than whichever come last: the same chunks then
        // review more files. The fewest such files that let the rest fit, found by bisection (fewer files never need more chunks).
        const size = (path) => pieces.get(path).reduce((n, piece) => n + piece.length, 0);
        const bySize = reviewable
            .filter((file) => pieces.get(file.path) !== undefined)
            .map((file) => file.path)
            .sort((a, b) => size(b) - size(a) || comparePaths(a, b));
        let low = 1;
        let high = bySize.length;
        while (low < high) {
            const mid = (low + high) >> 1;
            if (pack(reviewable, pieces, options, new Set(bySize.slice(0, mid))).capped === 0)
                high = mid;
            else
                low = mid + 1;
        }
        packed = pack(reviewable, pieces, options, new Set(bySize.slice(0, low)));
    }
    return { chunks: packed.chunks, skipped, overBudget: packed.overBudget, reviewable: reviewable.map((file) => file.path) };
}
/** The files in review order packed into chunks, `left` left out; `capped` counts the others the chunk cap left out. */
function pack(reviewable, pieces, options, left) {
    const chunks = [];
    const overBudget = [];
    let capped = 0;
    let current = { paths: [], parts: [], tokens: 0 };
    const close = () => {
        if (current.parts.length === 0)
            return;
        chunks.push(chunkOf(chunks.length + 1, current.paths, current.parts));
        current = { paths: [], parts: [], tokens: 0 };
    };
    for (const file of reviewable) {
        const filePieces = pieces.get(file.path);
        if (!filePieces || left.has(file.path)) {
            overBudget.push({ path: file.path, reason: "over budget" });
            continue;
        }
        // Chunks needed if this file goes in: a file is reviewed whole or not at all.
        const needed = filePieces.length === 1 && current.tokens + tokensOf(filePieces[0]) <= options.chunkTokens ? 0 : filePieces.length;
        const open = current.parts.length > 0 ? 1 : 0;
        if (chunks.length + open + needed > options.maxChunks) {
            overBudget.push({ path: file.path, reason: "over budget" });
            capped++;
            continue;
        }
        for (const piece of filePieces) {
            const tokens = tokensOf(piece);
            if (current.tokens + tokens > options.chunkTokens)
                close();
            current.parts.push(piece);
            if (!current.paths.includes(file.path))
                current.paths.push(file.path);
            current.tokens += tokens + 1;
        }
    }
    close();
    return { chunks, overBudget, capped };
}


/***/ }),

/***/ 9558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ SECURITY_ONLY),
/* harmony export */   F6: () => (/* binding */ fileRank),
/* harmony export */   T0: () => (/* binding */ builtInConvention),
/* harmony export */   q0: () => (/* binding */ skipDecision),
/* harmony export */   rh: () => (/* binding */ reviewFilePolicy),
/* harmony export */   s_: () => (/* binding */ unchangedPaths)
/* harmony export */ });
/* unused harmony export securityOnlySource */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _lockfiles_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8209);
/* harmony import */ var _baseMarkers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3140);
/* harmony import */ var _generatedMarkers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/**
 * Which changed files the code review leaves out, and why: only the base
 * branch and fixed rules the pull request cannot influence decide that.
 *
 * - the base configuration's `paths.ignore`, `paths.generated`,
 *   `paths.vendored` and `denylist` (read at the base SHA);
 * - the default secret-file types (secretFiles.ts), never a source file;
 * - built-in conventions (`dist/`, `vendor/`, `*.min.js` …) and strict
 *   generator headers (generatedMarkers.ts) never skip a file silently: a file
 *   that sat at such a path, or with such a header, at the base and that the
 *   pull request edits in place, and a file the pull request adds with a
 *   generator's header, go to the security lane only (security/inPlaceEdits.ts
 *   shows it their added lines); at security posture `hardened` code review
 *   reads them too. A file the pull request moves there is reviewed like any other;
 * - the lockfiles the security lane checks deterministically;
 * - binary by content (decided in fileContent.ts, never by attributes);
 * - an incremental re-review's unchanged files (read by the last review).
 *
 * Each skip carries the rule and where it came from, for the report.
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
    const compiled = list.map((glob) => ({ glob, test: picomatch__WEBPACK_IMPORTED_MODULE_3___default()(glob, options) }));
    const literal = new Set(list);
    const any = new RegExp(list.map((glob) => `(?:${picomatch__WEBPACK_IMPORTED_MODULE_3___default().makeRe(glob, options).source})`).join("|"), options.nocase ? "i" : "");
    return (path) => (literal.has(path) || any.test(path) ? compiled.find((c) => c.test(path))?.glob : undefined);
}
function reviewFilePolicy(options) {
    return {
        withheld: options.withheld,
        ignored: globMatcher(options.paths?.ignore),
        generated: globMatcher(options.paths?.generated),
        vendored: globMatcher(options.paths?.vendored),
        isUnchanged: options.isUnchanged ?? (() => false),
        readsSecurityOnly: options.readsSecurityOnly ?? false,
    };
}
/**
 * The run's `review_paths` fact (an incremental re-review) as a predicate for
 * the files left out of it. Anything but a list means a full review.
 */
function unchangedPaths(reviewPaths) {
    if (!Array.isArray(reviewPaths))
        return () => false;
    const listed = new Set(reviewPaths.filter((p) => typeof p === "string"));
    return (path) => !listed.has(path);
}
const conventionVendored = globMatcher(VENDORED);
const conventionGenerated = globMatcher(GENERATED);
const conventionAnyCase = globMatcher(GENERATED_ANY_CASE, ANY_CASE);
const SECURITY_ONLY = "reviewed by security only";
/** The built-in convention glob a path falls under (dist/, vendor/, *.min.js …), if any: what only matters for a file that sat there at the base. */
function builtInConvention(path) {
    return conventionVendored(path) ?? conventionGenerated(path) ?? conventionAnyCase(path);
}
/**
 * Why a file that no base configuration skips is the security lane's alone:
 * a built-in convention's file edited in place (it sat there at the base), or
 * a file the pull request adds with a strict generator header. Undefined for
 * any other file. The PR chooses neither the convention nor what sat at the base.
 */
function securityOnlySource(file) {
    if ((0,_baseMarkers_js__WEBPACK_IMPORTED_MODULE_1__/* .existedAtBase */ .Ro)(file)) {
        const atBase = "built-in convention; existed at the base";
        const glob = builtInConvention(file.path);
        if (glob)
            return `${atBase} (${JSON.stringify(glob)})`;
        if (file.baseMarker)
            return `${atBase} (generator header ${JSON.stringify(file.baseMarker)})`;
        return undefined;
    }
    if (file.status !== "added")
        return undefined;
    const marker = (0,_generatedMarkers_js__WEBPACK_IMPORTED_MODULE_2__/* .headerMarker */ .e3)((0,_generatedMarkers_js__WEBPACK_IMPORTED_MODULE_2__/* .addedFileFirstLines */ .Ak)(file.patch));
    return marker ? `generated, by its own header (${JSON.stringify(marker)})` : undefined;
}
/**
 * Why a file is not shown to the code review, with where the reason came
 * from; undefined to review it. Withheld secrets and the base configuration
 * come first; an unchanged file of an incremental re-review last.
 */
function skipDecision(file, policy) {
    const withheld = policy.withheld(file.path);
    if (withheld)
        return { reason: "withheld (sensitive)", source: `${withheld.by} (${JSON.stringify(withheld.pattern)})` };
    const ignored = policy.ignored(file.path);
    if (ignored)
        return { reason: "ignored by configuration", source: `base configuration paths.ignore (${JSON.stringify(ignored)})` };
    const generated = policy.generated(file.path);
    if (generated)
        return { reason: "generated", source: `base configuration paths.generated (${JSON.stringify(generated)})` };
    const vendored = policy.vendored(file.path);
    if (vendored)
        return { reason: "vendored", source: `base configuration paths.vendored (${JSON.stringify(vendored)})` };
    if (file.binary)
        return { reason: "binary", source: "content: NUL bytes in its first 8 KB, and not a source file" };
    // Checked deterministically by the security lane's lockfile check, so not read line by line.
    if ((0,_lockfiles_index_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileKindOf */ .BN)(file.path) !== undefined)
        return { reason: "lockfile", source: "checked deterministically by the security lane (registries, integrity, sources)" };
    if (!policy.readsSecurityOnly) {
        const securityOnly = securityOnlySource(file);
        if (securityOnly)
            return { reason: SECURITY_ONLY, source: securityOnly };
    }
    if (policy.isUnchanged(file.path))
        return { reason: "unchanged since the last review", source: "incremental re-review: read by the last review" };
    return undefined;
}
const TEST = /(^|\/)(tests?|__tests__|spec|specs)\/|\.(test|spec)\.[a-z0-9]+$|_test\.(go|py|rb)$|(^|\/)test_[^/]+\.py$/i;
/** Prose by file type; a folder name never makes code documentation. */
const DOCS = /\.(md|mdx|markdown|rst|txt|adoc|asciidoc)$/i;
/** Review order: source before tests before docs. Order only: it never leaves a file out. */
function fileRank(path) {
    if (DOCS.test(path))
        return 2;
    if (TEST.test(path))
        return 1;
    return 0;
}


/***/ }),

/***/ 4852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ codeReviewRenderInputSchema),
/* harmony export */   sY: () => (/* binding */ fileStatSchema)
/* harmony export */ });
/* unused harmony exports reviewFindingSchema, rawReviewFindingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/**
 * What the code-review report is rendered from, as one value: gathered from
 * the lane's state by `render`, and, for a matrix, merged from the shards'
 * copies by the gate. Its zod schema is part of the partial result's contract.
 */


const line = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
const reviewFindingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    start_line: line,
    end_line: line,
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    location_valid: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The (global) chunk the finding was first reported in: the gate orders shards' findings by it. */
    chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).optional(),
});
/** A finding before duplicates merge, with the verdict of the merged finding (`group`) it went into. */
const rawReviewFindingSchema = reviewFindingSchema.extend({
    chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    /** Its place in its job's list: chunk order, then the chunk's own order. */
    order: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    group: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const fileStatSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), additions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), deletions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() });
const chunkPaths = { chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1), paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) };
const codeReviewRenderInputSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Every finding in collect's order, with its verifier verdict applied (FALSE ones are the dropped). */
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(reviewFindingSchema),
    /** The same findings before duplicates merged: a matrix gate merges these once, in global chunk order. */
    raw_findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(rawReviewFindingSchema),
    /** How many chunks the run planned (global: a matrix shard counts the whole matrix's), for the gate's coverage check. */
    chunk_count: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    file_stats: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fileStatSchema),
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    over_budget: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["over budget", "review failed", "unreadable encoding"]) })),
    failed_chunks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...chunkPaths, note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    walkthrough: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...chunkPaths, summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    diff_error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Why the finding verifier itself failed, if it did. */
    verifier_fault: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    budget_exhausted: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    rigor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The code map's context over the run's chunks (context/runMap.ts); absent when the lane read no diff. */
    context: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        unmapped_reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        references: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        shown: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        definitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        whole: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        diff_only: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), why: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    })
        .optional(),
});


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ VERIFIER_VERDICTS),
/* harmony export */   fF: () => (/* reexport safe */ _engine_index_js__WEBPACK_IMPORTED_MODULE_0__.ub),
/* harmony export */   jr: () => (/* binding */ VERIFIED_SEVERITIES),
/* harmony export */   ls: () => (/* binding */ CODE_REVIEW_SEVERITIES),
/* harmony export */   nM: () => (/* binding */ parseLineRange),
/* harmony export */   pe: () => (/* binding */ normalizeVerdict),
/* harmony export */   rk: () => (/* binding */ faultNote)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3991);
/** The review domain's shared vocabulary: findings, severities and verifier verdicts. */

const CODE_REVIEW_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"];
/** Severities the finding verifier checks; the others are kept UNCHECKED. */
const VERIFIED_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING"];
const VERIFIER_VERDICTS = ["VERIFIED", "FALSE", "UNVERIFIABLE"];

function faultNote(graph, node, kind, message) {
    return (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pipelineFaultText */ .sm)({ graph, node, kind, message });
}
/** Parses "12-18" or "12" into an inclusive range. */
function parseLineRange(lines) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(lines);
    if (!match)
        return undefined;
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : start;
    return start >= 1 && end >= start ? { start, end } : undefined;
}
/**
 * Any value in a verdict slot, as a well-formed record. A slot that is not a
 * verdict (a failed branch, a gap) becomes UNVERIFIABLE with a PIPELINE-FAULT
 * note: a fault never reads as VERIFIED or FALSE.
 */
function normalizeVerdict(slot, item) {
    const record = slot;
    if (record && typeof record === "object" && !record.failed && VERIFIER_VERDICTS.includes(record.verdict)) {
        return {
            id: item.id,
            verdict: record.verdict,
            evidence: typeof record.evidence === "string" ? record.evidence : "",
            note: typeof record.note === "string" ? record.note : "",
        };
    }
    const note = record && typeof record === "object" && record.failed
        ? faultNote("finding-verifier", record.node ?? "verify_one", record.kind ?? "crash", record.message ?? "branch failed")
        : faultNote("finding-verifier", "verify_each", "crash", "no verdict was returned for this finding");
    return { id: item.id, verdict: "UNVERIFIABLE", evidence: "", note };
}


/***/ }),

/***/ 3859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ forcedLaneList),
/* harmony export */   O6: () => (/* binding */ gateOptions),
/* harmony export */   QV: () => (/* binding */ normalizePosture),
/* harmony export */   Zj: () => (/* binding */ gauntletIntake),
/* harmony export */   dJ: () => (/* binding */ normalizeRigor),
/* harmony export */   fb: () => (/* binding */ RIGORS),
/* harmony export */   wB: () => (/* binding */ POSTURES)
/* harmony export */ });
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8290);
/* harmony import */ var _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7261);
/* harmony import */ var _matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2335);
/**
 * intake (the gauntlet's start): a structured request from the action or the
 * CLI seeds the parse fields with no model call, because a model copying a SHA
 * or a plan can garble it. Free text goes on to the llm parse.
 */



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
/** The gates' reading of the request: normalized, whichever way (intake or parse) it arrived. */
function gateOptions(state) {
    return { rigor: normalizeRigor(state.rigor), posture: normalizePosture(state.security_posture) };
}
/** Forced lanes as a list, from a list or a comma-separated string; anything else forces nothing. */
function forcedLaneList(value) {
    if (Array.isArray(value))
        return value.map(String);
    if (typeof value === "string")
        return value.split(/[,\s]+/).filter((name) => name !== "");
    return [];
}
const gauntletIntake = {
    reads: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({ request: true, initial_prompt: true, diff_spec: true, rigor: true, security_posture: true }).shape,
    writes: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({
        diff_spec: true,
        plan_context: true,
        rigor: true,
        security_posture: true,
        probe_context: true,
        forced_lanes: true,
        extra_context: true,
        gauntlet_started_at: true,
    }).shape,
    // build_items: a matrix lane job, whose selection the plan recorded (no signals, no model).
    // verdict_gate: a matrix gate, which runs no lane (its caller seeds their merged outcomes).
    routes: ["signals", "parse", "build_items", "verdict_gate"],
    run: ({ state, context }) => {
        const started = context.clock.now();
        const request = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1)(state, "request");
        const prompt = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(state, "initial_prompt");
        if (Object.keys(request).length === 0 && prompt.trim() !== "")
            return { gauntlet_started_at: started, _next: "parse" };
        const text = (key, fallback = "") => (typeof request[key] === "string" ? request[key] : fallback);
        return {
            diff_spec: text("diff_spec", (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(state, "diff_spec", "worktree")),
            plan_context: text("plan_context"),
            rigor: normalizeRigor(request.rigor ?? state.rigor),
            security_posture: normalizePosture(request.security_posture ?? state.security_posture),
            probe_context: text("probe_context"),
            forced_lanes: forcedLaneList(request.forced_lanes),
            extra_context: text("extra_context"),
            gauntlet_started_at: started,
            _next: (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isMatrixGate */ .Do)(context.facts) ? "verdict_gate" : (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixJobFact */ .vX)(context.facts) ? "build_items" : "signals",
        };
    },
};


/***/ }),

/***/ 273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ laneOutcomeSchema)
/* harmony export */ });
/* unused harmony exports laneFindingSchema, laneVerdictSchema, laneFaultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(872);
/**
 * A lane's outcome as a typed value. The lane's branch reads its model's
 * verdict text into one of these exactly once (read_lane, or lane_fault for a
 * dead lane); the retry and verdict gates decide from it, and text is
 * rendered from it only at the edge (report, check, comment). The zod
 * schemas are the state contract: a slot that does not parse is a fault.
 */




const count = zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0);
const laneName = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci);
const laneFindingSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC),
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    end_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Whether the location is in the diff and exists (code review checks this; the others' are checked later). */
    location_valid: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
/** What the code-review lane's structured result says, beside its report. */
const codeReviewResultSummary = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]).nullable(),
    critical: count,
    coverage: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        complete: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        not_reviewed: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })),
        skipped: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })),
    })
        .nullable(),
});
const securityCounts = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ critical: count, high: count, medium: count, low: count });
const laneVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("lane", [
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("code-review"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]),
        /** Some verdict line says BLOCKED: the stricter reading wins over the last line. */
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        /** From the summary line; without it, every 🔴 in the report. */
        critical: count,
        coverage: zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("complete") }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("partial"), detail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("missing") }),
        ]),
        result: codeReviewResultSummary.nullable(),
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("security"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "FAIL"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        /** Severity lines on the raw report, and on the plain copy the findings are named from. */
        counts: securityCounts,
        plain_counts: securityCounts,
        posture_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("adversary"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["CONFORMS", "DIVERGES"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ met: count, partial: count, unmet: count, diverged: count }).nullable(),
        /** Criterion lines marked Unmet or Diverged, whatever the tally says. */
        marked: count,
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("probe"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "FAIL", "INCONCLUSIVE"]),
        fail_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        inconclusive_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        /** The last verdict line's words after INCONCLUSIVE. */
        note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    }),
]);
const laneFaultSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
    /** The lane's agent node (or its branch) failed; `retryable` null when the record does not say. */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("node_failed"), node: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), failure_kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), retryable: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().nullable() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("missing_sentinel"), sentinel: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    /** The lane's own verdict line records an inner fault ("(degraded: …)"). */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("inner"), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("partial_coverage"), detail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("never_reported") }),
    /** A matrix job of the lane has no usable partial result, or its own fault (`job`: "code-review 2/3"). */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("matrix_job"), job: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
]);
const reported = { lane: laneName, report: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() };
/** What a lane's map slot holds once its branch has read it. */
const laneOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("state", [
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("completed"), verdict: laneVerdictSchema }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("faulted"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("degraded"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
]);


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

/***/ 2993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ lanesSummary),
/* harmony export */   i: () => (/* binding */ selectLanes)
/* harmony export */ });
/* harmony import */ var _intake_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3859);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/**
 * The deterministic lane floor, and the only ways to widen it: the model's
 * add_* flags, forced lanes, unavailable signals and the default_lanes
 * fallback. Nothing here can remove a lane the floor selected.
 */


function selectLanes(input) {
    const { signals } = input;
    const forced = (0,_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeLanes */ .zU)(input.forced_lanes);
    const notes = forced.unknown.length > 0 ? [`unknown forced lane(s) ignored: ${forced.unknown.join(", ")}`] : [];
    const why = { "code-review": ["always runs"], adversary: [], security: [], probe: [] };
    if (input.plan_context.trim() !== "")
        why.adversary.push("a plan or spec is present");
    // Unavailable signals raise every flag so that selection widens: those flags were not observed, so they give no reason.
    const observed = !signals.signals_error;
    const surface = [signals.touches_auth && "auth", signals.touches_deps && "dependencies", signals.touches_exec && "exec"].filter(Boolean);
    if (observed && surface.length > 0)
        why.security.push(`attack-surface signals: ${surface.join(", ")}`);
    if ((0,_intake_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePosture */ .QV)(input.security_posture) === "hardened")
        why.security.push("hardened posture");
    if (signals.signals_error) {
        for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci)
            why[lane].push("signals unavailable (selection widens)");
    }
    const hasRecipe = input.probe_context.trim() !== "";
    // Without a recipe the surface still counts, so the probe is listed as skipped (and why), not as unneeded.
    if (observed && signals.consumer_surface)
        why.probe.push("consumer-facing surface changed");
    for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci) {
        if (input.add[lane])
            why[lane].push(input.addedBy ?? "added by lane judgment");
        if (forced.lanes.includes(lane))
            why[lane].push("forced");
    }
    const choices = _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.map((lane) => {
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

/***/ 872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ securityThreshold),
/* harmony export */   Z2: () => (/* binding */ securitySeverityOf),
/* harmony export */   az: () => (/* binding */ codeReviewSeverityOf),
/* harmony export */   b6: () => (/* binding */ securityEmoji),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   yi: () => (/* binding */ severityLabel)
/* harmony export */ });
/* unused harmony exports SECURITY_SEVERITIES, severityOfLabel */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/**
 * Severity as a type. The lanes' reports write severities as emoji (the
 * seed's model-facing contract); they are read into a Severity once, the gate
 * decides from it, and the lane's own label is rendered back only for display.
 */

const SEVERITIES = ["critical", "high", "medium", "low", "warning", "suggestion", "nitpick", "complaint"];
const SECURITY_SEVERITIES = ["critical", "high", "medium", "low"];
const SECURITY_EMOJI = { critical: "🔴", high: "🟠", medium: "🟡", low: "🟢" };
const CODE_REVIEW_LEVELS = {
    "🔴 CRITICAL": "critical",
    "🟡 WARNING": "warning",
    "🟢 SUGGESTION": "suggestion",
    "💡 NITPICK": "nitpick",
};
const COMPLAINT_LABEL = "⚠ COMPLAINT";
/** The security severities that block at a posture (an unknown posture reads as standard). */
function securityThreshold(posture) {
    if (posture === "prototype")
        return ["critical"];
    if (posture === "hardened")
        return ["critical", "high", "medium"];
    return ["critical", "high"];
}
function securitySeverityOf(emoji) {
    return SECURITY_SEVERITIES.find((level) => SECURITY_EMOJI[level] === emoji);
}
function securityEmoji(severity) {
    return SECURITY_EMOJI[severity];
}
/** A code-review label ("🔴 CRITICAL") as a Severity; anything else is not a code-review severity. */
function codeReviewSeverityOf(label) {
    const known = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => l === label);
    return known ? CODE_REVIEW_LEVELS[known] : undefined;
}
/** The lane's own label for a severity, as reports and annotations show it. */
function severityLabel(lane, severity) {
    if (severity === "complaint")
        return COMPLAINT_LABEL;
    const security = SECURITY_SEVERITIES.find((level) => level === severity);
    if (lane === "security" && security)
        return SECURITY_EMOJI[security];
    const label = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => CODE_REVIEW_LEVELS[l] === severity);
    return label ?? severity;
}
/** A displayed label back as a Severity, for the lane that wrote it. */
function severityOfLabel(lane, label) {
    if (label === COMPLAINT_LABEL)
        return "complaint";
    return lane === "security" ? securitySeverityOf(label) : codeReviewSeverityOf(label);
}


/***/ }),

/***/ 8290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   p_: () => (/* binding */ list)
/* harmony export */ });
const str = (state, key, fallback = "") => (typeof state[key] === "string" ? state[key] : fallback);
const bool = (state, key) => state[key] === true;
const list = (state, key) => (Array.isArray(state[key]) ? state[key] : []);
const record = (state, key) => state[key] && typeof state[key] === "object" && !Array.isArray(state[key]) ? state[key] : {};


/***/ }),

/***/ 7261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ gauntletState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(273);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/**
 * The review-gauntlet graph's state, as one zod schema. The graph's
 * initial_state is checked against it when the graph loads, and every gauntlet
 * script declares its reads and writes as picks of it, so the YAML and the
 * TypeScript cannot drift apart.
 */



const text = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP();
const flag = zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY();
const laneName = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci);
/** What `state_updates: {key: "{{failure}}"}` leaves: "" on success, the engine's failure record after a fallback. */
const recordedFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(""), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
/** An llm node's `{{output}}`: its validated object on success, PIPELINE-FAULT text after a fallback. */
const recordedOutput = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
const laneItems = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }));
/** The engine's record of a map branch that failed with no fallback. */
const branchFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true), node: text, kind: text, message: text }).loose();
/** A lane's map slots: the lane's typed outcome, or the engine's record of a branch that failed. */
const laneSlots = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, branchFailure]));
/** What a lane's agent node leaves for read_lane: its report, its structured result, "" or its failure. */
const agentSlot = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ report: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), result: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(), failure: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J() }).loose();
const gauntletState = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    // Seeded by the engine: the caller's prompt and the graph's variables.
    initial_prompt: text,
    project_dir: text,
    verification_commands: text,
    request: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    retry_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    diff_spec: text,
    plan_context: text,
    rigor: text,
    security_posture: text,
    probe_context: text,
    extra_context: text,
    rules: text,
    forced_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0),
    changed_files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    file_count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    signals_summary: text,
    signals_error: text,
    signals_failure: recordedFailure,
    signal_evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), text),
    touches_auth: flag,
    touches_deps: flag,
    touches_exec: flag,
    touches_proto: flag,
    touches_migrations: flag,
    consumer_surface: flag,
    docs_only: flag,
    add_code_review: flag,
    add_adversary: flag,
    add_security: flag,
    add_probe: flag,
    lane_reasons: text,
    parse_failure: recordedOutput,
    select_lanes_failure: recordedOutput,
    lanes_degraded: text,
    lane_selection: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, selected: flag, reason: text })),
    lanes_summary: text,
    code_review_items: laneItems,
    adversary_items: laneItems,
    security_items: laneItems,
    probe_items: laneItems,
    /** Branch-local: the lane's item, and what its agent node or lane_fault leaves for the map. */
    lane_ctx: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }),
    lane_out: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, agentSlot]),
    code_review_results: laneSlots,
    adversary_results: laneSlots,
    security_results: laneSlots,
    probe_results: laneSlots,
    lane_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1)),
    kept_results: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), laneSlots),
    retry_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    review_incomplete: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    retry_gate_fault: recordedFailure,
    /** A matrix gate's problems no lane owns (a file that is not a partial, a job not in the matrix), as PIPELINE-FAULT lines. */
    matrix_faults: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["", "PASS", "BLOCKED"]),
    gauntlet_report: text,
    gauntlet_incomplete_line: text,
    gauntlet_result: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
});


/***/ }),

/***/ 7070:
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

// EXTERNAL MODULE: ./src/review/git/gitProcess.ts + 1 modules
var gitProcess = __webpack_require__(6146);
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
    /**
     * @param answers what this process already learnt about the repository
     * (gitAnswers.ts); `withOptions` shares them with another client on `cwd`.
     */
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
     * The top directory and the commits `refs` name, from one process instead
     * of one each; the top directory is kept as topLevel's answer. Undefined
     * when anything fails, or the output is not what was asked: then ask
     * topLevel and revParse one by one, for the reason.
     */
    async locate(refs, options) {
        const args = (0,gitArguments/* locateArgs */.oy)(refs);
        const output = await this.run(args, options).catch((error) => {
            if (options?.signal?.aborted)
                throw error;
            return "";
        });
        const [topLevel = "", ...commits] = output.split("\n").filter((line) => line !== "" && line !== "--end-of-options" && line !== "--");
        if (topLevel === "" || commits.length !== refs.length || !commits.every(gitAnswers/* isFullObjectName */.Co))
            return undefined;
        this.answers.record(gitArguments/* TOP_LEVEL */.bR.join("\0"), "process", `${topLevel}\n`);
        return { topLevel, commits };
    }
    async diffNameStatus(spec, options) {
        const parsed = (0,gitArguments/* parsedSpec */.BT)(spec);
        const args = (0,gitArguments/* diffArgs */.Hy)(parsed, ["--name-status", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNameStatusZ */.rd)(await this.output(args, (0,gitAnswers/* diffLifetime */.BG)(parsed), options));
    }
    async diffNumstat(spec, options) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--numstat", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNumstatZ */.sB)(await this.run(args, options));
    }
    /**
     * Starts reading the whole diff as code review reads it (its name-status and
     * patch) and returns at once: git works while the process goes on loading,
     * and the review's own reads join the answers (gitAnswers.ts). Only a diff
     * between two full object names qualifies, whose answers are kept; a failure
     * is not kept, so the real read asks again and reports it.
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
    /** The patch of `paths` as text (`--text`) up to `maxBytes`: a file git calls binary (by content, or an in-tree attribute the PR added) may be text after all. */
    async diffPatchAsText(spec, paths, maxBytes, options) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--patch", "--text"], paths);
        await this.requireRepository(options);
        return readCapped(this, args, maxBytes, options);
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
        return (await (0,gitError/* exitsCleanly */.Sg)(this.run((0,gitArguments/* objectExistsArgs */.RT)(objectName), options), [1, 128])) ? objectName : undefined;
    }
    /**
     * One pass that yields the `--raw -z` records (every change, paths verbatim)
     * followed by the unified patch, in the same order. See diffReader.ts.
     * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the
     * reader decides binary by content.
     */
    async streamRawPatch(spec, sink, options) {
        const args = (0,gitArguments/* diffArgs */.Hy)((0,gitArguments/* parsedSpec */.BT)(spec), ["--raw", "-z", "--patch", "--text"]);
        await this.requireRepository(options);
        return this.stream(args, sink, options);
    }
    /**
     * Outside a repository `git diff` silently becomes `git diff --no-index`,
     * which compares files on disk; fail with git's own "not a git repository"
     * instead. Checked once per process; a top directory found already proves it.
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

/***/ 8209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ew: () => (/* reexport */ checkLockfile),
  BN: () => (/* reexport */ lockfileKindOf)
});

// UNUSED EXPORTS: DEFAULT_REGISTRIES

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/lockfiles/sources.ts
/**
 * Where a lockfile entry's code comes from, and whether the base allows it.
 * Only the base decides: its registries (the origins of its registry tarball
 * URLs, or the public defaults), and the exact non-registry sources it
 * already had. Nothing in the head can widen either.
 */

/** The public registry under its three names; a base on any of them allows all three (one registry, three hostnames). */
const DEFAULT_REGISTRIES = ["https://registry.npmjs.org", "https://registry.npmjs.com", "https://registry.yarnpkg.com"];
const GIT_SCHEME = /^(?:git\+[a-z]+|git|ssh|github|gitlab|bitbucket|gist):/i;
/** `git@github.com:user/repo.git`. */
const SCP_LIKE = /^[\w.-]+@[\w.-]+:/;
/** npm's short form for a GitHub repository, `user/repo#ref`. */
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
const GIT_HOSTS = new Set(["github.com", "www.github.com", "codeload.github.com", "api.github.com", "gist.github.com", "gitlab.com", "bitbucket.org"]);
/** A registry's tarball path: `/name/-/name-1.0.0.tgz`, `/@scope/name/-/name-1.0.0.tgz`, after any registry prefix. */
const REGISTRY_TARBALL_PATH = /\/-\/[^/]+\.tgz$/i;
/** What npm takes for a tarball rather than a folder. */
const TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;
function classifySpec(spec, git = false) {
    if (git)
        return { kind: "git" };
    if (/^file:/i.test(spec)) {
        const target = spec.slice(5).replace(/#.*$/, "");
        return TARBALL_FILE.test(target) ? { kind: "file-tarball" } : { kind: "file-folder", target };
    }
    if (GIT_SCHEME.test(spec) || SCP_LIKE.test(spec))
        return { kind: "git" };
    if (/^npm:/i.test(spec))
        return { kind: "registry-alias" };
    const url = parseUrl(spec);
    if (url && (url.protocol === "https:" || url.protocol === "http:")) {
        if (GIT_HOSTS.has(url.hostname) || url.pathname.endsWith(".git"))
            return { kind: "git" };
        return { kind: "url", url, registryShaped: REGISTRY_TARBALL_PATH.test(url.pathname) };
    }
    if (!url && GITHUB_SHORTHAND.test(spec))
        return { kind: "git" };
    return { kind: "unknown" };
}
function sourcePolicy(baseEntries, lockfileDir) {
    const registries = new Set();
    const knownSources = new Set();
    for (const entry of baseEntries) {
        const key = sourceKey(entry.origin);
        if (key !== undefined)
            knownSources.add(key);
        if (entry.origin.kind !== "resolved")
            continue;
        const source = classifySpec(entry.origin.spec, entry.origin.git);
        if (source.kind === "url" && source.registryShaped)
            registries.add(source.url.origin);
    }
    if (registries.size === 0 || DEFAULT_REGISTRIES.some((r) => registries.has(r)))
        for (const r of DEFAULT_REGISTRIES)
            registries.add(r);
    return { registries, knownSources, lockfileDir };
}
/** An origin's exact spelling, for "the base already had exactly this source"; undefined for the configured registry. */
function sourceKey(origin) {
    if (origin.kind === "resolved")
        return `${origin.git ? "git " : ""}${origin.spec}`;
    if (origin.kind === "local")
        return `local ${external_node_path_.posix.join(origin.relativeTo, origin.target)}`;
    return undefined;
}
/** Whether `origin` is allowed; `name` is what the message calls the entry. */
function judgeOrigin(origin, policy, name) {
    if (origin.kind === "registry")
        return { ok: true, needsIntegrity: true };
    const known = policy.knownSources.has(sourceKey(origin));
    if (origin.kind === "local") {
        if (isInsideRepository(origin.relativeTo, origin.target) || known)
            return { ok: true, needsIntegrity: false };
        return sourceProblem(`${name} links to a folder outside the repository, which this review cannot see; keep linked packages inside the repository`);
    }
    const source = classifySpec(origin.spec, origin.git);
    switch (source.kind) {
        case "registry-alias":
            return { ok: true, needsIntegrity: true };
        case "git":
            // Pinned by its commit, and npm and yarn record no hash for git sources.
            if (known)
                return { ok: true, needsIntegrity: false };
            return sourceProblem(`${name} is installed from a git repository the base lockfile does not use, so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change`);
        case "file-tarball":
            if (known)
                return { ok: true, needsIntegrity: true };
            return sourceProblem(`${name} is installed from a tarball file, whose contents this review cannot read; depend on a published registry version instead`);
        case "file-folder": {
            if (isInsideRepository(policy.lockfileDir, source.target) || known)
                return { ok: true, needsIntegrity: false };
            return sourceProblem(`${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository`);
        }
        case "url":
            return judgeUrl(source.url, source.registryShaped, known, policy, name);
        case "unknown":
            if (known)
                return { ok: true, needsIntegrity: true };
            return sourceProblem(`${name} uses a source this check does not recognise as a registry; depend on a published registry version instead`);
    }
}
function judgeUrl(url, registryShaped, known, policy, name) {
    if (policy.registries.has(url.origin))
        return { ok: true, needsIntegrity: true };
    if (registryShaped) {
        const secureTwin = url.protocol === "http:" && policy.registries.has(`https://${url.host}`);
        const message = url.protocol === "http:"
            ? `${name} is downloaded over plain http from ${url.origin}, which the base lockfile never used, so anyone on the network path can swap it; resolve it over https${secureTwin ? " from the same registry" : " from a registry the base uses"}`
            : `${name} is downloaded from ${url.origin}, a registry the base lockfile does not use; resolve it from ${registryList(policy)}, or add the new registry in a separate reviewed change`;
        return { ok: false, rule: "registry", message };
    }
    if (known)
        return { ok: true, needsIntegrity: true };
    return sourceProblem(`${name} is downloaded from a tarball URL on ${url.origin}, which is not a registry the base lockfile uses; depend on a published registry version instead`);
}
function sourceProblem(message) {
    return { ok: false, rule: "source", message };
}
function registryList(policy) {
    const all = [...policy.registries];
    return all.length <= 3 ? all.join(", ") : `${all.slice(0, 3).join(", ")} or another registry the base uses`;
}
/** A relative path that stays inside the repository once joined to `relativeTo` (the lockfile's folder, repository-relative). */
function isInsideRepository(relativeTo, target) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/\\~]/.test(target))
        return false; // a scheme, a drive, absolute, home
    const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(relativeTo, target.replace(/\\/g, "/")));
    return joined !== ".." && !joined.startsWith("../") && !external_node_path_.posix.isAbsolute(joined);
}
function parseUrl(spec) {
    try {
        return new URL(spec);
    }
    catch {
        return undefined;
    }
}
/** An origin for a spec a lockfile spells out: `file:` folders are local folders (nothing is downloaded), all else is judged as a source. */
function originOfSpec(spec, line, lockfileDir) {
    const source = classifySpec(spec);
    if (source.kind === "file-folder")
        return { kind: "local", target: source.target, relativeTo: lockfileDir, line };
    return { kind: "resolved", spec, line };
}
/** What "unchanged against the base" compares: the entry's key, its source and its hash. */
function entryFingerprint(entry) {
    return `${entry.key}\u0000${sourceKey(entry.origin) ?? "registry"}\u0000${entry.integrity?.value ?? ""}`;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/artifacts.ts
/**
 * The same artifact cannot change its hash. A registry never republishes a
 * release, so an entry whose name, version and source stay as the base had
 * them but whose hash changes points the install at other code: npm's and
 * pnpm's stores are addressed by hash, so a poisoned cache or mirror would
 * serve it. A yarn v1 `resolved` URL's `#sha1` fragment is part of the hash.
 *
 * The base's hashes are the reference; an artifact the base lacks takes its
 * first hash in the head, so two head entries cannot disagree either. A
 * berry hash is compared only under the same cache key: a new cache key
 * rehashes every package, and is not judged here.
 */

class ArtifactHashes {
    known = new Map();
    constructor(baseEntries) {
        for (const entry of baseEntries)
            this.record(entry);
    }
    /** Records an entry the check does not judge (unchanged against the base). */
    record(entry) {
        const hashed = artifactHashOf(entry);
        if (!hashed)
            return;
        const hashes = this.known.get(hashed.artifact);
        if (hashes)
            hashes.add(hashed.hash);
        else
            this.known.set(hashed.artifact, new Set([hashed.hash]));
    }
    /** A hash this artifact never had, if the entry's is one; `name` is what the message calls the entry. */
    judge(entry, name) {
        const hashed = artifactHashOf(entry);
        if (!hashed)
            return undefined;
        const hashes = this.known.get(hashed.artifact);
        if (!hashes) {
            this.known.set(hashed.artifact, new Set([hashed.hash]));
            return undefined;
        }
        if (hashes.has(hashed.hash))
            return undefined;
        const integrityKnown = [...hashes].some((hash) => hash.startsWith(`${hashed.integrity}\u0000`));
        return {
            line: integrityKnown ? hashed.fragmentLine : hashed.integrityLine,
            message: `${name} has the name, version and source of a release already pinned (by the base, or by another entry) but another hash, and a published release never changes, so the entry points the install at other code; restore the pinned hash, or, if the package manager only moved to a stronger hash algorithm, confirm the new hash against the registry before merging`,
        };
    }
}
function artifactHashOf(entry) {
    const { origin, integrity } = entry;
    let source = sourceKey(origin) ?? "registry";
    let fragment = "";
    if (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "url") {
        const hashMark = origin.spec.indexOf("#");
        if (hashMark !== -1) {
            source = origin.spec.slice(0, hashMark);
            fragment = origin.spec.slice(hashMark + 1);
        }
    }
    if (!integrity && fragment === "")
        return undefined;
    const sourceLine = origin.kind === "registry" ? entry.line : origin.line;
    return {
        artifact: [entry.artifact ?? entry.package, source, integrity?.scope ?? ""].join("\u0000"),
        hash: `${integrity?.value ?? ""}\u0000${fragment}`,
        integrity: integrity?.value ?? "",
        integrityLine: integrity?.line ?? sourceLine,
        fragmentLine: sourceLine,
    };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/claims.ts
/**
 * A registry entry must be the package it says it is. An entry that keeps the
 * key `node_modules/lodash` at 4.17.21 but fetches another package's tarball
 * from the same registry, with that tarball's hash, passes every source and
 * hash rule; so the names an entry gives must agree, and a registry tarball
 * URL must be that package's release in the registry layout:
 * `/<name>/-/<unscoped-name>-<version>.tgz`, the scope also as `@scope%2f`.
 *
 * The public registry always uses that layout, so another path there is
 * refused. A custom registry (one the base's lockfile uses) may serve
 * tarballs under other paths, which name no package this check can read:
 * those are held to the source and hash rules only.
 */

/** The registry layout's tarball path, after any registry prefix. */
const LAYOUT_TARBALL = /\/-\/[^/]+\.tgz$/;
/** What is wrong with the package a registry entry claims to be, if anything; `name` is what the message calls the entry. */
function judgeClaim(entry, policy, name) {
    const tarball = registryTarball(entry.origin, policy);
    if (!entry.claim || (!tarball && !fetchesByName(entry.origin)))
        return undefined;
    const { claim } = entry;
    const names = distinct(claim.names);
    const versions = distinct(claim.versions);
    if (names.length > 1) {
        return {
            line: claim.line,
            message: `${name}'s entry names different packages (${listed(names)}), so it can install one package under another's name; regenerate the lockfile with the package manager`,
        };
    }
    if (versions.length > 1) {
        return {
            line: claim.line,
            message: `${name}'s entry states different versions (${listed(versions)}), so it can install another release than it names; regenerate the lockfile with the package manager`,
        };
    }
    if (!tarball)
        return undefined;
    return judgeTarball(tarball.url, names[0], versions[0], tarball.line, name);
}
function judgeTarball(url, packageName, version, line, name) {
    if (!LAYOUT_TARBALL.test(url.pathname)) {
        if (!DEFAULT_REGISTRIES.includes(url.origin))
            return undefined; // a custom registry's own layout: nothing here names the package
        return {
            line,
            message: `${name} is downloaded from a path on ${url.origin} that is not a package tarball of the registry's layout, so nothing ties it to this package; resolve it to the package's own tarball with the package manager`,
        };
    }
    if (packageName === undefined || packageName === "" || version === undefined) {
        return {
            line,
            message: `${name} names no ${version === undefined ? "version" : "package"}, so its registry tarball cannot be matched to it; regenerate the lockfile with the package manager`,
        };
    }
    if (isTarballOf(url.pathname, packageName, version))
        return undefined;
    return {
        line,
        message: `${name} is downloaded from a registry tarball that is not ${displayed(packageName)}@${displayed(version)}'s, so the entry installs another package's code under its name; regenerate the lockfile with the package manager`,
    };
}
/** Whether a registry path ends with the package's tarball: `/lodash/-/lodash-4.17.21.tgz`, `/@s/n/-/n-1.0.0.tgz` or `/@s%2fn/-/n-1.0.0.tgz`. */
function isTarballOf(pathname, packageName, version) {
    const slash = packageName.indexOf("/");
    const scoped = packageName.startsWith("@") && slash > 1;
    const unscoped = scoped ? packageName.slice(slash + 1) : packageName;
    const file = `/-/${unscoped}-${version}.tgz`;
    const folders = scoped ? [packageName, `${packageName.slice(0, slash)}%2f${unscoped}`, `${packageName.slice(0, slash)}%2F${unscoped}`] : [packageName];
    return folders.some((folder) => pathname.endsWith(`/${folder}${file}`));
}
/** The URL of a tarball the entry fetches from a registry the base uses. */
function registryTarball(origin, policy) {
    if (origin.kind !== "resolved")
        return undefined;
    const source = classifySpec(origin.spec, origin.git);
    return source.kind === "url" && policy.registries.has(source.url.origin) ? { url: source.url, line: origin.line } : undefined;
}
/** Fetched by name from the configured registry, so the names decide what is fetched. */
function fetchesByName(origin) {
    return origin.kind === "registry" || (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "registry-alias");
}
function distinct(values) {
    return [...new Set(values)];
}
function listed(values) {
    return values.slice(0, 3).map(displayed).join(", ") + (values.length > 3 ? ", …" : "");
}
/** A name or version from the pull request's text, for a message: one line, bounded. */
function displayed(text) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/lineIndex.ts
/**
 * Line numbers for offsets in one text, indexed once: lockfiles run to tens
 * of thousands of lines, and every entry asks for a line or two.
 */
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
        const starts = [0];
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
            starts.push(i + 1);
        this.starts = starts;
    }
    get count() {
        return this.starts.length;
    }
    /** The 1-based line that holds `offset`. */
    lineAt(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (this.starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low + 1;
    }
    /** Offset of the first character of a 1-based line; the text's length past the last. */
    startOf(line) {
        return this.starts[line - 1] ?? this.text.length;
    }
    /** A 1-based line verbatim, as `text.split("\n")[line - 1]` gives it (a CR stays). */
    lineText(line) {
        const start = this.starts[line - 1];
        if (start === undefined)
            return "";
        const next = this.starts[line];
        return this.text.slice(start, next === undefined ? this.text.length : next - 1);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/types.ts
/**
 * Text the check cannot read as the lockfile it claims to be. Internal: the
 * check turns it into an `unparseable` violation and never lets it escape.
 * The reason never quotes the file, which is the pull request's text.
 */
class LockfileSyntaxError extends Error {
    line;
    isLockfileSyntaxError = true;
    constructor(reason, line) {
        super(line === undefined ? reason : `line ${line}: ${reason}`);
        this.line = line;
        this.name = "LockfileSyntaxError";
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/json.ts
/**
 * Strict JSON that remembers where each object key sits, so an npm lockfile
 * violation can quote the exact `"resolved"` line whatever the formatting.
 * Values come out as JSON.parse gives them (the last duplicate key wins, as
 * npm reads it), in null-prototype objects so a `__proto__` key is just a key.
 */

/** Deeper than any real lockfile; keeps hostile nesting off the call stack. */
const MAX_DEPTH = 512;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
function parseLocatedJson(text) {
    const reader = new JsonReader(text);
    const root = reader.document();
    return { root, keyOffset: (owner, key) => reader.keyOffsets.get(owner)?.get(key) };
}
class JsonReader {
    text;
    keyOffsets = new WeakMap();
    pos = 0;
    constructor(text) {
        this.text = text;
        if (text.charCodeAt(0) === 0xfeff)
            this.pos = 1; // npm tolerates a byte-order mark
    }
    document() {
        this.skipSpace();
        const value = this.value(0);
        this.skipSpace();
        if (this.pos !== this.text.length)
            this.fail("unexpected text after the JSON value");
        return value;
    }
    value(depth) {
        if (depth > MAX_DEPTH)
            this.fail("nesting is too deep");
        const c = this.text.charCodeAt(this.pos);
        if (c === 0x7b)
            return this.object(depth);
        if (c === 0x5b)
            return this.array(depth);
        if (c === 0x22)
            return this.string();
        if (c === 0x2d || (c >= 0x30 && c <= 0x39))
            return this.number();
        for (const [word, value] of LITERALS) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return value;
            }
        }
        return this.fail("expected a JSON value");
    }
    object(depth) {
        const object = Object.create(null);
        const offsets = new Map();
        this.keyOffsets.set(object, offsets);
        this.pos++;
        this.skipSpace();
        if (this.eat(0x7d))
            return object;
        for (;;) {
            if (this.text.charCodeAt(this.pos) !== 0x22)
                this.fail("expected a quoted key");
            const keyStart = this.pos;
            const key = this.string();
            this.skipSpace();
            if (!this.eat(0x3a))
                this.fail("expected ':' after a key");
            this.skipSpace();
            object[key] = this.value(depth + 1);
            offsets.set(key, keyStart);
            this.skipSpace();
            if (this.eat(0x2c)) {
                this.skipSpace();
                continue;
            }
            if (this.eat(0x7d))
                return object;
            this.fail("expected ',' or '}'");
        }
    }
    array(depth) {
        const array = [];
        this.pos++;
        this.skipSpace();
        if (this.eat(0x5d))
            return array;
        for (;;) {
            array.push(this.value(depth + 1));
            this.skipSpace();
            if (this.eat(0x2c)) {
                this.skipSpace();
                continue;
            }
            if (this.eat(0x5d))
                return array;
            this.fail("expected ',' or ']'");
        }
    }
    string() {
        const start = this.pos;
        let escaped = false;
        for (let i = start + 1; i < this.text.length; i++) {
            const c = this.text.charCodeAt(i);
            if (c === 0x22) {
                this.pos = i + 1;
                if (!escaped)
                    return this.text.slice(start + 1, i);
                try {
                    return JSON.parse(this.text.slice(start, i + 1));
                }
                catch {
                    return this.fail("invalid escape in a string");
                }
            }
            if (c === 0x5c) {
                escaped = true;
                i++;
            }
            else if (c < 0x20) {
                this.pos = i;
                this.fail("control character in a string");
            }
        }
        return this.fail("unterminated string");
    }
    number() {
        NUMBER.lastIndex = this.pos;
        const match = NUMBER.exec(this.text);
        if (!match)
            return this.fail("invalid number");
        this.pos += match[0].length;
        return Number(match[0]);
    }
    skipSpace() {
        for (;;) {
            const c = this.text.charCodeAt(this.pos);
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                return;
            this.pos++;
        }
    }
    eat(code) {
        if (this.text.charCodeAt(this.pos) !== code)
            return false;
        this.pos++;
        return true;
    }
    fail(reason) {
        let line = 1;
        for (let i = this.text.indexOf("\n"); i !== -1 && i < this.pos; i = this.text.indexOf("\n", i + 1))
            line++;
        throw new LockfileSyntaxError(reason, line);
    }
}
const LITERALS = [
    ["true", true],
    ["false", false],
    ["null", null],
];

;// CONCATENATED MODULE: ./src/review/lockfiles/npm.ts
/**
 * package-lock.json and npm-shrinkwrap.json. Versions 2 and 3 list installs
 * in `packages` by install path; version 1, and version 2's copy for npm 6,
 * nest them under `dependencies`. Both halves are read, because npm 6
 * installs from the nested one; an entry the same in both is read once.
 * An entry's package is the last name in its install path, or its `name`
 * field (an alias, `npm:`); in version 1 an alias is `version: "npm:b@1.0.0"`.
 * A field the check reads that is not the type npm writes is unparseable.
 */



const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
function readNpmLockfile(lines, lockfileDir) {
    const json = parseLocatedJson(lines.text);
    if (!isObject(json.root))
        throw new LockfileSyntaxError("not a JSON object");
    const version = json.root.lockfileVersion;
    if (version !== 1 && version !== 2 && version !== 3)
        throw new LockfileSyntaxError("unknown lockfileVersion");
    if (version !== 1 && json.root.packages === undefined)
        throw new LockfileSyntaxError("no packages object");
    const reader = new NpmReader(json, lines, lockfileDir);
    if (json.root.packages !== undefined)
        reader.packages(objectOf(json.root.packages));
    if (json.root.dependencies !== undefined)
        reader.tree(objectOf(json.root.dependencies), "");
    return reader.entries;
}
class NpmReader {
    json;
    lines;
    lockfileDir;
    entries = [];
    seen = new Set();
    constructor(json, lines, lockfileDir) {
        this.json = json;
        this.lines = lines;
        this.lockfileDir = lockfileDir;
    }
    /** Versions 2 and 3: `{"node_modules/a/node_modules/b": {...}}`. */
    packages(packages) {
        for (const key of Object.keys(packages)) {
            // "" is the project and other keys are its workspace folders: their code is in the repository.
            if (!key.startsWith("node_modules/") && !key.includes("/node_modules/"))
                continue;
            const line = this.keyLine(packages, key);
            const meta = entryObject(packages[key], line);
            // Shipped inside its parent's tarball, which carries the hash. A bundled entry that names a source is checked like any other.
            if (meta.inBundle === true && meta.resolved === undefined)
                continue;
            const name = stringOf(meta.name) ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
            const version = stringOf(meta.version);
            const origin = meta.link === true ? this.linkOrigin(meta, line) : this.resolvedOrigin(meta, line);
            const claim = { names: [name], versions: version === undefined ? [] : [version], line: this.fieldLine(meta, "name", line) };
            this.add({ key, package: version ? `${name}@${version}` : name, line, origin, integrity: this.integrity(meta), claim });
        }
    }
    /** Version 1 (and version 2's second half): `{"a": {"version", "resolved", "dependencies": {"b": ...}}}`. */
    tree(dependencies, prefix) {
        for (const name of Object.keys(dependencies)) {
            const line = this.keyLine(dependencies, name);
            const meta = entryObject(dependencies[name], line);
            const key = `${prefix}node_modules/${name}`;
            if (meta.bundled !== true || meta.resolved !== undefined) {
                const version = stringOf(meta.version);
                const display = version !== undefined && SEMVER.test(version) ? `${name}@${version}` : name;
                const claim = legacyClaim(name, version, this.fieldLine(meta, "version", line));
                this.add({ key, package: display, line, origin: this.legacyOrigin(meta, line), integrity: this.integrity(meta), claim });
            }
            if (meta.dependencies !== undefined)
                this.tree(objectOf(meta.dependencies, line), `${key}/`);
        }
    }
    linkOrigin(meta, line) {
        const target = stringOf(meta.resolved);
        const at = this.fieldLine(meta, "resolved", line);
        // A link that names no folder is nothing npm writes: judged as an unknown source.
        return target === undefined ? { kind: "resolved", spec: "", line: at } : { kind: "local", target, relativeTo: this.lockfileDir, line: at };
    }
    resolvedOrigin(meta, line) {
        const resolved = stringOf(meta.resolved);
        // npm leaves `resolved` out only for the configured registry (omit-lockfile-registry-resolved).
        return resolved === undefined ? { kind: "registry" } : originOfSpec(resolved, this.fieldLine(meta, "resolved", line), this.lockfileDir);
    }
    /** Version 1 spells a git or folder source in `version` when there is no `resolved`. */
    legacyOrigin(meta, line) {
        if (meta.resolved !== undefined)
            return this.resolvedOrigin(meta, line);
        const version = stringOf(meta.version);
        if (version === undefined || SEMVER.test(version) || version.startsWith("npm:"))
            return { kind: "registry" };
        return originOfSpec(version, this.fieldLine(meta, "version", line), this.lockfileDir);
    }
    integrity(meta) {
        const value = stringOf(meta.integrity);
        return value === undefined ? undefined : { value, line: this.fieldLine(meta, "integrity", 1), format: "sri" };
    }
    add(entry) {
        const fingerprint = entryFingerprint(entry);
        if (this.seen.has(fingerprint))
            return;
        this.seen.add(fingerprint);
        this.entries.push(entry);
    }
    keyLine(owner, key) {
        const offset = this.json.keyOffset(owner, key);
        return offset === undefined ? 1 : this.lines.lineAt(offset);
    }
    fieldLine(owner, key, fallback) {
        const offset = this.json.keyOffset(owner, key);
        return offset === undefined ? fallback : this.lines.lineAt(offset);
    }
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function objectOf(value, line) {
    if (!isObject(value))
        throw new LockfileSyntaxError("expected an object", line);
    return value;
}
/** Fields this check reads, and the type npm writes them in: another type could hide a source from the check. */
const FIELD_TYPES = [
    ["name", "string"],
    ["version", "string"],
    ["resolved", "string"],
    ["integrity", "string"],
    ["link", "boolean"],
    ["inBundle", "boolean"],
    ["bundled", "boolean"],
];
function entryObject(value, line) {
    const meta = objectOf(value, line);
    for (const [field, type] of FIELD_TYPES) {
        if (meta[field] !== undefined && typeof meta[field] !== type)
            throw new LockfileSyntaxError(`${field} is not a ${type}`, line);
    }
    return meta;
}
/** Version 1 spells an alias in `version`: `npm:bar@1.0.0` (and a git or file source, which names no registry package). */
function legacyClaim(name, version, line) {
    if (version?.startsWith("npm:")) {
        const target = version.slice("npm:".length);
        const at = target.indexOf("@", 1);
        if (at !== -1)
            return { names: [target.slice(0, at)], versions: [target.slice(at + 1)], line };
    }
    return { names: [name], versions: version !== undefined && SEMVER.test(version) ? [version] : [], line };
}
function stringOf(value) {
    return typeof value === "string" ? value : undefined;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/descriptors.ts
/**
 * yarn's descriptors and locators, `name@range`, as lockfile keys and berry
 * resolutions spell them. The name ends at the first `@` after a scope's, as
 * in yarn's own normalizePattern, so `x@git+ssh://git@host/x.git` keeps its
 * whole range. What a descriptor fetches can be another package: an `npm:`
 * alias (`foo@npm:bar@^1`) fetches bar, and a berry `patch:` fetches its
 * inner locator.
 */

/** Aliases of patches of aliases …: deeper than yarn writes. */
const MAX_WRAPPING = 4;
/** A semver version, the only range that pins one release. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
/**
 * What the registry resolves: a semver range (`^1.2.0`, `>=1 <2 || 3.x`, `*`)
 * or a dist-tag (`latest`). No `/`, `:`, `#` or `@`, which would make it a
 * URL, git remote, path or alias, and no leading `.` (a relative path).
 */
const REGISTRY_RANGE = /^(?![.])[\w.+^~<>=|* -]*$/;
/** A package name: an optional `@scope/`, then a name; no spaces, and no `/` or `@` beyond the scope's. */
const PACKAGE_NAME = /^(?:@[^\s/@]+\/)?[^\s/@]+$/;
function isPackageName(text) {
    return PACKAGE_NAME.test(text);
}
function parseDescriptor(text) {
    const at = text.indexOf("@", 1);
    return at === -1 ? { name: text, range: "" } : { name: text.slice(0, at), range: text.slice(at + 1) };
}
/** The descriptor whose package is actually fetched, through `npm:` aliases and `patch:` wrappers. */
function fetchedDescriptor(text, depth = 0) {
    const descriptor = parseDescriptor(text);
    if (depth >= MAX_WRAPPING)
        return descriptor;
    const { range } = descriptor;
    if (range.startsWith("npm:")) {
        const target = range.slice("npm:".length);
        return isAliasTarget(target) ? fetchedDescriptor(target, depth + 1) : descriptor;
    }
    if (range.startsWith("patch:")) {
        const inner = decoded(withoutBindings(range).slice("patch:".length).replace(/#.*$/, ""));
        return inner === undefined ? descriptor : fetchedDescriptor(inner, depth + 1);
    }
    return descriptor;
}
/** The exact version a range pins (`4.17.21`, `npm:4.17.21`, `npm:2.1.3::__archiveUrl=…`), if it pins one. */
function exactVersionOf(range) {
    const reference = withoutBindings(range).replace(/^npm:/, "");
    return EXACT_VERSION.test(reference) ? reference : undefined;
}
/**
 * Where yarn v1 fetches a range from when the entry has no `resolved`: it
 * resolves the pattern again, so a URL, git remote or path in the range is
 * the source. Only a semver range or tag (directly or behind `npm:`) goes to
 * the registry.
 */
function rangeOrigin(range, line, lockfileDir) {
    if (range.startsWith("link:"))
        return { kind: "local", target: range.slice("link:".length), relativeTo: lockfileDir, line };
    if (REGISTRY_RANGE.test(range))
        return { kind: "registry" };
    if (range.startsWith("npm:")) {
        // Judged by what the alias points at: `npm:` itself says nothing about the source.
        const target = range.slice("npm:".length);
        const inner = isAliasTarget(target) ? parseDescriptor(target).range : target;
        return REGISTRY_RANGE.test(inner) ? { kind: "registry" } : originOfSpec(inner, line, lockfileDir);
    }
    return originOfSpec(range, line, lockfileDir);
}
/** `bar@^1` or `@scope/bar@^1` after `npm:`, rather than a bare range such as `^1`. */
function isAliasTarget(text) {
    return /^(?:@[^/@]+\/)?[^/@:]+@/.test(text);
}
function withoutBindings(range) {
    const bindings = range.indexOf("::");
    return bindings === -1 ? range : range.slice(0, bindings);
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/review/lockfiles/yamlInline.ts
/**
 * The one-line YAML that pnpm and yarn berry write: a key, then a plain or
 * quoted scalar, or a flat flow map or sequence. Read by hand because the
 * yaml package needs about a second for a 50,000-line lockfile. Every reader
 * here answers `undefined` when it is not certain what YAML would make of the
 * text; the caller then hands that entry to the yaml package, so this fast
 * path can be incomplete but never different.
 */
/** Characters that make a line mean something other than it looks: control characters, lone CRs, YAML 1.1 line breaks, BOMs. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNCERTAIN_CHARACTER = /[\u0000-\u001f\u007f\u0085\u2028\u2029\ufeff]/;
/** A plain scalar may start with none of YAML's indicators (and `-`, `?`, `:` are left to the yaml package). */
const PLAIN_START = /^[^\s\-?:,[\]{}#&*!|>'"%@`]/;
/** `key: rest` (rest "" when the value follows on deeper lines). */
function splitKeyLine(content) {
    if (UNCERTAIN_CHARACTER.test(content))
        return undefined;
    let key;
    let afterKey;
    const first = content[0];
    if (first === '"' || first === "'") {
        const quoted = quotedAt(content, 0);
        if (!quoted)
            return undefined;
        key = quoted.value;
        afterKey = quoted.end;
    }
    else {
        const colon = content.indexOf(": ");
        afterKey = colon === -1 ? (content.endsWith(":") ? content.length - 1 : -1) : colon;
        if (afterKey <= 0)
            return undefined;
        key = content.slice(0, afterKey);
        if (!PLAIN_START.test(key) || /[\s[\]{},]|:$/.test(key) || key === "<<")
            return undefined;
    }
    if (content[afterKey] !== ":")
        return undefined;
    const rest = content.slice(afterKey + 1);
    if (rest !== "" && rest[0] !== " ")
        return undefined;
    const value = rest.trim();
    return { key, rest: value.startsWith("#") ? "" : value };
}
/** The value after `key: `, when it is certain. */
function inlineValue(rest) {
    if (UNCERTAIN_CHARACTER.test(rest))
        return undefined;
    const first = rest[0];
    if (first === '"' || first === "'") {
        const quoted = quotedAt(rest, 0);
        return quoted && quoted.end === rest.length ? { kind: "scalar", value: quoted.value } : undefined;
    }
    if (first === "{")
        return flowMap(rest);
    if (first === "[")
        return flowSequence(rest) ? { kind: "seq" } : undefined;
    if (!PLAIN_START.test(rest) || rest.includes(": ") || rest.includes(" #") || rest.endsWith(":"))
        return undefined;
    return { kind: "scalar", value: coreScalar(rest) };
}
/** A plain scalar as YAML 1.2's core schema types it. */
function coreScalar(text) {
    if (/^(?:~|null|Null|NULL)$/.test(text))
        return null;
    if (/^(?:true|True|TRUE)$/.test(text))
        return true;
    if (/^(?:false|False|FALSE)$/.test(text))
        return false;
    if (/^[-+]?[0-9]+$/.test(text))
        return Number.parseInt(text, 10);
    if (/^0o[0-7]+$/.test(text))
        return Number.parseInt(text.slice(2), 8);
    if (/^0x[0-9a-fA-F]+$/.test(text))
        return Number.parseInt(text.slice(2), 16);
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(text))
        return Number.parseFloat(text);
    if (/^[-+]?\.(?:inf|Inf|INF)$/.test(text))
        return text.startsWith("-") ? -Infinity : Infinity;
    if (/^\.(?:nan|NaN|NAN)$/.test(text))
        return Number.NaN;
    return text;
}
/** A quoted scalar starting at `start`: single-quoted, or double-quoted without escapes. */
function quotedAt(text, start) {
    const quote = text[start];
    if (quote === '"') {
        const close = text.indexOf('"', start + 1);
        if (close === -1)
            return undefined;
        const value = text.slice(start + 1, close);
        return value.includes("\\") ? undefined : { value, end: close + 1 };
    }
    let value = "";
    let segment = start + 1;
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] !== "'")
            continue;
        if (text[i + 1] === "'") {
            value += text.slice(segment, i + 1); // '' is one quote
            segment = ++i + 1;
            continue;
        }
        return { value: value + text.slice(segment, i), end: i + 1 };
    }
    return undefined;
}
/** `{a: b, c: 'd'}` with scalar values only. */
function flowMap(text) {
    const cursor = new FlowCursor(text);
    const pairs = [];
    if (cursor.close("}"))
        return cursor.atEnd() ? { kind: "map", pairs } : undefined;
    for (;;) {
        const key = cursor.scalar();
        if (key === undefined || !cursor.colon())
            return undefined;
        const value = cursor.scalar();
        if (value === undefined || pairs.some(([existing]) => existing === String(key)))
            return undefined;
        pairs.push([String(key), value]);
        if (cursor.comma())
            continue;
        return cursor.close("}") && cursor.atEnd() ? { kind: "map", pairs } : undefined;
    }
}
/** `[a, 'b']` with scalar items only. */
function flowSequence(text) {
    const cursor = new FlowCursor(text);
    if (cursor.close("]"))
        return cursor.atEnd();
    for (;;) {
        if (cursor.scalar() === undefined)
            return false;
        if (cursor.comma())
            continue;
        return cursor.close("]") && cursor.atEnd();
    }
}
class FlowCursor {
    text;
    pos = 1;
    constructor(text) {
        this.text = text;
    }
    scalar() {
        this.skipSpaces();
        const first = this.text[this.pos];
        if (first === '"' || first === "'") {
            const quoted = quotedAt(this.text, this.pos);
            if (quoted)
                this.pos = quoted.end;
            return quoted?.value;
        }
        const start = this.pos;
        if (!PLAIN_START.test(this.text.slice(start, start + 1)))
            return undefined;
        while (this.pos < this.text.length) {
            const c = this.text[this.pos];
            if (",[]{}".includes(c))
                break;
            if (c === ":" && " ,]}".includes(this.text[this.pos + 1] ?? " "))
                break;
            if (c === "#" && this.text[this.pos - 1] === " ")
                return undefined;
            this.pos++;
        }
        return coreScalar(this.text.slice(start, this.pos).trimEnd());
    }
    colon() {
        this.skipSpaces();
        if (this.text[this.pos] !== ":" || this.text[this.pos + 1] !== " ")
            return false;
        this.pos += 2;
        return true;
    }
    comma() {
        this.skipSpaces();
        if (this.text[this.pos] !== ",")
            return false;
        this.pos++;
        return true;
    }
    close(bracket) {
        this.skipSpaces();
        if (this.text[this.pos] !== bracket)
            return false;
        this.pos++;
        return true;
    }
    atEnd() {
        return this.pos === this.text.length;
    }
    skipSpaces() {
        while (this.text[this.pos] === " ")
            this.pos++;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yaml.ts
/**
 * A YAML lockfile (pnpm, yarn berry) as a tree of maps and scalars with the
 * line of every key. Lines are grouped into entries by indentation; each
 * entry is read by the one-line fast path (yamlInline.ts) when that is
 * certain, and by the yaml package otherwise, one entry at a time, so the
 * yaml package's own cost never grows with the whole file.
 *
 * Fails closed (LockfileSyntaxError) on what no lockfile writer produces and
 * a reader could take two ways: duplicate keys, anchors, aliases and merge
 * keys (js-yaml merges `<<`, so pnpm would see keys this tree does not).
 */



/** The text's top-level block map. */
function readYamlMap(lines, options = {}) {
    return new BlockReader(lines, options.fastPath ?? true).document();
}
/** A pair's value when it is a string, with the key's line. */
function stringField(pair) {
    return pair?.value.kind === "scalar" && typeof pair.value.value === "string" ? { value: pair.value.value, line: pair.line } : undefined;
}
/** Not a line with content: blank or a comment. */
const EMPTY = -1;
class BlockReader {
    lines;
    fastPath;
    indents;
    constructor(lines, fastPath) {
        this.lines = lines;
        this.fastPath = fastPath;
        this.indents = new Int32Array(lines.count);
        for (let i = 0; i < lines.count; i++) {
            const text = lines.lineText(i + 1);
            const content = text.trimStart();
            const blank = content === "" || content === "\r" || content.startsWith("#");
            this.indents[i] = blank ? EMPTY : text.length - text.replace(/^ */, "").length;
        }
    }
    document() {
        const first = this.next(0);
        if (first === this.lines.count)
            return { kind: "map", line: 1, pairs: new Map() };
        if (this.indents[first] !== 0)
            throw new LockfileSyntaxError("the top level is indented", first + 1);
        return this.map(first, this.lines.count, 0);
    }
    /** The block map whose entries start at `indent` within lines [from, to) (0-based). */
    map(from, to, indent) {
        const pairs = new Map();
        for (let i = from; i < to;) {
            if (this.indents[i] !== indent)
                throw new LockfileSyntaxError("unexpected indentation", i + 1);
            const end = this.entryEnd(i, to, indent);
            const [key, pair] = (this.fastPath && this.fastEntry(i, end, indent)) || this.yamlEntry(i, end);
            if (pairs.has(key))
                throw new LockfileSyntaxError("duplicate key", pair.line);
            pairs.set(key, pair);
            i = this.next(end);
        }
        return { kind: "map", line: from + 1, pairs };
    }
    fastEntry(i, end, indent) {
        const split = splitKeyLine(this.lines
            .lineText(i + 1)
            .slice(indent)
            .replace(/\r$/, ""));
        if (!split)
            return undefined;
        const line = i + 1;
        const child = this.next(i + 1);
        if (split.rest !== "") {
            if (child < end)
                return undefined; // a value that goes on over more lines
            const value = inlineValue(split.rest);
            return value && [split.key, { line, value: inlineNode(value, line) }];
        }
        if (child >= end)
            return [split.key, { line, value: { kind: "scalar", value: null, line } }];
        if (this.indents[child] <= indent || this.isSequenceItem(child))
            return undefined;
        return [split.key, { line, value: this.map(child, end, this.indents[child]) }];
    }
    /** One entry (lines [i, end)) read by the yaml package, offsets mapped back to this text. */
    yamlEntry(i, end) {
        const start = this.lines.startOf(i + 1);
        const doc = (0,dist/* parseDocument */.Tp)(this.lines.text.slice(start, this.lines.startOf(end + 1)), { uniqueKeys: false, prettyErrors: false });
        const error = doc.errors[0];
        if (error)
            throw new LockfileSyntaxError("not valid YAML", this.lines.lineAt(start + error.pos[0]));
        (0,dist/* visit */.YR)(doc, {
            Node: (_key, node) => {
                if ((0,dist/* isAlias */.Vj)(node) || ("anchor" in node && node.anchor))
                    throw new LockfileSyntaxError("anchors and aliases are not used in lockfiles", i + 1);
            },
        });
        const root = doc.contents;
        if (!(0,dist/* isMap */.jh)(root) || root.items.length !== 1)
            throw new LockfileSyntaxError("expected one key", i + 1);
        const converter = new NodeConverter(this.lines, start);
        const [key, pair] = converter.pair(root.items[0]);
        return [key, pair];
    }
    entryEnd(i, to, indent) {
        let j = this.next(i + 1);
        while (j < to && (this.indents[j] > indent || (this.indents[j] === indent && this.isSequenceItem(j))))
            j = this.next(j + 1);
        return j;
    }
    next(i) {
        while (i < this.lines.count && this.indents[i] === EMPTY)
            i++;
        return i;
    }
    /** `- item` at a key's own indentation still belongs to that key (a compact sequence). */
    isSequenceItem(i) {
        const content = this.lines.lineText(i + 1).slice(this.indents[i]);
        return content === "-" || content.startsWith("- ") || content === "-\r";
    }
}
function inlineNode(value, line) {
    if (value.kind === "scalar")
        return { kind: "scalar", value: value.value, line };
    if (value.kind === "seq")
        return { kind: "other", line };
    const pairs = new Map();
    for (const [key, item] of value.pairs)
        pairs.set(key, { line, value: { kind: "scalar", value: item, line } });
    return { kind: "map", line, pairs };
}
/** yaml package nodes to YamlNode, with lines in the whole text. */
class NodeConverter {
    lines;
    offset;
    constructor(lines, offset) {
        this.lines = lines;
        this.offset = offset;
    }
    pair(pair) {
        const keyNode = pair.key;
        if (!(0,dist/* isScalar */.jn)(keyNode) || keyNode.value === null || typeof keyNode.value === "object")
            throw new LockfileSyntaxError("keys must be plain text");
        const key = String(keyNode.value);
        const line = this.lineOf(keyNode) ?? this.lines.lineAt(this.offset);
        if (key === "<<")
            throw new LockfileSyntaxError("merge keys are not used in lockfiles", line);
        return [key, { line, value: this.node(pair.value, line) }];
    }
    node(node, fallbackLine) {
        if (node === null || node === undefined)
            return { kind: "scalar", value: null, line: fallbackLine };
        const line = this.lineOf(node) ?? fallbackLine;
        if ((0,dist/* isScalar */.jn)(node))
            return { kind: "scalar", value: node.value, line };
        if ((0,dist/* isSeq */.oP)(node) || !(0,dist/* isMap */.jh)(node))
            return { kind: "other", line };
        const pairs = new Map();
        for (const item of node.items) {
            const [key, pair] = this.pair(item);
            if (pairs.has(key))
                throw new LockfileSyntaxError("duplicate key", pair.line);
            pairs.set(key, pair);
        }
        return { kind: "map", line, pairs };
    }
    lineOf(node) {
        return node.range ? this.lines.lineAt(this.offset + node.range[0]) : undefined;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/pnpm.ts
/**
 * pnpm-lock.yaml, versions 5 to 9. The `packages` map holds one entry per
 * package; a registry package carries only `resolution: {integrity}` (the
 * configured registry), others a `tarball`, `type: git` or `type: directory`.
 * Importers' `link:` dependencies and v9's `snapshots` fetch nothing.
 * pnpm fetches a registry package by its `name` and `version` fields when it
 * has them, else by its key's, so all of them are the entry's claim.
 */




function readPnpmLockfile(lines, lockfileDir) {
    const root = readYamlMap(lines);
    const version = root.pairs.get("lockfileVersion")?.value;
    const versionText = version?.kind === "scalar" && (typeof version.value === "string" || typeof version.value === "number") ? String(version.value) : "";
    if (!/^\d+(?:\.\d+)?$/.test(versionText))
        throw new LockfileSyntaxError("no lockfileVersion");
    const packages = root.pairs.get("packages");
    if (!packages || (packages.value.kind === "scalar" && packages.value.value === null))
        return [];
    if (packages.value.kind !== "map")
        throw new LockfileSyntaxError("packages is not a map", packages.line);
    const legacyKeys = Number.parseFloat(versionText) < 6;
    const entries = [];
    for (const [key, pair] of packages.value.pairs) {
        if (pair.value.kind !== "map")
            throw new LockfileSyntaxError("a package is not a map", pair.line);
        const fields = pair.value.pairs;
        const resolution = fields.get("resolution");
        const resolutionMap = resolution?.value.kind === "map" ? resolution.value : undefined;
        if (resolutionMap)
            requireStringFields(resolutionMap, RESOLUTION_STRINGS);
        requireStringFields(pair.value, ["name", "version"]);
        const integrity = resolutionMap && stringField(resolutionMap.pairs.get("integrity"));
        const name = stringField(fields.get("name"));
        const packageVersion = stringField(fields.get("version"));
        const id = displayKey(key, legacyKeys);
        entries.push({
            key,
            package: name && packageVersion ? `${name.value}@${packageVersion.value}` : id,
            line: pair.line,
            origin: resolutionOrigin(resolution, resolutionMap, lockfileDir),
            integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
            claim: claimOf(id, name, packageVersion, pair.line),
        });
    }
    return entries;
}
function resolutionOrigin(resolution, map, lockfileDir) {
    // No resolution at all: pnpm would fetch by name from the registry, and there is no hash to check it with.
    if (!resolution)
        return { kind: "registry" };
    if (!map)
        return { kind: "resolved", spec: "", line: resolution.line };
    const field = (name) => stringField(map.pairs.get(name));
    const type = field("type");
    if (type?.value === "git") {
        const repo = field("repo");
        return { kind: "resolved", spec: `${repo?.value ?? ""}#${field("commit")?.value ?? ""}`, git: true, line: repo?.line ?? resolution.line };
    }
    if (type?.value === "directory") {
        const directory = field("directory");
        return { kind: "local", target: directory?.value ?? "", relativeTo: lockfileDir, line: directory?.line ?? resolution.line };
    }
    if (type)
        return { kind: "resolved", spec: `pnpm-resolution-type:${type.value}`, line: type.line };
    const tarball = field("tarball");
    return tarball ? originOfSpec(tarball.value, tarball.line, lockfileDir) : { kind: "registry" };
}
/** Resolution fields that decide what is fetched: pnpm reads them as strings, so another type could hide one from this check. */
const RESOLUTION_STRINGS = ["integrity", "tarball", "type", "repo", "commit", "directory", "path"];
function requireStringFields(map, names) {
    for (const name of names) {
        const pair = map.pairs.get(name);
        if (pair && !stringField(pair))
            throw new LockfileSyntaxError(`${name} is not text`, pair.line);
    }
}
/**
 * The key's name (unless the key is a host path, as v5 spells some tarball
 * sources) and exact version, and the name and version fields: a registry
 * package's key is its real name, so a name field that differs would fetch
 * another package under it.
 */
function claimOf(id, name, version, line) {
    const at = id.indexOf("@", 1);
    const keyName = at === -1 ? id : id.slice(0, at);
    const keyVersion = at === -1 ? undefined : exactVersionOf(id.slice(at + 1));
    const names = [...(isPackageName(keyName) ? [keyName] : []), ...(name ? [name.value] : [])];
    const versions = [...(keyVersion === undefined ? [] : [keyVersion]), ...(version ? [version.value] : [])];
    return { names, versions, line: name?.line ?? version?.line ?? line };
}
/** `/@scope/name/1.0.0_peer@2` (v5), `/name@1.0.0(peer@2)` (v6), `name@1.0.0(peer@2)` (v9) → `name@1.0.0`. */
function displayKey(key, legacyKeys) {
    const id = key.replace(/^\//, "").replace(/\(.*$/, "");
    if (!legacyKeys)
        return id;
    const slash = id.lastIndexOf("/");
    return slash > 0 ? `${id.slice(0, slash)}@${id.slice(slash + 1).replace(/_.*$/, "")}` : id;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnBerry.ts
/**
 * yarn.lock from yarn 2 and later ("berry"): YAML with a `__metadata` key.
 * Each entry's `resolution` is a locator, `name@protocol:reference`; the
 * registry behind `npm:` is configured in .yarnrc.yml, which the lockfile
 * does not show, so `npm:` counts as the configured registry, unless the
 * locator binds its own `__archiveUrl`. yarn keeps a descriptor's name in its
 * locator, except through an `npm:` alias, so the key's descriptors and the
 * resolution must agree on the package they fetch. An entry has the fields
 * yarn's lockfile writer gives it and no others.
 */





/** A patch of a patch of …: deeper than yarn writes. */
const MAX_PATCH_DEPTH = 4;
const yarnBerry_TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;
/** What yarn's lockfile writer puts in an entry (Project.generateLockfile: the manifest's fields, then linkType, resolution, checksum, conditions). */
const ENTRY_FIELDS = new Set([
    "version",
    "resolution",
    "checksum",
    "languageName",
    "linkType",
    "conditions",
    "dependencies",
    "optionalDependencies",
    "peerDependencies",
    "dependenciesMeta",
    "peerDependenciesMeta",
    "bin",
]);
const TEXT_FIELDS = new Set(["version", "resolution", "checksum", "languageName", "linkType", "conditions"]);
/** yarn 4 prefixes a checksum with the cache key it was computed under: `10c0/…`. */
const CHECKSUM_CACHE_KEY = /^([0-9a-z]+)\//;
function readYarnBerryLockfile(lines, lockfileDir) {
    const root = readYamlMap(lines);
    const metadata = root.pairs.get("__metadata")?.value;
    if (metadata?.kind !== "map")
        throw new LockfileSyntaxError("no __metadata map");
    if (!metadata.pairs.has("version"))
        throw new LockfileSyntaxError("__metadata has no version", metadata.line);
    const cacheKey = metadata.pairs.get("cacheKey")?.value;
    const defaultScope = cacheKey?.kind === "scalar" && cacheKey.value !== null ? String(cacheKey.value) : "";
    const entries = [];
    for (const [key, pair] of root.pairs) {
        if (key === "__metadata")
            continue;
        if (pair.value.kind !== "map")
            throw new LockfileSyntaxError("an entry is not a map", pair.line);
        requireEntryShape(pair.value, pair.line);
        const fields = pair.value.pairs;
        const resolution = stringField(fields.get("resolution"));
        const checksum = stringField(fields.get("checksum"));
        const version = stringField(fields.get("version"))?.value;
        const name = resolution.value.slice(0, atOf(resolution.value));
        entries.push({
            key,
            package: version === undefined ? resolution.value : `${name}@${version}`,
            line: pair.line,
            origin: locatorOrigin(resolution.value, resolution.line, lockfileDir, 0),
            integrity: checksum && {
                value: checksum.value,
                line: checksum.line,
                format: "berry-checksum",
                scope: CHECKSUM_CACHE_KEY.exec(checksum.value)?.[1] ?? defaultScope,
            },
            claim: yarnBerry_claimOf(key, resolution, version),
            artifact: resolution.value,
        });
    }
    return entries;
}
/**
 * A `resolution`, and only the fields yarn writes, as text where they are
 * text. (yarn leaves `version` out for a package whose manifest has none.)
 */
function requireEntryShape(entry, line) {
    for (const [field, pair] of entry.pairs) {
        if (!ENTRY_FIELDS.has(field))
            throw new LockfileSyntaxError("an entry has a field yarn does not write", pair.line);
        if (TEXT_FIELDS.has(field) && pair.value.kind !== "scalar")
            throw new LockfileSyntaxError(`${field} is not text`, pair.line);
    }
    if (!stringField(entry.pairs.get("resolution")))
        throw new LockfileSyntaxError("an entry has no resolution", line);
}
/** Each descriptor's fetched package (an alias's target), and the resolution's; the version field and the resolution's exact version. */
function yarnBerry_claimOf(key, resolution, version) {
    const descriptors = key.split(", ").map((descriptor) => fetchedDescriptor(descriptor));
    const fetched = fetchedDescriptor(resolution.value);
    const resolvedVersion = exactVersionOf(fetched.range);
    return {
        names: [...descriptors.map((d) => d.name), fetched.name],
        versions: [version, resolvedVersion].filter((v) => v !== undefined),
        line: resolution.line,
    };
}
function locatorOrigin(locator, line, lockfileDir, depth) {
    const range = locator.slice(atOf(locator) + 1);
    const bindings = range.indexOf("::");
    const reference = bindings === -1 ? range : range.slice(0, bindings);
    const protocol = /^[a-z]+:/.exec(reference)?.[0];
    const path = protocol ? reference.slice(protocol.length) : reference;
    switch (protocol) {
        case "npm:": {
            // yarn fetches an `npm:` package from `__archiveUrl` when the locator binds one, not from the registry.
            const archive = bindings === -1 ? null : new URLSearchParams(range.slice(bindings + 2)).get("__archiveUrl");
            return archive === null ? { kind: "registry" } : originOfSpec(archive, line, lockfileDir);
        }
        case "workspace:":
            return { kind: "local", target: path, relativeTo: lockfileDir, line };
        case "link:":
        case "portal:":
            return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
        case "file:":
            if (yarnBerry_TARBALL_FILE.test(path))
                return { kind: "resolved", spec: reference, line };
            return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
        case "patch:": {
            // patch:<url-encoded inner locator>#<patch files>: the patched package comes from the inner locator.
            const inner = yarnBerry_decoded(path.slice(0, path.indexOf("#") === -1 ? undefined : path.indexOf("#")));
            if (inner === undefined || depth >= MAX_PATCH_DEPTH)
                return { kind: "resolved", spec: reference, line };
            return locatorOrigin(inner, line, lockfileDir, depth + 1);
        }
        default:
            return originOfSpec(reference, line, lockfileDir);
    }
}
/** A link or portal is relative to the workspace that declares it (`::locator=app%40workspace%3Apackages%2Fapp`). */
function bindingDir(range, bindings, lockfileDir) {
    if (bindings === -1)
        return lockfileDir;
    const locator = new URLSearchParams(range.slice(bindings + 2)).get("locator");
    const reference = locator?.slice(atOf(locator) + 1);
    return reference?.startsWith("workspace:") ? external_node_path_.posix.join(lockfileDir, reference.slice("workspace:".length)) : lockfileDir;
}
/** Where a locator's name ends: the first `@` after a scope's. */
function atOf(locator) {
    const at = locator.indexOf("@", 1);
    return at === -1 ? locator.length : at;
}
function yarnBerry_decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnClassicShape.ts
/**
 * The shape yarn v1's lockfile writer gives a file (lockfile/index.js
 * implodeEntry, lockfile/stringify.js): the `# yarn lockfile v1` header,
 * entries keyed by `name@range` patterns, each with a `version` and only
 * the fields yarn writes, and dependency maps of `name range` lines. A file
 * named yarn.lock is skipped from code review as a lockfile, so anything
 * else in it (a shell script that happens to tokenize, say) is unparseable
 * rather than hidden.
 */


/** yarn's writer, plus what other yarn 1 releases and tools leave in a v1 file. */
const FIELDS = new Map([
    ["name", "text"],
    ["version", "text"],
    ["uid", "text"],
    ["resolved", "text"],
    ["integrity", "text"],
    ["registry", "text"],
    ["languageName", "text"],
    ["linkType", "text"],
    ["dependencies", "block"],
    ["optionalDependencies", "block"],
    ["peerDependencies", "block"],
    ["peerDependenciesMeta", "block"],
    ["permissions", "block"],
    ["prebuiltVariants", "block"],
    ["bin", "block"],
    ["os", "either"],
    ["cpu", "either"],
]);
/** Blocks whose lines are `name range`. */
const DEPENDENCY_MAPS = new Set(["dependencies", "optionalDependencies", "peerDependencies"]);
function isYarnClassicHeader(comment) {
    return comment.trimEnd() === "# yarn lockfile v1";
}
/** Checks each line against the shape as the reader meets it. */
class ShapeTracker {
    /** The top-level field whose block the following deeper lines belong to. */
    block;
    line(level, keys, value, line) {
        if (level === 0) {
            for (const pattern of keys)
                if (!isPackageName(parseDescriptor(pattern).name))
                    throw new LockfileSyntaxError("an entry's pattern names no package", line);
            this.block = undefined;
        }
        else if (level === 1) {
            for (const key of keys)
                checkField(key, value, line);
            this.block = value === undefined ? keys[0] : undefined;
        }
        else if (level === 2 && this.block !== undefined && DEPENDENCY_MAPS.has(this.block)) {
            if (typeof value !== "string")
                throw new LockfileSyntaxError("a dependency without a range", line);
            for (const key of keys)
                if (!isPackageName(key))
                    throw new LockfileSyntaxError("a dependency that names no package", line);
        }
    }
}
function checkField(key, value, line) {
    const kind = FIELDS.get(key);
    if (kind === undefined)
        throw new LockfileSyntaxError("a field yarn does not write", line);
    if (kind === "text" && typeof value !== "string")
        throw new LockfileSyntaxError(`${key} is not text`, line);
    if (kind === "block" && value !== undefined)
        throw new LockfileSyntaxError(`${key} is not a block`, line);
}
/** The fields the check reads; an entry without a `version` is nothing yarn writes. */
function yarnClassicShape_requireEntryShape(raw) {
    const text = (name) => {
        const field = raw.fields.get(name);
        return typeof field?.value === "string" ? { value: field.value, line: field.line } : undefined;
    };
    const version = text("version");
    if (!version)
        throw new LockfileSyntaxError("an entry has no version", raw.line);
    return { version: version.value, resolved: text("resolved"), integrity: text("integrity") };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/yarnClassic.ts
/**
 * yarn.lock v1: yarn's own format, not YAML. Read line by line with the
 * rules of yarn's tokenizer (two-space indentation, `"quoted"` or bare
 * tokens, `a, b:` headers, `key value` or `key: value` fields), so a line
 * means here what it means to yarn. What yarn would refuse is unparseable,
 * and so is what yarn's writer never produces (yarnClassicShape.ts): a file
 * that is not a lockfile must not pass as one, since lockfiles skip review.
 *
 * An entry without `resolved` is resolved again from its patterns, so each
 * pattern's range is its source; the patterns name the package its registry
 * tarball must be.
 */




function readYarnClassicLockfile(lines, lockfileDir) {
    const entries = [];
    let current;
    let header = false;
    const shape = new ShapeTracker();
    /** The deepest level the next line may take: one below an opener (`key:`), else the same. */
    let deepest = 0;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(n === 1 ? /^\ufeff|\r$/g : /\r$/, "");
        // yarn reads a lone CR as a line break; this reader does not, so it refuses it.
        if (text.includes("\r"))
            throw new LockfileSyntaxError("a carriage return inside a line", n);
        const content = text.trimStart();
        if (content === "" || content.startsWith("#")) {
            if (!current && isYarnClassicHeader(content))
                header = true;
            continue;
        }
        if (!header)
            throw new LockfileSyntaxError("no `# yarn lockfile v1` header before the first entry", 1);
        const indent = text.length - content.length;
        if (!/^ *$/.test(text.slice(0, indent)) || indent % 2 !== 0)
            throw new LockfileSyntaxError("indentation must be pairs of spaces", n);
        const level = indent / 2;
        if (level > deepest)
            throw new LockfileSyntaxError("unexpected indentation", n);
        const { keys, value } = parseLine(tokenize(content, n), n);
        shape.line(level, keys, value, n);
        if (level === 0) {
            if (value !== undefined)
                throw new LockfileSyntaxError("a top-level line must open an entry", n);
            current = { patterns: keys, line: n, fields: new Map() };
            entries.push(current);
        }
        else if (level === 1) {
            for (const key of keys)
                current.fields.set(key, { value: value ?? null, line: n });
        }
        deepest = value === undefined ? level + 1 : level;
    }
    if (!header)
        throw new LockfileSyntaxError("no `# yarn lockfile v1` header", 1);
    return entries.map((raw) => toEntry(raw, lockfileDir));
}
function toEntry(raw, lockfileDir) {
    const { version, resolved, integrity } = yarnClassicShape_requireEntryShape(raw);
    const first = parseDescriptor(raw.patterns[0]);
    return {
        key: raw.patterns.join(", "),
        package: `${first.name}@${version}`,
        line: raw.line,
        origin: resolved ? originOfSpec(resolved.value, resolved.line, lockfileDir) : patternsOrigin(raw, lockfileDir),
        integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
        claim: { names: raw.patterns.map((pattern) => fetchedDescriptor(pattern).name), versions: [version], line: raw.line },
    };
}
/**
 * Without `resolved`, yarn resolves each pattern again: a registry range from
 * the registry, any other range (a URL, `github:`, git, a path) from where it
 * points. Patterns that point at different places are no source yarn writes.
 */
function patternsOrigin(raw, lockfileDir) {
    const sources = raw.patterns
        .map((pattern) => rangeOrigin(parseDescriptor(pattern).range, raw.line, lockfileDir))
        .filter((origin) => origin.kind !== "registry");
    const distinct = new Set(sources.map((origin) => sourceKey(origin)));
    if (distinct.size > 1)
        return { kind: "resolved", spec: "", line: raw.line };
    return sources[0] ?? { kind: "registry" };
}
/** `keys [:] [value]`: keys are comma-separated; no value opens a nested block (which needs the colon). */
function parseLine(tokens, line) {
    const keys = [];
    let i = 0;
    for (;;) {
        const token = tokens[i++];
        if (token?.kind !== "value" || typeof token.value !== "string")
            throw new LockfileSyntaxError("expected a key", line);
        keys.push(token.value);
        if (tokens[i]?.kind !== "comma")
            break;
        i++;
    }
    const colon = tokens[i]?.kind === "colon";
    if (colon)
        i++;
    const value = tokens[i];
    if (value === undefined) {
        if (!colon)
            throw new LockfileSyntaxError("a key without a value", line);
        return { keys };
    }
    if (value.kind !== "value" || i + 1 !== tokens.length)
        throw new LockfileSyntaxError("unexpected text after a value", line);
    return { keys, value: value.value };
}
/** yarn's tokenizer, for one line (its order of checks matters: `true…` is a boolean before it is a word). */
function tokenize(content, line) {
    const tokens = [];
    let pos = 0;
    while (pos < content.length) {
        const rest = content.slice(pos);
        const c = rest[0];
        if (c === " ") {
            pos++;
        }
        else if (c === "#") {
            break;
        }
        else if (c === '"') {
            let i = 1;
            for (; i < rest.length; i++)
                if (rest[i] === '"' && !(rest[i - 1] === "\\" && rest[i - 2] !== "\\"))
                    break;
            if (i >= rest.length)
                throw new LockfileSyntaxError("unterminated string", line);
            tokens.push({ kind: "value", value: parseQuoted(rest.slice(0, i + 1), line) });
            pos += i + 1;
        }
        else if (/[0-9]/.test(c)) {
            const word = /^[0-9]*/.exec(rest)[0];
            tokens.push({ kind: "value", value: word });
            pos += word.length;
        }
        else if (rest.startsWith("true") || rest.startsWith("false")) {
            const value = rest.startsWith("true");
            tokens.push({ kind: "value", value });
            pos += value ? 4 : 5;
        }
        else if (c === ":" || c === ",") {
            tokens.push({ kind: c === ":" ? "colon" : "comma" });
            pos++;
        }
        else if (/[a-zA-Z/.-]/.test(c)) {
            const word = /^[^: \n\r,]*/.exec(rest)[0];
            tokens.push({ kind: "value", value: word });
            pos += word.length;
        }
        else {
            throw new LockfileSyntaxError("unexpected character", line);
        }
    }
    return tokens;
}
function parseQuoted(token, line) {
    try {
        return JSON.parse(token);
    }
    catch {
        throw new LockfileSyntaxError("invalid quoted string", line);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/read.ts
/** Which lockfile a path is, and its entries. */






/** Berry's lockfile opens with a `__metadata:` map; v1's never has that key. */
const BERRY_METADATA = /^__metadata:/m;
/**
 * The lockfile kind by file name, at any depth: package-lock.json and
 * npm-shrinkwrap.json, yarn.lock (berry when `text` has `__metadata:`,
 * classic otherwise or without text), pnpm-lock.yaml; Cargo.lock,
 * Pipfile.lock, go.sum, Gemfile.lock (and its gems.locked). undefined for any
 * other file, which is reviewed as text.
 */
function lockfileKindOf(path, text) {
    switch (external_node_path_.posix.basename(path)) {
        case "package-lock.json":
        case "npm-shrinkwrap.json":
            return "npm";
        case "yarn.lock":
            return text !== undefined && BERRY_METADATA.test(text) ? "yarn-berry" : "yarn-classic";
        case "pnpm-lock.yaml":
            return "pnpm";
        case "Cargo.lock":
            return "cargo";
        case "Pipfile.lock":
            return "pipenv";
        case "go.sum":
            return "go-sum";
        case "Gemfile.lock":
        case "gems.locked":
            return "bundler";
        default:
            return undefined;
    }
}
/** Every entry the lockfile lists. Throws LockfileSyntaxError on text it cannot read. */
function readLockfile(kind, path, lines) {
    const dir = external_node_path_.posix.dirname(path);
    switch (kind) {
        case "npm":
            return readNpmLockfile(lines, dir);
        case "yarn-classic":
            return readYarnClassicLockfile(lines, dir);
        case "yarn-berry":
            return readYarnBerryLockfile(lines, dir);
        case "pnpm":
            return readPnpmLockfile(lines, dir);
        case undefined:
            throw new LockfileSyntaxError("not a lockfile this check knows");
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/cargo.ts

const BARE_KEY = /^[A-Za-z0-9_-]+/;
const BASIC_STRING = /^"(?:[^"\\\n]|\\.)*"/;
const cargo = {
    file: "Cargo.lock",
    regenerate: "cargo update (or cargo generate-lockfile)",
    defaultRegistries: ["registry+https://github.com/rust-lang/crates.io-index", "sparse+https://index.crates.io/"],
    checksum: /^[0-9a-f]{64}$/,
    read: readCargoLock,
};
function readCargoLock(lines) {
    const tables = readTables(lines);
    const metadata = new Map();
    for (const table of tables.filter((t) => t.name === "metadata")) {
        for (const [key, field] of table.fields) {
            if (key.startsWith("checksum ") && field.value.kind === "string")
                metadata.set(key.slice("checksum ".length), { value: field.value.value, line: field.line });
        }
    }
    return tables
        .filter((t) => t.name === "package")
        .map((table) => {
        const name = cargo_stringField(table, "name");
        const version = cargo_stringField(table, "version");
        const source = table.fields.get("source");
        if (source && source.value.kind !== "string")
            throw new LockfileSyntaxError("a package's source must be a string", source.line);
        const spec = source?.value.kind === "string" ? source.value.value : undefined;
        const checksumField = table.fields.get("checksum");
        if (checksumField && checksumField.value.kind !== "string")
            throw new LockfileSyntaxError("a package's checksum must be a string", checksumField.line);
        const checksum = checksumField?.value.kind === "string"
            ? { value: checksumField.value.value, line: checksumField.line }
            : spec === undefined
                ? undefined
                : metadata.get(`${name} ${version} (${spec})`);
        const origin = sourceOf(spec);
        return {
            package: `${name}@${version}`,
            line: table.line,
            source: origin,
            sourceLine: source?.line ?? table.line,
            ...(checksum ? { checksum } : {}),
            checksumRequired: origin.kind === "registry",
        };
    });
}
function sourceOf(spec) {
    if (spec === undefined)
        return { kind: "none" };
    if (/^(?:registry|sparse)\+/.test(spec))
        return { kind: "registry", registry: spec };
    if (spec.startsWith("git+"))
        return { kind: "vcs", spec };
    if (spec.startsWith("path+"))
        return { kind: "path", target: spec.slice(5).replace(/^file:\/\//, "") };
    return { kind: "url", spec };
}
function cargo_stringField(table, key) {
    const field = table.fields.get(key);
    if (!field || field.value.kind !== "string" || field.value.value === "")
        throw new LockfileSyntaxError(`a package without a ${key}`, table.line);
    return field.value.value;
}
function readTables(lines) {
    const tables = [];
    let current;
    let inArray;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "").trim();
        if (inArray !== undefined) {
            if (text === "]")
                inArray = undefined;
            else if (!/^(?:"(?:[^"\\\n]|\\.)*",?)?\s*(?:#.*)?$/.test(text))
                throw new LockfileSyntaxError("an array holds something other than strings", n);
            continue;
        }
        if (text === "" || text.startsWith("#"))
            continue;
        const header = /^\[(\[)?\s*([A-Za-z0-9_.-]+)\s*\]?\]$/.exec(text);
        if (header) {
            const name = header[2];
            const array = header[1] !== undefined;
            if (!(array ? ["package", "patch.unused"] : ["metadata"]).includes(name))
                throw new LockfileSyntaxError(`a table Cargo does not write: ${name.slice(0, 40)}`, n);
            current = { name, line: n, fields: new Map() };
            tables.push(current);
            continue;
        }
        const { key, rest } = keyOf(text, n);
        if (!rest.startsWith("="))
            throw new LockfileSyntaxError("expected `key = value`", n);
        const value = rest.slice(1).trim();
        let parsed;
        const string = BASIC_STRING.exec(value);
        if (string && /^\s*(?:#.*)?$/.test(value.slice(string[0].length)))
            parsed = { kind: "string", value: unquote(string[0], n) };
        else if (/^\d+$/.test(value))
            parsed = { kind: "other" };
        else if (value === "[") {
            parsed = { kind: "other" };
            inArray = n;
        }
        else if (/^\[(?:\s*"(?:[^"\\\n]|\\.)*"\s*,?)*\s*\]$/.test(value))
            parsed = { kind: "other" };
        else
            throw new LockfileSyntaxError("a value Cargo does not write", n);
        if (!current) {
            if (key !== "version")
                throw new LockfileSyntaxError("a key before the first table", n);
            continue;
        }
        if (current.fields.has(key))
            throw new LockfileSyntaxError(`a duplicate key: ${key.slice(0, 40)}`, n);
        current.fields.set(key, { value: parsed, line: n });
    }
    if (inArray !== undefined)
        throw new LockfileSyntaxError("an array that never closes", inArray);
    if (!tables.some((t) => t.name === "package"))
        throw new LockfileSyntaxError("no [[package]] table", 1);
    return tables;
}
function keyOf(text, n) {
    const quoted = BASIC_STRING.exec(text);
    if (quoted)
        return { key: unquote(quoted[0], n), rest: text.slice(quoted[0].length).trimStart() };
    const bare = BARE_KEY.exec(text);
    if (!bare)
        throw new LockfileSyntaxError("expected a key", n);
    return { key: bare[0], rest: text.slice(bare[0].length).trimStart() };
}
function unquote(quoted, n) {
    try {
        return JSON.parse(quoted);
    }
    catch {
        throw new LockfileSyntaxError("a string with an escape TOML readers refuse", n);
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/gemfile.ts

const SOURCES = new Set(["GEM", "GIT", "PATH", "PLUGIN SOURCE"]);
const SPEC = /^ {4}([^\s(]+) \(([^)\s]+)\)$/;
const CHECKSUM = /^ {2}([^\s(]+) \(([^)\s]+)\)(?: (\S+))?$/;
const gemfile = {
    file: "Gemfile.lock",
    regenerate: "bundle lock",
    defaultRegistries: ["https://rubygems.org/"],
    checksum: /^sha256=[0-9a-f]{64}$/,
    read: readGemfileLock,
};
function readGemfileLock(lines) {
    const sections = [];
    const checksums = new Map();
    let current;
    let inSpecs = false;
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "");
        if (text.trim() === "") {
            current = undefined;
            continue;
        }
        if (!text.startsWith(" ")) {
            if (!/^[A-Z][A-Z ]*$/.test(text))
                throw new LockfileSyntaxError("a section name Bundler does not write", n);
            current = { name: text, line: n, remotes: [], fields: new Map(), specs: [] };
            sections.push(current);
            inSpecs = false;
            continue;
        }
        if (!current)
            throw new LockfileSyntaxError("an indented line outside a section", n);
        if (current.name === "CHECKSUMS") {
            const m = CHECKSUM.exec(text);
            if (!m)
                throw new LockfileSyntaxError("a checksum line Bundler does not write", n);
            checksums.set(`${m[1]} (${m[2]})`, m[3] === undefined ? undefined : { value: m[3], line: n });
            continue;
        }
        if (!SOURCES.has(current.name))
            continue;
        const field = /^ {2}([a-z_]+):(?: (.*))?$/.exec(text);
        if (field) {
            inSpecs = field[1] === "specs";
            if (field[1] === "remote")
                current.remotes.push({ value: field[2] ?? "", line: n });
            else
                current.fields.set(field[1], field[2] ?? "");
            continue;
        }
        if (!inSpecs)
            throw new LockfileSyntaxError("a line Bundler does not write in a source section", n);
        const spec = SPEC.exec(text);
        if (spec)
            current.specs.push({ name: spec[1], version: spec[2], line: n });
        else if (!/^ {6}\S/.test(text))
            throw new LockfileSyntaxError("a spec line Bundler does not write", n);
    }
    if (!sections.some((s) => SOURCES.has(s.name)))
        throw new LockfileSyntaxError("no GEM, GIT or PATH section", 1);
    const hasChecksums = sections.some((s) => s.name === "CHECKSUMS");
    return sections
        .filter((s) => SOURCES.has(s.name))
        .flatMap((section) => {
        if (section.remotes.length === 0)
            throw new LockfileSyntaxError(`a ${section.name} section without a remote`, section.line);
        const remote = section.remotes[0];
        const source = gemfile_sourceOf(section, remote.value);
        return section.specs.map((spec) => {
            const checksum = checksums.get(`${spec.name} (${spec.version})`);
            return {
                package: `${spec.name}@${spec.version}`,
                line: spec.line,
                source,
                sourceLine: remote.line,
                ...(checksum ? { checksum } : {}),
                checksumRequired: hasChecksums && source.kind === "registry",
            };
        });
    });
}
function gemfile_sourceOf(section, remote) {
    switch (section.name) {
        case "GEM":
            // An old lockfile may list several servers for one section; each gem could come from any of them.
            return { kind: "registry", registry: section.remotes.map((r) => r.value).join(" ") };
        case "GIT":
            return { kind: "vcs", spec: `${remote}@${section.fields.get("revision") ?? ""}` };
        case "PATH":
            return { kind: "path", target: remote };
        default:
            return { kind: "url", spec: `${section.name.toLowerCase()} ${remote}` };
    }
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/goSum.ts

const LINE = /^(\S+) (v\S+?)(\/go\.mod)? (\S+)$/;
const goSum = {
    file: "go.sum",
    regenerate: "go mod tidy",
    defaultRegistries: [],
    checksum: /^h1:[A-Za-z0-9+/]{43}=$/,
    read: readGoSum,
};
function readGoSum(lines) {
    const entries = [];
    for (let n = 1; n <= lines.count; n++) {
        const text = lines.lineText(n).replace(/\r$/, "");
        if (text.trim() === "")
            continue;
        const m = LINE.exec(text);
        if (!m)
            throw new LockfileSyntaxError("not `module version hash`", n);
        entries.push({
            package: `${m[1]}@${m[2]}${m[3] ?? ""}`,
            line: n,
            source: { kind: "none" },
            sourceLine: n,
            checksum: { value: m[4], line: n },
            checksumRequired: true,
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/pipfile.ts
/**
 * Pipfile.lock: JSON. `_meta.sources` names the package indexes; each
 * package in `default` and `develop` comes from one (`index`, else the
 * first), from git (`git`, `hg`, `svn`, `bzr`), from a URL (`file`), or from a
 * folder (`path`), and pins its code with `hashes`.
 */


const VCS_KEYS = ["git", "hg", "svn", "bzr"];
const pipfile = {
    file: "Pipfile.lock",
    regenerate: "pipenv lock",
    defaultRegistries: ["https://pypi.org/simple", "https://pypi.python.org/simple"],
    checksum: /^(?:sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96}|sha512:[0-9a-f]{128})$/,
    read: readPipfileLock,
};
const pipfile_isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function readPipfileLock(lines) {
    const json = parseLocatedJson(lines.text);
    const root = json.root;
    if (!pipfile_isObject(root) || !pipfile_isObject(root._meta))
        throw new LockfileSyntaxError("no `_meta` object", 1);
    const lineOf = (owner, key, fallback) => {
        const offset = json.keyOffset(owner, key);
        return offset === undefined ? fallback : lines.lineAt(offset);
    };
    const sources = root._meta.sources ?? [];
    if (!Array.isArray(sources))
        throw new LockfileSyntaxError("`_meta.sources` is not a list", lineOf(root._meta, "sources", 1));
    const indexes = new Map();
    for (const source of sources) {
        if (!pipfile_isObject(source) || typeof source.name !== "string" || typeof source.url !== "string") {
            throw new LockfileSyntaxError("a source without a name and url", lineOf(root._meta, "sources", 1));
        }
        indexes.set(source.name, source.url);
    }
    const firstIndex = sources.length > 0 ? sources[0].url : pipfile.defaultRegistries[0];
    const entries = [];
    for (const group of ["default", "develop"]) {
        const packages = root[group];
        if (packages === undefined)
            continue;
        if (!pipfile_isObject(packages))
            throw new LockfileSyntaxError(`\`${group}\` is not an object`, lineOf(root, group, 1));
        for (const [name, spec] of Object.entries(packages)) {
            const line = lineOf(packages, name, 1);
            if (!pipfile_isObject(spec))
                throw new LockfileSyntaxError(`package ${name.slice(0, 60)} is not an object`, line);
            const version = typeof spec.version === "string" ? spec.version.replace(/^==/, "") : "";
            const { source, key } = pipfile_sourceOf(spec, indexes, firstIndex, line);
            const hashes = spec.hashes;
            if (hashes !== undefined && (!Array.isArray(hashes) || hashes.some((h) => typeof h !== "string"))) {
                throw new LockfileSyntaxError(`package ${name.slice(0, 60)} has hashes that are not a list of strings`, lineOf(spec, "hashes", line));
            }
            const list = (hashes ?? []);
            entries.push({
                package: version ? `${name}@${version}` : name,
                line,
                source,
                sourceLine: key ? lineOf(spec, key, line) : line,
                // Every hash must be well formed: the check reads them as one value, space-separated.
                ...(list.length > 0 ? { checksum: { value: [...list].sort().join(" "), line: lineOf(spec, "hashes", line) } } : {}),
                checksumRequired: source.kind === "registry" || source.kind === "url",
            });
        }
    }
    return entries;
}
function pipfile_sourceOf(spec, indexes, firstIndex, line) {
    for (const key of VCS_KEYS) {
        if (typeof spec[key] === "string")
            return { source: { kind: "vcs", spec: `${key}+${spec[key]}${typeof spec.ref === "string" ? `@${spec.ref}` : ""}` }, key };
    }
    if (typeof spec.path === "string")
        return { source: { kind: "path", target: spec.path }, key: "path" };
    if (typeof spec.file === "string")
        return { source: { kind: "url", spec: spec.file }, key: "file" };
    if (spec.index !== undefined) {
        const url = typeof spec.index === "string" ? indexes.get(spec.index) : undefined;
        if (url === undefined)
            throw new LockfileSyntaxError("a package names an index that `_meta.sources` does not list", line);
        return { source: { kind: "registry", registry: url }, key: "index" };
    }
    return { source: { kind: "registry", registry: firstIndex } };
}

;// CONCATENATED MODULE: ./src/review/lockfiles/ecosystems/check.ts
/**
 * The check for Cargo.lock, Pipfile.lock, go.sum and Gemfile.lock, by the
 * same rules as the npm family's: every entry the pull request adds or
 * changes must come from a registry the base uses (else the ecosystem's
 * public one), carry a well-formed checksum where its format pins one, keep
 * the base's checksum for a release the base had, and use no git, URL or
 * outside folder the base did not already have. Only the base widens what
 * is allowed; nothing in the head can.
 */






const ECOSYSTEMS = { cargo: cargo, pipenv: pipfile, "go-sum": goSum, bundler: gemfile };
const normalizeRegistry = (registry) => registry.trim().replace(/\/+$/, "").toLowerCase();
function check_sourceKey(source) {
    switch (source.kind) {
        case "registry":
            return `registry ${normalizeRegistry(source.registry)}`;
        case "vcs":
        case "url":
            return `${source.kind} ${source.spec}`;
        case "path":
            return `path ${source.target}`;
        case "none":
            return "none";
    }
}
const fingerprint = (entry) => `${entry.package}\0${check_sourceKey(entry.source)}\0${entry.checksum?.value ?? ""}`;
const release = (entry) => `${entry.package}\0${check_sourceKey(entry.source)}`;
/** Checks the head's text against the base's (undefined when the pull request adds the file). Throws LockfileSyntaxError when the head cannot be read. */
function checkEcosystemLockfile(kind, path, lines, baseText) {
    const eco = ECOSYSTEMS[kind];
    const head = eco.read(lines);
    const base = readBase(eco, baseText);
    const unchanged = new Set(base.map(fingerprint));
    const baseChecksums = new Map(base.filter((e) => e.checksum).map((e) => [release(e), e.checksum.value]));
    const known = new Set(base.filter((e) => e.source.kind !== "registry").map((e) => check_sourceKey(e.source)));
    const registries = new Set(base.flatMap((e) => (e.source.kind === "registry" ? e.source.registry.split(/\s+/).filter(Boolean).map(normalizeRegistry) : [])));
    if (registries.size === 0)
        for (const r of eco.defaultRegistries)
            registries.add(normalizeRegistry(r));
    const dir = external_node_path_.posix.dirname(path);
    const violations = [];
    for (const entry of head) {
        if (unchanged.has(fingerprint(entry)))
            continue;
        const name = displayName(entry.package);
        const problem = judgeSource(entry, eco, registries, known, dir, name) ?? judgeChecksum(entry, eco, baseChecksums, name);
        if (problem)
            violations.push({ ...problem, package: entry.package });
    }
    return violations.sort((a, b) => a.line - b.line);
}
function judgeSource(entry, eco, registries, known, dir, name) {
    const { source } = entry;
    const at = (rule, message) => ({ line: entry.sourceLine, rule, message });
    switch (source.kind) {
        case "none":
            return undefined;
        case "registry": {
            const foreign = source.registry.split(/\s+/).filter((r) => r !== "" && !registries.has(normalizeRegistry(r)));
            if (foreign.length === 0)
                return undefined;
            return at("registry", `${name} comes from the package index ${bounded(foreign[0])}, which the base ${eco.file} does not use; install it from the base's index, or add the index in a separate reviewed change.`);
        }
        case "vcs":
            if (known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is installed from a git repository the base ${eco.file} does not use (${bounded(source.spec)}), so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change.`);
        case "url":
            if (known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is downloaded from a URL the base ${eco.file} does not use (${bounded(source.spec)}), not from a package index; depend on a published version instead.`);
        case "path": {
            const inside = !external_node_path_.posix.isAbsolute(source.target) && !external_node_path_.posix.normalize(external_node_path_.posix.join(dir, source.target)).startsWith("..");
            if (inside || known.has(check_sourceKey(source)))
                return undefined;
            return at("source", `${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository.`);
        }
    }
}
function judgeChecksum(entry, eco, baseChecksums, name) {
    const { checksum } = entry;
    if (!checksum) {
        if (!entry.checksumRequired)
            return undefined;
        return {
            line: entry.line,
            rule: "integrity",
            message: `${name} has no checksum, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
        };
    }
    if (!checksum.value.split(" ").every((value) => eco.checksum.test(value))) {
        return {
            line: checksum.line,
            rule: "integrity",
            message: `${name} has a checksum that is not a well-formed hash, so nothing pins the code that gets installed; regenerate ${eco.file} with ${eco.regenerate}.`,
        };
    }
    // A release may gain hashes (a new wheel for a new platform), never lose or swap one the base had.
    const before = baseChecksums.get(release(entry));
    const now = new Set(checksum.value.split(" "));
    if (before !== undefined && before.split(" ").some((hash) => !now.has(hash))) {
        return {
            line: checksum.line,
            rule: "integrity",
            message: `${name} has another checksum than the base's for the same release, and a release's contents never change; restore the base's checksum, and find out where the new one came from.`,
        };
    }
    return undefined;
}
/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function readBase(eco, baseText) {
    if (baseText === undefined)
        return [];
    try {
        return eco.read(new LineIndex(baseText));
    }
    catch {
        return [];
    }
}
/** The pull request's text in a message: one line, bounded. */
function bounded(text) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    return clean.length > 120 ? `${clean.slice(0, 120)}…` : clean;
}
const displayName = (name) => bounded(name) || "This entry";

;// CONCATENATED MODULE: ./src/review/lockfiles/check.ts
/**
 * The lockfile check: every entry the pull request adds or changes must come
 * from a registry the base uses, be the package it names (claims.ts), carry
 * an integrity hash that the same artifact never had otherwise
 * (artifacts.ts), and use no git, tarball or local source outside the
 * repository that the base did not already have. Entries the base has
 * unchanged (same key, source and hash) are the base's history and are not
 * re-judged. Pure and deterministic; it never throws: text it cannot read,
 * or that has not the shape its package manager writes, is one
 * `unparseable` violation.
 */







const isEcosystem = (kind) => kind !== undefined && kind in ECOSYSTEMS;
const SRI_HASH = /^sha(?:1|256|384|512)-[A-Za-z0-9+/]+={0,2}(?:\?[\x21-\x7e]*)?$/;
/** yarn berry: a hex digest, after a cache-key prefix since yarn 4 (`10c0/…`). */
const BERRY_CHECKSUM = /^(?:[0-9a-z]+\/)?[0-9a-f]{32,}$/;
/** Checks a changed lockfile against the same path at the base (`baseText` undefined when the pull request adds it). */
function checkLockfile(path, headText, baseText) {
    const lines = new LineIndex(headText);
    const kind = lockfileKindOf(path, headText);
    try {
        if (isEcosystem(kind)) {
            return checkEcosystemLockfile(kind, path, lines, baseText).map((v) => ({ ...v, path, text: lines.lineText(v.line) }));
        }
        const head = readLockfile(kind, path, lines);
        const base = baseText === undefined ? [] : check_readBase(path, baseText);
        const unchanged = new Set(base.map(entryFingerprint));
        const policy = sourcePolicy(base, external_node_path_.posix.dirname(path));
        const hashes = new ArtifactHashes(base);
        const violations = [];
        for (const entry of head) {
            if (unchanged.has(entryFingerprint(entry))) {
                hashes.record(entry);
                continue;
            }
            const violation = judgeEntry(entry, policy, hashes);
            if (violation)
                violations.push({
                    path,
                    line: violation.line,
                    text: lines.lineText(violation.line),
                    rule: violation.rule,
                    package: entry.package,
                    message: violation.message,
                });
        }
        return violations.sort((a, b) => a.line - b.line);
    }
    catch (error) {
        return [unparseable(path, kind, lines, error)];
    }
}
/**
 * At most one violation an entry, the first of: a source the base does not
 * allow, a package other than the one it names, a missing or malformed hash,
 * a hash its artifact never had.
 */
function judgeEntry(entry, policy, hashes) {
    const name = check_displayName(entry.package);
    const judgement = judgeOrigin(entry.origin, policy, name);
    if (!judgement.ok)
        return { line: entry.origin.kind === "registry" ? entry.line : entry.origin.line, rule: judgement.rule, message: `${judgement.message}.` };
    const claimProblem = judgeClaim(entry, policy, name);
    if (claimProblem)
        return { line: claimProblem.line, rule: "source", message: `${claimProblem.message}.` };
    const { integrity } = entry;
    if (judgement.needsIntegrity) {
        if (!integrity)
            return {
                line: entry.line,
                rule: "integrity",
                message: `${name} has no integrity hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager so the entry records one.`,
            };
        if (!isWellFormed(integrity.value, integrity.format))
            return {
                line: integrity.line,
                rule: "integrity",
                message: `${name} has an integrity value that is not a hash, so nothing pins the code that gets installed; regenerate the lockfile with the package manager.`,
            };
    }
    const hashChange = hashes.judge(entry, name);
    if (hashChange)
        return { line: hashChange.line, rule: "integrity", message: `${hashChange.message}.` };
    return undefined;
}
function isWellFormed(value, format) {
    if (format === "berry-checksum")
        return BERRY_CHECKSUM.test(value);
    const hashes = value.trim().split(/\s+/);
    return hashes.length > 0 && hashes.every((hash) => SRI_HASH.test(hash));
}
/** The base's entries; a base that cannot be read allows nothing beyond the defaults (fail closed). */
function check_readBase(path, baseText) {
    try {
        const kind = lockfileKindOf(path, baseText);
        return isEcosystem(kind) ? [] : readLockfile(kind, path, new LineIndex(baseText));
    }
    catch {
        return [];
    }
}
function unparseable(path, kind, lines, error) {
    const reason = isSyntaxError(error) ? error.message : "the reader failed on it";
    const what = kind === undefined ? "file" : isEcosystem(kind) ? ECOSYSTEMS[kind].file : `${kind} lockfile`;
    return {
        path,
        line: 1,
        text: lines.lineText(1),
        rule: "unparseable",
        package: "",
        message: `This ${what} cannot be read (${reason}), so its packages cannot be checked; regenerate it with the package manager.`,
    };
}
function isSyntaxError(error) {
    return error instanceof Error && error.isLockfileSyntaxError === true;
}
/** The entry's name for a message: one line, bounded (it is the pull request's text). */
function check_displayName(packageName) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
    const clean = packageName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
    if (clean === "")
        return "This entry";
    return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}

;// CONCATENATED MODULE: ./src/review/lockfiles/index.ts
/** The deterministic lockfile check (issue 12: lockfile injection). */





/***/ }),

/***/ 2335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ isMatrixGate),
/* harmony export */   MB: () => (/* binding */ matrixSelectionFact),
/* harmony export */   Mf: () => (/* binding */ matrixChunksFact),
/* harmony export */   No: () => (/* binding */ isPlanPhase),
/* harmony export */   Wq: () => (/* binding */ MATRIX_SELECTION_FACT),
/* harmony export */   ZQ: () => (/* binding */ MATRIX_PLAN_FACT),
/* harmony export */   _T: () => (/* binding */ MATRIX_CHUNKS_FACT),
/* harmony export */   dE: () => (/* binding */ MATRIX_GATE_FACT),
/* harmony export */   vX: () => (/* binding */ matrixJobFact),
/* harmony export */   zk: () => (/* binding */ MATRIX_JOB_FACT)
/* harmony export */ });
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1670);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3960);



/** This run is one job of a matrix: intake goes straight to build_items, which runs this lane only. */
const MATRIX_JOB_FACT = "matrix_job";
/** The plan's recorded selection, which build_items uses instead of selecting again. */
const MATRIX_SELECTION_FACT = "matrix_selection";
/** The plan's code-review chunk assignment, which read_diff renders a shard's chunks from instead of planning the whole diff. */
const MATRIX_CHUNKS_FACT = "matrix_chunks";
/** This run only plans: build_items records the selection and ends the run (`planned`). */
const MATRIX_PLAN_FACT = "matrix_plan_phase";
/** This run is a matrix gate: intake goes straight to verdict_gate, over the lane outcomes its caller seeded. */
const MATRIX_GATE_FACT = "matrix_gate";
const selectionFact = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane_selection: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .laneChoiceSchema */ .ro), lanes_summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() });
function matrixJobFact(facts) {
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .matrixJobSchema */ .wh.safeParse(facts[MATRIX_JOB_FACT]);
    return parsed.success ? parsed.data : undefined;
}
function matrixChunksFact(facts) {
    const parsed = _codeReview_chunkAssignment_js__WEBPACK_IMPORTED_MODULE_1__/* .chunkAssignmentSchema */ .UB.safeParse(facts[MATRIX_CHUNKS_FACT]);
    return parsed.success ? parsed.data : undefined;
}
function matrixSelectionFact(facts) {
    const parsed = selectionFact.safeParse(facts[MATRIX_SELECTION_FACT]);
    return parsed.success ? parsed.data : undefined;
}
const isPlanPhase = (facts) => facts[MATRIX_PLAN_FACT] === true;
const isMatrixGate = (facts) => facts[MATRIX_GATE_FACT] === true;


/***/ }),

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ planInconsistencies)
/* harmony export */ });
/* harmony import */ var _shards_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7743);
/**
 * A matrix plan must agree with itself: `include` is exactly
 * {lane, 1..shards[lane], shards[lane]} for each selected lane, only code
 * review has more than one shard (at most MAX_SHARDS), no job repeats, and no
 * job or shard count exists for an unselected lane, and a chunk assignment
 * assigns exactly the plan's chunk count and comes with the diff's file table. A plan that does not is
 * never run or gated on: an edited file could otherwise drop a shard's chunks
 * or hide a lane's verdict.
 */

/** Every way the plan disagrees with itself, in words; empty when it is consistent. */
function planInconsistencies(plan) {
    const problems = [];
    const selected = new Set(plan.lane_selection.filter((c) => c.selected).map((c) => c.lane));
    const seen = new Set();
    for (const job of plan.include) {
        const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)(job);
        if (seen.has(label))
            problems.push(`the job ${label} is listed twice`);
        seen.add(label);
        if (job.shard > job.shards)
            problems.push(`the job ${label} is shard ${job.shard} of only ${job.shards}`);
        if (!selected.has(job.lane))
            problems.push(`the job ${label} is for ${job.lane}, which lane_selection does not select`);
        else if (job.shards !== plan.shards[job.lane])
            problems.push(`the job ${label} says ${job.shards} shard(s), shards.${job.lane} says ${plan.shards[job.lane] ?? "none"}`);
    }
    for (const [lane, count] of Object.entries(plan.shards)) {
        if (count === undefined)
            continue;
        if (!selected.has(lane))
            problems.push(`shards.${lane} is set, but lane_selection does not select ${lane}`);
        if (lane !== "code-review" && count !== 1)
            problems.push(`shards.${lane} is ${count}: only code review runs as several shards`);
        if (count > _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH)
            problems.push(`shards.${lane} is ${count}, more than the ${_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH} allowed`);
    }
    for (const lane of selected) {
        const count = plan.shards[lane];
        if (count === undefined) {
            problems.push(`${lane} is selected but shards.${lane} is missing`);
            continue;
        }
        for (let shard = 1; shard <= Math.min(count, _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH); shard++) {
            const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)({ lane, shard, shards: count });
            if (!seen.has(label))
                problems.push(`the job ${label} is missing from include`);
        }
    }
    const assigned = plan.chunk_plan?.assignment?.chunks.length;
    if (assigned !== undefined && assigned !== plan.chunk_plan.chunks)
        problems.push(`chunk_plan.assignment assigns ${assigned} chunk(s), chunk_plan.chunks says ${plan.chunk_plan.chunks}`);
    // Shards list only their own files when the plan has the table: a plan with one and not the other would lose rows.
    if ((plan.chunk_plan?.assignment === undefined) !== (plan.chunk_plan?.file_stats === undefined))
        problems.push(`chunk_plan has ${plan.chunk_plan?.assignment ? "an assignment but no file_stats" : "file_stats but no assignment"}: the plan records both or neither`);
    return problems;
}


/***/ }),

/***/ 1670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kg: () => (/* binding */ MATRIX_SCHEMA),
  M$: () => (/* binding */ PARTIAL_SCHEMA),
  ro: () => (/* binding */ laneChoiceSchema),
  wh: () => (/* binding */ matrixJobSchema),
  nA: () => (/* binding */ matrixPlanShapeSchema),
  EL: () => (/* binding */ partialResultSchema)
});

// UNUSED EXPORTS: lanePassSchema, matrixKeysSchema, matrixPlanSchema, matrixRequestSchema, usageSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

// EXTERNAL MODULE: ./src/review/codeReview/chunkAssignment.ts
var chunkAssignment = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/review/codeReview/renderInput.ts
var renderInput = __webpack_require__(4852);
// EXTERNAL MODULE: ./src/review/gauntlet/laneOutcome.ts
var laneOutcome = __webpack_require__(273);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/matrix/planConsistency.ts
var planConsistency = __webpack_require__(4101);
;// CONCATENATED MODULE: ./src/review/matrix/schemas.ts
/**
 * The matrix's two files, as zod schemas: the matrix plan (`gauntlet.matrix/1`,
 * written by `plan`, read by every lane job and the gate) and one lane job's
 * partial result (`gauntlet.partial/1`). The committed JSON Schemas in
 * schemas/ are generated from these (scripts/matrixSchemas.ts) and a test
 * keeps them equal.
 */






const MATRIX_SCHEMA = "gauntlet.matrix/1";
const PARTIAL_SCHEMA = "gauntlet.partial/1";
const laneName = schemas/* enum */.k5n(lanes/* LANES */.Ci);
const count = schemas/* number */.aig().int().min(0);
const sha = schemas/* string */.YjP()
    .regex(/^[0-9a-f]{7,64}$/)
    .nullable();
const matrixJobSchema = schemas/* strictObject */.rej({
    lane: laneName,
    /** 1-based. */
    shard: schemas/* number */.aig().int().min(1),
    shards: schemas/* number */.aig().int().min(1),
});
/** Computed by the caller (CLI or action) and recorded at plan time; the gate checks partials against these, never a recomputation. */
const matrixKeysSchema = schemas/* strictObject */.rej({
    head_sha: sha,
    base_sha: sha,
    settings_key: schemas/* string */.YjP().min(1),
    /**
     * This plan's own identity, made by the caller (the CLI: a random UUID; the action: `<check-run id>.<run_attempt>`).
     * Lanes copy it into their partial; the gate rejects a partial of another plan (a re-run's stale artifact).
     */
    plan_nonce: schemas/* string */.YjP().min(1),
});
/** The review request as planned: every lane job reviews against the same one. */
const matrixRequestSchema = schemas/* strictObject */.rej({
    diff_spec: schemas/* string */.YjP().min(1),
    untracked_files: schemas/* boolean */.zMY(),
    plan_context: schemas/* string */.YjP(),
    rigor: schemas/* string */.YjP(),
    security_posture: schemas/* string */.YjP(),
    probe_context: schemas/* string */.YjP(),
    extra_context: schemas/* string */.YjP(),
    rules: schemas/* string */.YjP(),
    verification_commands: schemas/* array */.YOg(schemas/* string */.YjP()),
    forced_lanes: schemas/* array */.YOg(laneName),
    untrusted_head: schemas/* boolean */.zMY(),
    review_paths: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Incremental review: the earlier head whose findings the gate carries forward. */
    carry_since: schemas/* string */.YjP().optional(),
});
const usageSummarySchema = schemas/* strictObject */.rej({
    prompt_tokens: count,
    completion_tokens: count,
    calls: count,
    cost_usd: schemas/* number */.aig().min(0).nullable(),
    cached_prompt_tokens: count.optional(),
});
const laneChoiceSchema = schemas/* strictObject */.rej({ lane: laneName, selected: schemas/* boolean */.zMY(), reason: schemas/* string */.YjP() });
/** The plan file's shape alone; matrixPlanSchema adds its self-consistency. */
const matrixPlanShapeSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(MATRIX_SCHEMA),
    /** What `strategy.matrix` gets (matrixOutput): one entry per job. */
    include: schemas/* array */.YOg(matrixJobSchema),
    keys: matrixKeysSchema,
    request: matrixRequestSchema,
    lane_selection: schemas/* array */.YOg(laneChoiceSchema),
    lanes_summary: schemas/* string */.YjP(),
    /** Jobs per selected lane (code review's shard count; 1 for the others). */
    shards: schemas/* partialRecord */.jgl(laneName, schemas/* number */.aig().int().min(1)),
    chunk_plan: schemas/* strictObject */.rej({
        chunks: count,
        chunks_per_shard: schemas/* number */.aig().int().min(1),
        max_chunks: schemas/* number */.aig().int().min(1),
        /** Which files each chunk holds, so a code-review job renders only its own; absent when the plan read no diff. */
        assignment: chunkAssignment/* chunkAssignmentSchema */.UB.optional(),
        /**
         * The diff's file table (every changed file, in git's order), recorded with the assignment: the gate's
         * code-review report shows it, and each code-review partial then lists only its own chunks' files.
         */
        file_stats: schemas/* array */.YOg(renderInput/* fileStatSchema */.sY).optional(),
    }),
    /** The run budget the whole matrix shares, as one job's: each lane job runs under an equal share, and the gate blocks when the jobs' sum exceeds it. */
    budget: schemas/* strictObject */.rej({ max_tokens: schemas/* number */.aig().int().min(1).optional(), max_cost_usd: schemas/* number */.aig().min(0).optional() }),
    /** What the plan itself spent on the model (lane judgment); the gate adds it to the lane jobs' usage. Absent when the plan called no model. */
    plan_usage: usageSummarySchema.optional(),
});
/** The plan file must agree with itself (planConsistency.ts): every reader — lane, gate, action — gets the check. */
const matrixPlanSchema = matrixPlanShapeSchema.superRefine((plan, ctx) => {
    for (const problem of (0,planConsistency/* planInconsistencies */.R)(plan))
        ctx.addIssue({ code: "custom", message: problem, path: ["include"] });
});
const lanePassSchema = schemas/* strictObject */.rej({
    start_ms: schemas/* number */.aig().min(0),
    duration_ms: schemas/* number */.aig().min(0),
    /** A matrix shard's pass, e.g. "shard 2/3". */
    label: schemas/* string */.YjP().optional(),
});
const partialResultSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(PARTIAL_SCHEMA),
    /** The lane job's own head, base and settings key, as it ran. */
    keys: matrixKeysSchema,
    job: matrixJobSchema,
    /** The lane's typed outcome after the retry gate (a crash is a typed fault here too). */
    outcome: laneOutcome/* laneOutcomeSchema */.Cz,
    attempts: schemas/* number */.aig().int().min(1),
    /** The retry gate gave up on the lane (review_incomplete). */
    given_up: schemas/* boolean */.zMY(),
    /** Code review only: what its report renders from, so the gate can merge shards. */
    code_review: renderInput/* codeReviewRenderInputSchema */.Fz.nullable(),
    usage: usageSummarySchema,
    duration_ms: schemas/* number */.aig().min(0),
    passes: schemas/* array */.YOg(lanePassSchema),
    started_at: datetime(),
    finished_at: datetime(),
});


/***/ }),

/***/ 7743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard),
/* harmony export */   OP: () => (/* binding */ jobLabel),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   ig: () => (/* binding */ CHUNKS_PER_SHARD),
/* harmony export */   nK: () => (/* binding */ partialFileName),
/* harmony export */   o4: () => (/* binding */ shardCount)
/* harmony export */ });
/**
 * How code review splits across matrix jobs. Chunks are planned exactly as
 * read_diff plans them, with no cap; the shard count is
 * clamp(ceil(chunks / CHUNKS_PER_SHARD), 1, MAX_SHARDS). Each shard keeps the
 * per-run chunk cap (max_chunks, 20), so the matrix reviews up to
 * shards × max_chunks chunks; beyond that, files are over budget as in one job.
 */
/** Two rounds of review_each's concurrency (2): a shard's chunks finish in about two model latencies. */
const CHUNKS_PER_SHARD = 4;
/** A matrix of at most 16 code-review jobs (plus one job per other lane). */
const MAX_SHARDS = 16;
function shardCount(chunks) {
    return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(chunks / CHUNKS_PER_SHARD)));
}
/**
 * Whether chunk `index` (1-based, global) belongs to shard `shard` of `shards`:
 * round-robin, so the heavy first chunks (source, by churn) spread out.
 */
function inShard(index, shard, shards) {
    return (index - 1) % shards === shard - 1;
}
/** `code-review 2/3`: how a job is named in messages and file names. */
function jobLabel(job) {
    return `${job.lane} ${job.shard}/${job.shards}`;
}
/** The partial's file name in the artifact folder: `<lane>-<I>-of-<N>.json`. */
function partialFileName(job) {
    return `${job.lane}-${job.shard}-of-${job.shards}.json`;
}


/***/ }),

/***/ 1893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LQ: () => (/* binding */ computeSignals),
  _L: () => (/* binding */ widenedSignals)
});

// UNUSED EXPORTS: signalsFromChanges

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
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
 * `git diff --numstat` costs.
 */


/** git's output did not have the expected shape. Runtime: the caller degrades. */
class DiffReadError extends errors/* GauntletError */.xx {
    constructor(message) {
        super("DIFF_UNREADABLE", "runtime", `unexpected git diff output: ${message}`);
    }
}
/** git's binary test reads this much of a file: a NUL byte in it makes the file binary. */
const BINARY_SNIFF = 8000;
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
/** A line of UTF-16/32 text read as bytes, as its characters: ASCII exactly, the rest approximately. */
function withoutNuls(line) {
    return line.replaceAll("\0", "").replace(/^\ufffd+/, "");
}
class DiffReader {
    options;
    phase = "records";
    carry = "";
    pendingRecord;
    changes = [];
    nextChange = 0;
    section;
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
            this.patchLine(this.carry, 0, this.carry.length);
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
        for (;;) {
            const newline = data.indexOf("\n", position);
            if (newline < 0)
                return position;
            this.patchLine(data, position, newline);
            position = newline + 1;
        }
    }
    patchLine(data, start, end) {
        const first = data.charCodeAt(start);
        const section = this.section;
        if (section?.inHunk) {
            if (first === PLUS) {
                section.change.added += 1;
                this.sniff(section, data, start, end);
                if (section.collect && section.seen <= ADDED_LINES_KEPT_BYTES)
                    section.change.addedLines.push(data.slice(start + 1, end));
                return;
            }
            if (first === MINUS) {
                section.change.removed += 1;
                if (section.change.status === "deleted")
                    this.sniff(section, data, start, end);
                return;
            }
            if (first === SPACE || first === BACKSLASH || first === AT)
                return;
        }
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
        const windowLeft = BINARY_SNIFF - section.seen;
        if (windowLeft > 0) {
            const stop = Math.min(end, start + 1 + windowLeft);
            if (!section.nul) {
                // The common case, text: a scan for a NUL bounded by the line and the window, never past them (indexOf would
                // scan to the end of the streamed chunk for every line: quadratic on a large diff).
                for (let i = start + 1; i < stop; i += 1) {
                    if (data.charCodeAt(i) === 0) {
                        section.nul = true;
                        break;
                    }
                }
            }
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
        this.section = { change, header, inHunk: false, collect: this.options.collectAddedLines?.(change.path) ?? true, seen: 0, nul: false, odd: 0, sniffed: 0 };
    }
    finishSection() {
        if (!this.section)
            return;
        const { change, nul, odd, sniffed } = this.section;
        if (nul && odd * 10 > sniffed)
            change.binary = true;
        // Text with NULs is UTF-16 or UTF-32 read as bytes: its characters are what is left without them (and without
        // the BOM, which arrives as U+FFFD). The rules then read `exec(` where git's patch has `e\0x\0e\0c\0(`.
        else if (nul)
            change.addedLines = change.addedLines.map(withoutNuls);
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

// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/review/signals/glob.ts
/**
 * The glob subset the signal rules are written in, compiled to plain regular
 * expressions that combine into one alternation per flag.
 *
 * - `**` then a slash: any number of directories, including none;
 * - a trailing slash then `**`: everything below;
 * - `*` any run of characters within one path segment; `?` one such character;
 * - `{a,b,}` alternatives (may be empty, may not nest).
 * Matching is against the whole repository-relative path.
 *
 * Speed matters here (every rule meets every path of a 10,000-file diff), so a
 * leading "any directories" compiles to "at the start or after a slash" and the
 * alternation is left unanchored at the front: the engine then only tries the
 * alternatives where a path segment begins, instead of backtracking through
 * every way of splitting the directories for each alternative.
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

// EXTERNAL MODULE: ./src/review/signals/rules.ts + 6 modules
var signals_rules = __webpack_require__(8580);
// EXTERNAL MODULE: ./src/review/signals/types.ts
var types = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/review/signals/matcher.ts
/**
 * The rule table (rules.ts) compiled for speed: one alternation per flag for
 * paths, and one per flag and file scope for added lines, so a 10,000-file
 * diff costs a handful of regular-expression scans per file. The rule that
 * matched is looked up only after its flag's alternation hits.
 */



/** A path's words for `pathWords` rules: " src o auth client ts " for `src/OAuthClient.ts`. */
function pathWords(path) {
    const split = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
    return ` ${split
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .join(" ")} `;
}
class PathRule {
    rule;
    globs;
    constructor(rule) {
        this.rule = rule;
        if (rule.paths)
            this.globs = compileGlobs(rule.paths);
    }
    matches(path, words) {
        return (this.globs?.test(path) ?? false) || (this.rule.pathWords?.test(words) ?? false);
    }
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
    pathRules;
    addedLineGroups;
    prose = compileGlobs(signals_rules/* PROSE_FILES */.Mb);
    notProse = compileGlobs(signals_rules/* NOT_PROSE */.Mw);
    unscanned = compileGlobs(signals_rules/* UNSCANNED_FILES */.iB);
    /** Flags that some added-line rule can raise. */
    contentFlags;
    constructor(rules = signals_rules/* SIGNAL_RULES */.J6) {
        for (const rule of rules) {
            if (rule.pathWords)
                assertStateless(rule.pathWords, rule);
            if (rule.addedLines)
                assertStateless(rule.addedLines, rule);
        }
        this.pathRules = types/* SIGNAL_FLAGS */.v.map((flag) => {
            const own = rules.filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords));
            const wordPatterns = own.flatMap((rule) => (rule.pathWords ? [rule.pathWords] : []));
            return {
                flag,
                globs: compileGlobs(own.flatMap((rule) => rule.paths ?? [])),
                words: wordPatterns.length > 0 ? alternation(wordPatterns, "") : undefined,
                rules: own.map((rule) => new PathRule(rule)),
            };
        });
        this.addedLineGroups = groupAddedLineRules(rules);
        this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
    }
    matchPath(path) {
        if (this.prose.test(path) && !this.notProse.test(path))
            return { hits: [], documentation: true, scanAddedLines: false };
        const words = pathWords(path);
        const hits = [];
        for (const { flag, globs, words: wordPattern, rules } of this.pathRules) {
            if (!globs.test(path) && !(wordPattern?.test(words) ?? false))
                continue;
            const rule = rules.find((candidate) => candidate.matches(path, words));
            hits.push({ flag, topic: rule.rule.topic, via: "path" });
        }
        return { hits, documentation: false, scanAddedLines: !this.unscanned.test(path) };
    }
    /**
     * The flags raised by `addedText` (a file's added lines joined by "\n"),
     * checking only flags for which `open(flag)` is true.
     */
    matchAddedLines(path, addedText, open) {
        const hits = [];
        for (const group of this.addedLineGroups) {
            if (!open(group.flag) || hits.some((hit) => hit.flag === group.flag))
                continue;
            if (group.inFiles && !group.inFiles.test(path))
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
function groupAddedLineRules(rules) {
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
        inFiles: group.inFiles ? compileGlobs(group.inFiles) : undefined,
        pattern: alternation(group.rules.map((rule) => rule.addedLines), group.flags),
        rules: group.rules,
    }));
}
const defaultSignalMatcher = new SignalMatcher();

// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
// EXTERNAL MODULE: ./src/review/codeReview/filePolicy.ts
var filePolicy = __webpack_require__(9558);
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
    if ((0,baseMarkers/* existedAtBase */.Ro)(change) && (0,filePolicy/* builtInConvention */.T0)(change.path))
        return [{ flag: "touches_deps", topic: TOPIC, via: "path" }];
    if (change.status === "added" && (0,generatedMarkers/* headerMarker */.e3)(change.addedLines) !== undefined)
        return [{ flag: "touches_deps", topic: TOPIC, via: "added line" }];
    return [];
}
/**
 * A file edited in place whose base carries a generator's header: only the
 * base says so, so it is asked of git (the same grep code review runs, whose
 * answer git keeps). Only when nothing raised `touches_deps` yet.
 */
async function withBaseMarkerSignal(git, spec, signals, signal) {
    if (signals.touches_deps || signals.file_count === 0)
        return signals;
    const options = signal ? { signal } : {};
    const markers = await (0,baseMarkers/* baseMarkers */.DA)(git, spec, await git.diffNameStatus(spec, options), options);
    const [path] = markers.keys();
    if (path === undefined)
        return signals;
    return {
        ...signals,
        touches_deps: true,
        signal_evidence: { ...signals.signal_evidence, touches_deps: `${path} (generator header at the base: ${TOPIC})` },
    };
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
 * Folds changed files into diff signals one at a time, so a streamed diff is
 * never held whole: each file's added lines are scanned and dropped as soon as
 * its patch section ends. Flags only ever go from false to true, and a raised
 * flag is not scanned for again.
 */





class accumulator_SignalAccumulator {
    matcher;
    evidence = new Map();
    files = [];
    everyFileIsDocumentation = true;
    tally = { added: 0, removed: 0, created: 0, renamed: 0, copied: 0, deleted: 0, binary: 0, untracked: 0 };
    isOpen = (flag) => !this.evidence.has(flag);
    // A reader asks wantsAddedLines(path) when a file's section starts and add() when it ends.
    lastVerdict;
    constructor(matcher = defaultSignalMatcher) {
        this.matcher = matcher;
    }
    /** Whether this file's added lines could still raise a flag; when not, a reader need not keep them. */
    wantsAddedLines(path) {
        return this.anyContentFlagOpen() && this.matchPath(path).scanAddedLines;
    }
    add(change) {
        this.files.push(change.path);
        this.count(change);
        // A rename or copy touches what its old path was, too: moving src/auth/ away is an auth change.
        const paths = change.oldPath !== undefined && change.oldPath !== change.path ? [change.path, change.oldPath] : [change.path];
        const verdicts = paths.map((path) => this.matchPath(path));
        verdicts.forEach((verdict, index) => verdict.hits.forEach((hit) => this.raise(hit, paths[index])));
        for (const hit of [...submoduleHits(change), ...inPlaceHits(change)])
            this.raise(hit, change.path);
        if (!verdicts.every((verdict) => verdict.documentation))
            this.everyFileIsDocumentation = false;
        // Binary by content (not a NUL alone, see DiffReader) and no source extension: its bytes would raise flags at random.
        const unreadable = change.binary && !(0,secretFiles/* hasSourceExtension */.Ty)(change.path);
        if (unreadable || change.addedLines.length === 0 || !verdicts[0].scanAddedLines || !this.anyContentFlagOpen())
            return;
        const addedText = change.addedLines.join("\n");
        for (const hit of this.matcher.matchAddedLines(change.path, addedText, this.isOpen))
            this.raise(hit, change.path);
    }
    /** consumer_surface from a reader beyond the rule table (manifestSurface.ts): what a manifest declares. */
    raiseSurface(path, why) {
        this.raise({ flag: "consumer_surface", via: "path", topic: why }, path);
    }
    result() {
        const flag = (name) => this.evidence.has(name);
        return {
            changed_files: [...this.files],
            changed_files_sample: this.files.slice(0, types/* CHANGED_FILES_SAMPLE */.S),
            file_count: this.files.length,
            touches_auth: flag("touches_auth"),
            touches_deps: flag("touches_deps"),
            touches_exec: flag("touches_exec"),
            touches_proto: flag("touches_proto"),
            touches_migrations: flag("touches_migrations"),
            consumer_surface: flag("consumer_surface"),
            docs_only: this.files.length > 0 && this.everyFileIsDocumentation,
            signal_evidence: Object.fromEntries(types/* SIGNAL_FLAGS */.v.filter(flag).map((name) => [name, this.evidence.get(name)])),
            signals_summary: summaryLine(this.files.length, this.tally),
            signals_error: "",
        };
    }
    matchPath(path) {
        if (this.lastVerdict?.path !== path)
            this.lastVerdict = { path, verdict: this.matcher.matchPath(path) };
        return this.lastVerdict.verdict;
    }
    raise(hit, path) {
        if (!this.evidence.has(hit.flag))
            this.evidence.set(hit.flag, `${path} (${hit.via}: ${hit.topic})`);
    }
    anyContentFlagOpen() {
        for (const flag of this.matcher.contentFlags)
            if (!this.evidence.has(flag))
                return true;
        return false;
    }
    count(change) {
        const tally = this.tally;
        // As git's numstat: a binary file's lines are not counted (the patch is read with --text).
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
var untracked = __webpack_require__(4133);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/signals/manifestSurface.ts
/**
 * consumer_surface decided by what a package declares and exposes, not by
 * folder names: a changed file is surface when the nearest manifest above it
 * names it as an entry point, or it is reachable from one.
 *
 * - package.json: `main`, `module`, `types`/`typings`, `browser`, `bin`,
 *   `exports` (any depth); a built entry (`dist/index.js`) also names its
 *   source (`src/index.ts`); then every module reachable by relative imports;
 * - Cargo.toml: `src/lib.rs` and the modules its `mod` items reach;
 * - pyproject.toml: the modules of `[project.scripts]` and entry points;
 * - go.mod: a package outside `internal/` that declares an exported name.
 *
 * Files are read at the head through the caller's reader (capped); nothing
 * is run. The flag only ever widens lane selection.
 */

const MAX_REACHABLE = 3_000;
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
async function reachableJs(dir, manifest, read) {
    let pkg;
    try {
        pkg = JSON.parse(manifest);
    }
    catch {
        return new Set();
    }
    const entries = ["main", "module", "types", "typings", "browser", "bin", "exports"].flatMap((key) => entryStrings(pkg[key]));
    const cache = new Map();
    const seen = new Set();
    const queue = [];
    for (const entry of entries) {
        for (const candidate of entryCandidates(dir, entry)) {
            const found = await resolveJs(candidate, read, cache);
            if (found && !seen.has(found)) {
                seen.add(found);
                queue.push(found);
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
            }
        }
    }
    return seen;
}
async function reachableRust(dir, read) {
    const seen = new Set();
    const queue = [external_node_path_.posix.join(dir, "src/lib.rs")];
    while (queue.length > 0 && seen.size < MAX_REACHABLE) {
        const file = queue.shift();
        const text = await read(file);
        if (text === undefined || seen.has(file))
            continue;
        seen.add(file);
        // `mod x;` in lib.rs or mod.rs lives beside it; in `a.rs` it lives in `a/`.
        const base = /(?:^|\/)(?:lib|main|mod)\.rs$/.test(file) ? external_node_path_.posix.dirname(file) : file.replace(/\.rs$/, "");
        for (const m of text.matchAll(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/gm))
            queue.push(external_node_path_.posix.join(base, `${m[1]}.rs`), external_node_path_.posix.join(base, m[1], "mod.rs"));
    }
    return seen;
}
function pythonEntryModules(dir, manifest) {
    const modules = [...manifest.matchAll(/^\s*[\w.-]+\s*=\s*["']([\w.]+)(?::[\w.]+)?["']/gm)].map((m) => m[1].replace(/\./g, "/"));
    return modules.flatMap((m) => [`${m}.py`, `${m}/__init__.py`, `src/${m}.py`, `src/${m}/__init__.py`].map((p) => external_node_path_.posix.join(dir, p)));
}
const GO_EXPORTED = /^(?:func\s+(?:\([^)]*\)\s*)?|type\s+|var\s+|const\s+)[A-Z]/m;
/** The changed files that a manifest makes consumer surface, each with why. */
async function manifestSurface(changed, read) {
    const found = [];
    const manifests = new Map();
    const manifest = (path) => {
        if (!manifests.has(path))
            manifests.set(path, read(path));
        return manifests.get(path);
    };
    const reach = new Map();
    for (const path of changed) {
        for (let dir = external_node_path_.posix.dirname(path);; dir = external_node_path_.posix.dirname(dir)) {
            const at = (name) => (dir === "." ? name : external_node_path_.posix.join(dir, name));
            const pkg = /\.(?:[cm]?[jt]sx?)$/.test(path) ? await manifest(at("package.json")) : undefined;
            if (pkg !== undefined) {
                if (!reach.has(at("package.json")))
                    reach.set(at("package.json"), reachableJs(dir === "." ? "" : dir, pkg, read));
                if ((await reach.get(at("package.json"))).has(path))
                    found.push({ path, why: `reachable from the entry points of ${at("package.json")}` });
                break;
            }
            const cargo = path.endsWith(".rs") ? await manifest(at("Cargo.toml")) : undefined;
            if (cargo !== undefined) {
                if (!reach.has(at("Cargo.toml")))
                    reach.set(at("Cargo.toml"), reachableRust(dir === "." ? "" : dir, read));
                if ((await reach.get(at("Cargo.toml"))).has(path))
                    found.push({ path, why: `reachable from the library of ${at("Cargo.toml")}` });
                break;
            }
            const pyproject = path.endsWith(".py") ? await manifest(at("pyproject.toml")) : undefined;
            if (pyproject !== undefined) {
                if (pythonEntryModules(dir === "." ? "" : dir, pyproject).includes(path))
                    found.push({ path, why: `an entry point of ${at("pyproject.toml")}` });
                break;
            }
            const gomod = path.endsWith(".go") && !path.endsWith("_test.go") ? await manifest(at("go.mod")) : undefined;
            if (gomod !== undefined) {
                if (!path.split("/").includes("internal") && GO_EXPORTED.test((await read(path)) ?? "")) {
                    found.push({ path, why: `an exported name in a Go package outside internal/ (${at("go.mod")})` });
                }
                break;
            }
            if (dir === ".")
                break;
        }
    }
    return found;
}

// EXTERNAL MODULE: ./src/llm/tools/confinedRead.ts
var confinedRead = __webpack_require__(5495);
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
async function readSignals(git, spec, options) {
    const { signal } = options;
    const accumulator = new accumulator_SignalAccumulator(options.matcher);
    const changed = [];
    const reader = new DiffReader({
        onChange: (change) => {
            if (change.status !== "deleted")
                changed.push(change.path);
            accumulator.add(change);
        },
        collectAddedLines: (path) => accumulator.wantsAddedLines(path),
    });
    await git.streamRawPatch(spec, (text) => reader.write(text), { signal });
    reader.end();
    if ((0,git_diffSpec/* countsUntracked */.w3)(spec, options.untracked)) {
        for (const change of await (0,untracked/* readUntrackedChanges */.H)(git, { signal })) {
            changed.push(change.path);
            accumulator.add(change);
        }
    }
    for (const { path, why } of await manifestSurface(changed, await headReader(git, spec, signal)))
        accumulator.raiseSurface(path, why);
    return withBaseMarkerSignal(git, spec, accumulator.result(), signal);
}
const MANIFEST_READ_BYTES = 512 * 1024;
/** Files at the head of the change: the head commit of a range, else the working tree (through the confined reader). */
async function headReader(git, spec, signal) {
    if (spec.kind === "range") {
        return async (path) => {
            const file = await git.showFile(spec.head, path, MANIFEST_READ_BYTES, signal ? { signal } : {}).catch(() => undefined);
            return file && !file.truncated ? file.text : undefined;
        };
    }
    const top = await git.topLevel(signal ? { signal } : {});
    return async (path) => {
        const read = await (0,confinedRead/* readWorkspaceBytes */.br)(top, path, { maxBytes: MANIFEST_READ_BYTES, ...(signal ? { signal } : {}) });
        return read.kind === "file" && !read.truncated ? read.bytes.toString("utf8") : undefined;
    };
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
    { flag: "touches_migrations", topic: "goose", addedLines: /^--[ \t]*\+goose[ \t]+(?:Up|Down)\b/m },
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
    { flag: "touches_deps", topic: "bundler", paths: ["**/Gemfile", "**/Gemfile.lock", "**/*.gemspec", "**/gems.rb", "**/gems.locked"] },
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
    {
        flag: "consumer_surface",
        topic: "route and handler declarations",
        addedLines: /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:RestController|Controller|Path)\b|@(?:Get|Post|Put|Patch|Delete|All)\(|@\w+\.(?:route|get|post|put|patch|delete|websocket|api_route)\(\s*["']\/|\b(?:app|router|server|routes?|fastify|mux|engine|r|e|g|v\d)\.(?:get|post|put|patch|delete|all|route|use|handle|handleFunc|HandleFunc|any|group|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|Any|Group)\s*\(\s*["'`]\/|\bHandleFunc\s*\(|\bRoute::\w+\s*\(|\[(?:Http(?:Get|Post|Put|Patch|Delete)|Route)\b|\bMap(?:Get|Post|Put|Patch|Delete|Group)\s*\(/,
    },
    {
        flag: "consumer_surface",
        topic: "command-line flags and commands",
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
/* harmony import */ var _llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5495);
/**
 * Untracked files for the `worktree` diff spec. git diff never shows them,
 * yet a new, uncommitted `deploy.py` that calls subprocess is exactly what a
 * local review should see. Each one counts as a new file whose every line is
 * added, as `git add` then `git diff HEAD` would show it.
 */


/** Only the head of a large untracked file is read: enough to see what it is. */
const UNTRACKED_READ_LIMIT = 1024 * 1024;
// git's own binary test: a NUL byte in the first 8000 bytes.
const BINARY_SNIFF = 8000;
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
    const read = await (0,_llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_1__/* .readWorkspaceBytes */ .br)(top, path, { maxBytes: UNTRACKED_READ_LIMIT, signal });
    if (read.kind === "skipped") {
        switch (read.reason) {
            case "symlink": {
                // A symlink's content, to git, is its target text; it is never followed.
                const link = await (0,_llm_tools_confinedRead_js__WEBPACK_IMPORTED_MODULE_1__/* .readWorkspaceLink */ .SL)(top, path);
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
    if (read.bytes.subarray(0, BINARY_SNIFF).includes(0)) {
        change.binary = true;
        return change;
    }
    change.addedLines = linesOf(read.bytes.toString("utf8"));
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
