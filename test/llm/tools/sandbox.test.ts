import { existsSync } from "node:fs";
import { mkdtemp, realpath, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { DEFAULT_SECRET_FILES } from "../../../src/llm/tools/secretFiles.js";
import { makeWorkspace, refusalOf } from "./workspace.js";

const OUTSIDE_SECRET = "outside-only-content-7f3a";

async function setup() {
  const ws = await makeWorkspace({
    "src/app.ts": "export const app = 1;\n",
    "README.md": "# readme\n",
    ".env": "API_KEY=inside-env-value\n",
    ".env.production": "API_KEY=prod-env-value\n",
    "deploy/id_rsa": "private\n",
    "certs/server.pem": "pem\n",
    ".git/config": "[remote]\n",
    "sub/.git/HEAD": "ref: refs/heads/main\n",
  });
  await ws.writeOutside("secret.txt", `${OUTSIDE_SECRET}\n`);
  const sandbox = new WorkspaceSandbox({ root: ws.root });
  return { ws, sandbox };
}

describe("WorkspaceSandbox.resolve: allowed paths", () => {
  it("resolves a relative path to the real absolute path", async () => {
    const { ws, sandbox } = await setup();
    expect(await sandbox.resolve("src/app.ts")).toBe(await realpath(path.join(ws.root, "src/app.ts")));
  });

  it("accepts an absolute path inside the root, and `..` that stays inside", async () => {
    const { ws, sandbox } = await setup();
    const real = await realpath(path.join(ws.root, "README.md"));
    expect(await sandbox.resolve(path.join(ws.root, "README.md"))).toBe(real);
    expect(await sandbox.resolve("src/../README.md")).toBe(real);
  });

  it("follows a symlink that stays inside the workspace", async () => {
    const { ws, sandbox } = await setup();
    await ws.link("alias.ts", "src/app.ts");
    expect(await sandbox.resolve("alias.ts")).toBe(await realpath(path.join(ws.root, "src/app.ts")));
  });

  it("resolves the root itself", async () => {
    const { ws, sandbox } = await setup();
    expect(await sandbox.resolve(".")).toBe(await realpath(ws.root));
    expect(await sandbox.resolve("")).toBe(await realpath(ws.root));
  });
});

describe("WorkspaceSandbox.resolve: refusals", () => {
  const cases: Array<[string, (ws: Awaited<ReturnType<typeof setup>>["ws"]) => Promise<string>, RegExp]> = [
    ["a symlink to a file outside", async (ws) => (await ws.link("leak.txt", path.join(ws.outside, "secret.txt")), "leak.txt"), /outside the workspace/],
    ["a relative symlink out through ..", async (ws) => (await ws.link("rel-leak", "../outside/secret.txt"), "rel-leak"), /outside the workspace/],
    ["a symlink to ..", async (ws) => (await ws.link("up", ".."), "up/outside/secret.txt"), /outside the workspace/],
    ["a symlink to /proc/self/environ", async (ws) => (await ws.link("env-link", "/proc/self/environ"), "env-link"), /system path/],
    ["a symlinked directory leading out", async (ws) => (await ws.link("outdir", ws.outside), "outdir/secret.txt"), /outside the workspace/],
    ["../x", async () => "../outside/secret.txt", /outside the workspace/],
    ["an absolute path elsewhere", async (ws) => path.join(ws.outside, "secret.txt"), /outside the workspace/],
    ["/etc/passwd", async () => "/etc/passwd", /outside the workspace/],
    ["/proc/self/environ", async () => "/proc/self/environ", /system path/],
    ["/dev/zero", async () => "/dev/zero", /system path/],
    [".git/config", async () => ".git/config", /inside \.git/],
    [".git itself", async () => ".git", /inside \.git/],
    ["a nested repository's .git", async () => "sub/.git/HEAD", /inside \.git/],
    [".git reached through a normalised path", async () => ".git/../README.md", /inside \.git/],
    ["a symlink into .git", async (ws) => (await ws.link("gitcfg", ".git/config"), "gitcfg"), /inside \.git/],
    [".GIT/config, as a case-insensitive file system would open it", async () => ".GIT/config", /inside \.git/],
    [".env", async () => ".env", /sensitive file.*\.env/],
    [".ENV in any case", async () => ".ENV", /sensitive file/],
    [".env.production", async () => ".env.production", /sensitive file/],
    ["id_rsa in a folder", async () => "deploy/id_rsa", /sensitive file.*id_rsa\*/],
    ["a .pem file", async () => "certs/server.pem", /sensitive file/],
    ["an innocent name linked to .env", async (ws) => (await ws.link("notes.txt", ".env"), "notes.txt"), /sensitive file/],
    ["a missing file", async () => "nope.ts", /does not exist/],
    ["a NUL byte", async () => "src/app.ts\0.png", /NUL/],
  ];

  it.each(cases)("refuses %s", async (_name, arrange, expected) => {
    const { ws, sandbox } = await setup();
    const userPath = await arrange(ws);
    const message = await refusalOf(sandbox.resolve(userPath));
    expect(message).toMatch(expected);
    for (const content of [OUTSIDE_SECRET, "inside-env-value", "[remote]", "PATH="]) expect(message).not.toContain(content);
  });

  it("refuses a dangling symlink without saying where it points", async () => {
    const { ws, sandbox } = await setup();
    await ws.link("dangling", path.join(ws.outside, "missing", "target"));
    const message = await refusalOf(sandbox.resolve("dangling"));
    expect(message).toMatch(/does not exist/);
    expect(message).not.toContain(ws.outside);
  });

  it("refuses a symlink loop", async () => {
    const { ws, sandbox } = await setup();
    await ws.link("loop-a", "loop-b");
    await ws.link("loop-b", "loop-a");
    expect(await refusalOf(sandbox.resolve("loop-a"))).toMatch(/loop/);
  });

  it("refuses a git dir named by a root `.git` file", async () => {
    const ws = await makeWorkspace({ ".git": "gitdir: .worktree-git\n", ".worktree-git/config": "[core]\n", "a.txt": "a\n" });
    const sandbox = new WorkspaceSandbox({ root: ws.root });
    expect(await refusalOf(sandbox.resolve(".worktree-git/config"))).toMatch(/inside \.git/);
    expect(await refusalOf(sandbox.resolve(".git"))).toMatch(/inside \.git/);
    await expect(sandbox.resolve("a.txt")).resolves.toContain("a.txt");
  });

  it("accepts an absolute path spelled through a symlinked root", async () => {
    const ws = await makeWorkspace({ "a.txt": "a\n" });
    const linkedRoot = path.join(ws.outside, "root-link");
    await symlink(ws.root, linkedRoot);
    const sandbox = new WorkspaceSandbox({ root: linkedRoot });
    expect(sandbox.root).toBe(await realpath(ws.root));
    expect(await sandbox.resolve(path.join(linkedRoot, "a.txt"))).toBe(await realpath(path.join(ws.root, "a.txt")));
  });
});

describe("denylist", () => {
  it("defaults to secret file types, never a source file", async () => {
    expect(DEFAULT_SECRET_FILES).toEqual(expect.arrayContaining([".env", ".env.*", "*.pem", "*.key", "id_rsa*", ".npmrc", "credentials", "credentials.*"]));
    const ws = await makeWorkspace({ "credentials.ts": "export const c = 1;\n", "credentials.json": "{}\n" });
    const sandbox = new WorkspaceSandbox({ root: ws.root });
    await expect(sandbox.resolve("credentials.ts")).resolves.toContain("credentials.ts");
    expect(await refusalOf(sandbox.resolve("credentials.json"))).toMatch(/sensitive/);
  });

  it("matches slash-free patterns by name at any depth and slashed ones by path", async () => {
    const ws = await makeWorkspace({ "config/prod/secrets.yml": "s\n", "secrets.yml": "s\n", "a/b/token.key": "k\n" });
    const sandbox = new WorkspaceSandbox({ root: ws.root, denylist: ["config/**/secrets.yml", "*.key"] });
    expect(await refusalOf(sandbox.resolve("config/prod/secrets.yml"))).toMatch(/sensitive/);
    expect(await refusalOf(sandbox.resolve("a/b/token.key"))).toMatch(/sensitive/);
    await expect(sandbox.resolve("secrets.yml")).resolves.toContain("secrets.yml");
  });

  it("adds to the defaults when configured, never removes them", async () => {
    const ws = await makeWorkspace({ ".env": "x\n" });
    const sandbox = new WorkspaceSandbox({ root: ws.root, denylist: [] });
    expect(await refusalOf(sandbox.resolve(".env"))).toMatch(/sensitive/);
  });
});

describe("a workspace on a pseudo file system", () => {
  it.skipIf(!existsSync("/dev/shm"))("is confined by containment alone", async () => {
    const root = await mkdtemp("/dev/shm/gauntlet-ws-");
    try {
      await writeFile(path.join(root, "a.txt"), "a\n");
      const sandbox = new WorkspaceSandbox({ root });
      await expect(sandbox.resolve("a.txt")).resolves.toBe(path.join(root, "a.txt"));
      expect(await refusalOf(sandbox.resolve("/dev/null"))).toMatch(/outside the workspace/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("options", () => {
  it("rejects a non-positive maxFileBytes", async () => {
    const ws = await makeWorkspace();
    expect(() => new WorkspaceSandbox({ root: ws.root, maxFileBytes: 0 })).toThrow(/maxFileBytes/);
  });

  it("fails fast on a root that does not exist", () => {
    expect(() => new WorkspaceSandbox({ root: "/definitely/not/here" })).toThrow(/workspace root \/definitely\/not\/here cannot be resolved/);
  });

  it("redacts token shapes in the paths it quotes", async () => {
    const ws = await makeWorkspace();
    const sandbox = new WorkspaceSandbox({ root: ws.root });
    const token = `ghp_${"A1b2C3d4".repeat(5)}`;
    const message = await refusalOf(sandbox.resolve(`../${token}`));
    expect(message).not.toContain(token);
    expect(message).toContain("[REDACTED:github-token]");
  });
});
