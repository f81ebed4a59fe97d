/**
 * What the code-review report is rendered from, as one value: gathered from
 * the lane's state by `render`, and, for a matrix, merged from the shards'
 * copies by the gate. Its zod schema is part of the partial result's contract.
 */
import { z } from "zod";
import { VERIFIER_VERDICTS } from "../findings.js";
import { overBudgetSchema } from "./overBudget.js";

const line = z.number().int();

export const reviewFindingSchema = z.object({
  id: z.string(),
  lane: z.string(),
  severity: z.string(),
  path: z.string(),
  start_line: line,
  end_line: line,
  title: z.string(),
  claim: z.string(),
  suggestion: z.string(),
  replacement: z.string().optional(),
  verdict: z.enum([...VERIFIER_VERDICTS, "UNCHECKED"]),
  evidence: z.string(),
  note: z.string(),
  location_valid: z.boolean(),
  /** The (global) chunk the finding was first reported in: the gate orders shards' findings by it. */
  chunk: z.number().int().min(1).optional(),
});

/** A finding before duplicates merge, with the verdict of the merged finding (`group`) it went into. */
export const rawReviewFindingSchema = reviewFindingSchema.extend({
  chunk: z.number().int().min(1),
  /** Its place in its job's list: chunk order, then the chunk's own order. */
  order: z.number().int().min(0),
  group: z.string(),
});

export const fileStatSchema = z.object({ path: z.string(), status: z.string(), additions: z.number().int(), deletions: z.number().int() });
const chunkPaths = { chunk: z.number().int().min(1), paths: z.array(z.string()) };

export const codeReviewRenderInputSchema = z.object({
  /** Every finding in collect's order, with its verifier verdict applied (FALSE ones are the dropped). */
  findings: z.array(reviewFindingSchema),
  /** The same findings before duplicates merged: a matrix gate merges these once, in global chunk order. */
  raw_findings: z.array(rawReviewFindingSchema),
  /** How many chunks the run planned (global: a matrix shard counts the whole matrix's), for the gate's coverage check. */
  chunk_count: z.number().int().min(0),
  file_stats: z.array(fileStatSchema),
  skipped: z.array(z.object({ path: z.string(), reason: z.string(), source: z.string() })),
  over_budget: z.array(
    z.union([
      z.object({ path: z.string(), reason: z.literal("over budget"), budget: overBudgetSchema.optional() }),
      z.object({ path: z.string(), reason: z.enum(["review failed", "unreadable encoding"]) }),
    ]),
  ),
  failed_chunks: z.array(z.object({ ...chunkPaths, note: z.string() })),
  walkthrough: z.array(z.object({ ...chunkPaths, summary: z.string() })),
  diff_error: z.string(),
  /** Why the finding verifier itself failed, if it did. */
  verifier_fault: z.string().nullable(),
  budget_exhausted: z.boolean(),
  rigor: z.string(),
  /** The code map's context over the run's chunks (context/runMap.ts); absent when the lane read no diff. */
  context: z
    .object({
      unmapped_reason: z.string(),
      references: z.number().int(),
      shown: z.number().int(),
      definitions: z.number().int(),
      whole: z.number().int(),
      files: z.number().int(),
      diff_only: z.array(z.object({ path: z.string(), why: z.string() })),
    })
    .optional(),
});

export type CodeReviewRenderInput = z.infer<typeof codeReviewRenderInputSchema>;
export type FileStat = z.infer<typeof fileStatSchema>;
