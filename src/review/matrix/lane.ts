/**
 * runMatrixLane: one job of the matrix — one lane, or one shard of code
 * review — through the real gauntlet graph (same runtime, retry gate and
 * read_lane), restricted by the `matrix_job` fact. It posts nothing; whatever
 * fails still yields a partial whose outcome is a typed fault.
 */
import type { ReviewRequest } from "../reviewRun.js";
import type { MatrixJob, MatrixKeys, MatrixPlan, PartialResult } from "./schemas.js";

export async function runMatrixLane(_request: ReviewRequest, _plan: MatrixPlan, _job: MatrixJob, _keys: MatrixKeys): Promise<PartialResult> {
  throw new Error("runMatrixLane: not implemented yet");
}
