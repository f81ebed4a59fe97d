/** The matrix plan file: what `strategy.matrix` gets of it, and reading it back with its schema. */
import { z } from "zod";
import { oneLine } from "../text.js";
import { matrixPlanSchema, type MatrixJob, type MatrixPlan } from "./schemas.js";

/**
 * What goes to `strategy.matrix`: the jobs alone. Every other top-level key of
 * a matrix object becomes a matrix dimension in Actions, so the plan's keys,
 * request and selection stay in the plan file (an artifact), never here.
 */
export function matrixOutput(plan: MatrixPlan): { include: MatrixJob[] } {
  return { include: plan.include };
}

export type MatrixFileReading = { ok: true; plan: MatrixPlan } | { ok: false; problem: string };

/** A matrix file's text, validated against gauntlet.matrix/1; the problem says what is wrong, for a usage error. */
export function parseMatrixPlan(text: string): MatrixFileReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${oneLine(error instanceof Error ? error.message : String(error))})` };
  }
  const parsed = matrixPlanSchema.safeParse(data);
  if (!parsed.success) return { ok: false, problem: `not a gauntlet.matrix/1 plan (${oneLine(z.prettifyError(parsed.error)).slice(0, 500)})` };
  return { ok: true, plan: parsed.data };
}

/** The matrix's job for a lane and shard, or undefined when the matrix has none. */
export function matrixJob(plan: MatrixPlan, wanted: MatrixJob): MatrixJob | undefined {
  return plan.include.find((job) => job.lane === wanted.lane && job.shard === wanted.shard && job.shards === wanted.shards);
}
