import { execFileSync } from "node:child_process";
import { open } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFsReadTool } from "../../../src/llm/tools/fsRead.js";
import { LINE_CUT_MARK, readRawLineBatches } from "../../../src/llm/tools/lines.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

const numbered = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `line ${from + i}`).join("\n");

async function toolFor(files: Record<string, string | Buffer>, maxFileBytes?: number) {
  const ws = await makeWorkspace(files);
  const sandbox = new WorkspaceSandbox({ root: ws.root, maxFileBytes });
  return { ws, tool: createFsReadTool(sandbox) };
}

describe("fs_read", () => {
  it("returns numbered lines", async () => {
    const { tool } = await toolFor({ "a.ts": "const a = 1;\n\nexport { a };\n" });
    expect(await runTool(tool, { path: "a.ts" })).toBe("1: const a = 1;\n2: \n3: export { a };");
  });

  it("reads a window from offset and says how to read on", async () => {
    const { tool } = await toolFor({ "a.txt": `${numbered(10)}\n` });
    expect(await runTool(tool, { path: "a.txt", offset: 4, limit: 3 })).toBe(
      "4: line 4\n5: line 5\n6: line 6\n[truncated: showed lines 4-6; the file continues. Call fs_read with offset=7 to read on.]",
    );
  });

  it("says nothing about truncation when the window reaches the end", async () => {
    const { tool } = await toolFor({ "a.txt": numbered(5) });
    expect(await runTool(tool, { path: "a.txt", offset: 4, limit: 2 })).toBe("4: line 4\n5: line 5");
  });

  it("defaults to 2,000 lines", async () => {
    const { tool } = await toolFor({ "big.txt": numbered(2500) });
    const lines = (await runTool(tool, { path: "big.txt" })).split("\n");
    expect(lines).toHaveLength(2001);
    expect(lines[1999]).toBe("2000: line 2000");
    expect(lines[2000]).toMatch(/offset=2001/);
  });

  it("cuts lines at 2,000 characters and says so", async () => {
    const { tool } = await toolFor({ "min.js": `${"x".repeat(5000)}\nshort\n` });
    const [first, second] = (await runTool(tool, { path: "min.js" })).split("\n");
    expect(first).toBe(`1: ${"x".repeat(2000)}${LINE_CUT_MARK}`);
    expect(second).toBe("2: short");
  });

  it("drops the \\r of CRLF line ends", async () => {
    const { tool } = await toolFor({ "win.txt": "one\r\ntwo\r\n" });
    expect(await runTool(tool, { path: "win.txt" })).toBe("1: one\n2: two");
  });

  it("decodes UTF-8 split across chunk boundaries", async () => {
    const text = `${"é".repeat(70_000)}\n🔴 end\n`;
    const { tool } = await toolFor({ "u.txt": text });
    const out = await runTool(tool, { path: "u.txt" });
    expect(out.split("\n")[0]).toBe(`1: ${"é".repeat(2000)}${LINE_CUT_MARK}`);
    expect(out.split("\n")[1]).toBe("2: 🔴 end");
  });

  it("stops at the size cap and points to the next offset", async () => {
    const { tool } = await toolFor({ "a.txt": numbered(100) }, 60);
    const out = await runTool(tool, { path: "a.txt" });
    expect(out.split("\n").slice(0, -1).join("\n").length).toBeLessThanOrEqual(60);
    expect(out).toMatch(/size cap\. Call fs_read with offset=\d+/);
  });

  it("reports an empty file", async () => {
    const { tool } = await toolFor({ "empty.txt": "" });
    expect(await runTool(tool, { path: "empty.txt" })).toBe("[empty file]");
  });

  it("refuses an offset past the end, giving the line count", async () => {
    const { tool } = await toolFor({ "a.txt": numbered(3) });
    expect(await refusalOf(runTool(tool, { path: "a.txt", offset: 9 }))).toMatch(/past the end.*3 lines/);
  });

  it("reports a binary file without its bytes", async () => {
    const bytes = Buffer.concat([Buffer.from("PNG-HEADER-TEXT"), Buffer.from([0, 1, 2, 3]), Buffer.from("tail-text")]);
    const { tool } = await toolFor({ "img.png": bytes });
    const out = await runTool(tool, { path: "img.png" });
    expect(out).toBe(`[binary file img.png, ${bytes.length} bytes; contents not shown]`);
  });

  it("refuses a named pipe at once instead of blocking on it", async () => {
    const { ws, tool } = await toolFor({ "ok.txt": "ok\n" });
    execFileSync("mkfifo", [path.join(ws.root, "pipe")]);
    expect(await refusalOf(runTool(tool, { path: "pipe" }))).toMatch(/not a regular file/);
  });

  it("refuses a directory, pointing to fs_ls", async () => {
    const { tool } = await toolFor({ "src/a.ts": "a\n" });
    expect(await refusalOf(runTool(tool, { path: "src" }))).toMatch(/directory; use fs_ls/);
  });

  it.each([
    [{}, /`path` is required/],
    [{ path: "a.txt", offset: 0 }, /`offset` must be a positive integer/],
    [{ path: "a.txt", limit: 1.5 }, /`limit` must be a positive integer/],
    [{ path: 7 }, /`path` is required/],
  ])("refuses bad arguments %j", async (args, expected) => {
    const { tool } = await toolFor({ "a.txt": "a\n" });
    expect(await refusalOf(runTool(tool, args))).toMatch(expected);
  });

  it("accepts null for optional arguments (strict-mode tool schemas send them)", async () => {
    const { tool } = await toolFor({ "a.txt": "a\n" });
    expect(await runTool(tool, { path: "a.txt", offset: null, limit: null })).toBe("1: a");
  });

  it("rejects when the signal is already aborted", async () => {
    const { tool } = await toolFor({ "a.txt": "a\n" });
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(tool.run({ path: "a.txt" }, controller.signal)).rejects.toThrow("cancelled");
  });
});

describe("fs_read on a 50 MB file", () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it("returns a capped head quickly", async () => {
    const line = `${"0123456789abcdef".repeat(6)}\n`;
    const { tool } = await toolFor({ "huge.log": line.repeat(Math.ceil(FIFTY_MB / line.length)) });
    const started = performance.now();
    const out = await runTool(tool, { path: "huge.log" });
    // Generous for a loaded CI box; the chunk test below is the exact proof.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(out.split("\n")).toHaveLength(2001);
    expect(out).toMatch(/offset=2001/);
  });

  it("reads a single 50 MB line in bounded pieces and cuts it", async () => {
    const { tool } = await toolFor({ "one-line.min.js": Buffer.alloc(FIFTY_MB, "a") });
    const out = await runTool(tool, { path: "one-line.min.js" });
    expect(out).toBe(`1: ${"a".repeat(2000)}${LINE_CUT_MARK}`);
  });

  it("reads by chunks: the first line costs one chunk, not the file", async () => {
    const ws = await makeWorkspace({ "huge.log": Buffer.alloc(FIFTY_MB, "line\n") });
    const handle = await open(path.join(ws.root, "huge.log"));
    let bytesRead = 0;
    try {
      for await (const batch of readRawLineBatches(handle, { onBytes: (n) => (bytesRead = n) })) {
        expect(batch[0]).toEqual({ text: "line", cut: false });
        break;
      }
    } finally {
      await handle.close();
    }
    expect(bytesRead).toBeLessThanOrEqual(64 * 1024);
  });
});
