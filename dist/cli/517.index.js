export const id = 517;
export const ids = [517];
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
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 5 modules
var compute = __webpack_require__(2474);
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
;// CONCATENATED MODULE: ./src/cli/commands/plan.ts
/** `gauntlet plan`: the diff signals and the deterministic lane selection, with no model. */









async function planCommand(args, io, _kit) {
    const { values, positionals } = (0,cli_args/* parseFlags */.b)("plan", args, reviewFlags/* REVIEW_FLAGS */.d);
    if (positionals.length > 0)
        throw new cli_io/* UsageError */.e(`gauntlet plan: unexpected argument ${JSON.stringify(positionals[0])}`);
    // Only git objects are read, so --head need not be checked out.
    const review = await (0,reviewFlags/* resolveReviewFlags */.I)(values, io, { headMustBeCheckedOut: false });
    const signals = await (0,compute/* computeSignals */.LQ)(review.git, review.diffSpec, { untracked: review.untracked, ...(io.signal ? { signal: io.signal } : {}) });
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
    return cli_io/* EXIT */.d.ok;
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
// EXTERNAL MODULE: ./src/review/diffSpec.ts
var review_diffSpec = __webpack_require__(654);
// EXTERNAL MODULE: ./src/review/git.ts + 2 modules
var review_git = __webpack_require__(4480);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/intake.ts
var intake = __webpack_require__(3859);
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
const CONFIG_PATH = ".github/gauntlet.yml";
const CONFIG_READ_LIMIT = 1024 * 1024;
/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git, baseSha, path) {
    const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
    if (file?.truncated)
        throw new cli_io/* UsageError */.e(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
    return file?.text;
}
function missingRules(path, baseSha) {
    throw new cli_io/* UsageError */.e(`rules: ${path} (named by ${CONFIG_PATH}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
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
/** The repository the command works in; the message names --project-dir only when it was given. */
async function openRepository(flags, io) {
    const given = flags["project-dir"];
    const workspaceRoot = (0,external_node_path_.resolve)(io.cwd, given ?? ".");
    const where = given !== undefined ? `--project-dir ${given}: ` : "";
    if (!isFolder(workspaceRoot))
        throw new cli_io/* UsageError */.e(`${where}${workspaceRoot} is not a folder; name a checkout`);
    const git = new review_git/* Git */.T(workspaceRoot);
    try {
        await git.topLevel();
    }
    catch (error) {
        if (error instanceof review_git/* GitError */.X && error.exitCode === null)
            throw new cli_io/* UsageError */.e(`git: ${error.message}; install git, or put it on the PATH`);
        throw new cli_io/* UsageError */.e(given !== undefined
            ? `${where}${workspaceRoot} is not in a git repository; name a checkout`
            : `${workspaceRoot} is not in a git repository; run gauntlet inside a checkout, or name one with --project-dir DIR`);
    }
    return { workspaceRoot, git };
}
async function resolveReviewFlags(flags, io, mode) {
    const { workspaceRoot, git } = await openRepository(flags, io);
    if (flags.head && flags.worktree)
        throw new cli_io/* UsageError */.e("--head and --worktree exclude each other: review a commit, or the working tree");
    const rigor = flags.rigor;
    if (rigor !== undefined && !intake/* RIGORS */.fb.includes(rigor))
        throw new cli_io/* UsageError */.e(`--rigor ${rigor}: use one of ${intake/* RIGORS */.fb.join(", ")}`);
    const posture = flags["security-posture"];
    if (posture !== undefined && !intake/* POSTURES */.wB.includes(posture))
        throw new cli_io/* UsageError */.e(`--security-posture ${posture}: use one of ${intake/* POSTURES */.wB.join(", ")}`);
    const forced = (0,lanes/* normalizeLanes */.zU)((flags.lanes ?? "")
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean));
    if (forced.unknown.length > 0)
        throw new cli_io/* UsageError */.e(`--lanes: unknown lane(s) ${forced.unknown.join(", ")}; use ${lanes/* LANES */.Ci.join(", ")}`);
    const budget = flags.budget !== undefined ? parseFlagBudget(flags.budget) : undefined;
    const resolveRef = async (ref, flag) => {
        try {
            (0,review_diffSpec/* assertRevision */.yr)(ref);
        }
        catch (error) {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: ${(0,errors/* isGauntletError */.xF)(error) ? error.message : String(error)} Name a branch, tag or commit.`);
        }
        try {
            return await git.revParse(ref);
        }
        catch {
            throw new cli_io/* UsageError */.e(`${flag} ${displayRef(ref)}: not a commit in ${workspaceRoot}; ${missingRefHint(ref)}`);
        }
    };
    let checkedOut;
    try {
        checkedOut = await git.revParse("HEAD");
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
    // As the action does: the configuration (and its rules file) comes from the base, never from the change
    // under review. An explicit --config is the local user's own choice, read as given.
    const configPath = flags.config ? (0,external_node_path_.resolve)(io.cwd, flags.config) : undefined;
    const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, CONFIG_PATH);
    let config = {};
    if (configText !== undefined) {
        // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
        const { parseConfig } = await __webpack_require__.e(/* import() */ 908).then(__webpack_require__.bind(__webpack_require__, 3908));
        try {
            config = parseConfig(configText, configPath ?? `${CONFIG_PATH} at the base (${baseSha.slice(0, 12)})`);
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

/***/ 1620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ createPathMatcher)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Glob lists matched the way .gitignore and `grep --include` users expect: a
 * pattern without a slash matches a file's name at any depth (`*.pem`), a
 * pattern with a slash matches the whole workspace-relative path
 * (`deploy/*.yml`). picomatch's own `basename` option applies to
 * every pattern, slashed or not, so the split is done here.
 */

/**
 * Returns a matcher that gives the first pattern matching a posix relative
 * path. `nocase` suits a denylist: on a case-insensitive file system (macOS
 * runners) `.ENV` opens `.env`.
 */
function createPathMatcher(patterns, options = {}) {
    const compiled = patterns.map((pattern) => {
        const normalized = pattern.replace(/^\.\//, "");
        const byName = !normalized.includes("/");
        return { pattern, byName, test: picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, { dot: true, nocase: options.nocase ?? false }) };
    });
    return (relPath) => {
        const name = relPath.slice(relPath.lastIndexOf("/") + 1);
        for (const { pattern, byName, test } of compiled) {
            if (test(byName ? name : relPath))
                return pattern;
        }
        return undefined;
    };
}


/***/ }),

