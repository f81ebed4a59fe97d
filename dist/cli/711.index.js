export const id = 711;
export const ids = [711,541];
export const modules = {

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ createPathMatcher)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Glob lists matched the way .gitignore and `grep --include` users expect: a
 * pattern without a slash matches a file's name at any depth (`*.pem`), a
 * pattern with a slash matches the whole workspace-relative path
 * (`deploy/*.yml`). picomatch's own `basename` option applies to
 * every pattern, slashed or not, so the split is done here.
 */

/**
 * Returns a matcher that gives the first pattern matching a posix relative
 * path. `nocase` suits a denylist: on a case-insensitive file system (macOS
 * runners) `.ENV` opens `.env`.
 */
function createPathMatcher(patterns, options = {}) {
    const compiled = patterns.map((pattern) => {
        const normalized = pattern.replace(/^\.\//, "");
        const byName = !normalized.includes("/");
        return { pattern, byName, test: picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, { dot: true, nocase: options.nocase ?? false }) };
    });
    return (relPath) => {
        const name = relPath.slice(relPath.lastIndexOf("/") + 1);
        for (const { pattern, byName, test } of compiled) {
            if (test(byName ? name : relPath))
                return pattern;
        }
        return undefined;
    };
}


/***/ }),

/***/ 8700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ DEFAULT_SECRET_FILES),
/* harmony export */   Ty: () => (/* binding */ hasSourceExtension),
/* harmony export */   uA: () => (/* binding */ createWithheldMatcher)
/* harmony export */ });
/* harmony import */ var _pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1620);
/**
 * Which files are withheld from the model: true secret files, never code.
 *
 * The default list names secret file types only (`.env*`, keys, certificates,
 * credential stores). A file whose name merely looks sensitive but has a
 * source extension (`credentials.ts`, `.env.js`, `secret_key.py`) is code: it
 * is reviewed, and its secret-shaped values are redacted like any other text.
 * Otherwise a pull request could hide code by naming it like a secret.
 *
 * The base branch's configuration may withhold more (`denylist:`), any file
 * at all: that is the base's decision, not the pull request's. It adds to the
 * default protection and never removes it.
 */

/** Secret file types withheld by default. A pattern without `/` matches a file name at any depth. */
const DEFAULT_SECRET_FILES = [
    ".env",
    ".env.*",
    "*.env",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.jks",
    "*.keystore",
    "*.crt",
    "*.cer",
    "*.der",
    "*.kdbx",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".git-credentials",
    ".htpasswd",
    ".dockercfg",
    "*.tfstate",
    "*.tfstate.backup",
    "credentials",
    "credentials.*",
];
/** Extensions of code and templates: a file with one of these is reviewed whatever its name, since it can run. */
const SOURCE_EXTENSIONS = new Set(("ts tsx mts cts js jsx mjs cjs py pyi go rb java kt kts scala groovy cs fs vb php rs ex exs swift c cc cpp cxx h hpp " +
    "m mm pl pm lua dart vue svelte sh bash zsh fish ps1 psm1 bat cmd sql r jl erl hrl clj cljs hs ml zig nim tf hcl " +
    "erb ejs hbs handlebars mustache njk jinja jinja2 j2 twig liquid html htm xhtml jsp asp aspx cshtml razor phtml mdx").split(" "));
function hasSourceExtension(relPath) {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    const dot = name.lastIndexOf(".");
    return dot > 0 && SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
/**
 * `nocase`: on a case-insensitive file system (macOS runners) `.ENV` opens `.env`.
 * `configured` are the base configuration's extra patterns, applied as written.
 */
function createWithheldMatcher(configured = []) {
    const defaults = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(DEFAULT_SECRET_FILES, { nocase: true });
    const extra = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(configured, { nocase: true });
    return (relPath) => {
        const byBase = extra(relPath);
        if (byBase !== undefined)
            return { pattern: byBase, by: "base configuration denylist" };
        const byDefault = defaults(relPath);
        if (byDefault !== undefined && !hasSourceExtension(relPath))
            return { pattern: byDefault, by: "default secret files" };
        return undefined;
    };
}


/***/ }),

/***/ 9546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ToolRefusal),
/* harmony export */   j: () => (/* binding */ isToolRefusal)
/* harmony export */ });
const REFUSAL = Symbol.for("review-gauntlet.tool-refusal");
class ToolRefusal extends Error {
    [REFUSAL] = true;
    constructor(message) {
        super(message);
        this.name = "ToolRefusal";
    }
}
function isToolRefusal(value) {
    return typeof value === "object" && value !== null && value[REFUSAL] === true;
}


/***/ }),

/***/ 8116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ openWorkspaceFile),
/* harmony export */   HQ: () => (/* binding */ openResolvedFile),
/* harmony export */   YY: () => (/* binding */ isBinaryFile),
/* harmony export */   uM: () => (/* binding */ binaryNotice),
/* harmony export */   v0: () => (/* binding */ NON_BLOCKING_READ_FLAGS)
/* harmony export */ });
/* unused harmony export BINARY_SNIFF_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9546);
/**
 * Opening a workspace file for reading, after the sandbox has approved its path.
 */



/** Git and grep call a file binary when its head holds a NUL byte; so do we. */
const BINARY_SNIFF_BYTES = 8 * 1024;
/**
 * How every PR-controlled path is opened: never through a symlink in the last
 * component, never blocking (a FIFO's open would wait for a writer), and
 * never taking a terminal as the controlling one.
 */
const NON_BLOCKING_READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * Opens the file `userPath` names, or throws a ToolRefusal. The caller closes
 * the handle. O_NONBLOCK keeps a FIFO from hanging the open; fstat on the
 * opened descriptor then refuses anything that is not a regular file.
 */
async function openWorkspaceFile(sandbox, userPath) {
    const realPath = await sandbox.resolve(userPath);
    return openResolvedFile(sandbox, realPath, userPath);
}
/** As openWorkspaceFile, for a path the sandbox already resolved (a directory walk's file). */
async function openResolvedFile(sandbox, realPath, userPath) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(realPath, NON_BLOCKING_READ_FLAGS);
    }
    catch (error) {
        if (error.code === "EISDIR")
            throw directoryRefusal(sandbox, userPath);
        throw sandbox.fileSystemRefusal(userPath, error);
    }
    try {
        const stats = await handle.stat();
        if (stats.isDirectory())
            throw directoryRefusal(sandbox, userPath);
        if (!stats.isFile())
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is not a regular file`);
        return { handle, realPath, relPath: sandbox.relative(realPath), size: stats.size };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}
function directoryRefusal(sandbox, userPath) {
    return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is a directory; use fs_ls or fs_glob to list it`);
}
/** True when the file's first BINARY_SNIFF_BYTES hold a NUL byte. */
async function isBinaryFile(handle) {
    const head = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, BINARY_SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead).includes(0);
}
/** The text a tool returns for a binary file: its size, never its bytes. */
function binaryNotice(relPath, size) {
    return `[binary file ${relPath}, ${size} bytes; contents not shown]`;
}


/***/ }),

/***/ 4852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ codeReviewRenderInputSchema)
/* harmony export */ });
/* unused harmony exports reviewFindingSchema, rawReviewFindingSchema, fileStatSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/**
 * What the code-review report is rendered from, as one value: gathered from
 * the lane's state by `render`, and, for a matrix, merged from the shards'
 * copies by the gate. Its zod schema is part of the partial result's contract.
 */


const line = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
const reviewFindingSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    lane: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    start_line: line,
    end_line: line,
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    location_valid: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The (global) chunk the finding was first reported in: the gate orders shards' findings by it. */
    chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).optional(),
});
/** A finding before duplicates merge, with the verdict of the merged finding (`group`) it went into. */
const rawReviewFindingSchema = reviewFindingSchema.extend({
    chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    /** Its place in its job's list: chunk order, then the chunk's own order. */
    order: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    group: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const fileStatSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), additions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), deletions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() });
const chunkPaths = { chunk: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1), paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) };
const codeReviewRenderInputSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Every finding in collect's order, with its verifier verdict applied (FALSE ones are the dropped). */
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(reviewFindingSchema),
    /** The same findings before duplicates merged: a matrix gate merges these once, in global chunk order. */
    raw_findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(rawReviewFindingSchema),
    /** How many chunks the run planned (global: a matrix shard counts the whole matrix's), for the gate's coverage check. */
    chunk_count: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    file_stats: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fileStatSchema),
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    over_budget: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["over budget", "review failed"]) })),
    failed_chunks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...chunkPaths, note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    walkthrough: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ ...chunkPaths, summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    diff_error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Why the finding verifier itself failed, if it did. */
    verifier_fault: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    budget_exhausted: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    rigor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ VERIFIER_VERDICTS),
/* harmony export */   fF: () => (/* reexport safe */ _engine_index_js__WEBPACK_IMPORTED_MODULE_0__.ub),
/* harmony export */   jr: () => (/* binding */ VERIFIED_SEVERITIES),
/* harmony export */   ls: () => (/* binding */ CODE_REVIEW_SEVERITIES),
/* harmony export */   nM: () => (/* binding */ parseLineRange),
/* harmony export */   pe: () => (/* binding */ normalizeVerdict),
/* harmony export */   rk: () => (/* binding */ faultNote)
/* harmony export */ });
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3991);
/** The review domain's shared vocabulary: findings, severities and verifier verdicts. */

const CODE_REVIEW_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"];
/** Severities the finding verifier checks; the others are kept UNCHECKED. */
const VERIFIED_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING"];
const VERIFIER_VERDICTS = ["VERIFIED", "FALSE", "UNVERIFIABLE"];

function faultNote(graph, node, kind, message) {
    return (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pipelineFaultText */ .sm)({ graph, node, kind, message });
}
/** Parses "12-18" or "12" into an inclusive range. */
function parseLineRange(lines) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(lines);
    if (!match)
        return undefined;
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : start;
    return start >= 1 && end >= start ? { start, end } : undefined;
}
/**
 * Any value in a verdict slot, as a well-formed record. A slot that is not a
 * verdict (a failed branch, a gap) becomes UNVERIFIABLE with a PIPELINE-FAULT
 * note: a fault never reads as VERIFIED or FALSE.
 */
function normalizeVerdict(slot, item) {
    const record = slot;
    if (record && typeof record === "object" && !record.failed && VERIFIER_VERDICTS.includes(record.verdict)) {
        return {
            id: item.id,
            verdict: record.verdict,
            evidence: typeof record.evidence === "string" ? record.evidence : "",
            note: typeof record.note === "string" ? record.note : "",
        };
    }
    const note = record && typeof record === "object" && record.failed
        ? faultNote("finding-verifier", record.node ?? "verify_one", record.kind ?? "crash", record.message ?? "branch failed")
        : faultNote("finding-verifier", "verify_each", "crash", "no verdict was returned for this finding");
    return { id: item.id, verdict: "UNVERIFIABLE", evidence: "", note };
}


/***/ }),

/***/ 3859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ forcedLaneList),
/* harmony export */   O6: () => (/* binding */ gateOptions),
/* harmony export */   QV: () => (/* binding */ normalizePosture),
/* harmony export */   Zj: () => (/* binding */ gauntletIntake),
/* harmony export */   dJ: () => (/* binding */ normalizeRigor),
/* harmony export */   fb: () => (/* binding */ RIGORS),
/* harmony export */   wB: () => (/* binding */ POSTURES)
/* harmony export */ });
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8290);
/* harmony import */ var _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7261);
/* harmony import */ var _matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2335);
/**
 * intake (the gauntlet's start): a structured request from the action or the
 * CLI seeds the parse fields with no model call, because a model copying a SHA
 * or a plan can garble it. Free text goes on to the llm parse.
 */



const RIGORS = ["poc", "prototype", "production"];
const POSTURES = ["prototype", "standard", "hardened"];
const canonical = (value) => (typeof value === "string" ? value.trim().toLowerCase() : "");
/**
 * An unknown rigor or posture reads as the default, never as something looser.
 * Case and spacing don't matter: a model's "Hardened" is hardened, not standard.
 */
