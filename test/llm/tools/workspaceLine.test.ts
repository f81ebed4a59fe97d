import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFsReadTool } from "../../../src/llm/tools/fsRead.js";
import { lineCutMark } from "../../../src/llm/tools/lines.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { searchWorkspace } from "../../../src/llm/tools/search.js";
import { readWorkspaceLine } from "../../../src/llm/tools/workspaceLine.js";
import { fakeGithubToken, makeWorkspace, runTool } from "./workspace.js";

/** The mark after a cut line: the whole line's length and digest. */
const cutMark = (line: string) => lineCutMark({ chars: line.length, digest: createHash("sha256").update(line).digest("hex").slice(0, 12) });

describe("readWorkspaceLine", () => {
  const token = fakeGithubToken();
  const text = [
    "first",
    `  const t = "${token}";\t`,
    "x".repeat(3000),
    "-----BEGIN EC PRIVATE KEY-----",
    "Zm9vYmFy",
    "-----END EC PRIVATE KEY-----",
    "last",
  ].join("\r\n");

  async function setup() {
    const ws = await makeWorkspace({ "src/f.ts": text, ".env": "A=1\n", "bin.dat": Buffer.from([1, 0, 2]) });
    return new WorkspaceSandbox({ root: ws.root });
  }

  it("returns each line exactly as fs_read shows it", async () => {
    const sandbox = await setup();
    const shown = (await runTool(createFsReadTool(sandbox), { path: "src/f.ts" })).split("\n");
    for (let n = 1; n <= 7; n += 1) {
      expect(await readWorkspaceLine(sandbox, "src/f.ts", n)).toBe(shown[n - 1]!.slice(`${n}: `.length));
    }
    expect(await readWorkspaceLine(sandbox, "src/f.ts", 2)).toBe('  const t = "[REDACTED:github-token]";\t');
    expect(await readWorkspaceLine(sandbox, "src/f.ts", 3)).toBe(`${"x".repeat(2000)}${cutMark("x".repeat(3000))}`);
    expect(await readWorkspaceLine(sandbox, "src/f.ts", 5)).toBe("[REDACTED:private-key]");
  });

  it("agrees with searchWorkspace's text", async () => {
    const sandbox = await setup();
    const { matches } = await searchWorkspace(sandbox, /const t/);
    expect(matches).toHaveLength(1);
    expect(await readWorkspaceLine(sandbox, matches[0]!.path, matches[0]!.line)).toBe(matches[0]!.text);
  });

  it.each([
    ["a line past the end", "src/f.ts", 8],
    ["line 0", "src/f.ts", 0],
    ["a fractional line", "src/f.ts", 1.5],
    ["a missing file", "nope.ts", 1],
    ["a denylisted file", ".env", 1],
    ["a path outside", "../outside/x", 1],
    ["a binary file", "bin.dat", 1],
    ["a directory", "src", 1],
  ])("is undefined for %s", async (_name, relPath, line) => {
    const sandbox = await setup();
    expect(await readWorkspaceLine(sandbox, relPath, line)).toBeUndefined();
  });
});
