/**
 * Red team: the one `rev-parse` that answers the top directory, the refs'
 * commits, a range's merge base and whether the base holds the configuration
 * (Git.locate, gitLocate.ts). Whatever the history or the base's tree, what
 * a run then reads through the same Git must be what separate questions to
 * a fresh Git give: several merge bases (criss-cross), none (unrelated
 * histories), a shallow clone that lacks the merge base, and a base whose
 * `.github/gauntlet.yml` is a folder, a symbolic link, a submodule or absent.
 */
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { Git } from "../../src/review/git/git.js";
import { CONFIG_PATH, diffQuestions, namedRefs } from "../../src/cli/repositoryQuestions.js";
import { GIT_TEST_ENV, TempRepo } from "../review/support/tempRepo.js";

const repos: TempRepo[] = [];
afterAll(() => repos.splice(0).forEach((repo) => repo.cleanup()));

function fresh(): TempRepo {
  const repo = TempRepo.create("redteam-locate-");
  repos.push(repo);
  return repo;
}

/** What a run asks after locate: the merge base, and the base's configuration; each answer or the failure's kind. */
async function answers(git: Git, base: string, head: string): Promise<unknown[]> {
  const settle = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ failed: (error as Error).constructor.name }),
    );
  return Promise.all([settle(git.mergeBase(base, head)), settle(git.showFile(base, CONFIG_PATH, 4096)), settle(git.revParse(head))]);
}

/** locate's answers, then what a run reads through the same Git, against a fresh Git asked one question at a time. */
async function compare(dir: string, flags: { base: string; head?: string }) {
  const refs = namedRefs(flags);
  const git = new Git(dir, { env: GIT_TEST_ENV });
  const located = await git.locate(refs, diffQuestions(flags));
  const commits = located ? refs.map((_, i) => located.commits[i]!) : refs;
  const [base, head] = [commits[refs.indexOf(flags.base)]!, commits[refs.indexOf(flags.head ?? "HEAD")]!];
  const separately = new Git(dir, { env: GIT_TEST_ENV });
  const [baseAlone, headAlone] = [await separately.revParse(flags.base), await separately.revParse(flags.head ?? "HEAD")];
  expect([base, head]).toEqual([baseAlone, headAlone]);
  expect(await answers(git, base, head)).toEqual(await answers(separately, baseAlone, headAlone));
  return located;
}

describe("one rev-parse against the separate questions", () => {
  it("with two merge bases (a criss-cross merge), leaves the merge base to git merge-base", async () => {
    const repo = fresh();
    repo.write("f", "0\n");
    repo.commit("root");
    repo.git("branch", "side");
    repo.write("a", "1\n");
    repo.commit("main 1");
    repo.git("checkout", "-q", "side");
    repo.write("b", "1\n");
    repo.commit("side 1");
    repo.git("merge", "-q", "--no-edit", "main");
    repo.git("checkout", "-q", "main");
    repo.git("merge", "-q", "--no-edit", "side~1");
    repo.git("checkout", "-q", "side");
    repo.write("c", "2\n");
    repo.commit("side 2");
    expect(repo.git("merge-base", "--all", "main", "side").trim().split("\n")).toHaveLength(2);
    const located = await compare(repo.dir, { base: "main", head: "side" });
    expect(located?.range?.mergeBase).toBeUndefined();
  });

  it("with unrelated histories, fails the merge base as git merge-base does", async () => {
    const repo = fresh();
    repo.write("f", "0\n");
    repo.commit("root");
    repo.git("checkout", "-q", "--orphan", "other");
    repo.write("g", "1\n");
    repo.commit("other root");
    const located = await compare(repo.dir, { base: "main", head: "other" });
    expect(located?.range).toBeDefined();
    expect(located?.range?.mergeBase).toBeUndefined();
  });

  it("in a shallow clone that lacks the merge base, answers as the separate questions do", async () => {
    const origin = fresh();
    origin.write("f", "0\n");
    origin.commit("root");
    origin.git("branch", "side");
    for (let i = 0; i < 3; i += 1) {
      origin.write("a", `${i}\n`);
      origin.commit(`main ${i}`);
    }
    origin.git("checkout", "-q", "side");
    origin.write("b", "1\n");
    origin.commit("side 1");
    const clone = fresh();
    clone.git("fetch", "-q", "--depth=1", `file://${origin.dir}`, "main:refs/remotes/o/main", "side:refs/remotes/o/side");
    clone.git("checkout", "-q", "--detach", "o/side");
    expect(clone.git("rev-parse", "--is-shallow-repository").trim()).toBe("true");
    const located = await compare(clone.dir, { base: "o/main", head: "o/side" });
    expect(located?.range).toBeDefined();
    expect(located?.range?.mergeBase).toBeUndefined();
  });

  it.each([
    ["a folder", (repo: TempRepo) => repo.write(`${CONFIG_PATH}/x`, "lanes: []\n")],
    ["a symbolic link", (repo: TempRepo) => (repo.write(".github/real.yml", "lanes: []\n"), repo.symlink(CONFIG_PATH, "real.yml"))],
    ["absent", (repo: TempRepo) => repo.write(".github/other.yml", "x\n")],
    ["a file", (repo: TempRepo) => repo.write(CONFIG_PATH, "lanes: []\n")],
  ])("with the base's configuration %s, reads it as the separate questions do", async (_, place) => {
    const repo = fresh();
    place(repo);
    repo.commit("base");
    repo.git("checkout", "-q", "-b", "topic");
    repo.write("x.ts", "1\n");
    repo.commit("topic");
    const located = await compare(repo.dir, { base: "main", head: "topic" });
    expect(located?.range?.mergeBase).toBe(repo.git("rev-parse", "main").trim());
  });

  it("with the base's configuration path inside a submodule, reads it as the separate questions do", async () => {
    const repo = fresh();
    repo.write("f", "0\n");
    const commit = repo.commit("root");
    // A gitlink at .github: git's own plumbing, no submodule checkout needed.
    execFileSync("git", ["update-index", "--add", "--cacheinfo", `160000,${commit},.github`], { cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV } });
    execFileSync("git", ["commit", "-q", "-m", "gitlink"], { cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV } });
    repo.git("branch", "topic");
    const located = await compare(repo.dir, { base: "main", head: "topic" });
    expect(located?.objectPresent).toBe(false);
  });
});
