export const id = 572;
export const ids = [572];
export const modules = {

/***/ 6572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hH: () => (/* reexport */ matrix_shards/* MAX_SHARDS */.hH),
  f0: () => (/* reexport */ gateMatrix),
  OP: () => (/* reexport */ matrix_shards/* jobLabel */.OP),
  V1: () => (/* reexport */ matrixJob),
  nK: () => (/* reexport */ matrix_shards/* partialFileName */.nK),
  T4: () => (/* reexport */ planMatrix),
  Tz: () => (/* reexport */ readMatrixPlanFile),
  JD: () => (/* reexport */ readPartials),
  Rk: () => (/* reexport */ runMatrixLane),
  X: () => (/* reexport */ writePartialFile)
});

// UNUSED EXPORTS: CHUNKS_PER_SHARD, MATRIX_GATE_FACT, MATRIX_JOB_FACT, MATRIX_PLAN_FACT, MATRIX_SCHEMA, MATRIX_SELECTION_FACT, MAX_PARTIAL_BYTES, MAX_PARTIAL_FILES, MatrixPlanError, PARTIAL_SCHEMA, budgetOf, budgetOverrun, checkPartials, describeMatrixProblem, inShard, jobBudget, matrixJobSchema, matrixKeysSchema, matrixOutput, matrixPlanSchema, matrixRequestOf, mergeCodeReviewShards, parseMatrixPlan, parsePartial, partialResultSchema, partialsLedger, planInconsistencies, plannedRequest, problemJob, renderMatrixProblem, shardCount, sumUsage

// EXTERNAL MODULE: ./src/review/matrix/facts.ts
var facts = __webpack_require__(2335);
// EXTERNAL MODULE: ./src/engine/index.ts + 23 modules
var engine = __webpack_require__(3991);
// EXTERNAL MODULE: ./src/review/gauntlet/lanes.ts
var gauntlet_lanes = __webpack_require__(7292);
// EXTERNAL MODULE: ./src/review/gauntlet/result.ts
var gauntlet_result = __webpack_require__(230);
// EXTERNAL MODULE: ./src/review/reviewRun.ts + 2 modules
var reviewRun = __webpack_require__(950);
// EXTERNAL MODULE: ./src/review/runtime.ts + 19 modules
var review_runtime = __webpack_require__(5284);
// EXTERNAL MODULE: ./src/review/budgetSpec.ts
var budgetSpec = __webpack_require__(3612);
;// CONCATENATED MODULE: ./src/review/matrix/budget.ts

