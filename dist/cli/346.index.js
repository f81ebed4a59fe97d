export const id = 346;
export const ids = [346,147];
export const modules = {

/***/ 8346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewCommand: () => (/* binding */ reviewCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(7929);
// EXTERNAL MODULE: ./src/review/budgetSpec.ts
var budgetSpec = __webpack_require__(3612);
// EXTERNAL MODULE: ./src/probe/index.ts + 1 modules
var src_probe = __webpack_require__(6147);
// EXTERNAL MODULE: ./src/llm/tools/index.ts + 12 modules
var tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./src/llm/redact.ts + 5 modules
var redact = __webpack_require__(9015);
// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/fingerprint.ts
var fingerprint = __webpack_require__(336);
;// CONCATENATED MODULE: ./src/review/gauntlet/carry.ts
/**
 * Which of an earlier review's findings still hold on a new head without
 * being read again: code-review findings in files the incremental review did
 * not read anew, still part of the pull request's diff, citing lines whose
 * text is unchanged (the fingerprint still matches), and not found again.
 */

async function stillApplicable(carry, scope) {
    const seen = new Set(scope.current.map((f) => f.fingerprint));
    const kept = [];
    for (const finding of carry.findings) {
        if (finding.lane !== "code-review" || finding.verdict === "FALSE")
            continue;
        if (scope.reviewed.has(finding.path) || !scope.changed.has(finding.path) || seen.has(finding.fingerprint))
            continue;
        if ((await (0,fingerprint/* fingerprint */.Rj)(finding, scope.read)) !== finding.fingerprint)
            continue;
        seen.add(finding.fingerprint);
        kept.push(finding);
    }
    return kept;
}

// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
;// CONCATENATED MODULE: ./src/review/gauntlet/decision.ts

/** Reasons that are not any lane's: given-up lanes, pipeline faults, "no lane completed". */
function runLevelReasons(result) {
    const laneReasons = new Set(result.lanes.flatMap((lane) => lane.reasons));
    return result.reasons.filter((reason) => !laneReasons.has(reason));
}
function decide(result, lanes, findings, extra) {
    // The gate's order: the lanes' reasons, then the run's own.
    const reasons = [...lanes.flatMap((lane) => lane.reasons), ...runLevelReasons(result)];
    return { ...result, ...extra, lanes, findings, reasons, verdict: reasons.length > 0 ? "BLOCKED" : "PASS" };
}
/**
 * Adds an earlier review's findings in files this run did not review anew.
 * Their ids continue after this run's own (F1…Fn, then Fn+1…); a carried
 * blocking finding blocks the code-review lane as it did before.
 */
function carryForward(result, carried, scope) {
    const own = result.findings.filter((f) => f.lane === "code-review").map((f) => Number(/^F(\d+)$/.exec(f.id)?.[1] ?? 0));
    let next = Math.max(0, ...own);
    const added = carried.map((finding) => ({ ...finding, id: `F${++next}`, carried_from: finding.carried_from ?? scope.since }));
    const blocking = added.filter((f) => f.blocking).length;
    const lanes = result.lanes.map((lane) => {
        // A skipped lane can't block (it reviewed nothing); the carried findings are still listed.
        if (lane.name !== "code-review" || blocking === 0 || lane.state === "skipped")
            return lane;
        const reason = `code-review: ${blocking} critical finding(s) carried from the review of ${(0,review_text/* shortSha */.F)(scope.since)}`;
        return { ...lane, blocks: true, reasons: [...lane.reasons, reason], dismissible: lane.blocks ? lane.dismissible : true };
    });
    return decide(result, lanes, [...result.findings, ...added], { review_scope: { since: scope.since, reviewed: scope.reviewed, carried: added.length } });
}
/** Marks dismissed findings and lifts the blocks they alone caused. */
function applyDismissals(result, requests) {
    const byFingerprint = new Map(requests.map((r) => [r.fingerprint, r]));
    const applied = [];
    const findings = result.findings.map((finding) => {
        const request = byFingerprint.get(finding.fingerprint);
        if (!request)
            return finding;
        const dismissal = { by: request.by, reason: request.reason, source: request.source };
        applied.push({ ...dismissal, finding: finding.id, fingerprint: finding.fingerprint });
        return { ...finding, dismissed: dismissal };
    });
    const lanes = result.lanes.map((lane) => {
        if (!lane.blocks || !lane.dismissible)
            return lane;
        const blocking = findings.filter((f) => f.lane === lane.name && f.blocking);
        if (blocking.length === 0 || blocking.some((f) => !f.dismissed))
            return lane;
        return { ...lane, blocks: false, reasons: [], dismissed_reasons: lane.reasons };
    });
    return decide(result, lanes, findings, applied.length > 0 ? { dismissals: applied } : {});
}

// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/report.ts
var report = __webpack_require__(6197);
// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var gauntlet_result = __webpack_require__(230);
// EXTERNAL MODULE: ./src/review/runtime.ts + 14 modules
var review_runtime = __webpack_require__(7729);
;// CONCATENATED MODULE: ./src/review/reviewRun.ts
/**
 * One gauntlet review, start to verdict, for any caller. Whatever happens —
 * a node failure, a timeout, cancellation — it returns a verdict: a fault
 * degrades to BLOCKED with the reason, never to PASS, and never to nothing.
 */













async function runReview(request) {
    // The probe never gets a recipe for an untrusted head; its exec tool re-checks the run's facts on every call as well.
    const probe = new src_probe.ProbeWorkbench({
        ...(request.probe && !request.untrustedHead ? { recipe: request.probe } : {}),
        redact: (text) => runtime.redact(text),
    });
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: request.workspaceRoot,
        graphsDir: request.graphsDir,
        endpoint: request.endpoint,
        budget: request.budget ?? { ...budgetSpec/* DEFAULT_RUN_BUDGET */.O },
        ...(request.denylist ? { denylist: request.denylist } : {}),
        ...(request.secrets ? { secrets: request.secrets } : {}),
        ...(request.traceFile ? { traceFile: request.traceFile } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.progress ? { extraTrace: request.progress } : {}),
        ...(request.logger ? { logger: request.logger } : {}),
        extraTools: (context) => [(0,src_probe.createExecTool)(probe, context)],
        services: { probe },
        facts: {
            diff_spec: request.diffSpec,
            ...(request.untrackedFiles ? { untracked_files: true } : {}),
            ...(request.baseSha ? { base_sha: request.baseSha } : {}),
            ...(request.headSha ? { head_sha: request.headSha } : {}),
            untrusted_head: request.untrustedHead,
            path_rules: request.pathRules ?? {},
            ...(request.reviewPaths ? { review_paths: request.reviewPaths } : {}),
            run_timeout_seconds: request.timeoutSeconds,
        },
    });
    try {
        const graph = (0,engine/* loadAndValidate */.gL)((0,external_node_path_.join)(request.graphsDir, "review-gauntlet.yaml"), { scripts: runtime.scripts, library: runtime.context.library });
        const run = await (0,engine/* runGraph */.C3)(graph, {
            context: runtime.context,
            scripts: runtime.scripts,
            timeoutSeconds: request.timeoutSeconds,
            variables: { verification_commands: JSON.stringify(request.verificationCommands) },
            inputs: {
                request: {
                    diff_spec: request.diffSpec,
                    plan_context: request.plan,
                    rigor: request.rigor,
                    security_posture: request.securityPosture,
                    probe_context: request.probeContext,
                    forced_lanes: request.lanes,
                    extra_context: request.extraContext,
                },
                rules: request.rules,
            },
        });
        let result = run.result;
        if (!result || result.schema !== gauntlet_result/* RESULT_SCHEMA */.w)
            throw new Error("the gauntlet ended without its structured result");
        let text = run.output;
        if (request.reviewPaths && request.carry) {
            result = await carryInto(result, request.carry, request.reviewPaths, runtime, request.diffSpec, request.signal);
            text = withScopeNotes(text, result);
        }
        // Line by line: a BEGIN line without its END hides the key body that follows, never the report's other lines.
        return { text: (0,redact/* createDocumentRedactor */.yS)(runtime.redact)(text), result: redactResult(result, runtime), runtime };
    }
    catch (error) {
        if ((0,engine/* isGauntletError */.xF)(error) && error.category === "user")
            throw error;
        const reason = runtime.redact((0,engine/* messageOf */.bD)(error));
        const result = blockedResult(request, `the review did not finish: ${reason}`, runtime);
        return {
            text: `GAUNTLET: BLOCKED\nGAUNTLET_REVIEW_INCOMPLETE: ${reason.replace(/\s*\n\s*/g, " ")}\n\n## Review gauntlet\n\nThe review did not finish, so it cannot pass: ${reason}\n`,
            result,
            runtime,
        };
    }
    finally {
        // Every process of the probe user is killed and the scratch tree removed, whatever happened.
        await probe.close();
    }
}
async function carryInto(result, carry, reviewed, runtime, diffSpec, signal) {
    const { sandbox, git } = runtime.context.services;
    if (!git)
        throw new Error("no git client to carry findings forward");
    const changed = new Set((await git.diffNameStatus(diffSpec, signal ? { signal } : {})).filter((e) => e.status !== "deleted").map((e) => e.path));
    const kept = await stillApplicable(carry, {
        reviewed: new Set(reviewed),
        changed,
        current: result.findings,
        read: (path, start, end) => (0,tools.readWorkspaceLines)(sandbox, path, start, end, signal),
    });
    return carryForward(result, kept, { since: carry.since, reviewed });
}
/** The scope notes go after the sentinel lines at the top, before the report proper. */
function withScopeNotes(text, result) {
    const lines = text.split("\n");
    const head = lines.findIndex((line) => !/^GAUNTLET[A-Z_]*:/.test(line));
    const cut = head < 0 ? lines.length : head;
    const verdictLine = `GAUNTLET: ${result.verdict}`;
    return [verdictLine, ...lines.slice(1, cut), "", (0,report/* renderScopeNotes */.AX)(result), ...lines.slice(cut)].join("\n");
}
/** Field by field, never over serialized text: see redactDeep. */
function redactResult(result, runtime) {
    return (0,redactDeep/* redactDeep */.KL)(result, runtime.redact);
}
/** The fail-closed result for a run that produced none. */
function blockedResult(request, reason, runtime) {
    const total = runtime?.meter.runTotal();
    return {
        schema: gauntlet_result/* RESULT_SCHEMA */.w,
        verdict: "BLOCKED",
        reasons: [reason],
        base_sha: request.baseSha ?? null,
        head_sha: request.headSha ?? null,
        diff_spec: request.diffSpec,
        coverage: { complete: false, not_reviewed: [{ path: "*", reason: "the review did not finish" }], skipped: [] },
        incomplete: [...lanes/* LANES */.Ci],
        faults: [reason],
        lanes: [],
        findings: [],
        usage: (0,gauntlet_result/* usageSummary */.kj)([total]),
    };
}

// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
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




// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/cli/outputFile.ts
/** A file the user asked for (--json, --sarif): a failed write names the flag and the path, never a stack trace. */



function writeOutputFile(io, flag, path, text) {
    const absolute = (0,external_node_path_.resolve)(io.cwd, path);
    try {
        (0,external_node_fs_.writeFileSync)(absolute, text);
    }
    catch (error) {
        throw new cli_io/* UsageError */.e(`${flag} ${path}: cannot write it (${error.code ?? String(error)}); give a path in a folder that exists and is writable`);
    }
}

;// CONCATENATED MODULE: ./src/cli/progress.ts

const LANE_BY_AGENT = new Map(lanes/* LANES */.Ci.map((lane) => [lanes/* LANE_SPECS */.OW[lane].agent, lane]));
function progressSink(write) {
    return {
        emit(event) {
            if (event.depth !== 0 || event.graph !== "review-gauntlet")
                return;
            if (event.type === "node_start") {
                const lane = LANE_BY_AGENT.get(event.node);
                if (lane)
                    write(`gauntlet: ${lane} started\n`);
                else if (event.node === "signals")
                    write("gauntlet: reading diff signals\n");
                else if (event.node === "verdict_gate")
                    write("gauntlet: deciding the verdict\n");
            }
            else if (event.type === "node_finish") {
                const lane = LANE_BY_AGENT.get(event.node);
                if (lane)
                    write(`gauntlet: ${lane} ${event.status === "ok" ? "finished" : "failed"} in ${(event.durationMs / 1000).toFixed(1)} s\n`);
            }
            else if (event.type === "route" && event.node === "retry_gate" && event.to.includes("build_items")) {
                write("gauntlet: re-running faulted lane(s)\n");
            }
        },
    };
}

