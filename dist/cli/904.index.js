export const id = 904;
export const ids = [904];
export const modules = {

/***/ 6679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ cliReviewRequest),
  p: () => (/* binding */ cliSettingsKey)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/github/state/cacheKey.ts
/**
 * The keys of a review. The settings key covers everything but the commits:
 * the configuration and rules at the base, the effective settings, the
 * action's build (code, prompts and graphs), the models and the plan. The
 * cache key adds the head and the merge base. The same cache key means the
 * same review, so a rerun replays it without model calls (unless forced with
 * `/gauntlet full`); an incremental review builds only on a review made under
 * the same settings key.
 */




const sha256 = (text) => (0,external_node_crypto_.createHash)("sha256").update(text).digest("hex");
function settingsKey(parts) {
    return sha256(JSON.stringify({
        version: version/* VERSION */.x,
        build: parts.build,
        configuration: sha256(JSON.stringify(parts.configuration)),
        models: parts.models,
        plan: sha256(parts.plan),
    })).slice(0, 32);
}
function reviewSettingsKey(p) {
    return settingsKey({
        configuration: {
            text: p.configText,
            rules: p.rules,
            rigor: p.settings.rigor,
            posture: p.settings.posture,
            lanes: p.settings.lanes,
            budget: p.settings.budget ?? null,
            untrusted: p.untrusted,
        },
        models: { base: p.baseUrl, default: p.endpoint.defaultModel ?? null, graphs: p.endpoint.graphModels ?? null, nodes: p.endpoint.nodeModels ?? null },
        plan: p.plan,
        build: p.build,
    });
}
function cacheKey(head, settings) {
    return sha256(JSON.stringify({ head: head.headSha, merge_base: head.mergeBase, settings })).slice(0, 32);
}
/** A hash of the running bundle and every graph file: any change to the action's code or prompts changes it. */
function buildFingerprint(entry, graphsDir) {
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const add = (path) => {
        try {
            hash.update(path).update((0,external_node_fs_.readFileSync)(path));
        }
        catch {
            hash.update(`${path}: unreadable`);
        }
    };
    if (entry)
        add(entry);
    const walk = (dir) => {
        for (const name of (0,external_node_fs_.readdirSync)(dir).sort()) {
            const path = (0,external_node_path_.join)(dir, name);
            if ((0,external_node_fs_.statSync)(path).isDirectory())
                walk(path);
            else
                add(path);
        }
    };
    try {
        walk(graphsDir);
    }
    catch {
        hash.update("graphs: unreadable");
    }
    return hash.digest("hex").slice(0, 32);
}

// EXTERNAL MODULE: ./src/review/settings.ts
var settings = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
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

// EXTERNAL MODULE: ./src/cli/runGraphCommand.ts
var runGraphCommand = __webpack_require__(4214);
;// CONCATENATED MODULE: ./src/cli/reviewRequest.ts
/**
 * The review request the CLI's model-running commands build from their flags
 * (`review`, `lane`, and `plan --lane-judgment`), and the settings key the
 * matrix commands record and check: one place, so they cannot disagree.
 */





function cliReviewRequest(review, flags, io, kit, endpoint, untrustedHead = false) {
    return {
        workspaceRoot: review.workspaceRoot,
        git: review.git,
        graphsDir: kit.graphsDir,
        diffSpec: review.diffSpec,
        untrackedFiles: review.untracked,
        baseSha: review.baseSha,
        headSha: review.headSha,
        plan: review.plan,
        rigor: review.settings.rigor,
        securityPosture: review.settings.posture,
        lanes: review.settings.lanes,
        // The local user's own checkout: its recipe may run (the action's rule for a trusted head). An untrusted one's never does.
        ...(0,settings/* configuredRequest */.wS)(review.config, untrustedHead),
        rules: review.rules,
        extraContext: "",
        timeoutSeconds: (0,runGraphCommand/* timeoutSeconds */.r)(flags["timeout-minutes"]) ?? 30 * 60,
        // Flags, environment and configuration already merged and checked (settings.ts reviewEndpoint).
        endpoint,
        ...(review.settings.budget ? { budget: review.settings.budget } : {}),
        ...(flags.trace ? { traceFile: (0,external_node_path_.resolve)(io.cwd, flags.trace) } : {}),
        ...(io.signal ? { signal: io.signal } : {}),
        progress: progressSink(io.stderr),
        // Warnings (a model call retried, …) on stderr beside the progress; the report stays alone on stdout.
        logger: { info: () => { }, warn: (m) => io.stderr(`gauntlet: warning: ${m}\n`), debug: () => { } },
    };
}
/**
 * The matrix's settings key for a local run: the effective settings, the
 * configuration and rules text, the models, the plan text and the build (the
 * running CLI and its graphs). Plan and every lane compute it from their own
 * flags; a lane run with other settings than the plan's is refused by the gate.
 */
