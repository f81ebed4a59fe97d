export const id = 942;
export const ids = [942];
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

/***/ 2667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   laneCommand: () => (/* binding */ laneCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/* harmony import */ var _review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6572);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);
/* harmony import */ var _matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5078);
/* harmony import */ var _reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5528);
/* harmony import */ var _reviewRequest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6679);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1957);
/**
 * `gauntlet lane <lane> --shard I/N --matrix FILE --out DIR`: one job of a
 * matrix. It writes one partial result and posts nothing. Exit 0 whenever the
 * partial was written, whatever the lane found (the gate decides); non-zero
 * only when no partial could be written.
 */









const LANE_FLAGS = { matrix: { type: "string" }, shard: { type: "string" }, out: { type: "string" } };
async function laneCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .b)("lane", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_8__/* .MODEL_FLAGS */ .Wt, ..._reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .REVIEW_FLAGS */ .d, ...LANE_FLAGS });
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e("gauntlet lane: name one lane, e.g. gauntlet lane code-review --shard 1/3 --matrix FILE --out DIR");
    const lane = (0,_review_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .laneByName */ .f1)(positionals[0]);
    if (!lane)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`gauntlet lane: unknown lane ${JSON.stringify(positionals[0])}; use code-review, adversary, security or probe`);
    const wanted = { lane, ...(0,_matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShardFlag */ .yd)(values.shard ?? "1/1") };
    const plan = await (0,_matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__/* .readMatrixFlag */ .Wt)(io, "lane", values.matrix);
    const job = (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__/* .matrixJob */ .V1)(plan, wanted);
    if (!job) {
        const jobs = plan.include.map(_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__/* .jobLabel */ .OP).join(", ") || "none";
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`gauntlet lane: ${(0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__/* .jobLabel */ .OP)(wanted)} is not a job of --matrix ${values.matrix} (its jobs: ${jobs})`);
    }
    if (!values.out)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e("gauntlet lane: --out DIR is required: the folder the partial result goes to");
    const asked = (0,_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .askedEndpoint */ .U_)(values, io);
    // The toolkit's modules load while git answers the flags' questions.
    const [review, kit] = await Promise.all([(0,_reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveReviewFlags */ .I)(values, io, { headMustBeCheckedOut: true, prefetchDiff: lane === "code-review" }), loadKit()]);
    const endpoint = (0,_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .reviewEndpoint */ .Ck)(asked, review.config, review.configSource);
    const keys = { head_sha: review.headSha, base_sha: review.baseSha, settings_key: (0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_7__/* .cliSettingsKey */ .p)(review, values, io, kit) };
    const partial = await (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__/* .runMatrixLane */ .Rk)((0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_7__/* .cliReviewRequest */ .q)(review, values, io, kit, endpoint), plan, job, keys);
    const path = await (0,_matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__/* .writePartial */ .BA)(io, values.out, partial);
    const outcome = partial.outcome;
    const verdict = outcome.verdict && "verdict" in outcome.verdict ? ` (${outcome.verdict.verdict})` : "";
    io.stderr(`gauntlet: ${(0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_2__/* .jobLabel */ .OP)(job)}: ${outcome.state}${verdict} — ${partial.usage.calls} model call(s) → ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, path) || path}\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.ok;
}


/***/ }),

/***/ 5078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ writePartial),
/* harmony export */   Wt: () => (/* binding */ readMatrixFlag),
/* harmony export */   yd: () => (/* binding */ parseShardFlag)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6572);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/** The matrix commands' files: the plan file they read, the partial `lane` writes. Every mistake names the flag or file. */



/**
 * The plan file `--matrix` names, read as every reader reads it (readMatrixPlanFile).
 * A gate gets an inconsistent plan back to block on; any other command refuses it.
 */
async function readMatrixFlag(io, command, path, options = {}) {
    if (!path)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`gauntlet ${command}: --matrix FILE is required; write one with gauntlet plan --matrix FILE`);
    const reading = await (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readMatrixPlanFile */ .Tz)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, path));
    if (reading.ok)
        return reading.plan;
    if (reading.inconsistent && options.inconsistentOk)
        return reading.inconsistent;
    throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--matrix ${path}: ${reading.problem}; write it again with gauntlet plan --matrix`);
}
/** `--shard I/N`, 1 ≤ I ≤ N. */
function parseShardFlag(text) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const shard = Number(match?.[1]);
    const shards = Number(match?.[2]);
    if (!match || shard < 1 || shards < 1 || shard > shards)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--shard ${text}: use I/N with 1 ≤ I ≤ N, e.g. --shard 2/3`);
    return { shard, shards };
}
/** The partial into `dir` (atomically, see writePartialFile); a folder it cannot write names the flag. */
async function writePartial(io, dir, partial) {
    try {
        return await (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .writePartialFile */ .X)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, dir), partial);
    }
    catch (error) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--out ${dir}: cannot write ${(0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .partialFileName */ .nK)(partial.job)} (${error.code ?? String(error)}); give a writable folder`);
    }
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
    "structured-output": { type: "string" },
    tools: { type: "string" },
    budget: { type: "string" },
    trace: { type: "string" },
    "project-dir": { type: "string" },
    "timeout-minutes": { type: "string" },
};


/***/ }),

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TA: () => (/* binding */ diffQuestions),
/* harmony export */   _i: () => (/* binding */ namedRefs),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH)
/* harmony export */ });
/* harmony import */ var _review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);
/**
 * What resolveReviewFlags asks git first, as pure functions of the flags: the
 * refs it resolves and where the configuration sits at the base. A lane or
 * gate job's head start (headStart.ts) asks the same before the command loads.
 */