/***/ 8700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ DEFAULT_SECRET_FILES),
/* harmony export */   Ty: () => (/* binding */ hasSourceExtension),
/* harmony export */   uA: () => (/* binding */ createWithheldMatcher)
/* harmony export */ });
/* harmony import */ var _pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1620);
/**
 * Which files are withheld from the model: true secret files, never code.
 *
 * The default list names secret file types only (`.env*`, keys, certificates,
 * credential stores). A file whose name merely looks sensitive but has a
 * source extension (`credentials.ts`, `.env.js`, `secret_key.py`) is code: it
 * is reviewed, and its secret-shaped values are redacted like any other text.
 * Otherwise a pull request could hide code by naming it like a secret.
 *
 * The base branch's configuration may withhold more (`denylist:`), any file
 * at all: that is the base's decision, not the pull request's. It adds to the
 * default protection and never removes it.
 */

/** Secret file types withheld by default. A pattern without `/` matches a file name at any depth. */
const DEFAULT_SECRET_FILES = [
    ".env",
    ".env.*",
    "*.env",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.jks",
    "*.keystore",
    "*.crt",
    "*.cer",
    "*.der",
    "*.kdbx",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".git-credentials",
    ".htpasswd",
    ".dockercfg",
    "*.tfstate",
    "*.tfstate.backup",
    "credentials",
    "credentials.*",
];
/** Extensions of code and templates: a file with one of these is reviewed whatever its name, since it can run. */
const SOURCE_EXTENSIONS = new Set(("ts tsx mts cts js jsx mjs cjs py pyi go rb java kt kts scala groovy cs fs vb php rs ex exs swift c cc cpp cxx h hpp " +
    "m mm pl pm lua dart vue svelte sh bash zsh fish ps1 psm1 bat cmd sql r jl erl hrl clj cljs hs ml zig nim tf hcl " +
    "erb ejs hbs handlebars mustache njk jinja jinja2 j2 twig liquid html htm xhtml jsp asp aspx cshtml razor phtml mdx").split(" "));
