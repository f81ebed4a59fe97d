export const id = 609;
export const ids = [609];
export const modules = {

/***/ 6609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planCommand: () => (/* binding */ planCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/review/gauntlet/selection.ts
var selection = __webpack_require__(2993);
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 6 modules
var compute = __webpack_require__(9721);
// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/signals/types.ts
var types = __webpack_require__(2684);
;// CONCATENATED MODULE: ./src/cli/planReport.ts
/**
 * `gauntlet plan`'s text. When the signals could not be computed, every flag
 * is raised only so that selection widens: the text says so, and never shows
 * a raised flag as if the diff had been seen to touch it.
 */


function flagLines(signals) {
    if (signals.signals_error)
        return [`  every flag raised, none observed: the diff could not be read (${signals.signals_error})`];
    const flags = types/* SIGNAL_FLAGS */.v.map((flag) => {
        const value = signals[flag];
        const evidence = signals.signal_evidence[flag];
        return `  ${flag}: ${value}${value && evidence ? ` — ${evidence}` : ""}`;
    });
    return [...flags, `  docs_only: ${signals.docs_only}`];
}
function renderPlan(diffSpec, signals, choices, notes) {
    const lines = [
        `diff: ${diffSpec}`,
        `signals: ${signals.signals_summary}`,
        ...flagLines(signals),
        "lanes:",
        ...choices.map((c) => `  ${c.selected ? "✓" : "·"} ${c.lane} (${lanes/* LANE_SPECS */.OW[c.lane].graph}): ${c.reason}`),
        ...notes.map((n) => `note: ${n}`),
        "(the model may add lanes during review; it can never remove these)",
    ];
    return lines.join("\n") + "\n";
}

// EXTERNAL MODULE: ./src/cli/reviewFlags.ts + 1 modules
var reviewFlags = __webpack_require__(5528);
// EXTERNAL MODULE: ./src/cli/modelFlags.ts
var modelFlags = __webpack_require__(2976);
;// CONCATENATED MODULE: ./src/cli/commands/plan.ts
/**
 * `gauntlet plan`: the diff signals and the deterministic lane selection, with
 * no model. With `--matrix FILE` it also writes the job matrix (see
 * docs/matrix.md); `--lane-judgment` adds the model's additive lane judgment,
 * as `review` makes it, and then needs the model settings.
 */










const MATRIX_FLAGS = { matrix: { type: "string" }, shards: { type: "string" }, "lane-judgment": { type: "boolean" } };
async function planCommand(args, io, loadKit) {
    const { values, positionals } = (0,cli_args/* parseFlags */.b)("plan", args, { ...modelFlags/* MODEL_FLAGS */.W, ...reviewFlags/* REVIEW_FLAGS */.d, ...MATRIX_FLAGS });
    if (positionals.length > 0)
        throw new cli_io/* UsageError */.e(`gauntlet plan: unexpected argument ${JSON.stringify(positionals[0])}`);
    if (!values.matrix && (values.shards !== undefined || values["lane-judgment"]))
        throw new cli_io/* UsageError */.e(`gauntlet plan: ${values.shards !== undefined ? "--shards" : "--lane-judgment"} shapes a job matrix; add --matrix FILE`);
    // Only git objects are read, so --head need not be checked out (a matrix's lane jobs check it out themselves).
    const review = await (0,reviewFlags/* resolveReviewFlags */.I)(values, io, { headMustBeCheckedOut: false, prefetchDiff: values.matrix !== undefined });
    const matrixFlags = values.matrix ? { ...values, matrix: values.matrix } : undefined;
    // Loaded only for a matrix, so plain `plan` stays quick to start. It reads the same diff, so it plans beside the report, not after it.
    const matrix = matrixFlags && Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(207), __webpack_require__.e(926), __webpack_require__.e(807), __webpack_require__.e(214), __webpack_require__.e(904), __webpack_require__.e(572), __webpack_require__.e(903)]).then(__webpack_require__.bind(__webpack_require__, 3903)).then(async (module) => ({ module, plan: await module.planForFlags(review, matrixFlags, io, loadKit) }));
    const [signals, planned] = await Promise.all([
        (0,compute/* computeSignals */.LQ)(review.git, review.diffSpec, { untracked: review.untracked, ...(io.signal ? { signal: io.signal } : {}) }),
        matrix,
    ]);
    const { choices, notes } = (0,selection/* selectLanes */.i)({
        signals,
        plan_context: review.plan,
        security_posture: review.settings.posture,
        probe_context: (0,settings/* probeRecipe */.Dw)(review.config),
        forced_lanes: review.settings.lanes,
        add: {},
        untrusted_head: false,
    });
    io.stdout(renderPlan(review.diffSpec, signals, choices, notes));
    if (values.json) {
        const json = {
            signals,
            lanes: choices.filter((c) => c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
            not_selected: choices.filter((c) => !c.selected).map((c) => ({ name: c.lane, reason: c.reason })),
        };
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.resolve)(io.cwd, values.json), JSON.stringify(json, null, 2) + "\n");
    }
    if (planned && matrixFlags)
        planned.module.writeMatrixPlan(planned.plan, matrixFlags, io);
    return cli_io/* EXIT */.d.ok;
}


/***/ })

};
