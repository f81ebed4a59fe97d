export const id = 948;
export const ids = [948];
export const modules = {

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
        ..._settings_js__WEBPACK_IMPORTED_MODULE_4__/* .MODEL_FLAGS */ .W,
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


/***/ })

};
