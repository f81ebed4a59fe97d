#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5319);
/* harmony import */ var _engine_library_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5617);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(311);
/**
 * The `gauntlet` CLI entry (bundled to dist/cli/index.js). It imports almost
 * nothing itself: each command, and the toolkit of graphs and scripts, loads
 * when used, so `gauntlet version` starts about as fast as node does.
 */




// Node 22.1+ caches compiled code across runs (the runner's node24); absent on Node 20, where this does nothing.
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
const graphsDir = (0,_engine_library_js__WEBPACK_IMPORTED_MODULE_2__/* .shippedGraphsDir */ .c)(import.meta.url);
const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}
async function loadToolkit() {
    const [{ REPOSITORY_TOOL_NAMES }, { EXEC_TOOL }, { reviewScripts }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(743), __nccwpck_require__.e(541)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2743)),
        Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(6), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(287)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6147)),
        Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(758)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7959)),
    ]);
    return {
        library: new _engine_library_js__WEBPACK_IMPORTED_MODULE_2__/* .DirectoryGraphLibrary */ .b(graphsDir),
        graphsDir,
        scripts: reviewScripts(),
        toolNames: [...REPOSITORY_TOOL_NAMES, EXEC_TOOL],
        version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x,
    };
}
const code = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_1__/* .runCli */ .a)(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
    readStdin: async () => {
        const chunks = [];
        for await (const chunk of process.stdin)
            chunks.push(chunk);
        return Buffer.concat(chunks).toString("utf8");
    },
}, { version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, load: loadToolkit });
process.exitCode = code;
// The command has finished: nothing left open (a stray timer, a socket kept alive) may keep the process running.
setTimeout(() => process.exit(code), 5_000).unref();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
const EXIT = {
    ok: 0,
    /** The command's negative result: BLOCKED, or an invalid graph. */
    negative: 1,
    /** A usage or configuration error, before any work. */
    usage: 2,
};
class UsageError extends Error {
}


/***/ }),

/***/ 5319:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: usage

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __nccwpck_require__(7679);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(1604);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __nccwpck_require__(3140);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var diffSpec = __nccwpck_require__(2047);
// EXTERNAL MODULE: ./src/review/git/gitAnswers.ts
var gitAnswers = __nccwpck_require__(6240);
// EXTERNAL MODULE: ./src/review/git/gitArguments.ts
var gitArguments = __nccwpck_require__(3439);
// EXTERNAL MODULE: ./src/review/git/gitHeadStart.ts
var gitHeadStart = __nccwpck_require__(6269);
// EXTERNAL MODULE: ./src/review/git/gitOutput.ts
var gitOutput = __nccwpck_require__(6678);
// EXTERNAL MODULE: ./src/cli/repositoryQuestions.ts
var repositoryQuestions = __nccwpck_require__(127);
;// CONCATENATED MODULE: ./src/cli/headStart.ts
/**
 * The head starts of `gauntlet lane` and `gauntlet gate`: both know their two
 * commits from the matrix file, so git can answer their first questions while
 * the command and the review's modules load (gitHeadStart.ts), and while the
 * process is still small: every git process is a fork of it.
 *
 * - both: the top directory and the commits the flags name (Git.locate), and
 *   whether the base holds a configuration file;
 * - a code-review lane job also: the diff's name-status and patch, the merge
 *   base, and then the grep for generated-file markers at the base.
 *
 * Best effort, and it decides nothing: each question is exactly one the
 * command then asks, and anything unexpected (--project-dir, --worktree, an
 * unreadable matrix file, keys that are not full object names) starts
 * nothing. The command checks its flags and the matrix file as always.
 */









/** `--name value` or `--name=value`; undefined when absent. */
function flagValue(args, name) {
    for (const [i, arg] of args.entries()) {
        if (arg === name)
            return args[i + 1];
        if (arg.startsWith(`${name}=`))
            return arg.slice(name.length + 1);
    }
    return undefined;
}
/** The matrix file's two commits when both are full object names, and whether the plan reviewed the working tree. */
function matrixCommits(args, cwd) {
    const matrix = flagValue(args, "--matrix");
    if (!matrix)
        return undefined;
    let plan;
    try {
        plan = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(cwd, matrix), "utf8"));
    }
    catch {
        return undefined;
    }
    const { base_sha: base, head_sha: head } = plan?.keys ?? {};
    if (typeof base !== "string" || typeof head !== "string" || !(0,gitAnswers/* isFullObjectName */.Co)(base) || !(0,gitAnswers/* isFullObjectName */.Co)(head))
        return undefined;
    return { base, head, untracked: plan.request?.untracked_files === true };
}
/** resolveReviewFlags' first questions: the commits the flags name, and the configuration's presence at the base. */
function headStart_repositoryQuestions(cwd, refs, base, ownConfig) {
    const questions = [(0,gitArguments/* locateArgs */.oy)((0,repositoryQuestions/* namedRefs */._)(refs))];
    if (!ownConfig)
        questions.push((0,gitArguments/* objectExistsArgs */.RT)(`${base}:${repositoryQuestions/* CONFIG_PATH */.t}`));
    for (const question of questions)
        (0,gitHeadStart/* startHeadStart */.p1)(cwd, question);
    return questions;
}
/** Starts the lane job's questions in `cwd` when the flags and the matrix file allow; returns those started now (the grep follows the listing). */
function startLaneHeadStart(args, cwd) {
    if (flagValue(args, "--project-dir") !== undefined || args.includes("--worktree"))
        return [];
    const commits = matrixCommits(args, cwd);
    if (!commits)
        return [];
    const { base, head } = commits;
    const started = headStart_repositoryQuestions(cwd, { head: flagValue(args, "--head"), base: flagValue(args, "--base") }, base, flagValue(args, "--config") !== undefined);
    if (args[0] !== "code-review")
        return started;
    const spec = (0,diffSpec/* parseDiffSpec */.EX)(`${base}...${head}`);
    const listing = (0,gitArguments/* diffArgs */.Hy)(spec, ["--name-status", "-z"]);
    const mergeBase = (0,gitArguments/* mergeBaseArgs */.zm)(base, head);
    const diff = [listing, (0,gitArguments/* diffArgs */.Hy)(spec, ["--patch"]), mergeBase];
    const answers = diff.map((question) => (0,gitHeadStart/* startHeadStart */.p1)(cwd, question));
    void startMarkerGrep(cwd, answers[0], answers[2]);
    return [...started, ...diff];
}
/** The base-marker grep (baseMarkers.ts), once the listing and the merge base are known. */
async function startMarkerGrep(cwd, listing, mergeBase) {
    try {
        const [entries, base] = await Promise.all([listing.then(gitOutput/* parseNameStatusZ */.rd), mergeBase.then((text) => text.trim())]);
        if (!(0,gitAnswers/* isFullObjectName */.Co)(base))
            return;
        for (const batch of (0,gitArguments/* argumentBatches */.CN)((0,baseMarkers/* markerCandidates */.hI)(entries), gitArguments/* GREP_ARGUMENT_BYTES */.VO))
            (0,gitHeadStart/* startHeadStart */.p1)(cwd, (0,gitArguments/* grepArgs */.kP)(base, baseMarkers/* GENERATED_MARKER */.Lp, batch));
    }
    catch {
        // Nothing to start: code review asks git itself, and hears the reason.
    }
}
/** Starts the gate's questions: the commits it reads the configuration at, as gate.ts passes them to resolveReviewFlags. */
function startGateHeadStart(args, cwd) {
    if (flagValue(args, "--project-dir") !== undefined)
        return [];
    const commits = matrixCommits(args, cwd);
    if (!commits)
        return [];
    return headStart_repositoryQuestions(cwd, { base: commits.base, ...(commits.untracked ? {} : { head: commits.head }) }, commits.base, flagValue(args, "--config") !== undefined);
}

