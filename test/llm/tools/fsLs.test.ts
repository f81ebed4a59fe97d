import { describe, expect, it } from "vitest";
import { createFsLsTool, FS_LS_MAX_ENTRIES } from "../../../src/llm/tools/fsLs.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { makeWorkspace, refusalOf, runTool } from "./workspace.js";

async function setup(files: Record<string, string>) {
  const ws = await makeWorkspace(files);
  return { ws, tool: createFsLsTool(new WorkspaceSandbox({ root: ws.root })) };
}

describe("fs_ls", () => {
  it("lists sorted entries, folders with a trailing slash, without .git", async () => {
    const { ws, tool } = await setup({ "b.txt": "b", "a.ts": "a", "src/x.ts": "x", ".github/ci.yml": "c", ".git/HEAD": "h" });
    await ws.mkdir("empty");
    expect(await runTool(tool, { path: "." })).toBe(".github/\na.ts\nb.txt\nempty/\nsrc/");
  });

  it("defaults to the root", async () => {
    const { tool } = await setup({ "a.ts": "a" });
    expect(await runTool(tool, {})).toBe("a.ts");
  });

  it("lists a subfolder", async () => {
    const { tool } = await setup({ "src/lib/a.ts": "a", "src/b.ts": "b" });
    expect(await runTool(tool, { path: "src" })).toBe("b.ts\nlib/");
  });

  it("lists denylisted names (reading them is what is refused)", async () => {
    const { tool } = await setup({ ".env": "SECRET=1", "a.ts": "a" });
    expect(await runTool(tool, { path: "." })).toBe(".env\na.ts");
  });

  it("marks a symlink as a folder only when it leads to an allowed directory", async () => {
    const { ws, tool } = await setup({ "src/a.ts": "a" });
    await ws.link("src-link", "src");
    await ws.link("out-link", ws.outside);
    expect(await runTool(tool, { path: "." })).toBe("out-link\nsrc/\nsrc-link/");
  });

  it("reports an empty directory", async () => {
    const { ws, tool } = await setup({});
    await ws.mkdir("nothing");
    expect(await runTool(tool, { path: "nothing" })).toBe("[empty directory]");
  });

  it("refuses a file, pointing to fs_read", async () => {
    const { tool } = await setup({ "a.ts": "a" });
    expect(await refusalOf(runTool(tool, { path: "a.ts" }))).toMatch(/is a file; use fs_read/);
  });

  it.each(["..", "../outside", "/", ".git", "up"])("refuses to list %s", async (target) => {
    const { ws, tool } = await setup({ ".git/HEAD": "h", "a.ts": "a" });
    await ws.link("up", "..");
    await ws.writeOutside("secret-name.txt", "x");
    const message = await refusalOf(runTool(tool, { path: target }));
    expect(message).not.toContain("secret-name");
  });

  it("caps the listing and says how many there are", async () => {
    const files = Object.fromEntries(Array.from({ length: FS_LS_MAX_ENTRIES + 5 }, (_, i) => [`f${String(i).padStart(5, "0")}.txt`, ""]));
    const { tool } = await setup(files);
    const lines = (await runTool(tool, {})).split("\n");
    expect(lines).toHaveLength(FS_LS_MAX_ENTRIES + 1);
    expect(lines.at(-1)).toBe(`[showing ${FS_LS_MAX_ENTRIES} of ${FS_LS_MAX_ENTRIES + 5} entries; use fs_glob to narrow]`);
  });
});
