export const id = 625;
export const ids = [625];
export const modules = {

/***/ 9625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f0: () => (/* reexport */ gateMatrix),
  OP: () => (/* reexport */ matrix_shards/* jobLabel */.OP),
  V1: () => (/* reexport */ matrixJob),
  ab: () => (/* reexport */ parseMatrixPlan),
  nK: () => (/* reexport */ matrix_shards/* partialFileName */.nK),
  T4: () => (/* reexport */ planMatrix),
  JD: () => (/* reexport */ readPartials),
  Rk: () => (/* reexport */ runMatrixLane)
});

// UNUSED EXPORTS: CHUNKS_PER_SHARD, MATRIX_GATE_FACT, MATRIX_JOB_FACT, MATRIX_PLAN_FACT, MATRIX_SCHEMA, MATRIX_SELECTION_FACT, MAX_SHARDS, PARTIAL_SCHEMA, checkPartials, describeMatrixProblem, inShard, matrixJobSchema, matrixKeysSchema, matrixOutput, matrixPlanSchema, matrixRequestOf, mergeCodeReviewShards, parsePartial, partialResultSchema, partialsLedger, plannedRequest, problemJob, renderMatrixProblem, shardCount, sumUsage

// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(7929);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var gauntlet_lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var gauntlet_result = __webpack_require__(230);
// EXTERNAL MODULE: ./src/review/reviewRun.ts + 2 modules
var reviewRun = __webpack_require__(950);
// EXTERNAL MODULE: ./src/review/runtime.ts + 14 modules
var review_runtime = __webpack_require__(7729);
// EXTERNAL MODULE: ./src/review/matrix/shards.ts
var matrix_shards = __webpack_require__(7743);
;// CONCATENATED MODULE: ./src/review/matrix/checkPartials.ts

const KEYS = ["head_sha", "base_sha", "settings_key"];
function checkPartials(plan, found) {
    const problems = [...found.problems];
    const byJob = new Map();
    for (const entry of found.partials) {
        const label = (0,matrix_shards/* jobLabel */.OP)(entry.partial.job);
        byJob.set(label, [...(byJob.get(label) ?? []), entry]);
    }
    const planned = new Set(plan.include.map(matrix_shards/* jobLabel */.OP));
    for (const [label, entries] of byJob) {
        if (!planned.has(label))
            for (const entry of entries)
                problems.push({ kind: "extra", job: entry.partial.job, file: entry.file });
    }
    const accepted = new Map();
    for (const job of plan.include) {
        const entries = byJob.get((0,matrix_shards/* jobLabel */.OP)(job)) ?? [];
        if (entries.length === 0) {
            problems.push({ kind: "missing", job });
            continue;
        }
        if (entries.length > 1) {
            problems.push({ kind: "duplicate", job, files: entries.map((e) => e.file) });
            continue;
        }
        const entry = entries[0];
        const foreign = KEYS.find((key) => entry.partial.keys[key] !== plan.keys[key]);
        if (foreign) {
            problems.push({ kind: "foreign_key", job, file: entry.file, key: foreign, expected: plan.keys[foreign], found: entry.partial.keys[foreign] });
            continue;
        }
        accepted.set((0,matrix_shards/* jobLabel */.OP)(job), entry.partial);
    }
    return { accepted, problems };
}
/** The matrix's jobs of one lane, in shard order. */
const jobsOfLane = (plan, lane) => plan.include.filter((job) => job.lane === lane).sort((a, b) => a.shard - b.shard);