;// CONCATENATED MODULE: ./src/cli/toolkit.ts
/** Part of the CLI itself would not load: a chunk of the bundle missing or broken. Not the user's input. */
class InstallationError extends Error {
    constructor(part, cause) {
        super(`cannot load ${part} (${cause instanceof Error ? cause.message : String(cause)}); the installation is incomplete: rebuild it (npm run build) or reinstall it`, { cause });
    }
}
function toolkitLoader(source) {
    if (!("load" in source))
        return async () => source;
    let loading;
    return () => (loading ??= source.load().catch((error) => {
        throw new InstallationError("the shipped graphs and scripts", error);
    }));
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * `gauntlet <command>`: dispatch, and the one place that turns errors into
 * messages and exit codes. No stack traces reach the user.
 */




// Each command is imported when it runs, never before: start-up then costs
// only what the chosen command uses (the bundle splits at these imports).
const COMMANDS = {
    review: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(893), __nccwpck_require__.e(325)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2325))).reviewCommand,
        summary: "review [--base REF] [--head REF|--worktree] [--plan FILE] [--config FILE] [--rigor R] [--security-posture P]\n" +
            "         [--lanes a,b] [--budget B] [--timeout-minutes N] [--json FILE] [--sarif FILE [--sarif-category NAME]]\n" +
            "                                the whole gauntlet on this checkout; --sarif writes SARIF 2.1.0 for code scanning\n" +
            '                                (category default "gauntlet"; see docs/sarif.md)',
    },
    plan: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(135), __nccwpck_require__.e(609)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6609))).planCommand,
        summary: "plan [same diff and context flags] [--matrix FILE [--shards N] [--lane-judgment]]\n" +
            "                                diff signals and lane selection, no model; --matrix writes the job matrix\n" +
            "                                (--lane-judgment adds the model's lane judgment; see docs/matrix.md)",
    },
    lane: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(572), __nccwpck_require__.e(942)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2667))).laneCommand,
        headStart: (args, io) => void startLaneHeadStart(args, io.cwd),
        summary: "lane <lane> --shard I/N --matrix FILE --out DIR [same diff, context and model flags]\n" +
            "                                one job of a matrix: writes DIR/<lane>-<I>-of-<N>.json, posts nothing",
    },
    gate: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(572), __nccwpck_require__.e(893), __nccwpck_require__.e(598)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5217))).gateCommand,
        headStart: (args, io) => void startGateHeadStart(args, io.cwd),
        summary: "gate --matrix FILE DIR [--json FILE] [--sarif FILE [--sarif-category NAME]]\n" +
            "                                the matrix's verdict from DIR's partial results, no model; same report and exit codes as review",
    },
    validate: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(991), __nccwpck_require__.e(310)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4956))).validateCommand,
        summary: "validate [files…]            check graph files (default: the shipped graphs)",
    },
    graph: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(991), __nccwpck_require__.e(788)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1637))).graphCommand,
        summary: "graph <file|name>             print a graph as a Mermaid flowchart",
    },
    run: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(214), __nccwpck_require__.e(585)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948))).runCommand,
        summary: "run <graph> [--prompt TEXT]   run any graph (a shipped name or a file) [--var k=v] [--diff SPEC] [--project-dir DIR]",
    },
    verify: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(959), __nccwpck_require__.e(135), __nccwpck_require__.e(214), __nccwpck_require__.e(377)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3412))).verifyCommand,
        summary: "verify --findings FILE|-       verify any reviewer's findings against the workspace",
    },
};
function usage() {
    return [
        "usage: gauntlet <command> [options]",
        "",
        ...Object.values(COMMANDS).map((c) => `  ${c.summary}`),
        "  help                          show this text",
        "  version                       print the version",
        "",
        "model settings: OPENAI_API_KEY; --base-url or OPENAI_BASE_URL (default: OpenAI); --model or GAUNTLET_MODEL;",
        "  --api-version or OPENAI_API_VERSION (classic Azure); --structured-output auto|json_schema|json_object|instructions;",
        "  --tools auto|on|off (docs/providers.md); --budget 200k|$1.50; --trace FILE (JSON lines)",
        "",
        "exit codes: 0 success or PASS; 1 BLOCKED or an invalid graph; 2 usage or configuration error",
        "",
    ].join("\n");
}
async function runCli(argv, io, kit) {
    const [name, ...args] = argv;
    if (name === undefined || name === "help" || name === "--help" || name === "-h") {
        io.stdout(usage());
        return name === undefined ? cli_io/* EXIT */.d.usage : cli_io/* EXIT */.d.ok;
    }
    if (name === "version" || name === "--version") {
        io.stdout(`${kit.version}\n`);
        return cli_io/* EXIT */.d.ok;
    }
    if (args.includes("--help") || args.includes("-h")) {
        io.stdout(usage());
        return cli_io/* EXIT */.d.ok;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
        io.stderr(`gauntlet: unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(", ")}.\n`);
        return cli_io/* EXIT */.d.usage;
    }
    try {
        command.headStart?.(args, io);
        const run = await command.load().catch((error) => {
            throw new InstallationError(`the ${name} command`, error);
        });
        return await run(args, io, toolkitLoader(kit));
    }
    catch (error) {
        return reportError(error, io);
    }
}
function reportError(error, io) {
    if (error instanceof cli_io/* UsageError */.e) {
        io.stderr(`${error.message}\n`);
        return cli_io/* EXIT */.d.usage;
    }
    if (error instanceof InstallationError) {
        io.stderr(`gauntlet: ${error.message}\n`);
        return cli_io/* EXIT */.d.negative;
    }
    if ((0,errors/* isGauntletError */.xF)(error)) {
        io.stderr(`gauntlet: ${error.message}\n`);
        return error.category === "user" ? cli_io/* EXIT */.d.usage : cli_io/* EXIT */.d.negative;
    }
    io.stderr(`gauntlet: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return cli_io/* EXIT */.d.negative;
}


/***/ }),

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ namedRefs),
/* harmony export */   t: () => (/* binding */ CONFIG_PATH)
/* harmony export */ });
/* harmony import */ var _review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2047);
/**
 * What resolveReviewFlags asks git first, as pure functions of the flags: the
 * refs it resolves and where the configuration sits at the base. A lane or
 * gate job's head start (headStart.ts) asks the same before the command loads.
 */

/** The base branch's configuration, read at the base commit. */
const CONFIG_PATH = ".github/gauntlet.yml";
/** HEAD and the refs --head and --base name, once each, leaving out any that is not a revision (resolving it explains why). */
function namedRefs(flags) {
    const wellFormed = (ref) => {
        try {
            return (0,_review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(ref) === ref;
        }
        catch {
            return false;
        }
    };
    return [...new Set(["HEAD", flags.head, flags.base].filter((ref) => ref !== undefined && wellFormed(ref)))];
}


/***/ }),

/***/ 7679:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ RunAbortedError),
/* harmony export */   $w: () => (/* binding */ TemplateError),
/* harmony export */   HU: () => (/* binding */ NodeFault),
/* harmony export */   Hd: () => (/* binding */ formatIssue),
/* harmony export */   W9: () => (/* binding */ NodeFailedError),
/* harmony export */   XE: () => (/* binding */ isNodeFault),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   e4: () => (/* binding */ RunError),
/* harmony export */   h9: () => (/* binding */ GraphError),
/* harmony export */   xF: () => (/* binding */ isGauntletError),
/* harmony export */   xx: () => (/* binding */ GauntletError)
/* harmony export */ });
/**
 * Typed errors. Every error carries a stable `code`, a `category` that decides
 * the exit code and the wording, and a marker so it is recognised across
 * bundles where `instanceof` fails.
 *
 * - user:    bad input from a person (YAML, flags, config) — exit 2, fix the input.
 * - model:   the model misbehaved (schema violation, refusal, tool loop) — a node fault.
 * - runtime: a fault while running (timeout, crash, abort) — the run degrades.
 */
const MARKER = Symbol.for("review-gauntlet.error");
class GauntletError extends Error {
    code;
    category;
    [MARKER] = true;
    constructor(code, category, message, options) {
        super(message, options);
        this.code = code;
        this.category = category;
        this.name = new.target.name;
    }
}
function isGauntletError(value) {
    return typeof value === "object" && value !== null && value[MARKER] === true;
}
function formatIssue(issue) {
    return `${issue.file}:${issue.node}:${issue.field}: ${issue.message}`;
}
/** A graph file that cannot be loaded or does not validate. Lists every problem. */
class GraphError extends GauntletError {
    issues;
    constructor(issues) {
        super("GRAPH_INVALID", "user", issues.map(formatIssue).join("\n"));
        this.issues = issues;
    }
}
/** A strict template read a key that is not there. */
class TemplateError extends GauntletError {
    field;
    key;
    constructor(field, key, message) {
        super("TEMPLATE_MISSING_KEY", "runtime", message ?? `${field}: template reads {{${key}}}, which is not set`);
        this.field = field;
        this.key = key;
    }
}
/**
 * A node-level failure. Thrown by node executors (the LLM runner, scripts, tools)
 * and caught by the engine, which decides between re-attempt, fallback and
 * ending the run. `retryable` says whether another attempt may succeed:
 * timeouts, transient endpoint errors and invalid replies are; a 400, an auth
 * failure, an exhausted budget and a script crash are not.
 */
class NodeFault extends GauntletError {
    kind;
    retryable;
    constructor(kind, message, retryable, options) {
        super(`NODE_${kind.toUpperCase()}`, kind === "model" || kind === "schema" ? "model" : "runtime", message, options);
        this.kind = kind;
        this.retryable = retryable;
    }
}
function isNodeFault(value) {
    return isGauntletError(value) && typeof value.kind === "string" && "retryable" in value;
}
/** A node failed and had no fallback: the run ends. Carries what was computed. */
class NodeFailedError extends GauntletError {
    graph;
    failure;
    partialState;
    constructor(graph, failure, partialState) {
        super("NODE_FAILED", "runtime", `${graph}/${failure.node} failed after ${failure.attempts} attempt(s) (${failure.kind}): ${failure.message}`);
        this.graph = graph;
        this.failure = failure;
        this.partialState = partialState;
    }
}
/** The whole run was stopped: its wall-clock timeout, or cancellation (SIGINT/SIGTERM). */
class RunAbortedError extends GauntletError {
    reason;
    partialState;
    constructor(reason, message, partialState = {}) {
        super(reason === "timeout" ? "RUN_TIMEOUT" : reason === "budget" ? "RUN_BUDGET" : "RUN_CANCELLED", "runtime", message);
        this.reason = reason;
        this.partialState = partialState;
    }
}
/** The run broke a structural rule at run time (write conflict, loop cap, no end reached). */
class RunError extends GauntletError {
    partialState;
    constructor(code, message, partialState = {}) {
        super(code, "runtime", message);
        this.partialState = partialState;
    }
}
/** Message of any thrown value, without a stack trace. */
function messageOf(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}


/***/ }),

/***/ 5617:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ DirectoryGraphLibrary),
/* harmony export */   c: () => (/* binding */ shippedGraphsDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Where `agent:` names resolve: one folder of shipped graphs (dist/graphs in the
 * bundle). Never the repository under review, so a PR cannot change its own lanes.
 */



const NAME = /^[a-z0-9][a-z0-9_-]*$/;
class DirectoryGraphLibrary {
    dir;
    constructor(dir) {
        this.dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    }
    resolve(name) {
        if (!NAME.test(name))
            return undefined;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, `${name}.yaml`);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? file : undefined;
    }
    names() {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(this.dir))
            return [];
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(this.dir)
            .filter((f) => f.endsWith(".yaml"))
            .map((f) => f.slice(0, -".yaml".length))
            .sort();
    }
}
/**
 * The shipped graphs folder for a module: `graphs/` beside a bundle (dist/index.js),
 * or one level up (dist/cli/index.js, or src/*.ts running from source).
 */
function shippedGraphsDir(moduleUrl) {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(moduleUrl));
    for (const candidate of [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "graphs"), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "..", "graphs")]) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, "graphs");
}


/***/ }),

/***/ 3140:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ prefetchBaseMarkers),
/* harmony export */   DA: () => (/* binding */ baseMarkers),
/* harmony export */   Lp: () => (/* binding */ GENERATED_MARKER),
/* harmony export */   Ro: () => (/* binding */ existedAtBase),
/* harmony export */   hI: () => (/* binding */ markerCandidates)
/* harmony export */ });
/* harmony import */ var _generatedMarkers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9090);

/** The strict generator headers (generatedMarkers.ts), as git grep reads them. */
const GENERATED_MARKER = _generatedMarkers_js__WEBPACK_IMPORTED_MODULE_0__/* .GENERATED_MARKER_ERE */ .Ip;

/** The file sat at this same path, as a file of the same type, at the base (a modification or a deletion). */
function existedAtBase(file) {
    return file.status === "modified" || file.status === "deleted";
}
/** The changed paths whose base content is searched for a marker. */
function markerCandidates(entries) {
    return entries.filter((entry) => existedAtBase(entry)).map((entry) => entry.path);
}
/**
 * The generated-file marker each changed path had at the base, for the paths
 * that sat there (`existedAtBase`). It needs only the name-status listing, so
 * it runs while git is still producing the patch.
 */
async function baseMarkers(git, spec, entries, options = {}) {
    const markers = new Map();
    const candidates = markerCandidates(entries);
    if (candidates.length === 0)
        return markers;
    const base = await git.baseRevision(spec, options);
    for (const match of await git.grepAtRevision(base, GENERATED_MARKER, candidates, options)) {
        if (match.line <= _generatedMarkers_js__WEBPACK_IMPORTED_MODULE_0__/* .MARKER_LINES */ .V3 && !markers.has(match.path))
            markers.set(match.path, match.text.trim().slice(0, 80));
    }
    return markers;
}
/**
 * Starts the base-marker lookup of a diff whose answers git keeps (two full
 * object names, gitAnswers.ts) and returns at once: code review's read then
 * finds the merge base and the grep done. Any failure is left for that read.
 */
function prefetchBaseMarkers(git, spec) {
    git
        .diffNameStatus(spec)
        .then((entries) => baseMarkers(git, spec, entries))
        .catch(() => { });
}


/***/ }),

/***/ 9090:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ addedFileFirstLines),
/* harmony export */   Ip: () => (/* binding */ GENERATED_MARKER_ERE),
/* harmony export */   V3: () => (/* binding */ MARKER_LINES),
/* harmony export */   e3: () => (/* binding */ headerMarker)
/* harmony export */ });
/**
 * The header lines code generators write, strictly as each convention spells
 * it. A bare "DO NOT EDIT" is not one: hand-kept files say that too ("DO NOT
 * EDIT THIS FILE IN ECMANGEN.EXE"), and a loose marker is a way to have a file
 * read by fewer reviewers.
 *
 * - Go (go generate, go-swagger, sqlc, protoc-gen-go …): `// Code generated … DO NOT EDIT.`, the whole line;
 * - `@generated` in a comment (Meta's tools, Relay, Apollo);
 * - `<auto-generated>` (.NET, T4, Roslyn source generators);
 * - protoc: `Generated by the protocol buffer compiler.  DO NOT EDIT!`;
 * - swagger-codegen and OpenAPI Generator: `NOTE: This class is auto generated by …`;
 * - Apollo and GraphQL codegen: `This file was automatically generated and should not be edited.`
 *
 * One pattern for git grep at the base (POSIX ERE, baseMarkers.ts) and one for
 * a file's first added lines (JavaScript); test/review/generatedMarkers.test.ts
 * holds them to the same samples.
 */
/** A marker counts only in a file's first lines, where tools write it (OpenAPI Generator's note sits on line 9 or so). */
const MARKER_LINES = 12;
const BOM = "\uFEFF";
/** POSIX ERE for `git grep -E`: an optional UTF-8 BOM (one character or three bytes, whichever the locale reads), then a marker. */
const GENERATED_MARKER_ERE = [
    `^(${BOM})?(//|#) Code generated .* DO NOT EDIT\\.\r?$`,
    `^(${BOM})?[[:space:]]*(//+|#|/\\*+|\\*|--|;|<!--)[[:space:]]*@generated([^A-Za-z0-9_-]|$)`,
    `^(${BOM})?[[:space:]]*(//+|#|'|<!--)?[[:space:]]*<auto-generated([[:space:]]|>|/|$)`,
    `^(${BOM})?[[:space:]]*(//|#)[[:space:]]*Generated by the protocol buffer compiler\\.[[:space:]]+DO NOT EDIT!`,
    `^(${BOM})?[[:space:]]*(\\*|//|#)[[:space:]]*NOTE: This class is auto generated by (the swagger code generator program|OpenAPI Generator)`,
    `^(${BOM})?[[:space:]]*(//|#|\\*|/\\*)[[:space:]]*This file was automatically generated and should not be edited\\.`,
].join("|");
const GENERATED_MARKER_JS = new RegExp([
    String.raw `^\/\/ Code generated .* DO NOT EDIT\.$`,
    String.raw `^# Code generated .* DO NOT EDIT\.$`,
    String.raw `^\s*(?:\/\/+|#|\/\*+|\*|--|;|<!--)\s*@generated(?:[^A-Za-z0-9_-]|$)`,
    String.raw `^\s*(?:\/\/+|#|'|<!--)?\s*<auto-generated(?:\s|>|\/|$)`,
    String.raw `^\s*(?:\/\/|#)\s*Generated by the protocol buffer compiler\.\s+DO NOT EDIT!`,
    String.raw `^\s*(?:\*|\/\/|#)\s*NOTE: This class is auto generated by (?:the swagger code generator program|OpenAPI Generator)`,
    String.raw `^\s*(?:\/\/|#|\*|\/\*)\s*This file was automatically generated and should not be edited\.`,
].join("|"));
/** The marker line among a file's first lines, trimmed for the report; undefined when there is none. */
function headerMarker(firstLines) {
    for (const [index, raw] of firstLines.slice(0, MARKER_LINES).entries()) {
        let line = raw.replace(/\r$/, "");
        if (index === 0 && line.startsWith(BOM))
            line = line.slice(1);
        if (GENERATED_MARKER_JS.test(line))
            return line.trim().slice(0, 80);
    }
    return undefined;
}
/**
 * The head's first lines of a file the patch adds whole (`@@ -0,0 +1,N @@`),
 * as the patch shows them; none for any other patch.
 */
function addedFileFirstLines(patch) {
    const start = patch.search(/^@@ -0,0 \+1(?:,\d+)? @@/m);
    if (start < 0)
        return [];
    const lines = [];
    for (const line of patch.slice(start).split("\n").slice(1)) {
        if (!line.startsWith("+") || lines.length >= MARKER_LINES)
            break;
        lines.push(line.slice(1));
    }
    return lines;
}


/***/ }),

/***/ 2047:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ runDiffSpec),
/* harmony export */   EX: () => (/* binding */ parseDiffSpec),
/* harmony export */   F_: () => (/* binding */ runUntracked),
/* harmony export */   vp: () => (/* binding */ revisionArgs),
/* harmony export */   w3: () => (/* binding */ countsUntracked),
/* harmony export */   yr: () => (/* binding */ assertRevision)
/* harmony export */ });
/* unused harmony exports DiffSpecError, WORKTREE_SPEC, formatDiffSpec */
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7679);
/**
 * Diff specs: what a review compares. A spec arrives from a person (CLI flag),
 * an event, or a model's extraction, so it is validated as a bare revision
 * token before it reaches git: it must never be able to become a git option,
 * a path, or anything a shell would interpret.
 *
 * - `A...B`: B against the merge base of A and B (what a pull request adds);
 * - `A..B`:  B against A;
 * - `R`:     the working tree (tracked files) against R, like `git diff R`;
 * - `worktree`: uncommitted changes against HEAD, staged and unstaged; the
 *   signals and the diff readers also count untracked files (see
 *   signals/untracked.ts). A caller comparing the working tree with a ref
 *   (the CLI's --worktree) asks for them with the run fact `untracked_files`.
 */

