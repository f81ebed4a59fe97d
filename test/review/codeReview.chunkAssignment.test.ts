/**
 * A matrix plan's chunk assignment (src/review/codeReview/chunkAssignment.ts):
 * a shard that renders only its own chunks' files from it gets exactly the
 * chunks, skips and over-budget list that planning the whole diff gives; and
 * whenever the assignment does not hold for the shard's files, it gets
 * nothing, so the shard plans the whole diff itself.
 */
import { describe, expect, it } from "vitest";
import { createWithheldMatcher } from "../../src/llm/tools/secretFiles.js";
import { createLineRedactor, createRedactor, type Redactor } from "../../src/llm/redact.js";
import { redactPatch } from "../../src/llm/redactDeep.js";
import { assignedChunks, assignmentOf, type ChunkAssignment } from "../../src/review/codeReview/chunkAssignment.js";
import { planChunks, type ChunkOptions } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy } from "../../src/review/codeReview/filePolicy.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";
import { inShard } from "../../src/review/matrix/shards.js";

const SECRET = "sk-live-0123456789abcdefghij";
const redact: Redactor = createLineRedactor(createRedactor([SECRET]));

/** A changed file of `hunks` hunks, each adding `lines` lines of about 40 characters. */
function changed(path: string, hunks: number, lines: number, extra: Partial<FileDiff> = {}): FileDiff {
  const body = Array.from({ length: hunks }, (_, h) => {
    const start = h * 100 + 1;
    const added = Array.from({ length: lines }, (_, l) => `+export const v${h}_${l} = ${h * 1000 + l}; // ${path}`);
    return [`@@ -${start},1 +${start},${lines + 1} @@`, " context", ...added].join("\n");
  });
  return {
    path,
    status: "modified",
    binary: false,
    additions: hunks * lines,
    deletions: 0,
    patch: `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${body.join("\n")}\n`,
    ...extra,
  };
}

/** A diff with small files, one file split across chunks, one line too big for any chunk, a skipped lockfile and a withheld key. */
function diff(): FileDiff[] {
  const files = Array.from({ length: 40 }, (_, i) => changed(`src/part${String(i).padStart(2, "0")}.ts`, 1, 10 + (i % 7)));
  files.push(changed("src/big.ts", 6, 60));
  // One line longer than a chunk: a file that cannot be shown even in parts.
  files.push(
    changed("src/huge.ts", 1, 3, { patch: `diff --git a/src/huge.ts b/src/huge.ts\n@@ -1,1 +1,2 @@\n x\n+export const blob = "${"x".repeat(8_000)}";\n` }),
  );
  files.push(changed("package-lock.json", 1, 5));
  files.push(changed("deploy/server.pem", 1, 3));
  files.push(
    changed("test/secret.test.ts", 1, 4, { patch: `diff --git a/test/secret.test.ts b/test/secret.test.ts\n@@ -1,1 +1,2 @@\n x\n+const key = "${SECRET}";\n` }),
  );
  return files;
}

const CHUNK_TOKENS = 1_500;
/** One job's chunks here: fewer than the diff needs, so the matrix plans beyond them. */
const MAX_CHUNKS = 4;
const options = (matrixChunks = Infinity, maxChunks = MAX_CHUNKS): ChunkOptions => ({
  chunkTokens: CHUNK_TOKENS,
  maxChunks,
  matrixChunks,
  policy: reviewFilePolicy({ withheld: createWithheldMatcher() }),
});
const LIMITS = { chunkTokens: CHUNK_TOKENS, maxChunks: MAX_CHUNKS };

/** The whole plan, as the matrix plan makes it: every patch redacted first. */
function wholePlan(files = diff()) {
  const redacted = files.map((file) => ({ ...file, patch: redactPatch(file.patch, redact) }));
  return planChunks(redacted, options());
}