// EXTERNAL MODULE: ./src/review/codeReview/render.ts + 1 modules
var render = __webpack_require__(1479);
// EXTERNAL MODULE: ./src/review/gauntlet/blockReasons.ts
var blockReasons = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/review/gauntlet/intake.ts
var intake = __webpack_require__(3859);
// EXTERNAL MODULE: ./src/review/gauntlet/laneState.ts + 2 modules
var laneState = __webpack_require__(5761);
// EXTERNAL MODULE: ./src/review/codeReview/collect.ts
var collect = __webpack_require__(7726);
;// CONCATENATED MODULE: ./src/review/matrix/mergeCodeReview.ts
/**
 * Code review's shards as one render input, so the gate renders the lane
 * with the same renderCodeReview a single job uses. Shards partition the
 * chunks: findings (kept and dropped) are put back in chunk order, merged
 * across shards by collect's duplicate rule, and renumbered F1…Fn — the ids
 * a single job assigns — so fingerprints, annotations and `/gauntlet dismiss`
 * agree. Coverage is the union.
 */

/** Entries unique by path, first seen first. */
function unionByPath(lists) {
    const seen = new Map();
    for (const list of lists)
        for (const entry of list)
            if (!seen.has(entry.path))
                seen.set(entry.path, entry);
    return [...seen.values()];
}
const distinct = (values) => [...new Set(values.filter((v) => v !== ""))];
/**
 * A duplicate across shards keeps the first wording and the more severe
 * severity (collect's rule). Its verdict: a kept twin outweighs a twin the
 * verifier proved FALSE, so a merge never drops what some shard kept.
 */
function absorbVerdict(twin, finding) {
    if (twin.verdict !== "FALSE" || finding.verdict === "FALSE")
        return;
    twin.verdict = finding.verdict;
    twin.evidence = finding.evidence;
    twin.note = finding.note;
}
/** The shards' inputs, in shard order (1…N). */
function mergeCodeReviewShards(shards) {
    const ordered = shards
        .flatMap((input, shard) => input.findings.map((finding, local) => ({ finding, shard, local })))
        // A finding without a chunk (an older partial) sorts after those with one, in shard order.
        .sort((a, b) => (a.finding.chunk ?? Infinity) - (b.finding.chunk ?? Infinity) || a.shard - b.shard || a.local - b.local)
        .map((entry) => entry.finding);
    const findings = (0,collect/* mergeDuplicates */.$)(ordered, absorbVerdict).map((finding, i) => ({ ...finding, id: `F${i + 1}` }));
    const byChunk = (lists) => lists.flat().sort((a, b) => a.chunk - b.chunk);
    const faults = distinct(shards.map((s) => s.verifier_fault ?? ""));
    return {
        findings,
        file_stats: unionByPath(shards.map((s) => s.file_stats)),
        skipped: unionByPath(shards.map((s) => s.skipped)),
        over_budget: unionByPath(shards.map((s) => s.over_budget)),
        failed_chunks: byChunk(shards.map((s) => s.failed_chunks)),
        walkthrough: byChunk(shards.map((s) => s.walkthrough)),
        diff_error: distinct(shards.map((s) => s.diff_error)).join("; "),
        verifier_fault: faults.length > 0 ? faults.join("; ") : null,
        budget_exhausted: shards.some((s) => s.budget_exhausted),
        rigor: shards[0]?.rigor ?? "production",
    };
}

;// CONCATENATED MODULE: ./src/review/matrix/problems.ts
/**
 * What the gate finds wrong with the matrix's partial results, typed. Each
 * one blocks: a job's problem becomes its lane's fault, a problem no job owns
 * (a file that is not a partial, one for a job not in the matrix) a pipeline
 * fault. Words only at the edge (renderMatrixProblem).
 */