/** The request's budget as the plan records it (a single job's default when none is set). */
function budgetOf(request) {
    const limits = request.budget ?? budgetSpec/* DEFAULT_RUN_BUDGET */.O;
    return {
        ...(limits.maxTokens !== undefined ? { max_tokens: limits.maxTokens } : {}),
        ...(limits.maxCostUsd !== undefined ? { max_cost_usd: limits.maxCostUsd } : {}),
    };
}
/** One job's share: the whole divided equally over the matrix's jobs (tokens rounded down, at least 1). */
function jobBudget(plan) {
    const jobs = Math.max(1, plan.include.length);
    const { max_tokens, max_cost_usd } = plan.budget;
    return {
        ...(max_tokens !== undefined ? { maxTokens: Math.max(1, Math.floor(max_tokens / jobs)) } : {}),
        ...(max_cost_usd !== undefined ? { maxCostUsd: max_cost_usd / jobs } : {}),
    };
}
/** Why the jobs together spent more than the plan's budget, or undefined when they did not. */
function budgetOverrun(plan, total) {
    const { max_tokens, max_cost_usd } = plan.budget;
    const tokens = total.prompt_tokens + total.completion_tokens;
    if (max_tokens !== undefined && tokens > max_tokens)
        return `budget exhausted across jobs: ${tokens} tokens used, the budget is ${max_tokens}`;
    if (max_cost_usd !== undefined && total.cost_usd !== null && total.cost_usd > max_cost_usd)
        return `budget exhausted across jobs: $${total.cost_usd.toFixed(4)} spent, the budget is $${max_cost_usd}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/review/matrix/shards.ts
var matrix_shards = __webpack_require__(7743);
;// CONCATENATED MODULE: ./src/review/matrix/checkPartials.ts

const KEYS = ["head_sha", "base_sha", "settings_key", "plan_nonce"];
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

// EXTERNAL MODULE: ./src/review/matrix/planConsistency.ts
var planConsistency = __webpack_require__(4101);
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
// EXTERNAL MODULE: ./src/review/findings.ts
var findings = __webpack_require__(7212);
// EXTERNAL MODULE: ./src/review/context/runMap.ts + 8 modules
var runMap = __webpack_require__(5153);
;// CONCATENATED MODULE: ./src/review/matrix/mergeCodeReview.ts
/**
 * Code review's shards as one render input, so the gate renders the lane
 * with the same renderCodeReview a single job uses. Shards partition the
 * chunks and ship their findings before duplicate merging (raw_findings):
 * the gate puts them in global (chunk, order) order and runs collect's
 * merge once, as a single job does, then numbers F1…Fn — so ids, line
 * ranges and fingerprints equal a single job's. Coverage is the union.
 */



const optionalContext = (context) => (context ? { context } : {});
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
/** For blocking, a kept verdict outweighs FALSE; among kept ones, the one with more evidence wins. */
const VERDICT_RANK = { FALSE: 0, UNCHECKED: 1, UNVERIFIABLE: 2, VERIFIED: 3 };
/**
 * Twins verified differently (by different shards, or at different
 * severities) merge to the stricter verdict for blocking: a kept twin
 * outweighs one proved FALSE, so a VERIFIED 🔴 stays blocking.
 */
function absorbVerdict(twin, finding) {
    if (VERDICT_RANK[finding.verdict] <= VERDICT_RANK[twin.verdict])
        return;
    twin.verdict = finding.verdict;
    twin.evidence = finding.evidence;
    twin.note = finding.note;
}
/**
 * The merged finding as a single job would show it. Its location is valid when
 * the twin reaching furthest is (that line exists) and every twin starts at a
 * real line. A 🔴/🟡 is never UNCHECKED: if no twin was verified at that
 * severity, it is UNVERIFIABLE (kept, and blocking as a single job's would be).
 */
function settle(merged, twins, id) {
    const furthest = twins.filter((t) => t.end_line === merged.end_line);
    const location_valid = merged.start_line >= 1 && furthest.some((t) => t.location_valid);
    const unchecked = merged.verdict === "UNCHECKED" && findings/* VERIFIED_SEVERITIES */.jr.includes(merged.severity);
    const { order: _order, group: _group, ...finding } = merged;
    return {
        ...finding,
        id,
        location_valid,
        ...(unchecked
            ? { verdict: "UNVERIFIABLE", note: [merged.note, "merged across shards: no shard verified it at this severity"].filter(Boolean).join(" — ") }
            : {}),
    };
}
/**
 * The shards' inputs, in shard order (1…N). `fileTable`: the plan's table of the whole diff, which
 * the shards then list only in part; without it, the union of theirs.
 */
function mergeCodeReviewShards(shards, fileTable) {
    // Chunks partition across shards, so (chunk, order) is the single job's order.
    const raw = shards.flatMap((input) => input.raw_findings).sort((a, b) => a.chunk - b.chunk || a.order - b.order);
    const { kept, groupOf } = (0,collect/* groupDuplicates */.A_)(raw, absorbVerdict);
    const findings = kept.map((merged, i) => settle(merged, raw.filter((_, r) => groupOf[r] === i), `F${i + 1}`));
    const rawFindings = raw.map((finding, r) => ({ ...finding, group: `F${groupOf[r] + 1}` }));
    const byChunk = (lists) => lists.flat().sort((a, b) => a.chunk - b.chunk);
    const faults = distinct(shards.map((s) => s.verifier_fault ?? ""));
    return {
        findings,
        raw_findings: rawFindings,
        chunk_count: Math.max(0, ...shards.map((s) => s.chunk_count)),
        file_stats: fileTable ?? unionByPath(shards.map((s) => s.file_stats)),
        skipped: unionByPath(shards.map((s) => s.skipped)),
        over_budget: unionByPath(shards.map((s) => s.over_budget)),
        failed_chunks: byChunk(shards.map((s) => s.failed_chunks)),
        walkthrough: byChunk(shards.map((s) => s.walkthrough)),
        diff_error: distinct(shards.map((s) => s.diff_error)).join("; "),
        verifier_fault: faults.length > 0 ? faults.join("; ") : null,
        budget_exhausted: shards.some((s) => s.budget_exhausted),
        rigor: shards[0]?.rigor ?? "production",
        ...optionalContext((0,runMap/* mergeContextSummaries */.Kx)(shards.map((s) => s.context))),
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
            return `${problem.file} was made for ${problem.key} ${problems_short(problem.found)}, the matrix for ${problems_short(problem.expected)}; ${problem.key === "plan_nonce" ? "it belongs to another plan (an earlier run?): re-run all jobs of the matrix" : "re-run the matrix on one commit"}`;
        case "invalid":
            return `${problem.file}: not a gauntlet.partial/1 result (${problem.detail})`;
        case "misplaced":
            return `${problem.file}: a partial for ${(0,matrix_shards/* jobLabel */.OP)(problem.claims)} ${problem.detail}; a lane job writes only its own partial (${(0,matrix_shards/* partialFileName */.nK)(problem.claims)}), and the gate reads it from that job's artifact folder alone`;
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

;// CONCATENATED MODULE: ./src/review/matrix/shardChecks.ts
/**
 * What the gate checks of each code-review shard before merging it: that it
 * covered its chunks (reviewed ∪ failed = its round-robin set, up to
 * min(chunks, max_chunks × shards)), and that its render input re-renders to
 * the verdict it reported (a partial cannot say BLOCKED and ship no findings).
 * Each shortfall is a problem in words, naming the chunks or the counts.
 */



/** The chunks a shard must cover: its round-robin set, up to the matrix's cap. */
function shardChunks(plan, job) {
    const covered = Math.min(plan.chunk_plan.chunks, plan.chunk_plan.max_chunks * job.shards);
    const chunks = [];
    for (let index = 1; index <= covered; index++)
        if ((0,matrix_shards/* inShard */.Iw)(index, job.shard, job.shards))
            chunks.push(index);
    return chunks;
}
const list = (chunks) => (chunks.length > 8 ? `${chunks.slice(0, 8).join(", ")} … (${chunks.length})` : chunks.join(", "));
/** Why the shard's chunks are not exactly its own, or undefined when they are. */
function coverageShortfall(plan, job, input) {
    // An unreadable diff reviews nothing and already degrades the lane, naming the error.
    if (input.diff_error)
        return undefined;
    const expected = shardChunks(plan, job);
    const done = new Set([...input.walkthrough, ...input.failed_chunks].map((c) => c.chunk));
    const missing = expected.filter((c) => !done.has(c));
    const foreign = [...done].filter((c) => !expected.includes(c)).sort((a, b) => a - b);
    const problems = [
        missing.length > 0 ? `chunk(s) ${list(missing)} neither reviewed nor reported failed` : "",
        foreign.length > 0 ? `chunk(s) ${list(foreign)} are not this shard's` : "",
    ].filter(Boolean);
    return problems.length > 0 ? `${problems.join("; ")} (the plan has ${plan.chunk_plan.chunks} chunk(s)); re-run the shard` : undefined;
}
function summary(outcome) {
    const verdict = outcome.verdict;
    if (!verdict || verdict.lane !== "code-review")
        return `${outcome.state}, no verdict`;
    const findings = verdict.findings.map((f) => `${f.id} ${f.severity} ${f.verdict}`).join(", ");
    return `${outcome.state}, ${verdict.verdict}, ${verdict.critical} critical, findings [${findings}]`;
}
/** Why the shard's reported outcome is not what its render input renders to, or undefined when it is. */
function renderMismatch(partial, input, rigor) {
    const { report, lane_result } = (0,render/* renderCodeReview */.e6)(input);
    const rendered = summary((0,laneState/* classifyLane */.BM)("code-review", { report, result: lane_result }, { rigor }));
    const reported = summary(partial.outcome);
    return rendered === reported ? undefined : `its outcome (${reported}) is not what its findings render to (${rendered}); re-run the shard`;
}
/** Whether a shard's own outcome blocks: its verdict BLOCKED, or the shard degraded. */
function shardBlocks(partial) {
    const verdict = partial.outcome.verdict;
    return partial.outcome.state !== "completed" || verdict?.verdict === "BLOCKED" || Boolean(verdict?.degraded);
}

;// CONCATENATED MODULE: ./src/review/matrix/gatedLanes.ts
/**
 * Each lane of the matrix as one typed outcome for the verdict gate. A job
 * without a usable partial is its lane's fault, and every such job is named;
 * code review's shards are checked (their chunks, their own verdict against
 * their findings), merged and rendered with the single job's
 * renderCodeReview, and read with the same classifyLane. A shard's own
 * fault, or its own BLOCKED, is the lane's.
 */











/** The lane's fault, naming every job at fault and why (`job` lists them all). */
function jobsFault(lane, faults, state = "faulted", report) {
    const job = faults.map((f) => f.job).join(", ");
    const message = faults.length === 1 ? faults[0].message : faults.map((f) => `${f.job}: ${f.message}`).join("; ");
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
    return jobsFault(lane, [{ job: (0,matrix_shards/* jobLabel */.OP)(partial.job), message: (0,blockReasons/* renderFault */.L4)(lane, outcome.fault) }], outcome.state, outcome.report);
}
function codeReviewOutcome(plan, partials, rigor) {
    const faulted = partials.map((p) => shardFault("code-review", p)).find((f) => f !== undefined);
    if (faulted)
        return faulted;
    const problems = [];
    for (const partial of partials) {
        const job = (0,matrix_shards/* jobLabel */.OP)(partial.job);
        const input = partial.code_review;
        // Without its render input, a shard's findings and coverage are unknown.
        if (!input)
            problems.push({ job, message: "the partial has no code-review result to merge; re-run the shard" });
        else
            for (const message of [coverageShortfall(plan, partial.job, input), renderMismatch(partial, input, rigor)])
                if (message)
                    problems.push({ job, message });
    }
    if (problems.length > 0)
        return jobsFault("code-review", problems);
    const inputs = partials.map((p) => p.code_review);
    const { report, lane_result } = (0,render/* renderCodeReview */.e6)(mergeCodeReviewShards(inputs, plan.chunk_plan.file_stats));
    const merged = (0,laneState/* classifyLane */.BM)("code-review", { report, result: lane_result }, { rigor });
    // The merge cannot unblock what a shard blocked on; if it seems to, something is inconsistent, and that blocks too.
    const blocking = partials.filter(shardBlocks).map((p) => (0,matrix_shards/* jobLabel */.OP)(p.job));
    const mergedBlocks = merged.state !== "completed" || (merged.verdict?.lane === "code-review" && merged.verdict.verdict === "BLOCKED");
    if (blocking.length > 0 && !mergedBlocks) {
        return jobsFault("code-review", blocking.map((job) => ({ job, message: "the shard blocked, but the merged findings do not; re-run the shard" })));
    }
    return merged;
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
        // Every job's problem is named, not the first: a missing, duplicate or foreign job is the lane's fault.
        const problems = checked.problems.filter((p) => problemJob(p)?.lane === lane);
        if (problems.length > 0) {
            const faults = problems.map((p) => ({ job: (0,matrix_shards/* jobLabel */.OP)(problemJob(p)), message: describeMatrixProblem(p) }));
            gated.push({ lane, outcome: jobsFault(lane, faults), attempts, given_up });
            continue;
        }
        const outcome = lane === "code-review" ? codeReviewOutcome(plan, partials, rigor) : partials[0].outcome;
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
/** Every model call of the matrix: the lane jobs' and the plan's own. */
function matrixUsage(partials, planUsage) {
    return sumUsage([...partials.map((p) => p.usage), ...(planUsage ? [planUsage] : [])]);
}
function partialsLedger(partials, planUsage) {
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
        total: () => matrixUsage(partials, planUsage),
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
    const accepted = [...checked.accepted.values()];
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: planned.workspaceRoot,
        graphsDir: planned.graphsDir,
        ...(planned.denylist ? { denylist: planned.denylist } : {}),
        // No model runs here, but the key is still redacted wherever it could appear.
        secrets: [...(planned.secrets ?? []), ...(planned.endpoint.apiKey ? [planned.endpoint.apiKey] : [])],
        ...(planned.signal ? { signal: planned.signal } : {}),
        ...(planned.logger ? { logger: planned.logger } : {}),
        ...(planned.traceFile ? { traceFile: planned.traceFile } : {}),
        services: { laneLedger: partialsLedger(accepted, plan.plan_usage) },
        facts: { ...(0,reviewRun/* requestFacts */.lu)(planned), [facts/* MATRIX_GATE_FACT */.dE]: true },
    });
    // Problems no job owns (a stray file, a job not in the matrix, a plan at odds with itself, the budget overrun) block as pipeline faults.
    const overrun = budgetOverrun(plan, matrixUsage(accepted, plan.plan_usage));
    const runFaults = [
        ...(0,planConsistency/* planInconsistencies */.R)(plan).map((problem) => `the matrix plan: ${problem}; plan again with gauntlet plan --matrix`),
        ...checked.problems.filter((problem) => problemJob(problem) === undefined).map(renderMatrixProblem),
        ...(overrun ? [`${overrun}; raise the budget or narrow the review`] : []),
    ].map((message) => (0,engine/* pipelineFaultText */.sm)({ graph: "review-gauntlet", node: "gate", kind: "matrix", message }));
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
// EXTERNAL MODULE: ./src/review/codeReview/laneAlone.ts
var laneAlone = __webpack_require__(9889);
// EXTERNAL MODULE: ./src/review/codeReview/renderInput.ts
var renderInput = __webpack_require__(4852);
// EXTERNAL MODULE: ./src/review/gauntlet/laneLedger.ts + 1 modules
var laneLedger = __webpack_require__(3790);
// EXTERNAL MODULE: ./src/review/gauntlet/readLane.ts
var readLane = __webpack_require__(1581);
// EXTERNAL MODULE: ./src/review/gauntlet/state.ts
var gauntlet_state = __webpack_require__(8290);
;// CONCATENATED MODULE: ./src/review/matrix/errors.ts
/** The matrix's typed errors: each names where it happened and what to do; the CLI and the action map them to a usage error or a fault. */

class MatrixPlanError extends engine/* GauntletError */.xx {
    constructor(category, message, options) {
        super("matrix_plan", category, message, options);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./src/review/text.ts
var review_text = __webpack_require__(8361);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
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
        return { ok: false, problem: `not JSON (${(0,review_text/* oneLine */.TN)(error instanceof Error ? error.message : String(error))})` };
    }
    const shaped = schemas/* matrixPlanShapeSchema */.nA.safeParse(data);
    if (!shaped.success)
        return { ok: false, problem: `not a gauntlet.matrix/1 plan (${(0,review_text/* oneLine */.TN)(errors/* prettifyError */.S1(shaped.error)).slice(0, 500)})` };
    const problems = (0,planConsistency/* planInconsistencies */.R)(shaped.data);
    if (problems.length > 0)
        return { ok: false, problem: `an inconsistent matrix plan (${problems.join("; ")})`, inconsistent: shaped.data };
    return { ok: true, plan: shaped.data };
}
/** The matrix file at `path`, read and checked: what every reader (CLI lane and gate, the action's jobs) uses. */
async function readMatrixPlanFile(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        return { ok: false, problem: `cannot read it (${error.code ?? String(error)})` };
    }
    return parseMatrixPlan(text);
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
    const codeReview = job.lane === "code-review" && input.success ? input.data : null;
    return {
        outcome: codeReview ? laneAloneOutcome(outcome, codeReview) : outcome,
        code_review: codeReview,
        attempts: Number((0,gauntlet_state/* record */.g1)(state, "lane_attempts")[job.lane] ?? 1),
        given_up: (0,gauntlet_state/* list */.p_)(state, "review_incomplete").includes(job.lane),
    };
}
/**
 * Code review's report and coverage as this job ran it, alone: its security-only files are this lane's to leave,
 * the security lane's to review (laneAlone.ts). The render input keeps them as they are, for the gate.
 */
