export const id = 788;
export const ids = [788];
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


/***/ }),

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ NodeTimeout),
/* harmony export */   KF: () => (/* binding */ runSignal),
/* harmony export */   Mu: () => (/* binding */ raceAbort),
/* harmony export */   wj: () => (/* binding */ withTimeout)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/** AbortSignal plumbing: link run, node and attempt signals; race work against them. */

/** Marks why a node-level controller aborted, so the run can tell it from its own abort. */
class NodeTimeout {
    seconds;
    constructor(seconds) {
        this.seconds = seconds;
    }
}
/** A signal that aborts when `parent` does, or after `seconds` (with a NodeTimeout reason). */
function withTimeout(parent, seconds, reason = (s) => new NodeTimeout(s)) {
    // No timer means nothing to add: the parent's signal serves as is (the common, hot path).
    if (seconds === undefined)
        return { signal: parent, dispose: () => { } };
    return link(parent, seconds, reason);
}
/**
 * The run's own signal: follows the caller's (cancellation) and times out after
 * `seconds`. Always a fresh signal, so the listeners of every node in flight
 * land on it rather than on the caller's.
 */
function runSignal(parent, seconds, reason) {
    return link(parent, seconds, reason);
}
function link(parent, seconds, reason) {
    const controller = new AbortController();
    // One listener per node in flight is the design (a wide map has dozens): not the leak Node warns about at 10.
    (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, controller.signal);
    const onParent = () => controller.abort(parent?.reason);
    if (parent?.aborted)
        controller.abort(parent.reason);
    else
        parent?.addEventListener("abort", onParent, { once: true });
    const timer = seconds !== undefined && !controller.signal.aborted ? setTimeout(() => controller.abort(reason(seconds)), seconds * 1000) : undefined;
    return {
        signal: controller.signal,
        dispose: () => {
            if (timer)
                clearTimeout(timer);
            parent?.removeEventListener("abort", onParent);
        },
    };
}
/** Resolves with the work, or rejects with the signal's reason as soon as it aborts — even if the work ignores it. */
function raceAbort(work, signal) {
    if (signal.aborted) {
        work.catch(() => { });
        return Promise.reject(signal.reason);
    }
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        work.then((value) => {
            signal.removeEventListener("abort", onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener("abort", onAbort);
            reject(error);
        });
    });
}


/***/ })

};
