export const id = 435;
export const ids = [435];
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

/***/ 5528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ REVIEW_FLAGS),
  I: () => (/* binding */ resolveReviewFlags)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/review/budgetSpec.ts
var budgetSpec = __webpack_require__(3612);
// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/review/git/git.ts
var git_git = __webpack_require__(4959);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/intake.ts
var intake = __webpack_require__(3859);
// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/refHints.ts
/**
 * How a revision the user gave appears in a message, and what to run about a
 * missing one. A ref is input: it is quoted when it is anything but a plain
 * name, and it goes into a suggested command only when it is a plain name,
 * so no message ever proposes a command with an option or shell syntax in it.
 */
// A branch, tag or SHA as people type them: no option, no shell or revision syntax.
const PLAIN_NAME = /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/;
function isPlainName(ref) {
    return PLAIN_NAME.test(ref) && !ref.includes("..") && !ref.endsWith(".") && !ref.endsWith("/") && ref.length <= 200;
}
/** The ref as a message shows it: bare when plain, JSON-quoted otherwise. */
function displayRef(ref) {
    return isPlainName(ref) ? ref : JSON.stringify(ref);
}
/** What to do about a ref git does not know. */
function missingRefHint(ref) {
    if (!isPlainName(ref))
        return "check the name; if the history is shallow, fetch more of it (git fetch --unshallow)";
    // `origin/main` is fetched as `main` from origin.
    const name = ref.startsWith("origin/") && ref.length > "origin/".length ? ref.slice("origin/".length) : ref;
    return `check the name, or fetch it first (git fetch origin ${name})`;
}

// EXTERNAL MODULE: ./src/cli/repositoryQuestions.ts
var repositoryQuestions = __webpack_require__(127);
;// CONCATENATED MODULE: ./src/cli/reviewFlags.ts
/**
 * The diff and context flags `review` and `plan` share, resolved against the
 * local checkout. Every mistake is a UsageError naming the flag, before any work.
 */













