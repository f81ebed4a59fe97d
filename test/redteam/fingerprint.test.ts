/**
 * Red team: a dismissal carried to another finding. A fingerprint is of the
 * lines as the tools show them (redacted, cut at 2,000 characters), read
 * through the real workspace reader here; a line's cut mark carries a
 * digest of the whole line, so code added past column 2,000 of a dismissed
 * line is a new finding; and findings at places that cannot be read (a
 * deleted file, a line past the end) differ by their lines.
 */
import { describe, expect, it } from "vitest";
import { WorkspaceSandbox } from "../../src/llm/tools/sandbox.js";
import { readWorkspaceLines } from "../../src/llm/tools/workspaceLine.js";
import { fingerprint, type Citation } from "../../src/review/fingerprint.js";
import { makeWorkspace } from "../llm/tools/workspace.js";

const at = (start: number, end = start): Citation => ({
  lane: "code-review",
  path: "src/config.js",
  severity: "🔴 CRITICAL",
  start_line: start,
  end_line: end,
});

async function fingerprintIn(text: string, citation: Citation): Promise<string> {
  const ws = await makeWorkspace({ "src/config.js": text });
  const sandbox = new WorkspaceSandbox({ root: ws.root });
  return fingerprint(citation, (path, start, end) => readWorkspaceLines(sandbox, path, start, end));
}

const PADDING = `"${"a".repeat(2100)}"`;

describe("a dismissal cannot move to other code", () => {
  it("code appended past the cut of a long cited line is another fingerprint", async () => {
    // Each line shows the same 2,000 characters; the code after them differs.
    for (const padding of [PADDING, `"${"b".repeat(5000)}"`]) {
      const dismissed = await fingerprintIn(`module.exports = {\n  banner: ${padding}, run: () => null,\n};\n`, at(2));
      const attacked = await fingerprintIn(`module.exports = {\n  banner: ${padding}, run: () => eval(process.env.X),\n};\n`, at(2));
      expect(attacked).not.toBe(dismissed);
      // Lines added above still only move it, and CRLF line ends are no edit.
      expect(await fingerprintIn(`module.exports = {\r\n  banner: ${padding}, run: () => null,\r\n};\r\n`, at(2))).toBe(dismissed);
      expect(await fingerprintIn(`// config\n\nmodule.exports = {\n  banner: ${padding}, run: () => null,\n};\n`, at(4))).toBe(dismissed);
    }
  });

  it("findings at lines the workspace cannot show (a deleted file) are told apart by their lines", async () => {
    const ws = await makeWorkspace({});
    const sandbox = new WorkspaceSandbox({ root: ws.root });
    const read = (path: string, start: number, end: number) => readWorkspaceLines(sandbox, path, start, end);
    const removedAuth = await fingerprint(at(12, 14), read);
    const removedRateLimit = await fingerprint(at(40), read);
    expect(removedRateLimit).not.toBe(removedAuth);
    expect(await fingerprint(at(12, 14), read)).toBe(removedAuth);
  });
});
