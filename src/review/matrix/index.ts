/** The gauntlet across an Actions matrix: plan → lane jobs → gate. See docs/matrix.md. */
export { checkPartials, type CheckedPartials } from "./checkPartials.js";
export { MATRIX_GATE_FACT, MATRIX_JOB_FACT, MATRIX_PLAN_FACT, MATRIX_SELECTION_FACT } from "./facts.js";
export { gateMatrix } from "./gate.js";
export { mergeCodeReviewShards } from "./mergeCodeReview.js";
export { partialsLedger, sumUsage } from "./partialsLedger.js";
export { matrixRequestOf, plannedRequest } from "./plannedRequest.js";
export { runMatrixLane, type LaneKeys } from "./lane.js";
export { budgetOf, budgetOverrun, jobBudget } from "./budget.js";
export { matrixJob, matrixOutput, parseMatrixPlan, readMatrixPlanFile, type MatrixFileReading } from "./matrixFile.js";
export { planInconsistencies } from "./planConsistency.js";
export { MatrixPlanError } from "./errors.js";
export { MAX_PARTIAL_BYTES, MAX_PARTIAL_FILES, readPartials, parsePartial, writePartialFile, type FoundPartial, type FoundPartials } from "./partials.js";
export { planMatrix, type PlanMatrixOptions } from "./plan.js";
export { describeMatrixProblem, problemJob, renderMatrixProblem, type KeyName, type MatrixProblem } from "./problems.js";
export {
  MATRIX_SCHEMA,
  PARTIAL_SCHEMA,
  matrixJobSchema,
  matrixKeysSchema,
  matrixPlanSchema,
  partialResultSchema,
  type MatrixJob,
  type MatrixKeys,
  type MatrixPlan,
  type MatrixRequest,
  type PartialResult,
} from "./schemas.js";
export { CHUNKS_PER_SHARD, MAX_SHARDS, inShard, jobLabel, partialFileName, shardCount } from "./shards.js";
