import { describe, expect, it } from "vitest";
import { isGauntletError } from "../../../src/engine/errors.js";
import { DiffSpecError, assertRevision, formatDiffSpec, parseDiffSpec, revisionArgs } from "../../../src/review/git/diffSpec.js";

describe("parseDiffSpec", () => {
  it.each([
    ["worktree", { kind: "worktree" }],
    ["origin/main...HEAD", { kind: "range", base: "origin/main", head: "HEAD", mergeBase: true }],
    ["HEAD~3..HEAD", { kind: "range", base: "HEAD~3", head: "HEAD", mergeBase: false }],
    ["main...", { kind: "range", base: "main", head: "HEAD", mergeBase: true }],
    ["..feature/x", { kind: "range", base: "HEAD", head: "feature/x", mergeBase: false }],
    ["main", { kind: "ref", ref: "main" }],
    ["v1.2.3^", { kind: "ref", ref: "v1.2.3^" }],
    ["main@{upstream}", { kind: "ref", ref: "main@{upstream}" }],
    ["0123456789abcdef0123456789abcdef01234567", { kind: "ref", ref: "0123456789abcdef0123456789abcdef01234567" }],
  ])("accepts %s", (spec, parsed) => {
    expect(parseDiffSpec(spec)).toEqual(parsed);
  });

  it.each([
    ["", /empty/],
    ["--output=/tmp/pwned", /starts with '-'/],
    ["-p", /starts with '-'/],
    ["main...--output=x", /starts with '-'/],
    ["main HEAD", /contains " "/],
    ["main\tHEAD", /contains "\\t"/],
    ["main\nHEAD", /contains "\\n"/],
    ["$(id)", /contains "\$"/],
    ["main;rm -rf /", /contains/],
    ["`id`", /contains "`"/],
    ["a|b", /contains "\|"/],
    ["HEAD:src/index.ts", /contains ":"/],
    [":/fix", /contains ":"/],
    ["main..feature..x", /'\.\.' more than once/],
    ["main....x", /starts or ends with '\.'/],
    ["..", /names no revision/],
    ["x".repeat(300), /longer than/],
  ])("rejects %j", (spec, why) => {
    let thrown: unknown;
    try {
      parseDiffSpec(spec);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DiffSpecError);
    expect(isGauntletError(thrown) && thrown.category).toBe("user");
    expect(isGauntletError(thrown) && thrown.code).toBe("DIFF_SPEC_INVALID");
    expect((thrown as Error).message).toMatch(why);
  });

  it("writes specs back as the revision git is given", () => {
    expect(revisionArgs(parseDiffSpec("worktree"))).toEqual(["HEAD"]);
    expect(revisionArgs(parseDiffSpec("main..."))).toEqual(["main...HEAD"]);
    expect(formatDiffSpec(parseDiffSpec("a..b"))).toBe("a..b");
    expect(formatDiffSpec(parseDiffSpec("worktree"))).toBe("worktree");
  });

  it("validates single revisions the same way", () => {
    expect(assertRevision("HEAD~1")).toBe("HEAD~1");
    expect(() => assertRevision("--all")).toThrow(DiffSpecError);
    expect(() => assertRevision("a..b")).toThrow(DiffSpecError);
  });
});