function normalizeRigor(value) {
    const word = canonical(value);
    return RIGORS.includes(word) ? word : "production";
}
function normalizePosture(value) {
    const word = canonical(value);
    return POSTURES.includes(word) ? word : "standard";
}
/** The gates' reading of the request: normalized, whichever way (intake or parse) it arrived. */
function gateOptions(state) {
    return { rigor: normalizeRigor(state.rigor), posture: normalizePosture(state.security_posture) };
}
/** Forced lanes as a list, from a list or a comma-separated string; anything else forces nothing. */
function forcedLaneList(value) {
    if (Array.isArray(value))
        return value.map(String);
    if (typeof value === "string")
        return value.split(/[,\s]+/).filter((name) => name !== "");
    return [];
}
const gauntletIntake = {
    reads: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({ request: true, initial_prompt: true, diff_spec: true, rigor: true, security_posture: true }).shape,
    writes: _stateSchema_js__WEBPACK_IMPORTED_MODULE_0__/* .gauntletState */ .A.pick({
        diff_spec: true,
        plan_context: true,
        rigor: true,
        security_posture: true,
        probe_context: true,
        forced_lanes: true,
        extra_context: true,
        gauntlet_started_at: true,
    }).shape,
    // build_items: a matrix lane job, whose selection the plan recorded (no signals, no model).
    // verdict_gate: a matrix gate, which runs no lane (its caller seeds their merged outcomes).
    routes: ["signals", "parse", "build_items", "verdict_gate"],
    run: ({ state, context }) => {
        const started = context.clock.now();
        const request = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1)(state, "request");
        const prompt = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(state, "initial_prompt");
        if (Object.keys(request).length === 0 && prompt.trim() !== "")
            return { gauntlet_started_at: started, _next: "parse" };
        const text = (key, fallback = "") => (typeof request[key] === "string" ? request[key] : fallback);
        return {
            diff_spec: text("diff_spec", (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(state, "diff_spec", "worktree")),
            plan_context: text("plan_context"),
            rigor: normalizeRigor(request.rigor ?? state.rigor),
            security_posture: normalizePosture(request.security_posture ?? state.security_posture),
            probe_context: text("probe_context"),
            forced_lanes: forcedLaneList(request.forced_lanes),
            extra_context: text("extra_context"),
            gauntlet_started_at: started,
            _next: (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isMatrixGate */ .Do)(context.facts) ? "verdict_gate" : (0,_matrix_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixJobFact */ .vX)(context.facts) ? "build_items" : "signals",
        };
    },
};


/***/ }),

/***/ 273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ laneOutcomeSchema)
/* harmony export */ });
/* unused harmony exports laneFindingSchema, laneVerdictSchema, laneFaultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3798);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(872);
/**
 * A lane's outcome as a typed value. The lane's branch reads its model's
 * verdict text into one of these exactly once (read_lane, or lane_fault for a
 * dead lane); the retry and verdict gates decide from it, and text is
 * rendered from it only at the edge (report, check, comment). The zod
 * schemas are the state contract: a slot that does not parse is a fault.
 */




const count = zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0);
const laneName = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci);
const laneFindingSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC),
    path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    end_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    claim: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n([..._findings_js__WEBPACK_IMPORTED_MODULE_0__/* .VERIFIER_VERDICTS */ .As, "UNCHECKED"]),
    evidence: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Whether the location is in the diff and exists (code review checks this; the others' are checked later). */
    location_valid: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    replacement: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
/** What the code-review lane's structured result says, beside its report. */
const codeReviewResultSummary = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]).nullable(),
    critical: count,
    coverage: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        complete: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        not_reviewed: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })),
        skipped: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })),
    })
        .nullable(),
});
const securityCounts = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ critical: count, high: count, medium: count, low: count });
const laneVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("lane", [
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("code-review"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "BLOCKED"]),
        /** Some verdict line says BLOCKED: the stricter reading wins over the last line. */
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        /** From the summary line; without it, every 🔴 in the report. */
        critical: count,
        coverage: zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("complete") }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("partial"), detail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("missing") }),
        ]),
        result: codeReviewResultSummary.nullable(),
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("security"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "FAIL"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        /** Severity lines on the raw report, and on the plain copy the findings are named from. */
        counts: securityCounts,
        plain_counts: securityCounts,
        posture_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("adversary"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["CONFORMS", "DIVERGES"]),
        blocking_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        degraded: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ met: count, partial: count, unmet: count, diverged: count }).nullable(),
        /** Criterion lines marked Unmet or Diverged, whatever the tally says. */
        marked: count,
        findings: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(laneFindingSchema),
    }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        lane: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("probe"),
        verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["PASS", "FAIL", "INCONCLUSIVE"]),
        fail_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        inconclusive_line: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
        /** The last verdict line's words after INCONCLUSIVE. */
        note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    }),
]);
const laneFaultSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("kind", [
    /** The lane's agent node (or its branch) failed; `retryable` null when the record does not say. */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("node_failed"), node: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), failure_kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), retryable: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().nullable() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("missing_sentinel"), sentinel: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    /** The lane's own verdict line records an inner fault ("(degraded: …)"). */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("inner"), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("partial_coverage"), detail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("never_reported") }),
    /** A matrix job of the lane has no usable partial result, or its own fault (`job`: "code-review 2/3"). */
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("matrix_job"), job: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
]);
const reported = { lane: laneName, report: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() };
/** What a lane's map slot holds once its branch has read it. */
const laneOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt("state", [
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("completed"), verdict: laneVerdictSchema }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("faulted"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ ...reported, state: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz("degraded"), verdict: laneVerdictSchema.nullable(), fault: laneFaultSchema }),
]);


/***/ }),

/***/ 7292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ LANES),
/* harmony export */   O6: () => (/* binding */ LANE_AGENT_ATTEMPTS),
/* harmony export */   OW: () => (/* binding */ LANE_SPECS),
/* harmony export */   f1: () => (/* binding */ laneByName),
/* harmony export */   p1: () => (/* binding */ GATES_SHARE),
/* harmony export */   zU: () => (/* binding */ normalizeLanes)
/* harmony export */ });
/** The gauntlet's four lanes and the state keys each one's map uses. */
const LANES = ["code-review", "adversary", "security", "probe"];
const SEED_RUN_SECONDS = 69_600;
/** Each lane's agent node's max_attempts: one pass of a stalled lane costs this many lane timeouts. */
const LANE_AGENT_ATTEMPTS = 2;
/** The retry and verdict gates' own timeouts (30 s + 60 s of the 1800 s run), kept free after a re-run pass. */
const GATES_SHARE = 90 / 1800;
const LANE_SPECS = {
    "code-review": {
        name: "code-review",
        map: "map_code_review",
        agent: "run_code_review",
        graph: "code-reviewer",
        items: "code_review_items",
        results: "code_review_results",
        flag: "add_code_review",
        timeoutShare: 11_400 / SEED_RUN_SECONDS,
    },
    adversary: {
        name: "adversary",
        map: "map_adversary",
        agent: "run_adversary",
        graph: "adversary",
        items: "adversary_items",
        results: "adversary_results",
        flag: "add_adversary",
        timeoutShare: 9_600 / SEED_RUN_SECONDS,
    },
    security: {
        name: "security",
        map: "map_security",
        agent: "run_security",
        graph: "security-reviewer",
        items: "security_items",
        results: "security_results",
        flag: "add_security",
        timeoutShare: 7_200 / SEED_RUN_SECONDS,
    },
    probe: {
        name: "probe",
        map: "map_probe",
        agent: "run_probe",
        graph: "probe",
        items: "probe_items",
        results: "probe_results",
        flag: "add_probe",
        timeoutShare: 7_200 / SEED_RUN_SECONDS,
    },
};
const ALIASES = {
    "code-review": "code-review",
    code_review: "code-review",
    codereview: "code-review",
    "code-reviewer": "code-review",
    review: "code-review",
    code: "code-review",
    adversary: "adversary",
    adversarial: "adversary",
    plan: "adversary",
    conformance: "adversary",
    "plan-conformance": "adversary",
    security: "security",
    "security-review": "security",
    "security-reviewer": "security",
    sec: "security",
    probe: "probe",
    "usage-probe": "probe",
};
/** A lane by any of its common names, or undefined. */
function laneByName(name) {
    return ALIASES[name.trim().toLowerCase()];
}
/** Forced lane names split into known lanes and unknown words. */
function normalizeLanes(names) {
    const lanes = new Set();
    const unknown = [];
    for (const raw of names) {
        const lane = typeof raw === "string" ? laneByName(raw) : undefined;
        if (lane)
            lanes.add(lane);
        else
            unknown.push(String(raw));
    }
    return { lanes: LANES.filter((l) => lanes.has(l)), unknown };
}


/***/ }),

/***/ 2993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ lanesSummary),
/* harmony export */   i: () => (/* binding */ selectLanes)
/* harmony export */ });
/* harmony import */ var _intake_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3859);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/**
 * The deterministic lane floor, and the only ways to widen it: the model's
 * add_* flags, forced lanes, unavailable signals and the default_lanes
 * fallback. Nothing here can remove a lane the floor selected.
 */


function selectLanes(input) {
    const { signals } = input;
    const forced = (0,_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeLanes */ .zU)(input.forced_lanes);
    const notes = forced.unknown.length > 0 ? [`unknown forced lane(s) ignored: ${forced.unknown.join(", ")}`] : [];
    const why = { "code-review": ["always runs"], adversary: [], security: [], probe: [] };
    if (input.plan_context.trim() !== "")
        why.adversary.push("a plan or spec is present");
    // Unavailable signals raise every flag so that selection widens: those flags were not observed, so they give no reason.
    const observed = !signals.signals_error;
    const surface = [signals.touches_auth && "auth", signals.touches_deps && "dependencies", signals.touches_exec && "exec"].filter(Boolean);
    if (observed && surface.length > 0)
        why.security.push(`attack-surface signals: ${surface.join(", ")}`);
    if ((0,_intake_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePosture */ .QV)(input.security_posture) === "hardened")
        why.security.push("hardened posture");
    if (signals.signals_error) {
        for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci)
            why[lane].push("signals unavailable (selection widens)");
    }
    const hasRecipe = input.probe_context.trim() !== "";
    // Without a recipe the surface still counts, so the probe is listed as skipped (and why), not as unneeded.
    if (observed && signals.consumer_surface)
        why.probe.push("consumer-facing surface changed");
    for (const lane of _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci) {
        if (input.add[lane])
            why[lane].push(input.addedBy ?? "added by lane judgment");
        if (forced.lanes.includes(lane))
            why[lane].push("forced");
    }
    const choices = _lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci.map((lane) => {
        const reasons = why[lane];
        if (lane === "probe" && reasons.length > 0) {
            // The probe runs PR code: never for an untrusted head, never without a recipe.
            if (input.untrusted_head)
                return { lane, selected: false, reason: `skipped (untrusted context: ${reasons.join("; ")})` };
            if (!hasRecipe)
                return { lane, selected: false, reason: `skipped (no local-run recipe in the base-branch configuration: ${reasons.join("; ")})` };
        }
        return reasons.length > 0 ? { lane, selected: true, reason: reasons.join("; ") } : { lane, selected: false, reason: "not selected" };
    });
    return { choices, notes };
}
/** The selection as the report's "Lane selection" section shows it. */
function lanesSummary(choices, notes, judgment = "", degraded = "") {
    return [
        ...choices.map((c) => `- ${c.lane}: ${c.selected ? "selected" : "not run"} — ${c.reason}`),
        ...(judgment ? [`- lane judgment: ${judgment.replace(/\n+/g, "; ")}`] : []),
        ...notes.map((n) => `- note: ${n}`),
        ...(degraded ? [`- degraded: ${degraded}`] : []),
    ].join("\n");
}


/***/ }),

/***/ 872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ securityThreshold),
/* harmony export */   Z2: () => (/* binding */ securitySeverityOf),
/* harmony export */   az: () => (/* binding */ codeReviewSeverityOf),
/* harmony export */   b6: () => (/* binding */ securityEmoji),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   yi: () => (/* binding */ severityLabel)
/* harmony export */ });
/* unused harmony exports SECURITY_SEVERITIES, severityOfLabel */
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7212);
/**
 * Severity as a type. The lanes' reports write severities as emoji (the
 * seed's model-facing contract); they are read into a Severity once, the gate
 * decides from it, and the lane's own label is rendered back only for display.
 */

