/**
 * The promise the model relies on: no tool output (result or refusal) ever
 * carries a token shape from inside the workspace, or anything at all from
 * outside it, however the path is spelled.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRedactor } from "../../../src/llm/redact.js";
import { createRepositoryTools, REPOSITORY_TOOL_NAMES } from "../../../src/llm/tools/index.js";
import type { ToolDefinition } from "../../../src/llm/tools/types.js";
import { fakeGithubToken, fakeOpenAiKey, makeWorkspace } from "./workspace.js";

function byName(tools: ToolDefinition[]): Record<string, ToolDefinition> {
  return Object.fromEntries(tools.map((tool) => [tool.name, tool]));
}

/** A tool call's text either way: its result, or its error message. */
async function outputOf(tool: ToolDefinition, args: Record<string, unknown>): Promise<string> {
  try {
    return await tool.run(args, new AbortController().signal);
  } catch (error) {
    return (error as Error).message;
  }
}

describe("secrets inside the workspace", () => {
  const token = fakeGithubToken();
  const key = fakeOpenAiKey();
  const pemBody = "MIIEpAIBAAKCAQEAsecretKeyBodyLine0000000000000000000000000000000";
  const config = [
    "export const config = {",
    `  token: "${token}",`,
    `  openai: "${key}",`,
    "};",
    "const pem = `",
    "-----BEGIN RSA PRIVATE KEY-----",
    pemBody,
    "-----END RSA PRIVATE KEY-----",
    "`;",
    "",
  ].join("\n");

  it("is redacted in fs_read, fs_cat and fs_grep output, with line numbers intact", async () => {
    const ws = await makeWorkspace({ "src/config.ts": config });
    const tools = byName(createRepositoryTools({ root: ws.root }));
    const read = await outputOf(tools.fs_read!, { path: "src/config.ts" });
    const readFromBody = await outputOf(tools.fs_read!, { path: "src/config.ts", offset: 7, limit: 1 });
    const cat = await outputOf(tools.fs_cat!, { path: "src/config.ts" });
    const grep = await outputOf(tools.fs_grep!, { pattern: "token|openai|[A-Za-z0-9]{30}" });
    for (const output of [read, readFromBody, cat, grep]) {
      expect(output).not.toContain(token);
      expect(output).not.toContain(key);
      expect(output).not.toContain(pemBody);
    }
    expect(read).toContain('2:   token: "[REDACTED:github-token]",');
    expect(read).toContain("7: [REDACTED:private-key]");
    expect(read).toContain("9: `;");
    expect(readFromBody).toBe("7: [REDACTED:private-key]\n[truncated: showed lines 7-7; the file continues. Call fs_read with offset=8 to read on.]");
    expect(cat).toContain('openai: "[REDACTED:openai-key]"');
    expect(grep).toContain('src/config.ts:2:   token: "[REDACTED:github-token]",');
  });

  it("cannot be spelled out through grep, which matches the redacted text", async () => {
    const ws = await makeWorkspace({ "a.ts": `const t = "${token}";\n` });
    const tools = byName(createRepositoryTools({ root: ws.root }));
    expect(await outputOf(tools.fs_grep!, { pattern: token.slice(0, 8) })).toMatch(/^No matches/);
  });

  it("includes the run's known secrets through a configured redactor", async () => {
    const ws = await makeWorkspace({ "notes.txt": "the key is plain-known-secret-value\n" });
    const tools = byName(createRepositoryTools({ root: ws.root, redact: createRedactor(["plain-known-secret-value"]) }));
    expect(await outputOf(tools.fs_read!, { path: "notes.txt" })).toBe("1: the key is [REDACTED:secret]");
  });

  it("never appears in file names listed by fs_ls and fs_glob", async () => {
    const ws = await makeWorkspace({ [`leak-${token}.txt`]: "" });
    const tools = byName(createRepositoryTools({ root: ws.root }));
    for (const output of [await outputOf(tools.fs_ls!, {}), await outputOf(tools.fs_glob!, { pattern: "*" })]) {
      expect(output).not.toContain(token);
      expect(output).toContain("leak-[REDACTED:github-token].txt");
    }
  });
});

describe("a secret outside the workspace", () => {
  const SECRET = "OUTSIDE-PLAIN-SECRET-9c1e";

  it("never appears in any tool output, through any path or symlink", async () => {
    const ws = await makeWorkspace({ "src/a.ts": "const a = 1;\n" });
    const secretFile = await ws.writeOutside("creds/secret.txt", `${SECRET}\n`);
    await ws.link("leak.txt", secretFile);
    await ws.link("src/rel-leak.txt", "../../outside/creds/secret.txt");
    await ws.link("outdir", ws.outside);
    await ws.link("up", "..");
    await ws.link("env", "/proc/self/environ");
    const tools = byName(createRepositoryTools({ root: ws.root }));

    const paths = [
      "leak.txt",
      "src/rel-leak.txt",
      "outdir/creds/secret.txt",
      "up/outside/creds/secret.txt",
      "../outside/creds/secret.txt",
      secretFile,
      "env",
      "/proc/self/environ",
      "outdir",
      "up",
      ".",
    ];
    const outputs: string[] = [];
    for (const p of paths) {
      outputs.push(await outputOf(tools.fs_read!, { path: p }));
      outputs.push(await outputOf(tools.fs_cat!, { path: p }));
      outputs.push(await outputOf(tools.fs_ls!, { path: p }));
      outputs.push(await outputOf(tools.fs_grep!, { pattern: "SECRET|P[A]TH=", path: p }));
    }
    for (const pattern of ["**/*", "**/secret.txt", "outdir/**", "up/**", "*"]) {
      outputs.push(await outputOf(tools.fs_glob!, { pattern }));
    }
    // Patterns are echoed in "No matches" replies, so they never spell the secret out literally.
    outputs.push(await outputOf(tools.fs_grep!, { pattern: SECRET.replace("SECRET", "[S]ECRET") }));

    for (const output of outputs) {
      expect(output).not.toContain(SECRET);
      expect(output).not.toContain("PATH=");
    }
    expect(outputs.at(-1)).toMatch(/^No matches/);
    expect(outputs.join("\n")).toMatch(/outside the workspace/);
  });
});

describe("createRepositoryTools", () => {
  it("builds the five tools, in REPOSITORY_TOOL_NAMES order, with object schemas", async () => {
    const ws = await makeWorkspace();
    const tools = createRepositoryTools({ root: ws.root });
    expect(tools.map((t) => t.name)).toEqual([...REPOSITORY_TOOL_NAMES]);
    for (const tool of tools) {
      expect(tool.parameters).toMatchObject({ type: "object", additionalProperties: false });
      expect(tool.description.length).toBeGreaterThan(20);
    }
  });

  it("roots relative paths at the sandbox root, not the process directory", async () => {
    const ws = await makeWorkspace({ "package.json": '{"name":"under-review"}\n' });
    const tools = byName(createRepositoryTools({ root: path.relative(process.cwd(), ws.root) }));
    expect(await outputOf(tools.fs_cat!, { path: "package.json" })).toContain("under-review");
  });
});
