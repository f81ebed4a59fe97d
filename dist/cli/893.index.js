export const id = 893;
export const ids = [893];
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

/***/ 2976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ MODEL_FLAGS)
/* harmony export */ });
/** The model flags, apart from the endpoint code (which loads the openai SDK): `plan` accepts them and still starts quickly. */
const MODEL_FLAGS = {
    "base-url": { type: "string" },
    model: { type: "string" },
    "api-version": { type: "string" },
    "structured-output": { type: "string" },
    tools: { type: "string" },
    budget: { type: "string" },
    trace: { type: "string" },
    "project-dir": { type: "string" },
    "timeout-minutes": { type: "string" },
};


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


/***/ }),

/***/ 5528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ REVIEW_FLAGS),
  I: () => (/* binding */ resolveReviewFlags)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/review/budgetSpec.ts
var budgetSpec = __webpack_require__(3612);
// EXTERNAL MODULE: ./src/review/codeReview/baseMarkers.ts
var baseMarkers = __webpack_require__(3140);
// EXTERNAL MODULE: ./src/review/git/diffSpec.ts
var git_diffSpec = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/review/git/git.ts + 2 modules
var git_git = __webpack_require__(7020);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/rigor.ts
var gauntlet_rigor = __webpack_require__(2812);
// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/refHints.ts
/**
 * How a revision the user gave appears in a message, and what to run about a
 * missing one. A ref is input: it is quoted when it is anything but a plain
 * name, and it goes into a suggested command only when it is a plain name,
 * so no message ever proposes a command with an option or shell syntax in it.
 */
// A branch, tag or SHA as people type them: no option, no shell or revision syntax.
const PLAIN_NAME = /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/;
function isPlainName(ref) {
    return PLAIN_NAME.test(ref) && !ref.includes("..") && !ref.endsWith(".") && !ref.endsWith("/") && ref.length <= 200;
}
/** The ref as a message shows it: bare when plain, JSON-quoted otherwise. */
function displayRef(ref) {
    return isPlainName(ref) ? ref : JSON.stringify(ref);
}
/** What to do about a ref git does not know. */
function missingRefHint(ref) {
    if (!isPlainName(ref))
        return "check the name; if the history is shallow, fetch more of it (git fetch --unshallow)";
    // `origin/main` is fetched as `main` from origin.
    const name = ref.startsWith("origin/") && ref.length > "origin/".length ? ref.slice("origin/".length) : ref;
    return `check the name, or fetch it first (git fetch origin ${name})`;
}

// EXTERNAL MODULE: ./src/cli/repositoryQuestions.ts
var repositoryQuestions = __webpack_require__(127);
;// CONCATENATED MODULE: ./src/cli/reviewFlags.ts
/**
 * The diff and context flags `review` and `plan` share, resolved against the
 * local checkout. Every mistake is a UsageError naming the flag, before any work.
 */