/** The base branch's configuration, read at the base commit. */
const CONFIG_PATH = ".github/gauntlet.yml";
function wellFormed(ref) {
    try {
        return (0,_review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(ref) === ref;
    }
    catch {
        return false;
    }
}
/** HEAD and the refs --head and --base name, once each, leaving out any that is not a revision (resolving it explains why). */
function namedRefs(flags) {
    return [...new Set(["HEAD", flags.head, flags.base].filter((ref) => ref !== undefined && wellFormed(ref)))];
}
/**
 * What the process resolving the refs also answers for a `base...head` diff (Git.locate): the merge base, and
 * whether the base holds the configuration (read from the base unless --config names one). Nothing without --base
 * (the base is then found by trying candidates) or with --worktree (no merge base).
 */
function diffQuestions(flags) {
    const head = flags.head ?? "HEAD";
    if (flags.base === undefined || flags.worktree || !wellFormed(flags.base) || !wellFormed(head))
        return {};
    return { range: { base: flags.base, head }, ...(flags.config === undefined ? { object: { ref: flags.base, path: CONFIG_PATH } } : {}) };
}


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
// EXTERNAL MODULE: ./src/review/git/git.ts + 2 modules
var git_git = __webpack_require__(7020);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/rigor.ts
var gauntlet_rigor = __webpack_require__(2812);
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
    throw new cli_io/* UsageError */.e(`rules: ${path} (named by ${repositoryQuestions/* CONFIG_PATH */.tF}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
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
/**
 * The repository the command works in; the message names --project-dir only when it was given. `commits`: what
 * HEAD and the flags' refs name, when one git process could answer them all (the usual case); each missing one is
 * asked alone, and a failure then explains itself.
 */
async function openRepository(flags, io, mode) {
    const given = flags["project-dir"];
    const workspaceRoot = (0,external_node_path_.resolve)(io.cwd, given ?? ".");
    const where = given !== undefined ? `--project-dir ${given}: ` : "";
    if (!isFolder(workspaceRoot))
        throw new cli_io/* UsageError */.e(`${where}${workspaceRoot} is not a folder; name a checkout`);
    const git = new git_git/* Git */.TU(workspaceRoot);
    const refs = (0,repositoryQuestions/* namedRefs */._i)(flags);
    const located = await git.locate(refs, mode.locateDiff ? (0,repositoryQuestions/* diffQuestions */.TA)(flags) : {});
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
    const { workspaceRoot, git, commits } = await openRepository(flags, io, mode);
    if (flags.head && flags.worktree)
        throw new cli_io/* UsageError */.e("--head and --worktree exclude each other: review a commit, or the working tree");
    const rigor = flags.rigor;
    if (rigor !== undefined && !gauntlet_rigor/* RIGORS */.fb.includes(rigor))
        throw new cli_io/* UsageError */.e(`--rigor ${rigor}: use one of ${gauntlet_rigor/* RIGORS */.fb.join(", ")}`);
    const posture = flags["security-posture"];
    if (posture !== undefined && !gauntlet_rigor/* POSTURES */.wB.includes(posture))
        throw new cli_io/* UsageError */.e(`--security-posture ${posture}: use one of ${gauntlet_rigor/* POSTURES */.wB.join(", ")}`);
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
    mode.onDiff?.({ git, diffSpec, untracked: flags.worktree === true });
    // As the action does: the configuration (and its rules file) comes from the base, never from the change
    // under review. An explicit --config is the local user's own choice, read as given.
    const configPath = flags.config ? (0,external_node_path_.resolve)(io.cwd, flags.config) : undefined;
    const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, repositoryQuestions/* CONFIG_PATH */.tF);
    let config = {};
    const configSource = configText === undefined ? undefined : (configPath ?? `${repositoryQuestions/* CONFIG_PATH */.tF} at the base (${baseSha.slice(0, 12)})`);
    if (configText !== undefined) {
        // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
        const { parseConfig } = await Promise.all(/* import() */[__webpack_require__.e(798), __webpack_require__.e(815), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 1527));
        try {
            config = parseConfig(configText, configSource);
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
        ...(configSource !== undefined ? { configSource } : {}),
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
/* harmony import */ var _gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2812);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);



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
        rigor: raise(_gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .RIGORS */ .fb, config.rigor, asked.rigor, names.rigor, DEFAULT_RIGOR),
        posture: raise(_gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .POSTURES */ .wB, config.security_posture, asked.posture, names.posture, DEFAULT_POSTURE),
        lanes: (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeLanes */ .zU)([...(config.lanes ?? []), ...asked.lanes]).lanes,
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
/**
 * The model endpoint: the caller's key, URL and model; the API version and
 * capability settings from the caller, else the configuration; the
 * configuration's per-graph and per-node models and prices.
 */
function endpointFor(config, asked) {
    const defaultModel = asked.model || config.models?.default;
    const apiVersion = asked.apiVersion || config.models?.api_version;
    const structuredOutput = asked.structuredOutput ?? config.models?.structured_output;
    const tools = asked.tools ?? config.models?.tools;
    return {
        ...(asked.apiKey ? { apiKey: asked.apiKey } : {}),
        ...(asked.baseURL ? { baseURL: asked.baseURL } : {}),
        ...(defaultModel ? { defaultModel } : {}),
        ...(apiVersion ? { apiVersion } : {}),
        ...(structuredOutput ? { structuredOutput } : {}),
        ...(tools ? { tools } : {}),
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
