export const id = 598;
export const ids = [598];
export const modules = {

/***/ 5217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateCommand: () => (/* binding */ gateCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6572);
/* harmony import */ var _review_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8107);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);
/* harmony import */ var _matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5078);
/* harmony import */ var _reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5528);
/* harmony import */ var _reviewOutput_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2575);
/* harmony import */ var _reviewRequest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6679);
/**
 * `gauntlet gate --matrix FILE DIR`: the matrix's verdict from the lane jobs'
 * partial results, with no model. It prints the same report as `review`, with
 * the same exit codes: 0 PASS, 1 BLOCKED, 2 usage. Run it on the head's checkout:
 * fingerprints read the cited lines.
 */









const GATE_FLAGS = {
    matrix: { type: "string" },
    json: { type: "string" },
    "project-dir": { type: "string" },
    config: { type: "string" },
    ..._reviewOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .FINDINGS_FLAGS */ .F$,
};
async function gateCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .b)("gate", args, GATE_FLAGS);
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e("gauntlet gate: name the folder of partial results, e.g. gauntlet gate --matrix matrix.json partials/");
    (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .checkOutputFlags */ .dc)("gate", values);
    // An inconsistent plan still gates: it blocks, naming what disagrees.
    const plan = await (0,_matrixFiles_js__WEBPACK_IMPORTED_MODULE_5__/* .readMatrixFlag */ .Wt)(io, "gate", values.matrix, { inconsistentOk: true });
    // The plan's commits, read as `review` reads them: the configuration at the base, the head checked out.
    const { base_sha: base, head_sha: head } = plan.keys;
    // The toolkit's modules load, and the partials are read, while git answers the flags' questions.
    const [review, kit, found] = await Promise.all([
        (0,_reviewFlags_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveReviewFlags */ .I)({
            ...(base ? { base } : {}),
            ...(plan.request.untracked_files ? { worktree: true } : head ? { head } : {}),
            ...(values["project-dir"] ? { "project-dir": values["project-dir"] } : {}),
            ...(values.config ? { config: values.config } : {}),
        }, io, { headMustBeCheckedOut: true }),
        loadKit(),
        (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readPartials */ .JD)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, positionals[0])),
    ]);
    // No model runs at the gate: the endpoint is only what redaction must know (the key, if any).
    const endpoint = { ...(io.env.OPENAI_API_KEY ? { apiKey: io.env.OPENAI_API_KEY } : {}), ...(0,_review_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .endpointFor */ .Lo)(review.config, {}) };
    const outcome = await (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .gateMatrix */ .f0)((0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_8__/* .cliReviewRequest */ .q)(review, {}, io, kit, endpoint), plan, found);
    return (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .reportOutcome */ .Rq)(outcome, values, io);
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
