import { describe, expect, it } from "vitest";
import { parseDiffSpec } from "../../src/review/git/diffSpec.js";
import { argumentBatches } from "../../src/review/git/git.js";
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

  it("hands out copies, so a caller's change does not reach the next caller", async () => {
    const key = immutableDiffKey("/memo-test", parseDiffSpec(`${A}...${B}`))!;
    keepSignals(key, Promise.resolve(widenedSignals("kept")));
    const first = (await recalledSignals(key))!;
    first.changed_files.push("src/changed-by-caller.ts");
    expect((await recalledSignals(key))!.changed_files).toEqual([]);
    expect(recalledSignals(`${key}x`)).toBeUndefined();
  });

  it("lets a second caller wait for signals still being computed, and forgets a computation that fails", async () => {
    const key = immutableDiffKey("/memo-test-pending", parseDiffSpec(`${A}...${B}`))!;
    let finish!: (signals: ReturnType<typeof widenedSignals>) => void;
    keepSignals(key, new Promise((resolve) => (finish = resolve)));
    const waiting = recalledSignals(key);
    expect(waiting).toBeDefined();
    finish(widenedSignals("computed once"));
    expect((await waiting)!.signals_error).toBe("computed once");

    const failing = immutableDiffKey("/memo-test-failing", parseDiffSpec(`${A}...${B}`))!;
    const failure = Promise.reject(new Error("git died"));
    keepSignals(failing, failure);
    await expect(recalledSignals(failing)).rejects.toThrow("git died");
    expect(recalledSignals(failing)).toBeUndefined();
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
