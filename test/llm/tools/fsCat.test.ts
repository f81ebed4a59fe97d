import { truncateSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFsCatTool } from "../../../src/llm/tools/fsCat.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

async function toolFor(files: Record<string, string | Buffer>, maxFileBytes?: number) {
  const ws = await makeWorkspace(files);
  return createFsCatTool(new WorkspaceSandbox({ root: ws.root, maxFileBytes }));
}

describe("fs_cat", () => {
  it("returns the whole file as it is", async () => {
    const text = "line one\r\nline two\n\n  indented\n";
    expect(await runTool(await toolFor({ "a.txt": text }), { path: "a.txt" })).toBe(text);
  });

  it("returns a file exactly at the cap", async () => {
    const tool = await toolFor({ "a.txt": "x".repeat(100) }, 100);
    expect(await runTool(tool, { path: "a.txt" })).toHaveLength(100);
  });

  it("refuses a file over the cap, suggesting fs_read, without its contents", async () => {
    const tool = await toolFor({ "a.txt": `SECRET-HEAD${"x".repeat(100)}` }, 100);
    const message = await refusalOf(runTool(tool, { path: "a.txt" }));
    expect(message).toMatch(/111 bytes, over fs_cat's 100-byte limit; use fs_read/);
    expect(message).not.toContain("SECRET-HEAD");
  });

  it("refuses a huge file from its size alone, without reading it", async () => {
    const ws = await makeWorkspace({ "huge.log": "" });
    // 8 GiB, sparse: reading it would fail on Node's 2 GiB buffer limit (or exhaust memory), not give this refusal.
    truncateSync(join(ws.root, "huge.log"), 8 * 1024 ** 3);
    const tool = createFsCatTool(new WorkspaceSandbox({ root: ws.root }));
    expect(await refusalOf(runTool(tool, { path: "huge.log" }))).toMatch(/8589934592 bytes, over fs_cat's 262144-byte limit/);
  });

  it("reports a binary file without its bytes", async () => {
    const bytes = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x41, 0x42, 0x43]);
    expect(await runTool(await toolFor({ "bin/tool": bytes }), { path: "bin/tool" })).toBe("[binary file bin/tool, 8 bytes; contents not shown]");
  });

  it("reports an empty file", async () => {
    expect(await runTool(await toolFor({ "e.txt": "" }), { path: "e.txt" })).toBe("[empty file]");
  });

  it("refuses a directory, pointing to fs_ls", async () => {
    expect(await refusalOf(runTool(await toolFor({ "d/a.txt": "a" }), { path: "d" }))).toMatch(/use fs_ls/);
  });
});
