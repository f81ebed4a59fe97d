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
import { mergeDuplicates } from "../../src/review/codeReview/collect.js";
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

/** A shard's input whose findings did not merge within the shard: each raw finding is its own group. */
const shard = (chunks: number[], findings: Finding[], extra: Partial<CodeReviewRenderInput> = {}): CodeReviewRenderInput => ({
  findings,
  raw_findings: findings.map((f, order) => ({ ...f, chunk: f.chunk ?? 1, order, group: f.id })),
  chunk_count: 4,
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

  test("the reviewer's counterexample: X@chunk1 10-10, Y@chunk2 20-30, Z@chunk3 5-25 with one title give the single job's findings, ids and ranges", () => {
    const x = finding("F1", 1, "src/a.ts", 10, "Same thing");
    const y = finding("F1", 2, "src/a.ts", 20, "Same thing", { end_line: 30 });
    const z = finding("F2", 3, "src/a.ts", 5, "Same thing", { end_line: 25 });
    const single = mergeDuplicates([x, y, z]).map((f, i) => `F${i + 1} ${f.start_line}-${f.end_line}`);
    expect(single).toEqual(["F1 5-25", "F2 20-30"]);
    // Shard 1 reviewed chunks 1 and 3 and itself merged Z into X; it ships both before that merge, tagged with X's group.
    const shardOne = shard([1, 3], [{ ...x, start_line: 5, end_line: 25 }], {
      raw_findings: [
        { ...x, chunk: 1, order: 0, group: "F1" },
        { ...z, chunk: 3, order: 1, group: "F1" },
      ],
    });
    const merged = mergeCodeReviewShards([shardOne, shard([2], [y])]);
    expect(merged.findings.map((f) => `${f.id} ${f.start_line}-${f.end_line}`)).toEqual(single);
  });

  test("twins verified differently merge to the stricter verdict for blocking, and a 🔴 never comes out UNCHECKED", () => {
    const green = finding("F1", 1, "src/a.ts", 3, "Off by one", { severity: "🟢 SUGGESTION", verdict: "UNCHECKED", evidence: "" });
    const provedFalse = finding("F1", 2, "src/a.ts", 3, "Off by one", { severity: "🔴 CRITICAL", verdict: "FALSE", note: "not reachable" });
    const verified = finding("F1", 2, "src/a.ts", 3, "Off by one", { severity: "🔴 CRITICAL", verdict: "VERIFIED", evidence: "src/a.ts:3: i <= n" });
    const unverified = mergeCodeReviewShards([shard([1], [green]), shard([2], [provedFalse])]).findings;
    expect(unverified).toMatchObject([{ id: "F1", severity: "🔴 CRITICAL", verdict: "UNVERIFIABLE" }]);
    expect(unverified[0]!.note).toContain("no shard verified it at this severity");
    const blocking = mergeCodeReviewShards([shard([1], [provedFalse]), shard([2], [verified])]);
    expect(blocking.findings).toMatchObject([{ severity: "🔴 CRITICAL", verdict: "VERIFIED", evidence: "src/a.ts:3: i <= n" }]);
    expect(classifyLane("code-review", toSlot(blocking), { rigor: "production" }).verdict).toMatchObject({ verdict: "BLOCKED", critical: 1 });
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
