/**
 * The e2e harness writes its pull requests with git fast-import and hands out
 * copies of workspaces it checked out once: what the e2e suite sees must still
 * be what `git commit`, `git merge`, a push and actions/checkout would give.
 */
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPullRepo, git, removeTempDirs } from "./actionHarness.js";

afterAll(removeTempDirs);

/** The tree `git merge` would give merging `theirs` into `ours` (no conflicts here). */
const mergedTree = (gitDir: string, ours: string, theirs: string) => git(gitDir, "merge-tree", "--write-tree", ours, theirs);
const treeOf = (gitDir: string, commit: string) => git(gitDir, "rev-parse", `${commit}^{tree}`);

/** Every file under `dir` whose text names `text`. */
function filesNaming(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile() && readFileSync(path, "latin1").includes(text));
}

describe.concurrent("the e2e harness's git", () => {
  it("builds the pull request's commits, its merge commit and its refs as git would", () => {
    const repo = createPullRepo({
      change: { "src/with space.ts": "export const a = 1;\n", 'src/"quoted".ts': "ü\0\n" },
      symlinks: { "src/out.ts": "/proc/self/fd/1" },
      fillerCommits: 2,
      mainAhead: 1,
    });
    const origin = repo.origin;
    expect(git(origin, "rev-list", "--count", `${repo.baseSha}..${repo.headSha}`)).toBe("3");
    expect(git(origin, "rev-list", "--count", `${repo.baseSha}..${repo.mainSha}`)).toBe("1");
    expect(git(origin, "rev-parse", `${repo.mergeSha}^1`, `${repo.mergeSha}^2`)).toBe(`${repo.mainSha}\n${repo.headSha}`);
    expect(treeOf(origin, repo.mergeSha)).toBe(mergedTree(origin, repo.mainSha, repo.headSha));
    expect(git(origin, "ls-tree", repo.headSha, "src/out.ts")).toMatch(/^120000 blob /);
    expect(git(origin, "cat-file", "blob", `${repo.headSha}:src/"quoted".ts`)).toBe("ü\0");
    expect(git(origin, "for-each-ref", "--format=%(refname) %(objectname)").split("\n")).toEqual([
      `refs/heads/feature/greet ${repo.headSha}`,
      `refs/heads/main ${repo.mainSha}`,
      `refs/pull/7/head ${repo.headSha}`,
      `refs/pull/7/merge ${repo.mergeSha}`,
    ]);
  });

  it("a push moves the head and force-moves the merge ref; workspaces taken before and after see each their own", () => {
    const repo = createPullRepo({ change: { "a.txt": "a\n", "b.txt": "b\n" }, mainAhead: 1 });
    const earlier = repo.workspace("merge", { depth: 1 });
    const oldMerge = repo.mergeSha;
    const { before, after } = repo.pushCommit({ "b.txt": "b2\n", "c.txt": "c\n" });
    expect(after).toBe(repo.headSha);
    expect(git(repo.origin, "rev-parse", `${after}^`)).toBe(before);
    expect(git(repo.origin, "rev-parse", "refs/heads/feature/greet", "refs/pull/7/head", "refs/pull/7/merge")).toBe(`${after}\n${after}\n${repo.mergeSha}`);
    expect(repo.mergeSha).not.toBe(oldMerge);
    expect(git(repo.origin, "rev-parse", `${repo.mergeSha}^1`)).toBe(repo.mainSha);
    expect(treeOf(repo.origin, repo.mergeSha)).toBe(mergedTree(repo.origin, repo.mainSha, after));
    expect(git(earlier, "rev-parse", "HEAD")).toBe(oldMerge);
    expect(git(repo.workspace("merge", { depth: 1 }), "rev-parse", "HEAD")).toBe(repo.mergeSha);

    const queue = repo.queueCommit();
    expect(git(repo.origin, "rev-parse", queue.ref, `${queue.sha}^1`, `${queue.sha}^2`)).toBe(`${queue.sha}\n${repo.mainSha}\n${after}`);
    expect(treeOf(repo.origin, queue.sha)).toBe(treeOf(repo.origin, repo.mergeSha));
    expect(git(repo.workspace("merge", { depth: 1, ref: queue.ref }), "rev-parse", "HEAD")).toBe(queue.sha);
  });

  it("each workspace is a copy of its own, and a fork's names the fork's origin and fetches from it", () => {
    const repo = createPullRepo({ change: { "a.txt": "a\n" } });
    const first = repo.workspace("main");
    const second = repo.workspace("main");
    expect(second).not.toBe(first);
    rmSync(join(first, "README.md"));
    expect(git(second, "status", "--porcelain")).toBe("");

    const fork = repo.fork();
    const forked = fork.workspace("main");
    const merged = fork.workspace("merge", { depth: 1 });
    for (const workspace of [forked, merged]) {
      expect(git(workspace, "config", "remote.origin.url")).toBe(fork.url);
      expect(filesNaming(join(workspace, ".git"), repo.origin)).toEqual([]);
    }
    rmSync(repo.origin, { recursive: true });
    fork.pushCommit({ "a.txt": "a2\n" });
    git(forked, "fetch", "--quiet", "origin");
    expect(git(forked, "rev-parse", "refs/remotes/origin/feature/greet")).toBe(fork.headSha);
    expect(git(fork.workspace("head-shallow"), "rev-parse", "HEAD")).toBe(fork.headSha);
  });
});
