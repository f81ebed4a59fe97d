/**
 * The matrix's two files, as zod schemas: the matrix plan (`gauntlet.matrix/1`,
 * written by `plan`, read by every lane job and the gate) and one lane job's
 * partial result (`gauntlet.partial/1`). The committed JSON Schemas in
 * schemas/ are generated from these (scripts/matrixSchemas.ts) and a test
 * keeps them equal.
 */
import { z } from "zod";
import { chunkAssignmentSchema } from "../codeReview/chunkAssignment.js";
import { codeReviewRenderInputSchema, fileStatSchema } from "../codeReview/renderInput.js";
import { laneOutcomeSchema } from "../gauntlet/laneOutcome.js";
import { LANES } from "../gauntlet/lanes.js";
import { planInconsistencies } from "./planConsistency.js";

export const MATRIX_SCHEMA = "gauntlet.matrix/1";
export const PARTIAL_SCHEMA = "gauntlet.partial/1";

const laneName = z.enum(LANES);
const count = z.number().int().min(0);
const sha = z
  .string()
  .regex(/^[0-9a-f]{7,64}$/)
  .nullable();

export const matrixJobSchema = z.strictObject({
  lane: laneName,
  /** 1-based. */
  shard: z.number().int().min(1),
  shards: z.number().int().min(1),
});

/** Computed by the caller (CLI or action) and recorded at plan time; the gate checks partials against these, never a recomputation. */
export const matrixKeysSchema = z.strictObject({
  head_sha: sha,
  base_sha: sha,
  settings_key: z.string().min(1),
  /**
   * This plan's own identity, made by the caller (the CLI: a random UUID; the action: `<check-run id>.<run_attempt>`).
   * Lanes copy it into their partial; the gate rejects a partial of another plan (a re-run's stale artifact).
   */
  plan_nonce: z.string().min(1),
});

/** The review request as planned: every lane job reviews against the same one. */
export const matrixRequestSchema = z.strictObject({
  diff_spec: z.string().min(1),
  untracked_files: z.boolean(),
  plan_context: z.string(),
  rigor: z.string(),
  security_posture: z.string(),
  probe_context: z.string(),
  extra_context: z.string(),
  rules: z.string(),
  verification_commands: z.array(z.string()),
  forced_lanes: z.array(laneName),
  untrusted_head: z.boolean(),
  review_paths: z.array(z.string()).optional(),
  /** Incremental review: the earlier head whose findings the gate carries forward. */
  carry_since: z.string().optional(),
});

export const usageSummarySchema = z.strictObject({
  prompt_tokens: count,
  completion_tokens: count,
  calls: count,
  cost_usd: z.number().min(0).nullable(),
  cached_prompt_tokens: count.optional(),
});

export const laneChoiceSchema = z.strictObject({ lane: laneName, selected: z.boolean(), reason: z.string() });

/** The plan file's shape alone; matrixPlanSchema adds its self-consistency. */
export const matrixPlanShapeSchema = z.strictObject({
  schema: z.literal(MATRIX_SCHEMA),
  /** What `strategy.matrix` gets (matrixOutput): one entry per job. */
  include: z.array(matrixJobSchema),
  keys: matrixKeysSchema,
  request: matrixRequestSchema,
  lane_selection: z.array(laneChoiceSchema),
  lanes_summary: z.string(),
  /** Jobs per selected lane (code review's shard count; 1 for the others). */
  shards: z.partialRecord(laneName, z.number().int().min(1)),
  chunk_plan: z.strictObject({
    chunks: count,
    chunks_per_shard: z.number().int().min(1),
    max_chunks: z.number().int().min(1),
    /** Which files each chunk holds, so a code-review job renders only its own; absent when the plan read no diff. */
    assignment: chunkAssignmentSchema.optional(),
    /**
     * The diff's file table (every changed file, in git's order), recorded with the assignment: the gate's
     * code-review report shows it, and each code-review partial then lists only its own chunks' files.
     */
    file_stats: z.array(fileStatSchema).optional(),
  }),
  /** The run budget the whole matrix shares, as one job's: each lane job runs under an equal share, and the gate blocks when the jobs' sum exceeds it. */
  budget: z.strictObject({ max_tokens: z.number().int().min(1).optional(), max_cost_usd: z.number().min(0).optional() }),
  /** What the plan itself spent on the model (lane judgment); the gate adds it to the lane jobs' usage. Absent when the plan called no model. */
  plan_usage: usageSummarySchema.optional(),
});

/** The plan file must agree with itself (planConsistency.ts): every reader — lane, gate, action — gets the check. */
export const matrixPlanSchema = matrixPlanShapeSchema.superRefine((plan, ctx) => {
  for (const problem of planInconsistencies(plan)) ctx.addIssue({ code: "custom", message: problem, path: ["include"] });
});

export const lanePassSchema = z.strictObject({
  start_ms: z.number().min(0),
  duration_ms: z.number().min(0),
  /** A matrix shard's pass, e.g. "shard 2/3". */
  label: z.string().optional(),
});

export const partialResultSchema = z.strictObject({
  schema: z.literal(PARTIAL_SCHEMA),
  /** The lane job's own head, base and settings key, as it ran. */
  keys: matrixKeysSchema,
  job: matrixJobSchema,
  /** The lane's typed outcome after the retry gate (a crash is a typed fault here too). */
  outcome: laneOutcomeSchema,
  attempts: z.number().int().min(1),
  /** The retry gate gave up on the lane (review_incomplete). */
  given_up: z.boolean(),
  /** Code review only: what its report renders from, so the gate can merge shards. */
  code_review: codeReviewRenderInputSchema.nullable(),
  usage: usageSummarySchema,
  duration_ms: z.number().min(0),
  passes: z.array(lanePassSchema),
  started_at: z.iso.datetime(),
  finished_at: z.iso.datetime(),
});

export type MatrixJob = z.infer<typeof matrixJobSchema>;
export type MatrixKeys = z.infer<typeof matrixKeysSchema>;
export type MatrixRequest = z.infer<typeof matrixRequestSchema>;
export type MatrixPlan = z.infer<typeof matrixPlanSchema>;
export type PartialResult = z.infer<typeof partialResultSchema>;
