export const id = 354;
export const ids = [354];
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

/***/ 3412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCommand: () => (/* binding */ verifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _runGraphCommand_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4214);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1957);
/** `gauntlet verify --findings FILE|-`: the finding verifier alone, on any reviewer's output (JSON or free text). */






async function verifyCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .b)("verify", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_5__/* .MODEL_FLAGS */ .W, findings: { type: "string" } });
    if (positionals.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`gauntlet verify: unexpected argument ${JSON.stringify(positionals[0])}; pass the findings with --findings FILE or --findings -`);
    if (!values.findings)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: --findings FILE|- is required (JSON or a review report as text)");
    const kit = await loadKit();
    let text;
    if (values.findings === "-") {
        if (!io.readStdin)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: cannot read standard input here");
        text = await io.readStdin();
    }
    else {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.findings), "utf8");
        }
        catch (error) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`gauntlet verify: cannot read --findings ${values.findings}: ${error.code ?? error}`);
        }
    }
    const graphFile = kit.library.resolve("finding-verifier");
    if (!graphFile)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: the finding-verifier graph is not shipped with this build");
    return (0,_runGraphCommand_js__WEBPACK_IMPORTED_MODULE_4__/* .runGraphCommand */ .h)({ graphFile, prompt: text, flags: values }, io, kit);
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

