/**
 * One job and a matrix plan the same chunks (issue 31's cost, bench:scale's
 * "no extra calls"): one job's chunks, the biggest files left out past
 * max_chunks, are the matrix's first chunks byte for byte, so the matrix
 * spends the same calls on them; the matrix then reviews what one job left
 * out in chunks of its own. With one shard the two plans are the same plan.
 * And leaving the biggest files out is the choice that reviews the most files.
 */
import { describe, expect, it } from "vitest";
import { assignedChunks, assignmentOf } from "../../src/review/codeReview/chunkAssignment.js";
import { planChunks, type ChunkOptions, type ChunkPlan } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy } from "../../src/review/codeReview/filePolicy.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";
import { inShard, shardCount } from "../../src/review/matrix/shards.js";

/** A modified file adding `lines` lines of about 40 characters. */
function changed(path: string, lines: number): FileDiff {
  const added = Array.from({ length: lines }, (_, l) => `+export const v${l} = ${l * 7}; // ${path}`);
  return {
    path,
    status: "modified",
    binary: false,
    additions: lines,
    deletions: 0,
    patch: `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,1 +1,${lines + 1} @@\n x\n${added.join("\n")}\n`,
  };
}

/** 60 small files of different sizes, one file needing parts (about 5 chunks), one line no chunk holds. */
function generatedDiff(): FileDiff[] {
  const files = Array.from({ length: 60 }, (_, i) => changed(`src/mod${String(i).padStart(2, "0")}.ts`, 8 + ((i * 13) % 29)));
  files.push(changed("src/engine.ts", 600));
  files.push({
    ...changed("src/bundle.ts", 1),
    patch: `diff --git a/src/bundle.ts b/src/bundle.ts\n@@ -1,1 +1,2 @@\n x\n+export const blob = "${"x".repeat(12_000)}";\n`,
  });
  return files;
}

const CHUNK_TOKENS = 1_500;
const MAX_CHUNKS = 6;
const policy = reviewFilePolicy({ withheld: () => undefined });
const oneJob: ChunkOptions = { chunkTokens: CHUNK_TOKENS, maxChunks: MAX_CHUNKS, policy };
/** What `gauntlet plan --matrix` plans: one job's chunks, then the rest with no cap. */
const matrixPlanOptions: ChunkOptions = { ...oneJob, matrixChunks: Infinity };
const reviewedPaths = (plan: ChunkPlan) => new Set(plan.chunks.flatMap((chunk) => chunk.paths));

