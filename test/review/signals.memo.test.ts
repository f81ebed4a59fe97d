import { describe, expect, it } from "vitest";
import { parseDiffSpec } from "../../src/review/diffSpec.js";
import { argumentBatches } from "../../src/review/git.js";
import { immutableDiffKey, keepSignals, recalledSignals } from "../../src/review/signals/memo.js";
import { widenedSignals } from "../../src/review/signals/compute.js";

const A = "a".repeat(40);
const B = "b".repeat(40);

describe("signals kept for a diff between two fixed commits", () => {
  it("keys only a range of two full object names", () => {
    expect(immutableDiffKey("/repo", parseDiffSpec(`${A}...${B}`))).toBe(`/repo\0${A}...${B}`);
    expect(immutableDiffKey("/repo", parseDiffSpec(`${A}..${B}`))).toBe(`/repo\0${A}..${B}`);
    expect(immutableDiffKey("/repo", parseDiffSpec(`main...${B}`))).toBeUndefined();
    expect(immutableDiffKey("/repo", parseDiffSpec(`${A.slice(0, 12)}...${B}`))).toBeUndefined();
    expect(immutableDiffKey("/repo", parseDiffSpec(A))).toBeUndefined();
    expect(immutableDiffKey("/repo", parseDiffSpec("worktree"))).toBeUndefined();
  });

  it("hands out copies, so a caller's change does not reach the next caller", () => {
    const key = immutableDiffKey("/memo-test", parseDiffSpec(`${A}...${B}`))!;
    keepSignals(key, widenedSignals("kept"));
    const first = recalledSignals(key)!;
    first.changed_files.push("src/changed-by-caller.ts");
    expect(recalledSignals(key)!.changed_files).toEqual([]);
    expect(recalledSignals(`${key}x`)).toBeUndefined();
  });
});

describe("grep's pathspec batches", () => {
  it("cuts at the byte bound, in order, and puts an over-long path alone", () => {
    const paths = ["aaa", "bbb", "cccccccccc", "dd", "e"];
    // Each path costs its bytes plus a NUL.
    expect(argumentBatches(paths, 8)).toEqual([["aaa", "bbb"], ["cccccccccc"], ["dd", "e"]]);
    expect(argumentBatches(paths, 1000)).toEqual([paths]);
    expect(argumentBatches([], 8)).toEqual([]);
    expect(argumentBatches(["é"], 2)).toEqual([["é"]]);
  });
});