// EXTERNAL MODULE: ./src/cli/reviewFlags.ts + 1 modules
var reviewFlags = __webpack_require__(5528);
// EXTERNAL MODULE: ./src/cli/runGraphCommand.ts
var runGraphCommand = __webpack_require__(4214);
// EXTERNAL MODULE: ./src/cli/settings.ts
var cli_settings = __webpack_require__(1957);
;// CONCATENATED MODULE: ./src/cli/commands/review.ts
/** `gauntlet review`: the whole gauntlet on a local checkout. Exit 0 on PASS, 1 on BLOCKED, 2 on a usage error. */











/** What `review` writes besides its report; `plan` shares the other flags but has no findings to write. */
const FINDINGS_FLAGS = {
    sarif: { type: "string" },
    "sarif-category": { type: "string" },
};
async function reviewCommand(args, io, loadKit) {
    const { values, positionals } = (0,cli_args/* parseFlags */.b)("review", args, { ...cli_settings/* MODEL_FLAGS */.W, ...reviewFlags/* REVIEW_FLAGS */.d, ...FINDINGS_FLAGS });
    if (positionals.length > 0)
        throw new cli_io/* UsageError */.e(`gauntlet review: unexpected argument ${JSON.stringify(positionals[0])}`);
    if (values["sarif-category"] !== undefined && !values.sarif)
        throw new cli_io/* UsageError */.e("gauntlet review: --sarif-category names the code-scanning category of a --sarif file; add --sarif FILE");
    const endpoint = (0,cli_settings/* endpointFrom */.K)(values, io);
    const review = await (0,reviewFlags/* resolveReviewFlags */.I)(values, io, { headMustBeCheckedOut: true });
    const kit = await loadKit();
    const outcome = await runReview({
        workspaceRoot: review.workspaceRoot,
        graphsDir: kit.graphsDir,
        diffSpec: review.diffSpec,
        untrackedFiles: review.untracked,
        baseSha: review.baseSha,
        headSha: review.headSha,
        plan: review.plan,
        rigor: review.settings.rigor,
        securityPosture: review.settings.posture,
        lanes: review.settings.lanes,
        // The local user's own checkout: its recipe may run (the action's rule for a trusted head).
        ...(0,settings/* configuredRequest */.wS)(review.config, false),
        rules: review.rules,
        extraContext: "",
        timeoutSeconds: (0,runGraphCommand/* timeoutSeconds */.r)(values["timeout-minutes"]) ?? 30 * 60,
        // The key and URL from the flags and environment; the models and prices as the action assembles them.
        endpoint: { ...endpoint, ...(0,settings/* endpointFor */.Lo)(review.config, { model: values.model }) },
        ...(review.settings.budget ? { budget: review.settings.budget } : {}),
        ...(values.trace ? { traceFile: (0,external_node_path_.resolve)(io.cwd, values.trace) } : {}),
        ...(io.signal ? { signal: io.signal } : {}),
        progress: progressSink(io.stderr),
        // Warnings (a model call retried, …) on stderr beside the progress; the report stays alone on stdout.
        logger: { info: () => { }, warn: (m) => io.stderr(`gauntlet: warning: ${m}\n`), debug: () => { } },
    });
    io.stdout(outcome.text.endsWith("\n") ? outcome.text : outcome.text + "\n");
    if (values.json)
        writeOutputFile(io, "--json", values.json, JSON.stringify(outcome.result, null, 2) + "\n");
    if (values.sarif) {
        const sarif = gauntletSarif(outcome.result, { category: values["sarif-category"] ?? DEFAULT_SARIF_CATEGORY });
        writeOutputFile(io, "--sarif", values.sarif, JSON.stringify(sarif, null, 2) + "\n");
    }
    const usage = outcome.result.usage;
    const cached = usage.cached_prompt_tokens !== undefined ? ` (${usage.cached_prompt_tokens} cached)` : "";
    io.stderr(`gauntlet: ${outcome.result.verdict} — ${usage.calls} model call(s), ${usage.prompt_tokens + usage.completion_tokens} tokens${cached}\n`);
    return outcome.result.verdict === "PASS" ? cli_io/* EXIT */.d.ok : cli_io/* EXIT */.d.negative;
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

/***/ 6147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_PROBE_LIMITS: () => (/* reexport */ limits/* DEFAULT_PROBE_LIMITS */.e),
  DEFAULT_PROBE_USER: () => (/* reexport */ probeUser/* DEFAULT_PROBE_USER */.vQ),
  EXEC_TOOL: () => (/* reexport */ EXEC_TOOL),
  PROBE_GRAPH: () => (/* reexport */ register/* PROBE_GRAPH */.W),
  ProbeWorkbench: () => (/* reexport */ probe_workbench/* ProbeWorkbench */.ut),
  createExecTool: () => (/* reexport */ createExecTool),
  detectPrivilege: () => (/* reexport */ privilege/* detectPrivilege */.F4),
  hasRecipe: () => (/* reexport */ recipe/* hasRecipe */.jL),
  isExecRefused: () => (/* reexport */ probe_workbench/* isExecRefused */.Ef),
  registerProbeScripts: () => (/* reexport */ register/* registerProbeScripts */.q),
  untrustedReason: () => (/* reexport */ probe_workbench/* untrustedReason */.lw)
});

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 12 modules
var tools = __webpack_require__(8207);
// EXTERNAL MODULE: ./src/probe/isolatedCommand.ts
var isolatedCommand = __webpack_require__(5814);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/workbench.ts + 3 modules
var probe_workbench = __webpack_require__(6236);
;// CONCATENATED MODULE: ./src/probe/execTool.ts