/** The job a problem belongs to, when one does. */
function problemJob(problem) {
    return problem.kind === "missing" || problem.kind === "duplicate" || problem.kind === "foreign_key" ? problem.job : undefined;
}
const problems_short = (value) => (value === null ? "none" : value.length > 12 ? value.slice(0, 12) : value);
/** The problem's words, without the job's label (a lane fault names the job beside them). */
function describeMatrixProblem(problem) {
    switch (problem.kind) {
        case "missing":
            return "no partial result (the job crashed, was cancelled, or its artifact was not uploaded); re-run the job";
        case "duplicate":
            return `${problem.files.length} partial results (${problem.files.join(", ")}); each job must upload exactly one`;
        case "foreign_key":
            return `${problem.file} was made for ${problem.key} ${problems_short(problem.found)}, the matrix for ${problems_short(problem.expected)}; re-run the matrix on one commit`;
        case "invalid":
            return `${problem.file}: not a gauntlet.partial/1 result (${problem.detail})`;
        case "extra":
            return `${problem.file}: a partial for ${(0,matrix_shards/* jobLabel */.OP)(problem.job)}, which is not in the matrix`;
        case "unreadable":
            return `${problem.path}: cannot read the partial results (${problem.detail})`;
    }
}
function renderMatrixProblem(problem) {
    const job = problemJob(problem);
    return job ? `${(0,matrix_shards/* jobLabel */.OP)(job)}: ${describeMatrixProblem(problem)}` : describeMatrixProblem(problem);
}

;// CONCATENATED MODULE: ./src/review/matrix/gatedLanes.ts
/**
 * Each lane of the matrix as one typed outcome for the verdict gate. A job
 * without a usable partial is its lane's fault, naming the job; code review's
 * shards are merged and rendered with the single job's renderCodeReview and
 * read with the same classifyLane. A shard's own fault is the lane's fault.
 */










function jobFault(lane, job, state, message, report) {
    const text = report || (0,engine/* pipelineFaultText */.sm)({ graph: "review-gauntlet", node: "gate", kind: "matrix_job", message: `${job}: ${message}` });
    return { lane, state, report: text, verdict: null, fault: { kind: "matrix_job", job, message } };
}
/** A job's own fault as its lane's (named by the shard when there are several); undefined when the job completed. */
function shardFault(lane, partial) {
    const outcome = partial.outcome;
    if (outcome.state === "completed")
        return undefined;
    if (partial.job.shards === 1)
        return outcome;
    return jobFault(lane, (0,matrix_shards/* jobLabel */.OP)(partial.job), outcome.state, (0,blockReasons/* renderFault */.L4)(lane, outcome.fault), outcome.report);
}
function codeReviewOutcome(partials, rigor) {
    const inputs = [];
    for (const partial of partials) {
        if (partial.code_review)
            inputs.push(partial.code_review);
        // Without its render input, a shard's findings and coverage are unknown: its fault (or this) is the lane's.
        else
            return shardFault("code-review", partial) ?? jobFault("code-review", (0,matrix_shards/* jobLabel */.OP)(partial.job), "degraded", "the partial has no code-review result to merge");
    }
    const { report, lane_result } = (0,render/* renderCodeReview */.e6)(mergeCodeReviewShards(inputs));
    const merged = (0,laneState/* classifyLane */.BM)("code-review", { report, result: lane_result }, { rigor });
    if (merged.state !== "completed")
        return merged;
    // Degraded if any shard is, even where the merged report would not show it.
    const faulted = partials.map((p) => shardFault("code-review", p)).find((f) => f !== undefined);
    return faulted ?? merged;
}
function gatedLanes(plan, checked) {
    const rigor = (0,intake/* normalizeRigor */.dJ)(plan.request.rigor);
    const gated = [];
    for (const lane of gauntlet_lanes/* LANES */.Ci) {
        const jobs = jobsOfLane(plan, lane);
        if (jobs.length === 0)
            continue;
        const partials = jobs.map((job) => checked.accepted.get((0,matrix_shards/* jobLabel */.OP)(job))).filter((p) => p !== undefined);
        const attempts = Math.max(1, ...partials.map((p) => p.attempts));
        const given_up = partials.some((p) => p.given_up);
        const problem = checked.problems.find((p) => {
            const job = problemJob(p);
            return job !== undefined && job.lane === lane;
        });
        if (problem) {
            gated.push({ lane, outcome: jobFault(lane, (0,matrix_shards/* jobLabel */.OP)(problemJob(problem)), "degraded", describeMatrixProblem(problem)), attempts, given_up });
            continue;
        }
        const outcome = lane === "code-review" ? codeReviewOutcome(partials, rigor) : partials[0].outcome;
        gated.push({ lane, outcome, attempts, given_up });
    }
    return gated;
}