const SEVERITIES = ["critical", "high", "medium", "low", "warning", "suggestion", "nitpick", "complaint"];
const SECURITY_SEVERITIES = ["critical", "high", "medium", "low"];
const SECURITY_EMOJI = { critical: "🔴", high: "🟠", medium: "🟡", low: "🟢" };
const CODE_REVIEW_LEVELS = {
    "🔴 CRITICAL": "critical",
    "🟡 WARNING": "warning",
    "🟢 SUGGESTION": "suggestion",
    "💡 NITPICK": "nitpick",
};
const COMPLAINT_LABEL = "⚠ COMPLAINT";
/** The security severities that block at a posture (an unknown posture reads as standard). */
function securityThreshold(posture) {
    if (posture === "prototype")
        return ["critical"];
    if (posture === "hardened")
        return ["critical", "high", "medium"];
    return ["critical", "high"];
}
function securitySeverityOf(emoji) {
    return SECURITY_SEVERITIES.find((level) => SECURITY_EMOJI[level] === emoji);
}
function securityEmoji(severity) {
    return SECURITY_EMOJI[severity];
}
/** A code-review label ("🔴 CRITICAL") as a Severity; anything else is not a code-review severity. */
function codeReviewSeverityOf(label) {
    const known = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => l === label);
    return known ? CODE_REVIEW_LEVELS[known] : undefined;
}
/** The lane's own label for a severity, as reports and annotations show it. */
function severityLabel(lane, severity) {
    if (severity === "complaint")
        return COMPLAINT_LABEL;
    const security = SECURITY_SEVERITIES.find((level) => level === severity);
    if (lane === "security" && security)
        return SECURITY_EMOJI[security];
    const label = _findings_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_REVIEW_SEVERITIES */ .ls.find((l) => CODE_REVIEW_LEVELS[l] === severity);
    return label ?? severity;
}
/** A displayed label back as a Severity, for the lane that wrote it. */
function severityOfLabel(lane, label) {
    if (label === COMPLAINT_LABEL)
        return "complaint";
    return lane === "security" ? securitySeverityOf(label) : codeReviewSeverityOf(label);
}


/***/ }),

/***/ 8290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g1: () => (/* binding */ record),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   lc: () => (/* binding */ bool),
/* harmony export */   p_: () => (/* binding */ list)
/* harmony export */ });
const str = (state, key, fallback = "") => (typeof state[key] === "string" ? state[key] : fallback);
const bool = (state, key) => state[key] === true;
const list = (state, key) => (Array.isArray(state[key]) ? state[key] : []);
const record = (state, key) => state[key] && typeof state[key] === "object" && !Array.isArray(state[key]) ? state[key] : {};


/***/ }),

/***/ 7261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ gauntletState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3798);
/* harmony import */ var _laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(273);
/* harmony import */ var _lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);
/**
 * The review-gauntlet graph's state, as one zod schema. The graph's
 * initial_state is checked against it when the graph loads, and every gauntlet
 * script declares its reads and writes as picks of it, so the YAML and the
 * TypeScript cannot drift apart.
 */



const text = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP();
const flag = zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY();
const laneName = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .LANES */ .Ci);
/** What `state_updates: {key: "{{failure}}"}` leaves: "" on success, the engine's failure record after a fallback. */
const recordedFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(""), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
/** An llm node's `{{output}}`: its validated object on success, PIPELINE-FAULT text after a fallback. */
const recordedOutput = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())]);
const laneItems = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }));
/** The engine's record of a map branch that failed with no fallback. */
const branchFailure = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true), node: text, kind: text, message: text }).loose();
/** A lane's map slots: the lane's typed outcome, or the engine's record of a branch that failed. */
const laneSlots = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, branchFailure]));
/** What a lane's agent node leaves for read_lane: its report, its structured result, "" or its failure. */
const agentSlot = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ report: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), result: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(), failure: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J() }).loose();
const gauntletState = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    // Seeded by the engine: the caller's prompt and the graph's variables.
    initial_prompt: text,
    project_dir: text,
    verification_commands: text,
    request: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    retry_notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    diff_spec: text,
    plan_context: text,
    rigor: text,
    security_posture: text,
    probe_context: text,
    extra_context: text,
    rules: text,
    forced_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_started_at: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0),
    changed_files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    file_count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    signals_summary: text,
    signals_error: text,
    signals_failure: recordedFailure,
    signal_evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), text),
    touches_auth: flag,
    touches_deps: flag,
    touches_exec: flag,
    touches_proto: flag,
    touches_migrations: flag,
    consumer_surface: flag,
    docs_only: flag,
    add_code_review: flag,
    add_adversary: flag,
    add_security: flag,
    add_probe: flag,
    lane_reasons: text,
    parse_failure: recordedOutput,
    select_lanes_failure: recordedOutput,
    lanes_degraded: text,
    lane_selection: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, selected: flag, reason: text })),
    lanes_summary: text,
    code_review_items: laneItems,
    adversary_items: laneItems,
    security_items: laneItems,
    probe_items: laneItems,
    /** Branch-local: the lane's item, and what its agent node or lane_fault leaves for the map. */
    lane_ctx: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lane: laneName, attempt: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), reason: text }),
    lane_out: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([_laneOutcome_js__WEBPACK_IMPORTED_MODULE_0__/* .laneOutcomeSchema */ .Cz, agentSlot]),
    code_review_results: laneSlots,
    adversary_results: laneSlots,
    security_results: laneSlots,
    probe_results: laneSlots,
    lane_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1)),
    kept_results: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), laneSlots),
    retry_lanes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    review_incomplete: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(laneName),
    retry_gate_fault: recordedFailure,
    /** A matrix gate's problems no lane owns (a file that is not a partial, a job not in the matrix), as PIPELINE-FAULT lines. */
    matrix_faults: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(text),
    gauntlet_verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["", "PASS", "BLOCKED"]),
    gauntlet_report: text,
    gauntlet_incomplete_line: text,
    gauntlet_result: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
});


/***/ }),

/***/ 4213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TC: () => (/* binding */ parseRawRecord),
/* harmony export */   Tp: () => (/* binding */ hasTwoPaths),
/* harmony export */   fs: () => (/* binding */ splitZ),
/* harmony export */   rd: () => (/* binding */ parseNameStatusZ),
/* harmony export */   sB: () => (/* binding */ parseNumstatZ)
/* harmony export */ });
/* unused harmony export changeStatus */
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
        const [added = "", removed = "", inlinePath = ""] = fields[i++].split("\t", 3);
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


/***/ }),

/***/ 2335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ isMatrixGate),
/* harmony export */   MB: () => (/* binding */ matrixSelectionFact),
/* harmony export */   No: () => (/* binding */ isPlanPhase),
/* harmony export */   Wq: () => (/* binding */ MATRIX_SELECTION_FACT),
/* harmony export */   ZQ: () => (/* binding */ MATRIX_PLAN_FACT),
/* harmony export */   dE: () => (/* binding */ MATRIX_GATE_FACT),
/* harmony export */   vX: () => (/* binding */ matrixJobFact),
/* harmony export */   zk: () => (/* binding */ MATRIX_JOB_FACT)
/* harmony export */ });
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1670);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3798);


/** This run is one job of a matrix: intake goes straight to build_items, which runs this lane only. */
const MATRIX_JOB_FACT = "matrix_job";
/** The plan's recorded selection, which build_items uses instead of selecting again. */
const MATRIX_SELECTION_FACT = "matrix_selection";
/** This run only plans: build_items records the selection and ends the run (`planned`). */
const MATRIX_PLAN_FACT = "matrix_plan_phase";
/** This run is a matrix gate: intake goes straight to verdict_gate, over the lane outcomes its caller seeded. */
const MATRIX_GATE_FACT = "matrix_gate";
const selectionFact = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ lane_selection: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .laneChoiceSchema */ .ro), lanes_summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() });
function matrixJobFact(facts) {
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .matrixJobSchema */ .wh.safeParse(facts[MATRIX_JOB_FACT]);
    return parsed.success ? parsed.data : undefined;
}
function matrixSelectionFact(facts) {
    const parsed = selectionFact.safeParse(facts[MATRIX_SELECTION_FACT]);
    return parsed.success ? parsed.data : undefined;
}
const isPlanPhase = (facts) => facts[MATRIX_PLAN_FACT] === true;
const isMatrixGate = (facts) => facts[MATRIX_GATE_FACT] === true;


/***/ }),

/***/ 4101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ planInconsistencies)
/* harmony export */ });
/* harmony import */ var _shards_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7743);
/**
 * A matrix plan must agree with itself: `include` is exactly
 * {lane, 1..shards[lane], shards[lane]} for each selected lane, only code
 * review has more than one shard (at most MAX_SHARDS), no job repeats, and no
 * job or shard count exists for an unselected lane. A plan that does not is
 * never run or gated on: an edited file could otherwise drop a shard's chunks
 * or hide a lane's verdict.
 */

/** Every way the plan disagrees with itself, in words; empty when it is consistent. */
function planInconsistencies(plan) {
    const problems = [];
    const selected = new Set(plan.lane_selection.filter((c) => c.selected).map((c) => c.lane));
    const seen = new Set();
    for (const job of plan.include) {
        const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)(job);
        if (seen.has(label))
            problems.push(`the job ${label} is listed twice`);
        seen.add(label);
        if (job.shard > job.shards)
            problems.push(`the job ${label} is shard ${job.shard} of only ${job.shards}`);
        if (!selected.has(job.lane))
            problems.push(`the job ${label} is for ${job.lane}, which lane_selection does not select`);
        else if (job.shards !== plan.shards[job.lane])
            problems.push(`the job ${label} says ${job.shards} shard(s), shards.${job.lane} says ${plan.shards[job.lane] ?? "none"}`);
    }
    for (const [lane, count] of Object.entries(plan.shards)) {
        if (count === undefined)
            continue;
        if (!selected.has(lane))
            problems.push(`shards.${lane} is set, but lane_selection does not select ${lane}`);
        if (lane !== "code-review" && count !== 1)
            problems.push(`shards.${lane} is ${count}: only code review runs as several shards`);
        if (count > _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH)
            problems.push(`shards.${lane} is ${count}, more than the ${_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH} allowed`);
    }
    for (const lane of selected) {
        const count = plan.shards[lane];
        if (count === undefined) {
            problems.push(`${lane} is selected but shards.${lane} is missing`);
            continue;
        }
        for (let shard = 1; shard <= Math.min(count, _shards_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .hH); shard++) {
            const label = (0,_shards_js__WEBPACK_IMPORTED_MODULE_0__/* .jobLabel */ .OP)({ lane, shard, shards: count });
            if (!seen.has(label))
                problems.push(`the job ${label} is missing from include`);
        }
    }
    return problems;
}


/***/ }),

/***/ 1670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kg: () => (/* binding */ MATRIX_SCHEMA),
  M$: () => (/* binding */ PARTIAL_SCHEMA),
  ro: () => (/* binding */ laneChoiceSchema),
  wh: () => (/* binding */ matrixJobSchema),
  nA: () => (/* binding */ matrixPlanShapeSchema),
  EL: () => (/* binding */ partialResultSchema)
});

// UNUSED EXPORTS: lanePassSchema, matrixKeysSchema, matrixPlanSchema, matrixRequestSchema, usageSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

// EXTERNAL MODULE: ./src/review/codeReview/renderInput.ts
var renderInput = __webpack_require__(4852);
// EXTERNAL MODULE: ./src/review/gauntlet/laneOutcome.ts
var laneOutcome = __webpack_require__(273);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/matrix/planConsistency.ts
var planConsistency = __webpack_require__(4101);
;// CONCATENATED MODULE: ./src/review/matrix/schemas.ts
/**
 * The matrix's two files, as zod schemas: the matrix plan (`gauntlet.matrix/1`,
 * written by `plan`, read by every lane job and the gate) and one lane job's
 * partial result (`gauntlet.partial/1`). The committed JSON Schemas in
 * schemas/ are generated from these (scripts/matrixSchemas.ts) and a test
 * keeps them equal.
 */





const MATRIX_SCHEMA = "gauntlet.matrix/1";
const PARTIAL_SCHEMA = "gauntlet.partial/1";
const laneName = schemas/* enum */.k5n(lanes/* LANES */.Ci);
const count = schemas/* number */.aig().int().min(0);
const sha = schemas/* string */.YjP()
    .regex(/^[0-9a-f]{7,64}$/)
    .nullable();
