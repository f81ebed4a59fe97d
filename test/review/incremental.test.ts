/**
 * planReviewScope on real repositories: which files a re-review reads anew
 * after a push, and when it falls back to a full review (and says why).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Git } from "../../src/review/git.js";
import { pathsToReview, planReviewScope } from "../../src/review/incremental.js";
import { GIT_TEST_ENV, TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

/** main with three files; `pr` branched from it. Returns the base SHA. */
function pullRequestRepo() {
  const repo = TempRepo.create("gauntlet-incr-");
  repos.push(repo);
  repo.write("src/a.ts", "export const a = 1;\n");
  repo.write("src/b.ts", "export const b = 1;\n");
  repo.write("src/legacy.ts", "export const legacy = 1;\n");
  repo.write("lib/util.ts", Array.from({ length: 20 }, (_, i) => `export const util${i} = ${i};`).join("\n") + "\n");
  const base = repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "pr");
  return { repo, base, git: repo.client() };
}

describe("planReviewScope", () => {
  it("reviews everything when the pull request was never reviewed", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const head = repo.commit("first push");

    expect(await planReviewScope(git, { baseSha: base, lastHead: undefined, newHead: head })).toEqual({
      kind: "full",
      reason: "no earlier review of this pull request",
    });
  });

  it("after a simple push, reviews only the files of the new commits", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    repo.write("src/b.ts", "export const b = 2;\n");
    const lastHead = repo.commit("first push");
    repo.write("src/b.ts", "export const b = 3;\n");
    repo.write("src/c.ts", "export const c = 1;\n");
    const newHead = repo.commit("second push");

    expect(await planReviewScope(git, { baseSha: base, lastHead, newHead })).toEqual({ kind: "incremental", since: lastHead, paths: ["src/b.ts", "src/c.ts"] });
  });

  it("after merging the base branch in, leaves out what only the base changed", async () => {
    const { repo, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 'from main';\n");
    repo.write("docs/main-only.md", "# New on main\n");
    const newBase = repo.commit("work on main");
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-edit", "main");
    const merged = repo.git("rev-parse", "HEAD").trim();

    // The merge alone brings nothing of the pull request's own.
    expect(await planReviewScope(git, { baseSha: newBase, lastHead, newHead: merged })).toEqual({ kind: "incremental", since: lastHead, paths: [] });

    repo.write("src/c.ts", "export const c = 1;\n");
    const newHead = repo.commit("push after the merge");
    expect(await planReviewScope(git, { baseSha: newBase, lastHead, newHead })).toEqual({ kind: "incremental", since: lastHead, paths: ["src/c.ts"] });
  });

  it("after a force-push that rewrote history, reviews everything and says why", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    repo.git("reset", "--quiet", "--hard", base);
    repo.write("src/a.ts", "export const a = 3;\n");
    const newHead = repo.commit("rewritten");

    expect(await planReviewScope(git, { baseSha: base, lastHead, newHead })).toEqual({ kind: "full", reason: `history was rewritten since ${lastHead.slice(0, 7)}` });
  });

  it("reviews everything when the last reviewed head is not in the local repository", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const newHead = repo.commit("push");
    const unknown = "0123456789abcdef0123456789abcdef01234567";

    expect(await planReviewScope(git, { baseSha: base, lastHead: unknown, newHead })).toEqual({
      kind: "full",
      reason: "the last reviewed head 0123456 is not in the fetched history",
    });
  });

  it("names a shallow clone as the reason the last reviewed head is missing", async () => {
    const { repo, git: origin } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    repo.write("src/b.ts", "export const b = 2;\n");
    const newHead = repo.commit("second push");
    const clone = mkdtempSync(join(tmpdir(), "gauntlet-incr-shallow-"));
    try {
      repo.git("clone", "--quiet", "--depth=1", "--branch=pr", `file://${origin.cwd}`, clone);
      const scope = await planReviewScope(new Git(clone, { env: GIT_TEST_ENV }), { baseSha: newHead, lastHead, newHead });
      expect(scope).toEqual({ kind: "full", reason: `the last reviewed head ${lastHead.slice(0, 7)} is not in the fetched history (shallow clone)` });
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it("has nothing to review anew when the head did not move", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const head = repo.commit("push");

    expect(await planReviewScope(git, { baseSha: base, lastHead: head, newHead: head })).toEqual({ kind: "incremental", since: head, paths: [] });
  });

  it("follows a rename to its new name, and leaves out deleted files", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    repo.move("lib/util.ts", "lib/helpers.ts");
    repo.remove("src/legacy.ts");
    const newHead = repo.commit("rename util, drop legacy");

    expect(await planReviewScope(git, { baseSha: base, lastHead, newHead })).toEqual({ kind: "incremental", since: lastHead, paths: ["lib/helpers.ts"] });
  });

  it("falls back to a full review when a revision cannot be read", async () => {
    const { repo, git } = pullRequestRepo();
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    repo.write("src/b.ts", "export const b = 2;\n");
    const newHead = repo.commit("second push");

    const scope = await planReviewScope(git, { baseSha: "no-such-base", lastHead, newHead });
    expect(scope).toMatchObject({ kind: "full", reason: expect.stringMatching(new RegExp(`^could not compare with the last reviewed head ${lastHead.slice(0, 7)}: `)) });
  });
});

describe("pathsToReview", () => {
  it("counts a pull-request rename whose old name was touched since the last review", () => {
    const paths = pathsToReview(
      [{ status: "modified", path: "src/old.ts" }],
      [
        { status: "renamed", oldPath: "src/old.ts", path: "src/new.ts", similarity: 90 },
        { status: "modified", path: "src/untouched.ts" },
      ],
    );
    expect(paths).toEqual(["src/new.ts"]);
  });

  it("counts both names of a rename since the last review, once each, sorted", () => {
    const paths = pathsToReview(
      [
        { status: "renamed", oldPath: "z/old.ts", path: "a/new.ts", similarity: 95 },
        { status: "modified", path: "m.ts" },
      ],
      [
        { status: "modified", path: "m.ts" },
        { status: "added", path: "a/new.ts" },
        { status: "deleted", path: "z/old.ts" },
      ],
    );
    expect(paths).toEqual(["a/new.ts", "m.ts"]);
  });
});
