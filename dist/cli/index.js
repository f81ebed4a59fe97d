#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4876);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(311);
/**
 * The `gauntlet` CLI entry (bundled to dist/cli/index.js). It imports almost
 * nothing itself: each command, and the toolkit of graphs and scripts, loads
 * when used, so `gauntlet version` starts about as fast as node does.
 */



// Node 22.1+ caches compiled code across runs (the runner's node24); absent on Node 20, where this does nothing.
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}
async function loadToolkit() {
    const [{ DirectoryGraphLibrary, shippedGraphsDir }, { REPOSITORY_TOOL_NAMES }, { EXEC_TOOL }, { reviewScripts }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 617).then(__nccwpck_require__.bind(__nccwpck_require__, 5617)),
        Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(743), __nccwpck_require__.e(541)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2743)),
        Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(6), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(287)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6147)),
        Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(377)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7959)),
    ]);
    const graphsDir = shippedGraphsDir(import.meta.url);
    return {
        library: new DirectoryGraphLibrary(graphsDir),
        graphsDir,
        scripts: reviewScripts(),
        toolNames: [...REPOSITORY_TOOL_NAMES, EXEC_TOOL],
        version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x,
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
}, { version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x, load: loadToolkit });
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

/***/ 4876:
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
// A head start (headStart.ts) is imported first, so that git works while the command loads.
const COMMANDS = {
    review: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(893), __nccwpck_require__.e(325)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2325))).reviewCommand,
        summary: "review [--base REF] [--head REF|--worktree] [--plan FILE] [--config FILE] [--rigor R] [--security-posture P]\n" +
            "         [--lanes a,b] [--budget B] [--timeout-minutes N] [--json FILE] [--sarif FILE [--sarif-category NAME]]\n" +
            "                                the whole gauntlet on this checkout; --sarif writes SARIF 2.1.0 for code scanning\n" +
            '                                (category default "gauntlet"; see docs/sarif.md)',
    },
    plan: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(348), __nccwpck_require__.e(199), __nccwpck_require__.e(609)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6609))).planCommand,
        summary: "plan [same diff and context flags] [--matrix FILE [--shards N] [--lane-judgment]]\n" +
            "                                diff signals and lane selection, no model; --matrix writes the job matrix\n" +
            "                                (--lane-judgment adds the model's lane judgment; see docs/matrix.md)",
    },
    lane: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(572), __nccwpck_require__.e(942)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2667))).laneCommand,
        headStart: async (args, io) => void (await Promise.all(/* import() */[__nccwpck_require__.e(348), __nccwpck_require__.e(452)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8071))).startLaneHeadStart(args, io.cwd),
        summary: "lane <lane> --shard I/N --matrix FILE --out DIR [same diff, context and model flags]\n" +
            "                                one job of a matrix: writes DIR/<lane>-<I>-of-<N>.json, posts nothing",
    },
    gate: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(214), __nccwpck_require__.e(904), __nccwpck_require__.e(572), __nccwpck_require__.e(893), __nccwpck_require__.e(598)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5217))).gateCommand,
        headStart: async (args, io) => void (await Promise.all(/* import() */[__nccwpck_require__.e(348), __nccwpck_require__.e(452)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8071))).startGateHeadStart(args, io.cwd),
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
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(214), __nccwpck_require__.e(19)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7948))).runCommand,
        summary: "run <graph> [--prompt TEXT]   run any graph (a shipped name or a file) [--var k=v] [--diff SPEC] [--project-dir DIR]",
    },
    verify: {
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(798), __nccwpck_require__.e(815), __nccwpck_require__.e(744), __nccwpck_require__.e(6), __nccwpck_require__.e(608), __nccwpck_require__.e(991), __nccwpck_require__.e(743), __nccwpck_require__.e(926), __nccwpck_require__.e(348), __nccwpck_require__.e(959), __nccwpck_require__.e(199), __nccwpck_require__.e(214), __nccwpck_require__.e(827)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3412))).verifyCommand,
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
        // Best effort: without it the command asks git itself, and a chunk that will not load fails the command's own load below.
        await command.headStart?.(args, io).catch(() => { });
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

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

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