/** A spec or revision that is not a bare revision token. A user error: fix the input. */
class DiffSpecError extends _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx {
    constructor(message) {
        super("DIFF_SPEC_INVALID", "user", message);
    }
}
const WORKTREE_SPEC = "worktree";
const MAX_REVISION_LENGTH = 256;
// Characters a shell, git's pathspec/revision syntax (`:path`, `:/search`) or
// an option parser would give meaning to, besides whitespace and control
// characters. `^ ~ @ { }` stay allowed: they are how people write HEAD~3,
// main^ and main@{upstream}.
const FORBIDDEN_PUNCTUATION = new Set(";|&$`<>()*?[]!'\"\\:#");
function forbiddenCharacter(text) {
    for (const char of text) {
        const code = char.charCodeAt(0);
        if (code < 0x20 || code === 0x7f || /\s/.test(char) || FORBIDDEN_PUNCTUATION.has(char))
            return char;
    }
    return undefined;
}
/** Why `revision` is not a bare revision token, or undefined when it is one. */
function revisionProblem(revision) {
    if (revision === "")
        return "it is empty";
    if (revision.length > MAX_REVISION_LENGTH)
        return `it is longer than ${MAX_REVISION_LENGTH} characters`;
    if (revision.startsWith("-"))
        return "it starts with '-', so git would read it as an option";
    const forbidden = forbiddenCharacter(revision);
    if (forbidden !== undefined)
        return `it contains ${JSON.stringify(forbidden)}`;
    if (revision.includes(".."))
        return "it contains '..' more than once";
    if (revision.startsWith(".") || revision.endsWith("."))
        return "it starts or ends with '.'";
    return undefined;
}
const HINT = 'Use a range such as "origin/main...HEAD" or "HEAD~3..HEAD", a single ref, or "worktree".';
/** Throws DiffSpecError unless `revision` is a single bare revision token. */
function assertRevision(revision) {
    const problem = revisionProblem(revision);
    if (problem)
        throw new DiffSpecError(`revision ${JSON.stringify(revision)} is not a bare revision token: ${problem}.`);
    return revision;
}
/** Parses and validates a diff spec. Throws DiffSpecError (category user). */
function parseDiffSpec(spec) {
    if (spec === WORKTREE_SPEC)
        return { kind: "worktree" };
    const separator = spec.includes("...") ? "..." : spec.includes("..") ? ".." : undefined;
    const sides = separator === undefined ? [spec] : splitOnce(spec, separator);
    // git reads an empty side of a range as HEAD ("main..." is "main...HEAD").
    const revisions = separator === undefined ? sides : sides.map((side) => (side === "" ? "HEAD" : side));
    for (const revision of revisions) {
        const problem = revisionProblem(revision);
        if (problem)
            throw new DiffSpecError(`diff spec ${JSON.stringify(spec)} is not a bare revision: ${problem}. ${HINT}`);
    }
    if (separator === undefined)
        return { kind: "ref", ref: spec };
    if (sides.every((side) => side === ""))
        throw new DiffSpecError(`diff spec ${JSON.stringify(spec)} names no revision. ${HINT}`);
    const [base, head] = revisions;
    return { kind: "range", base, head, mergeBase: separator === "..." };
}
function splitOnce(text, separator) {
    const at = text.indexOf(separator);
    return [text.slice(0, at), text.slice(at + separator.length)];
}
/** The revision arguments `git diff` takes for this spec, in canonical form. */
function revisionArgs(spec) {
    switch (spec.kind) {
        case "worktree":
            return ["HEAD"];
        case "ref":
            return [spec.ref];
        case "range":
            return [`${spec.base}${spec.mergeBase ? "..." : ".."}${spec.head}`];
    }
}
/** The spec written back as text, e.g. for a report. */
function formatDiffSpec(spec) {
    return spec.kind === "worktree" ? WORKTREE_SPEC : revisionArgs(spec)[0];
}
/**
 * The diff a run reviews: the caller's, fixed in the run context, when it set
 * one (no model output can move it); otherwise the graph state's own.
 */