const REVIEW_FLAGS = {
    base: { type: "string" },
    head: { type: "string" },
    worktree: { type: "boolean" },
    "project-dir": { type: "string" },
    plan: { type: "string" },
    config: { type: "string" },
    rigor: { type: "string" },
    "security-posture": { type: "string" },
    lanes: { type: "string" },
    json: { type: "string" },
};
function readText(path, flag) {
    try {
        return (0,external_node_fs_.readFileSync)(path, "utf8");
    }
    catch (error) {
        throw new cli_io/* UsageError */.e(`${flag} ${path}: cannot read it (${error.code ?? error})`);
    }
}
const CONFIG_READ_LIMIT = 1024 * 1024;
/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git, baseSha, path) {
    const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
    if (file?.truncated)
        throw new cli_io/* UsageError */.e(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
    return file?.text;
}
function missingRules(path, baseSha) {
    throw new cli_io/* UsageError */.e(`rules: ${path} (named by ${repositoryQuestions/* CONFIG_PATH */.tF}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
}
async function defaultBase(git, head) {
    for (const candidate of ["origin/HEAD", "main", "origin/main", "master"]) {
        try {
            return await git.mergeBase(candidate, head);
        }
        catch {
            continue;
        }
    }
    throw new cli_io/* UsageError */.e("no base to compare with: there is no origin/HEAD, main, origin/main or master here; name one with --base REF");
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * The repository the command works in; the message names --project-dir only when it was given. `commits`: what
 * HEAD and the flags' refs name, when one git process could answer them all (the usual case); each missing one is
 * asked alone, and a failure then explains itself.
 */
async function openRepository(flags, io, mode) {
    const given = flags["project-dir"];
    const workspaceRoot = (0,external_node_path_.resolve)(io.cwd, given ?? ".");
    const where = given !== undefined ? `--project-dir ${given}: ` : "";
    if (!isFolder(workspaceRoot))
        throw new cli_io/* UsageError */.e(`${where}${workspaceRoot} is not a folder; name a checkout`);
    const git = new git_git/* Git */.TU(workspaceRoot);
    const refs = (0,repositoryQuestions/* namedRefs */._i)(flags);
    const located = await git.locate(refs, mode.locateDiff ? (0,repositoryQuestions/* diffQuestions */.TA)(flags) : {});
    const commits = new Map(located ? refs.map((ref, i) => [ref, located.commits[i]]) : []);
    try {
        await git.topLevel();
    }
    catch (error) {
        if (error instanceof git_git/* GitError */.XS && error.exitCode === null)
            throw new cli_io/* UsageError */.e(`git: ${error.message}; install git, or put it on the PATH`);
        throw new cli_io/* UsageError */.e(given !== undefined
            ? `${where}${workspaceRoot} is not in a git repository; name a checkout`
            : `${workspaceRoot} is not in a git repository; run gauntlet inside a checkout, or name one with --project-dir DIR`);
    }
    return { workspaceRoot, git, commits };
}
async function resolveReviewFlags(flags, io, mode) {
    const { workspaceRoot, git, commits } = await openRepository(flags, io, mode);
    if (flags.head && flags.worktree)
        throw new cli_io/* UsageError */.e("--head and --worktree exclude each other: review a commit, or the working tree");
    const rigor = flags.rigor;
    if (rigor !== undefined && !gauntlet_rigor/* RIGORS */.fb.includes(rigor))
        throw new cli_io/* UsageError */.e(`--rigor ${rigor}: use one of ${gauntlet_rigor/* RIGORS */.fb.join(", ")}`);
    const posture = flags["security-posture"];
    if (posture !== undefined && !gauntlet_rigor/* POSTURES */.wB.includes(posture))
        throw new cli_io/* UsageError */.e(`--security-posture ${posture}: use one of ${gauntlet_rigor/* POSTURES */.wB.join(", ")}`);
    const forced = (0,lanes/* normalizeLanes */.zU)((flags.lanes ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean));
    if (forced.unknown.length > 0)
        throw new cli_io/* UsageError */.e(`--lanes: unknown lane(s) ${forced.unknown.join(", ")}; use ${lanes/* LANES */.Ci.join(", ")}`);
    const budget = flags.budget !== undefined ? parseFlagBudget(flags.budget) : undefined;
    const resolveRef = async (ref, flag) => {
        try {
            (0,git_diffSpec/* assertRevision */.yr)(ref);
        }
        catch (error) {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: ${(0,errors/* isGauntletError */.xF)(error) ? error.message : String(error)} Name a branch, tag or commit.`);
        }
        try {
            return commits.get(ref) ?? (await git.revParse(ref));
        }
        catch {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: not a commit in ${workspaceRoot}; ${missingRefHint(ref)}`);
        }
    };
    let checkedOut;
    try {
        checkedOut = commits.get("HEAD") ?? (await git.revParse("HEAD"));
    }
    catch {
        throw new cli_io/* UsageError */.e(`${workspaceRoot} has no commit checked out (HEAD); commit or check out something first`);
    }
    const headSha = flags.head ? await resolveRef(flags.head, "--head") : checkedOut;
    if (mode.headMustBeCheckedOut && headSha !== checkedOut) {
        throw new cli_io/* UsageError */.e(`--head ${displayRef(flags.head)} is not checked out (HEAD is ${checkedOut.slice(0, 12)}); check it out first, or omit --head`);
    }
    const baseSha = flags.base ? await resolveRef(flags.base, "--base") : await defaultBase(git, headSha);
    const diffSpec = flags.worktree ? baseSha : `${baseSha}...${headSha}`;
    if (mode.prefetchDiff) {
        git.prefetchDiff(diffSpec);
        // Code review's base markers need only the listing: a merge base and a grep whose answers git keeps for two commits.
        if (!flags.worktree)
            (0,baseMarkers/* prefetchBaseMarkers */.Cp)(git, diffSpec);
    }
    mode.onDiff?.({ git, diffSpec, untracked: flags.worktree === true });
    // As the action does: the configuration (and its rules file) comes from the base, never from the change
    // under review. An explicit --config is the local user's own choice, read as given.
    const configPath = flags.config ? (0,external_node_path_.resolve)(io.cwd, flags.config) : undefined;
    const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, repositoryQuestions/* CONFIG_PATH */.tF);
    let config = {};
    const configSource = configText === undefined ? undefined : (configPath ?? `${repositoryQuestions/* CONFIG_PATH */.tF} at the base (${baseSha.slice(0, 12)})`);
    if (configText !== undefined) {
        // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
        const { parseConfig } = await Promise.all(/* import() */[__webpack_require__.e(798), __webpack_require__.e(815), __webpack_require__.e(908)]).then(__webpack_require__.bind(__webpack_require__, 1527));
        try {
            config = parseConfig(configText, configSource);
        }
        catch (error) {
            if ((0,errors/* isGauntletError */.xF)(error))
                throw new cli_io/* UsageError */.e(error.message);
            throw error;
        }
    }
    const rules = !config.rules
        ? ""
        : configPath
            ? readText((0,external_node_path_.resolve)(workspaceRoot, config.rules), "rules (from the configuration)")
            : ((await readAtBase(git, baseSha, config.rules)) ?? missingRules(config.rules, baseSha));
    return {
        workspaceRoot,
        git,
        diffSpec,
        untracked: flags.worktree === true,
        baseSha,
        headSha,
        plan: flags.plan ? readText((0,external_node_path_.resolve)(io.cwd, flags.plan), "--plan") : "",
        // The configuration is a floor: flags may raise rigor and posture, add lanes, tighten the budget (as the action's inputs).
        settings: (0,settings/* settleSettings */.jU)(config, { rigor, posture, lanes: forced.lanes, budget }, { rigor: "--rigor", posture: "--security-posture" }, (m) => io.stderr(`gauntlet: ${m}\n`)),
        config,
        ...(configSource !== undefined ? { configSource } : {}),
        rules,
    };
}
function parseFlagBudget(spec) {
    try {
        return (0,budgetSpec/* parseBudget */.N)(spec, "--budget");
    }
    catch (error) {
        if ((0,errors/* isGauntletError */.xF)(error))
            throw new cli_io/* UsageError */.e(error.message);
        throw error;
    }
}


/***/ }),

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F$: () => (/* binding */ FINDINGS_FLAGS),
  dc: () => (/* binding */ checkOutputFlags),
  Rq: () => (/* binding */ reportOutcome)
});

// EXTERNAL MODULE: ./src/review/codeReview/overBudget.ts
var overBudget = __webpack_require__(9525);
// EXTERNAL MODULE: ./src/review/gauntlet/incomplete.ts
var incomplete = __webpack_require__(5375);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/review/sarif/findingClass.ts
/** Matched on the severity's leading emoji, as the verdict gate reads it. */
const BANDS = {
    "code-review": [
        {
            prefix: "🔴",
            band: "critical",
            level: "error",
            description: "A critical defect the code review found; it blocks the change unless it is shown false or dismissed.",
        },
        { prefix: "🟡", band: "warning", level: "warning", description: "A defect the code review found that should be fixed." },
        { prefix: "🟢", band: "suggestion", level: "note", description: "An improvement the code review suggests." },
        { prefix: "💡", band: "nitpick", level: "note", description: "A minor point of style or clarity." },
    ],
    security: [
        { prefix: "🔴", band: "critical", level: "error", securitySeverity: 9.5, description: "A critical security weakness the security review found." },
        { prefix: "🟠", band: "high", level: "error", securitySeverity: 8.0, description: "A high-severity security weakness the security review found." },
        { prefix: "🟡", band: "medium", level: "warning", securitySeverity: 5.5, description: "A medium-severity security weakness the security review found." },
        { prefix: "🟢", band: "low", level: "note", securitySeverity: 2.0, description: "A low-severity security weakness the security review found." },
    ],
    adversary: [{ prefix: "⚠", band: "complaint", level: "warning", description: "A place where the change diverges from its stated plan." }],
};
const OTHER = { band: "other", level: "warning", description: "A finding whose severity the gauntlet does not rank." };
function findingClass(finding) {
    const band = BANDS[finding.lane]?.find((b) => finding.severity.trimStart().startsWith(b.prefix)) ?? OTHER;
    return {
        id: `${finding.lane}/${band.band}`,
        lane: finding.lane,
        band: band.band,
        level: band.level,
        description: band.description,
        ...(band.securitySeverity !== undefined && finding.lane === "security" ? { securitySeverity: band.securitySeverity } : {}),
    };
}
const titleCase = (words) => words.replace(/(^|[-/ ])(\w)/g, (_m, _sep, c) => c.toUpperCase());
function ruleDescriptor(cls, helpUri) {
    const short = `${cls.lane} ${cls.band} finding`;
    return {
        id: cls.id,
        name: titleCase(cls.id).replace(/[-/ ]/g, ""),
        shortDescription: { text: short.charAt(0).toUpperCase() + short.slice(1) + "." },
        fullDescription: { text: cls.description },
        help: { text: `${cls.description} The result's message gives the claim, the verifier's verdict and its evidence.` },
        helpUri,
        defaultConfiguration: { level: cls.level },
        properties: {
            tags: cls.lane === "security" ? ["security", "review-gauntlet"] : ["review-gauntlet"],
            ...(cls.securitySeverity !== undefined ? { "security-severity": cls.securitySeverity.toFixed(1) } : {}),
        },
    };
}

;// CONCATENATED MODULE: ./src/review/sarif/repoUri.ts
/**
 * A finding's path as a URI relative to the repository root. Paths in lane
 * reports are model text: an absolute path or one that climbs out of the
 * repository names no file of it, so it gets no URI at all.
 */
/** The uriBaseId every location is relative to; code scanning resolves it to the checkout. */
const SRCROOT = "%SRCROOT%";
function repoRelativeUri(path) {
    const segments = path
        .replace(/\\/g, "/")
        .split("/")
        .filter((s) => s !== "" && s !== ".");
    if (/^(?:\/|[A-Za-z]:)/.test(path) || segments.length === 0 || segments.includes(".."))
        return undefined;
    return segments.map((s) => encodeURIComponent(s)).join("/");
}

;// CONCATENATED MODULE: ./src/review/sarif/gauntletSarif.ts





const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
const TOOL_NAME = "Review Gauntlet";
const TOOL_URI = "https://github.com/review-gauntlet/review-gauntlet";
const RULES_HELP_URI = `${TOOL_URI}/blob/main/docs/sarif.md`;
/** Versioned: a change to how fingerprints are computed gets a new key, not silently different values. */
const FINGERPRINT_KEY = "gauntletFinding/v2";
/** What the CLI uses when no category is given. */
const DEFAULT_SARIF_CATEGORY = "gauntlet";
const isKept = (finding) => finding.verdict !== "FALSE";
function gauntletSarif(result, options) {
    const kept = result.findings.filter(isKept);
    // Code scanning needs a file for every result: a finding naming none stays in the report only.
    const unplaced = kept.filter((f) => !repoRelativeUri(f.path));
    const placed = kept.filter((f) => repoRelativeUri(f.path));
    const classes = new Map(placed.map((f) => findingClass(f)).map((c) => [c.id, c]));
    const ruleIds = [...classes.keys()].sort();
    const run = {
        tool: {
            driver: {
                name: TOOL_NAME,
                version: version/* VERSION */.x,
                semanticVersion: version/* VERSION */.x,
                informationUri: TOOL_URI,
                rules: ruleIds.map((id) => ruleDescriptor(classes.get(id), RULES_HELP_URI)),
            },
        },
        automationDetails: { id: `${automationCategory(options.category)}/`, description: { text: `GAUNTLET: ${result.verdict}` } },
        originalUriBaseIds: { [SRCROOT]: { description: { text: "The root of the repository under review." } } },
        invocations: [invocation(result, unplaced)],
        results: placed.map((finding) => sarifResult(finding, ruleIds)),
        properties: {
            verdict: result.verdict,
            reasons: result.reasons,
            diff_spec: result.diff_spec,
            coverage_complete: result.coverage.complete,
            ...(result.head_sha ? { head_sha: result.head_sha } : {}),
            ...(result.base_sha ? { base_sha: result.base_sha } : {}),
        },
    };
    if (options.repositoryUri && result.head_sha)
        run.versionControlProvenance = [{ repositoryUri: options.repositoryUri, revisionId: result.head_sha, mappedTo: { uriBaseId: SRCROOT } }];
    return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run] };
}
/** A category without trailing slashes or blanks; an empty one falls back to the default. */
function automationCategory(category) {
    const trimmed = category.trim().replace(/\/+$/, "");
    return trimmed === "" ? DEFAULT_SARIF_CATEGORY : trimmed;
}
/**
 * The run did its analysis only if no lane faulted: a BLOCKED verdict from
 * findings is a successful run, a lane given up on is not.
 */
function invocation(result, unplaced) {
    const problems = [
        ...result.lanes.filter((l) => l.state === "faulted" || l.state === "degraded").flatMap((l) => l.reasons),
        // Partial coverage is the warning below; every other gap means the analysis did not run whole.
        ...result.incomplete.filter((item) => item.part !== "coverage").map(incomplete/* renderIncomplete */.Jo),
        ...result.faults,
    ];
    const notifications = [...new Set(problems)].map((text) => ({ level: "error", message: { text } }));
    if (!result.coverage.complete)
        notifications.push({ level: "warning", message: { text: coverageWarning(result.coverage.not_reviewed) } });
    for (const finding of unplaced) {
        notifications.push({
            level: "warning",
            message: { text: `Finding ${finding.id} names no file in the repository (${JSON.stringify(finding.path)}): it is in the gauntlet's report only.` },
        });
    }
    return { executionSuccessful: problems.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) };
}
/** Files a coverage warning names; the rest are counted, and the result's coverage.not_reviewed lists each. */
const COVERAGE_NAMED = 20;
/** The files not reviewed, each with why (and for one over budget, which budget and what to do), the first COVERAGE_NAMED of them. */
function coverageWarning(notReviewed) {
    const why = (file) => file.detail ?? (file.budget ? (0,overBudget/* overBudgetText */.t8)(file.budget) : undefined);
    const named = notReviewed.slice(0, COVERAGE_NAMED).map((file) => {
        const detail = why(file);
        // JSON-quoted: a file name is the pull request's, and may hold a line break.
        return `${JSON.stringify(file.path)} (${file.reason}${detail ? `: ${detail}` : ""})`;
    });
    const rest = notReviewed.length - named.length;
    const more = rest > 0 ? `; and ${rest} more (the gauntlet's result.json lists each in coverage.not_reviewed)` : "";
    return `Coverage is partial: ${notReviewed.length} file(s) were not reviewed: ${named.join("; ")}${more}.`;
}
function sarifResult(finding, ruleIds) {
    const cls = findingClass(finding);
    const location = locationOf(finding, repoRelativeUri(finding.path));
    return {
        ruleId: cls.id,
        ruleIndex: ruleIds.indexOf(cls.id),
        level: cls.level,
        message: { text: messageOf(finding) },
        locations: [location],
        partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
        ...(finding.dismissed
            ? { suppressions: [{ kind: "external", status: "accepted", justification: justification(finding.dismissed) }] }
            : {}),
        properties: {
            finding: finding.id,
            lane: finding.lane,
            severity: finding.severity,
            verdict: finding.verdict,
            evidence: finding.evidence,
            note: finding.note,
            blocking: finding.blocking,
            ...(finding.suggestion ? { suggestion: finding.suggestion } : {}),
            ...(finding.carried_from ? { carried_from: finding.carried_from } : {}),
            ...(isLine(finding.start_line) ? {} : { whole_file: true }),
        },
    };
}
/**
 * The finding's lines; a finding without a line is placed at line 1, as a
 * whole-file result, since code scanning needs a region on every result.
 */
