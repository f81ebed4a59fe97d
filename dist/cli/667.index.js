export const id = 667;
export const ids = [667];
export const modules = {

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
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .b)("lane", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_8__/* .MODEL_FLAGS */ .W, ..._reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .REVIEW_FLAGS */ .d, ...LANE_FLAGS });
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
    const endpoint = (0,_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .endpointFrom */ .K)(values, io);
    // The toolkit's modules load while git answers the flags' questions.
    const [review, kit] = await Promise.all([(0,_reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveReviewFlags */ .I)(values, io, { headMustBeCheckedOut: true, prefetchDiff: lane === "code-review" }), loadKit()]);
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


/***/ })

};
