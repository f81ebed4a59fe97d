export const id = 452;
export const ids = [452];
export const modules = {

/***/ 8071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startGateHeadStart: () => (/* binding */ startGateHeadStart),
/* harmony export */   startLaneHeadStart: () => (/* binding */ startLaneHeadStart)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _review_codeReview_baseMarkers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3140);
/* harmony import */ var _review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2047);
/* harmony import */ var _review_git_gitAnswers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6240);
/* harmony import */ var _review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3439);
/* harmony import */ var _review_git_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6269);
/* harmony import */ var _review_git_gitOutput_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6678);
/* harmony import */ var _repositoryQuestions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(127);
/**
 * The head starts of `gauntlet lane` and `gauntlet gate`: both know their two
 * commits from the matrix file, so git can answer their first questions while
 * the command and the review's modules load (gitHeadStart.ts), and while the
 * process is still small: every git process is a fork of it.
 *
 * - both: the top directory and the commits the flags name (Git.locate), and
 *   whether the base holds a configuration file;
 * - a code-review lane job also: the diff's name-status and patch, the merge
 *   base, and then the grep for generated-file markers at the base.
 *
 * Best effort, and it decides nothing: each question is exactly one the
 * command then asks, and anything unexpected (--project-dir, --worktree, an
 * unreadable matrix file, keys that are not full object names) starts
 * nothing. The command checks its flags and the matrix file as always.
 */









/** `--name value` or `--name=value`; undefined when absent. */
function flagValue(args, name) {
    for (const [i, arg] of args.entries()) {
        if (arg === name)
            return args[i + 1];
        if (arg.startsWith(`${name}=`))
            return arg.slice(name.length + 1);
    }
    return undefined;
}
/** The matrix file's two commits when both are full object names, and whether the plan reviewed the working tree. */
function matrixCommits(args, cwd) {
    const matrix = flagValue(args, "--matrix");
    if (!matrix)
        return undefined;
    let plan;
    try {
        plan = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, matrix), "utf8"));
    }
    catch {
        return undefined;
    }
    const { base_sha: base, head_sha: head } = plan?.keys ?? {};
    if (typeof base !== "string" || typeof head !== "string" || !(0,_review_git_gitAnswers_js__WEBPACK_IMPORTED_MODULE_4__/* .isFullObjectName */ .Co)(base) || !(0,_review_git_gitAnswers_js__WEBPACK_IMPORTED_MODULE_4__/* .isFullObjectName */ .Co)(head))
        return undefined;
    return { base, head, untracked: plan.request?.untracked_files === true };
}
/** resolveReviewFlags' first questions: the commits the flags name, and the configuration's presence at the base. */
function repositoryQuestions(cwd, refs, base, ownConfig) {
    const questions = [(0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .locateArgs */ .oy)((0,_repositoryQuestions_js__WEBPACK_IMPORTED_MODULE_8__/* .namedRefs */ ._i)(refs))];
    if (!ownConfig)
        questions.push((0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .objectExistsArgs */ .RT)(`${base}:${_repositoryQuestions_js__WEBPACK_IMPORTED_MODULE_8__/* .CONFIG_PATH */ .tF}`));
    for (const question of questions)
        (0,_review_git_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .startHeadStart */ .p1)(cwd, question);
    return questions;
}
/** Starts the lane job's questions in `cwd` when the flags and the matrix file allow; returns those started now (the grep follows the listing). */
function startLaneHeadStart(args, cwd) {
    if (flagValue(args, "--project-dir") !== undefined || args.includes("--worktree"))
        return [];
    const commits = matrixCommits(args, cwd);
    if (!commits)
        return [];
    const { base, head } = commits;
    const started = repositoryQuestions(cwd, { head: flagValue(args, "--head"), base: flagValue(args, "--base") }, base, flagValue(args, "--config") !== undefined);
    if (args[0] !== "code-review")
        return started;
    const spec = (0,_review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDiffSpec */ .EX)(`${base}...${head}`);
    const listing = (0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .diffArgs */ .Hy)(spec, ["--name-status", "-z"]);
    const mergeBase = (0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeBaseArgs */ .zm)(base, head);
    const diff = [listing, (0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .diffArgs */ .Hy)(spec, ["--patch"]), mergeBase];
    const answers = diff.map((question) => (0,_review_git_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .startHeadStart */ .p1)(cwd, question));
    void startMarkerGrep(cwd, answers[0], answers[2]);
    return [...started, ...diff];
}
/** The base-marker grep (baseMarkers.ts), once the listing and the merge base are known. */
async function startMarkerGrep(cwd, listing, mergeBase) {
    try {
        const [entries, base] = await Promise.all([listing.then(_review_git_gitOutput_js__WEBPACK_IMPORTED_MODULE_7__/* .parseNameStatusZ */ .rd), mergeBase.then((text) => text.trim())]);
        if (!(0,_review_git_gitAnswers_js__WEBPACK_IMPORTED_MODULE_4__/* .isFullObjectName */ .Co)(base))
            return;
        for (const batch of (0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .argumentBatches */ .CN)((0,_review_codeReview_baseMarkers_js__WEBPACK_IMPORTED_MODULE_2__/* .markerCandidates */ .hI)(entries), _review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .GREP_ARGUMENT_BYTES */ .VO))
            (0,_review_git_gitHeadStart_js__WEBPACK_IMPORTED_MODULE_6__/* .startHeadStart */ .p1)(cwd, (0,_review_git_gitArguments_js__WEBPACK_IMPORTED_MODULE_5__/* .grepArgs */ .kP)(base, _review_codeReview_baseMarkers_js__WEBPACK_IMPORTED_MODULE_2__/* .GENERATED_MARKER */ .Lp, batch));
    }
    catch {
        // Nothing to start: code review asks git itself, and hears the reason.
    }
}
/** Starts the gate's questions: the commits it reads the configuration at, as gate.ts passes them to resolveReviewFlags. */
function startGateHeadStart(args, cwd) {
    if (flagValue(args, "--project-dir") !== undefined)
        return [];
    const commits = matrixCommits(args, cwd);
    if (!commits)
        return [];
    return repositoryQuestions(cwd, { base: commits.base, ...(commits.untracked ? {} : { head: commits.head }) }, commits.base, flagValue(args, "--config") !== undefined);
}