function runDiffSpec(context, state) {
    const fixed = context.facts.diff_spec;
    if (typeof fixed === "string" && fixed !== "")
        return fixed;
    return typeof state.diff_spec === "string" && state.diff_spec !== "" ? state.diff_spec : WORKTREE_SPEC;
}
/**
 * Whether a diff counts untracked files as added: as `requested` when the
 * caller says (only a spec that reads the working tree can have any), else
 * only the `worktree` spec.
 */
function countsUntracked(spec, requested) {
    if (spec.kind === "range")
        return false;
    return requested ?? spec.kind === "worktree";
}
/** The caller's choice for the run, fixed in its facts; undefined leaves it to the spec. */
function runUntracked(context) {
    return typeof context.facts.untracked_files === "boolean" ? context.facts.untracked_files : undefined;
}


/***/ }),

/***/ 6240:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ diffLifetime),
/* harmony export */   Co: () => (/* binding */ isFullObjectName),
/* harmony export */   KF: () => (/* binding */ GitAnswers)
/* harmony export */ });
/* unused harmony export MAX_KEPT_ANSWER_CHARS */
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


/***/ }),

/***/ 3439:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ parsedSpec),
/* harmony export */   CN: () => (/* binding */ argumentBatches),
/* harmony export */   Hy: () => (/* binding */ diffArgs),
/* harmony export */   RT: () => (/* binding */ objectExistsArgs),
/* harmony export */   VO: () => (/* binding */ GREP_ARGUMENT_BYTES),
/* harmony export */   b8: () => (/* binding */ subcommandOf),
/* harmony export */   bR: () => (/* binding */ TOP_LEVEL),
/* harmony export */   kP: () => (/* binding */ grepArgs),
/* harmony export */   oy: () => (/* binding */ locateArgs),
/* harmony export */   zm: () => (/* binding */ mergeBaseArgs)
/* harmony export */ });
/* harmony import */ var _diffSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2047);
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
    return ["diff", ...DIFF_ARGS, ...format, "--end-of-options", ...(0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .revisionArgs */ .vp)(spec), "--", ...paths];
}
const TOP_LEVEL = ["rev-parse", "--show-toplevel"];
/** The top directory and the commits `refs` name, from one process (Git.locate). */
function locateArgs(refs) {
    return [...TOP_LEVEL, "--end-of-options", ...refs.map((ref) => `${(0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(ref)}^{commit}`), "--"];
}
function mergeBaseArgs(a, b) {
    return ["merge-base", "--end-of-options", (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(a), (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(b)];
}
/** Exits 0 when `<revision>:<path>` names an object. */
function objectExistsArgs(objectName) {
    return ["cat-file", "-e", "--end-of-options", objectName];
}
/** Lines matching `pattern` (extended, with -z separators) in `paths` at `revision`, which the caller has checked (assertRevision). */
function grepArgs(revision, pattern, paths) {
    // git grep reads no --end-of-options (2.39); assertRevision refuses a leading "-".
    return ["grep", "-z", "-n", "-E", "--no-color", "-e", pattern, revision, "--", ...paths];
}
function parsedSpec(spec) {
    return typeof spec === "string" ? (0,_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDiffSpec */ .EX)(spec) : spec;
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


/***/ }),

/***/ 5473:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sg: () => (/* binding */ exitsCleanly),
/* harmony export */   Wm: () => (/* binding */ grepOutput),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7679);
/** git's failures as typed errors, and git's "no" answers told apart from them. */

