/**
 * Merging code review's shards: findings back in chunk order, duplicates
 * across shards merged by collect's rule, ids renumbered F1…Fn as one job
 * numbers them; coverage is the union; the merged render blocks and degrades
 * as the shards did.
 */
import { describe, expect, test } from "vitest";
import { renderCodeReview } from "../../src/review/codeReview/render.js";
import type { CodeReviewRenderInput } from "../../src/review/codeReview/renderInput.js";
import { classifyLane } from "../../src/review/gauntlet/laneState.js";
import { mergeCodeReviewShards } from "../../src/review/matrix/index.js";

type Finding = CodeReviewRenderInput["findings"][number];

const finding = (id: string, chunk: number, path: string, line: number, title: string, extra: Partial<Finding> = {}): Finding => ({
  id,
  lane: "code-review",
  severity: "🟡 WARNING",
  path,
  start_line: line,
  end_line: line,
  title,
  claim: `${title} at ${path}:${line}`,
  suggestion: "",
  verdict: "VERIFIED",
  evidence: `${path}:${line}: x`,
  note: "",
  location_valid: true,
  chunk,
  ...extra,
});

const shard = (chunks: number[], findings: Finding[], extra: Partial<CodeReviewRenderInput> = {}): CodeReviewRenderInput => ({
  findings,
  file_stats: [{ path: "src/a.ts", status: "modified", additions: 1, deletions: 0 }],
  skipped: [{ path: "dist/x.js", reason: "generated", source: "fixed rule" }],
  over_budget: [],
  failed_chunks: [],
  walkthrough: chunks.map((chunk) => ({ chunk, paths: [`src/${chunk}.ts`], summary: `chunk ${chunk}` })),
  diff_error: "",
  verifier_fault: null,
  budget_exhausted: false,
  rigor: "production",
  ...extra,
});

describe("mergeCodeReviewShards", () => {
  test("orders findings (kept and dropped) by chunk, then by each shard's own order, and renumbers F1…Fn", () => {
    const merged = mergeCodeReviewShards([
      shard([1, 3], [finding("F1", 1, "src/1.ts", 5, "One"), finding("F2", 3, "src/3.ts", 2, "Three", { verdict: "FALSE" })]),
      shard([2, 4], [finding("F1", 2, "src/2.ts", 9, "Two a"), finding("F2", 2, "src/2.ts", 20, "Two b"), finding("F3", 4, "src/4.ts", 1, "Four")]),
    ]);
    expect(merged.findings.map((f) => `${f.id} ${f.title} ${f.verdict}`)).toEqual([
      "F1 One VERIFIED",
      "F2 Two a VERIFIED",
      "F3 Two b VERIFIED",
      "F4 Three FALSE",
      "F5 Four VERIFIED",
    ]);
    expect(merged.walkthrough.map((w) => w.chunk)).toEqual([1, 2, 3, 4]);
  });

  test("a duplicate across shards (same path, overlapping lines, same title) merges into the first, the more severe severity and the kept verdict winning", () => {
    const merged = mergeCodeReviewShards([
      shard([1], [finding("F1", 1, "src/big.ts", 10, "Leaks a handle", { verdict: "FALSE", end_line: 12 })]),
      shard([2], [finding("F1", 2, "src/big.ts", 12, "Leaks  a handle!", { severity: "🔴 CRITICAL", end_line: 14, evidence: "src/big.ts:12: open()" })]),
    ]);
    expect(merged.findings).toHaveLength(1);
    expect(merged.findings[0]).toMatchObject({
      id: "F1",
      severity: "🔴 CRITICAL",
      start_line: 10,
      end_line: 14,
      verdict: "VERIFIED",
      evidence: "src/big.ts:12: open()",
      title: "Leaks a handle",
    });
    // Kept after de-duplication: the lane blocks on it.
    const { report, lane_result } = renderCodeReview(merged);
    const outcome = classifyLane("code-review", { report, result: lane_result }, { rigor: "production" });
    expect(outcome.state).toBe("completed");
    expect(outcome.verdict).toMatchObject({ verdict: "BLOCKED", critical: 1 });
  });

  test("coverage is the union: skipped and over-budget files once each, by path", () => {
    const over = [{ path: "src/huge.ts", reason: "over budget" as const }];
    const merged = mergeCodeReviewShards([shard([1], [], { over_budget: over }), shard([2], [], { over_budget: over })]);
    expect(merged.skipped).toEqual([{ path: "dist/x.js", reason: "generated", source: "fixed rule" }]);
    expect(merged.over_budget).toEqual(over);
    expect(renderCodeReview(merged).lane_result.coverage).toMatchObject({ complete: false, not_reviewed: over });
  });

  test("one shard degraded (a failed chunk, a dead verifier) degrades the merged lane; clean shards pass", () => {
    const clean = mergeCodeReviewShards([shard([1], []), shard([2], [])]);
    expect(classifyLane("code-review", toSlot(clean), { rigor: "production" }).state).toBe("completed");
    const failed = mergeCodeReviewShards([shard([1], []), shard([2], [], { failed_chunks: [{ chunk: 2, paths: ["src/2.ts"], note: "PIPELINE-FAULT: x" }] })]);
    const degraded = classifyLane("code-review", toSlot(failed), { rigor: "production" });
    expect(degraded.state).toBe("degraded");
    expect(renderCodeReview(failed).lane_result.degraded).toContain("review of 1 chunk(s) failed");
    const verifier = mergeCodeReviewShards([shard([1], [], { verifier_fault: "PIPELINE-FAULT: v" }), shard([2], [])]);
    expect(classifyLane("code-review", toSlot(verifier), { rigor: "production" }).state).toBe("degraded");
  });
});

function toSlot(input: CodeReviewRenderInput) {
  const { report, lane_result } = renderCodeReview(input);
  return { report, result: lane_result };
}
