import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import type { Git } from "../../src/review/git/git.js";
import { UNTRACKED_READ_LIMIT, readUntrackedChanges } from "../../src/review/signals/untracked.js";
import type { FileChange } from "../../src/review/signals/types.js";
import { repoTemplate, type TempRepo } from "./support/tempRepo.js";

/** A plain open of a FIFO or of /proc/self/fd/1 would block forever: vitest's timeout is the guard. */
const HANG_GUARD_MS = 20_000;

/** One committed README: built once, copied for each test. */
const baseRepo = repoTemplate("gauntlet-git-", (repo) => {
  repo.write("README.md", "base\n");
  repo.commit("base");
  return {};
});
afterAll(() => baseRepo.dispose());

function repoWithOutside(): { repo: TempRepo; outside: string } {
  const { repo } = baseRepo.copy();
  const outside = mkdtempSync(join(tmpdir(), "gauntlet-untracked-outside-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });
  return { repo, outside };
}

/** git lists what it saw; the paths may have changed since (a race, or a tool running beside the review). */
function gitListing(top: string, paths: string[]): Git {
  return { topLevel: async () => top, untrackedFiles: async () => paths } as unknown as Git;
}

const byPath = (changes: FileChange[]) => new Map(changes.map((change) => [change.path, change]));

describe("readUntrackedChanges", () => {
  it("reads an untracked file's lines as added", async () => {
    const { repo } = repoWithOutside();
    repo.write("tools/deploy.py", "import subprocess\nsubprocess.run(['make'])\n");
    expect(await readUntrackedChanges(repo.client())).toEqual([
      { path: "tools/deploy.py", status: "added", binary: false, addedLines: ["import subprocess", "subprocess.run(['make'])"], untracked: true },
    ]);
  });

  it("marks a file with a NUL byte as binary, without its content", async () => {
    const { repo } = repoWithOutside();
    repo.write("blob.dat", Buffer.from([0x41, 0x00, 0x42]));
    expect(await readUntrackedChanges(repo.client())).toEqual([{ path: "blob.dat", status: "added", binary: true, addedLines: [], untracked: true }]);
  });

  it("decodes an untracked UTF-16 or Windows-1252 file as a tracked one is, so its lines are scanned", async () => {
    const { repo } = repoWithOutside();
    const script = "import subprocess\nsubprocess.run(['make'])\n";
    repo.write("tools/wide.py", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(script, "utf16le")]));
    repo.write("tools/wide-nobom.py", Buffer.from(script, "utf16le"));
    repo.write("tools/legacy.py", Buffer.from([...Buffer.from("# "), 0x93, 0x71, 0x94, 0x0a, ...Buffer.from(script)]));
    const changes = byPath(await readUntrackedChanges(repo.client()));
    const lines = ["import subprocess", "subprocess.run(['make'])"];
    expect(changes.get("tools/wide.py")).toMatchObject({ binary: false, addedLines: lines });
    expect(changes.get("tools/wide-nobom.py")).toMatchObject({ binary: false, addedLines: lines });
    expect(changes.get("tools/legacy.py")).toMatchObject({ binary: false, addedLines: ["# \u201cq\u201d", ...lines] });
  });

  it("decodes the head of a large UTF-16 file up to its last whole line", async () => {
    const { repo } = repoWithOutside();
    repo.write("big16.txt", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("yy\n".repeat(UNTRACKED_READ_LIMIT / 4), "utf16le")]));
    const [change] = await readUntrackedChanges(repo.client());
    expect(change?.binary).toBe(false);
    // 1 MiB holds the BOM and 174,762 whole lines of six bytes; the cut seventh byte's line is left out.
    expect(change?.addedLines).toHaveLength(Math.floor((UNTRACKED_READ_LIMIT - 2) / 6));
    expect(new Set(change?.addedLines)).toEqual(new Set(["yy"]));
  });

  it("reads only the head of a large file", async () => {
    const { repo } = repoWithOutside();
    repo.write("big.txt", "y\n".repeat(UNTRACKED_READ_LIMIT));
    const [change] = await readUntrackedChanges(repo.client());
    expect(change?.addedLines).toHaveLength(UNTRACKED_READ_LIMIT / 2);
  });

  it(
    "shows a symlink as its target text and never follows it, wherever it leads",
    async () => {
      const { repo, outside } = repoWithOutside();
      writeFileSync(join(outside, "secret.txt"), "do not read me\n");
      repo.symlink("to-stdout", "/proc/self/fd/1");
      repo.symlink("to-zero", "/dev/zero");
      repo.symlink("to-outside", join(outside, "secret.txt"));
      const changes = byPath(await readUntrackedChanges(repo.client()));
      expect(changes.get("to-stdout")).toMatchObject({ addedLines: ["/proc/self/fd/1"], binary: false });
      expect(changes.get("to-zero")).toMatchObject({ addedLines: ["/dev/zero"], binary: false });
      expect(changes.get("to-outside")).toMatchObject({ addedLines: [join(outside, "secret.txt")], binary: false });
    },
    HANG_GUARD_MS,
  );

  it("splits a symlink target that holds newlines into lines, as git shows its blob", async () => {
    const { repo } = repoWithOutside();
    repo.symlink("odd-link", "first\nsecond");
    expect(await readUntrackedChanges(repo.client())).toEqual([
      { path: "odd-link", status: "added", binary: false, addedLines: ["first", "second"], untracked: true },
    ]);
  });

  it(
    "lists a FIFO without content instead of blocking on it",
    async () => {
      const { repo } = repoWithOutside();
      execFileSync("mkfifo", [join(repo.dir, "pipe")]);
      expect(await readUntrackedChanges(gitListing(repo.dir, ["pipe"]))).toEqual([
        { path: "pipe", status: "added", binary: false, addedLines: [], untracked: true },
      ]);
    },
    HANG_GUARD_MS,
  );

  it(
    "does not read through a folder that became a symlink after git listed it",
    async () => {
      const { repo, outside } = repoWithOutside();
      mkdirSync(join(outside, "folder"));
      writeFileSync(join(outside, "folder", "a.py"), "outside content\n");
      symlinkSync(join(outside, "folder"), join(repo.dir, "folder"));
      expect(await readUntrackedChanges(gitListing(repo.dir, ["folder/a.py"]))).toEqual([
        { path: "folder/a.py", status: "added", binary: false, addedLines: [], untracked: true },
      ]);
    },
    HANG_GUARD_MS,
  );

  it("lists a file deleted since git listed it without content", async () => {
    const { repo } = repoWithOutside();
    expect(await readUntrackedChanges(gitListing(repo.dir, ["gone.py"]))).toEqual([
      { path: "gone.py", status: "added", binary: false, addedLines: [], untracked: true },
    ]);
  });
});
