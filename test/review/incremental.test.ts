/**
 * planReviewScope on real repositories: which files a re-review reads anew
 * after a push, a merge of the base or a retarget, and when it falls back to a
 * full review (and says why).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Git } from "../../src/review/git/git.js";
import { pathsToReview, planReviewScope } from "../../src/review/incremental.js";
import { GIT_TEST_ENV, repoTemplate, type TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

/** main with three files; `pr` branched from it. */
function buildPullRequest(repo: TempRepo) {
  repo.write("src/a.ts", "export const a = 1;\n");
  repo.write("src/b.ts", "export const b = 1;\n");
  repo.write("src/legacy.ts", "export const legacy = 1;\n");
  repo.write("lib/util.ts", Array.from({ length: 20 }, (_, i) => `export const util${i} = ${i};`).join("\n") + "\n");
  const base = repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "pr");
  return { base };
}

/** The same, with a first push on `pr` that changes src/a.ts. */
function buildOnePush(repo: TempRepo) {
  const { base } = buildPullRequest(repo);
  repo.write("src/a.ts", "export const a = 2;\n");
  return { base, lastHead: repo.commit("first push") };
}

/** The same, with a second push that changes src/b.ts. */
function buildTwoPushes(repo: TempRepo) {
  const pushed = buildOnePush(repo);
  repo.write("src/b.ts", "export const b = 2;\n");
  return { ...pushed, newHead: repo.commit("second push") };
}

// Each built once per file; every test gets its own copy.
const templates = {
  pullRequest: repoTemplate("gauntlet-incr-", buildPullRequest),
  onePush: repoTemplate("gauntlet-incr-", buildOnePush),
  twoPushes: repoTemplate("gauntlet-incr-", buildTwoPushes),
};
afterAll(() => {
  for (const template of Object.values(templates)) template.dispose();
});

function copyOf<T extends { repo: TempRepo }>(copy: T): T & { git: Git } {
  repos.push(copy.repo);
  return { ...copy, git: copy.repo.client() };
}

/** main with three files; `pr` branched from it. */
const pullRequestRepo = () => copyOf(templates.pullRequest.copy());
/** `pr` one push ahead of main: src/a.ts changed, at lastHead. */
const onePushRepo = () => copyOf(templates.onePush.copy());
/** `pr` two pushes ahead of main: src/a.ts at lastHead, then src/b.ts at newHead. */
const twoPushesRepo = () => copyOf(templates.twoPushes.copy());

const NO_SUCH_COMMIT = "0123456789abcdef0123456789abcdef01234567";