function laneAloneOutcome(outcome, input) {
    const full = (0,render/* renderCodeReview */.e6)(input).report;
    const verdict = outcome.verdict?.lane === "code-review" ? outcome.verdict : null;
    const result = verdict?.result;
    const skipped = result?.coverage && (0,laneAlone/* securityOnlyAs */.t2)(result.coverage.skipped, laneAlone/* NOT_BY_THIS_LANE */.Ak);
    const alone = verdict && result?.coverage && skipped
        ? { ...outcome, verdict: { ...verdict, result: { ...result, coverage: { ...result.coverage, skipped } } } }
        : outcome;
    return outcome.report.includes(full) ? { ...alone, report: outcome.report.replace(full, () => (0,laneAlone/* laneAloneReport */.OK)(input)) } : alone;
}
async function runMatrixLane(request, plan, job, keys) {
    if (!matrixJob(plan, job))
        throw new MatrixPlanError("user", `runMatrixLane: ${(0,matrix_shards/* jobLabel */.OP)(job)} is not a job of this matrix; run a job the plan's include lists`);
    // Each job runs under its share of the plan's budget, so the matrix spends no more than one job may.
    const planned = { ...plannedRequest(request, plan), budget: jobBudget(plan) };
    const started = new Date();
    const { runtime, probe } = (0,reviewRun/* openReviewRuntime */.Bb)(planned, {
        [facts/* MATRIX_JOB_FACT */.zk]: job,
        [facts/* MATRIX_SELECTION_FACT */.Wq]: { lane_selection: plan.lane_selection, lanes_summary: plan.lanes_summary },
        ...(plan.chunk_plan.assignment ? { [facts/* MATRIX_CHUNKS_FACT */._T]: plan.chunk_plan.assignment } : {}),
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
        keys: { head_sha: keys.head_sha, base_sha: keys.base_sha, settings_key: keys.settings_key, plan_nonce: plan.keys.plan_nonce },
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/review/matrix/partials.ts
/**
 * Reading the lane jobs' partial results from the artifact folder. A file
 * that is not a valid partial is a problem recorded for the gate (it blocks,
 * naming the file), never a throw and never ignored.
 *
 * Where a partial sits is part of what it claims. A lane job writes one file,
 * `<lane>-<I>-of-<N>.json`, named for its job; the action's gate downloads
 * each job's artifact into a folder of its own whose name carries the job
 * (`gauntlet-partial-<plan attempt>-<lane>-<I>-of-<N>-attempt-<n>`). So a
 * partial is read only from the file named for its job, either directly in
 * the folder (the CLI's `--out DIR`, which every job shares) or in a folder
 * whose name names that job and no other. Anything else — a lane job that
 * wrote another job's partial into its artifact, a renamed file, a nested
 * one — is a named problem, and blocks.
 */







/** A partial is a few hundred kilobytes at most; anything far larger is not one, and is not read. */
const MAX_PARTIAL_BYTES = 16 * 1024 * 1024;
/** 16 shards and three lanes make 19 jobs: a folder with more files than this is not an artifact folder. */
const MAX_PARTIAL_FILES = 200;
/**
 * Every `*.json` file of the folder (and its sub-folders: artifacts may be
 * downloaded one folder each). A symlink is never followed: it is a problem,
 * named (an artifact holds plain files; a link could point anywhere).
 */
async function jsonFiles(dir, problems, prefix = "") {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(dir, prefix), { withFileTypes: true });
    const files = [];
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const name = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isSymbolicLink())
            problems.push({ kind: "invalid", file: name, detail: "a symbolic link, not a file: partials are plain files" });
        else if (entry.isDirectory())
            files.push(...(await jsonFiles(dir, problems, name)));
        else if (entry.isFile() && entry.name.endsWith(".json"))
            files.push(name);
    }
    return files;
}
/** `<lane>-<I>-of-<N>` between dashes or the name's ends: how a folder's name names a job. */
const JOB_IN_NAME = new RegExp(`(?:^|-)((?:${gauntlet_lanes/* LANES */.Ci.join("|")})-\\d+-of-\\d+)(?=-|$)`, "g");
/** The jobs a folder's name names, as `<lane>-<I>-of-<N>`. */
function jobsNamedBy(folder) {
    return [...new Set([...folder.matchAll(JOB_IN_NAME)].map((match) => match[1]))];
}
/** Why a partial for `job` may not be read from `file` (its path in the folder), or undefined when it sits where its job puts it. */
function misplacement(file, job, layout) {
    const parts = file.split("/");
    const name = parts.at(-1);
    const own = (0,matrix_shards/* partialFileName */.nK)(job);
    if (name !== own)
        return `is named ${name}`;
    if (parts.length === 1) {
        return layout === "flat-or-folders"
            ? undefined
            : "sits directly in the partials folder, not in its job's artifact folder (download each lane job's artifact into a folder of its own: no merge-multiple)";
    }
    const folder = parts.slice(0, -1).join("/");
    if (parts.length > 2)
        return `sits in ${folder}, nested below an artifact folder`;
    const named = jobsNamedBy(folder);
    const token = own.slice(0, -".json".length);
    if (named.length === 1 && named[0] === token)
        return undefined;
    if (named.length === 0)
        return `sits in ${folder}, whose name names no job`;
    return named.includes(token)
        ? `sits in ${folder}, whose name names several jobs (${named.join(", ")})`
        : `sits in ${folder}, the artifact folder of ${named.join(", ")}`;
}
/** Validates one partial's text; a problem instead of a throw. */
function parsePartial(file, text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return { kind: "invalid", file, detail: `not JSON: ${(0,review_text/* oneLine */.TN)(error instanceof Error ? error.message : String(error))}` };
    }
    const parsed = schemas/* partialResultSchema */.EL.safeParse(data);
    if (!parsed.success)
        return { kind: "invalid", file, detail: (0,review_text/* oneLine */.TN)(errors/* prettifyError */.S1(parsed.error)).slice(0, 500) };
    return { file, partial: parsed.data };
}
async function readPartials(dir, layout = "flat-or-folders") {
    const partials = [];
    const problems = [];
    let files;
    try {
        files = await jsonFiles(dir, problems);
    }
    catch (error) {
        const code = error.code;
        return { partials, problems: [{ kind: "unreadable", path: dir, detail: code ?? String(error) }] };
    }
    if (files.length > MAX_PARTIAL_FILES) {
        return {
            partials,
            problems: [
                ...problems,
                {
                    kind: "unreadable",
                    path: dir,
                    detail: `${files.length} JSON files, more than the ${MAX_PARTIAL_FILES} a matrix can write; give the folder of this run's partials alone`,
                },
            ],
        };
    }
    for (const file of files) {
        let text;
        try {
            const size = (await (0,promises_.stat)((0,external_node_path_.join)(dir, file))).size;
            if (size > MAX_PARTIAL_BYTES) {
                problems.push({ kind: "invalid", file, detail: `${size} bytes, more than the ${MAX_PARTIAL_BYTES} a partial may have; not read` });
                continue;
            }
            text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, file), "utf8");
        }
        catch (error) {
            problems.push({ kind: "invalid", file, detail: `cannot read it (${error.code ?? String(error)})` });
            continue;
        }
        const found = parsePartial(file, text);
        if (!("partial" in found)) {
            problems.push(found);
            continue;
        }
        const detail = misplacement(file, found.partial.job, layout);
        if (detail)
            problems.push({ kind: "misplaced", file, claims: found.partial.job, detail });
        else
            partials.push(found);
    }
    return { partials, problems };
}
/**
 * Writes a partial into `dir` as `<lane>-<I>-of-<N>.json`, atomically (a temp
 * file, then rename): a gate never reads half a file. Returns its path.
 */
