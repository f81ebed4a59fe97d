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
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFlags */ .b)("review", args, { ..._settings_js__WEBPACK_IMPORTED_MODULE_6__/* .MODEL_FLAGS */ .W, ..._reviewFlags_js__WEBPACK_IMPORTED_MODULE_3__/* .REVIEW_FLAGS */ .d, ..._reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .FINDINGS_FLAGS */ .F$ });
    if (positionals.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
    (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOutputFlags */ .dc)("review", values);
    const endpoint = (0,_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .endpointFrom */ .K)(values, io);
    // The toolkit's modules load while git answers the flags' questions.
    const [review, kit] = await Promise.all([(0,_reviewFlags_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveReviewFlags */ .I)(values, io, { headMustBeCheckedOut: true, prefetchDiff: true }), loadKit()]);
    const outcome = await (0,_review_reviewRun_js__WEBPACK_IMPORTED_MODULE_0__/* .runReview */ .OD)((0,_reviewRequest_js__WEBPACK_IMPORTED_MODULE_5__/* .cliReviewRequest */ .q)(review, values, io, kit, endpoint));
    return (0,_reviewOutput_js__WEBPACK_IMPORTED_MODULE_4__/* .reportOutcome */ .Rq)(outcome, values, io);
}


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

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F$: () => (/* binding */ FINDINGS_FLAGS),
  dc: () => (/* binding */ checkOutputFlags),
  Rq: () => (/* binding */ reportOutcome)
});

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
const FINGERPRINT_KEY = "gauntletFinding/v1";
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
        ...result.incomplete.map((lane) => `${lane}: given up`),
        ...result.faults,
    ];
    const notifications = [...new Set(problems)].map((text) => ({ level: "error", message: { text } }));
    if (!result.coverage.complete) {
        const count = result.coverage.not_reviewed.length;
        notifications.push({ level: "warning", message: { text: `Coverage is partial: ${count} file(s) were not reviewed.` } });
    }
    for (const finding of unplaced) {
        notifications.push({
            level: "warning",
            message: { text: `Finding ${finding.id} names no file in the repository (${JSON.stringify(finding.path)}): it is in the gauntlet's report only.` },
        });
    }
    return { executionSuccessful: problems.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) };
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
/** SARIF 2.1.0 for code scanning, from the gauntlet.review/1 result. */




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


/***/ })

};
