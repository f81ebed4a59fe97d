import { execFileSync } from "node:child_process";
import { chmod } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countWorkspaceLines, openWorkspacePath, readWorkspaceBytes, readWorkspaceLink } from "../../../src/llm/tools/confinedRead.js";
import { makeWorkspace } from "./workspace.js";

/** A FIFO read with a plain open would block forever: vitest's timeout is the guard, never a timing assertion. */
const HANG_GUARD_MS = 20_000;
const CAP = { maxBytes: 1024 };

/** A workspace holding one of each hostile thing a PR can put at a changed path. */
async function hostileWorkspace() {
  const ws = await makeWorkspace({ "ok.txt": "one\ntwo\n", "inside/real.ts": "x\n" });
  await ws.writeOutside("secret.txt", "outside\n");
  await ws.link("to-stdout", "/proc/self/fd/1");
  await ws.link("to-zero", "/dev/zero");
  await ws.link("to-outside", path.join(ws.outside, "secret.txt"));
  await ws.link("to-inside", "inside/real.ts");
  await ws.link("linked-dir", ws.outside);
  await ws.link("linked-inside-dir", "inside");
  execFileSync("mkfifo", [path.join(ws.root, "pipe")]);
  return ws;
}

describe("readWorkspaceBytes", () => {
  it("reads a regular file whole", async () => {
    const ws = await makeWorkspace({ "a/b.txt": "hello\n" });
    expect(await readWorkspaceBytes(ws.root, "a/b.txt", CAP)).toEqual({ kind: "file", bytes: Buffer.from("hello\n"), size: 6, truncated: false });
  });

  it("reads at most maxBytes and says the file goes on", async () => {
    const ws = await makeWorkspace({ "big.txt": "0123456789" });
    expect(await readWorkspaceBytes(ws.root, "big.txt", { maxBytes: 4 })).toEqual({ kind: "file", bytes: Buffer.from("0123"), size: 10, truncated: true });
  });

  it("is not truncated when the file is exactly maxBytes long", async () => {
    const ws = await makeWorkspace({ "four.txt": "abcd" });
    expect(await readWorkspaceBytes(ws.root, "four.txt", { maxBytes: 4 })).toMatchObject({ kind: "file", truncated: false });
  });

  it.each([
    ["to-stdout", "symlink"],
    ["to-zero", "symlink"],
    ["to-outside", "symlink"],
    ["to-inside", "symlink"],
    ["linked-dir/secret.txt", "symlinked-directory"],
    ["linked-inside-dir/real.ts", "symlinked-directory"],
    ["pipe", "not-a-regular-file"],
    ["inside", "not-a-regular-file"],
    ["nope.txt", "missing"],
    ["ok.txt/child", "missing"],
    ["../outside/secret.txt", "outside-workspace"],
    ["inside/../ok.txt", "outside-workspace"],
    ["/etc/passwd", "outside-workspace"],
    ["ok.txt\0", "outside-workspace"],
    [".", "outside-workspace"],
  ])(
    "reads nothing from %j (%s) and returns at once",
    async (relPath, reason) => {
      const ws = await hostileWorkspace();
      const read = await readWorkspaceBytes(ws.root, relPath, CAP);
      expect(read).toMatchObject({ kind: "skipped", reason });
    },
    HANG_GUARD_MS,
  );

  it(
    "names what a non-regular file is, never the path",
    async () => {
      const ws = await hostileWorkspace();
      expect(await readWorkspaceBytes(ws.root, "pipe", CAP)).toEqual({ kind: "skipped", reason: "not-a-regular-file", detail: "a FIFO" });
    },
    HANG_GUARD_MS,
  );

  it(
    "refuses a character device without reading it",
    async () => {
      expect(await readWorkspaceBytes("/dev", "zero", CAP)).toEqual({ kind: "skipped", reason: "not-a-regular-file", detail: "a character device" });
      expect(await readWorkspaceBytes("/dev", "null", CAP)).toMatchObject({ kind: "skipped", reason: "not-a-regular-file" });
    },
    HANG_GUARD_MS,
  );

  it(
    "does not follow /proc/self/fd/1 itself",
    async () => {
      expect(await readWorkspaceBytes("/proc/self/fd", "1", CAP)).toMatchObject({ kind: "skipped", reason: "symlink" });
    },
    HANG_GUARD_MS,
  );

  it("accepts a workspace root that is itself reached through a symlink", async () => {
    const ws = await makeWorkspace();
    await ws.writeOutside("repo/a.txt", "a\n");
    const linkedRoot = path.join(ws.root, "repo-link");
    await ws.link("repo-link", path.join(ws.outside, "repo"));
    expect(await readWorkspaceBytes(linkedRoot, "a.txt", CAP)).toMatchObject({ kind: "file", bytes: Buffer.from("a\n") });
  });

  it.skipIf(process.getuid?.() === 0)("reports a file it may not read as unreadable", async () => {
    const ws = await makeWorkspace({ "locked.txt": "x\n" });
    await chmod(path.join(ws.root, "locked.txt"), 0o000);
    expect(await readWorkspaceBytes(ws.root, "locked.txt", CAP)).toMatchObject({ kind: "skipped", reason: "unreadable" });
  });

  it("rejects with the signal's reason once aborted", async () => {
    const ws = await makeWorkspace({ "a.txt": "a\n" });
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(readWorkspaceBytes(ws.root, "a.txt", { maxBytes: 10, signal: controller.signal })).rejects.toThrow("cancelled");
  });

  it("refuses a cap that is not a non-negative integer", async () => {
    const ws = await makeWorkspace({ "a.txt": "a\n" });
    await expect(readWorkspaceBytes(ws.root, "a.txt", { maxBytes: -1 })).rejects.toThrow(RangeError);
  });
});

