export const id = 468;
export const ids = [468];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseFlags),
/* harmony export */   u: () => (/* binding */ parseVars)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/** Flag parsing on node:util's parseArgs; every mistake becomes a UsageError naming the flag. */


function parseFlags(command, args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        const message = error.message.replace(/\. To specify a positional argument.*$/s, "");
        throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`gauntlet ${command}: ${message}. Run 'gauntlet help' for usage.`);
    }
}
/** `--var k=v` pairs, repeated. */
function parseVars(values) {
    const out = {};
    for (const pair of values ?? []) {
        const eq = pair.indexOf("=");
        if (eq <= 0)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`--var ${JSON.stringify(pair)}: expected key=value`);
        out[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
    return out;
}


/***/ }),

/***/ 2976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ MODEL_FLAGS)
/* harmony export */ });
/** The model flags, apart from the endpoint code (which loads the openai SDK): `plan` accepts them and still starts quickly. */
const MODEL_FLAGS = {
    "base-url": { type: "string" },
    model: { type: "string" },
    "api-version": { type: "string" },
    budget: { type: "string" },
    trace: { type: "string" },
    "project-dir": { type: "string" },
    "timeout-minutes": { type: "string" },
};


/***/ }),

/***/ 3612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseBudget),
/* harmony export */   O: () => (/* binding */ DEFAULT_RUN_BUDGET)
/* harmony export */ });
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/** The `budget` setting: "200000" or "200k" tokens, "$1.50" or "1.5usd" dollars, or both joined by a comma. */

const TOKENS = /^(\d+(?:\.\d+)?)\s*([km]?)(?:\s*tokens?)?$/i;
const DOLLARS = /^(?:\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*usd)$/i;
/**
 * The per-run cap when no budget is set: 2,000,000 tokens (prompt and
 * completion, every lane together). Generous for a large pull request (20
 * chunks of 24k tokens plus tool turns and verification), small enough that a
 * runaway tool loop stops long before it becomes a bill. In tokens, not
 * dollars: a dollar cap needs every model priced, and an unpriced model would
 * then fail every run. Set `budget` to change it.
 */
const DEFAULT_RUN_BUDGET = { maxTokens: 2_000_000 };
function parseBudget(spec, where = "budget") {
    const limits = {};
    for (const part of spec
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const dollars = DOLLARS.exec(part);
        const tokens = TOKENS.exec(part);
        if (dollars)
            limits.maxCostUsd = Number(dollars[1] ?? dollars[2]);
        else if (tokens)
            limits.maxTokens = Math.round(Number(tokens[1]) * (tokens[2]?.toLowerCase() === "k" ? 1e3 : tokens[2]?.toLowerCase() === "m" ? 1e6 : 1));
        else {
            throw new _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx("BAD_BUDGET", "user", `${where}: ${JSON.stringify(part)} is not a budget; use tokens like "200000" or "200k", dollars like "$1.50", or both: "200k,$1.50"`);
        }
    }
    return limits;
}


/***/ }),

/***/ 7372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* binding */ Git),
  XS: () => (/* reexport */ GitError)
});

// UNUSED EXPORTS: argumentBatches

// EXTERNAL MODULE: ./src/review/diffSpec.ts
var diffSpec = __webpack_require__(654);
;// CONCATENATED MODULE: ./src/review/gitAnswers.ts
/**
 * The answers a Git client keeps for the rest of the process, so that a run
 * asks git each question once: every git child costs a fork of the whole
 * Node process (about 16 ms of CPU before git itself runs).
 *
 * What qualifies, and why it is safe:
 * - Only questions whose revisions are all full object names (40 or 64 hex
 *   digits), and the repository's own location. A full name means the same
 *   object forever; a ref, HEAD, the index or the working tree can move, so a
 *   question about them is always asked anew.
 * - Only successes are kept. A commit missing now may arrive with a fetch; a
 *   failure is asked again next time.
 * - Reachability (a merge base, an `A...B` diff) depends on how much history
 *   is there: a fetch that deepens a shallow clone can change it. Such
 *   answers last only until a fetch. Any other command this file does not
 *   know as read-only forgets every answer.
 * - Identical questions asked at the same time share one process. It is
 *   stopped only when every caller waiting on it has aborted; a caller that
 *   aborts gets its own reason at once.
 */
