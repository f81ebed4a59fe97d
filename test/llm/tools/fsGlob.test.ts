import { describe, expect, it } from "vitest";
import { createFsGlobTool, FS_GLOB_MAX_RESULTS } from "../../../src/llm/tools/fsGlob.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

const tree = {
  "src/b.ts": "",
  "src/a.ts": "",
  "src/lib/deep.ts": "",
  "src/lib/deep.test.ts": "",
  "README.md": "",
  "root.ts": "",
  ".github/workflows/ci.yml": "",
  ".git/config": "",
  ".git/hooks/pre-commit.ts": "",
  "node_modules/pkg/index.ts": "",
  ".env": "",
};

async function setup(files: Record<string, string> = tree) {
  const ws = await makeWorkspace(files);
  return { ws, tool: createFsGlobTool(new WorkspaceSandbox({ root: ws.root })) };
}

describe("fs_glob", () => {
  it("returns sorted relative paths at any depth for **", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "**/*.ts" })).toBe(["root.ts", "src/a.ts", "src/b.ts", "src/lib/deep.test.ts", "src/lib/deep.ts"].join("\n"));
  });

  it("matches * at the root only", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "*.ts" })).toBe("root.ts");
  });

  it("includes dot folders but never .git", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "**/*.yml" })).toBe(".github/workflows/ci.yml");
    expect(await runTool(tool, { pattern: "**/config" })).toMatch(/^No files match/);
    expect(await runTool(tool, { pattern: "**/pre-commit.ts" })).toMatch(/^No files match/);
  });

  it("lists denylisted names", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: ".env*" })).toBe(".env");
  });

  it("searches node_modules only when the pattern names it", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "**/index.ts" })).toMatch(/^No files match/);
    expect(await runTool(tool, { pattern: "node_modules/**/index.ts" })).toBe("node_modules/pkg/index.ts");
  });

  it("accepts a literal path and a leading ./", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "src/a.ts" })).toBe("src/a.ts");
    expect(await runTool(tool, { pattern: "./src/*.ts" })).toBe("src/a.ts\nsrc/b.ts");
  });

  it("finds nothing under a base that does not exist", async () => {
    const { tool } = await setup();
    expect(await runTool(tool, { pattern: "nope/**/*.ts" })).toBe('No files match "nope/**/*.ts".');
  });

  it("does not follow symlinked folders, and lists a symlinked file only when it stays inside", async () => {
    const { ws, tool } = await setup({ "src/a.ts": "" });
    await ws.writeOutside("leaked.ts", "");
    await ws.link("outdir", ws.outside);
    await ws.link("loop", ".");
    await ws.link("alias.ts", "src/a.ts");
    await ws.link("escape.ts", "../outside/leaked.ts");
    expect(await runTool(tool, { pattern: "**/*.ts" })).toBe("alias.ts\nsrc/a.ts");
  });

  it.each(["../outside/*", "/etc/*", "src/../../outside/*"])("refuses %s", async (pattern) => {
    const { tool } = await setup();
    expect(await refusalOf(runTool(tool, { pattern }))).toMatch(/relative to the workspace root/);
  });

  it("refuses a base inside .git or through a symlink out", async () => {
    const { ws, tool } = await setup();
    await ws.link("outdir", ws.outside);
    expect(await refusalOf(runTool(tool, { pattern: ".git/*" }))).toMatch(/inside \.git/);
    expect(await refusalOf(runTool(tool, { pattern: "outdir/*" }))).toMatch(/outside the workspace/);
  });

  it("caps the paths and gives the total", async () => {
    const files = Object.fromEntries(Array.from({ length: FS_GLOB_MAX_RESULTS + 20 }, (_, i) => [`gen/f${String(i).padStart(4, "0")}.json`, ""]));
    const { tool } = await setup(files);
    const lines = (await runTool(tool, { pattern: "gen/*.json" })).split("\n");
    expect(lines).toHaveLength(FS_GLOB_MAX_RESULTS + 1);
    expect(lines[0]).toBe("gen/f0000.json");
    expect(lines.at(-1)).toBe(`[showing ${FS_GLOB_MAX_RESULTS} of ${FS_GLOB_MAX_RESULTS + 20} paths; narrow the pattern]`);
  });
});