function hasSourceExtension(relPath) {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    const dot = name.lastIndexOf(".");
    return dot > 0 && SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
/**
 * `nocase`: on a case-insensitive file system (macOS runners) `.ENV` opens `.env`.
 * `configured` are the base configuration's extra patterns, applied as written.
 */
function createWithheldMatcher(configured = []) {
    const defaults = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(DEFAULT_SECRET_FILES, { nocase: true });
    const extra = (0,_pathMatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createPathMatcher */ .a)(configured, { nocase: true });
    return (relPath) => {
        const byBase = extra(relPath);
        if (byBase !== undefined)
            return { pattern: byBase, by: "base configuration denylist" };
        const byDefault = defaults(relPath);
        if (byDefault !== undefined && !hasSourceExtension(relPath))
            return { pattern: byDefault, by: "default secret files" };
        return undefined;
    };
}


/***/ }),

/***/ 9546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ToolRefusal),
/* harmony export */   j: () => (/* binding */ isToolRefusal)
/* harmony export */ });
const REFUSAL = Symbol.for("review-gauntlet.tool-refusal");
class ToolRefusal extends Error {
    [REFUSAL] = true;
    constructor(message) {
        super(message);
        this.name = "ToolRefusal";
    }
}
function isToolRefusal(value) {
    return typeof value === "object" && value !== null && value[REFUSAL] === true;
}


/***/ }),

/***/ 8116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ openWorkspaceFile),
/* harmony export */   HQ: () => (/* binding */ openResolvedFile),
/* harmony export */   YY: () => (/* binding */ isBinaryFile),
/* harmony export */   uM: () => (/* binding */ binaryNotice),
/* harmony export */   v0: () => (/* binding */ NON_BLOCKING_READ_FLAGS)
/* harmony export */ });
/* unused harmony export BINARY_SNIFF_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9546);
/**
 * Opening a workspace file for reading, after the sandbox has approved its path.
 */



/** Git and grep call a file binary when its head holds a NUL byte; so do we. */
const BINARY_SNIFF_BYTES = 8 * 1024;
/**
 * How every PR-controlled path is opened: never through a symlink in the last
 * component, never blocking (a FIFO's open would wait for a writer), and
 * never taking a terminal as the controlling one.
 */
const NON_BLOCKING_READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY;
/**
 * Opens the file `userPath` names, or throws a ToolRefusal. The caller closes
 * the handle. O_NONBLOCK keeps a FIFO from hanging the open; fstat on the
 * opened descriptor then refuses anything that is not a regular file.
 */