/***/ }),

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TA: () => (/* binding */ diffQuestions),
/* harmony export */   _i: () => (/* binding */ namedRefs),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH)
/* harmony export */ });
/* harmony import */ var _review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);
/**
 * What resolveReviewFlags asks git first, as pure functions of the flags: the
 * refs it resolves and where the configuration sits at the base. A lane or
 * gate job's head start (headStart.ts) asks the same before the command loads.
 */

/** The base branch's configuration, read at the base commit. */
const CONFIG_PATH = ".github/gauntlet.yml";
function wellFormed(ref) {
    try {
        return (0,_review_git_diffSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .assertRevision */ .yr)(ref) === ref;
    }
    catch {
        return false;
    }
}
/** HEAD and the refs --head and --base name, once each, leaving out any that is not a revision (resolving it explains why). */
function namedRefs(flags) {
    return [...new Set(["HEAD", flags.head, flags.base].filter((ref) => ref !== undefined && wellFormed(ref)))];
}
/**
 * What the process resolving the refs also answers for a `base...head` diff (Git.locate): the merge base, and
 * whether the base holds the configuration (read from the base unless --config names one). Nothing without --base
 * (the base is then found by trying candidates) or with --worktree (no merge base).
 */
function diffQuestions(flags) {
    const head = flags.head ?? "HEAD";
    if (flags.base === undefined || flags.worktree || !wellFormed(flags.base) || !wellFormed(head))
        return {};
    return { range: { base: flags.base, head }, ...(flags.config === undefined ? { object: { ref: flags.base, path: CONFIG_PATH } } : {}) };
}


/***/ })

};