/** A full object name: SHA-1 or SHA-256 hex, as git prints it. */
const FULL_OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function isFullObjectName(revision) {
    return FULL_OBJECT_NAME.test(revision);
}
/** How long a diff's answer holds: only between two full object names, and `A...B` reads a merge base. */
function diffLifetime(spec) {
    if (spec.kind !== "range" || !isFullObjectName(spec.base) || !isFullObjectName(spec.head))
        return undefined;
    return spec.mergeBase ? "untilFetch" : "process";
}
/** Subcommands that add or remove no objects and leave history and the shallow boundary alone (checkout and worktree move only HEAD and files). */
const KEEPS_ANSWERS = new Set(["cat-file", "rev-parse", "merge-base", "diff", "grep", "status", "ls-files", "show", "log", "checkout", "worktree"]);
/** Answers longer than this (characters) are not kept: a huge patch is read again rather than held for the whole run. */
const MAX_KEPT_ANSWER_CHARS = 32 * 1024 * 1024;
class GitAnswers {
    entries = new Map();
    /** The answer to `key`: from an earlier or concurrent call, or from `start`, which runs the process under the given signal. */
    ask(key, lifetime, start, options = {}) {
        const { signal } = options;
        if (signal?.aborted)
            return Promise.reject(signal.reason);
        let entry = this.entries.get(key);
        if (!entry) {
            const controller = new AbortController();
            const created = { answer: start(controller.signal), lifetime, controller, waiting: 0, settled: false };
            const drop = () => {
                if (this.entries.get(key) === created)
                    this.entries.delete(key);
            };
            created.answer.then((answer) => {
                created.settled = true;
                if ((options.keep && !options.keep(answer)) || tooLong(answer))
                    drop();
            }, drop);
            this.entries.set(key, created);
            entry = created;
        }
        return this.wait(entry, signal);
    }
    /** Keeps an answer learnt another way (from a process that answered several questions at once). */
    record(key, lifetime, answer) {
        this.entries.set(key, { answer: Promise.resolve(answer), lifetime, controller: new AbortController(), waiting: 0, settled: true });
    }
    /** Whether `key` has a kept successful answer. */
    knows(key) {
        return this.entries.get(key)?.settled === true;
    }
    /** Call before and after running `git <subcommand>` outside this memo: drops what the command may change. */
    ran(subcommand) {
        if (KEEPS_ANSWERS.has(subcommand))
            return;
        for (const [key, entry] of this.entries) {
            if (subcommand !== "fetch" || entry.lifetime === "untilFetch")
                this.entries.delete(key);
        }
    }
    wait(entry, signal) {
        if (entry.settled || !signal) {
            if (!entry.settled)
                entry.waiting++;
            return entry.answer;
        }
        entry.waiting++;
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                reject(signal.reason);
                if (--entry.waiting === 0 && !entry.settled)
                    entry.controller.abort(signal.reason);
            };
            signal.addEventListener("abort", onAbort, { once: true });
            entry.answer.then((answer) => {
                signal.removeEventListener("abort", onAbort);
                resolve(answer);
            }, (error) => {
                signal.removeEventListener("abort", onAbort);
                reject(error);
            });
        });
    }
}
function tooLong(answer) {
    return typeof answer === "string" && answer.length > MAX_KEPT_ANSWER_CHARS;
}

;// CONCATENATED MODULE: ./src/review/gitArguments.ts
/** The argument lists the git client builds: diff flags that pin what the parsers read, and bounded pathspec batches. */

// Override user configuration that would change what the parsers read:
// external diff drivers and textconv filters (which run programs), colour,
// custom or missing a/ b/ prefixes, diff.relative, and submodule expansion.
const DIFF_ARGS = [
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--find-renames",
    "--no-relative",
    "--submodule=short",
    "--src-prefix=a/",
    "--dst-prefix=b/",
];
function diffArgs(spec, format, paths = []) {
    return ["diff", ...DIFF_ARGS, ...format, "--end-of-options", ...(0,diffSpec/* revisionArgs */.vp)(spec), "--", ...paths];
}
function parsedSpec(spec) {
    return typeof spec === "string" ? (0,diffSpec/* parseDiffSpec */.EX)(spec) : spec;
}
/** Pathspecs per grep process, in bytes: far below Linux's 2 MiB argument limit, with room for the environment. */
const GREP_ARGUMENT_BYTES = 256 * 1024;
/** `paths` in order, cut into runs whose arguments (bytes and NULs) stay within `maxBytes`; a longer path goes alone. */
function argumentBatches(paths, maxBytes) {
    const batches = [];
    let batch = [];
    let bytes = 0;
    for (const path of paths) {
        const size = Buffer.byteLength(path) + 1;
        if (batch.length > 0 && bytes + size > maxBytes) {
            batches.push(batch);
            batch = [];
            bytes = 0;
        }
        batch.push(path);
        bytes += size;
    }
    if (batch.length > 0)
        batches.push(batch);
    return batches;
}
/** The first word that is not a global option: `-C dir ls-files …` is `ls-files`. */
function subcommandOf(args) {
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === "-C" || arg === "-c")
            i++;
        else if (!arg.startsWith("-"))
            return arg;
    }
    return "";
}

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
;// CONCATENATED MODULE: ./src/review/gitError.ts
/** git's failures as typed errors, and git's "no" answers told apart from them. */

