/**
 * Red team: the walk through a commit's trees (src/review/git/commitFiles.ts)
 * with trees a pull request can push. Git reads a tree entry's mode as an
 * octal number, so a folder written `040000` (zero-padded: `git fsck` only
 * warns, and hosts accept it) is a folder to `ls-tree`, to the checkout and
 * to `git diff`; the walk must read through it too, or the manifests' walk
 * misses the module an entry point reaches and consumer_surface is dropped.
 */
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { CommitFiles } from "../../src/review/git/commitFiles.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { GIT_TEST_ENV, TempRepo } from "../review/support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => repos.splice(0).forEach((repo) => repo.cleanup()));

/** A commit whose root tree is HEAD's with `from` in an entry's mode replaced by `to`: git's own plumbing, no checks. */
function commitWithMode(repo: TempRepo, name: string, from: string, to: string): string {
  const git = (args: string[], input?: Buffer) => execFileSync("git", args, { cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV }, input });
  const raw = git(["cat-file", "tree", "HEAD^{tree}"]).toString("latin1");
  const edited = raw.replace(`${from} ${name}\0`, `${to} ${name}\0`);
  expect(edited).not.toBe(raw);
  const tree = git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], Buffer.from(edited, "latin1")).toString().trim();
  return git(["commit-tree", tree, "-p", "HEAD~1", "-m", "padded"]).toString().trim();
}

function padded(): { repo: TempRepo; base: string; head: string } {
  const repo = TempRepo.create("redteam-trees-");
  repos.push(repo);
  repo.write("package.json", JSON.stringify({ name: "app", main: "src/index.ts" }));
  repo.write("src/index.ts", 'export * from "./lib/api";\n');
  repo.write("src/lib/api.ts", "export const api = 1;\n");
  const base = repo.commit("base");
  repo.write("src/lib/api.ts", "export const api = 2;\n");
  repo.commit("change");
  return { repo, base, head: commitWithMode(repo, "src", "40000", "040000") };
}

describe("a commit's trees as a pull request can write them", () => {
  it("reads through a folder whose mode is zero-padded (040000), as ls-tree and the checkout do", async () => {
    const { repo, head } = padded();
    expect(repo.git("ls-tree", "-r", "--name-only", head)).toContain("src/index.ts");
    const files = new CommitFiles({ cwd: repo.dir, env: GIT_TEST_ENV }, head, 1024);
    try {
      expect(await files.read("src/index.ts")).toBe('export * from "./lib/api";\n');
      expect(await files.read("src/lib/api.ts")).toBe("export const api = 2;\n");
      // The folder itself is still no file.
      expect(await files.read("src")).toBeUndefined();
    } finally {
      files.close();
    }
  });

  it("raises consumer_surface for a module the entry point reaches through that folder", async () => {
    const { repo, base, head } = padded();
    const signals = await computeSignals(repo.client(), `${base}..${head}`);
    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.consumer_surface).toBe("src/lib/api.ts (path: reachable from the entry points of package.json)");
  });

  it("fails with git's own words, and without hanging, when git dies in the middle of the walk", async () => {
    const repo = TempRepo.create("redteam-trees-");
    repos.push(repo);
    repo.write("package.json", JSON.stringify({ name: "app", main: "src/index.ts" }));
    for (let i = 0; i < 2000; i += 1) repo.write(`src/m${i}.ts`, `export const m = ${i};\n`);
    const head = repo.commit("base");
    // git may allocate the commit and the root tree, not the 2,000 entries of src/ (about 80 KB): it dies reading them.
    const files = new CommitFiles({ cwd: repo.dir, env: { ...GIT_TEST_ENV, GIT_ALLOC_LIMIT: "20k" } }, head, 1024 * 1024);
    try {
      await expect(files.read("src/m1.ts")).rejects.toThrow(/git cat-file --batch-command failed \(exit 128\): fatal: attempting to allocate/);
      // A read after the death starts git again and settles (git may die again here, in its own words): nothing hangs.
      const again = await files.read("package.json").then(
        (text) => text,
        (error: Error) => error.message,
      );
      expect([
        JSON.stringify({ name: "app", main: "src/index.ts" }),
        expect.stringMatching(/^git cat-file --batch-command failed \(exit 128\): fatal: [^/]*$/),
      ]).toContainEqual(again);
    } finally {
      files.close();
    }
  });
});
