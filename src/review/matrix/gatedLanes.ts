/**
 * Each lane of the matrix as one typed outcome for the verdict gate. A job
 * without a usable partial is its lane's fault, and every such job is named;
 * code review's shards are checked (their chunks, their own verdict against
 * their findings), merged and rendered with the single job's
 * renderCodeReview, and read with the same classifyLane. A shard's own
 * fault, or its own BLOCKED, is the lane's.
 */
import { pipelineFaultText } from "../../engine/index.js";
import { renderCodeReview } from "../codeReview/render.js";
import { renderFault } from "../gauntlet/blockReasons.js";
import { normalizeRigor } from "../gauntlet/intake.js";
import type { ReadLaneOutcome } from "../gauntlet/laneOutcome.js";
import { LANES, type LaneName } from "../gauntlet/lanes.js";
import { classifyLane } from "../gauntlet/laneState.js";
import { jobsOfLane, type CheckedPartials } from "./checkPartials.js";
import { mergeCodeReviewShards } from "./mergeCodeReview.js";
import { describeMatrixProblem, problemJob } from "./problems.js";
import type { MatrixPlan, PartialResult } from "./schemas.js";
import { coverageShortfall, renderMismatch, shardBlocks } from "./shardChecks.js";
import { jobLabel } from "./shards.js";

export interface GatedLane {
  lane: LaneName;
  outcome: ReadLaneOutcome;
  attempts: number;
  /** Some job's retry gate gave up on the lane. */
  given_up: boolean;
}

/** The lane's fault, naming every job at fault and why (`job` lists them all). */
function jobsFault(
  lane: LaneName,
  faults: readonly { job: string; message: string }[],
  state: "faulted" | "degraded" = "faulted",
  report?: string,
): ReadLaneOutcome {
  const job = faults.map((f) => f.job).join(", ");
  const message = faults.length === 1 ? faults[0]!.message : faults.map((f) => `${f.job}: ${f.message}`).join("; ");
  const text = report || pipelineFaultText({ graph: "review-gauntlet", node: "gate", kind: "matrix_job", message: `${job}: ${message}` });
  return { lane, state, report: text, verdict: null, fault: { kind: "matrix_job", job, message } };
}

/** A job's own fault as its lane's (named by the shard when there are several); undefined when the job completed. */
function shardFault(lane: LaneName, partial: PartialResult): ReadLaneOutcome | undefined {
  const outcome = partial.outcome;
  if (outcome.state === "completed") return undefined;
  if (partial.job.shards === 1) return outcome;
  return jobsFault(lane, [{ job: jobLabel(partial.job), message: renderFault(lane, outcome.fault) }], outcome.state, outcome.report);
}

function codeReviewOutcome(plan: MatrixPlan, partials: readonly PartialResult[], rigor: string): ReadLaneOutcome {
  const faulted = partials.map((p) => shardFault("code-review", p)).find((f) => f !== undefined);
  if (faulted) return faulted;
  const problems: { job: string; message: string }[] = [];
  for (const partial of partials) {
    const job = jobLabel(partial.job);
    const input = partial.code_review;
    // Without its render input, a shard's findings and coverage are unknown.
    if (!input) problems.push({ job, message: "the partial has no code-review result to merge; re-run the shard" });
    else
      for (const message of [coverageShortfall(plan, partial.job, input), renderMismatch(partial, input, rigor)]) if (message) problems.push({ job, message });
  }
  if (problems.length > 0) return jobsFault("code-review", problems);
  const inputs = partials.map((p) => p.code_review!);
  const { report, lane_result } = renderCodeReview(mergeCodeReviewShards(inputs, plan.chunk_plan.file_stats));
  const merged = classifyLane("code-review", { report, result: lane_result }, { rigor });
  // The merge cannot unblock what a shard blocked on; if it seems to, something is inconsistent, and that blocks too.
  const blocking = partials.filter(shardBlocks).map((p) => jobLabel(p.job));
  const mergedBlocks = merged.state !== "completed" || (merged.verdict?.lane === "code-review" && merged.verdict.verdict === "BLOCKED");
  if (blocking.length > 0 && !mergedBlocks) {
    return jobsFault(
      "code-review",
      blocking.map((job) => ({ job, message: "the shard blocked, but the merged findings do not; re-run the shard" })),
    );
  }
  return merged;
}

export function gatedLanes(plan: MatrixPlan, checked: CheckedPartials): GatedLane[] {
  const rigor = normalizeRigor(plan.request.rigor);
  const gated: GatedLane[] = [];
  for (const lane of LANES) {
    const jobs = jobsOfLane(plan, lane);
    if (jobs.length === 0) continue;
    const partials = jobs.map((job) => checked.accepted.get(jobLabel(job))).filter((p): p is PartialResult => p !== undefined);
    const attempts = Math.max(1, ...partials.map((p) => p.attempts));
    const given_up = partials.some((p) => p.given_up);
    // Every job's problem is named, not the first: a missing, duplicate or foreign job is the lane's fault.
    const problems = checked.problems.filter((p) => problemJob(p)?.lane === lane);
    if (problems.length > 0) {
      const faults = problems.map((p) => ({ job: jobLabel(problemJob(p)!), message: describeMatrixProblem(p) }));
      gated.push({ lane, outcome: jobsFault(lane, faults), attempts, given_up });
      continue;
    }
    const outcome = lane === "code-review" ? codeReviewOutcome(plan, partials, rigor) : partials[0]!.outcome;
    gated.push({ lane, outcome, attempts, given_up });
  }
  return gated;
}
