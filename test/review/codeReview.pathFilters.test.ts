import { describe, expect, it } from "vitest";
import { planChunks } from "../../src/review/codeReview/chunks.js";
import { ignoredPaths } from "../../src/review/codeReview/filePolicy.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";
import { parseConfig } from "../../src/review/config.js";

const file = (path: string): FileDiff => ({
  path,
  status: "modified",
  binary: false,
  additions: 1,
  deletions: 0,
  patch: `diff --git a/${path} b/${path}\n@@ -1,1 +1,2 @@\n line\n+added\n`,
});

describe("the configuration's path filters", () => {
  it("lists ignored files as skipped with the reason, and reviews the rest", () => {
    const config = parseConfig("paths:\n  ignore: ['docs/generated/**', '**/*.snap.ts']\n", "gauntlet.yml");
    const plan = planChunks([file("src/a.ts"), file("docs/generated/api.md"), file("src/x.snap.ts")], {
      chunkTokens: 24_000,
      maxChunks: 20,
      isSensitive: () => false,
      isIgnored: ignoredPaths(config.paths?.ignore),
    });
    expect(plan.chunks.flatMap((c) => c.paths)).toEqual(["src/a.ts"]);
    expect(plan.skipped).toEqual([
      { path: "docs/generated/api.md", reason: "ignored by configuration" },
      { path: "src/x.snap.ts", reason: "ignored by configuration" },
    ]);
    expect(plan.overBudget).toEqual([]);
  });

  it("ignores nothing without filters, and never hides a sensitive file's reason", () => {
    expect(ignoredPaths(undefined)("src/a.ts")).toBe(false);
    const plan = planChunks([file(".env")], { chunkTokens: 24_000, maxChunks: 20, isSensitive: (p) => p === ".env", isIgnored: () => true });
    expect(plan.skipped).toEqual([{ path: ".env", reason: "sensitive" }]);
  });

  it("rejects a malformed filter with the field named", () => {
    expect(() => parseConfig("paths:\n  ignore: 3\n", "gauntlet.yml")).toThrow(/gauntlet\.yml: paths\.ignore/);
  });
});
