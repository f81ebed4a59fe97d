export const id = 617;
export const ids = [617];
export const modules = {

/***/ 5617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DirectoryGraphLibrary: () => (/* binding */ DirectoryGraphLibrary),
/* harmony export */   shippedGraphsDir: () => (/* binding */ shippedGraphsDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
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


/***/ })

};
