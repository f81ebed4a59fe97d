/**
 * An added blob's line count from its bytes (src/review/git/blobLines.ts,
 * through blobHeads.ts's one `git cat-file --batch`), against a real
 * repository: each count is what `git diff --numstat` gives for that file, and
 * a blob git calls binary (a NUL in its first 8,000 bytes) is left unsure, for
 * git's numstat to count. However git's output is cut into chunks.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it, onTestFinished } from "vitest";
import { BlobHeadReader, readBlobs } from "../../../src/review/git/blobHeads.js";
import { BINARY_SNIFF } from "../../../src/review/git/blobLines.js";
import { EDGE_FILES, numstatOf } from "../support/edgeBlobs.js";
import { GIT_TEST_ENV, TempRepo } from "../support/tempRepo.js";

function edgeRepo(): { repo: TempRepo; oid: (path: string) => string } {
  const repo = TempRepo.create("blob-lines-");
  onTestFinished(() => repo.cleanup());
  repo.write("README.md", "# demo\n");
  repo.commit("base");
  for (const [path, content] of Object.entries(EDGE_FILES)) repo.write(path, content);
  // A symlink's blob is its target, without a newline: one line to git.
  repo.symlink("link", "no-newline.txt");
  repo.commit("head");
  return { repo, oid: (path) => repo.git("rev-parse", `HEAD:${path}`).trim() };
}

describe("an added blob's line count", () => {
  it("is git's numstat for each file, and unsure exactly where git calls the blob binary", async () => {
    const { repo, oid } = edgeRepo();
    const numstat = numstatOf(repo);
    // The cases themselves: git's verdicts that the reader must match.
    expect(numstat.get("nul-7999.dat")).toBeNull();
    expect(numstat.get("nul-8000.dat")).toBe(91);
    expect(numstat.get("utf16.txt")).toBeNull();
    expect(numstat.get("utf16-cjk.txt")).toBe(1);
    expect(numstat.get("link")).toBe(1);

    const paths = [...Object.keys(EDGE_FILES), "link"];
    const reads = await readBlobs(repo.client(), paths.map(oid), 12);
    for (const path of paths) {
      const expected = numstat.get(path);
      expect({ path, lines: reads.get(oid(path))!.lines }).toEqual({
        path,
        lines: expected === null ? { kind: "unsure" } : { kind: "lines", added: expected },
      });
    }
  });

  it("is the same however git's output is cut into chunks", () => {
    const { repo, oid } = edgeRepo();
    const names = Object.keys(EDGE_FILES).map(oid);
    const output = execFileSync("git", ["cat-file", "--batch"], { cwd: repo.dir, env: { ...process.env, ...GIT_TEST_ENV }, input: `${names.join("\n")}\n` });
    const whole = new BlobHeadReader(12);
    whole.write(output);
    whole.end();
    for (const step of [1, 7, BINARY_SNIFF - 1, 65_536]) {
      const reader = new BlobHeadReader(12);
      for (let at = 0; at < output.length; at += step) reader.write(output.subarray(at, at + step));
      reader.end();
      expect(reader.reads).toEqual(whole.reads);
    }
  });

  it("is unsure of what is not a blob, or missing", async () => {
    const { repo } = edgeRepo();
    const tree = repo.git("rev-parse", "HEAD^{tree}").trim();
    const missing = "0123456789abcdef0123456789abcdef01234567";
    const reads = await readBlobs(repo.client(), [tree, missing], 12);
    expect(reads.get(tree)!.lines).toEqual({ kind: "unsure" });
    expect(reads.get(missing)!.lines).toEqual({ kind: "unsure" });
  });
});
