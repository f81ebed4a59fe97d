/**
 * The run facts a matrix job runs under. The caller fixes them for the whole
 * run (child graphs inherit them), so no node or model output can widen a
 * lane job beyond its lane and shard.
 */
import type { RunFacts } from "../../engine/index.js";
import { laneChoiceSchema, matrixJobSchema, type MatrixJob } from "./schemas.js";
import { z } from "zod";
import { chunkAssignmentSchema, type ChunkAssignment } from "../codeReview/chunkAssignment.js";

/** This run is one job of a matrix: intake goes straight to build_items, which runs this lane only. */
export const MATRIX_JOB_FACT = "matrix_job";
/** The plan's recorded selection, which build_items uses instead of selecting again. */
export const MATRIX_SELECTION_FACT = "matrix_selection";
/** The plan's code-review chunk assignment, which read_diff renders a shard's chunks from instead of planning the whole diff. */
export const MATRIX_CHUNKS_FACT = "matrix_chunks";
/** This run only plans: build_items records the selection and ends the run (`planned`). */
export const MATRIX_PLAN_FACT = "matrix_plan_phase";

/** This run is a matrix gate: intake goes straight to verdict_gate, over the lane outcomes its caller seeded. */
export const MATRIX_GATE_FACT = "matrix_gate";

type LaneChoice = z.infer<typeof laneChoiceSchema>;

const selectionFact = z.object({ lane_selection: z.array(laneChoiceSchema), lanes_summary: z.string() });

export function matrixJobFact(facts: Readonly<RunFacts>): MatrixJob | undefined {
  const parsed = matrixJobSchema.safeParse(facts[MATRIX_JOB_FACT]);
  return parsed.success ? parsed.data : undefined;
}

export function matrixChunksFact(facts: Readonly<RunFacts>): ChunkAssignment | undefined {
  const parsed = chunkAssignmentSchema.safeParse(facts[MATRIX_CHUNKS_FACT]);
  return parsed.success ? parsed.data : undefined;
}

export function matrixSelectionFact(facts: Readonly<RunFacts>): { lane_selection: LaneChoice[]; lanes_summary: string } | undefined {
  const parsed = selectionFact.safeParse(facts[MATRIX_SELECTION_FACT]);
  return parsed.success ? parsed.data : undefined;
}

export const isPlanPhase = (facts: Readonly<RunFacts>): boolean => facts[MATRIX_PLAN_FACT] === true;
export const isMatrixGate = (facts: Readonly<RunFacts>): boolean => facts[MATRIX_GATE_FACT] === true;