async function openWorkspaceFile(sandbox, userPath) {
    const realPath = await sandbox.resolve(userPath);
    return openResolvedFile(sandbox, realPath, userPath);
}
/** As openWorkspaceFile, for a path the sandbox already resolved (a directory walk's file). */
async function openResolvedFile(sandbox, realPath, userPath) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(realPath, NON_BLOCKING_READ_FLAGS);
    }
    catch (error) {
        if (error.code === "EISDIR")
            throw directoryRefusal(sandbox, userPath);
        throw sandbox.fileSystemRefusal(userPath, error);
    }
    try {
        const stats = await handle.stat();
        if (stats.isDirectory())
            throw directoryRefusal(sandbox, userPath);
        if (!stats.isFile())
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is not a regular file`);
        return { handle, realPath, relPath: sandbox.relative(realPath), size: stats.size };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}
function directoryRefusal(sandbox, userPath) {
    return new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolRefusal */ .D(`${sandbox.describe(userPath)} is a directory; use fs_ls or fs_glob to list it`);
}
/** True when the file's first BINARY_SNIFF_BYTES hold a NUL byte. */
async function isBinaryFile(handle) {
    const head = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, BINARY_SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead).includes(0);
}
/** The text a tool returns for a binary file: its size, never its bytes. */
function binaryNotice(relPath, size) {
    return `[binary file ${relPath}, ${size} bytes; contents not shown]`;
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

/***/ 4480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ Git),
  X: () => (/* reexport */ GitError)
});

// EXTERNAL MODULE: ./src/review/diffSpec.ts
var diffSpec = __webpack_require__(654);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
;// CONCATENATED MODULE: ./src/review/gitError.ts
/** git's failures as typed errors, and git's "no" answers told apart from them. */

/** git exited non-zero or could not start. Runtime: the caller degrades. */
class GitError extends errors/* GauntletError */.xx {
    args;
    exitCode;
    stderr;
    constructor(args, exitCode, stderr, options) {
        const status = exitCode !== null ? `failed (exit ${exitCode})` : options?.signal ? `was stopped by ${options.signal}` : "could not run";
        const detail = stderrHead(stderr) || (options?.cause === undefined ? "" : (0,errors/* messageOf */.bD)(options.cause));
        super("GIT_FAILED", "runtime", `${commandText(args)} ${status}${detail ? `: ${detail}` : ""}`, options);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
function commandText(args) {
    const text = `git ${args.join(" ")}`;
    return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
function stderrHead(stderr) {
    const head = stderr.trim().split("\n").slice(0, 3).join(" / ");
    return head.length > 500 ? `${head.slice(0, 499)}…` : head;
}
/** True when the call exits 0, false when git exits with one of `no` (its "no" answer); other failures reject. */
async function exitsCleanly(call, no = [1]) {
    try {
        await call;
        return true;
    }
    catch (error) {
        if (error instanceof GitError && error.exitCode !== null && no.includes(error.exitCode))
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/review/gitOutput.ts
var gitOutput = __webpack_require__(4213);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/review/gitProcess.ts
/**
 * Runs `git <args>` as a child process: through execFile or spawn, never a
 * shell, with the global arguments every call needs. No credential ever goes
 * on the command line (other users can read /proc/<pid>/cmdline).
 */



const STDERR_KEEP = 64 * 1024;
// Before the subcommand: paths are printed verbatim (with -z, unquoted), and
// pathspecs are literal, so a changed file named `*.ts` selects only itself.
const GLOBAL_ARGS = ["-c", "core.quotepath=false", "--literal-pathspecs"];
/** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
function runGit(settings, args, options = {}) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)("git", [...GLOBAL_ARGS, ...args], { cwd: settings.cwd, env: settings.env, maxBuffer: settings.maxBuffer, encoding: "utf8", signal: options.signal, windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve(stdout);
            if (options.signal?.aborted)
                return reject(options.signal.reason);
            const exitCode = typeof error.code === "number" ? error.code : null;
            reject(new GitError(args, exitCode, stderr, { cause: error, signal: error.signal }));
        });
    });
}
/**
 * Runs `git <args>` and hands stdout to `sink` as decoded text while git is
 * still writing, so a large diff is parsed alongside git's own work and never
 * held whole. A sink that throws stops git and rejects with its error.
 */
function streamGit(settings, args, sink, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", [...GLOBAL_ARGS, ...args], {
            cwd: settings.cwd,
            env: settings.env,
            signal: options.signal,
            stdio: ["ignore", "pipe", "pipe"],
            windowsHide: true,
        });
        const decoder = new external_node_string_decoder_.StringDecoder("utf8");
        let stderr = "";
        let failure;
        let settled = false;
        const settle = (error) => {
            if (settled)
                return;
            settled = true;
            if (error === undefined)
                resolve();
            else
                reject(error);
        };
        const feed = (text) => {
            if (failure !== undefined || text === "")
                return;
            try {
                sink(text);
            }
            catch (error) {
                failure = error;
                child.kill();
            }
        };
        child.stdout.on("data", (chunk) => feed(decoder.write(chunk)));
        child.stderr.on("data", (chunk) => {
            if (stderr.length < STDERR_KEEP)
                stderr += chunk.toString("utf8");
        });
        child.on("error", (error) => {
            if (options.signal?.aborted)
                settle(options.signal.reason);
            else
                settle(new GitError(args, null, stderr, { cause: error }));
        });
        child.on("close", (code, signal) => {
            if (options.signal?.aborted)
                return settle(options.signal.reason);
            if (failure !== undefined)
                return settle(failure);
            if (code !== 0)
                return settle(new GitError(args, code, stderr, { signal }));
            feed(decoder.end());
            settle(failure);
        });
    });
}

;// CONCATENATED MODULE: ./src/review/git.ts
/**
 * A small git client: the read commands the review needs. Every call goes
 * through gitProcess.ts (no shell, no credential on the command line). Diff
 * specs are validated (diffSpec.ts) and passed after `--end-of-options` and
 * before `--`, so they can only ever be read as revisions.
 *
 * `worktree` in the diff methods means tracked changes, staged and unstaged
 * (`git diff HEAD`). Untracked files are not part of any git diff; list them
 * with `untrackedFiles()`.
 */





const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;
// Override user configuration that would change what the parsers read:
// external diff drivers and textconv filters (which run programs), colour,
// custom or missing a/ b/ prefixes, diff.relative, and submodule expansion.
const DIFF_ARGS = [
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--find-renames",
    "--no-relative",
    "--submodule=short",
    "--src-prefix=a/",
    "--dst-prefix=b/",
];
class Git {
    cwd;
    settings;
    repositoryCheck;
    constructor(cwd, options = {}) {
        this.cwd = cwd;
        // No prompts for credentials, and no optional index writes (lock files)
        // from read-only commands running beside the caller's own git use.
        const env = { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", ...options.env };
        this.settings = { cwd, env, maxBuffer: options.maxBuffer ?? DEFAULT_MAX_BUFFER };
    }
    /** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
    run(args, options = {}) {
        return runGit(this.settings, args, options);
    }
    /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
    stream(args, sink, options = {}) {
        return streamGit(this.settings, args, sink, options);
    }
    /** The full SHA of the commit `ref` names. */
    async revParse(ref, options) {
        const output = await this.run(["rev-parse", "--verify", "--end-of-options", `${(0,diffSpec/* assertRevision */.yr)(ref)}^{commit}`], options);
        return output.trim();
    }
    /** The full SHA of the best common ancestor of `a` and `b`. */
    async mergeBase(a, b, options) {
        const output = await this.run(["merge-base", "--end-of-options", (0,diffSpec/* assertRevision */.yr)(a), (0,diffSpec/* assertRevision */.yr)(b)], options);
        return output.trim();
    }
    /**
     * Whether `ancestor` is reachable from `descendant` (`merge-base
     * --is-ancestor`): git answers with exit 0 or 1; anything else is a failure.
     */
    async isAncestor(ancestor, descendant, options) {
        const args = ["merge-base", "--is-ancestor", "--end-of-options", (0,diffSpec/* assertRevision */.yr)(ancestor), (0,diffSpec/* assertRevision */.yr)(descendant)];
        return exitsCleanly(this.run(args, options));
    }
    /** Whether `revision` names a commit present in the local object store (a shallow or partial fetch may lack it). */
    async hasCommit(revision, options) {
        const args = ["cat-file", "-e", "--end-of-options", `${(0,diffSpec/* assertRevision */.yr)(revision)}^{commit}`];
        // Outside a repository cat-file fails the same way as for a missing commit; say so instead.
        await this.requireRepository(options);
        return exitsCleanly(this.run(args, options), [1, 128]);
    }
    /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
    async isShallow(options) {
        return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
    }
    /** The absolute path of the working tree's top directory. */
    async topLevel(options) {
        return (await this.run(["rev-parse", "--show-toplevel"], options)).trim();
    }
    async diffNameStatus(spec, options) {
        const args = diffArgs(spec, ["--name-status", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNameStatusZ */.rd)(await this.run(args, options));
    }
    async diffNumstat(spec, options) {
        const args = diffArgs(spec, ["--numstat", "-z"]);
        await this.requireRepository(options);
        return (0,gitOutput/* parseNumstatZ */.sB)(await this.run(args, options));
    }
    /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
    async diffPatch(spec, paths = [], options) {
        const args = diffArgs(spec, ["--patch"], paths);
        await this.requireRepository(options);
        return this.run(args, options);
    }
    /**
     * The patch of `paths` with every file treated as text (`--text`), read up
     * to `maxBytes`: how a file git calls binary (by content, or by an in-tree
     * `-diff`/`binary` attribute the pull request may have added) is shown
     * when its content is text after all. `truncated` when git had more.
     */
    async diffPatchAsText(spec, paths, maxBytes, options) {
        const args = diffArgs(spec, ["--patch", "--text"], paths);
        await this.requireRepository(options);
        return this.readCapped(args, maxBytes, options);
    }
    /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
    async baseRevision(spec, options) {
        const parsed = typeof spec === "string" ? (0,diffSpec/* parseDiffSpec */.EX)(spec) : spec;
        switch (parsed.kind) {
            case "worktree":
                return this.revParse("HEAD", options);
            case "ref":
                return this.revParse(parsed.ref, options);
            case "range":
                return parsed.mergeBase ? this.mergeBase(parsed.base, parsed.head, options) : this.revParse(parsed.base, options);
        }
    }
    /**
     * Lines matching an extended regular expression (POSIX, case-sensitive) in
     * `paths` as they are at `revision`: `{path, line, text}` per match. The
     * tree is read from the object store, never from the working tree.
     */
    async grepAtRevision(revision, pattern, paths, options) {
        const rev = (0,diffSpec/* assertRevision */.yr)(revision);
        const found = [];
        // Bounded argument lists: a pathspec per changed file.
        for (let start = 0; start < paths.length; start += 500) {
            const batch = paths.slice(start, start + 500);
            let output;
            try {
                // git grep reads no --end-of-options (2.39); assertRevision already refused a leading "-".
                output = await this.run(["grep", "-z", "-n", "-E", "--no-color", "-e", pattern, rev, "--", ...batch], options);
            }
            catch (error) {
                if (error instanceof GitError && error.exitCode === 1)
                    continue; // no match
                throw error;
            }
            for (const record of output.split("\n")) {
                // `<rev>:<path>\0<line>\0<text>`, paths verbatim with -z.
                const [where, line, ...text] = record.split("\0");
                if (!where || line === undefined || !where.startsWith(`${rev}:`))
                    continue;
                found.push({ path: where.slice(rev.length + 1), line: Number(line), text: text.join("\0") });
            }
        }
        return found;
    }
    /** A file's content at a revision, or undefined when the revision has no such file. Read up to `maxBytes`. */
    async showFile(revision, path, maxBytes, options) {
        const rev = (0,diffSpec/* assertRevision */.yr)(revision);
        const objectName = `${rev}:${path}`;
        const exists = await exitsCleanly(this.run(["cat-file", "-e", "--end-of-options", objectName], options), [1, 128]);
        if (!exists)
            return undefined;
        return this.readCapped(["cat-file", "blob", "--end-of-options", objectName], maxBytes, options);
    }
    /** `git <args>`'s output up to `maxBytes`: git is stopped once there is more, and `truncated` says so. */
    async readCapped(args, maxBytes, options) {
        let text = "";
        const full = new Error("enough");
        try {
            await this.stream(args, (piece) => {
                text += piece;
                if (text.length > maxBytes)
                    throw full;
            }, options);
        }
        catch (error) {
            if (error !== full)
                throw error;
            return { text: text.slice(0, maxBytes), truncated: true };
        }
        return { text, truncated: false };
    }
    /**
     * One pass that yields the `--raw -z` records (every change, paths verbatim)
     * followed by the unified patch, in the same order. See diffReader.ts.
     * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the
     * reader decides binary by content.
     */
    async streamRawPatch(spec, sink, options) {
        const args = diffArgs(spec, ["--raw", "-z", "--patch", "--text"]);
        await this.requireRepository(options);
        return this.stream(args, sink, options);
    }
    /**
     * Outside a repository `git diff` silently becomes `git diff --no-index`,
     * which compares files on disk; fail with git's own "not a git repository"
     * instead. Checked once per client.
     */
    requireRepository(options) {
        this.repositoryCheck ??= this.run(["rev-parse", "--git-dir"], options).then(() => undefined, (error) => {
            this.repositoryCheck = undefined;
            throw error;
        });
        return this.repositoryCheck;
    }
    /** Untracked, not ignored files, relative to the top directory. */
    async untrackedFiles(options) {
        const top = await this.topLevel(options);
        return (0,gitOutput/* splitZ */.fs)(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
    }
}
function diffArgs(spec, format, paths = []) {
    const parsed = typeof spec === "string" ? (0,diffSpec/* parseDiffSpec */.EX)(spec) : spec;
    return ["diff", ...DIFF_ARGS, ...format, "--end-of-options", ...(0,diffSpec/* revisionArgs */.vp)(parsed), "--", ...paths];
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
/* harmony import */ var _gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3859);
/* harmony import */ var _gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7292);



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
        rigor: raise(_gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__/* .RIGORS */ .fb, config.rigor, asked.rigor, names.rigor, DEFAULT_RIGOR),
        posture: raise(_gauntlet_intake_js__WEBPACK_IMPORTED_MODULE_1__/* .POSTURES */ .wB, config.security_posture, asked.posture, names.posture, DEFAULT_POSTURE),
        lanes: (0,_gauntlet_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeLanes */ .zU)([...(config.lanes ?? []), ...asked.lanes]).lanes,
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
/** The model endpoint: the caller's key, URL and model; the configuration's per-graph and per-node models and prices. */
function endpointFor(config, asked) {
    const defaultModel = asked.model || config.models?.default;
    return {
        ...(asked.apiKey ? { apiKey: asked.apiKey } : {}),
        ...(asked.baseURL ? { baseURL: asked.baseURL } : {}),
        ...(defaultModel ? { defaultModel } : {}),
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