;// CONCATENATED MODULE: ./src/review/matrix/partialsLedger.ts
function sumUsage(usages) {
    const sum = (pick) => usages.reduce((total, u) => total + pick(u), 0);
    const priced = usages.some((u) => u.cost_usd !== null);
    const cached = usages.some((u) => u.cached_prompt_tokens !== undefined);
    return {
        prompt_tokens: sum((u) => u.prompt_tokens),
        completion_tokens: sum((u) => u.completion_tokens),
        calls: sum((u) => u.calls),
        cost_usd: priced ? sum((u) => u.cost_usd ?? 0) : null,
        ...(cached ? { cached_prompt_tokens: sum((u) => u.cached_prompt_tokens ?? 0) } : {}),
    };
}
function partialsLedger(partials) {
    const starts = partials.map((p) => Date.parse(p.started_at)).filter(Number.isFinite);
    const origin = starts.length > 0 ? Math.min(...starts) : 0;
    const ofLane = (lane) => partials.filter((p) => p.job.lane === lane).sort((a, b) => a.job.shard - b.job.shard);
    return {
        usage: (lane) => sumUsage(ofLane(lane).map((p) => p.usage)),
        timing: (lane) => {
            const passes = ofLane(lane).flatMap((p) => {
                const offset = Math.max(0, (Date.parse(p.started_at) || origin) - origin);
                const label = p.job.shards > 1 ? `shard ${p.job.shard}/${p.job.shards}` : undefined;
                return p.passes.map((pass) => ({ start_ms: offset + pass.start_ms, duration_ms: pass.duration_ms, ...(label ? { label } : {}) }));
            });
            // Shards run side by side: the lane took from the first start to the last end, not their sum.
            const sharded = passes.some((p) => p.label);
            const span = passes.length > 0 ? Math.max(...passes.map((p) => p.start_ms + p.duration_ms)) - Math.min(...passes.map((p) => p.start_ms)) : 0;
            return { duration_ms: sharded ? span : passes.reduce((sum, p) => sum + p.duration_ms, 0), passes };
        },
        total: () => sumUsage(partials.map((p) => p.usage)),
    };
}

;// CONCATENATED MODULE: ./src/review/matrix/plannedRequest.ts
function matrixRequestOf(request) {
    return {
        diff_spec: request.diffSpec,
        untracked_files: request.untrackedFiles === true,
        plan_context: request.plan,
        rigor: request.rigor,
        security_posture: request.securityPosture,
        probe_context: request.probeContext,
        extra_context: request.extraContext,
        rules: request.rules,
        verification_commands: request.verificationCommands,
        forced_lanes: request.lanes,
        untrusted_head: request.untrustedHead,
        ...(request.reviewPaths ? { review_paths: request.reviewPaths } : {}),
        ...(request.carry ? { carry_since: request.carry.since } : {}),
    };
}
function plannedRequest(request, plan) {
    const planned = plan.request;
    // Either side saying the head is untrusted makes it so: its code must never run.
    const untrustedHead = planned.untrusted_head || request.untrustedHead;
    const { probe, reviewPaths: _paths, ...rest } = request;
    return {
        ...rest,
        ...(probe && !untrustedHead ? { probe } : {}),
        diffSpec: planned.diff_spec,
        untrackedFiles: planned.untracked_files,
        ...(plan.keys.base_sha ? { baseSha: plan.keys.base_sha } : {}),
        ...(plan.keys.head_sha ? { headSha: plan.keys.head_sha } : {}),
        plan: planned.plan_context,
        rigor: planned.rigor,
        securityPosture: planned.security_posture,
        probeContext: untrustedHead ? "" : planned.probe_context,
        extraContext: planned.extra_context,
        rules: planned.rules,
        verificationCommands: planned.verification_commands,
        lanes: planned.forced_lanes,
        untrustedHead,
        ...(planned.review_paths ? { reviewPaths: planned.review_paths } : {}),
    };
}