/** git exited non-zero or could not start. Runtime: the caller degrades. */
class GitError extends _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx {
    args;
    exitCode;
    stderr;
    constructor(args, exitCode, stderr, options) {
        const status = exitCode !== null ? `failed (exit ${exitCode})` : options?.signal ? `was stopped by ${options.signal}` : "could not run";
        const detail = stderrHead(stderr) || (options?.cause === undefined ? "" : (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(options.cause));
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


/***/ }),

/***/ 6269:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ defaultGitEnv),
/* harmony export */   p1: () => (/* binding */ startHeadStart),
/* harmony export */   y$: () => (/* binding */ DEFAULT_MAX_BUFFER),
/* harmony export */   yY: () => (/* binding */ takeHeadStart)
/* harmony export */ });
/* harmony import */ var _gitProcess_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6146);
/**
 * Git questions started before the client that asks them exists. A matrix
 * lane or gate job knows its commits from the matrix file before its command
 * and the review's modules load (about a third of a second), and git can
 * answer meanwhile. The first Git client on the same folder, with the default
 * environment, that asks the same question takes the answer over; nothing
 * else ever reads it. A question nobody asks costs one git process.
 */

/** The environment every Git client adds to the process's own (git.ts). */
function defaultGitEnv() {
    // No prompts for credentials, and no optional index writes (lock files) from read-only commands running beside the caller's own git use.
    return { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}
const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;
const started = new Map();
const keyOf = (cwd, args) => [cwd, ...args].join("\0");
/** Starts `git <args>` in `cwd` now, for a client to take over (takeHeadStart); returns its answer, which the caller may read too. */
function startHeadStart(cwd, args) {
    const key = keyOf(cwd, args);
    const running = started.get(key);
    if (running)
        return running;
    const settings = { cwd, env: defaultGitEnv(), maxBuffer: DEFAULT_MAX_BUFFER };
    const answer = (0,_gitProcess_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(settings, args);
    // Until someone takes it, a failure is nobody's: the taker gets it as its own, with git's reason.
    answer.catch(() => { });
    started.set(key, answer);
    return answer;
}
/** The answer to `git <args>` in `cwd` started earlier, once: the next ask runs git again. */
function takeHeadStart(cwd, args) {
    const key = keyOf(cwd, args);
    const answer = started.get(key);
    started.delete(key);
    return answer;
}


/***/ }),