/***/ 4959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   XS: () => (/* reexport safe */ _gitError_js__WEBPACK_IMPORTED_MODULE_4__.XS)
/* harmony export */ });
/* harmony import */ var _engine_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9952);
/* harmony import */ var _diffSpec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);
/* harmony import */ var _gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6240);
/* harmony import */ var _gitArguments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3439);
/* harmony import */ var _gitError_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5473);
/* harmony import */ var _gitOutput_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6678);
/* harmony import */ var _gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6269);
/* harmony import */ var _gitProcess_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6146);
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
    constructor(cwd, options = {}, answers = new _gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .GitAnswers */ .KF()) {
        this.cwd = cwd;
        this.answers = answers;
        this.settings = { cwd, env: { ...(0,_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultGitEnv */ .$X)(), ...options.env }, maxBuffer: options.maxBuffer ?? _gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_MAX_BUFFER */ .y$ };
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
        const headStart = this.takesHeadStarts ? (0,_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .takeHeadStart */ .yY)(this.settings.cwd, args) : undefined;
        if (headStart)
            return options.signal ? (0,_engine_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .raceAbort */ .Mu)(headStart, options.signal) : headStart;
        const subcommand = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .subcommandOf */ .b8)(args);
        this.answers.ran(subcommand);
        try {
            return await (0,_gitProcess_js__WEBPACK_IMPORTED_MODULE_7__/* .runGit */ .E)(this.settings, args, options);
        }
        finally {
            this.answers.ran(subcommand);
        }
    }
    /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
    async stream(args, sink, options = {}) {
        const subcommand = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .subcommandOf */ .b8)(args);
        this.answers.ran(subcommand);
        try {
            await (0,_gitProcess_js__WEBPACK_IMPORTED_MODULE_7__/* .streamGit */ .t)(this.settings, args, sink, options);
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
        const args = ["rev-parse", "--verify", "--end-of-options", `${(0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(ref)}^{commit}`];
        return (await this.output(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co)(ref) ? "process" : undefined, options)).trim();
    }
    /** The full SHA of the best common ancestor of `a` and `b`. */
    async mergeBase(a, b, options) {
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeBaseArgs */ .zm)(a, b);
        return (await this.output(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co)(a) && (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co)(b) ? "untilFetch" : undefined, options)).trim();
    }
    /**
     * Whether `ancestor` is reachable from `descendant` (`merge-base
     * --is-ancestor`): git answers with exit 0 or 1; anything else is a failure.
     */
    async isAncestor(ancestor, descendant, options) {
        const args = ["merge-base", "--is-ancestor", "--end-of-options", (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(ancestor), (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(descendant)];
        return (0,_gitError_js__WEBPACK_IMPORTED_MODULE_4__/* .exitsCleanly */ .Sg)(this.run(args, options));
    }
    /** Whether `revision` names a commit present in the local object store (a shallow or partial fetch may lack it). */
    async hasCommit(revision, options) {
        const args = ["cat-file", "-e", "--end-of-options", `${(0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(revision)}^{commit}`];
        // Outside a repository cat-file fails the same way as for a missing commit; say so instead.
        await this.requireRepository(options);
        // Only a "yes" is kept: a commit missing now may arrive with a fetch.
        const ask = (call) => (0,_gitError_js__WEBPACK_IMPORTED_MODULE_4__/* .exitsCleanly */ .Sg)(this.run(args, call), [1, 128]);
        return this.once(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co)(revision) ? "process" : undefined, ask, options, (present) => present);
    }
    /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
    async isShallow(options) {
        return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
    }
    /** The absolute path of the working tree's top directory. */
    async topLevel(options) {
        return (await this.output(_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .TOP_LEVEL */ .bR, "process", options)).trim();
    }
    /**
     * The top directory and the commits `refs` name, from one process instead
     * of one each; the top directory is kept as topLevel's answer. Undefined
     * when anything fails, or the output is not what was asked: then ask
     * topLevel and revParse one by one, for the reason.
     */
    async locate(refs, options) {
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .locateArgs */ .oy)(refs);
        const output = await this.run(args, options).catch((error) => {
            if (options?.signal?.aborted)
                throw error;
            return "";
        });
        const [topLevel = "", ...commits] = output.split("\n").filter((line) => line !== "" && line !== "--end-of-options" && line !== "--");
        if (topLevel === "" || commits.length !== refs.length || !commits.every(_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co))
            return undefined;
        this.answers.record(_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .TOP_LEVEL */ .bR.join("\0"), "process", `${topLevel}\n`);
        return { topLevel, commits };
    }
    async diffNameStatus(spec, options) {
        const parsed = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec);
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .diffArgs */ .Hy)(parsed, ["--name-status", "-z"]);
        await this.requireRepository(options);
        return (0,_gitOutput_js__WEBPACK_IMPORTED_MODULE_5__/* .parseNameStatusZ */ .rd)(await this.output(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .diffLifetime */ .BG)(parsed), options));
    }
    async diffNumstat(spec, options) {
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .diffArgs */ .Hy)((0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec), ["--numstat", "-z"]);
        await this.requireRepository(options);
        return (0,_gitOutput_js__WEBPACK_IMPORTED_MODULE_5__/* .parseNumstatZ */ .sB)(await this.run(args, options));
    }
    /**
     * Starts reading the whole diff as code review reads it (its name-status and
     * patch) and returns at once: git works while the process goes on loading,
     * and the review's own reads join the answers (gitAnswers.ts). Only a diff
     * between two full object names qualifies, whose answers are kept; a failure
     * is not kept, so the real read asks again and reports it.
     */
    prefetchDiff(spec) {
        if (!(0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .diffLifetime */ .BG)((0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec)))
            return;
        const ignore = () => { };
        this.diffNameStatus(spec).catch(ignore);
        this.diffPatch(spec).catch(ignore);
    }
    /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
    async diffPatch(spec, paths = [], options) {
        const parsed = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec);
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .diffArgs */ .Hy)(parsed, ["--patch"], paths);
        await this.requireRepository(options);
        return this.output(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .diffLifetime */ .BG)(parsed), options);
    }
    /**
     * The patch of `paths` with every file treated as text (`--text`), read up
     * to `maxBytes`: how a file git calls binary (by content, or by an in-tree
     * `-diff`/`binary` attribute the pull request may have added) is shown
     * when its content is text after all. `truncated` when git had more.
     */
    async diffPatchAsText(spec, paths, maxBytes, options) {
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .diffArgs */ .Hy)((0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec), ["--patch", "--text"], paths);
        await this.requireRepository(options);
        return this.readCapped(args, maxBytes, options);
    }
    /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
    async baseRevision(spec, options) {
        const parsed = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec);
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
        const rev = (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(revision);
        const found = [];
        // Bounded argument lists (a pathspec per changed file), each as long as the bound allows: every git process costs a fork.
        for (const batch of (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .argumentBatches */ .CN)(paths, _gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .GREP_ARGUMENT_BYTES */ .VO)) {
            const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .grepArgs */ .kP)(rev, pattern, batch);
            const output = await this.once(args, (0,_gitAnswers_js__WEBPACK_IMPORTED_MODULE_2__/* .isFullObjectName */ .Co)(rev) ? "process" : undefined, (call) => (0,_gitError_js__WEBPACK_IMPORTED_MODULE_4__/* .grepOutput */ .Wm)(this.run(args, call)), options);
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
        const rev = (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_1__/* .assertRevision */ .yr)(revision);
        const objectName = `${rev}:${path}`;
        const exists = await (0,_gitError_js__WEBPACK_IMPORTED_MODULE_4__/* .exitsCleanly */ .Sg)(this.run((0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .objectExistsArgs */ .RT)(objectName), options), [1, 128]);
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
        const args = (0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .diffArgs */ .Hy)((0,_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSpec */ .BT)(spec), ["--raw", "-z", "--patch", "--text"]);
        await this.requireRepository(options);
        return this.stream(args, sink, options);
    }
    /**
     * Outside a repository `git diff` silently becomes `git diff --no-index`,
     * which compares files on disk; fail with git's own "not a git repository"
     * instead. Checked once per process; a top directory found already proves it.
     */
    async requireRepository(options) {
        if (this.answers.knows(_gitArguments_js__WEBPACK_IMPORTED_MODULE_3__/* .TOP_LEVEL */ .bR.join("\0")))
            return;
        await this.output(GIT_DIR, "process", options);
    }
    /** Untracked, not ignored files, relative to the top directory. */
    async untrackedFiles(options) {
        const top = await this.topLevel(options);
        return (0,_gitOutput_js__WEBPACK_IMPORTED_MODULE_5__/* .splitZ */ .fs)(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
    }
}


/***/ })

};