;// CONCATENATED MODULE: ./src/review/matrix/gate.ts
/**
 * gateMatrix: the matrix's verdict, with no model. It checks the partials
 * against the matrix file, merges code review's shards, and runs the same
 * review-gauntlet graph with intake routing straight to verdict_gate (the
 * `matrix_gate` fact), then the same carry-forward and redaction as a single
 * review. Usage and timing come from the partials (an injected LaneLedger).
 */











async function gateMatrix(request, plan, found) {
    const planned = plannedRequest(request, plan);
    const checked = checkPartials(plan, found);
    const lanes = gatedLanes(plan, checked);
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: planned.workspaceRoot,
        graphsDir: planned.graphsDir,
        ...(planned.denylist ? { denylist: planned.denylist } : {}),
        // No model runs here, but the key is still redacted wherever it could appear.
        secrets: [...(planned.secrets ?? []), ...(planned.endpoint.apiKey ? [planned.endpoint.apiKey] : [])],
        ...(planned.signal ? { signal: planned.signal } : {}),
        ...(planned.logger ? { logger: planned.logger } : {}),
        ...(planned.traceFile ? { traceFile: planned.traceFile } : {}),
        services: { laneLedger: partialsLedger([...checked.accepted.values()]) },
        facts: { ...(0,reviewRun/* requestFacts */.lu)(planned), [facts/* MATRIX_GATE_FACT */.dE]: true },
    });
    // Problems no job owns (a stray file, a job not in the matrix) block as pipeline faults.
    const runFaults = checked.problems
        .filter((problem) => problemJob(problem) === undefined)
        .map((problem) => (0,engine/* pipelineFaultText */.sm)({ graph: "review-gauntlet", node: "gate", kind: "matrix", message: renderMatrixProblem(problem) }));
    try {
        const run = await (0,reviewRun/* runGauntletGraph */.CW)(planned, runtime, {
            lane_selection: plan.lane_selection,
            lanes_summary: plan.lanes_summary,
            lane_attempts: Object.fromEntries(lanes.map((l) => [l.lane, l.attempts])),
            review_incomplete: lanes.filter((l) => l.given_up).map((l) => l.lane),
            matrix_faults: runFaults,
            ...Object.fromEntries(lanes.map((l) => [gauntlet_lanes/* LANE_SPECS */.OW[l.lane].results, [l.outcome]])),
        });
        const result = run.result;
        if (!result || result.schema !== gauntlet_result/* RESULT_SCHEMA */.w)
            throw new Error("the matrix gate ended without its structured result");
        return await (0,reviewRun/* finishOutcome */.Gt)(planned, runtime, result, run.output);
    }
    catch (error) {
        return (0,reviewRun/* failedOutcome */.iS)(planned, runtime, error);
    }
}

// EXTERNAL MODULE: ./src/llm/redactDeep.ts
var redactDeep = __webpack_require__(6452);
// EXTERNAL MODULE: ./src/review/codeReview/renderInput.ts
var renderInput = __webpack_require__(4852);
// EXTERNAL MODULE: ./src/review/gauntlet/laneLedger.ts + 1 modules
var laneLedger = __webpack_require__(3790);
// EXTERNAL MODULE: ./src/review/gauntlet/readLane.ts
var readLane = __webpack_require__(1581);
// EXTERNAL MODULE: ./src/review/gauntlet/state.ts
var gauntlet_state = __webpack_require__(8290);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: ./src/review/matrix/schemas.ts
var schemas = __webpack_require__(8024);
;// CONCATENATED MODULE: ./src/review/matrix/matrixFile.ts
/** The matrix plan file: what `strategy.matrix` gets of it, and reading it back with its schema. */