const REVIEW_FLAGS = {
    base: { type: "string" },
    head: { type: "string" },
    worktree: { type: "boolean" },
    "project-dir": { type: "string" },
    plan: { type: "string" },
    config: { type: "string" },
    rigor: { type: "string" },
    "security-posture": { type: "string" },
    lanes: { type: "string" },
    json: { type: "string" },
};
function readText(path, flag) {
    try {
        return (0,external_node_fs_.readFileSync)(path, "utf8");
    }
    catch (error) {
        throw new cli_io/* UsageError */.e(`${flag} ${path}: cannot read it (${error.code ?? error})`);
    }
}
const CONFIG_READ_LIMIT = 1024 * 1024;
/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git, baseSha, path) {
    const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
    if (file?.truncated)
        throw new cli_io/* UsageError */.e(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
    return file?.text;
}
function missingRules(path, baseSha) {
    throw new cli_io/* UsageError */.e(`rules: ${path} (named by ${repositoryQuestions/* CONFIG_PATH */.t}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
}
async function defaultBase(git, head) {
    for (const candidate of ["origin/HEAD", "main", "origin/main", "master"]) {
        try {
            return await git.mergeBase(candidate, head);
        }
        catch {
            continue;
        }
    }
    throw new cli_io/* UsageError */.e("no base to compare with: there is no origin/HEAD, main, origin/main or master here; name one with --base REF");
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** HEAD and the refs the flags name that are well formed: the others fail alone, with their own message. */
/**
 * The repository the command works in; the message names --project-dir only when it was given. `commits`: what
 * HEAD and the flags' refs name, when one git process could answer them all (the usual case); each missing one is
 * asked alone, and a failure then explains itself.
 */
async function openRepository(flags, io) {
    const given = flags["project-dir"];
    const workspaceRoot = (0,external_node_path_.resolve)(io.cwd, given ?? ".");
    const where = given !== undefined ? `--project-dir ${given}: ` : "";
    if (!isFolder(workspaceRoot))
        throw new cli_io/* UsageError */.e(`${where}${workspaceRoot} is not a folder; name a checkout`);
    const git = new git_git/* Git */.TU(workspaceRoot);
    const refs = (0,repositoryQuestions/* namedRefs */._)(flags);
    const located = await git.locate(refs);
    const commits = new Map(located ? refs.map((ref, i) => [ref, located.commits[i]]) : []);
    try {
        await git.topLevel();
    }
    catch (error) {
        if (error instanceof git_git/* GitError */.XS && error.exitCode === null)
            throw new cli_io/* UsageError */.e(`git: ${error.message}; install git, or put it on the PATH`);
        throw new cli_io/* UsageError */.e(given !== undefined
            ? `${where}${workspaceRoot} is not in a git repository; name a checkout`
            : `${workspaceRoot} is not in a git repository; run gauntlet inside a checkout, or name one with --project-dir DIR`);
    }
    return { workspaceRoot, git, commits };
}
async function resolveReviewFlags(flags, io, mode) {
    const { workspaceRoot, git, commits } = await openRepository(flags, io);
    if (flags.head && flags.worktree)
        throw new cli_io/* UsageError */.e("--head and --worktree exclude each other: review a commit, or the working tree");
    const rigor = flags.rigor;
    if (rigor !== undefined && !intake/* RIGORS */.fb.includes(rigor))
        throw new cli_io/* UsageError */.e(`--rigor ${rigor}: use one of ${intake/* RIGORS */.fb.join(", ")}`);
    const posture = flags["security-posture"];
    if (posture !== undefined && !intake/* POSTURES */.wB.includes(posture))
        throw new cli_io/* UsageError */.e(`--security-posture ${posture}: use one of ${intake/* POSTURES */.wB.join(", ")}`);
    const forced = (0,lanes/* normalizeLanes */.zU)((flags.lanes ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean));
    if (forced.unknown.length > 0)
        throw new cli_io/* UsageError */.e(`--lanes: unknown lane(s) ${forced.unknown.join(", ")}; use ${lanes/* LANES */.Ci.join(", ")}`);
    const budget = flags.budget !== undefined ? parseFlagBudget(flags.budget) : undefined;
    const resolveRef = async (ref, flag) => {
        try {
            (0,git_diffSpec/* assertRevision */.yr)(ref);
        }
        catch (error) {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: ${(0,errors/* isGauntletError */.xF)(error) ? error.message : String(error)} Name a branch, tag or commit.`);
        }
        try {
            return commits.get(ref) ?? (await git.revParse(ref));
        }
        catch {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: not a commit in ${workspaceRoot}; ${missingRefHint(ref)}`);
        }
    };
    let checkedOut;
    try {
        checkedOut = commits.get("HEAD") ?? (await git.revParse("HEAD"));
    }
    catch {
        throw new cli_io/* UsageError */.e(`${workspaceRoot} has no commit checked out (HEAD); commit or check out something first`);
    }
    const headSha = flags.head ? await resolveRef(flags.head, "--head") : checkedOut;
    if (mode.headMustBeCheckedOut && headSha !== checkedOut) {
        throw new cli_io/* UsageError */.e(`--head ${displayRef(flags.head)} is not checked out (HEAD is ${checkedOut.slice(0, 12)}); check it out first, or omit --head`);
    }
    const baseSha = flags.base ? await resolveRef(flags.base, "--base") : await defaultBase(git, headSha);
    const diffSpec = flags.worktree ? baseSha : `${baseSha}...${headSha}`;
    if (mode.prefetchDiff) {
        git.prefetchDiff(diffSpec);
        // Code review's base markers need only the listing: a merge base and a grep whose answers git keeps for two commits.
        if (!flags.worktree)
            (0,baseMarkers/* prefetchBaseMarkers */.Cp)(git, diffSpec);
    }
    // As the action does: the configuration (and its rules file) comes from the base, never from the change
    // under review. An explicit --config is the local user's own choice, read as given.
    const configPath = flags.config ? (0,external_node_path_.resolve)(io.cwd, flags.config) : undefined;
    const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, repositoryQuestions/* CONFIG_PATH */.t);
    let config = {};
    if (configText !== undefined) {
        // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
        const { parseConfig } = await __webpack_require__.e(/* import() */ 908).then(__webpack_require__.bind(__webpack_require__, 1527));
        try {
            config = parseConfig(configText, configPath ?? `${repositoryQuestions/* CONFIG_PATH */.t} at the base (${baseSha.slice(0, 12)})`);
        }
        catch (error) {
            if ((0,errors/* isGauntletError */.xF)(error))
                throw new cli_io/* UsageError */.e(error.message);
            throw error;
        }
    }
    const rules = !config.rules
        ? ""
        : configPath
            ? readText((0,external_node_path_.resolve)(workspaceRoot, config.rules), "rules (from the configuration)")
            : ((await readAtBase(git, baseSha, config.rules)) ?? missingRules(config.rules, baseSha));
    return {
        workspaceRoot,
        git,
        diffSpec,
        untracked: flags.worktree === true,
        baseSha,
        headSha,
        plan: flags.plan ? readText((0,external_node_path_.resolve)(io.cwd, flags.plan), "--plan") : "",
        // The configuration is a floor: flags may raise rigor and posture, add lanes, tighten the budget (as the action's inputs).
        settings: (0,settings/* settleSettings */.jU)(config, { rigor, posture, lanes: forced.lanes, budget }, { rigor: "--rigor", posture: "--security-posture" }, (m) => io.stderr(`gauntlet: ${m}\n`)),
        config,
        rules,
    };
}
function parseFlagBudget(spec) {
    try {
        return (0,budgetSpec/* parseBudget */.N)(spec, "--budget");
    }
    catch (error) {
        if ((0,errors/* isGauntletError */.xF)(error))
            throw new cli_io/* UsageError */.e(error.message);
        throw error;
    }
}


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


/***/ }),

/***/ 8107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ probeRecipe),
/* harmony export */   Lo: () => (/* binding */ endpointFor),
/* harmony export */   jU: () => (/* binding */ settleSettings),
/* harmony export */   wS: () => (/* binding */ configuredRequest)
/* harmony export */ });
/* unused harmony exports DEFAULT_RIGOR, DEFAULT_POSTURE */
/* harmony import */ var _budgetSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3612);
/* harmony import */ var _gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3859);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7292);



const DEFAULT_RIGOR = "production";
const DEFAULT_POSTURE = "standard";
function settleSettings(config, asked, names, warn) {
    const raise = (scale, floor, wanted, name, fallback) => {
        if (!wanted)
            return floor ?? fallback;
        if (floor && scale.indexOf(wanted) < scale.indexOf(floor)) {
            warn(`${name}: ${wanted} is weaker than the base configuration's ${floor}; using ${floor}`);
            return floor;
        }
        return wanted;
    };
    const budget = tighterBudget(config.budget ? (0,_budgetSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBudget */ .N)(config.budget, "budget (from the configuration)") : undefined, asked.budget);
    return {
        rigor: raise(_gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGORS */ .fb, config.rigor, asked.rigor, names.rigor, DEFAULT_RIGOR),
        posture: raise(_gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__/* .POSTURES */ .wB, config.security_posture, asked.posture, names.posture, DEFAULT_POSTURE),
        lanes: (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeLanes */ .zU)([...(config.lanes ?? []), ...asked.lanes]).lanes,
        ...(budget ? { budget } : {}),
    };
}
/** A budget is a cost cap: per limit, the smaller of the two applies. */
function tighterBudget(floor, asked) {
    if (!asked)
        return floor;
    const min = (a, b) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
    const maxTokens = min(floor?.maxTokens, asked.maxTokens);
    const maxCostUsd = min(floor?.maxCostUsd, asked.maxCostUsd);
    return { ...(maxTokens !== undefined ? { maxTokens } : {}), ...(maxCostUsd !== undefined ? { maxCostUsd } : {}) };
}
/** The model endpoint: the caller's key, URL and model; the configuration's per-graph and per-node models and prices. */
function endpointFor(config, asked) {
    const defaultModel = asked.model || config.models?.default;
    return {
        ...(asked.apiKey ? { apiKey: asked.apiKey } : {}),
        ...(asked.baseURL ? { baseURL: asked.baseURL } : {}),
        ...(defaultModel ? { defaultModel } : {}),
        ...(config.models?.graphs ? { graphModels: config.models.graphs } : {}),
        ...(config.models?.nodes ? { nodeModels: config.models.nodes } : {}),
        ...(config.prices ? { priceTable: config.prices } : {}),
    };
}
/** The review request's fields that come from the configuration alone. An untrusted head gets no recipe: its code must never run. */
function configuredRequest(config, untrustedHead) {
    return {
        untrustedHead,
        probeContext: untrustedHead ? "" : probeRecipe(config),
        ...(untrustedHead || !config.probe ? {} : { probe: config.probe }),
        verificationCommands: config.verification_commands ?? [],
        ...(config.denylist ? { denylist: config.denylist } : {}),
        ...(config.paths ? { pathRules: config.paths } : {}),
    };
}
/** The base branch's local-run recipe as the lanes read it. */
function probeRecipe(config) {
    const probe = config.probe;
    if (!probe || (!probe.start && !(probe.suites ?? []).length && !(probe.setup ?? []).length))
        return "";
    return [
        probe.setup?.length ? `setup: ${probe.setup.join(" && ")}` : "",
        probe.start ? `start: ${probe.start}` : "",
        probe.ready ? `ready: ${probe.ready}` : "",
        probe.suites?.length ? `suites: ${probe.suites.join("; ")}` : "",
    ]
        .filter(Boolean)
        .join("\n");
}


/***/ })

};
