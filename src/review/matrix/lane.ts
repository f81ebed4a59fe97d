/**
 * runMatrixLane: one job of the matrix — one lane, or one shard of code
 * review — through the real gauntlet graph (same runtime, retry gate and
 * read_lane), restricted by the `matrix_job` fact. It posts nothing. Whatever
 * fails still yields a partial whose outcome is a typed fault.
 */
import { messageOf, pipelineFaultText } from "../../engine/index.js";
import { redactDeep } from "../../llm/redactDeep.js";
import { laneAloneReport, NOT_BY_THIS_LANE, securityOnlyAs } from "../codeReview/laneAlone.js";
import { renderCodeReview } from "../codeReview/render.js";
import { codeReviewRenderInputSchema, type CodeReviewRenderInput } from "../codeReview/renderInput.js";
import { meterLedger } from "../gauntlet/laneLedger.js";
import type { ReadLaneOutcome } from "../gauntlet/laneOutcome.js";
import { LANE_SPECS } from "../gauntlet/lanes.js";
import { faultOutcome, outcomeOfSlot } from "../gauntlet/laneState.js";
import { CODE_REVIEW_INPUT_KEY } from "../gauntlet/readLane.js";
import { list, record } from "../gauntlet/state.js";
import { openReviewRuntime, runGauntletGraph, type ReviewRequest } from "../reviewRun.js";
import { jobBudget } from "./budget.js";
import { MatrixPlanError } from "./errors.js";
import { MATRIX_CHUNKS_FACT, MATRIX_JOB_FACT, MATRIX_SELECTION_FACT } from "./facts.js";
import { matrixJob } from "./matrixFile.js";
import { plannedRequest } from "./plannedRequest.js";
import { PARTIAL_SCHEMA, type MatrixJob, type MatrixKeys, type MatrixPlan, type PartialResult } from "./schemas.js";
import { jobLabel } from "./shards.js";

interface LaneReading {
  outcome: ReadLaneOutcome;
  code_review: CodeReviewRenderInput | null;
  attempts: number;
  given_up: boolean;
}

/** The lane's slot in the run's final state: its outcome after the retry gate, and code review's render input. */
function readSlot(job: MatrixJob, state: Readonly<Record<string, unknown>>): LaneReading {
  const spec = LANE_SPECS[job.lane];
  const kept = record(state, "kept_results")[job.lane];
  const slot = list(state, spec.results)[0] ?? (Array.isArray(kept) ? kept[0] : undefined);
  const read = outcomeOfSlot(job.lane, slot);
  const outcome: ReadLaneOutcome =
    read.state === "skipped" ? { lane: job.lane, state: "faulted", report: "", verdict: null, fault: { kind: "never_reported" } } : read;
  const raw = slot !== null && typeof slot === "object" ? (slot as Record<string, unknown>)[CODE_REVIEW_INPUT_KEY] : undefined;
  const input = codeReviewRenderInputSchema.safeParse(raw);
  const codeReview = job.lane === "code-review" && input.success ? input.data : null;
  return {
    outcome: codeReview ? laneAloneOutcome(outcome, codeReview) : outcome,
    code_review: codeReview,
    attempts: Number(record(state, "lane_attempts")[job.lane] ?? 1),
    given_up: list(state, "review_incomplete").includes(job.lane),
  };
}

/**
 * Code review's report and coverage as this job ran it, alone: its security-only files are this lane's to leave,
 * the security lane's to review (laneAlone.ts). The render input keeps them as they are, for the gate.
 */
function laneAloneOutcome(outcome: ReadLaneOutcome, input: CodeReviewRenderInput): ReadLaneOutcome {
  const full = renderCodeReview(input).report;
  const verdict = outcome.verdict?.lane === "code-review" ? outcome.verdict : null;
  const result = verdict?.result;
  const skipped = result?.coverage && securityOnlyAs(result.coverage.skipped, NOT_BY_THIS_LANE);
  const alone =
    verdict && result?.coverage && skipped
      ? { ...outcome, verdict: { ...verdict, result: { ...result, coverage: { ...result.coverage, skipped } } } }
      : outcome;
  return outcome.report.includes(full) ? { ...alone, report: outcome.report.replace(full, () => laneAloneReport(input)) } : alone;
}

/** The keys a lane job computes for itself; the plan's nonce is copied from the plan it ran. */
export type LaneKeys = Omit<MatrixKeys, "plan_nonce">;

export async function runMatrixLane(request: ReviewRequest, plan: MatrixPlan, job: MatrixJob, keys: LaneKeys): Promise<PartialResult> {
  if (!matrixJob(plan, job))
    throw new MatrixPlanError("user", `runMatrixLane: ${jobLabel(job)} is not a job of this matrix; run a job the plan's include lists`);
  // Each job runs under its share of the plan's budget, so the matrix spends no more than one job may.
  const planned = { ...plannedRequest(request, plan), budget: jobBudget(plan) };
  const started = new Date();
  const { runtime, probe } = openReviewRuntime(planned, {
    [MATRIX_JOB_FACT]: job,
    [MATRIX_SELECTION_FACT]: { lane_selection: plan.lane_selection, lanes_summary: plan.lanes_summary },
    ...(plan.chunk_plan.assignment ? { [MATRIX_CHUNKS_FACT]: plan.chunk_plan.assignment } : {}),
  });
  let reading: LaneReading;
  try {
    const run = await runGauntletGraph(planned, runtime);
    reading = readSlot(job, run.state);
  } catch (error) {
    // The run died (a bad graph, an abort): the job's partial still says so, as the lane's fault.
    const failure = { node: "matrix_job", kind: runtime.context.signal?.aborted ? "cancelled" : "crash", message: messageOf(error), retryable: false };
    reading = {
      outcome: faultOutcome(job.lane, pipelineFaultText({ graph: "review-gauntlet", ...failure }), failure),
      code_review: null,
      attempts: 1,
      given_up: false,
    };
  } finally {
    await probe.close();
  }
  const ledger = meterLedger(runtime.context.services);
  const timing = ledger.timing(job.lane);
  const partial: PartialResult = {
    schema: PARTIAL_SCHEMA,
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
  return redactDeep(partial, runtime.redact);
}