/**
 * What goes to `strategy.matrix`: the jobs alone. Every other top-level key of
 * a matrix object becomes a matrix dimension in Actions, so the plan's keys,
 * request and selection stay in the plan file (an artifact), never here.
 */
function matrixOutput(plan) {
    return { include: plan.include };
}
/** A matrix file's text, validated against gauntlet.matrix/1; the problem says what is wrong, for a usage error. */
function parseMatrixPlan(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, problem: `not JSON (${(0,review_text/* oneLine */.T)(error instanceof Error ? error.message : String(error))})` };
    }
    const parsed = schemas/* matrixPlanSchema */.eY.safeParse(data);
    if (!parsed.success)
        return { ok: false, problem: `not a gauntlet.matrix/1 plan (${(0,review_text/* oneLine */.T)(errors/* prettifyError */.S1(parsed.error)).slice(0, 500)})` };
    return { ok: true, plan: parsed.data };
}
/** The matrix's job for a lane and shard, or undefined when the matrix has none. */
function matrixJob(plan, wanted) {
    return plan.include.find((job) => job.lane === wanted.lane && job.shard === wanted.shard && job.shards === wanted.shards);
}

;// CONCATENATED MODULE: ./src/review/matrix/lane.ts
/**
 * runMatrixLane: one job of the matrix — one lane, or one shard of code
 * review — through the real gauntlet graph (same runtime, retry gate and
 * read_lane), restricted by the `matrix_job` fact. It posts nothing. Whatever
 * fails still yields a partial whose outcome is a typed fault.
 */