/***/ 6678:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QD: () => (/* binding */ parseRawZ),
/* harmony export */   TC: () => (/* binding */ parseRawRecord),
/* harmony export */   Tp: () => (/* binding */ hasTwoPaths),
/* harmony export */   fs: () => (/* binding */ splitZ),
/* harmony export */   rd: () => (/* binding */ parseNameStatusZ),
/* harmony export */   sB: () => (/* binding */ parseNumstatZ)
/* harmony export */ });
/* unused harmony export changeStatus */
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7679);
/**
 * Parsers for git's NUL-separated (`-z`) diff output. With `-z` git writes
 * paths verbatim — spaces, quotes, tabs and unicode included — so nothing
 * here has to undo C-style quoting.
 */

const STATUS_BY_LETTER = {
    A: "added",
    M: "modified",
    D: "deleted",
    R: "renamed",
    C: "copied",
    T: "typechange",
    U: "unmerged",
};
/** Maps git's status field (`M`, `R086`, …) to a status word. */
function changeStatus(field) {
    return STATUS_BY_LETTER[field.charAt(0)] ?? "unknown";
}
/** Renames and copies carry two paths: the old one first. */
function hasTwoPaths(status) {
    return status === "renamed" || status === "copied";
}
/** Parses `git diff --name-status -z`. */
function parseNameStatusZ(output) {
    const fields = splitZ(output);
    const entries = [];
    for (let i = 0; i < fields.length;) {
        const field = fields[i++];
        const status = changeStatus(field);
        if (hasTwoPaths(status)) {
            const oldPath = fields[i++] ?? "";
            const path = fields[i++] ?? "";
            entries.push({ status, path, oldPath, similarity: Number(field.slice(1)) || 0 });
        }
        else {
            entries.push({ status, path: fields[i++] ?? "" });
        }
    }
    return entries;
}
/**
 * Parses `git diff --numstat -z`: `added\tremoved\tpath\0`, or for a rename
 * `added\tremoved\t\0old\0new\0`.
 */