describe("countWorkspaceLines", () => {
  it.each([
    ["", 0],
    ["\n", 1],
    ["a", 1],
    ["a\nb\n", 2],
    ["a\nb", 2],
    ["a\r\nb\r\n", 2],
  ])("counts %j as %i lines", async (content, count) => {
    const ws = await makeWorkspace({ "f.txt": content });
    expect(await countWorkspaceLines(ws.root, "f.txt", CAP)).toEqual({ kind: "lines", count, truncated: false });
  });

  it("counts only the lines that start within the cap", async () => {
    const ws = await makeWorkspace({ "f.txt": "aa\nbb\ncc\ndd\n" });
    // "aa\nbb\nc": two whole lines and the start of a third.
    expect(await countWorkspaceLines(ws.root, "f.txt", { maxBytes: 7 })).toEqual({ kind: "lines", count: 3, truncated: true });
  });

  it("counts across chunk boundaries", async () => {
    const ws = await makeWorkspace({ "f.txt": "x\n".repeat(100_000) });
    expect(await countWorkspaceLines(ws.root, "f.txt", { maxBytes: 1_000_000 })).toEqual({ kind: "lines", count: 100_000, truncated: false });
  });

  it.each(["to-stdout", "to-zero", "to-outside", "pipe", "linked-dir/secret.txt"])(
    "has no lines for %j",
    async (relPath) => {
      const ws = await hostileWorkspace();
      expect(await countWorkspaceLines(ws.root, relPath, CAP)).toMatchObject({ kind: "skipped" });
    },
    HANG_GUARD_MS,
  );
});

describe("readWorkspaceLink", () => {
  it("returns a symlink's target text without following it", async () => {
    const ws = await hostileWorkspace();
    expect(await readWorkspaceLink(ws.root, "to-stdout")).toEqual({ kind: "link", target: "/proc/self/fd/1" });
  });

  it("does not read a link through a symlinked folder", async () => {
    const ws = await hostileWorkspace();
    await ws.link("inside/nested-link", "anything");
    expect(await readWorkspaceLink(ws.root, "linked-inside-dir/nested-link")).toMatchObject({ kind: "skipped", reason: "symlinked-directory" });
  });

  it("says a regular file is not a link", async () => {
    const ws = await hostileWorkspace();
    expect(await readWorkspaceLink(ws.root, "ok.txt")).toMatchObject({ kind: "skipped", detail: "not a symlink" });
  });
});

describe("openWorkspacePath", () => {
  it("hands back an open regular file for the caller to read and close", async () => {
    const ws = await makeWorkspace({ "a.txt": "abc" });
    const opened = await openWorkspacePath(ws.root, "a.txt");
    if (opened.kind !== "open") throw new Error(`expected an open file, got ${opened.reason}`);
    try {
      expect(opened.size).toBe(3);
      expect((await opened.handle.readFile()).toString()).toBe("abc");
    } finally {
      await opened.handle.close();
    }
  });
});