describe("a shard rendered from the plan's chunk assignment", () => {
  it("gets the chunks, skips and over-budget files the whole plan gives it, and reads no other file", () => {
    const plan = wholePlan();
    // The diff exercises what the assignment must carry: a file in pieces over several chunks, a skip, an over-budget file.
    expect(plan.chunks.filter((chunk) => chunk.paths.includes("src/big.ts")).length).toBeGreaterThan(1);
    expect(plan.chunks.length).toBeGreaterThan(MAX_CHUNKS);
    expect(plan.overBudget).toEqual([{ path: "src/huge.ts", reason: "over budget", budget: { kind: "line", line_tokens: 2_006, chunk_tokens: CHUNK_TOKENS } }]);
    expect(plan.skipped.map((f) => f.path).sort()).toEqual(["deploy/server.pem", "package-lock.json"]);
    const assignment = assignmentOf(plan, LIMITS);
    const shards = 3;
    const rendered: number[] = [];
    for (let shard = 1; shard <= shards; shard++) {
      const wanted = (index: number) => inShard(index, shard, shards);
      const files = diff();
      const own = assignedChunks(files, assignment, { ...options(MAX_CHUNKS * shards), wanted, redact });
      expect(own).toBeDefined();
      expect(own!.chunks).toEqual(plan.chunks.filter((chunk) => wanted(chunk.index)));
      expect(own!.skipped).toEqual(plan.skipped);
      expect(own!.overBudget).toEqual(plan.overBudget);
      expect(own!.reviewable).toEqual(plan.reviewable);
      // The files are left as read: redaction went into the rendered chunks only.
      expect(files).toEqual(diff());
      rendered.push(...own!.chunks.map((chunk) => chunk.index));
    }
    expect(rendered.sort((a, b) => a - b)).toEqual(plan.chunks.map((chunk) => chunk.index));
    // The redacted secret never reaches a chunk.
    expect(plan.chunks.some((chunk) => chunk.diff.includes("test/secret.test.ts"))).toBe(true);
    expect(plan.chunks.some((chunk) => chunk.diff.includes(SECRET))).toBe(false);
  });

  const shardOne = (
    assignment: ChunkAssignment,
    files = diff(),
    extra: Partial<ChunkOptions> & { redact?: Redactor; wanted?: (index: number) => boolean } = {},
  ) => assignedChunks(files, assignment, { ...options(MAX_CHUNKS * 3), wanted: (index) => inShard(index, 1, 3), redact, ...extra });

  it("is refused when the assignment does not hold, so the shard plans the whole diff", () => {
    const assignment = assignmentOf(wholePlan(), LIMITS);
    expect(shardOne(assignment)).toBeDefined();
    // Another chunk size, another max_chunks, or more chunks than the matrix's cap allows.
    expect(shardOne(assignment, diff(), { chunkTokens: CHUNK_TOKENS + 1 })).toBeUndefined();
    expect(shardOne(assignment, diff(), { maxChunks: MAX_CHUNKS + 1 })).toBeUndefined();
    expect(shardOne(assignment, diff(), { matrixChunks: assignment.chunks.length - 1 })).toBeUndefined();
    // An over-budget list that is not the files in no chunk.
    expect(shardOne({ ...assignment, over_budget: [] })).toBeUndefined();
    // Another redaction (the job's own key differs from the plan's): the chunk holding the key renders differently.
    const every = { wanted: () => true };
    expect(shardOne(assignment, diff(), every)).toBeDefined();
    expect(shardOne(assignment, diff(), { ...every, redact: createLineRedactor(createRedactor([])) })).toBeUndefined();
    // Another listing: a file more, a file less, or a file the policy now skips.
    expect(shardOne(assignment, [...diff(), changed("src/extra.ts", 1, 3)])).toBeUndefined();
    expect(shardOne(assignment, diff().slice(1))).toBeUndefined();
    // Another content for a file in the shard's first chunk.
    const firstPath = assignment.chunks[0]!.paths[0]!;
    const edited = diff().map((file) => (file.path === firstPath ? { ...file, patch: file.patch.replace("// ", "/* */ // ") } : file));
    expect(shardOne(assignment, edited)).toBeUndefined();
    // An assignment naming a file the diff does not have.
    const foreign = { ...assignment, chunks: assignment.chunks.map((chunk, i) => (i === 1 ? { ...chunk, paths: [...chunk.paths, "src/ghost.ts"] } : chunk)) };
    expect(shardOne(foreign)).toBeUndefined();
  });
});
