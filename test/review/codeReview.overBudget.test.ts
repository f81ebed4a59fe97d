/**
 * Which budget left a file out (src/review/codeReview/overBudget.ts), as the
 * code-review report says it: per file in "Not reviewed", counted on the
 * coverage line, and capped so the check run's text keeps its tail.
 */
import { describe, expect, it } from "vitest";
import { overBudgetText, type OverBudget } from "../../src/review/codeReview/overBudget.js";
import { renderCodeReview } from "../../src/review/codeReview/render.js";
import type { CodeReviewRenderInput } from "../../src/review/codeReview/renderInput.js";

const RUN: OverBudget = { kind: "run", needs: 4, left: 3, max_chunks: 20 };

describe("the words for each budget", () => {
  it("names the budget, its figures and what to do", () => {
    expect(overBudgetText(RUN)).toBe("over the run's budget: needs 4 chunks, 3 left of max_chunks 20 — raise max_chunks or split the pull request");
    expect(overBudgetText({ kind: "run", needs: 1, left: 0, max_chunks: 20, matrix_chunks: 160 })).toBe(
      "over the run's budget: needs 1 chunk, 0 left of the matrix's 160 (max_chunks 20 per shard) — raise max_chunks or split the pull request",
    );
    expect(overBudgetText({ kind: "whole_run", needs: 25, max_chunks: 20 })).toBe(
      "larger than the whole run's budget: needs 25 chunks, more than max_chunks 20 — raise max_chunks or split the file",
    );
    expect(overBudgetText({ kind: "read_limit", limit_bytes: 2 * 1024 * 1024 })).toBe(
      "over the 2 MB read limit of one file — review it by hand or split the file",
    );
    expect(overBudgetText({ kind: "line", line_tokens: 30_000, chunk_tokens: 24_000 })).toBe(
      "a line of 30000 tokens is larger than a chunk (chunk_tokens 24000), so it cannot be shown in parts — review it by hand",
    );
  });
});

function input(overBudget: CodeReviewRenderInput["over_budget"]): CodeReviewRenderInput {
  return {
    findings: [],
    raw_findings: [],
    chunk_count: 20,
    file_stats: [],
    skipped: [],
    over_budget: overBudget,
    failed_chunks: [],
    walkthrough: [{ chunk: 1, paths: ["src/a.ts"], summary: "Fine." }],
    diff_error: "",
    verifier_fault: null,
    budget_exhausted: false,
    rigor: "production",
  };
}

describe("the report", () => {
  it("says each file's budget, counts the budgets on the coverage line, and puts both in the lane result", () => {
    const { report, lane_result } = renderCodeReview(
      input([
        { path: "src/Big.cs", reason: "over budget", budget: RUN },
        { path: "src/data.json", reason: "over budget", budget: { kind: "read_limit", limit_bytes: 2 * 1024 * 1024 } },
        { path: "src/legacy.py", reason: "unreadable encoding" },
      ]),
    );
    expect(report).toContain(`- \`src/Big.cs\` — over budget: ${overBudgetText(RUN)}`);
    expect(report).toContain("- `src/data.json` — over budget: over the 2 MB read limit of one file — review it by hand or split the file");
    expect(report).toContain("- `src/legacy.py` — unreadable encoding\n");
    expect(report.split("\n").at(-1)).toBe("Review Coverage: partial (3 files over budget — 1 over the run's chunks left, 1 over the read limit)");
    expect(lane_result.coverage.not_reviewed[0]).toEqual({ path: "src/Big.cs", reason: "over budget", budget: RUN, detail: overBudgetText(RUN) });
    expect(lane_result.verdict).toBe("BLOCKED");
  });

  it("lists 200 files with their budget and counts the rest by budget", () => {
    const files = Array.from({ length: 250 }, (_, i) => ({ path: `src/f${i}.ts`, reason: "over budget" as const, budget: { ...RUN, needs: 1, left: 0 } }));
    const { report, lane_result } = renderCodeReview(input(files));
    expect(report).toContain("### Not reviewed (250)");
    expect(report).toContain("- `src/f199.ts` — over budget: over the run's budget: needs 1 chunk, 0 left");
    expect(report).not.toContain("`src/f200.ts`");
    expect(report).toContain("- … 50 more (50 over the run's chunks left): the result's coverage.not_reviewed lists each");
    expect(lane_result.coverage.not_reviewed).toHaveLength(250);
  });
});
