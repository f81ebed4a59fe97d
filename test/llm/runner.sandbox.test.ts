/**
 * End to end: the real repository tools inside the real runner. Whatever path
 * the model tries, a secret planted outside the workspace (or in a denied
 * file inside it) never reaches any request the model server receives.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createRepositoryTools } from "../../src/llm/tools/index.js";
import { textReply, toolCall, toolCallsReply } from "../support/modelServer.js";
import { makeRequest, makeRunContext, useModelServer } from "./harness.js";

describe("repository tools through the runner", () => {
  const h = useModelServer();
  let base: string;
  let workspace: string;
  let outsideFile: string;
  const secret = `PLANTED-SECRET-${randomBytes(6).toString("hex")}`;

  beforeEach(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), "gauntlet-sandbox-")));
    workspace = join(base, "repo");
    mkdirSync(join(workspace, "src"), { recursive: true });
    writeFileSync(join(workspace, "src", "a.ts"), "export const a = 1;\n");
    writeFileSync(join(workspace, ".env"), `TOKEN=${secret}\n`);
    outsideFile = join(base, "outside-secret.txt");
    writeFileSync(outsideFile, `${secret}\n`);
    symlinkSync(outsideFile, join(workspace, "leak.txt"));
    symlinkSync(base, join(workspace, "up"));
  });

  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("never lets a planted secret reach the model, by any path the model tries", async () => {
    const attempts = [
      toolCall("fs_cat", { path: "leak.txt" }),
      toolCall("fs_read", { path: outsideFile }),
      toolCall("fs_read", { path: "../outside-secret.txt" }),
      toolCall("fs_cat", { path: "up/outside-secret.txt" }),
      toolCall("fs_cat", { path: ".env" }),
      toolCall("fs_grep", { pattern: "PLANTED" }),
      toolCall("fs_ls", { path: "up" }),
      toolCall("fs_cat", { path: "src/a.ts" }),
    ];
    h.server.enqueue(toolCallsReply(attempts), textReply("done"));
    const tools = createRepositoryTools({ root: workspace });
    const names = tools.map((tool) => tool.name);

    const result = await h.runnerWith({ tools }).run(makeRequest({ tools: names }), makeRunContext({ workspaceRoot: workspace }));

    expect(result.output).toBe("done");
    const seen = JSON.stringify(h.server.requests.map((request) => request.body));
    expect(seen).toContain("export const a = 1;"); // the legitimate read went through
    expect(seen).not.toContain(secret);
  });
});
