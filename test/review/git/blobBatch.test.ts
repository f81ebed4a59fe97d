/**
 * BlobBatch (src/review/git/blobBatch.ts): blobs by object name through one
 * `git cat-file --batch` process, against a real repository. Bytes come back
 * as stored (a NUL, a lone newline at the end, an empty file), in the order
 * asked; a missing object or a tree is undefined; a name that is not a full
 * object name is refused without reaching git; a failing git rejects every
 * read waiting on it, with git's own message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { BlobBatch } from "../../../src/review/git/blobBatch.js";
import { GitError } from "../../../src/review/git/git.js";
import { GIT_TEST_ENV, TempRepo, tracedGitCommands } from "../support/tempRepo.js";

function repoWith(files: Record<string, string | Buffer>): { repo: TempRepo; oid: (path: string) => string } {
  const repo = TempRepo.create("blob-batch-");
  onTestFinished(() => repo.cleanup());
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  repo.commit("files");
  return { repo, oid: (path) => repo.git("rev-parse", `HEAD:${path}`).trim() };
}

describe("BlobBatch", () => {
  it("reads many blobs, in the order asked, through one process", async () => {
    const big = "x".repeat(300_000) + "\n";
    const binary = Buffer.from([0, 1, 2, 10, 255, 10, 0]);
    const { repo, oid } = repoWith({ "a.txt": "alpha\n", "big.txt": big, "bin.dat": binary, "empty.txt": "", "dir/b.txt": "beta" });
    const traceDir = mkdtempSync(join(tmpdir(), "blob-batch-trace-"));
    onTestFinished(() => rmSync(traceDir, { recursive: true, force: true }));
    const trace = join(traceDir, "trace");
    const batch = new BlobBatch({ cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV, GIT_TRACE: trace } });
    try {
      const names = ["a.txt", "big.txt", "bin.dat", "empty.txt", "dir/b.txt", "a.txt"].map(oid);
      const [a, bigRead, bin, empty, b, again] = await Promise.all(names.map((name) => batch.read(name)));
      expect(a?.toString("utf8")).toBe("alpha\n");
      expect(bigRead?.toString("utf8")).toBe(big);
      expect(bin).toEqual(binary);
      expect(empty).toEqual(Buffer.alloc(0));
      expect(b?.toString("utf8")).toBe("beta");
      expect(again?.toString("utf8")).toBe("alpha\n");
      // A tree is not a blob; an object the repository lacks is not there.
      expect(await batch.read(repo.git("rev-parse", "HEAD:dir").trim())).toBeUndefined();
      expect(await batch.read("0".repeat(40))).toBeUndefined();
      expect(tracedGitCommands(trace)).toEqual(["cat-file --batch"]);
    } finally {
      batch.close();
    }
  });

  it("refuses what is not a full object name, without asking git", async () => {
    const { repo } = repoWith({ "a.txt": "alpha\n" });
    const batch = new BlobBatch({ cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV } });
    for (const name of ["HEAD:a.txt", "abc123", `${"a".repeat(40)}\nHEAD:a.txt`]) await expect(batch.read(name)).rejects.toBeInstanceOf(GitError);
    batch.close();
  });

  it("rejects the reads waiting on a git that fails, naming the command and git's reason", async () => {
    const outside = mkdtempSync(join(tmpdir(), "blob-batch-outside-"));
    onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    const batch = new BlobBatch({ cwd: outside, env: { ...process.env, ...GIT_TEST_ENV, GIT_CEILING_DIRECTORIES: tmpdir() } });
    const read = batch.read("1".repeat(40));
    await expect(read).rejects.toThrow(/git cat-file --batch failed \(exit 128\): .*not a git repository/i);
    batch.close();
  });

  it("rejects with the signal's reason once aborted", async () => {
    const { repo, oid } = repoWith({ "a.txt": "alpha\n" });
    const controller = new AbortController();
    const batch = new BlobBatch({ cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV } }, { signal: controller.signal });
    expect((await batch.read(oid("a.txt")))?.toString("utf8")).toBe("alpha\n");
    controller.abort(new Error("cancelled by the test"));
    await expect(batch.read(oid("a.txt"))).rejects.toThrow("cancelled by the test");
    batch.close();
  });
});
