/**
 * A code-review lane job starts git on its diff before its command loads
 * (src/cli/laneHeadStart.ts), and code review's own read takes that answer
 * over: one name-status and one patch process in all, both started before the
 * client existed. Anything unexpected starts nothing. Processes are counted by
 * git itself (GIT_TRACE, set for the test only: the head start uses the
 * process's environment, as a Git client with default options does).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startLaneDiff } from "../../src/cli/laneHeadStart.js";
import { readFileDiffs } from "../../src/review/codeReview/readDiff.js";
import { Git } from "../../src/review/git.js";
import { takeHeadStart } from "../../src/review/gitHeadStart.js";
import { diffArgs } from "../../src/review/gitArguments.js";
import { parseDiffSpec } from "../../src/review/diffSpec.js";
import { TempRepo, tracedGitCommands } from "../review/support/tempRepo.js";

/** A repository with a change, a matrix file naming its commits, and git traced to a file for this test. */
function laneRepo(keys?: unknown) {
  const repo = TempRepo.create("gauntlet-headstart-");
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-headstart-trace-"));
  const trace = join(scratch, "trace");
  const before = process.env.GIT_TRACE;
  onTestFinished(() => {
    if (before === undefined) delete process.env.GIT_TRACE;
    else process.env.GIT_TRACE = before;
    repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });
  repo.write("src/app.ts", "export const app = 1;\n");
  const base = repo.commit("base");
  repo.write("src/app.ts", "export const app = 2;\n");
  const head = repo.commit("change");
  const matrix = join(scratch, "matrix.json");
  writeFileSync(matrix, JSON.stringify({ keys: keys ?? { head_sha: head, base_sha: base, settings_key: "k" } }));
  // Traced from here on: the repository's own set-up is not counted.
  process.env.GIT_TRACE = trace;
  const spawned = () => tracedGitCommands(trace);
  return { repo, base, head, matrix, spawned };
}

const diffs = (commands: string[]) => commands.filter((c) => c.startsWith("diff "));

describe("a code-review lane job's head start", () => {
  it("starts the name-status and the patch from the matrix file's keys; code review's read takes both over", async () => {
    const { repo, base, head, matrix, spawned } = laneRepo();
    expect(startLaneDiff(["code-review", "--shard", "1/2", "--matrix", matrix, "--out", "partials", "--base", "main"], repo.dir)).toHaveLength(2);
    const files = await readFileDiffs(new Git(repo.dir), `${base}...${head}`);
    expect(files.map((f) => [f.path, f.additions, f.deletions])).toEqual([["src/app.ts", 1, 1]]);
    const commands = spawned();
    expect(diffs(commands)).toHaveLength(2);
    // Both began before the client asked anything of git.
    expect(commands.slice(0, 2).every((c) => c.startsWith("diff "))).toBe(true);
    // Taken once: nothing is left to take.
    expect(takeHeadStart(repo.dir, diffArgs(parseDiffSpec(`${base}...${head}`), ["--patch"]))).toBeUndefined();
  });

  it("a client with its own environment runs its own git, and the answer is there for a default client", async () => {
    const { repo, base, head, matrix, spawned } = laneRepo();
    expect(startLaneDiff(["code-review", `--matrix=${matrix}`], repo.dir)).toHaveLength(2);
    const range = `${base}...${head}`;
    expect(await new Git(repo.dir, { env: { LANG: "C" } }).diffPatch(range)).toContain("+export const app = 2;");
    expect(await new Git(repo.dir).diffPatch(range)).toContain("+export const app = 2;");
    expect(diffs(spawned()).filter((c) => c.includes("--patch"))).toHaveLength(2);
  });

  it.each([
    ["another lane", (matrix: string) => ["security", "--matrix", matrix]],
    ["--project-dir", (matrix: string) => ["code-review", "--matrix", matrix, "--project-dir", "."]],
    ["--worktree", (matrix: string) => ["code-review", "--matrix", matrix, "--worktree"]],
    ["no --matrix", () => ["code-review", "--shard", "1/1"]],
    ["a matrix file that is not there", (matrix: string) => ["code-review", "--matrix", `${matrix}.missing`]],
  ])("starts nothing for %s", (_, argv) => {
    const { repo, matrix } = laneRepo();
    expect(startLaneDiff(argv(matrix), repo.dir)).toEqual([]);
  });

  it.each([
    ["keys that are refs", { head_sha: "HEAD", base_sha: "main" }],
    ["a key that is an option", { head_sha: "--output=/tmp/x", base_sha: "a".repeat(40) }],
    ["no keys", null],
  ])("starts nothing for %s", (_, keys) => {
    const { repo, matrix } = laneRepo(keys ?? "not an object");
    expect(startLaneDiff(["code-review", "--matrix", matrix], repo.dir)).toEqual([]);
  });
});