function parseNumstatZ(output) {
    const fields = splitZ(output);
    const entries = [];
    for (let i = 0; i < fields.length;) {
        // Split at the first two tabs only: a path may hold tabs of its own (split's limit would drop its rest).
        const field = fields[i++];
        const first = field.indexOf("\t");
        const second = field.indexOf("\t", first + 1);
        const [added, removed, inlinePath] = [field.slice(0, first), field.slice(first + 1, second), field.slice(second + 1)];
        const binary = added === "-" && removed === "-";
        const counts = { added: binary ? null : Number(added), removed: binary ? null : Number(removed), binary };
        if (inlinePath !== "") {
            entries.push({ path: inlinePath, ...counts });
        }
        else {
            const oldPath = fields[i++] ?? "";
            entries.push({ path: fields[i++] ?? "", oldPath, ...counts });
        }
    }
    return entries;
}
function parseRawRecord(field) {
    const [oldMode = "", newMode = "", , , statusField = ""] = field.slice(1).split(" ");
    return { status: changeStatus(statusField), oldMode, newMode };
}
/** Splits NUL-terminated fields, dropping the empty field after the last NUL. */
function splitZ(output) {
    if (output === "")
        return [];
    const fields = output.split("\0");
    if (fields[fields.length - 1] === "")
        fields.pop();
    return fields;
}
/** Parses `git diff --raw -z`: per change a `:` record (modes, objects, status), then one or two paths verbatim. */
function parseRawZ(output) {
    const fields = splitZ(output);
    const changes = [];
    for (let i = 0; i < fields.length;) {
        const field = fields[i++];
        if (!field.startsWith(":"))
            throw new _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx("DIFF_UNREADABLE", "runtime", `unexpected git diff output: expected a change record, got ${JSON.stringify(field.slice(0, 80))}`);
        const record = parseRawRecord(field);
        const [, , oldObject = "", newObject = ""] = field.slice(1).split(" ");
        const paths = fields.slice(i, (i += hasTwoPaths(record.status) ? 2 : 1));
        const change = { ...record, path: paths[paths.length - 1] ?? "", oldObject, newObject };
        if (paths.length === 2)
            change.oldPath = paths[0];
        changes.push(change);
    }
    return changes;
}


/***/ }),

/***/ 6146:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  AK: () => (/* binding */ GLOBAL_ARGS),
  EO: () => (/* binding */ runGit),
  jR: () => (/* binding */ runGitBytes),
  t1: () => (/* binding */ streamGit),
  y7: () => (/* binding */ streamGitBytes)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
// EXTERNAL MODULE: ./src/review/git/gitError.ts
var gitError = __nccwpck_require__(5473);
;// CONCATENATED MODULE: ./src/review/git/gitProcess.ts
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
    return writesPatch(args) ? runGitToFile(settings, args, options) : execGit(settings, args, options);
}
/** `git <args>` through execFile; errors name the command as its caller asked it. */
function execGit(settings, args, options) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)("git", [...GLOBAL_ARGS, ...args], { cwd: settings.cwd, env: settings.env, maxBuffer: settings.maxBuffer, encoding: "utf8", signal: options.signal, windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve(stdout);
            if (options.signal?.aborted)
                return reject(options.signal.reason);
            const exitCode = typeof error.code === "number" ? error.code : null;
            reject(new gitError/* GitError */.XS(args, exitCode, stderr, { cause: error, signal: error.signal }));
        });
    });
}
/**
 * `git <args>`'s stdout as bytes, up to `maxBytes` (more is `truncated`): a
 * file's content, which must be decoded by what it is (llm/text/decode.ts),
 * never read as UTF-8 on the way in.
 */
