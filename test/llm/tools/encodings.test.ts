/** The fs tools read a file's characters, not its bytes: decoded as the reviewer's diff is (llm/text/decode.ts). */
import { describe, expect, it } from "vitest";
import { createFsCatTool } from "../../../src/llm/tools/fsCat.js";
import { createFsGrepTool } from "../../../src/llm/tools/fsGrep.js";
import { createFsReadTool } from "../../../src/llm/tools/fsRead.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { readWorkspaceLine } from "../../../src/llm/tools/workspaceLine.js";
import { fakeGithubToken, makeWorkspace, runTool } from "./workspace.js";

const script = `param($x)\n$t = "${fakeGithubToken()}"\nInvoke-Expression $x\n`;
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]);
function utf32be(text: string): Buffer {
  const points = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const out = Buffer.alloc(points.length * 4);
  points.forEach((p, i) => out.writeUInt32BE(p, i * 4));
  return out;
}
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 99;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = ((state >>> 16) % 255) + 1;
  }
  return bytes;
}

async function sandboxWith(files: Record<string, Buffer>) {
  const ws = await makeWorkspace(files);
  return new WorkspaceSandbox({ root: ws.root });
}

describe("fs tools decode before they show", () => {
  it.each([
    ["UTF-16LE", utf16le(script)],
    ["UTF-16BE", utf16be(script)],
    ["UTF-32BE", utf32be(script)],
    ["UTF-16LE without a BOM", Buffer.from(script, "utf16le")],
  ])("fs_read, fs_cat, fs_grep and the evidence line read a %s file as text, its token redacted", async (_name, bytes) => {
    const sandbox = await sandboxWith({ "run.ps1": bytes });
    const read = await runTool(createFsReadTool(sandbox), { path: "run.ps1" });
    expect(read).toMatch(/^1: param\(\$x\)\n2: \$t = "\[REDACTED[^\]]*\]"\n3: Invoke-Expression \$x$/);
    const cat = await runTool(createFsCatTool(sandbox), { path: "run.ps1" });
    expect(cat).toContain("Invoke-Expression $x");
    const grep = await runTool(createFsGrepTool(sandbox), { pattern: "Invoke-Expression", path: "run.ps1" });
    expect(grep).toContain("3: Invoke-Expression $x");
    expect(await readWorkspaceLine(sandbox, "run.ps1", 3)).toBe("Invoke-Expression $x");
    for (const shown of [read, cat, grep]) {
      expect(shown).not.toContain("\0");
      expect(shown).not.toContain(fakeGithubToken());
    }
  });

  it("shows Windows-1252 as its characters", async () => {
    const sandbox = await sandboxWith({ "n.py": Buffer.from("s = '\x93hi\x94'\n", "latin1") });
    expect(await runTool(createFsReadTool(sandbox), { path: "n.py" })).toBe("1: s = '\u201chi\u201d'");
  });

  it("calls compressed data without a NUL binary: its bytes are never shown", async () => {
    const sandbox = await sandboxWith({ "a.js.br": noise(4096) });
    expect(await runTool(createFsReadTool(sandbox), { path: "a.js.br" })).toMatch(/^\[binary file a\.js\.br, 4096 bytes; contents not shown\]$/);
    expect(await runTool(createFsCatTool(sandbox), { path: "a.js.br" })).toMatch(/^\[binary file/);
  });
});
