import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFsGrepTool, FS_GREP_MAX_ROWS } from "../../../src/llm/tools/fsGrep.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

async function setup(files: Record<string, string | Buffer>) {
  const ws = await makeWorkspace(files);
  const sandbox = new WorkspaceSandbox({ root: ws.root });
  return { ws, sandbox, tool: createFsGrepTool(sandbox) };
}

describe("fs_grep", () => {
  it("returns path:line: text rows with the exact line text, and the count", async () => {
    const { tool } = await setup({
      "src/a.ts": "import x from 'y';\n  const  total = x + 1;  \n",
      "src/b.ts": "// total\n",
      "README.md": "nothing here\n",
    });
    expect(await runTool(tool, { pattern: "total" })).toBe("src/a.ts:2:   const  total = x + 1;  \nsrc/b.ts:1: // total\n[2 matches]");
  });

  it("searches one file or one folder given by path", async () => {
    const { tool } = await setup({ "src/a.ts": "hit\n", "test/a.ts": "hit\n" });
    expect(await runTool(tool, { pattern: "hit", path: "test" })).toBe("test/a.ts:1: hit\n[1 match]");
    expect(await runTool(tool, { pattern: "hit", path: "src/a.ts" })).toBe("src/a.ts:1: hit\n[1 match]");
  });

  it("filters files by include: by name without a slash, by path with one", async () => {
    const { tool } = await setup({ "src/a.ts": "hit\n", "src/a.md": "hit\n", "lib/c.ts": "hit\n" });
    expect(await runTool(tool, { pattern: "hit", include: "*.ts" })).toBe("lib/c.ts:1: hit\nsrc/a.ts:1: hit\n[2 matches]");
    expect(await runTool(tool, { pattern: "hit", include: "src/**" })).toBe("src/a.md:1: hit\nsrc/a.ts:1: hit\n[2 matches]");
  });

  it("honours ignore_case", async () => {
    const { tool } = await setup({ "a.txt": "Hello\n" });
    expect(await runTool(tool, { pattern: "hello" })).toMatch(/^No matches/);
    expect(await runTool(tool, { pattern: "hello", ignore_case: true })).toBe("a.txt:1: Hello\n[1 match]");
  });

  it("caps the rows and gives the total", async () => {
    const many = Array.from({ length: 150 }, (_, i) => `match ${i}`).join("\n");
    const { tool } = await setup({ "a.txt": many, "b.txt": many });
    const lines = (await runTool(tool, { pattern: "^match" })).split("\n");
    expect(lines).toHaveLength(FS_GREP_MAX_ROWS + 1);
    expect(lines[0]).toBe("a.txt:1: match 0");
    expect(lines[FS_GREP_MAX_ROWS - 1]).toBe("b.txt:50: match 49");
    expect(lines.at(-1)).toBe(`[showing ${FS_GREP_MAX_ROWS} of 300 matches; narrow the pattern, path or include to see the rest]`);
  });

  it("says so when nothing matches", async () => {
    const { tool } = await setup({ "a.txt": "x\n", "b.txt": "y\n" });
    expect(await runTool(tool, { pattern: "zzz" })).toBe("No matches for /zzz/ in 2 file(s).");
  });

  it("skips binary files, and says so when the only file is binary", async () => {
    const { tool } = await setup({ "bin.dat": Buffer.from("needle\0needle"), "a.txt": "needle\n" });
    expect(await runTool(tool, { pattern: "needle" })).toBe("a.txt:1: needle\n[1 match]");
    expect(await runTool(tool, { pattern: "needle", path: "bin.dat" })).toBe("No matches for /needle/ in 0 file(s); 1 binary file(s) not searched.");
  });

  it("skips .git, node_modules and denylisted files", async () => {
    const { tool } = await setup({
      ".git/config": "needle\n",
      "node_modules/p/i.js": "needle\n",
      ".env": "needle\n",
      "keys/id_rsa": "needle\n",
      "ok.ts": "needle\n",
    });
    expect(await runTool(tool, { pattern: "needle" })).toBe("ok.ts:1: needle\n[1 match]");
  });

  it("skips a named pipe in the tree", async () => {
    const { ws, tool } = await setup({ "a.txt": "needle\n" });
    execFileSync("mkfifo", [path.join(ws.root, "pipe")]);
    expect(await runTool(tool, { pattern: "needle" })).toBe("a.txt:1: needle\n[1 match]");
  });

  it("searches node_modules when the path names it", async () => {
    const { tool } = await setup({ "node_modules/p/i.js": "needle\n" });
    expect(await runTool(tool, { pattern: "needle", path: "node_modules/p" })).toBe("node_modules/p/i.js:1: needle\n[1 match]");
  });

  it("refuses an invalid regex with the reason", async () => {
    const { tool } = await setup({ "a.txt": "x\n" });
    expect(await refusalOf(runTool(tool, { pattern: "(unclosed" }))).toMatch(/invalid regular expression: .*Unterminated group/);
  });

  it.each([".git", "..", "/etc", ".env"])("refuses to search %s", async (target) => {
    const { tool } = await setup({ ".git/config": "x", ".env": "x", "a.txt": "x" });
    await refusalOf(runTool(tool, { pattern: "x", path: target }));
  });
});