function runGitBytes(settings, args, maxBytes, options = {}) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)("git", [...GLOBAL_ARGS, ...args], { cwd: settings.cwd, env: settings.env, maxBuffer: maxBytes, encoding: "buffer", signal: options.signal, windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ bytes: stdout, truncated: false });
            if (options.signal?.aborted)
                return reject(options.signal.reason);
            if (error.code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER")
                return resolve({ bytes: stdout.subarray(0, maxBytes), truncated: true });
            const exitCode = typeof error.code === "number" ? error.code : null;
            reject(new gitError/* GitError */.XS(args, exitCode, stderr.toString("utf8"), { cause: error, signal: error.signal }));
        });
    });
}
/** A `git diff` that prints patches: megabytes, for a large pull request. */
const writesPatch = (args) => args[0] === "diff" && args.includes("--patch");
/**
 * A patch goes to a private temporary file, not a pipe, and is read whole when
 * git exits. Through a pipe git writes 64 KB at a time and waits for this
 * process to read each: while it is busy (loading its modules, say) git
 * stalls. The file is at most the size of the changed text, which the
 * checkout holds already; beyond maxBuffer it is refused, as a pipe's output
 * would be.
 *
 * The file has no name while git writes it (anonymousFile), so nothing stays
 * on disk even when this process is killed outright: a cancelled job's
 * patches would otherwise pile up on a self-hosted runner.
 */
async function runGitToFile(settings, args, options) {
    // Made at once, not on the thread pool: git should start now, not when a busy event loop next turns.
    const file = anonymousFile();
    try {
        await spawnGit(settings, args, file.fd, options).exited;
        const size = (0,external_node_fs_.fstatSync)(file.fd).size;
        if (size > settings.maxBuffer)
            throw new gitError/* GitError */.XS(args, null, "", { cause: new Error(`its output of ${size} bytes is more than the ${settings.maxBuffer} allowed`) });
        // git wrote through its own copy of the descriptor, which moved the shared offset: read by position.
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const count = (0,external_node_fs_.readSync)(file.fd, bytes, read, size - read, read);
            if (count === 0)
                break;
            read += count;
        }
        return bytes.toString("utf8", 0, read);
    }
    finally {
        file.close();
    }
}
/**
 * A private file without a name: created in a private folder, then unlinked
 * and the folder removed, while the descriptor stays open. The kernel frees it
 * when the last descriptor closes, whatever ends this process. Where an open
 * file cannot be unlinked (Windows), it keeps its name until closed.
 */
function anonymousFile() {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "gauntlet-patch-"));
    const path = (0,external_node_path_.join)(dir, "patch");
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, "w+", 0o600);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        throw error;
    }
    let named = true;
    try {
        (0,external_node_fs_.unlinkSync)(path);
        (0,external_node_fs_.rmdirSync)(dir);
        named = false;
    }
    catch {
        // Removed after use instead.
    }
    return {
        fd,
        close: () => {
            (0,external_node_fs_.closeSync)(fd);
            if (named)
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        },
    };
}
/**
 * Runs `git <args>` and hands stdout to `sink` as decoded text while git is
 * still writing, so a large diff is parsed alongside git's own work and never
 * held whole. A sink that throws stops git and rejects with its error.
 */
async function streamGit(settings, args, sink, options = {}) {
    const decoder = new external_node_string_decoder_namespaceObject.StringDecoder("utf8");
    let last = "";
    const feed = (chunk) => {
        const text = decoder.write(chunk);
        if (text !== "")
            sink(text);
    };
    await streamGitBytes(settings, args, undefined, feed, options, () => {
        last = decoder.end();
    });
    if (last !== "")
        sink(last);
}
/**
 * Runs `git <args>` with `input` on its stdin (when given) and hands stdout to
 * `sink` as bytes while git is still writing. A sink that throws stops git and
 * rejects with its error; `atEnd` runs once git's output is complete.
 */
async function streamGitBytes(settings, args, input, sink, options = {}, atEnd = () => { }) {
    let failure;
    const { child, exited } = spawnGit(settings, args, "pipe", options, () => failure, input);
    child.stdout.on("data", (chunk) => {
        if (failure !== undefined || chunk.length === 0)
            return;
        try {
            sink(chunk);
        }
        catch (error) {
            failure = error;
            child.kill();
        }
    });
    await exited;
    if (failure !== undefined)
        throw failure;
    atEnd();
}
/**
 * Spawns `git <args>` with stdout to a pipe or an open file. `exited` settles
 * when git has exited and its output is complete: rejected with the abort
 * reason, the caller's own `failure` (a sink's error), or a GitError naming
 * `args` with git's exit and stderr.
 */
function spawnGit(settings, args, stdout, options, failure = () => undefined, input) {
    const child = (0,external_node_child_process_.spawn)("git", [...GLOBAL_ARGS, ...args], {
        cwd: settings.cwd,
        env: settings.env,
        signal: options.signal,
        stdio: [input === undefined ? "ignore" : "pipe", stdout, "pipe"],
        windowsHide: true,
    });
    if (input !== undefined) {
        // git may exit before it has read everything (a failure): its exit status says why, not the broken pipe.
        child.stdin.on("error", () => { });
        child.stdin.end(input);
    }
    const exited = new Promise((resolve, reject) => {
        let stderr = "";
        child.stderr.on("data", (chunk) => {
            if (stderr.length < STDERR_KEEP)
                stderr += chunk.toString("utf8");
        });
        child.on("error", (error) => reject(options.signal?.aborted ? options.signal.reason : new gitError/* GitError */.XS(args, null, stderr, { cause: error })));
        child.on("close", (code, signal) => {
            if (options.signal?.aborted)
                return reject(options.signal.reason);
            const own = failure();
            if (own !== undefined)
                return reject(own);
            if (code !== 0)
                return reject(new gitError/* GitError */.XS(args, code, stderr, { signal }));
            resolve();
        });
    });
    return { child, exited };
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The action's version; part of cache keys and the User-Agent. Kept equal to package.json by a test. */
const VERSION = "0.1.0";


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