const matrixJobSchema = schemas/* strictObject */.rej({
    lane: laneName,
    /** 1-based. */
    shard: schemas/* number */.aig().int().min(1),
    shards: schemas/* number */.aig().int().min(1),
});
/** Computed by the caller (CLI or action) and recorded at plan time; the gate checks partials against these, never a recomputation. */
const matrixKeysSchema = schemas/* strictObject */.rej({
    head_sha: sha,
    base_sha: sha,
    settings_key: schemas/* string */.YjP().min(1),
    /**
     * This plan's own identity, made by the caller (the CLI: a random UUID; the action: `<check-run id>.<run_attempt>`).
     * Lanes copy it into their partial; the gate rejects a partial of another plan (a re-run's stale artifact).
     */
    plan_nonce: schemas/* string */.YjP().min(1),
});
/** The review request as planned: every lane job reviews against the same one. */
const matrixRequestSchema = schemas/* strictObject */.rej({
    diff_spec: schemas/* string */.YjP().min(1),
    untracked_files: schemas/* boolean */.zMY(),
    plan_context: schemas/* string */.YjP(),
    rigor: schemas/* string */.YjP(),
    security_posture: schemas/* string */.YjP(),
    probe_context: schemas/* string */.YjP(),
    extra_context: schemas/* string */.YjP(),
    rules: schemas/* string */.YjP(),
    verification_commands: schemas/* array */.YOg(schemas/* string */.YjP()),
    forced_lanes: schemas/* array */.YOg(laneName),
    untrusted_head: schemas/* boolean */.zMY(),
    review_paths: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Incremental review: the earlier head whose findings the gate carries forward. */
    carry_since: schemas/* string */.YjP().optional(),
});
const usageSummarySchema = schemas/* strictObject */.rej({
    prompt_tokens: count,
    completion_tokens: count,
    calls: count,
    cost_usd: schemas/* number */.aig().min(0).nullable(),
    cached_prompt_tokens: count.optional(),
});
const laneChoiceSchema = schemas/* strictObject */.rej({ lane: laneName, selected: schemas/* boolean */.zMY(), reason: schemas/* string */.YjP() });
/** The plan file's shape alone; matrixPlanSchema adds its self-consistency. */
const matrixPlanShapeSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(MATRIX_SCHEMA),
    /** What `strategy.matrix` gets (matrixOutput): one entry per job. */
    include: schemas/* array */.YOg(matrixJobSchema),
    keys: matrixKeysSchema,
    request: matrixRequestSchema,
    lane_selection: schemas/* array */.YOg(laneChoiceSchema),
    lanes_summary: schemas/* string */.YjP(),
    /** Jobs per selected lane (code review's shard count; 1 for the others). */
    shards: schemas/* partialRecord */.jgl(laneName, schemas/* number */.aig().int().min(1)),
    chunk_plan: schemas/* strictObject */.rej({ chunks: count, chunks_per_shard: schemas/* number */.aig().int().min(1), max_chunks: schemas/* number */.aig().int().min(1) }),
    /** The run budget the whole matrix shares, as one job's: each lane job runs under an equal share, and the gate blocks when the jobs' sum exceeds it. */
    budget: schemas/* strictObject */.rej({ max_tokens: schemas/* number */.aig().int().min(1).optional(), max_cost_usd: schemas/* number */.aig().min(0).optional() }),
    /** What the plan itself spent on the model (lane judgment); the gate adds it to the lane jobs' usage. Absent when the plan called no model. */
    plan_usage: usageSummarySchema.optional(),
});
/** The plan file must agree with itself (planConsistency.ts): every reader — lane, gate, action — gets the check. */
const matrixPlanSchema = matrixPlanShapeSchema.superRefine((plan, ctx) => {
    for (const problem of (0,planConsistency/* planInconsistencies */.R)(plan))
        ctx.addIssue({ code: "custom", message: problem, path: ["include"] });
});
const lanePassSchema = schemas/* strictObject */.rej({
    start_ms: schemas/* number */.aig().min(0),
    duration_ms: schemas/* number */.aig().min(0),
    /** A matrix shard's pass, e.g. "shard 2/3". */
    label: schemas/* string */.YjP().optional(),
});
const partialResultSchema = schemas/* strictObject */.rej({
    schema: schemas/* literal */.euz(PARTIAL_SCHEMA),
    /** The lane job's own head, base and settings key, as it ran. */
    keys: matrixKeysSchema,
    job: matrixJobSchema,
    /** The lane's typed outcome after the retry gate (a crash is a typed fault here too). */
    outcome: laneOutcome/* laneOutcomeSchema */.Cz,
    attempts: schemas/* number */.aig().int().min(1),
    /** The retry gate gave up on the lane (review_incomplete). */
    given_up: schemas/* boolean */.zMY(),
    /** Code review only: what its report renders from, so the gate can merge shards. */
    code_review: renderInput/* codeReviewRenderInputSchema */.Fz.nullable(),
    usage: usageSummarySchema,
    duration_ms: schemas/* number */.aig().min(0),
    passes: schemas/* array */.YOg(lanePassSchema),
    started_at: datetime(),
    finished_at: datetime(),
});


/***/ }),

/***/ 7743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard),
/* harmony export */   OP: () => (/* binding */ jobLabel),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   ig: () => (/* binding */ CHUNKS_PER_SHARD),
/* harmony export */   nK: () => (/* binding */ partialFileName),
/* harmony export */   o4: () => (/* binding */ shardCount)
/* harmony export */ });
/**
 * How code review splits across matrix jobs. Chunks are planned exactly as
 * read_diff plans them, with no cap; the shard count is
 * clamp(ceil(chunks / CHUNKS_PER_SHARD), 1, MAX_SHARDS). Each shard keeps the
 * per-run chunk cap (max_chunks, 20), so the matrix reviews up to
 * shards × max_chunks chunks; beyond that, files are over budget as in one job.
 */
/** Two rounds of review_each's concurrency (2): a shard's chunks finish in about two model latencies. */
const CHUNKS_PER_SHARD = 4;
/** A matrix of at most 16 code-review jobs (plus one job per other lane). */
const MAX_SHARDS = 16;
function shardCount(chunks) {
    return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(chunks / CHUNKS_PER_SHARD)));
}
/**
 * Whether chunk `index` (1-based, global) belongs to shard `shard` of `shards`:
 * round-robin, so the heavy first chunks (source, by churn) spread out.
 */
function inShard(index, shard, shards) {
    return (index - 1) % shards === shard - 1;
}
/** `code-review 2/3`: how a job is named in messages and file names. */
function jobLabel(job) {
    return `${job.lane} ${job.shard}/${job.shards}`;
}
/** The partial's file name in the artifact folder: `<lane>-<I>-of-<N>.json`. */
function partialFileName(job) {
    return `${job.lane}-${job.shard}-of-${job.shards}.json`;
}


/***/ }),

/***/ 1927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LQ: () => (/* binding */ computeSignals),
  _L: () => (/* binding */ widenedSignals)
});

// UNUSED EXPORTS: signalsFromChanges

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/review/gitOutput.ts
var gitOutput = __webpack_require__(4213);
;// CONCATENATED MODULE: ./src/review/diffReader.ts
/**
 * Reads `git diff --raw -z --patch` output as it streams (Git.streamRawPatch).
 * git writes one NUL-separated record per change — status and verbatim paths —
 * then an empty field, then the unified patch with one section per change in
 * the same order. Paths come from the records, never from the patch headers,
 * which quote some names and are ambiguous when a name has spaces; a section
 * is matched to its record by order, and the header is checked against it.
 *
 * One git process and one pass: the reason the signals cost about what a bare
 * `git diff --numstat` costs.
 */


/** git's output did not have the expected shape. Runtime: the caller degrades. */
class DiffReadError extends errors/* GauntletError */.xx {
    constructor(message) {
        super("DIFF_UNREADABLE", "runtime", `unexpected git diff output: ${message}`);
    }
}
/** git's binary test reads this much of a file: a NUL byte in it makes the file binary. */
const BINARY_SNIFF = 8000;
/** Added lines kept per file: enough for every content rule, bounded for a huge (or binary) file. */
const ADDED_LINES_KEPT_BYTES = 1024 * 1024;
const PLUS = 0x2b;
const MINUS = 0x2d;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const AT = 0x40;
const LOWER_D = 0x64;
const DOUBLE_QUOTE = 0x22;
const DELETE = 0x7f;
/** Whether git C-quotes this path in a patch header even with core.quotepath=false. */
function quotedByGit(path) {
    for (let i = 0; i < path.length; i += 1) {
        const code = path.charCodeAt(i);
        if (code < SPACE || code === DELETE || code === DOUBLE_QUOTE || code === BACKSLASH)
            return true;
    }
    return false;
}
class DiffReader {
    options;
    phase = "records";
    carry = "";
    pendingRecord;
    changes = [];
    nextChange = 0;
    section;
    constructor(options) {
        this.options = options;
    }
    write(text) {
        const data = this.carry + text;
        let position = 0;
        if (this.phase === "records")
            position = this.readRecords(data, position);
        if (this.phase === "patch")
            position = this.readPatchLines(data, position);
        this.carry = data.slice(position);
    }
    end() {
        if (this.carry !== "") {
            if (this.phase === "records")
                throw new DiffReadError("the change records end mid-record");
            this.patchLine(this.carry, 0, this.carry.length);
            this.carry = "";
        }
        if (this.pendingRecord)
            throw new DiffReadError("a change record lacks its path");
        this.finishSection();
        // Records without a patch section still are changes.
        while (this.nextChange < this.changes.length)
            this.emit(this.nextChange++);
    }
    readRecords(data, start) {
        let position = start;
        for (;;) {
            const nul = data.indexOf("\0", position);
            if (nul < 0)
                return position;
            const field = data.slice(position, nul);
            position = nul + 1;
            if (this.pendingRecord) {
                this.pendingRecord.paths.push(field);
                if (this.pendingRecord.paths.length === this.pendingRecord.wanted)
                    this.recordChange(this.pendingRecord);
            }
            else if (field === "") {
                this.phase = "patch";
                return position;
            }
            else if (field.startsWith(":")) {
                const { status } = (0,gitOutput/* parseRawRecord */.TC)(field);
                this.pendingRecord = { status, paths: [], wanted: (0,gitOutput/* hasTwoPaths */.Tp)(status) ? 2 : 1 };
            }
            else {
                throw new DiffReadError(`expected a change record, got ${JSON.stringify(field.slice(0, 80))}`);
            }
        }
    }
    recordChange(record) {
        const path = record.paths[record.paths.length - 1];
        const change = { path, status: record.status, binary: false, addedLines: [], added: 0, removed: 0 };
        if (record.paths.length === 2)
            change.oldPath = record.paths[0];
        this.changes.push(change);
        this.pendingRecord = undefined;
    }
    readPatchLines(data, start) {
        let position = start;
        for (;;) {
            const newline = data.indexOf("\n", position);
            if (newline < 0)
                return position;
            this.patchLine(data, position, newline);
            position = newline + 1;
        }
    }
    patchLine(data, start, end) {
        const first = data.charCodeAt(start);
        const section = this.section;
        if (section?.inHunk) {
            if (first === PLUS) {
                section.change.added += 1;
                this.sniff(section, data, start, end);
                if (section.collect && section.seen <= ADDED_LINES_KEPT_BYTES)
                    section.change.addedLines.push(data.slice(start + 1, end));
                return;
            }
            if (first === MINUS) {
                section.change.removed += 1;
                if (section.change.status === "deleted")
                    this.sniff(section, data, start, end);
                return;
            }
            if (first === SPACE || first === BACKSLASH || first === AT)
                return;
        }
        if (first === LOWER_D && data.startsWith("diff --git ", start))
            return this.startSection(data.slice(start, end));
        if (!section)
            throw new DiffReadError(`patch text before the first section: ${JSON.stringify(data.slice(start, Math.min(end, start + 80)))}`);
        if (first === AT && data.startsWith("@@ ", start))
            section.inHunk = true;
        else if (data.startsWith("Binary files ", start) || data.startsWith("GIT binary patch", start))
            section.change.binary = true;
    }
    /**
     * The patch is read with `--text`, so binary is decided here, by content,
     * never by attributes: a NUL byte in the first 8000 bytes, as git's own
     * test, and (so that one NUL in a comment hides nothing) more than a tenth
     * of them not text (fileContent.ts's looksBinary, the same rule).
     */
    sniff(section, data, start, end) {
        const windowLeft = BINARY_SNIFF - section.seen;
        if (windowLeft > 0) {
            const stop = Math.min(end, start + 1 + windowLeft);
            if (!section.nul) {
                // The common case, text: one native scan for a NUL, nothing counted.
                const nul = data.indexOf("\0", start + 1);
                if (nul >= 0 && nul < stop)
                    section.nul = true;
            }
            // Text never has a NUL; from the first one on, count what else is not text.
            if (section.nul) {
                for (let i = start + 1; i < stop; i += 1) {
                    const code = data.charCodeAt(i);
                    if (code === 0xfffd || code === 0x7f || (code < 0x20 && code !== 0x00 && code !== 0x09 && code !== 0x0d && code !== 0x0c))
                        section.odd += 1;
                }
                section.sniffed += stop - start;
            }
        }
        section.seen += end - start;
    }
    startSection(header) {
        // A type change (file ↔ symlink) is one record but two sections with the same header.
        if (this.section?.header === header) {
            this.section.inHunk = false;
            return;
        }
        this.finishSection();
        const index = this.nextChange++;
        const change = this.changes[index];
        if (!change)
            throw new DiffReadError(`patch section without a change record: ${JSON.stringify(header.slice(0, 200))}`);
        const oldPath = change.oldPath ?? change.path;
        if (!quotedByGit(oldPath) && !quotedByGit(change.path) && header !== `diff --git a/${oldPath} b/${change.path}`) {
            throw new DiffReadError(`patch section ${JSON.stringify(header.slice(0, 200))} does not match the change record for ${JSON.stringify(change.path)}`);
        }
        this.section = { change, header, inHunk: false, collect: this.options.collectAddedLines?.(change.path) ?? true, seen: 0, nul: false, odd: 0, sniffed: 0 };
    }
    finishSection() {
        if (!this.section)
            return;
        const { change, nul, odd, sniffed } = this.section;
        if (nul && odd * 10 > sniffed)
            change.binary = true;
        this.section = undefined;
        this.emit(this.nextChange - 1);
    }
    emit(index) {
        const change = this.changes[index];
        this.changes[index] = undefined; // emitted changes are not kept: the diff may be large
        if (change)
            this.options.onChange(change);
    }
}