function locationOf(finding, uri) {
    const start = isLine(finding.start_line) ? finding.start_line : undefined;
    const end = start !== undefined && isLine(finding.end_line) && finding.end_line >= start ? finding.end_line : start;
    return { physicalLocation: { artifactLocation: { uri, uriBaseId: SRCROOT }, region: { startLine: start ?? 1, endLine: end ?? 1 } } };
}
const justification = (d) => `Dismissed by @${d.by}${d.reason.trim() ? `: ${d.reason.trim()}` : ""}`;
const isLine = (value) => Number.isInteger(value) && value >= 1;
/** What code scanning shows: the claim, then the verdict and what it rests on. */
function messageOf(finding) {
    const head = `${finding.id} ${finding.severity}: ${finding.title.trim() || "finding"}`;
    const lines = [/[.!?]$/.test(head) ? head : `${head}.`, "", finding.claim.trim() || "(no claim given)", ""];
    lines.push(`Verdict: ${finding.verdict}.`);
    if (finding.evidence.trim())
        lines.push("Evidence:", finding.evidence.trim());
    if (finding.note.trim())
        lines.push(`Note: ${finding.note.trim()}`);
    if (finding.suggestion?.trim())
        lines.push(`Suggestion: ${finding.suggestion.trim()}`);
    if (finding.dismissed)
        lines.push(`Dismissed by @${finding.dismissed.by}.`);
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./src/review/sarif/index.ts
/** SARIF 2.1.0 for code scanning, from the gauntlet.review/2 result. */




// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/outputFile.ts
var outputFile = __webpack_require__(1231);
;// CONCATENATED MODULE: ./src/cli/reviewOutput.ts



/** What a verdict writes besides its report; `plan` shares the other flags but has no findings to write. */
const FINDINGS_FLAGS = {
    sarif: { type: "string" },
    "sarif-category": { type: "string" },
};
function checkOutputFlags(command, flags) {
    if (flags["sarif-category"] !== undefined && !flags.sarif)
        throw new cli_io/* UsageError */.e(`gauntlet ${command}: --sarif-category names the code-scanning category of a --sarif file; add --sarif FILE`);
}
/** Prints the report, writes --json and --sarif, and returns the exit code: 0 PASS, 1 BLOCKED. */
function reportOutcome(outcome, flags, io) {
    io.stdout(outcome.text.endsWith("\n") ? outcome.text : outcome.text + "\n");
    if (flags.json)
        (0,outputFile/* writeOutputFile */.B)(io, "--json", flags.json, JSON.stringify(outcome.result, null, 2) + "\n");
    if (flags.sarif) {
        const sarif = gauntletSarif(outcome.result, { category: flags["sarif-category"] ?? DEFAULT_SARIF_CATEGORY });
        (0,outputFile/* writeOutputFile */.B)(io, "--sarif", flags.sarif, JSON.stringify(sarif, null, 2) + "\n");
    }
    const usage = outcome.result.usage;
    const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
    io.stderr(`gauntlet: ${outcome.result.verdict} — ${usage.calls} model call(s), ${usage.prompt_tokens + usage.completion_tokens} tokens${cached}\n`);
    return outcome.result.verdict === "PASS" ? cli_io/* EXIT */.d.ok : cli_io/* EXIT */.d.negative;
}


/***/ }),

