/**
 * Each lane of the matrix as one typed outcome for the verdict gate. A job
 * without a usable partial is its lane's fault, naming the job; code review's
 * shards are merged and rendered with the single job's renderCodeReview and
 * read with the same classifyLane. A shard's own fault is the lane's fault.
 */
import { pipelineFaultText } from "../../engine/index.js";
import { renderCodeReview } from "../codeReview/render.js";
import type { CodeReviewRenderInput } from "../codeReview/renderInput.js";
import { renderFault } from "../gauntlet/blockReasons.js";
import { normalizeRigor } from "../gauntlet/intake.js";
import type { ReadLaneOutcome } from "../gauntlet/laneOutcome.js";
import { LANES, type LaneName } from "../gauntlet/lanes.js";
import { classifyLane } from "../gauntlet/laneState.js";
import { jobsOfLane, type CheckedPartials } from "./checkPartials.js";
import { mergeCodeReviewShards } from "./mergeCodeReview.js";
import { describeMatrixProblem, problemJob } from "./problems.js";
import type { MatrixPlan, PartialResult } from "./schemas.js";
import { jobLabel } from "./shards.js";

export interface GatedLane {
  lane: LaneName;
  outcome: ReadLaneOutcome;
  attempts: number;
  /** Some job's retry gate gave up on the lane. */
  given_up: boolean;
}

function jobFault(lane: LaneName, job: string, state: "faulted" | "degraded", message: string, report?: string): ReadLaneOutcome {
  const text = report || pipelineFaultText({ graph: "review-gauntlet", node: "gate", kind: "matrix_job", message: `${job}: ${message}` });
  return { lane, state, report: text, verdict: null, fault: { kind: "matrix_job", job, message } };
}

/** A job's own fault as its lane's (named by the shard when there are several); undefined when the job completed. */
function shardFault(lane: LaneName, partial: PartialResult): ReadLaneOutcome | undefined {
  const outcome = partial.outcome;
  if (outcome.state === "completed") return undefined;
  if (partial.job.shards === 1) return outcome;
  return jobFault(lane, jobLabel(partial.job), outcome.state, renderFault(lane, outcome.fault), outcome.report);
}

function codeReviewOutcome(partials: readonly PartialResult[], rigor: string): ReadLaneOutcome {
  const inputs: CodeReviewRenderInput[] = [];
  for (const partial of partials) {
    if (partial.code_review) inputs.push(partial.code_review);
    // Without its render input, a shard's findings and coverage are unknown: its fault (or this) is the lane's.
    else
      return shardFault("code-review", partial) ?? jobFault("code-review", jobLabel(partial.job), "degraded", "the partial has no code-review result to merge");
  }
  const { report, lane_result } = renderCodeReview(mergeCodeReviewShards(inputs));
  const merged = classifyLane("code-review", { report, result: lane_result }, { rigor });
  if (merged.state !== "completed") return merged;
  // Degraded if any shard is, even where the merged report would not show it.
  const faulted = partials.map((p) => shardFault("code-review", p)).find((f) => f !== undefined);
  return faulted ?? merged;
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
    const problem = checked.problems.find((p) => {
      const job = problemJob(p);
      return job !== undefined && job.lane === lane;
    });
    if (problem) {
      gated.push({ lane, outcome: jobFault(lane, jobLabel(problemJob(problem)!), "degraded", describeMatrixProblem(problem)), attempts, given_up });
      continue;
    }
    const outcome = lane === "code-review" ? codeReviewOutcome(partials, rigor) : partials[0]!.outcome;
    gated.push({ lane, outcome, attempts, given_up });
  }
  return gated;
}