describe("planReviewScope", () => {
  it("reviews everything when the pull request was never reviewed", async () => {
    const { base, lastHead: head, git } = onePushRepo();

    expect(await planReviewScope(git, { baseSha: base, lastHead: undefined, lastMergeBase: undefined, newHead: head })).toEqual({
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

    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: base, newHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["src/b.ts", "src/c.ts"],
    });
  });

  it("after merging the base branch in, leaves out what only the base changed", async () => {
    const { repo, base, lastHead, git } = onePushRepo();
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 'from main';\n");
    repo.write("docs/main-only.md", "# New on main\n");
    const newBase = repo.commit("work on main");
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-edit", "main");
    const merged = repo.git("rev-parse", "HEAD").trim();

    // The merge alone brings nothing of the pull request's own: the base-only files are not in its diff.
    expect(await planReviewScope(git, { baseSha: newBase, lastHead, lastMergeBase: base, newHead: merged })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: [],
    });

    repo.write("src/c.ts", "export const c = 1;\n");
    const newHead = repo.commit("push after the merge");
    expect(await planReviewScope(git, { baseSha: newBase, lastHead, lastMergeBase: base, newHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["src/c.ts"],
    });
  });

  it("reviews a file the base fixed and a merge of the base silently reverted", async () => {
    const { repo, git } = pullRequestRepo();
    repo.git("checkout", "--quiet", "main");
    repo.write("src/guard.ts", "export const allowed = (user: string) => true;\n");
    const guarded = repo.commit("guard, unsafe");
    repo.git("checkout", "--quiet", "pr");
    repo.git("reset", "--quiet", "--hard", guarded);
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");
    // The base branch fixes the guard after the last review.
    repo.git("checkout", "--quiet", "main");
    repo.write("src/guard.ts", "export const allowed = (user: string) => user === 'admin';\n");
    repo.write("docs/main-only.md", "# New on main\n");
    const fixedBase = repo.commit("fix the guard");
    // The pull request merges the base but keeps its old guard: the push itself does not touch guard.ts.
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-commit", "main");
    repo.git("checkout", lastHead, "--", "src/guard.ts");
    const merged = repo.commit("merge main");
    expect(repo.git("diff", "--name-only", `${lastHead}..${merged}`).trim().split("\n")).not.toContain("src/guard.ts");
    expect(repo.git("diff", "--name-only", `${fixedBase}...${merged}`).trim().split("\n")).toContain("src/guard.ts");

    expect(await planReviewScope(git, { baseSha: fixedBase, lastHead, lastMergeBase: guarded, newHead: merged })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["src/guard.ts"],
    });
  });

  it("reviews a file of the pull request whose base side moved under it, though the head kept it", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.write("src/b.ts", "export const b = 2; // the pull request's version\n");
    const lastHead = repo.commit("first push");
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 1; // fixed on main\n");
    const newBase = repo.commit("fix b on main");
    repo.git("checkout", "--quiet", "pr");
    repo.git("merge", "--quiet", "--no-commit", "-s", "ours", "main");
    const merged = repo.commit("merge main, keep ours");

    // src/b.ts was in the last review's diff and the head did not change it, but its diff now undoes main's fix.
    expect(await planReviewScope(git, { baseSha: newBase, lastHead, lastMergeBase: base, newHead: merged })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["src/b.ts"],
    });
  });

  it("after a retarget to a base without the stacked branch's commits, reviews the files that entered the diff", async () => {
    const { repo, base, git } = pullRequestRepo();
    // The pull request is stacked on `develop`, which main does not have.
    repo.git("checkout", "--quiet", "-b", "develop", base);
    repo.write("lib/util.ts", "export const util = 'develop';\n");
    repo.write("src/dev.ts", "export const dev = 1;\n");
    const develop = repo.commit("work on develop");
    repo.git("checkout", "--quiet", "pr");
    repo.git("reset", "--quiet", "--hard", develop);
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");

    // Retargeted from develop to main, same head.
    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: develop, newHead: lastHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["lib/util.ts", "src/dev.ts"],
    });

    repo.write("src/c.ts", "export const c = 1;\n");
    const newHead = repo.commit("push after the retarget");
    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: develop, newHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["lib/util.ts", "src/c.ts", "src/dev.ts"],
    });
  });

  it("after a retarget to an older branch with extra commits of its own, reviews what entered the diff and nothing of that branch", async () => {
    const { repo, base, git } = pullRequestRepo();
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 'main';\n");
    const mainTip = repo.commit("b on main");
    repo.git("checkout", "--quiet", "-b", "release", base);
    repo.write("docs/release.md", "# Release notes\n");
    repo.write("src/legacy.ts", "export const legacy = 'patched on release';\n");
    const release = repo.commit("release work");
    repo.git("checkout", "--quiet", "pr");
    repo.git("reset", "--quiet", "--hard", mainTip);
    repo.write("src/a.ts", "export const a = 2;\n");
    const lastHead = repo.commit("first push");

    // Retargeted from main to release: main's change to src/b.ts is now part of the pull request's diff.
    expect(await planReviewScope(git, { baseSha: release, lastHead, lastMergeBase: mainTip, newHead: lastHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["src/b.ts"],
    });
  });

  it("reviews everything when the last review's merge base is unknown", async () => {
    const { base, lastHead, newHead, git } = twoPushesRepo();

    for (const lastMergeBase of [null, undefined, ""]) {
      expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase, newHead })).toEqual({
        kind: "full",
        reason: "the last review's merge base is unknown",
      });
    }
    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: NO_SUCH_COMMIT, newHead })).toEqual({
      kind: "full",
      reason: "the last review's merge base 0123456 is not in the fetched history",
    });
  });

  it("reviews everything when the recorded merge base is not behind the last reviewed head", async () => {
    const { repo, base, lastHead, git } = onePushRepo();
    repo.git("checkout", "--quiet", "main");
    repo.write("src/b.ts", "export const b = 'main';\n");
    const mainTip = repo.commit("b on main");
    repo.git("checkout", "--quiet", "pr");
    repo.write("src/c.ts", "export const c = 1;\n");
    const newHead = repo.commit("second push");

    // E.g. the base itself, recorded when no merge base was found.
    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: mainTip, newHead })).toEqual({
      kind: "full",
      reason: `the last review's merge base ${mainTip.slice(0, 7)} is not an ancestor of its head ${lastHead.slice(0, 7)}`,
    });
  });

  it("after a force-push that rewrote history, reviews everything and says why", async () => {
    const { repo, base, lastHead, git } = onePushRepo();
    repo.git("reset", "--quiet", "--hard", base);
    repo.write("src/a.ts", "export const a = 3;\n");
    const newHead = repo.commit("rewritten");

    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: base, newHead })).toEqual({
      kind: "full",
      reason: `history was rewritten since ${lastHead.slice(0, 7)}`,
    });
  });

  it("reviews everything when the last reviewed head is not in the local repository", async () => {
    const { base, lastHead: newHead, git } = onePushRepo();

    expect(await planReviewScope(git, { baseSha: base, lastHead: NO_SUCH_COMMIT, lastMergeBase: base, newHead })).toEqual({
      kind: "full",
      reason: "the last reviewed head 0123456 is not in the fetched history",
    });
  });

  it("names a shallow clone as the reason the last reviewed head is missing", async () => {
    const { repo, base, lastHead, newHead, git: origin } = twoPushesRepo();
    const clone = mkdtempSync(join(tmpdir(), "gauntlet-incr-shallow-"));
    try {
      repo.git("clone", "--quiet", "--depth=1", "--branch=pr", `file://${origin.cwd}`, clone);
      const scope = await planReviewScope(new Git(clone, { env: GIT_TEST_ENV }), { baseSha: newHead, lastHead, lastMergeBase: base, newHead });
      expect(scope).toEqual({ kind: "full", reason: `the last reviewed head ${lastHead.slice(0, 7)} is not in the fetched history (shallow clone)` });
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it("names a shallow clone as the reason the last review's merge base is missing", async () => {
    const { repo, base, lastHead, newHead, git: origin } = twoPushesRepo();
    const clone = mkdtempSync(join(tmpdir(), "gauntlet-incr-shallow-"));
    try {
      repo.git("clone", "--quiet", "--depth=2", "--branch=pr", `file://${origin.cwd}`, clone);
      const scope = await planReviewScope(new Git(clone, { env: GIT_TEST_ENV }), { baseSha: newHead, lastHead, lastMergeBase: base, newHead });
      expect(scope).toEqual({ kind: "full", reason: `the last review's merge base ${base.slice(0, 7)} is not in the fetched history (shallow clone)` });
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it("has nothing to review anew when neither the head nor the base moved", async () => {
    const { base, lastHead: head, git } = onePushRepo();

    expect(await planReviewScope(git, { baseSha: base, lastHead: head, lastMergeBase: base, newHead: head })).toEqual({
      kind: "incremental",
      since: head,
      paths: [],
    });
  });

  it("follows a rename to its new name, and leaves out deleted files", async () => {
    const { repo, base, lastHead, git } = onePushRepo();
    repo.move("lib/util.ts", "lib/helpers.ts");
    repo.remove("src/legacy.ts");
    const newHead = repo.commit("rename util, drop legacy");

    expect(await planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: base, newHead })).toEqual({
      kind: "incremental",
      since: lastHead,
      paths: ["lib/helpers.ts"],
    });
  });

  it("falls back to a full review when a revision cannot be read", async () => {
    const { base, lastHead, newHead, git } = twoPushesRepo();

    const scope = await planReviewScope(git, { baseSha: "no-such-base", lastHead, lastMergeBase: base, newHead });
    expect(scope).toMatchObject({
      kind: "full",
      reason: expect.stringMatching(new RegExp(`^could not compare with the last reviewed head ${lastHead.slice(0, 7)}: `)),
    });
  });

  it("rejects with the abort reason instead of falling back when aborted", async () => {
    const { base, lastHead, newHead, git } = twoPushesRepo();
    const reason = new Error("stop");

    await expect(planReviewScope(git, { baseSha: base, lastHead, lastMergeBase: base, newHead, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});

const none = [] as const;

describe("pathsToReview", () => {
  it("counts a pull-request rename whose old name was touched since the last review", () => {
    const paths = pathsToReview({
      sincePush: [{ status: "modified", path: "src/old.ts" }],
      pullRequest: [
        { status: "renamed", oldPath: "src/old.ts", path: "src/new.ts", similarity: 90 },
        { status: "modified", path: "src/untouched.ts" },
      ],
      lastPullRequest: [
        { status: "renamed", oldPath: "src/old.ts", path: "src/new.ts", similarity: 90 },
        { status: "modified", path: "src/untouched.ts" },
      ],
      baseMoved: none,
    });
    expect(paths).toEqual(["src/new.ts"]);
  });

  it("counts both names of a rename since the last review, once each, sorted", () => {
    const paths = pathsToReview({
      sincePush: [
        { status: "renamed", oldPath: "z/old.ts", path: "a/new.ts", similarity: 95 },
        { status: "modified", path: "m.ts" },
      ],
      pullRequest: [
        { status: "modified", path: "m.ts" },
        { status: "added", path: "a/new.ts" },
        { status: "deleted", path: "z/old.ts" },
      ],
      lastPullRequest: [
        { status: "modified", path: "m.ts" },
        { status: "added", path: "a/new.ts" },
      ],
      baseMoved: none,
    });
    expect(paths).toEqual(["a/new.ts", "m.ts"]);
  });

  it("counts a file whose base side moved, and a file new to the pull request's diff; skips one read before and untouched", () => {
    const paths = pathsToReview({
      sincePush: none,
      pullRequest: [
        { status: "modified", path: "base-moved.ts" },
        { status: "modified", path: "entered.ts" },
        { status: "modified", path: "was-deleted.ts" },
        { status: "modified", path: "unchanged.ts" },
      ],
      lastPullRequest: [
        { status: "modified", path: "base-moved.ts" },
        { status: "deleted", path: "was-deleted.ts" },
        { status: "modified", path: "unchanged.ts" },
      ],
      baseMoved: [{ status: "renamed", oldPath: "base-moved.ts", path: "elsewhere.ts", similarity: 80 }],
    });
    expect(paths).toEqual(["base-moved.ts", "entered.ts", "was-deleted.ts"]);
  });
});
