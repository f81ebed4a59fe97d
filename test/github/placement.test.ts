import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { placeableLocations } from "../../src/github/publish/placement.js";
import { TempRepo } from "../review/support/tempRepo.js";

/** A plain open of the FIFO or of /proc/self/fd/1 would block forever: vitest's timeout is the guard. */
const HANG_GUARD_MS = 20_000;

/**
 * A head commit that adds ordinary files and hostile paths, then a worktree
 * where the probe lane (which runs PR code) could have swapped files for a
 * FIFO and a folder for a symlink leading out.
 */
function hostileCheckout(): TempRepo {
  const repo = TempRepo.create();
  const outside = mkdtempSync(join(tmpdir(), "gauntlet-placement-outside-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });
  writeFileSync(join(outside, "secret.ts"), "line\n".repeat(50));
  mkdirSync(join(outside, "folder"));
  writeFileSync(join(outside, "folder", "a.ts"), "line\n".repeat(50));

  repo.write("README.md", "base\n");
  repo.commit("base");
  repo.write("src/ok.ts", "one\ntwo\nthree\n");
  repo.write("src/no-newline.ts", "one\ntwo");
  // Three lines in UTF-16LE: a final newline ends in a NUL, and U+010A holds the byte 0x0A.
  repo.write("src/wide.ts", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("// Ċ\ntwo\nthree\n", "utf16le")]));
  repo.symlink("to-stdout", "/proc/self/fd/1");
  repo.symlink("to-zero", "/dev/zero");
  repo.symlink("to-outside", join(outside, "secret.ts"));
  repo.write("pipe", "a regular file at commit time\n");
  repo.write("folder/a.ts", "x\n");
  repo.commit("head");

  repo.remove("pipe");
  execFileSync("mkfifo", [join(repo.dir, "pipe")]);
  rmSync(join(repo.dir, "folder"), { recursive: true });
  symlinkSync(join(outside, "folder"), join(repo.dir, "folder"));
  return repo;
}

describe("placeableLocations", () => {
  it(
    "places findings on the lines of ordinary changed files",
    async () => {
      const repo = hostileCheckout();
      const placeable = await placeableLocations(repo.client(), repo.dir, "HEAD~1..HEAD");
      expect(placeable("src/ok.ts", 1, 3)).toBe(true);
      expect(placeable("src/ok.ts", 3, 4)).toBe(false);
      expect(placeable("src/no-newline.ts", 2, 2)).toBe(true);
      expect(placeable("src/no-newline.ts", 3, 3)).toBe(false);
      expect(placeable("src/wide.ts", 1, 3)).toBe(true);
      expect(placeable("src/wide.ts", 4, 4)).toBe(false);
      // Unchanged in this diff: nothing to annotate.
      expect(placeable("README.md", 1, 1)).toBe(false);
    },
    HANG_GUARD_MS,
  );

  it.each(["to-stdout", "to-zero", "to-outside", "pipe", "folder/a.ts"])(
    "returns promptly with no placeable lines for %j",
    async (hostile) => {
      const repo = hostileCheckout();
      const placeable = await placeableLocations(repo.client(), repo.dir, "HEAD~1..HEAD");
      expect(placeable(hostile, 1, 1)).toBe(false);
    },
    HANG_GUARD_MS,
  );

  it(
    "rejects nonsense line ranges",
    async () => {
      const repo = hostileCheckout();
      const placeable = await placeableLocations(repo.client(), repo.dir, "HEAD~1..HEAD");
      expect(placeable("src/ok.ts", 0, 1)).toBe(false);
      expect(placeable("src/ok.ts", 2, 1)).toBe(false);
      expect(placeable("src/ok.ts", 1.5, 2)).toBe(false);
    },
    HANG_GUARD_MS,
  );
});
