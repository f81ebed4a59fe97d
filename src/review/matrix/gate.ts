/**
 * gateMatrix: the matrix's verdict, with no model. It checks the partials
 * against the matrix file, merges code review's shards, and runs the same
 * review-gauntlet graph with intake routing straight to verdict_gate (the
 * `matrix_gate` fact), then the same carry-forward and redaction as a single
 * review. Usage and timing come from the partials (an injected LaneLedger).
 */
import { pipelineFaultText } from "../../engine/index.js";
import { LANE_SPECS } from "../gauntlet/lanes.js";
import { RESULT_SCHEMA, type GauntletResult } from "../gauntlet/result.js";
import { failedOutcome, finishOutcome, requestFacts, runGauntletGraph, type ReviewOutcome, type ReviewRequest } from "../reviewRun.js";
import { createReviewRuntime } from "../runtime.js";
import { budgetOverrun } from "./budget.js";
import { checkPartials } from "./checkPartials.js";
import { planInconsistencies } from "./planConsistency.js";
import { MATRIX_GATE_FACT } from "./facts.js";
import { gatedLanes } from "./gatedLanes.js";
import type { FoundPartials } from "./partials.js";
import { matrixUsage, partialsLedger } from "./partialsLedger.js";
import { plannedRequest } from "./plannedRequest.js";
import { problemJob, renderMatrixProblem } from "./problems.js";
import type { MatrixPlan } from "./schemas.js";

export async function gateMatrix(request: ReviewRequest, plan: MatrixPlan, found: FoundPartials): Promise<ReviewOutcome> {
  const planned = plannedRequest(request, plan);
  const checked = checkPartials(plan, found);
  const lanes = gatedLanes(plan, checked);
  const accepted = [...checked.accepted.values()];
  const runtime = createReviewRuntime({
    workspaceRoot: planned.workspaceRoot,
    graphsDir: planned.graphsDir,
    ...(planned.denylist ? { denylist: planned.denylist } : {}),
    // No model runs here, but the key is still redacted wherever it could appear.
    secrets: [...(planned.secrets ?? []), ...(planned.endpoint.apiKey ? [planned.endpoint.apiKey] : [])],
    ...(planned.signal ? { signal: planned.signal } : {}),
    ...(planned.logger ? { logger: planned.logger } : {}),
    ...(planned.traceFile ? { traceFile: planned.traceFile } : {}),
    services: { laneLedger: partialsLedger(accepted, plan.plan_usage) },
    facts: { ...requestFacts(planned), [MATRIX_GATE_FACT]: true },
  });
  // Problems no job owns (a stray file, a job not in the matrix, a plan at odds with itself, the budget overrun) block as pipeline faults.
  const overrun = budgetOverrun(plan, matrixUsage(accepted, plan.plan_usage));
  const runFaults = [
    ...planInconsistencies(plan).map((problem) => `the matrix plan: ${problem}; plan again with gauntlet plan --matrix`),
    ...checked.problems.filter((problem) => problemJob(problem) === undefined).map(renderMatrixProblem),
    ...(overrun ? [`${overrun}; raise the budget or narrow the review`] : []),
  ].map((message) => pipelineFaultText({ graph: "review-gauntlet", node: "gate", kind: "matrix", message }));
  try {
    const run = await runGauntletGraph(planned, runtime, {
      lane_selection: plan.lane_selection,
      lanes_summary: plan.lanes_summary,
      lane_attempts: Object.fromEntries(lanes.map((l) => [l.lane, l.attempts])),
      review_incomplete: lanes.filter((l) => l.given_up).map((l) => l.lane),
      matrix_faults: runFaults,
      ...Object.fromEntries(lanes.map((l) => [LANE_SPECS[l.lane].results, [l.outcome]])),
    });
    const result = run.result as GauntletResult | null;
    if (!result || result.schema !== RESULT_SCHEMA) throw new Error("the matrix gate ended without its structured result");
    return await finishOutcome(planned, runtime, result, run.output);
  } catch (error) {
    return failedOutcome(planned, runtime, error);
  }
}