/** The lane's slot in the run's final state: its outcome after the retry gate, and code review's render input. */
function readSlot(job, state) {
    const spec = gauntlet_lanes/* LANE_SPECS */.OW[job.lane];
    const kept = (0,gauntlet_state/* record */.g1)(state, "kept_results")[job.lane];
    const slot = (0,gauntlet_state/* list */.p_)(state, spec.results)[0] ?? (Array.isArray(kept) ? kept[0] : undefined);
    const read = (0,laneState/* outcomeOfSlot */.QQ)(job.lane, slot);
    const outcome = read.state === "skipped" ? { lane: job.lane, state: "faulted", report: "", verdict: null, fault: { kind: "never_reported" } } : read;
    const raw = slot !== null && typeof slot === "object" ? slot[readLane/* CODE_REVIEW_INPUT_KEY */.sq] : undefined;
    const input = renderInput/* codeReviewRenderInputSchema */.Fz.safeParse(raw);
    return {
        outcome,
        code_review: job.lane === "code-review" && input.success ? input.data : null,
        attempts: Number((0,gauntlet_state/* record */.g1)(state, "lane_attempts")[job.lane] ?? 1),
        given_up: (0,gauntlet_state/* list */.p_)(state, "review_incomplete").includes(job.lane),
    };
}
async function runMatrixLane(request, plan, job, keys) {
    if (!matrixJob(plan, job))
        throw new Error(`${(0,matrix_shards/* jobLabel */.OP)(job)} is not a job of this matrix`);
    const planned = plannedRequest(request, plan);
    const started = new Date();
    const { runtime, probe } = (0,reviewRun/* openReviewRuntime */.Bb)(planned, {
        [facts/* MATRIX_JOB_FACT */.zk]: job,
        [facts/* MATRIX_SELECTION_FACT */.Wq]: { lane_selection: plan.lane_selection, lanes_summary: plan.lanes_summary },
    });
    let reading;
    try {
        const run = await (0,reviewRun/* runGauntletGraph */.CW)(planned, runtime);
        reading = readSlot(job, run.state);
    }
    catch (error) {
        // The run died (a bad graph, an abort): the job's partial still says so, as the lane's fault.
        const failure = { node: "matrix_job", kind: runtime.context.signal?.aborted ? "cancelled" : "crash", message: (0,engine/* messageOf */.bD)(error), retryable: false };
        reading = {
            outcome: (0,laneState/* faultOutcome */.pG)(job.lane, (0,engine/* pipelineFaultText */.sm)({ graph: "review-gauntlet", ...failure }), failure),
            code_review: null,
            attempts: 1,
            given_up: false,
        };
    }
    finally {
        await probe.close();
    }
    const ledger = (0,laneLedger/* meterLedger */.h)(runtime.context.services);
    const timing = ledger.timing(job.lane);
    const partial = {
        schema: schemas/* PARTIAL_SCHEMA */.M$,
        keys,
        job: { lane: job.lane, shard: job.shard, shards: job.shards },
        ...reading,
        usage: ledger.usage(job.lane),
        duration_ms: timing.duration_ms,
        passes: timing.passes,
        started_at: started.toISOString(),
        finished_at: new Date().toISOString(),
    };
    // Field by field, as a result is: a key in a model's reply or a tool's output never reaches the artifact.
    return (0,redactDeep/* redactDeep */.KL)(partial, runtime.redact);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/matrix/partials.ts
/**
 * Reading the lane jobs' partial results from the artifact folder. A file
 * that is not a valid partial is a problem recorded for the gate (it blocks,
 * naming the file), never a throw and never ignored.
 */





/** Every `*.json` file of the folder (and its sub-folders: artifacts may be downloaded one folder each). */
async function jsonFiles(dir, prefix = "") {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(dir, prefix), { withFileTypes: true });
    const files = [];
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const name = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            files.push(...(await jsonFiles(dir, name)));
        else if (entry.isFile() && entry.name.endsWith(".json"))
            files.push(name);
    }
    return files;
}
/** Validates one partial's text; a problem instead of a throw. */
function parsePartial(file, text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return { kind: "invalid", file, detail: `not JSON: ${(0,review_text/* oneLine */.T)(error instanceof Error ? error.message : String(error))}` };
    }
    const parsed = schemas/* partialResultSchema */.EL.safeParse(data);
    if (!parsed.success)
        return { kind: "invalid", file, detail: (0,review_text/* oneLine */.T)(errors/* prettifyError */.S1(parsed.error)).slice(0, 500) };
    return { file, partial: parsed.data };
}
async function readPartials(dir) {
    const partials = [];
    const problems = [];
    let files;
    try {
        files = await jsonFiles(dir);
    }
    catch (error) {
        const code = error.code;
        return { partials, problems: [{ kind: "unreadable", path: dir, detail: code ?? String(error) }] };
    }
    for (const file of files) {
        let text;
        try {
            text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, file), "utf8");
        }
        catch (error) {
            problems.push({ kind: "invalid", file, detail: `cannot read it (${error.code ?? String(error)})` });
            continue;
        }
        const found = parsePartial(file, text);
        if ("partial" in found)
            partials.push(found);
        else
            problems.push(found);
    }
    return { partials, problems };
}

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts
var codeReview_chunks = __webpack_require__(1800);
// EXTERNAL MODULE: ./src/review/codeReview/readDiff.ts + 1 modules
var readDiff = __webpack_require__(9914);
// EXTERNAL MODULE: ./src/review/gauntlet/selection.ts
var selection = __webpack_require__(2993);
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 5 modules
var compute = __webpack_require__(2474);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var classic_schemas = __webpack_require__(3798);
;// CONCATENATED MODULE: ./src/review/matrix/plan.ts
/**
 * planMatrix: lane selection and code review's shard count, before any lane
 * runs. Without judgment it is the deterministic floor (selectLanes on the
 * diff signals, no model); with judgment the gauntlet graph runs through
 * select_lanes and stops after build_items (the `matrix_plan_phase` fact
 * routes it to `planned`), so the selection is the one a single review makes.
 */













