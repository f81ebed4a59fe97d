export const id = 325;
export const ids = [325];
export const modules = {

/***/ 2325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewCommand: () => (/* binding */ reviewCommand)
/* harmony export */ });
/* harmony import */ var _review_reviewRun_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(950);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _reviewFlags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5528);
/* harmony import */ var _reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2575);
/* harmony import */ var _reviewRequest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6679);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1957);
/** `gauntlet review`: the whole gauntlet on a local checkout. Exit 0 on PASS, 1 on BLOCKED, 2 on a usage error. */







async function reviewCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .b)("review", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_6__/* .MODEL_FLAGS */ .Wt, ..._reviewFlags_js__WEBPACK_IMPORTED_MODULE_3__/* .REVIEW_FLAGS */ .d, ..._reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDINGS_FLAGS */ .F$ });
    if (positionals.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
    (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOutputFlags */ .dc)("review", values);
    const asked = (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .askedEndpoint */ .U_)(values, io);
    // The toolkit's modules load while git answers the flags' questions.
    const [review, kit] = await Promise.all([(0,_reviewFlags_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveReviewFlags */ .I)(values, io, { headMustBeCheckedOut: true, prefetchDiff: true, locateDiff: true }), loadKit()]);
    // Checked once the base's configuration is read: it may hold the model or an Azure deployment's API version.
    const endpoint = (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .reviewEndpoint */ .Ck)(asked, review.config, review.configSource);
    const outcome = await (0,_review_reviewRun_js__WEBPACK_IMPORTED_MODULE_0__/* .runReview */ .OD)((0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_5__/* .cliReviewRequest */ .q)(review, values, io, kit, endpoint));
    return (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .reportOutcome */ .Rq)(outcome, values, io);
}


/***/ })

};
