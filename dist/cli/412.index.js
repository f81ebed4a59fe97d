export const id = 412;
export const ids = [412];
export const modules = {

/***/ 3412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCommand: () => (/* binding */ verifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _runGraphCommand_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4214);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1957);
/** `gauntlet verify --findings FILE|-`: the finding verifier alone, on any reviewer's output (JSON or free text). */






async function verifyCommand(args, io, loadKit) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .b)("verify", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_5__/* .MODEL_FLAGS */ .W, findings: { type: "string" } });
    if (positionals.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`gauntlet verify: unexpected argument ${JSON.stringify(positionals[0])}; pass the findings with --findings FILE or --findings -`);
    if (!values.findings)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: --findings FILE|- is required (JSON or a review report as text)");
    const kit = await loadKit();
    let text;
    if (values.findings === "-") {
        if (!io.readStdin)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: cannot read standard input here");
        text = await io.readStdin();
    }
    else {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.findings), "utf8");
        }
        catch (error) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`gauntlet verify: cannot read --findings ${values.findings}: ${error.code ?? error}`);
        }
    }
    const graphFile = kit.library.resolve("finding-verifier");
    if (!graphFile)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("gauntlet verify: the finding-verifier graph is not shipped with this build");
    return (0,_runGraphCommand_js__WEBPACK_IMPORTED_MODULE_4__/* .runGraphCommand */ .h)({ graphFile, prompt: text, flags: values }, io, kit);
}


/***/ })

};