// EXTERNAL MODULE: ./src/review/diffSpec.ts
var review_diffSpec = __webpack_require__(654);
// EXTERNAL MODULE: ./src/llm/tools/secretFiles.ts
var secretFiles = __webpack_require__(8700);
;// CONCATENATED MODULE: ./src/review/signals/glob.ts
/**
 * The glob subset the signal rules are written in, compiled to plain regular
 * expressions that combine into one alternation per flag.
 *
 * - `**` then a slash: any number of directories, including none;
 * - a trailing slash then `**`: everything below;
 * - `*` any run of characters within one path segment; `?` one such character;
 * - `{a,b,}` alternatives (may be empty, may not nest).
 * Matching is against the whole repository-relative path.
 *
 * Speed matters here (every rule meets every path of a 10,000-file diff), so a
 * leading "any directories" compiles to "at the start or after a slash" and the
 * alternation is left unanchored at the front: the engine then only tries the
 * alternatives where a path segment begins, instead of backtracking through
 * every way of splitting the directories for each alternative.
 */
const SPECIAL = /[.+^$()|[\]\\]/;
function globSource(glob) {
    const anyDirectoriesFirst = glob.startsWith("**/");
    const rest = anyDirectoriesFirst ? glob.slice(3) : glob;
    let source = anyDirectoriesFirst ? "(?:^|/)" : "^";
    let inBraces = false;
    for (let i = 0; i < rest.length; i += 1) {
        const char = rest[i];
        if (rest.startsWith("**/", i)) {
            source += "(?:.*/)?";
            i += 2;
        }
        else if (rest.startsWith("/**", i) && i + 3 === rest.length) {
            source += "/.*";
            i += 2;
        }
        else if (char === "*") {
            source += "[^/]*";
        }
        else if (char === "?") {
            source += "[^/]";
        }
        else if (char === "{" && !inBraces) {
            source += "(?:";
            inBraces = true;
        }
        else if (char === "}" && inBraces) {
            source += ")";
            inBraces = false;
        }
        else if (char === "," && inBraces) {
            source += "|";
        }
        else {
            source += SPECIAL.test(char) ? `\\${char}` : char;
        }
    }
    if (inBraces)
        throw new Error(`glob ${JSON.stringify(glob)} has an unclosed '{'`);
    return source;
}
/** One case-insensitive regular expression matching a whole path against any of `globs`. */
function compileGlobs(globs) {
    if (globs.length === 0)
        return /(?!)/;
    // Every alternative starts with ^ or (?:^|/), so the match begins where a glob may.
    return new RegExp(`(?:${globs.map(globSource).join("|")})$`, "i");
}

;// CONCATENATED MODULE: ./src/review/signals/rules.ts
/**
 * THE table of diff-signal rules. A flag is raised when any changed file
 * matches one of its rules:
 * - `paths`: globs over the repository-relative path (case-insensitive; see glob.ts);
 * - `pathWords`: a pattern over the path's words, lower-cased and space-separated,
 *   with camelCase split (`src/OAuthClient.ts` reads " src o auth client ts ");
 * - `addedLines`: a pattern over the file's added lines, joined by "\n";
 *   `inFiles` limits it to files matching those globs.
 *
 * The lanes these flags select can only widen, so a rule may err towards a
 * false positive — but each one costs a lane run, so patterns stay specific:
 * `author.ts` is not auth, `re.exec(s)` is not a process, `api.get('/x')` is a
 * client call, not a route.
 *
 * Prose (Markdown, reStructuredText, text, AsciiDoc …) matches no rule at all:
 * `docs/authentication.md` describes auth, it does not change it.
 */

