export const id = 609;
export const ids = [609];
export const modules = {

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
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 6 modules
var compute = __webpack_require__(1927);
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
    const review = await (0,reviewFlags/* resolveReviewFlags */.I)(values, io, { headMustBeCheckedOut: false, prefetchDiff: values.matrix !== undefined });
    const signals = await (0,compute/* computeSignals */.LQ)(review.git, review.diffSpec, { untracked: review.untracked, ...(io.signal ? { signal: io.signal } : {}) });
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
    if (values.matrix) {
        // Loaded only for a matrix: plain `plan` stays quick to start.
        const { writeMatrixPlan } = await Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(207), __webpack_require__.e(926), __webpack_require__.e(807), __webpack_require__.e(214), __webpack_require__.e(904), __webpack_require__.e(572), __webpack_require__.e(903)]).then(__webpack_require__.bind(__webpack_require__, 3903));
        await writeMatrixPlan(review, { ...values, matrix: values.matrix }, io, loadKit);
    }
    return cli_io/* EXIT */.d.ok;
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
// EXTERNAL MODULE: ./src/review/diffSpec.ts
var review_diffSpec = __webpack_require__(654);
// EXTERNAL MODULE: ./src/review/git.ts + 4 modules
var review_git = __webpack_require__(7372);
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
const CONFIG_PATH = ".github/gauntlet.yml";
const CONFIG_READ_LIMIT = 1024 * 1024;
/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git, baseSha, path) {
    const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
    if (file?.truncated)
        throw new cli_io/* UsageError */.e(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
    return file?.text;
}
function missingRules(path, baseSha) {
    throw new cli_io/* UsageError */.e(`rules: ${path} (named by ${CONFIG_PATH}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
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
function namedRefs(flags) {
    const wellFormed = (ref) => {
        try {
            return (0,review_diffSpec/* assertRevision */.yr)(ref) === ref;
        }
        catch {
            return false;
        }
    };
    return [...new Set(["HEAD", flags.head, flags.base].filter((ref) => ref !== undefined && wellFormed(ref)))];
}
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
    const git = new review_git/* Git */.TU(workspaceRoot);
    const refs = namedRefs(flags);
    const located = await git.locate(refs);
    const commits = new Map(located ? refs.map((ref, i) => [ref, located.commits[i]]) : []);
    try {
        await git.topLevel();
    }
    catch (error) {
        if (error instanceof review_git/* GitError */.XS && error.exitCode === null)
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
            (0,review_diffSpec/* assertRevision */.yr)(ref);
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
    if (mode.prefetchDiff)
        git.prefetchDiff(diffSpec);
    // As the action does: the configuration (and its rules file) comes from the base, never from the change
    // under review. An explicit --config is the local user's own choice, read as given.
    const configPath = flags.config ? (0,external_node_path_.resolve)(io.cwd, flags.config) : undefined;
    const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, CONFIG_PATH);
    let config = {};
    if (configText !== undefined) {
        // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
        const { parseConfig } = await __webpack_require__.e(/* import() */ 908).then(__webpack_require__.bind(__webpack_require__, 1527));
        try {
            config = parseConfig(configText, configPath ?? `${CONFIG_PATH} at the base (${baseSha.slice(0, 12)})`);
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
