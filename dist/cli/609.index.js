export const id = 609;
export const ids = [609];
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

/***/ 6609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCommand: () => (/* binding */ planCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/review/gauntlet/selection.ts
var selection = __webpack_require__(2993);
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 20 modules
var compute = __webpack_require__(1550);
// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/signals/types.ts
var types = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/cli/planReport.ts
/**
 * `gauntlet plan`'s text. When the signals could not be computed, every flag
 * is raised only so that selection widens: the text says so, and never shows
 * a raised flag as if the diff had been seen to touch it.
 */


function flagLines(signals) {
    if (signals.signals_error)
        return [`  every flag raised, none observed: the diff could not be read (${signals.signals_error})`];
    const flags = types/* SIGNAL_FLAGS */.v.map((flag) => {
        const value = signals[flag];
        const evidence = signals.signal_evidence[flag];
        return `  ${flag}: ${value}${value && evidence ? ` — ${evidence}` : ""}`;
    });
    return [...flags, `  docs_only: ${signals.docs_only}`];
}
function renderPlan(diffSpec, signals, choices, notes) {
    const lines = [
        `diff: ${diffSpec}`,
        `signals: ${signals.signals_summary}`,
        ...flagLines(signals),
        "lanes:",
        ...choices.map((c) => `  ${c.selected ? "✓" : "·"} ${c.lane} (${lanes/* LANE_SPECS */.OW[c.lane].graph}): ${c.reason}`),
        ...notes.map((n) => `note: ${n}`),
        "(the model may add lanes during review; it can never remove these)",
    ];
    return lines.join("\n") + "\n";
}

// EXTERNAL MODULE: ./src/cli/reviewFlags.ts + 1 modules
var reviewFlags = __webpack_require__(5528);
// EXTERNAL MODULE: ./src/cli/modelFlags.ts
var modelFlags = __webpack_require__(2976);
;// CONCATENATED MODULE: ./src/cli/commands/plan.ts
/**
 * `gauntlet plan`: the diff signals and the deterministic lane selection, with
 * no model. With `--matrix FILE` it also writes the job matrix (see
 * docs/matrix.md); `--lane-judgment` adds the model's additive lane judgment,
 * as `review` makes it, and then needs the model settings.
 */










const MATRIX_FLAGS = { matrix: { type: "string" }, shards: { type: "string" }, "lane-judgment": { type: "boolean" } };
async function planCommand(args, io, loadKit) {
    const { values, positionals } = (0,cli_args/* parseFlags */.b)("plan", args, { ...modelFlags/* MODEL_FLAGS */.W, ...reviewFlags/* REVIEW_FLAGS */.d, ...MATRIX_FLAGS });
    if (positionals.length > 0)
        throw new cli_io/* UsageError */.e(`gauntlet plan: unexpected argument ${JSON.stringify(positionals[0])}`);
    if (!values.matrix && (values.shards !== undefined || values["lane-judgment"]))
        throw new cli_io/* UsageError */.e(`gauntlet plan: ${values.shards !== undefined ? "--shards" : "--lane-judgment"} shapes a job matrix; add --matrix FILE`);
    // Only git objects are read, so --head need not be checked out (a matrix's lane jobs check it out themselves).
    // The signals need only the diff: they start as soon as it is known, beside the read of the base's configuration.
    let reading;
    const review = await (0,reviewFlags/* resolveReviewFlags */.I)(values, io, {
        headMustBeCheckedOut: false,
        prefetchDiff: values.matrix !== undefined,
        locateDiff: true,
        onDiff: ({ git, diffSpec, untracked }) => {
            reading = (0,compute/* computeSignals */.LQ)(git, diffSpec, { untracked, ...(io.signal ? { signal: io.signal } : {}) });
            // Rejects only on cancellation; a configuration error may leave it unawaited.
            reading.catch(() => { });
        },
    });
    const matrixFlags = values.matrix ? { ...values, matrix: values.matrix } : undefined;
    // Loaded only for a matrix, so plain `plan` stays quick to start. It reads the same diff, so it plans beside the report, not after it.
    const matrix = matrixFlags && Promise.all(/* import() */[__webpack_require__.e(798), __webpack_require__.e(815), __webpack_require__.e(744), __webpack_require__.e(608), __webpack_require__.e(991), __webpack_require__.e(743), __webpack_require__.e(926), __webpack_require__.e(959), __webpack_require__.e(214), __webpack_require__.e(904), __webpack_require__.e(572), __webpack_require__.e(903)]).then(__webpack_require__.bind(__webpack_require__, 3903)).then(async (module) => ({ module, plan: await module.planForFlags(review, matrixFlags, io, loadKit) }));
    const [signals, planned] = await Promise.all([
        reading ?? (0,compute/* computeSignals */.LQ)(review.git, review.diffSpec, { untracked: review.untracked, ...(io.signal ? { signal: io.signal } : {}) }),
        matrix,
    ]);
    const { choices, notes } = (0,selection/* selectLanes */.i)({
        signals,
        plan_context: review.plan,
        security_posture: review.settings.posture,
        probe_context: (0,settings/* probeRecipe */.Dw)(review.config),
        forced_lanes: review.settings.lanes,
        add: {},
        untrusted_head: false,
    });
    io.stdout(renderPlan(review.diffSpec, signals, choices, notes));
    if (values.json) {
        const json = {
            signals,
            lanes: choices.filter((c) => c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
            not_selected: choices.filter((c) => !c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
        };
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(io.cwd, values.json), JSON.stringify(json, null, 2) + "\n");
    }
    if (planned && matrixFlags)
        planned.module.writeMatrixPlan(planned.plan, matrixFlags, io);
    return cli_io/* EXIT */.d.ok;
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