/** git exited non-zero or could not start. Runtime: the caller degrades. */
class GitError extends errors/* GauntletError */.xx {
    args;
    exitCode;
    stderr;
    constructor(args, exitCode, stderr, options) {
        const status = exitCode !== null ? `failed (exit ${exitCode})` : options?.signal ? `was stopped by ${options.signal}` : "could not run";
        const detail = stderrHead(stderr) || (options?.cause === undefined ? "" : (0,errors/* messageOf */.bD)(options.cause));
        super("GIT_FAILED", "runtime", `${commandText(args)} ${status}${detail ? `: ${detail}` : ""}`, options);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
function commandText(args) {
    const text = `git ${args.join(" ")}`;
    return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
function stderrHead(stderr) {
    const head = stderr.trim().split("\n").slice(0, 3).join(" / ");
    return head.length > 500 ? `${head.slice(0, 499)}…` : head;
}
/** grep's stdout; its exit 1 means no match, an empty answer. */
async function grepOutput(call) {
    try {
        return await call;
    }
    catch (error) {
        if (error instanceof GitError && error.exitCode === 1)
            return "";
        throw error;
    }
}
/** True when the call exits 0, false when git exits with one of `no` (its "no" answer); other failures reject. */
async function exitsCleanly(call, no = [1]) {
    try {
        await call;
        return true;
    }
    catch (error) {
        if (error instanceof GitError && error.exitCode !== null && no.includes(error.exitCode))
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/review/gitOutput.ts
var gitOutput = __webpack_require__(4213);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/review/gitProcess.ts
/**
 * Runs `git <args>` as a child process: through execFile or spawn, never a
 * shell, with the global arguments every call needs. No credential ever goes
 * on the command line (other users can read /proc/<pid>/cmdline).
 */



const STDERR_KEEP = 64 * 1024;
// Before the subcommand: paths are printed verbatim (with -z, unquoted), and
// pathspecs are literal, so a changed file named `*.ts` selects only itself.
const GLOBAL_ARGS = ["-c", "core.quotepath=false", "--literal-pathspecs"];
/** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
function runGit(settings, args, options = {}) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)("git", [...GLOBAL_ARGS, ...args], { cwd: settings.cwd, env: settings.env, maxBuffer: settings.maxBuffer, encoding: "utf8", signal: options.signal, windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve(stdout);
            if (options.signal?.aborted)
                return reject(options.signal.reason);
            const exitCode = typeof error.code === "number" ? error.code : null;
            reject(new GitError(args, exitCode, stderr, { cause: error, signal: error.signal }));
        });
    });
}
/**
 * Runs `git <args>` and hands stdout to `sink` as decoded text while git is
 * still writing, so a large diff is parsed alongside git's own work and never
 * held whole. A sink that throws stops git and rejects with its error.
 */
function streamGit(settings, args, sink, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", [...GLOBAL_ARGS, ...args], {
            cwd: settings.cwd,
            env: settings.env,
            signal: options.signal,
            stdio: ["ignore", "pipe", "pipe"],
            windowsHide: true,
        });
        const decoder = new external_node_string_decoder_.StringDecoder("utf8");
        let stderr = "";
        let failure;
        let settled = false;
        const settle = (error) => {
            if (settled)
                return;
            settled = true;
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const feed = (text) => {
            if (failure !== undefined || text === "")
                return;
            try {
                sink(text);
            }
            catch (error) {
                failure = error;
                child.kill();
            }
        };
        child.stdout.on("data", (chunk) => feed(decoder.write(chunk)));
        child.stderr.on("data", (chunk) => {
            if (stderr.length < STDERR_KEEP)
                stderr += chunk.toString("utf8");
        });
        child.on("error", (error) => {
            if (options.signal?.aborted)
                settle(options.signal.reason);
            else
                settle(new GitError(args, null, stderr, { cause: error }));
        });
        child.on("close", (code, signal) => {
            if (options.signal?.aborted)
                return settle(options.signal.reason);
            if (failure !== undefined)
                return settle(failure);
            if (code !== 0)
                return settle(new GitError(args, code, stderr, { signal }));
            feed(decoder.end());
            settle(failure);
        });
    });
}

;// CONCATENATED MODULE: ./src/review/git.ts
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








const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;
const TOP_LEVEL = ["rev-parse", "--show-toplevel"];
const GIT_DIR = ["rev-parse", "--git-dir"];
class Git {
    cwd;
    answers;
    settings;
    /**
     * @param answers what this process already learnt about the repository
     * (gitAnswers.ts); `withOptions` shares them with another client on `cwd`.
     */
    constructor(cwd, options = {}, answers = new GitAnswers()) {
        this.cwd = cwd;
        this.answers = answers;
        // No prompts for credentials, and no optional index writes (lock files)
        // from read-only commands running beside the caller's own git use.
        const env = { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", ...options.env };
        this.settings = { cwd, env, maxBuffer: options.maxBuffer ?? DEFAULT_MAX_BUFFER };
    }
    /** A client on the same directory with other options (say, without credentials) that shares this one's answers. */
    withOptions(options) {
        return new Git(this.cwd, options, this.answers);
    }
    /** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
    async run(args, options = {}) {
        // A fetch may bring history that changes a kept answer: forget it before (for questions asked meanwhile) and after.
        const subcommand = subcommandOf(args);
        this.answers.ran(subcommand);
        try {
            return await runGit(this.settings, args, options);
        }
        finally {
            this.answers.ran(subcommand);
        }
    }
    /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
    async stream(args, sink, options = {}) {
        const subcommand = subcommandOf(args);
        this.answers.ran(subcommand);
        try {
            await streamGit(this.settings, args, sink, options);
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
        return (await this.output(args, isFullObjectName(ref) ? "process" : undefined, options)).trim();
    }
    /** The full SHA of the best common ancestor of `a` and `b`. */
    async mergeBase(a, b, options) {
        const args = ["merge-base", "--end-of-options", (0,diffSpec/* assertRevision */.yr)(a), (0,diffSpec/* assertRevision */.yr)(b)];
        return (await this.output(args, isFullObjectName(a) && isFullObjectName(b) ? "untilFetch" : undefined, options)).trim();
    }
    /**
     * Whether `ancestor` is reachable from `descendant` (`merge-base
     * --is-ancestor`): git answers with exit 0 or 1; anything else is a failure.
     */
    async isAncestor(ancestor, descendant, options) {
        const args = ["merge-base", "--is-ancestor", "--end-of-options", (0,diffSpec/* assertRevision */.yr)(ancestor), (0,diffSpec/* assertRevision */.yr)(descendant)];
        return exitsCleanly(this.run(args, options));
    }
    /** Whether `revision` names a commit present in the local object store (a shallow or partial fetch may lack it). */
    async hasCommit(revision, options) {
        const args = ["cat-file", "-e", "--end-of-options", `${(0,diffSpec/* assertRevision */.yr)(revision)}^{commit}`];
        // Outside a repository cat-file fails the same way as for a missing commit; say so instead.
        await this.requireRepository(options);
        // Only a "yes" is kept: a commit missing now may arrive with a fetch.
        const ask = (call) => exitsCleanly(this.run(args, call), [1, 128]);
        return this.once(args, isFullObjectName(revision) ? "process" : undefined, ask, options, (present) => present);
    }
    /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
    async isShallow(options) {
        return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
    }
    /** The absolute path of the working tree's top directory. */
    async topLevel(options) {
        return (await this.output(TOP_LEVEL, "process", options)).trim();
    }
    /**
     * The top directory and the commits `refs` name, from one process instead
     * of one each; the top directory is kept as topLevel's answer. Undefined
     * when anything fails, or the output is not what was asked: then ask
     * topLevel and revParse one by one, for the reason.
     */
    async locate(refs, options) {
        const args = [...TOP_LEVEL, "--end-of-options", ...refs.map((ref) => `${(0,diffSpec/* assertRevision */.yr)(ref)}^{commit}`), "--"];
        const output = await this.run(args, options).catch((error) => {
            if (options?.signal?.aborted)
                throw error;
            return "";
        });
        const [topLevel = "", ...commits] = output.split("\n").filter((line) => line !== "" && line !== "--end-of-options" && line !== "--");
        if (topLevel === "" || commits.length !== refs.length || !commits.every(isFullObjectName))
            return undefined;
        this.answers.record(TOP_LEVEL.join("\0"), "process", `${topLevel}\n`);
        return { topLevel, commits };
    }
    async diffNameStatus(spec, options) {
        const parsed = parsedSpec(spec);
        const args = diffArgs(parsed, ["--name-status", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNameStatusZ */.rd)(await this.output(args, diffLifetime(parsed), options));
    }
    async diffNumstat(spec, options) {
        const args = diffArgs(parsedSpec(spec), ["--numstat", "-z"]);
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
        if (!diffLifetime(parsedSpec(spec)))
            return;
        const ignore = () => { };
        this.diffNameStatus(spec).catch(ignore);
        this.diffPatch(spec).catch(ignore);
    }
    /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
    async diffPatch(spec, paths = [], options) {
        const parsed = parsedSpec(spec);
        const args = diffArgs(parsed, ["--patch"], paths);
        await this.requireRepository(options);
        return this.output(args, diffLifetime(parsed), options);
    }
    /**
     * The patch of `paths` with every file treated as text (`--text`), read up
     * to `maxBytes`: how a file git calls binary (by content, or by an in-tree
     * `-diff`/`binary` attribute the pull request may have added) is shown
     * when its content is text after all. `truncated` when git had more.
     */
    async diffPatchAsText(spec, paths, maxBytes, options) {
        const args = diffArgs(parsedSpec(spec), ["--patch", "--text"], paths);
        await this.requireRepository(options);
        return this.readCapped(args, maxBytes, options);
    }
    /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
    async baseRevision(spec, options) {
        const parsed = parsedSpec(spec);
        switch (parsed.kind) {
            case "worktree":
                return this.revParse("HEAD", options);
            case "ref":
                return this.revParse(parsed.ref, options);
            case "range":
                return parsed.mergeBase ? this.mergeBase(parsed.base, parsed.head, options) : this.revParse(parsed.base, options);
        }
    }
    /**
     * Lines matching an extended regular expression (POSIX, case-sensitive) in
     * `paths` as they are at `revision`: `{path, line, text}` per match. The
     * tree is read from the object store, never from the working tree.
     */
    async grepAtRevision(revision, pattern, paths, options) {
        const rev = (0,diffSpec/* assertRevision */.yr)(revision);
        const found = [];
        // Bounded argument lists (a pathspec per changed file), each as long as the bound allows: every git process costs a fork.
        for (const batch of argumentBatches(paths, GREP_ARGUMENT_BYTES)) {
            // git grep reads no --end-of-options (2.39); assertRevision already refused a leading "-".
            const args = ["grep", "-z", "-n", "-E", "--no-color", "-e", pattern, rev, "--", ...batch];
            const output = await this.once(args, isFullObjectName(rev) ? "process" : undefined, (call) => grepOutput(this.run(args, call)), options);
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
        const rev = (0,diffSpec/* assertRevision */.yr)(revision);
        const objectName = `${rev}:${path}`;
        const exists = await exitsCleanly(this.run(["cat-file", "-e", "--end-of-options", objectName], options), [1, 128]);
        if (!exists)
            return undefined;
        return this.readCapped(["cat-file", "blob", "--end-of-options", objectName], maxBytes, options);
    }
    /** `git <args>`'s output up to `maxBytes`: git is stopped once there is more, and `truncated` says so. */
    async readCapped(args, maxBytes, options) {
        let text = "";
        const full = new Error("enough");
        try {
            await this.stream(args, (piece) => {
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
    /**
     * One pass that yields the `--raw -z` records (every change, paths verbatim)
     * followed by the unified patch, in the same order. See diffReader.ts.
     * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the
     * reader decides binary by content.
     */
    async streamRawPatch(spec, sink, options) {
        const args = diffArgs(parsedSpec(spec), ["--raw", "-z", "--patch", "--text"]);
        await this.requireRepository(options);
        return this.stream(args, sink, options);
    }
    /**
     * Outside a repository `git diff` silently becomes `git diff --no-index`,
     * which compares files on disk; fail with git's own "not a git repository"
     * instead. Checked once per process; a top directory found already proves it.
     */
    async requireRepository(options) {
        if (this.answers.knows(TOP_LEVEL.join("\0")))
            return;
        await this.output(GIT_DIR, "process", options);
    }
    /** Untracked, not ignored files, relative to the top directory. */
    async untrackedFiles(options) {
        const top = await this.topLevel(options);
        return (0,gitOutput/* splitZ */.fs)(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
    }
}


/***/ })

};
