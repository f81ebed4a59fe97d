/**
 * planMatrix: lane selection and code review's shard count, before any lane
 * runs. Without judgment it is the deterministic floor (selectLanes, no
 * model); with judgment the gauntlet graph runs through select_lanes and
 * stops after build_items (the plan-phase route), so the selection is the
 * one a single review would make.
 */
import type { ReviewRequest } from "../reviewRun.js";
import type { MatrixKeys, MatrixPlan } from "./schemas.js";

export interface PlanMatrixOptions {
  keys: MatrixKeys;
  /** Run the model's additive lane judgment (select_lanes), as `review` does. */
  judgment: boolean;
  /** Force code review's shard count. */
  shards?: number;
}

export async function planMatrix(_request: ReviewRequest, _options: PlanMatrixOptions): Promise<MatrixPlan> {
  throw new Error("planMatrix: not implemented yet");
}
