import { execFileSync } from "node:child_process";
import { open } from "node:fs/promises";
import path from "node:path";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FS_READ_RESULT_CHARS, FS_READ_SCAN_BYTES, createFsReadTool } from "../../../src/llm/tools/fsRead.js";
import { lineCutMark, readRawLineBatches } from "../../../src/llm/tools/lines.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

/** The mark after a cut line: the whole line's length and digest. */
const cutMark = (line: string) => lineCutMark({ chars: line.length, digest: createHash("sha256").update(line).digest("hex").slice(0, 12) });

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
    expect(first).toBe(`1: ${"x".repeat(2000)}${cutMark("x".repeat(5000))}`);
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
    expect(out.split("\n")[0]).toBe(`1: ${"é".repeat(2000)}${cutMark("é".repeat(70_000))}`);
    expect(out.split("\n")[1]).toBe("2: 🔴 end");
  });

  it("caps a result at 32 KiB even when the sandbox allows bigger files, and points to the next offset", async () => {
    const row = "x".repeat(99);
    const { tool } = await toolFor({ "wide.txt": Array.from({ length: 1000 }, () => row).join("\n") });
    const out = await runTool(tool, { path: "wide.txt" });
    const [note, ...rows] = out.split("\n").reverse();
    expect(rows.join("\n").length).toBeLessThanOrEqual(FS_READ_RESULT_CHARS);
    expect(rows.length).toBeGreaterThan(300);
    expect(note).toMatch(new RegExp(`size cap\\. Call fs_read with offset=${rows.length + 1} to read on`));
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

  it("returns a capped head of a huge file", async () => {
    const line = `${"0123456789abcdef".repeat(6)}\n`;
    const { tool } = await toolFor({ "huge.log": line.repeat(Math.ceil(FIFTY_MB / line.length)) });
    // No stopwatch (a busy machine would fail it): the chunk test below proves it reads a chunk, not the file.
    const out = await runTool(tool, { path: "huge.log" });
    const rows = out.split("\n").slice(0, -1);
    expect(rows.join("\n").length).toBeLessThanOrEqual(FS_READ_RESULT_CHARS);
    expect(out).toMatch(new RegExp(`result reached its size cap\\. Call fs_read with offset=${rows.length + 1} `));
  });

  it("reads a single 50 MB line in bounded pieces and cuts it, saying the rest is past the byte budget", async () => {
    const { tool } = await toolFor({ "one-line.min.js": Buffer.alloc(FIFTY_MB, "a") });
    const [first, note, ...rest] = (await runTool(tool, { path: "one-line.min.js" })).split("\n");
    expect(first).toMatch(new RegExp(`^1: a{2000} … \\[line cut at 2000 of more than \\d+ chars, #[0-9a-f]{12}\\]$`));
    expect(note).toMatch(/^\[stopped at the byte budget: .*Showed lines 1-1; the rest of the file lies past the budget/);
    expect(rest).toEqual([]);
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

describe("fs_read's byte budget", () => {
  /** `count` lines of `width` bytes each (newline included), numbered from 1. */
  const fixedWidthLines = (count: number, width: number): Buffer => {
    const buffer = Buffer.alloc(count * width);
    for (let i = 0; i < count; i++) buffer.write(`${String(i + 1).padStart(width - 1, "0")}\n`, i * width, "latin1");
    return buffer;
  };

  it("answers a deep offset in 40 MB of newlines with where it stopped, not with lines past the budget", async () => {
    const { tool } = await toolFor({ "blank.txt": Buffer.alloc(40 * 1024 * 1024, "\n") });
    const out = await runTool(tool, { path: "blank.txt", offset: 39_000_000 });
    expect(out).toBe(
      `[stopped at the byte budget: fs_read reads only the first ${FS_READ_SCAN_BYTES} bytes (8 MiB) of a file, and blank.txt is ${40 * 1024 * 1024} bytes. ` +
        `Those bytes hold lines 1-${FS_READ_SCAN_BYTES}, so offset 39000000 lies past what fs_read can show. ` +
        `Use fs_grep on this file to find text further in, or call fs_read with an offset up to ${FS_READ_SCAN_BYTES}.]`,
    );
  });

  it("shows the whole lines before the budget, leaves out the line it cuts, and says how far it got", async () => {
    // 10-byte lines: 838,860 whole lines fit in 8 MiB, and line 838,861 straddles the budget.
    const { tool } = await toolFor({ "rows.txt": fixedWidthLines(1_000_000, 10) });
    const lines = (await runTool(tool, { path: "rows.txt", offset: 838_858 })).split("\n");
    expect(lines.slice(0, -1)).toEqual(["838858: 000838858", "838859: 000838859", "838860: 000838860"]);
    expect(lines.at(-1)).toBe(
      `[stopped at the byte budget: fs_read reads only the first ${FS_READ_SCAN_BYTES} bytes (8 MiB) of a file, and rows.txt is 10000000 bytes. ` +
        "Showed lines 838858-838860; the rest of the file lies past the budget, so fs_read cannot show it. Use fs_grep on this file to find text further in.]",
    );
  });

  it("reads a file of exactly the budget to its last line, without a note", async () => {
    const bytes = fixedWidthLines(FS_READ_SCAN_BYTES / 16, 16);
    bytes[bytes.length - 1] = "z".charCodeAt(0);
    const { tool } = await toolFor({ "exact.txt": bytes });
    const out = await runTool(tool, { path: "exact.txt", offset: FS_READ_SCAN_BYTES / 16 - 1 });
    expect(out).toBe("524287: 000000000524287\n524288: 000000000524288z");
  });

  it("keeps windows within the budget as they were, including the offset to read on from", async () => {
    const { tool } = await toolFor({ "rows.txt": fixedWidthLines(1_000_000, 10) });
    expect(await runTool(tool, { path: "rows.txt", offset: 500_000, limit: 2 })).toBe(
      "500000: 000500000\n500001: 000500001\n[truncated: showed lines 500000-500001; the file continues. Call fs_read with offset=500002 to read on.]",
    );
  });

  it("tells the model about the budget in its description", async () => {
    const { tool } = await toolFor({});
    expect(tool.description).toMatch(/reads only the first 8 MiB of a file.*fs_grep/);
  });
});
