/** The matrix plan file: what `strategy.matrix` gets of it, and reading it back with its schema. */
import { z } from "zod";
import { oneLine } from "../text.js";
import { readFile } from "node:fs/promises";
import { planInconsistencies } from "./planConsistency.js";
import { matrixPlanShapeSchema, type MatrixJob, type MatrixPlan } from "./schemas.js";

/**
 * What goes to `strategy.matrix`: the jobs alone. Every other top-level key of
 * a matrix object becomes a matrix dimension in Actions, so the plan's keys,
 * request and selection stay in the plan file (an artifact), never here.
 */
export function matrixOutput(plan: MatrixPlan): { include: MatrixJob[] } {
  return { include: plan.include };
}

/**
 * `inconsistent`: the plan has its shape but disagrees with itself — a lane
 * refuses it, a gate blocks on it (naming what disagrees) rather than stopping.
 */
export type MatrixFileReading = { ok: true; plan: MatrixPlan } | { ok: false; problem: string; inconsistent?: MatrixPlan };

/** A matrix file's text, validated against gauntlet.matrix/1; the problem says what is wrong, for a usage error. */
export function parseMatrixPlan(text: string): MatrixFileReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${oneLine(error instanceof Error ? error.message : String(error))})` };
  }
  const shaped = matrixPlanShapeSchema.safeParse(data);
  if (!shaped.success) return { ok: false, problem: `not a gauntlet.matrix/1 plan (${oneLine(z.prettifyError(shaped.error)).slice(0, 500)})` };
  const problems = planInconsistencies(shaped.data);
  if (problems.length > 0) return { ok: false, problem: `an inconsistent matrix plan (${problems.join("; ")})`, inconsistent: shaped.data };
  return { ok: true, plan: shaped.data };
}

/** The matrix file at `path`, read and checked: what every reader (CLI lane and gate, the action's jobs) uses. */
export async function readMatrixPlanFile(path: string): Promise<MatrixFileReading> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return { ok: false, problem: `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  return parseMatrixPlan(text);
}

/** The matrix's job for a lane and shard, or undefined when the matrix has none. */
export function matrixJob(plan: MatrixPlan, wanted: MatrixJob): MatrixJob | undefined {
  return plan.include.find((job) => job.lane === wanted.lane && job.shard === wanted.shard && job.shards === wanted.shards);
}
