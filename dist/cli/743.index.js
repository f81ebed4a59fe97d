export const id = 743;
export const ids = [743];
export const modules = {

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
        description: `A whole workspace text file (\`path\` relative to the root), if at most ${cap} bytes; fs_read pages bigger files and numbers lines.`,
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
        description: "Workspace files whose root-relative path matches the glob `pattern` (`**/*.ts`, `src/**/test_*.py`): " +
            `sorted, at most ${FS_GLOB_MAX_RESULTS}. Files only; never .git, and node_modules only when the pattern names it.`,
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

;// CONCATENATED MODULE: ./src/llm/tools/lines.ts



/** Shown lines are cut at this many UTF-16 code units. */
const MAX_LINE_CHARS = 2000;
const LINE_CUT_MARK = ` … [line cut at ${MAX_LINE_CHARS} chars]`;
/**
 * Kept of each raw line before redaction: more than is shown, so a token
 * straddling the cut is still recognised whole and redacted, not half shown.
 */
const CAPTURE_CHARS = MAX_LINE_CHARS + 2048;
const CHUNK_BYTES = 64 * 1024;
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
    const append = (piece) => {
        if (cut)
            return;
        const room = CAPTURE_CHARS - current.length;
        if (piece.length > room) {
            current += piece.slice(0, room);
            cut = true;
        }
        else {
            current += piece;
        }
    };
    const finish = () => {
        const line = { text: current.endsWith("\r") ? current.slice(0, -1) : current, cut };
        current = "";
        cut = false;
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
    yield [finish()];
}
/** Cuts a line for display without splitting a surrogate pair. */
function showLine(text, cut) {
    if (!cut && text.length <= MAX_LINE_CHARS)
        return text;
    let end = MAX_LINE_CHARS;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end) + LINE_CUT_MARK;
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
            const shown = showLine(redacted, raw.cut);
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
        description: "Search workspace text files for the JavaScript regex `pattern` (no slashes or flags) under `path` (file or folder, " +
            "default the root), in files matching the glob `include` (`*.ts` by name, `src/**/*.ts` by path). " +
            `Returns up to ${FS_GREP_MAX_ROWS} \`path:line: text\` rows and the total. ` +
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
        description: "A workspace directory's entries (`path` relative to the root; default the root), one a line, sorted, " +
            `folders with a trailing \`/\`; at most ${FS_LS_MAX_ENTRIES}. fs_glob finds files at any depth.`,
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
        description: "Lines of a workspace text file (`path` from the root) as `N: text`, from `offset` (default 1), " +
            `at most \`limit\` (default ${FS_READ_DEFAULT_LIMIT}) lines or ${FS_READ_RESULT_CHARS} bytes; a note says where to read on. ` +
            `It reads only the first ${FS_READ_SCAN_BYTES / (1024 * 1024)} MiB of a file (fs_grep searches beyond).`,
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
