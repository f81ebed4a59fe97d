/**
 * A patch comes back through a private temporary file, not a pipe
 * (src/review/git/gitProcess.ts): the same text, nothing on disk even while git
 * writes it, the caller's command in errors, and a size cap as a pipe's.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { GitError } from "../../../src/review/git/gitError.js";
import { runGit, type GitProcessSettings } from "../../../src/review/git/gitProcess.js";
import { GIT_TEST_ENV, TempRepo } from "../support/tempRepo.js";

function changedRepo() {
  const repo = TempRepo.create("gauntlet-gitprocess-");
  onTestFinished(() => repo.cleanup());
  repo.write("src/a.ts", "export const a = 1;\n");
  const base = repo.commit("base");
  repo.write("src/a.ts", `export const a = 2;\n${"export const filler = 'x';\n".repeat(5_000)}`);
  const head = repo.commit("change");
  const settings: GitProcessSettings = { cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV }, maxBuffer: 64 * 1024 * 1024 };
  return { repo, base, head, settings };
}

/** A temporary folder of the test's own for the patch files (os.tmpdir() reads TMPDIR), and what is left in it. */
function ownTemporaries(): () => string[] {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-gitprocess-tmp-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  onTestFinished(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => readdirSync(dir);
}

describe("a patch read through a temporary file", () => {
  it("is the text git prints on a pipe, and leaves no file behind", async () => {
    const { repo, base, head, settings } = changedRepo();
    const left = ownTemporaries();
    const args = ["diff", "--no-color", "--patch", "--end-of-options", base, head, "--"];
    const text = await runGit(settings, args);
    expect(text).toBe(execFileSync("git", args, { cwd: repo.dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }));
    expect(text.length).toBeGreaterThan(100_000);
    expect(left()).toEqual([]);
    // An empty diff is an empty text.
    expect(await runGit(settings, ["diff", "--patch", "--end-of-options", head, head, "--"])).toBe("");
  });

  it("has no name on disk while git writes it, so a process killed meanwhile leaves nothing behind", async () => {
    const { base, head, settings } = changedRepo();
    const left = ownTemporaries();
    const reading = runGit(settings, ["diff", "--patch", "--end-of-options", base, head, "--"]);
    // git is running now, writing into a file that only its descriptor and this process's still reach.
    expect(left()).toEqual([]);
    expect((await reading).length).toBeGreaterThan(100_000);
  });

  it("fails as a pipe would: git's own error, and a patch over the cap, each naming the command asked", async () => {
    const { base, head, settings } = changedRepo();
    const left = ownTemporaries();
    const failed = await runGit(settings, ["diff", "--patch", "--end-of-options", "no-such-ref", head, "--"]).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(GitError);
    expect((failed as GitError).message).toContain("git diff --patch --end-of-options no-such-ref");
    expect((failed as GitError).message).not.toContain("--output");
    const capped = await runGit({ ...settings, maxBuffer: 1024 }, ["diff", "--patch", "--end-of-options", base, head, "--"]).catch((error: unknown) => error);
    expect(capped).toBeInstanceOf(GitError);
    expect((capped as GitError).message).toMatch(/more than the 1024 allowed/);
    expect(left()).toEqual([]);
  });
});