/***/ 3612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseBudget),
/* harmony export */   O: () => (/* binding */ DEFAULT_RUN_BUDGET)
/* harmony export */ });
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/** The `budget` setting: "200000" or "200k" tokens, "$1.50" or "1.5usd" dollars, or both joined by a comma. */

const TOKENS = /^(\d+(?:\.\d+)?)\s*([km]?)(?:\s*tokens?)?$/i;
const DOLLARS = /^(?:\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*usd)$/i;
/**
 * The per-run cap when no budget is set: 2,000,000 tokens (prompt and
 * completion, every lane together). Generous for a large pull request (20
 * chunks of 24k tokens plus tool turns and verification), small enough that a
 * runaway tool loop stops long before it becomes a bill. In tokens, not
 * dollars: a dollar cap needs every model priced, and an unpriced model would
 * then fail every run. Set `budget` to change it.
 */
const DEFAULT_RUN_BUDGET = { maxTokens: 2_000_000 };
function parseBudget(spec, where = "budget") {
    const limits = {};
    for (const part of spec
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const dollars = DOLLARS.exec(part);
        const tokens = TOKENS.exec(part);
        if (dollars)
            limits.maxCostUsd = Number(dollars[1] ?? dollars[2]);
        else if (tokens)
            limits.maxTokens = Math.round(Number(tokens[1]) * (tokens[2]?.toLowerCase() === "k" ? 1e3 : tokens[2]?.toLowerCase() === "m" ? 1e6 : 1));
        else {
            throw new _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GauntletError */ .xx("BAD_BUDGET", "user", `${where}: ${JSON.stringify(part)} is not a budget; use tokens like "200000" or "200k", dollars like "$1.50", or both: "200k,$1.50"`);
        }
    }
    return limits;
}