/** Source-code extensions, for rules about code in a place (`api/**`) rather than any file there. */
const CODE = "{ts,tsx,mts,cts,js,jsx,mjs,cjs,py,go,rb,java,kt,kts,scala,groovy,cs,fs,vb,php,rs,ex,exs,swift,c,cc,cpp,cxx,h,hpp,m,mm,pl,pm,lua,dart,vue,svelte}";
const JS_ENTRY = "{ts,mts,cts,js,mjs,cjs,tsx,jsx,d.ts}";
const OPENAPI = ["**/{openapi,swagger,asyncapi}*.{yaml,yml,json}", "**/*.{openapi,swagger}.{yaml,yml,json}", "**/openapi/**/*.{yaml,yml,json}"];
const GRAPHQL = ["**/*.{graphql,graphqls,gql}"];
const CI_PIPELINES = [
    ".github/workflows/*.{yml,yaml}",
    "**/action.{yml,yaml}",
    ".gitlab-ci.yml",
    "**/Jenkinsfile",
    ".circleci/**",
    ".buildkite/**",
    "azure-pipelines.yml",
    "bitbucket-pipelines.yml",
];
// Whole words in the `pathWords` form.
const words = (alternatives) => `(?:^| )(?:${alternatives})(?= |$)`;
const SIGNAL_RULES = [
    // ── touches_auth: authentication, sessions, tokens, passwords, crypto, permissions ──
    {
        flag: "touches_auth",
        topic: "auth, sessions, credentials, crypto or permissions in the path",
        pathWords: new RegExp([
            "auth(?!or(?!i[sz]))", // auth, oauth, authn, authz, authentication, authorize; not author(s)/authoring
            "passw(?:or)?d",
            "passphrase",
            "credential",
            "secret(?!ar)",
            "session",
            "permission",
            "crypt(?!ic)",
            "cipher",
            "hmac",
            "keystore|keychain|keyring",
            "certificate",
            words("jwt|jwk|jws|jose|sso|saml|oidc|openid|mfa|otp|totp|2fa|rbac|abac|acl|acls|csrf|xsrf|cors|tls|ssl"),
            words("login|logout|logon|signin|signout|signup|apikey|apikeys"),
            words("(?:log|sign) (?:in|out|up)"),
            words("(?:api|access|refresh|id|bearer) (?:key|keys|token|tokens)"),
        ].join("|")),
    },
    {
        flag: "touches_auth",
        topic: "keys, certificates and secret files",
        paths: [
            "**/*.{pem,key,crt,cer,der,p12,pfx,jks,keystore,gpg,kdbx}",
            "**/id_{rsa,dsa,ecdsa,ed25519}{,.pub}",
            "**/.env",
            "**/.env.*",
            "**/.htpasswd",
            "**/sudoers",
            "**/sudoers.d/**",
            "**/.ssh/**",
        ],
    },
    {
        flag: "touches_auth",
        topic: "auth, credentials, tokens and crypto in added lines",
        addedLines: /auth(?!or(?!i[sz]))|passw(?:or)?d|passphrase|credential|secret(?!ar)|crypt(?!ic)|cipher|hmac|pbkdf2|argon2|jwt|jsonwebtoken|bearer|csrf|xsrf|\bsaml\b|\boidc\b|openid|\bsso\b|\bmfa\b|\btotp\b|permission|\brbac\b|\bacls?\b|access[_-]?control|private[_ -]?key|api[_-]?key|(?:access|refresh|session|api)[_-]?tokens?|\bid[_-]?tokens?/i,
    },
    {
        flag: "touches_auth",
        topic: "sessions and cookies in added lines",
        addedLines: /\b(?:req|request|ctx|flask)\.session\b|\bsession\[|\bsession_start\s*\(|express-session|cookie-session|\bHttpSession\b|\bSessionMiddleware\b|set-cookie|\bsetcookie\s*\(|httponly|samesite|\bres\.cookie\s*\(|\.cookies\.set\s*\(/i,
    },
    {
        flag: "touches_auth",
        topic: "crypto APIs, access checks and TLS verification in added lines",
        addedLines: /\bhashlib\b|\bcreateHash\b|\bcreateSign\b|\bcreateVerify\b|crypto\.subtle|getRandomValues|\brandomBytes\b|\bMessageDigest\b|\bSecureRandom\b|\bnacl\b|libsodium|\bopenssl\b|@(?:PreAuthorize|PostAuthorize|Secured|RolesAllowed|PermitAll|DenyAll)\b|@login_required|@permission_required|\bis[_-]?admin\b|\brequire[_-]?admin|\bCanActivate\b|@UseGuards\b|\bverify\s*=\s*False\b|InsecureSkipVerify|\bCERT_NONE\b|check_hostname\s*=\s*False|\bcors\b|Access-Control-Allow-/i,
    },
    {
        flag: "touches_auth",
        topic: "service tokens in added lines (GITHUB_TOKEN, NPM_TOKEN …)",
        // Named services only: parsers have NEXT_TOKEN and UNEXPECTED_TOKEN.
        addedLines: /\b(?:[A-Z][A-Z0-9_]*_)?(?:GITHUB|GH|GITLAB|NPM|PYPI|NUGET|SLACK|DISCORD|VAULT|BOT|PAT)_TOKEN\b/,
    },
    // Secret files (secretFiles.ts) are withheld from the model: the security lane notes the change instead.
    {
        flag: "touches_auth",
        topic: "secret files (withheld from review)",
        paths: secretFiles/* DEFAULT_SECRET_FILES */.N7.map((pattern) => `**/${pattern}`),
    },
    // ── touches_deps: manifests and lockfiles ──
    { flag: "touches_deps", topic: "npm", paths: ["**/package.json", "**/package-lock.json", "**/npm-shrinkwrap.json", "**/.npmrc"] },
    { flag: "touches_deps", topic: "pnpm", paths: ["**/pnpm-lock.yaml", "**/pnpm-workspace.yaml", "**/.pnpmfile.cjs"] },
    { flag: "touches_deps", topic: "yarn", paths: ["**/yarn.lock", "**/.yarnrc", "**/.yarnrc.yml", "**/.yarn/{releases,patches,plugins}/**"] },
    { flag: "touches_deps", topic: "bun and deno", paths: ["**/bun.lock", "**/bun.lockb", "**/deno.json", "**/deno.jsonc", "**/deno.lock"] },
    {
        flag: "touches_deps",
        topic: "pip, poetry, uv",
        paths: [
            "**/requirements*.{txt,in}",
            "**/requirements/*.{txt,in}",
            "**/constraints*.txt",
            "**/Pipfile",
            "**/Pipfile.lock",
            "**/pyproject.toml",
            "**/poetry.lock",
            "**/uv.lock",
            "**/pdm.lock",
            "**/setup.py",
            "**/setup.cfg",
        ],
    },
    { flag: "touches_deps", topic: "cargo", paths: ["**/Cargo.toml", "**/Cargo.lock", "**/.cargo/config", "**/.cargo/config.toml"] },
    { flag: "touches_deps", topic: "go modules", paths: ["**/go.mod", "**/go.sum", "**/go.work", "**/go.work.sum", "**/vendor/modules.txt"] },
    { flag: "touches_deps", topic: "maven", paths: ["**/pom.xml", "**/.mvn/**"] },
    {
        flag: "touches_deps",
        topic: "gradle",
        paths: [
            "**/build.gradle",
            "**/build.gradle.kts",
            "**/settings.gradle",
            "**/settings.gradle.kts",
            "**/gradle.properties",
            "**/gradle/*.versions.toml",
            "**/gradle/wrapper/**",
            "**/gradle.lockfile",
            "**/gradle/dependency-locks/**",
        ],
    },
    { flag: "touches_deps", topic: "bundler", paths: ["**/Gemfile", "**/Gemfile.lock", "**/*.gemspec", "**/gems.rb", "**/gems.locked"] },
    { flag: "touches_deps", topic: "composer", paths: ["**/composer.json", "**/composer.lock"] },
    {
        flag: "touches_deps",
        topic: "nuget",
        paths: [
            "**/*.{csproj,fsproj,vbproj,nuspec}",
            "**/packages.config",
            "**/packages.lock.json",
            "**/Directory.Packages.props",
            "**/Directory.Build.{props,targets}",
            "**/nuget.config",
            "**/paket.{dependencies,lock}",
        ],
    },
    {
        flag: "touches_deps",
        topic: "SwiftPM, CocoaPods, Dart, Elixir, Nix, Conan, vcpkg",
        paths: [
            "**/Package.{swift,resolved}",
            "**/Podfile{,.lock}",
            "**/pubspec.{yaml,lock}",
            "**/mix.{exs,lock}",
            "**/flake.{nix,lock}",
            "**/conanfile.{txt,py}",
            "**/vcpkg.json",
        ],
    },
    { flag: "touches_deps", topic: "container base images", paths: ["**/Dockerfile", "**/Dockerfile.*", "**/*.dockerfile", "**/Containerfile"] },
    { flag: "touches_deps", topic: "GitHub Actions used by a workflow", addedLines: /^[ \t-]*uses:[ \t]*["']?[\w.-]+\/[\w./-]+@/m, inFiles: CI_PIPELINES },
    // ── touches_exec: added lines that spawn processes or evaluate code ──
    {
        flag: "touches_exec",
        topic: "exec, spawn, system, popen or eval calls",
        // Not after a dot: `re.exec(s)` and `db.exec(sql)` are method calls on other things.
        addedLines: /(?<![\w.$])(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|eval)\(|\beval\s+["'$]/,
    },
    {
        flag: "touches_exec",
        topic: "Node.js child_process, vm, Function, execa, zx, Deno, Bun",
        addedLines: /child_process|\bexeca\b|\bshelljs\b|\bnew\s+Function\s*\(|\bvm\.(?:runIn\w+|Script|compileFunction)\b|\bDeno\.(?:run|Command)\b|\bBun\.(?:spawn|spawnSync|\$)|(?<=^|[\s(=,;!?:])\$`/,
    },
    {
        flag: "touches_exec",
        topic: "Python subprocess, os.system, os.exec*, pty",
        addedLines: /subprocess|\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|fork)\s*\(|\bpty\.spawn\b|\bcommands\.getoutput\b|\bshell\s*=\s*True\b/,
    },
    {
        flag: "touches_exec",
        topic: "Ruby, PHP and Perl shell-outs",
        addedLines: /(?<![\w.$])(?:shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bsystem\s+["']|%x[({[|]|\bqx\s*[({[/|]|\bOpen3\.|\bIO\.popen\b|\bKernel\.(?:system|exec|spawn)\b|\bProcess\.spawn\b|\b(?:instance|class|module)_eval\b/,
    },
    {
        flag: "touches_exec",
        topic: "backtick command substitution (Ruby, PHP, Perl)",
        // Skips comment lines, where backticks usually quote code in prose.
        addedLines: /^(?![ \t]*(?:#|\/\/|\*))[^\n`]*`[^`\n]+`/m,
        inFiles: ["**/*.{rb,rake,php,pl,pm}", "**/{Rakefile,Gemfile}"],
    },
    {
        flag: "touches_exec",
        topic: "JVM Runtime.exec, ProcessBuilder, script engines",
        addedLines: /Runtime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bScriptEngineManager\b|\bGroovyShell\b|["']\.execute\(\)/,
    },
    { flag: "touches_exec", topic: ".NET Process.Start, PowerShell", addedLines: /\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bPowerShell\.Create\b/ },
    {
        flag: "touches_exec",
        topic: "Go os/exec, syscall.Exec",
        addedLines: /"os\/exec"|\bexec\.Command(?:Context)?\s*\(|\bsyscall\.(?:Exec|ForkExec)\b|\bos\.StartProcess\b/,
    },
    { flag: "touches_exec", topic: "Rust std::process::Command", addedLines: /\bprocess::(?:Command\b|\{[^}\n]*\bCommand\b)/ },
    {
        flag: "touches_exec",
        topic: "C/C++ and Win32 process creation",
        addedLines: /(?<![\w.])(?:_popen|execv|execvp|execvpe|execl|execlp|execle|execve|posix_spawnp?|fork|vfork|WinExec|CreateProcess[AW]?|ShellExecute(?:Ex)?[AW]?)\s*\(/,
    },
    { flag: "touches_exec", topic: "Lua os.execute, io.popen", addedLines: /\bos\.execute\s*\(|\bio\.popen\s*\(/ },
    {
        flag: "touches_exec",
        topic: "shell invocations in any file",
        addedLines: /\b(?:ba|z|da|k)?sh\s+-c\b|\bcmd(?:\.exe)?\s+\/c\b|\bpowershell(?:\.exe)?\s+-(?:c|command)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b/i,
    },
    {
        flag: "touches_exec",
        topic: "npm lifecycle scripts",
        addedLines: /^[ \t]*"(?:pre|post)?(?:install|prepare|prepublish|prepack|postpack)"[ \t]*:/m,
        inFiles: ["**/package.json"],
    },
    // A CI pipeline runs its steps with the repository's secrets: any added line counts.
    { flag: "touches_exec", topic: "CI pipeline definitions", addedLines: /\S/, inFiles: CI_PIPELINES },
    // ── touches_proto: interface contracts ──
    { flag: "touches_proto", topic: "protobuf, gRPC, Thrift", paths: ["**/*.proto", "**/buf.yaml", "**/buf.gen.yaml", "**/buf.work.yaml", "**/*.thrift"] },
    { flag: "touches_proto", topic: "OpenAPI, Swagger, AsyncAPI", paths: OPENAPI },
    {
        flag: "touches_proto",
        topic: "OpenAPI document markers",
        addedLines: /^[ \t]*["']?(?:openapi|swagger|asyncapi)["']?[ \t]*:[ \t]*["']?\d/m,
        inFiles: ["**/*.{yaml,yml,json}"],
    },
    { flag: "touches_proto", topic: "GraphQL schemas", paths: GRAPHQL },
    { flag: "touches_proto", topic: "Avro schemas", paths: ["**/*.{avsc,avdl,avpr}"] },
    { flag: "touches_proto", topic: "JSON Schema", paths: ["**/*.schema.json", "**/schemas/**/*.json", "**/json-schema/**", "**/*.jsonschema"] },
    {
        flag: "touches_proto",
        topic: "JSON Schema documents",
        addedLines: /["']?\$schema["']?[ \t]*:[ \t]*["']?https?:\/\/json-schema\.org\//,
        inFiles: ["**/*.{yaml,yml,json}"],
    },
    // ── touches_migrations: database migrations and schema ──
    { flag: "touches_migrations", topic: "Rails", paths: ["**/db/migrate/**", "**/db/schema.rb", "**/db/structure.sql"] },
    { flag: "touches_migrations", topic: "Django", paths: ["**/migrations/*.py"] },
    { flag: "touches_migrations", topic: "Alembic, Flask-Migrate", paths: ["**/alembic/**", "**/alembic.ini", "**/migrations/versions/*.py"] },
    { flag: "touches_migrations", topic: "Flyway", paths: ["**/db/migration/**", "**/V*__*.sql", "**/R__*.sql", "**/U*__*.sql", "**/flyway.{conf,toml}"] },
    { flag: "touches_migrations", topic: "Liquibase", paths: ["**/db/changelog/**", "**/db.changelog*.{xml,yaml,yml,json,sql}", "**/liquibase/**"] },
    { flag: "touches_migrations", topic: "Prisma", paths: ["**/prisma/migrations/**", "**/*.prisma"] },
    { flag: "touches_migrations", topic: "Entity Framework", paths: ["**/Migrations/*.cs", "**/*ModelSnapshot.cs"] },
    { flag: "touches_migrations", topic: "golang-migrate, dbmate", paths: ["**/*.up.sql", "**/*.down.sql"] },
    { flag: "touches_migrations", topic: "goose", addedLines: /^--[ \t]*\+goose[ \t]+(?:Up|Down)\b/m },
    {
        flag: "touches_migrations",
        topic: "any other migrations folder: Knex, Sequelize, TypeORM, Laravel, Ecto, Diesel",
        paths: ["**/migrations/**", "**/knexfile.*"],
    },
    {
        flag: "touches_migrations",
        topic: "schema DDL in SQL files",
        addedLines: /\b(?:create|alter|drop)[ \t]+(?:table|index|column|schema|view|type|sequence)\b|\badd[ \t]+column\b|\brename[ \t]+column\b/i,
        inFiles: ["**/*.sql"],
    },
    // ── consumer_surface: what users of the software call or run ──
    {
        flag: "consumer_surface",
        topic: "package entry points",
        paths: [
            `{,src/,lib/}index.${JS_ENTRY}`,
            `packages/*/{,src/,lib/}index.${JS_ENTRY}`,
            "**/mod.ts",
            "**/__init__.py",
            "**/__main__.py",
            "**/src/lib.rs",
            "**/src/main.rs",
            "**/main.go",
        ],
    },
    {
        flag: "consumer_surface",
        topic: "command-line interfaces",
        paths: ["**/bin/**", "**/cmd/**", "**/cli/**", `**/cli.${CODE}`, `**/commands/**/*.${CODE}`],
    },
    {
        flag: "consumer_surface",
        topic: "routes, handlers, controllers",
        paths: [
            `**/{routes,routers,router,controllers,handlers,endpoints,api,resolvers,views}/**/*.${CODE}`,
            `**/*{controller,routes,router,handler,handlers,resolver,endpoint,endpoints}.${CODE}`,
            "**/config/routes.rb",
            "**/urls.py",
            "**/views.py",
        ],
    },
    { flag: "consumer_surface", topic: "API contracts", paths: [...OPENAPI, ...GRAPHQL] },
    { flag: "consumer_surface", topic: "GitHub Action interface", paths: ["action.{yml,yaml}"] },
    {
        flag: "consumer_surface",
        topic: "package.json exports, bin and entry fields",
        addedLines: /^[ \t]*"(?:exports|bin|main|module|types|typings|browser|imports)"[ \t]*:|^[ \t]*"\.(?:\/[^"]*)?"[ \t]*:/m,
        inFiles: ["**/package.json"],
    },
    {
        flag: "consumer_surface",
        topic: "Python and Rust entry points in manifests",
        addedLines: /^[ \t]*\[(?:project\.scripts|project\.gui-scripts|project\.entry-points[^\]\n]*|tool\.poetry\.scripts|\[bin\]|lib)\]|console_scripts|entry_points/m,
        inFiles: ["**/{pyproject.toml,setup.py,setup.cfg,Cargo.toml}"],
    },
    { flag: "consumer_surface", topic: "Python public names (__all__)", addedLines: /^__all__[ \t]*[:=+]/m, inFiles: ["**/*.py"] },
    {
        flag: "consumer_surface",
        topic: "route and handler declarations",
        addedLines: /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:RestController|Controller|Path)\b|@(?:Get|Post|Put|Patch|Delete|All)\(|@\w+\.(?:route|get|post|put|patch|delete|websocket|api_route)\(\s*["']\/|\b(?:app|router|server|routes?|fastify|mux|engine|r|e|g|v\d)\.(?:get|post|put|patch|delete|all|route|use|handle|handleFunc|HandleFunc|any|group|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|Any|Group)\s*\(\s*["'`]\/|\bHandleFunc\s*\(|\bRoute::\w+\s*\(|\[(?:Http(?:Get|Post|Put|Patch|Delete)|Route)\b|\bMap(?:Get|Post|Put|Patch|Delete|Group)\s*\(/,
    },
    {
        flag: "consumer_surface",
        topic: "command-line flags and commands",
        addedLines: /\badd_argument\(\s*["']-|\bArgumentParser\(|@click\.(?:command|group|option|argument)\b|\btyper\.(?:Typer|Option|Argument)\b|\.option\(\s*["'`]-|\.command\(\s*["'`]|\bnew Command\(|\byargs\b|\bparseArgs\(|\bcobra\.Command\b|\bflag\.(?:String|Bool|Int|Int64|Uint|Float64|Duration|Var)\w*\(|#\[(?:derive\([^)\n]*\bParser\b|arg\(|command\()|\bprocess\.argv\b|\bsys\.argv\b|\bos\.Args\b|\bARGV\b|\bgetopt/,
    },
];
/** Prose: documentation by format. It matches no rule, path or content. */
const PROSE_FILES = [
    // Not MDX: it imports and runs components. A folder name (`docs/`) never makes a file documentation.
    "**/*.{md,markdown,rst,txt,adoc,asciidoc,textile,rdoc,org}",
    "**/{README,LICENSE,LICENCE,COPYING,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS}",
];
/** Text files that are build inputs, not prose, though their names say `.txt`. */
const NOT_PROSE = [
    "**/CMakeLists.txt",
    "**/requirements*.txt",
    "**/requirements/*.txt",
    "**/constraints*.txt",
    "**/vendor/modules.txt",
    "**/robots.txt",
];
/**
 * Generated files whose added lines are not scanned: lockfiles list package
 * names and hashes (`js-tokens`, `@auth0/…`) and source maps embed any text.
 * Their paths still count (a lockfile change is a dependency change).
 */
const UNSCANNED_FILES = [
    "**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock,deno.lock}",
    "**/{poetry.lock,Pipfile.lock,uv.lock,pdm.lock,Cargo.lock,go.sum,go.work.sum,Gemfile.lock,gems.locked,composer.lock}",
    "**/{packages.lock.json,paket.lock,gradle.lockfile,Package.resolved,Podfile.lock,pubspec.lock,mix.lock,flake.lock}",
    "**/*.map",
];

// EXTERNAL MODULE: ./src/review/signals/types.ts
var types = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/review/signals/matcher.ts
/**
 * The rule table (rules.ts) compiled for speed: one alternation per flag for
 * paths, and one per flag and file scope for added lines, so a 10,000-file
 * diff costs a handful of regular-expression scans per file. The rule that
 * matched is looked up only after its flag's alternation hits.
 */



/** A path's words for `pathWords` rules: " src o auth client ts " for `src/OAuthClient.ts`. */
function pathWords(path) {
    const split = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
    return ` ${split
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .join(" ")} `;
}
class PathRule {
    rule;
    globs;
    constructor(rule) {
        this.rule = rule;
        if (rule.paths)
            this.globs = compileGlobs(rule.paths);
    }
    matches(path, words) {
        return (this.globs?.test(path) ?? false) || (this.rule.pathWords?.test(words) ?? false);
    }
}
function assertStateless(pattern, rule) {
    // `test` on a global or sticky expression resumes from lastIndex: results would depend on the previous file.
    if (pattern.global || pattern.sticky)
        throw new Error(`signal rule "${rule.topic}": pattern must not use the g or y flag`);
}
function alternation(patterns, flags) {
    return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), flags);
}
class SignalMatcher {
    pathRules;
    addedLineGroups;
    prose = compileGlobs(PROSE_FILES);
    notProse = compileGlobs(NOT_PROSE);
    unscanned = compileGlobs(UNSCANNED_FILES);
    /** Flags that some added-line rule can raise. */
    contentFlags;
    constructor(rules = SIGNAL_RULES) {
        for (const rule of rules) {
            if (rule.pathWords)
                assertStateless(rule.pathWords, rule);
            if (rule.addedLines)
                assertStateless(rule.addedLines, rule);
        }
        this.pathRules = types/* SIGNAL_FLAGS */.v.map((flag) => {
            const own = rules.filter((rule) => rule.flag === flag && (rule.paths || rule.pathWords));
            const wordPatterns = own.flatMap((rule) => (rule.pathWords ? [rule.pathWords] : []));
            return {
                flag,
                globs: compileGlobs(own.flatMap((rule) => rule.paths ?? [])),
                words: wordPatterns.length > 0 ? alternation(wordPatterns, "") : undefined,
                rules: own.map((rule) => new PathRule(rule)),
            };
        });
        this.addedLineGroups = groupAddedLineRules(rules);
        this.contentFlags = new Set(this.addedLineGroups.map((group) => group.flag));
    }
    matchPath(path) {
        if (this.prose.test(path) && !this.notProse.test(path))
            return { hits: [], documentation: true, scanAddedLines: false };
        const words = pathWords(path);
        const hits = [];
        for (const { flag, globs, words: wordPattern, rules } of this.pathRules) {
            if (!globs.test(path) && !(wordPattern?.test(words) ?? false))
                continue;
            const rule = rules.find((candidate) => candidate.matches(path, words));
            hits.push({ flag, topic: rule.rule.topic, via: "path" });
        }
        return { hits, documentation: false, scanAddedLines: !this.unscanned.test(path) };
    }
    /**
     * The flags raised by `addedText` (a file's added lines joined by "\n"),
     * checking only flags for which `open(flag)` is true.
     */
    matchAddedLines(path, addedText, open) {
        const hits = [];
        for (const group of this.addedLineGroups) {
            if (!open(group.flag) || hits.some((hit) => hit.flag === group.flag))
                continue;
            if (group.inFiles && !group.inFiles.test(path))
                continue;
            if (!group.pattern.test(addedText))
                continue;
            const rule = group.rules.find((candidate) => candidate.addedLines.test(addedText));
            hits.push({ flag: group.flag, topic: rule.topic, via: "added line" });
        }
        return hits;
    }
}
/** One alternation per flag, file scope and regular-expression flags (which cannot mix in one expression). */
function groupAddedLineRules(rules) {
    const groups = new Map();
    for (const rule of rules) {
        if (!rule.addedLines)
            continue;
        const key = [rule.flag, rule.inFiles?.join("\n") ?? "", rule.addedLines.flags].join("\0");
        const group = groups.get(key) ?? { flag: rule.flag, inFiles: rule.inFiles, flags: rule.addedLines.flags, rules: [] };
        group.rules.push(rule);
        groups.set(key, group);
    }
    return [...groups.values()].map((group) => ({
        flag: group.flag,
        inFiles: group.inFiles ? compileGlobs(group.inFiles) : undefined,
        pattern: alternation(group.rules.map((rule) => rule.addedLines), group.flags),
        rules: group.rules,
    }));
}
const defaultSignalMatcher = new SignalMatcher();

;// CONCATENATED MODULE: ./src/review/signals/accumulator.ts
/**
 * Folds changed files into diff signals one at a time, so a streamed diff is
 * never held whole: each file's added lines are scanned and dropped as soon as
 * its patch section ends. Flags only ever go from false to true, and a raised
 * flag is not scanned for again.
 */



class accumulator_SignalAccumulator {
    matcher;
    evidence = new Map();
    files = [];
    everyFileIsDocumentation = true;
    tally = { added: 0, removed: 0, created: 0, renamed: 0, copied: 0, deleted: 0, binary: 0, untracked: 0 };
    isOpen = (flag) => !this.evidence.has(flag);
    // A reader asks wantsAddedLines(path) when a file's section starts and add() when it ends.
    lastVerdict;
    constructor(matcher = defaultSignalMatcher) {
        this.matcher = matcher;
    }
    /** Whether this file's added lines could still raise a flag; when not, a reader need not keep them. */
    wantsAddedLines(path) {
        return this.anyContentFlagOpen() && this.matchPath(path).scanAddedLines;
    }
    add(change) {
        this.files.push(change.path);
        this.count(change);
        // A rename or copy touches what its old path was, too: moving src/auth/ away is an auth change.
        const paths = change.oldPath !== undefined && change.oldPath !== change.path ? [change.path, change.oldPath] : [change.path];
        const verdicts = paths.map((path) => this.matchPath(path));
        verdicts.forEach((verdict, index) => verdict.hits.forEach((hit) => this.raise(hit, paths[index])));
        if (!verdicts.every((verdict) => verdict.documentation))
            this.everyFileIsDocumentation = false;
        // Binary by content (not a NUL alone, see DiffReader) and no source extension: its bytes would raise flags at random.
        const unreadable = change.binary && !(0,secretFiles/* hasSourceExtension */.Ty)(change.path);
        if (unreadable || change.addedLines.length === 0 || !verdicts[0].scanAddedLines || !this.anyContentFlagOpen())
            return;
        const addedText = change.addedLines.join("\n");
        for (const hit of this.matcher.matchAddedLines(change.path, addedText, this.isOpen))
            this.raise(hit, change.path);
    }
    result() {
        const flag = (name) => this.evidence.has(name);
        return {
            changed_files: [...this.files],
            changed_files_sample: this.files.slice(0, types/* CHANGED_FILES_SAMPLE */.S),
            file_count: this.files.length,
            touches_auth: flag("touches_auth"),
            touches_deps: flag("touches_deps"),
            touches_exec: flag("touches_exec"),
            touches_proto: flag("touches_proto"),
            touches_migrations: flag("touches_migrations"),
            consumer_surface: flag("consumer_surface"),
            docs_only: this.files.length > 0 && this.everyFileIsDocumentation,
            signal_evidence: Object.fromEntries(types/* SIGNAL_FLAGS */.v.filter(flag).map((name) => [name, this.evidence.get(name)])),
            signals_summary: summaryLine(this.files.length, this.tally),
            signals_error: "",
        };
    }
    matchPath(path) {
        if (this.lastVerdict?.path !== path)
            this.lastVerdict = { path, verdict: this.matcher.matchPath(path) };
        return this.lastVerdict.verdict;
    }
    raise(hit, path) {
        if (!this.evidence.has(hit.flag))
            this.evidence.set(hit.flag, `${path} (${hit.via}: ${hit.topic})`);
    }
    anyContentFlagOpen() {
        for (const flag of this.matcher.contentFlags)
            if (!this.evidence.has(flag))
                return true;
        return false;
    }
    count(change) {
        const tally = this.tally;
        // As git's numstat: a binary file's lines are not counted (the patch is read with --text).
        if (!change.binary) {
            tally.added += change.added ?? change.addedLines.length;
            tally.removed += change.removed ?? 0;
        }
        if (change.binary)
            tally.binary += 1;
        if (change.untracked)
            tally.untracked += 1;
        else if (change.status === "added")
            tally.created += 1;
        else if (change.status === "renamed")
            tally.renamed += 1;
        else if (change.status === "copied")
            tally.copied += 1;
        else if (change.status === "deleted")
            tally.deleted += 1;
    }
}
/** "12 files, +340/−25 lines; renames 2, deletions 1, binary 1" — only the kinds present. */
function summaryLine(fileCount, tally) {
    const head = `${fileCount} ${fileCount === 1 ? "file" : "files"}, +${tally.added}/−${tally.removed} lines`;
    const kinds = [
        ["new", tally.created],
        ["renames", tally.renamed],
        ["copies", tally.copied],
        ["deletions", tally.deleted],
        ["binary", tally.binary],
        ["untracked", tally.untracked],
    ];
    const present = kinds.filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`);
    return present.length > 0 ? `${head}; ${present.join(", ")}` : head;
}

;// CONCATENATED MODULE: ./src/review/signals/memo.ts
const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A few diffs per process at most; the bound only guards a long-lived caller. */
const KEPT = 8;
const kept = new Map();
/** The memo key for a diff between two fixed commits in `repository`, or undefined when the spec can change. */
function immutableDiffKey(repository, spec) {
    if (spec.kind !== "range" || !OBJECT_NAME.test(spec.base) || !OBJECT_NAME.test(spec.head))
        return undefined;
    return `${repository}\0${spec.base}${spec.mergeBase ? "..." : ".."}${spec.head}`;
}
/** A copy of the kept signals: callers own what they get. */
function recalledSignals(key) {
    const signals = kept.get(key);
    return signals === undefined ? undefined : structuredClone(signals);
}
function keepSignals(key, signals) {
    if (kept.size >= KEPT)
        kept.delete(kept.keys().next().value);
    kept.set(key, structuredClone(signals));
}

// EXTERNAL MODULE: ./src/review/signals/untracked.ts + 1 modules
var untracked = __webpack_require__(8555);
;// CONCATENATED MODULE: ./src/review/signals/compute.ts
/**
 * The `signals` node's work: deterministic diff signals from git alone.
 *
 * computeSignals never fails a run. When the diff cannot be read — a bad spec,
 * a missing merge base in a shallow clone, git itself failing — it returns
 * widened signals: every flag raised, `docs_only` false, and `signals_error`
 * saying why. Lane selection only ever widens, so an error costs lane runs,
 * never a skipped review. Only cancellation (the signal) rejects.
 */







async function computeSignals(git, diffSpec, options = {}) {
    const { signal } = options;
    try {
        const spec = (0,review_diffSpec/* parseDiffSpec */.EX)(diffSpec);
        // Only the shipped rule table is remembered: a caller's own matcher is a test of that matcher.
        const memoKey = options.matcher === undefined && !(0,review_diffSpec/* countsUntracked */.w3)(spec, options.untracked) ? immutableDiffKey(git.cwd, spec) : undefined;
        const recalled = memoKey === undefined ? undefined : recalledSignals(memoKey);
        if (recalled)
            return recalled;
        const accumulator = new accumulator_SignalAccumulator(options.matcher);
        const reader = new DiffReader({
            onChange: (change) => accumulator.add(change),
            collectAddedLines: (path) => accumulator.wantsAddedLines(path),
        });
        await git.streamRawPatch(spec, (text) => reader.write(text), { signal });
        reader.end();
        if ((0,review_diffSpec/* countsUntracked */.w3)(spec, options.untracked)) {
            for (const change of await (0,untracked/* readUntrackedChanges */.H)(git, { signal }))
                accumulator.add(change);
        }
        const signals = accumulator.result();
        if (memoKey !== undefined)
            keepSignals(memoKey, signals);
        return signals;
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        return widenedSignals(`signals unavailable for diff spec ${JSON.stringify(diffSpec)}: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
/** The signals of a list of changes, without git: the rule table's own test bench. */
function signalsFromChanges(changes, matcher) {
    const accumulator = new SignalAccumulator(matcher);
    for (const change of changes)
        accumulator.add(change);
    return accumulator.result();
}
/** What the signals say when they could not be computed: every lane-selecting flag raised. */
function widenedSignals(reason) {
    const unknown = "signals unavailable: raised so that lane selection widens";
    return {
        changed_files: [],
        changed_files_sample: [],
        file_count: 0,
        touches_auth: true,
        touches_deps: true,
        touches_exec: true,
        touches_proto: true,
        touches_migrations: true,
        consumer_surface: true,
        docs_only: false,
        signal_evidence: Object.fromEntries(types/* SIGNAL_FLAGS */.v.map((flag) => [flag, unknown])),
        signals_summary: "diff signals unavailable; every signal raised",
        signals_error: reason,
    };
}


/***/ }),

/***/ 2684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CHANGED_FILES_SAMPLE),
/* harmony export */   v: () => (/* binding */ SIGNAL_FLAGS)
/* harmony export */ });
/** The flags a rule can raise. `docs_only` is derived, not matched. */
const SIGNAL_FLAGS = ["touches_auth", "touches_deps", "touches_exec", "touches_proto", "touches_migrations", "consumer_surface"];
const CHANGED_FILES_SAMPLE = 200;


/***/ }),

/***/ 8555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ readUntrackedChanges)
});

// UNUSED EXPORTS: UNTRACKED_READ_LIMIT

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/llm/tools/workspaceFile.ts
var workspaceFile = __webpack_require__(8116);
;// CONCATENATED MODULE: ./src/llm/tools/confinedRead.ts



const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;
const skip = (reason, detail) => ({ kind: "skipped", reason, detail });
/** The first bytes of `root`/`relPath`, up to `maxBytes`, if it is a regular file reached without a symlink. */
async function readWorkspaceBytes(root, relPath, options) {
    const maxBytes = checkedCap(options.maxBytes);
    const opened = await openWorkspacePath(root, relPath);
    if (opened.kind === "skipped")
        return opened;
    try {
        const bytes = Buffer.allocUnsafe(Math.min(opened.size, maxBytes));
        let filled = 0;
        while (filled < bytes.length) {
            options.signal?.throwIfAborted();
            const { bytesRead } = await opened.handle.read(bytes, filled, Math.min(CHUNK_BYTES, bytes.length - filled), filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        const truncated = await hasByteAt(opened.handle, maxBytes, filled);
        return { kind: "file", bytes: bytes.subarray(0, filled), size: opened.size, truncated };
    }
    catch (error) {
        return readFault(error, options.signal);
    }
    finally {
        await opened.handle.close();
    }
}
/**
 * The lines of `root`/`relPath` within its first `maxBytes` bytes: its `\n`
 * count, plus one when the last byte read is not a newline. A file longer
 * than the cap counts the lines that start inside it (`truncated` is true).
 */
async function countWorkspaceLines(root, relPath, options) {
    const maxBytes = checkedCap(options.maxBytes);
    const opened = await openWorkspacePath(root, relPath);
    if (opened.kind === "skipped")
        return opened;
    try {
        const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
        let position = 0;
        let newlines = 0;
        let last = NEWLINE;
        while (position < maxBytes) {
            options.signal?.throwIfAborted();
            const { bytesRead } = await opened.handle.read(buffer, 0, Math.min(CHUNK_BYTES, maxBytes - position), position);
            if (bytesRead === 0)
                break;
            position += bytesRead;
            const chunk = buffer.subarray(0, bytesRead);
            for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1))
                newlines++;
            last = chunk[bytesRead - 1];
        }
        const truncated = await hasByteAt(opened.handle, maxBytes, position);
        return { kind: "lines", count: last === NEWLINE ? newlines : newlines + 1, truncated };
    }
    catch (error) {
        return readFault(error, options.signal);
    }
    finally {
        await opened.handle.close();
    }
}
/** The target text of the symlink at `root`/`relPath`, read without following it or any folder on the way. */
async function readWorkspaceLink(root, relPath) {
    const located = await locate(root, relPath);
    if (located.kind === "skipped")
        return located;
    try {
        return { kind: "link", target: await (0,promises_.readlink)(located.absolute) };
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "EINVAL")
            return skip("not-a-regular-file", "not a symlink");
        return fileSystemSkip(code);
    }
}
/**
 * Opens `root`/`relPath` for reading under the rules above. The building
 * block of the readers here, for any other reader of a PR-controlled path.
 */
async function openWorkspacePath(root, relPath) {
    const located = await locate(root, relPath);
    if (located.kind === "skipped")
        return located;
    let seen;
    try {
        seen = await (0,promises_.lstat)(located.absolute);
    }
    catch (error) {
        return fileSystemSkip(errorCode(error));
    }
    if (seen.isSymbolicLink())
        return skip("symlink", "a symlink; symlinks are not followed");
    if (!seen.isFile())
        return skip("not-a-regular-file", describeKind(seen));
    let handle;
    try {
        handle = await (0,promises_.open)(located.absolute, workspaceFile/* NON_BLOCKING_READ_FLAGS */.v0);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "ELOOP")
            return skip("symlink", "became a symlink before it was opened");
        return fileSystemSkip(code);
    }
    const size = await openedSize(handle, seen);
    if (typeof size === "number")
        return { kind: "open", handle, size };
    await handle.close();
    return size;
}
/** The size of the opened file, if the descriptor holds the very regular file lstat saw. */
async function openedSize(handle, seen) {
    try {
        const opened = await handle.stat();
        if (!opened.isFile())
            return skip("not-a-regular-file", describeKind(opened));
        if (opened.dev !== seen.dev || opened.ino !== seen.ino)
            return skip("unreadable", "replaced while it was being opened");
        return opened.size;
    }
    catch (error) {
        return fileSystemSkip(errorCode(error));
    }
}
/** The absolute path under the real root, once the path and every folder on it pass the rules. */
async function locate(root, relPath) {
    const refused = lexicalRefusal(relPath);
    if (refused)
        return skip("outside-workspace", refused);
    let realRoot;
    try {
        realRoot = await (0,promises_.realpath)(root);
    }
    catch (error) {
        return skip("unreadable", `the workspace root cannot be resolved (${errorCode(error) ?? "unknown error"})`);
    }
    const absolute = external_node_path_default().join(realRoot, relPath);
    if (external_node_path_default().relative(realRoot, absolute) === "")
        return skip("outside-workspace", "names the workspace root, not a file");
    const parent = external_node_path_default().dirname(absolute);
    let realParent;
    try {
        realParent = await (0,promises_.realpath)(parent);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === "ELOOP")
            return skip("symlinked-directory", "a folder on the path is a symlink loop");
        return fileSystemSkip(code);
    }
    if (realParent !== parent)
        return skip("symlinked-directory", "a folder on the path is a symlink; symlinks are not followed");
    return { kind: "located", absolute };
}
function lexicalRefusal(relPath) {
    if (typeof relPath !== "string" || relPath === "")
        return "not a relative path";
    if (relPath.includes("\0"))
        return "contains a NUL byte";
    if (external_node_path_default().isAbsolute(relPath))
        return "an absolute path";
    if (relPath.split("/").includes(".."))
        return "has a `..` segment";
    return undefined;
}
function describeKind(stats) {
    if (stats.isFIFO())
        return "a FIFO";
    if (stats.isSocket())
        return "a socket";
    if (stats.isCharacterDevice())
        return "a character device";
    if (stats.isBlockDevice())
        return "a block device";
    if (stats.isDirectory())
        return "a directory";
    return "not a regular file";
}
function fileSystemSkip(code) {
    if (code === "ENOENT" || code === "ENOTDIR")
        return skip("missing", `does not exist (${code})`);
    return skip("unreadable", `cannot be read (${code ?? "unknown error"})`);
}
/** A read that failed: an abort stays an abort, anything else is a file-system fault. */
function readFault(error, signal) {
    if (signal?.aborted)
        throw signal.reason;
    return fileSystemSkip(errorCode(error));
}
/** True when the file holds a byte at `cap`: only asked once the read stopped at the cap. */
async function hasByteAt(handle, cap, position) {
    if (position < cap)
        return false;
    const { bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, cap);
    return bytesRead > 0;
}
function checkedCap(maxBytes) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
        throw new RangeError(`maxBytes must be a non-negative integer, got ${String(maxBytes)}`);
    return maxBytes;
}
function errorCode(error) {
    return error?.code;
}

;// CONCATENATED MODULE: ./src/review/signals/untracked.ts
/**
 * Untracked files for the `worktree` diff spec. git diff never shows them,
 * yet a new, uncommitted `deploy.py` that calls subprocess is exactly what a
 * local review should see. Each one counts as a new file whose every line is
 * added, as `git add` then `git diff HEAD` would show it.
 */


/** Only the head of a large untracked file is read: enough to see what it is. */
const UNTRACKED_READ_LIMIT = 1024 * 1024;
// git's own binary test: a NUL byte in the first 8000 bytes.
const BINARY_SNIFF = 8000;
const PARALLEL_READS = 32;
async function readUntrackedChanges(git, options = {}) {
    const top = await git.topLevel(options);
    const paths = await git.untrackedFiles(options);
    const changes = [];
    for (let start = 0; start < paths.length; start += PARALLEL_READS) {
        options.signal?.throwIfAborted();
        const batch = paths.slice(start, start + PARALLEL_READS);
        changes.push(...(await Promise.all(batch.map((path) => readUntracked(top, path, options.signal)))));
    }
    return changes;
}
/**
 * Read through the confined reader: no symlink is followed, on the path or at
 * its end, and only a regular file is opened, so a FIFO or a link to a device
 * lists without content instead of hanging or flooding the review.
 */
async function readUntracked(top, path, signal) {
    const change = { path, status: "added", binary: false, addedLines: [], untracked: true };
    const read = await readWorkspaceBytes(top, path, { maxBytes: UNTRACKED_READ_LIMIT, signal });
    if (read.kind === "skipped") {
        switch (read.reason) {
            case "symlink": {
                // A symlink's content, to git, is its target text; it is never followed.
                const link = await readWorkspaceLink(top, path);
                if (link.kind === "link")
                    change.addedLines = linesOf(link.target);
                return change;
            }
            case "unreadable":
                // A file that is there but cannot be read fails the read, so signals widen rather than miss it.
                throw new errors/* GauntletError */.xx("UNTRACKED_UNREADABLE", "runtime", `untracked file ${JSON.stringify(path)} ${read.detail}`);
            default:
                // Deleted since git listed it, a FIFO, a socket, a folder reached through a symlink: listed without content.
                return change;
        }
    }
    if (read.bytes.subarray(0, BINARY_SNIFF).includes(0)) {
        change.binary = true;
        return change;
    }
    change.addedLines = linesOf(read.bytes.toString("utf8"));
    return change;
}
/** The lines git would show as added, for file content or a link target. */
function linesOf(text) {
    if (text === "")
        return [];
    return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}


/***/ })

};
