/**
 * The tools redact a file as the diff does: a config file's secret values
 * go, the same text in source code stays, and code is never hidden.
 */
import { describe, expect, it } from "vitest";
import { readWorkspaceLine } from "../../../src/llm/tools/workspaceLine.js";
import { createRepositoryTools } from "../../../src/llm/tools/index.js";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import type { ToolDefinition } from "../../../src/llm/tools/types.js";
import { makeWorkspace } from "./workspace.js";

const PASSWORD = ["Real", "Passw0rd", "9f2c"].join("-");
const ATTACK = "session_auth=getattr(__import__(chr(111)+chr(115)),'system')(cmd)";

const run = (tool: ToolDefinition, args: Record<string, unknown>) => tool.run(args, new AbortController().signal);

describe("fs tools know the file kind", () => {
  it("hide a YAML password in fs_read, fs_cat, fs_grep and the verifier's line; show source code whole", async () => {
    const ws = await makeWorkspace({
      "deploy/values.yaml": `db:\n  password: ${PASSWORD}\n`,
      "src/app.py": `import os\n${ATTACK}\npassword: ${PASSWORD}\n`,
    });
    const tools = Object.fromEntries(createRepositoryTools({ root: ws.root }).map((t) => [t.name, t]));
    const read = await run(tools.fs_read!, { path: "deploy/values.yaml" });
    const cat = await run(tools.fs_cat!, { path: "deploy/values.yaml" });
    const grep = await run(tools.fs_grep!, { pattern: "password", path: "deploy" });
    for (const output of [read, cat, grep]) {
      expect(output).not.toContain(PASSWORD);
      expect(output).toContain("password: [REDACTED:config-secret]");
    }
    expect(await readWorkspaceLine(new WorkspaceSandbox({ root: ws.root }), "deploy/values.yaml", 2)).toBe("  password: [REDACTED:config-secret]");
    // In a .py file the same text is code, and the attack is shown as written.
    const source = await run(tools.fs_read!, { path: "src/app.py" });
    expect(source).toContain(`2: ${ATTACK}`);
    expect(source).toContain(`3: password: ${PASSWORD}`);
  });
});