/** The deterministic floor, exactly as `gauntlet plan` shows it. */
async function floorSelection(request) {
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({ workspaceRoot: request.workspaceRoot, graphsDir: request.graphsDir, facts: (0,reviewRun/* requestFacts */.lu)(request) });
    const git = runtime.context.services.git;
    const signals = await (0,compute/* computeSignals */.LQ)(git, request.diffSpec, {
        untracked: request.untrackedFiles === true,
        ...(request.signal ? { signal: request.signal } : {}),
    });
    const { choices, notes } = (0,selection/* selectLanes */.i)({
        signals,
        plan_context: request.plan,
        security_posture: request.securityPosture,
        probe_context: request.untrustedHead ? "" : request.probeContext,
        forced_lanes: request.lanes,
        add: {},
        untrusted_head: request.untrustedHead,
    });
    return { lane_selection: choices, lanes_summary: (0,selection/* lanesSummary */.E)(choices, notes) };
}
/** The gauntlet's own selection, model judgment included: the graph up to build_items. */
async function judgedSelection(request) {
    const { runtime, probe } = (0,reviewRun/* openReviewRuntime */.Bb)(request, { [facts/* MATRIX_PLAN_FACT */.ZQ]: true });
    try {
        const run = await (0,reviewRun/* runGauntletGraph */.CW)(request, runtime);
        const choices = classic_schemas/* array */.YOg(schemas/* laneChoiceSchema */.ro).safeParse((0,gauntlet_state/* list */.p_)(run.state, "lane_selection"));
        if (!choices.success || choices.data.length === 0)
            throw new Error("the gauntlet's plan phase ended without a lane selection");
        return { lane_selection: choices.data, lanes_summary: (0,gauntlet_state/* str */.gx)(run.state, "lanes_summary") };
    }
    finally {
        await probe.close();
    }
}
/** Code review's chunks with no cap, planned as read_diff plans them; 0 when the diff cannot be read (the lane job then degrades on it). */
async function uncappedChunks(request) {
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: request.workspaceRoot,
        graphsDir: request.graphsDir,
        ...(request.denylist ? { denylist: request.denylist } : {}),
        facts: (0,reviewRun/* requestFacts */.lu)(request),
    });
    try {
        const { plan } = await (0,readDiff/* planDiffChunks */.Jt)(runtime.context, request.diffSpec, { chunkTokens: codeReview_chunks/* DEFAULT_CHUNK_TOKENS */.ri, maxChunks: Infinity }, request.signal);
        return plan.chunks.length;
    }
    catch (error) {
        if (request.signal?.aborted)
            throw error;
        return 0;
    }
}
async function planMatrix(request, options) {
    if (options.shards !== undefined && !(Number.isInteger(options.shards) && options.shards >= 1)) {
        throw new Error(`planMatrix: shards must be a whole number of at least 1, not ${options.shards}`);
    }
    const selection = options.judgment ? await judgedSelection(request) : await floorSelection(request);
    const selected = new Set(selection.lane_selection.filter((c) => c.selected).map((c) => c.lane));
    const chunks = selected.has("code-review") ? await uncappedChunks(request) : 0;
    const shards = {};
    const include = [];
    for (const lane of gauntlet_lanes/* LANES */.Ci) {
        if (!selected.has(lane))
            continue;
        const count = lane === "code-review" ? (options.shards ?? (0,matrix_shards/* shardCount */.o4)(chunks)) : 1;
        shards[lane] = count;
        for (let shard = 1; shard <= count; shard++)
            include.push({ lane, shard, shards: count });
    }
    return {
        schema: schemas/* MATRIX_SCHEMA */.kg,
        include,
        keys: options.keys,
        request: matrixRequestOf(request),
        ...selection,
        shards,
        chunk_plan: { chunks, chunks_per_shard: matrix_shards/* CHUNKS_PER_SHARD */.ig, max_chunks: codeReview_chunks/* DEFAULT_MAX_CHUNKS */.O3 },
    };
}

;// CONCATENATED MODULE: ./src/review/matrix/index.ts
/** The gauntlet across an Actions matrix: plan → lane jobs → gate. See docs/matrix.md. */















/***/ })

};
