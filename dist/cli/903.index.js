export const id = 903;
export const ids = [903];
export const modules = {

/***/ 3903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planForFlags: () => (/* binding */ planForFlags),
/* harmony export */   writeMatrixPlan: () => (/* binding */ writeMatrixPlan)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6572);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _outputFile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1231);
/* harmony import */ var _reviewRequest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6679);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1957);
/* harmony import */ var _review_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8107);
/** `gauntlet plan --matrix FILE`: the job matrix, its keys and the planned request, written for the lane jobs and the gate. */







function shardsFlag(text) {
    if (text === undefined)
        return undefined;
    const shards = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!(shards >= 1 && shards <= _review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SHARDS */ .hH))
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--shards ${text}: use a whole number from 1 to ${_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SHARDS */ .hH}`);
    return shards;
}
/** The job matrix for the resolved review: lane selection (with the model's judgment when asked) and code review's chunks. */
async function planForFlags(review, flags, io, loadKit) {
    const shards = shardsFlag(flags.shards);
    const judgment = flags["lane-judgment"] === true;
    // Lane judgment calls the model, so it needs the model settings; the floor calls none.
    const endpoint = judgment
        ? (0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .reviewEndpoint */ .Ck)((0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .askedEndpoint */ .U_)(flags, io), review.config, review.configSource)
        : (0,_review_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .endpointFor */ .Lo)(review.config, { model: flags.model });
    const kit = await loadKit();
    // A fresh nonce per plan: a partial left over from another plan is foreign at the gate.
    const keys = { head_sha: review.headSha, base_sha: review.baseSha, settings_key: (0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_4__/* .cliSettingsKey */ .p)(review, flags, io, kit), plan_nonce: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)() };
    return (0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .planMatrix */ .T4)((0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_4__/* .cliReviewRequest */ .q)(review, flags, io, kit, endpoint), { keys, judgment, ...(shards !== undefined ? { shards } : {}) });
}
/** Writes the matrix file and says what is in it. */
function writeMatrixPlan(plan, flags, io) {
    (0,_outputFile_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOutputFile */ .B)(io, "--matrix", flags.matrix, JSON.stringify(plan, null, 2) + "\n");
    const chunks = plan.chunk_plan;
    io.stdout([
        `matrix: ${plan.include.length} job(s) → ${flags.matrix}${flags["lane-judgment"] === true ? " (lane judgment by the model)" : ""}`,
        ...plan.include.map((job) => `  ${(0,_review_matrix_index_js__WEBPACK_IMPORTED_MODULE_1__/* .jobLabel */ .OP)(job)}`),
        `  code review: ${chunks.chunks} chunk(s), ${plan.shards["code-review"] ?? 0} shard(s)${flags.shards !== undefined ? " (forced by --shards)" : ` (one per ${chunks.chunks_per_shard} chunks, at most ${chunks.max_chunks} per shard)`}`,
        "",
    ].join("\n"));
}


/***/ }),

/***/ 1231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ writeOutputFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/** A file the user asked for (--json, --sarif): a failed write names the flag and the path, never a stack trace. */



function writeOutputFile(io, flag, path, text) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(absolute, text);
    }
    catch (error) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${flag} ${path}: cannot write it (${error.code ?? String(error)}); give a path in a folder that exists and is writable`);
    }
}


/***/ })

};