const EXEC_TOOL = "exec";
const MAX_COMMAND_CHARS = 20_000;
function createExecTool(workbench, context) {
    return {
        name: EXEC_TOOL,
        description: `Run a shell command (bash -c) in the probe's isolated scratch copy of the change (working folder ${hiddenPaths/* WORK_DIR */.CC}), as an unprivileged user ` +
            `with no secrets, on a network that reaches only loopback, where the project's service is running. Each command gets at most ` +
            `${(0,isolatedCommand/* formatSeconds */.Xo)(workbench?.limits.commandMs ?? 0)} and a fresh process namespace: background processes end with the command. ` +
            "Returns the exit code, the duration, and the head and tail of stdout and stderr (marked when cut).",
        parameters: {
            type: "object",
            properties: { command: { type: "string", minLength: 1, maxLength: MAX_COMMAND_CHARS, description: "The bash command line to run." } },
            required: ["command"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const untrusted = (0,probe_workbench/* untrustedReason */.lw)(context);
            if (untrusted)
                throw new tools.ToolRefusal(`exec is not available: ${untrusted}. End with USAGE_PROBE: INCONCLUSIVE (untrusted head).`);
            if (!workbench)
                throw new tools.ToolRefusal("exec is not available: this run has no probe environment. End with USAGE_PROBE: INCONCLUSIVE (isolation unavailable).");
            const command = String(args.command ?? "");
            try {
                const result = await workbench.exec(context, command, signal);
                const lines = [
                    `exit code: ${result.killed ? `none — killed: ${result.killed}` : (result.exitCode ?? `none (signal ${result.signal})`)}`,
                    `duration: ${(result.durationMs / 1000).toFixed(2)} s`,
                    `network: ${result.network === "isolated" ? "loopback only" : "the host's network (network isolation unavailable)"}`,
                    stream("stdout", result.stdout),
                    stream("stderr", result.stderr),
                ];
                const service = result.serviceExit;
                if (service)
                    lines.push(`note: the service is no longer running (it exited ${service.exitCode ?? service.signal}${service.killed ? `, ${service.killed}` : ""})`);
                return lines.join("\n");
            }
            catch (error) {
                if ((0,probe_workbench/* isExecRefused */.Ef)(error)) {
                    const why = /^isolation unavailable/.test(error.reason)
                        ? "isolation unavailable"
                        : /^untrusted head/.test(error.reason)
                            ? "untrusted head"
                            : "environment unavailable";
                    throw new tools.ToolRefusal(`exec refused: ${error.reason}. End with USAGE_PROBE: INCONCLUSIVE (${why}).`);
                }
                throw error;
            }
        },
    };
}
function stream(name, output) {
    if (output.totalBytes === 0)
        return `${name}: (empty)`;
    const cut = output.cutBytes > 0 ? `, cut: ${output.cutBytes} bytes left out of the middle` : "";
    return `${name} (${output.totalBytes} bytes${cut}):\n${output.text.replace(/\n$/, "")}`;
}

// EXTERNAL MODULE: ./src/probe/limits.ts
var limits = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/probe/privilege.ts
var privilege = __webpack_require__(9633);
// EXTERNAL MODULE: ./src/probe/probeUser.ts
var probeUser = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/probe/recipe.ts
var recipe = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/probe/register.ts + 2 modules
var register = __webpack_require__(4926);
;// CONCATENATED MODULE: ./src/probe/index.ts
/**
 * The probe lane's isolation and its exec tool: the only part of the product
 * that runs PR code. See docs/probe.md.
 */









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