/***/ }),

/***/ 8107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ probeRecipe),
/* harmony export */   Lo: () => (/* binding */ endpointFor),
/* harmony export */   jU: () => (/* binding */ settleSettings),
/* harmony export */   wS: () => (/* binding */ configuredRequest)
/* harmony export */ });
/* unused harmony exports DEFAULT_RIGOR, DEFAULT_POSTURE */
/* harmony import */ var _budgetSpec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3612);
/* harmony import */ var _gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2812);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7292);



const DEFAULT_RIGOR = "production";
const DEFAULT_POSTURE = "standard";
function settleSettings(config, asked, names, warn) {
    const raise = (scale, floor, wanted, name, fallback) => {
        if (!wanted)
            return floor ?? fallback;
        if (floor && scale.indexOf(wanted) < scale.indexOf(floor)) {
            warn(`${name}: ${wanted} is weaker than the base configuration's ${floor}; using ${floor}`);
            return floor;
        }
        return wanted;
    };
    const budget = tighterBudget(config.budget ? (0,_budgetSpec_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBudget */ .N)(config.budget, "budget (from the configuration)") : undefined, asked.budget);
    return {
        rigor: raise(_gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .RIGORS */ .fb, config.rigor, asked.rigor, names.rigor, DEFAULT_RIGOR),
        posture: raise(_gauntlet_rigor_js__WEBPACK_IMPORTED_MODULE_2__/* .POSTURES */ .wB, config.security_posture, asked.posture, names.posture, DEFAULT_POSTURE),
        lanes: (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeLanes */ .zU)([...(config.lanes ?? []), ...asked.lanes]).lanes,
        ...(budget ? { budget } : {}),
    };
}
/** A budget is a cost cap: per limit, the smaller of the two applies. */
function tighterBudget(floor, asked) {
    if (!asked)
        return floor;
    const min = (a, b) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
    const maxTokens = min(floor?.maxTokens, asked.maxTokens);
    const maxCostUsd = min(floor?.maxCostUsd, asked.maxCostUsd);
    return { ...(maxTokens !== undefined ? { maxTokens } : {}), ...(maxCostUsd !== undefined ? { maxCostUsd } : {}) };
}
/**
 * The model endpoint: the caller's key, URL and model; the API version and
 * capability settings from the caller, else the configuration; the
 * configuration's per-graph and per-node models and prices.
 */
