/** The gauntlet across an Actions matrix: plan → lane jobs → gate. See docs/matrix.md. */
export { gateMatrix } from "./gate.js";
export { runMatrixLane } from "./lane.js";
export { matrixJob, matrixOutput, parseMatrixPlan, type MatrixFileReading } from "./matrixFile.js";
export { readPartials, parsePartial, type FoundPartial, type FoundPartials } from "./partials.js";
export { planMatrix, type PlanMatrixOptions } from "./plan.js";
export { problemJob, renderMatrixProblem, type KeyName, type MatrixProblem } from "./problems.js";
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