describe("one job and the matrix on the same diff", () => {
  const single = planChunks(generatedDiff(), oneJob);
  const matrix = planChunks(generatedDiff(), matrixPlanOptions);

  it("the diff needs parts and more chunks than one job has, so one job leaves files out", () => {
    expect(single.chunks.filter((chunk) => chunk.paths.includes("src/engine.ts")).length).toBe(0);
    expect(matrix.chunks.filter((chunk) => chunk.paths.includes("src/engine.ts")).length).toBeGreaterThan(1);
    expect(single.chunks).toHaveLength(MAX_CHUNKS);
    expect(single.overBudget.length).toBeGreaterThan(1);
    expect(matrix.chunks.length).toBeGreaterThan(MAX_CHUNKS);
  });

  it("one job's chunks are the matrix's first chunks, byte for byte: the same calls on them", () => {
    expect(matrix.chunks.slice(0, single.chunks.length)).toEqual(single.chunks);
  });

  it("the matrix reviews every file one job left out for the run's budget; only the line no chunk holds stays out", () => {
    const shown = reviewedPaths(matrix);
    for (const file of single.overBudget) if (file.path !== "src/bundle.ts") expect(shown.has(file.path)).toBe(true);
    expect(matrix.overBudget).toEqual([
      { path: "src/bundle.ts", reason: "over budget", budget: { kind: "line", line_tokens: 3_006, chunk_tokens: CHUNK_TOKENS } },
    ]);
    expect(single.overBudget).toContainEqual(matrix.overBudget[0]);
  });

  it("with one shard the matrix plans exactly one job's plan: the same calls and the same coverage", () => {
    expect(planChunks(generatedDiff(), { ...oneJob, matrixChunks: MAX_CHUNKS })).toEqual(single);
  });

  it("every shard rendered from the plan's assignment gets the matrix's chunks, and together they are the whole plan", () => {
    const shards = shardCount(matrix.chunks.length);
    expect(shards).toBeGreaterThan(1);
    const assignment = assignmentOf(matrix, oneJob);
    const seen: number[] = [];
    for (let shard = 1; shard <= shards; shard++) {
      const wanted = (index: number) => inShard(index, shard, shards);
      const own = assignedChunks(generatedDiff(), assignment, { ...oneJob, matrixChunks: MAX_CHUNKS * shards, wanted });
      expect(own).toBeDefined();
      expect(own!.chunks).toEqual(matrix.chunks.filter((chunk) => wanted(chunk.index)));
      expect(own!.overBudget).toEqual(matrix.overBudget);
      // A shard planning for itself (no assignment) plans the same.
      expect(planChunks(generatedDiff(), { ...oneJob, matrixChunks: MAX_CHUNKS * shards })).toEqual(matrix);
      seen.push(...own!.chunks.map((chunk) => chunk.index));
    }
    expect(seen.sort((a, b) => a - b)).toEqual(matrix.chunks.map((chunk) => chunk.index));
  });

  it("a matrix too small for the diff still starts with one job's chunks, and says which budget left the rest out", () => {
    const small = planChunks(generatedDiff(), { ...oneJob, matrixChunks: MAX_CHUNKS + 2 });
    expect(small.chunks.slice(0, single.chunks.length)).toEqual(single.chunks);
    expect(small.chunks).toHaveLength(MAX_CHUNKS + 2);
    const budgets = small.overBudget.map((file) => (file.reason === "over budget" ? file.budget : undefined));
    expect(budgets).toContainEqual({ kind: "line", line_tokens: 3_006, chunk_tokens: CHUNK_TOKENS });
    for (const budget of budgets.filter((b) => b?.kind !== "line")) {
      expect(budget).toMatchObject({ max_chunks: MAX_CHUNKS, matrix_chunks: MAX_CHUNKS + 2 });
      if (budget?.kind === "run") expect(budget.needs).toBeGreaterThan(budget.left);
    }
  });
});

describe("leaving the biggest files out", () => {
  /** A deterministic stream of numbers in [0, 1). */
  function numbers(seed: number): () => number {
    let state = seed;
    return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  }

  it("reviews at least as many files as the best choice of files to leave out, on 200 small diffs checked against every choice", () => {
    const next = numbers(7);
    for (let trial = 0; trial < 200; trial++) {
      const count = 4 + Math.floor(next() * 5);
      const files = Array.from({ length: count }, (_, i) => changed(`src/f${i}.ts`, 2 + Math.floor(next() * (next() < 0.3 ? 120 : 25))));
      const options: ChunkOptions = { chunkTokens: 150 + Math.floor(next() * 400), maxChunks: 1 + Math.floor(next() * 4), policy };
      const plan = planChunks(files, options);
      let best = 0;
      for (let mask = 1; mask < 1 << count; mask++) {
        const subset = files.filter((_, i) => mask & (1 << i));
        if (subset.length <= best) continue;
        const all = planChunks(subset, { ...options, maxChunks: Infinity });
        if (all.overBudget.length === 0 && all.chunks.length <= options.maxChunks) best = subset.length;
      }
      // At least: a file left out and then found to fit goes in after the others, which can pack tighter than review order.
      expect(reviewedPaths(plan).size, `trial ${trial}`).toBeGreaterThanOrEqual(best);
      // And no file is left out that the chunks left could hold alone.
      for (const file of plan.overBudget)
        if (file.reason === "over budget" && file.budget?.kind === "run") expect(file.budget.needs).toBeGreaterThan(file.budget.left);
    }
  });
});
