/**
 * A chunk assignment: which files each code-review chunk holds, and a digest
 * of each chunk's rendered text. The matrix plan plans the whole diff once and
 * records it; a lane job then redacts and renders only its own chunks' files,
 * instead of planning all of them to keep an eighth.
 *
 * The assignment is a shortcut, never an authority: a job uses it only when
 * its own listing, in review order, has the plan's digest and every chunk it
 * renders has the plan's digest too. Anything else (another redaction, another
 * checkout, another chunk size or cap) and the job plans the whole diff itself.
 * The files in no chunk are the plan's over-budget list, with its budgets.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Redactor } from "../../llm/redact.js";
import { redactPatch } from "../../llm/redactDeep.js";
import { chunkOf, piecesOf, reviewOrder, type ChunkOptions, type ChunkPlan } from "./chunks.js";
import { overBudgetSchema } from "./overBudget.js";
import type { FileDiff, ReviewChunk } from "./types.js";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const chunkAssignmentSchema = z.strictObject({
  /** The chunk size the plan used: a job planning with another size plans for itself. */
  chunk_tokens: z.number().int().min(1),
  /** One job's chunks the plan used (max_chunks): its first chunks are one job's, so another cap plans for itself. */
  max_chunks: z.number().int().min(1),
  /** sha256 of the reviewable paths in review order, NUL-separated. */
  reviewable_sha256: sha256,
  /** Every chunk, in index order: its paths as the chunk lists them, and sha256 of its rendered diff. */
  chunks: z.array(z.strictObject({ paths: z.array(z.string()).min(1), sha256 })),
  /** The reviewable files in no chunk, in review order, each with the budget that left it out. */
  over_budget: z.array(z.strictObject({ path: z.string(), budget: overBudgetSchema })),
});

export type ChunkAssignment = z.infer<typeof chunkAssignmentSchema>;

const digest = (text: string) => createHash("sha256").update(text).digest("hex");
const listingDigest = (reviewable: readonly string[]) => digest(reviewable.join("\0"));

/** The assignment of a whole plan (planned with no matrix cap, so every chunk is in it). */
export function assignmentOf(plan: ChunkPlan, limits: { chunkTokens: number; maxChunks: number }): ChunkAssignment {
  return {
    chunk_tokens: limits.chunkTokens,
    max_chunks: limits.maxChunks,
    reviewable_sha256: listingDigest(plan.reviewable),
    chunks: plan.chunks.map((chunk) => ({ paths: chunk.paths, sha256: digest(chunk.diff) })),
    over_budget: plan.overBudget.flatMap((file) => (file.reason === "over budget" && file.budget ? [{ path: file.path, budget: file.budget }] : [])),
  };
}

/**
 * The chunks `wanted` keeps, rendered from the assignment: the same plan
 * planChunks makes under `options`, with only the wanted chunks (global
 * indices). Only the wanted chunks' files are redacted and rendered; the
 * files themselves are left as they are. Undefined when the assignment does not hold for these files.
 */
export function assignedChunks(
  files: readonly FileDiff[],
  assignment: ChunkAssignment,
  options: ChunkOptions & { wanted: (index: number) => boolean; redact?: Redactor },
): ChunkPlan | undefined {
  // Under the matrix's cap, planChunks leaves nothing over budget for the cap's sake: the uncapped plan is the capped one.
  const cap = options.matrixChunks ?? options.maxChunks;
  if (assignment.chunk_tokens !== options.chunkTokens || assignment.max_chunks !== options.maxChunks || assignment.chunks.length > cap) return undefined;
  const { skipped, reviewable } = reviewOrder(files, options.policy);
  const order = reviewable.map((file) => file.path);
  if (listingDigest(order) !== assignment.reviewable_sha256) return undefined;
  const byPath = new Map(reviewable.map((file) => [file.path, file]));
  const pieces = new Map<string, string[] | undefined>();
  const seen = new Map<string, number>();
  const chunks: ReviewChunk[] = [];
  for (const [i, entry] of assignment.chunks.entries()) {
    const index = i + 1;
    const wanted = options.wanted(index);
    const parts: string[] = [];
    for (const path of entry.paths) {
      // A file split across chunks holds its k-th piece in the k-th chunk that lists it.
      const k = seen.get(path) ?? 0;
      seen.set(path, k + 1);
      if (!byPath.has(path)) return undefined;
      if (!wanted) continue;
      if (!pieces.has(path)) {
        const file = byPath.get(path)!;
        const patch = options.redact ? redactPatch(file.patch, options.redact) : file.patch;
        pieces.set(path, piecesOf({ ...file, patch }, options.chunkTokens));
      }
      const piece = pieces.get(path)?.[k];
      if (piece === undefined) return undefined;
      parts.push(piece);
    }
    if (!wanted) continue;
    const chunk = chunkOf(index, [...entry.paths], parts);
    if (digest(chunk.diff) !== entry.sha256) return undefined;
    chunks.push(chunk);
  }
  const unassigned = order.filter((path) => !seen.has(path));
  if (unassigned.join("\0") !== assignment.over_budget.map((file) => file.path).join("\0")) return undefined;
  const overBudget = assignment.over_budget.map((file) => ({ path: file.path, reason: "over budget" as const, budget: file.budget }));
  return { chunks, skipped, overBudget, reviewable: order };
}