async function writePartialFile(dir, partial) {
    const path = (0,external_node_path_.join)(dir, (0,matrix_shards/* partialFileName */.nK)(partial.job));
    const temp = `${path}.${process.pid}.tmp`;
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(temp, JSON.stringify(partial, null, 2) + "\n");
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
    return path;
}

// EXTERNAL MODULE: ./src/review/codeReview/chunks.ts + 3 modules
var codeReview_chunks = __webpack_require__(2648);
// EXTERNAL MODULE: ./src/review/codeReview/chunkAssignment.ts
var chunkAssignment = __webpack_require__(3960);
// EXTERNAL MODULE: ./src/review/codeReview/readDiff.ts + 2 modules
var readDiff = __webpack_require__(5028);
// EXTERNAL MODULE: ./src/review/gauntlet/selection.ts
var selection = __webpack_require__(2993);
// EXTERNAL MODULE: ./src/review/signals/compute.ts + 20 modules
var compute = __webpack_require__(1550);
// EXTERNAL MODULE: ./src/review/git/git.ts + 2 modules
var git = __webpack_require__(7020);
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
    const signals = await (0,compute/* computeSignals */.LQ)(request.git ?? new git/* Git */.TU(request.workspaceRoot), request.diffSpec, {
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
            throw new MatrixPlanError("runtime", "planMatrix: the gauntlet's plan phase ended without a lane selection; plan again, or plan without lane judgment");
        return { lane_selection: choices.data, lanes_summary: (0,gauntlet_state/* str */.gx)(run.state, "lanes_summary"), plan_usage: (0,gauntlet_result/* usageSummary */.kj)([runtime.meter.runTotal()]) };
    }
    finally {
        await probe.close();
    }
}
/**
 * Code review's chunks with no cap, planned as read_diff plans them, which files each holds, and the
 * diff's file table; no chunks when the diff cannot be read (the lane job then degrades on it).
 */
