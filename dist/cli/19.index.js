export const id = 19;
export const ids = [19];
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

/***/ 7948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _runGraphCommand_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4214);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1957);
/** `gauntlet run <graph.yaml> --prompt TEXT [--var k=v …]`: any graph against a real endpoint. */





async function runCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .b)("run", args, {
        ..._settings_js__WEBPACK_IMPORTED_MODULE_4__/* .MODEL_FLAGS */ .Wt,
        prompt: { type: "string" },
        var: { type: "string", multiple: true },
        diff: { type: "string" },
    });
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("gauntlet run: give exactly one graph file, e.g. gauntlet run graphs/code-reviewer.yaml --prompt '…'");
    const target = positionals[0];
    const kit = await loadKit();
    return (0,_runGraphCommand_js__WEBPACK_IMPORTED_MODULE_3__/* .runGraphCommand */ .h)({ graphFile: kit.library.resolve(target) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, target), prompt: values.prompt ?? "", variables: (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseVars */ .u)(values.var), flags: values }, io, kit);
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