function cliSettingsKey(review, flags, io, kit) {
    return settingsKey({
        configuration: { config: review.config, rules: review.rules, settings: review.settings },
        models: { model: flags.model ?? io.env.GAUNTLET_MODEL ?? null, configured: review.config.models ?? null },
        plan: review.plan,
        build: buildFingerprint(process.argv[1], kit.graphsDir),
    });
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

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/probe/isolatedCommand.ts
var isolatedCommand = __webpack_require__(5814);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/workbench.ts + 4 modules
var probe_workbench = __webpack_require__(5714);
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

/***/ 950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iS: () => (/* binding */ failedOutcome),
  Gt: () => (/* binding */ finishOutcome),
  Bb: () => (/* binding */ openReviewRuntime),
  lu: () => (/* binding */ requestFacts),
  CW: () => (/* binding */ runGauntletGraph),
  OD: () => (/* binding */ runReview)
});

// UNUSED EXPORTS: blockedResult

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/review/budgetSpec.ts
var budgetSpec = __webpack_require__(3612);
// EXTERNAL MODULE: ./src/probe/index.ts + 1 modules
var src_probe = __webpack_require__(6147);
// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/llm/redact.ts + 9 modules
var redact = __webpack_require__(8053);
// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/fingerprint.ts + 1 modules
var fingerprint = __webpack_require__(114);
;// CONCATENATED MODULE: ./src/review/gauntlet/carry.ts
/**
 * Which of an earlier review's findings still hold on a new head without
 * being read again: code-review findings in files the incremental review did
 * not read anew, still part of the pull request's diff, citing lines whose
 * text and place are unchanged (the fingerprint still matches), and not found
 * again.
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
        const reason = `code-review: ${blocking} critical finding(s) carried from the review of ${(0,review_text/* shortSha */.Fu)(scope.since)}`;
        return { ...lane, blocks: true, reasons: [...lane.reasons, reason], dismissible: lane.blocks ? lane.dismissible : true };
    });
    return decide(result, lanes, [...result.findings, ...added], { review_scope: { since: scope.since, reviewed: scope.reviewed, carried: added.length } });
}
/**
 * Each dismissal bound to the finding it was given for. One in the current
 * format names its place already. One in the first format (no place) is
 * bound to the one finding it still names; where it names two or more (the
 * same text at several places), it lapses rather than widen to all of them.
 */
function bindDismissals(findings, requests) {
    const bound = [];
    const lapsed = [];
    for (const request of requests) {
        if (!isLegacyFingerprint(request.fingerprint)) {
            bound.push(request);
            continue;
        }
        const named = findings.filter((f) => f.fingerprint_v1 === request.fingerprint);
        if (named.length === 1)
            bound.push({ ...request, fingerprint: named[0].fingerprint });
        else if (named.length > 1)
            lapsed.push({ request, findings: named.map((f) => f.id) });
    }
    return { bound, lapsed };
}
/** Marks dismissed findings and lifts the blocks they alone caused. */
function applyDismissals(result, requests) {
    const byFingerprint = new Map(bindDismissals(result.findings, requests).bound.map((r) => [r.fingerprint, r]));
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

// EXTERNAL MODULE: ./src/review/gauntlet/incomplete.ts
var incomplete = __webpack_require__(5375);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/report.ts
var report = __webpack_require__(6197);
// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var gauntlet_result = __webpack_require__(230);
// EXTERNAL MODULE: ./src/review/runtime.ts + 19 modules
var review_runtime = __webpack_require__(5284);
;// CONCATENATED MODULE: ./src/review/reviewRun.ts
/**
 * One gauntlet review, start to verdict, for any caller. Whatever happens —
 * a node failure, a timeout, cancellation — it returns a verdict: a fault
 * degrades to BLOCKED with the reason, never to PASS, and never to nothing.
 */














async function runReview(request) {
    const { runtime, probe } = openReviewRuntime(request);
    try {
        const run = await runGauntletGraph(request, runtime);
        const result = run.result;
        if (!result || result.schema !== gauntlet_result/* RESULT_SCHEMA */.w)
            throw new Error("the gauntlet ended without its structured result");
        return await finishOutcome(request, runtime, result, run.output);
    }
    catch (error) {
        return failedOutcome(request, runtime, error);
    }
    finally {
        // Every process of the probe user is killed and the scratch tree removed, whatever happened.
        await probe.close();
    }
}
/** The run facts every gauntlet run of a request has; a matrix job adds its own. */
function requestFacts(request) {
    return {
        diff_spec: request.diffSpec,
        ...(request.untrackedFiles ? { untracked_files: true } : {}),
        ...(request.baseSha ? { base_sha: request.baseSha } : {}),
        ...(request.headSha ? { head_sha: request.headSha } : {}),
        untrusted_head: request.untrustedHead,
        path_rules: request.pathRules ?? {},
        security_posture: request.securityPosture,
        ...(request.reviewPaths ? { review_paths: request.reviewPaths } : {}),
        run_timeout_seconds: request.timeoutSeconds,
    };
}
/** The runtime a request runs in, with its probe workbench (close it when done). */
function openReviewRuntime(request, extraFacts = {}) {
    // The probe never gets a recipe for an untrusted head; its exec tool re-checks the run's facts on every call as well.
    const probe = new src_probe.ProbeWorkbench({
        ...(request.probe && !request.untrustedHead ? { recipe: request.probe } : {}),
        redact: (text) => runtime.redact(text),
    });
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: request.workspaceRoot,
        ...(request.git ? { git: request.git } : {}),
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
        facts: { ...requestFacts(request), ...extraFacts },
    });
    return { runtime, probe };
}
/** The review-gauntlet graph, run on the request's structured input (a matrix gate seeds the lanes' outcomes too). */
async function runGauntletGraph(request, runtime, seed = {}) {
    const graph = (0,engine/* loadAndValidate */.gL)((0,external_node_path_.join)(request.graphsDir, "review-gauntlet.yaml"), { scripts: runtime.scripts, library: runtime.context.library });
    return (0,engine/* runGraph */.C3)(graph, {
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
            ...seed,
        },
    });
}
/** A verdict's last steps, the same for a single review and a matrix gate: carry-forward (incremental), then redaction. */
async function finishOutcome(request, runtime, verdict, report) {
    let result = verdict;
    let text = report;
    if (request.reviewPaths && request.carry) {
        result = await carryInto(result, request.carry, request.reviewPaths, runtime, request.diffSpec, request.signal);
        text = withScopeNotes(text, result);
    }
    text += endpointSection(runtime.endpointNotes);
    // Line by line: a BEGIN line without its END hides the key body that follows, never the report's other lines.
    return { text: (0,redact/* createDocumentRedactor */.yS)(runtime.redact)(text), result: redactResult(result, runtime), runtime };
}
/** A review that did not finish: BLOCKED with the reason (a user error, such as a bad graph, is rethrown). */
function failedOutcome(request, runtime, error) {
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
/** What the endpoint did not accept, after the report: a review that went on without tools says so where it is read. */
function endpointSection(notes) {
    return notes.length === 0 ? "" : `\n### The model endpoint\n\n${notes.map((note) => `- ${note}`).join("\n")}\n`;
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
        incomplete: (0,incomplete/* notFinished */.gT)(lanes/* LANES */.Ci, reason),
        faults: [reason],
        lanes: [],
        findings: [],
        usage: (0,gauntlet_result/* usageSummary */.kj)([total]),
    };
}


/***/ })

};