function endpointFor(config, asked) {
    const defaultModel = asked.model || config.models?.default;
    const apiVersion = asked.apiVersion || config.models?.api_version;
    const structuredOutput = asked.structuredOutput ?? config.models?.structured_output;
    const tools = asked.tools ?? config.models?.tools;
    return {
        ...(asked.apiKey ? { apiKey: asked.apiKey } : {}),
        ...(asked.baseURL ? { baseURL: asked.baseURL } : {}),
        ...(defaultModel ? { defaultModel } : {}),
        ...(apiVersion ? { apiVersion } : {}),
        ...(structuredOutput ? { structuredOutput } : {}),
        ...(tools ? { tools } : {}),
        ...(config.models?.graphs ? { graphModels: config.models.graphs } : {}),
        ...(config.models?.nodes ? { nodeModels: config.models.nodes } : {}),
        ...(config.prices ? { priceTable: config.prices } : {}),
    };
}
/** The review request's fields that come from the configuration alone. An untrusted head gets no recipe: its code must never run. */
function configuredRequest(config, untrustedHead) {
    return {
        untrustedHead,
        probeContext: untrustedHead ? "" : probeRecipe(config),
        ...(untrustedHead || !config.probe ? {} : { probe: config.probe }),
        verificationCommands: config.verification_commands ?? [],
        ...(config.denylist ? { denylist: config.denylist } : {}),
        ...(config.paths ? { pathRules: config.paths } : {}),
    };
}
/** The base branch's local-run recipe as the lanes read it. */
function probeRecipe(config) {
    const probe = config.probe;
    if (!probe || (!probe.start && !(probe.suites ?? []).length && !(probe.setup ?? []).length))
        return "";
    return [
        probe.setup?.length ? `setup: ${probe.setup.join(" && ")}` : "",
        probe.start ? `start: ${probe.start}` : "",
        probe.ready ? `ready: ${probe.ready}` : "",
        probe.suites?.length ? `suites: ${probe.suites.join("; ")}` : "",
    ]
        .filter(Boolean)
        .join("\n");
}


/***/ })

};