async function uncappedChunks(request) {
    const runtime = (0,review_runtime/* createReviewRuntime */.T)({
        workspaceRoot: request.workspaceRoot,
        ...(request.git ? { git: request.git } : {}),
        graphsDir: request.graphsDir,
        ...(request.denylist ? { denylist: request.denylist } : {}),
        facts: (0,reviewRun/* requestFacts */.lu)(request),
    });
    try {
        // One job's chunks first, then the rest with no cap: each job plans the same under its matrix's cap.
        const limits = { chunkTokens: codeReview_chunks/* DEFAULT_CHUNK_TOKENS */.ri, maxChunks: codeReview_chunks/* DEFAULT_MAX_CHUNKS */.O3, matrixChunks: Infinity };
        const { files, plan } = await (0,readDiff/* planDiffChunks */.Jt)(runtime.context, request.diffSpec, limits, request.signal);
        return { chunks: plan.chunks.length, assignment: (0,chunkAssignment/* assignmentOf */.tq)(plan, limits), fileTable: (0,readDiff/* fileTableOf */.W0)(files) };
    }
    catch (error) {
        if (request.signal?.aborted)
            throw error;
        return { chunks: 0 };
    }
}
async function planMatrix(request, options) {
    if (options.shards !== undefined && !(Number.isInteger(options.shards) && options.shards >= 1 && options.shards <= matrix_shards/* MAX_SHARDS */.hH)) {
        throw new MatrixPlanError("user", `planMatrix: shards must be a whole number from 1 to ${matrix_shards/* MAX_SHARDS */.hH}, not ${options.shards}; pass a smaller --shards`);
    }
    // Code review always runs, so its chunks are planned beside the selection, not after it.
    const [selection, planned] = await Promise.all([options.judgment ? judgedSelection(request) : floorSelection(request), uncappedChunks(request)]);
    const selected = new Set(selection.lane_selection.filter((c) => c.selected).map((c) => c.lane));
    const { chunks, assignment, fileTable } = selected.has("code-review") ? planned : { chunks: 0, assignment: undefined, fileTable: undefined };
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
        chunk_plan: {
            chunks,
            chunks_per_shard: matrix_shards/* CHUNKS_PER_SHARD */.ig,
            max_chunks: codeReview_chunks/* DEFAULT_MAX_CHUNKS */.O3,
            ...(assignment && fileTable ? { assignment, file_stats: fileTable } : {}),
        },
        budget: budgetOf(request),
    };
}

;// CONCATENATED MODULE: ./src/review/matrix/index.ts
/** The gauntlet across an Actions matrix: plan → lane jobs → gate. See docs/matrix.md. */


















/***/ })

};
