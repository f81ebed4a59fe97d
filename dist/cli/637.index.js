export const id = 637;
export const ids = [637];
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

/***/ 1637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   graphCommand: () => (/* binding */ graphCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3991);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);
/** `gauntlet graph <file>`: the graph as a Mermaid flowchart. */





async function graphCommand(args, io, loadKit) {
    const { positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFlags */ .b)("graph", args, {});
    if (positionals.length !== 1)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e("gauntlet graph: give exactly one graph file (or a shipped graph's name)");
    const target = positionals[0];
    const kit = await loadKit();
    const file = kit.library.resolve(target) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, target);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`gauntlet graph: no graph file ${target} and no shipped graph of that name (shipped: ${kit.library.names().join(", ")})`);
    io.stdout((0,_engine_index_js__WEBPACK_IMPORTED_MODULE_2__/* .toMermaid */ .nu)((0,_engine_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadGraphFile */ .rn)(file), kit.scripts));
    return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.ok;
}


/***/ })

};
