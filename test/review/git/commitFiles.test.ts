/**
 * CommitFiles (src/review/git/commitFiles.ts): a commit's files by path,
 * walked through its trees in one `git cat-file --batch-command` process,
 * against a real repository. A path reads as a file exactly when
 * `git ls-tree -r` lists it as a blob within the size limit (a symbolic link
 * reads as its target's text; a folder, a submodule, a path through a
 * symbolic link or a file over the limit reads as absent), and no path is
 * written to git's input.
 */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { CommitFiles } from "../../../src/review/git/commitFiles.js";
import { GitError } from "../../../src/review/git/git.js";
import { GIT_TEST_ENV, TempRepo, tracedGitCommands } from "../support/tempRepo.js";

const LIMIT = 1000;

function fixture() {
  const repo = TempRepo.create("commit-files-");
  const traceDir = mkdtempSync(join(tmpdir(), "commit-files-trace-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(traceDir, { recursive: true, force: true });
  });
  repo.write("package.json", '{"name":"x"}');
  repo.write("src/deep/er/a.ts", "export const a = 1;\n");
  repo.write("src/é ü.ts", "unicode\n");
  repo.write("big.txt", "x".repeat(LIMIT + 1));
  repo.write("edge.txt", "y".repeat(LIMIT));
  repo.write("empty.txt", "");
  symlinkSync("src", join(repo.dir, "link"));
  repo.commit("files");
  // A submodule's entry, without the submodule.
  repo.git("update-index", "--add", "--cacheinfo", `160000,${repo.git("rev-parse", "HEAD").trim()},sub`);
  repo.git("commit", "--quiet", "-m", "submodule");
  const commit = repo.git("rev-parse", "HEAD").trim();
  const trace = join(traceDir, "trace");
  const files = new CommitFiles({ cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV, GIT_TRACE: trace } }, commit, LIMIT);
  onTestFinished(() => files.close());
  return { repo, commit, files, spawned: () => tracedGitCommands(trace) };
}

describe("CommitFiles", () => {
  it("reads what ls-tree lists as a blob within the limit, and nothing else, through one process", async () => {
    const { repo, commit, files, spawned } = fixture();
    const listed = new Map(
      repo
        .git("ls-tree", "-r", "-z", "--long", "--full-tree", commit)
        .split("\0")
        .flatMap((entry) => {
          const m = /^\S+ blob (\S+) +(\d+)\t(.*)$/s.exec(entry);
          return m && Number(m[2]) <= LIMIT ? [[m[3]!, repo.git("cat-file", "blob", m[1]!)] as const] : [];
        }),
    );
    const asked = [...listed.keys(), "src", "src/deep", "sub", "big.txt", "link/deep/er/a.ts", "missing.ts", "src//deep/er/a.ts", "./package.json"];
    asked.push("src/deep/../deep/er/a.ts", "src/deep/er/a.ts/x", "", "/package.json", "package.json/");
    for (const path of asked) expect(await files.read(path), path).toBe(listed.get(path));
    expect(await files.read("link")).toBe("src");
    expect(await files.read("edge.txt")).toHaveLength(LIMIT);
    expect(await files.read("empty.txt")).toBe("");
    expect(spawned()).toEqual(["cat-file --batch-command"]);
  });

  it("reads at once what is asked at once, in the order asked", async () => {
    const { files } = fixture();
    const texts = await Promise.all(["src/deep/er/a.ts", "missing", "package.json", "src/é ü.ts"].map((path) => files.read(path)));
    expect(texts).toEqual(["export const a = 1;\n", undefined, '{"name":"x"}', "unicode\n"]);
  });

  it("rejects when the commit is not there or git fails, so that the caller reads another way", async () => {
    const { repo } = fixture();
    const missing = new CommitFiles({ cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV } }, "0".repeat(40), LIMIT);
    await expect(missing.read("package.json")).rejects.toThrow(/0000000000 is not a commit here/);
    missing.close();
    const outside = mkdtempSync(join(tmpdir(), "commit-files-outside-"));
    onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    const failing = new CommitFiles({ cwd: outside, env: { ...process.env, ...GIT_TEST_ENV, GIT_CEILING_DIRECTORIES: tmpdir() } }, "0".repeat(40), LIMIT);
    await expect(failing.read("package.json")).rejects.toBeInstanceOf(GitError);
    failing.close();
  });
});
