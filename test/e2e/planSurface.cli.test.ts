/**
 * `gauntlet plan` through the built CLI (`dist/cli/index.js`) on a monorepo
 * whose package reaches a changed module through a chain of 30 imports: the
 * manifests' walk reads those files through one `cat-file --batch-command` process
 * (counted by git itself, GIT_TRACE), the CLI exits when the walk is done,
 * and consumer_surface names the module. When a path rule has raised the flag
 * already, nothing at the head is read at all.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIT_ENV } from "../support/actionHarness.js";
import { tracedGitCommands } from "../review/support/tempRepo.js";

const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const CHAIN = 30;

let repo: string;
let commits: { base: string; deep: string; entry: string };
const dirs: string[] = [];

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, ...GIT_ENV }, encoding: "utf8" });
function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}
function commit(message: string): string {
  git("add", "-A");
  git("commit", "--quiet", "-m", message);
  return git("rev-parse", "HEAD").trim();
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "gauntlet-e2e-plan-surface-"));
  dirs.push(repo);
  git("init", "--quiet", "--initial-branch=main");
  write("package.json", JSON.stringify({ private: true, workspaces: ["packages/*"] }));
  write("packages/core/package.json", JSON.stringify({ name: "core", exports: { ".": "./dist/main.js" } }));
  write("packages/core/src/main.ts", 'export * from "./m1.js";\n');
  for (let i = 1; i <= CHAIN; i += 1)
    write(`packages/core/src/m${i}.ts`, `${i < CHAIN ? `export * from "./m${i + 1}.js";\n` : ""}export const v${i} = ${i};\n`);
  for (let i = 0; i < 20; i += 1) write(`packages/other${i}/package.json`, JSON.stringify({ name: `other${i}`, main: "index.js" }));
  const base = commit("base");
  write(`packages/core/src/m${CHAIN}.ts`, `export const v${CHAIN} = 0;\n`);
  const deep = commit("the deepest module");
  git("checkout", "--quiet", base);
  write("src/index.ts", "export const app = 1;\n");
  write(`packages/core/src/m${CHAIN}.ts`, `export const v${CHAIN} = -1;\n`);
  const entry = commit("an entry point by path");
  commits = { base, deep, entry };
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `gauntlet plan --base B --head H --json FILE` in the repository, with git's processes traced; resolves once the CLI exits. */
function plan(head: string): Promise<{ code: number | null; stderr: string; signals: Record<string, unknown>; git: string[] }> {
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-e2e-plan-surface-out-"));
  dirs.push(scratch);
  const trace = join(scratch, "trace");
  const json = join(scratch, "plan.json");
  git("checkout", "--quiet", head);
  const env = { ...process.env, ...GIT_ENV, GIT_TRACE: trace };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "plan", "--base", commits.base, "--head", head, "--json", json],
      { cwd: repo, env, timeout: 120_000 },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
        const signals = code === 0 ? (JSON.parse(readFileSync(json, "utf8")) as { signals: Record<string, unknown> }).signals : {};
        resolve({ code, stderr, signals, git: tracedGitCommands(trace) });
      },
    );
  });
}

describe("gauntlet plan: the manifests' walk through the built CLI", () => {
  it("reads a 30-import chain through one cat-file --batch-command process, exits, and names the module", async () => {
    const run = await plan(commits.deep);
    expect(run.code, run.stderr).toBe(0);
    expect(run.signals.consumer_surface).toBe(true);
    expect((run.signals.signal_evidence as Record<string, string>).consumer_surface).toBe(
      `packages/core/src/m${CHAIN}.ts (path: reachable from the entry points of packages/core/package.json)`,
    );
    expect(run.git.filter((c) => c.startsWith("cat-file --batch") || c.startsWith("ls-tree"))).toEqual(["cat-file --batch-command"]);
    expect(run.git.filter((c) => c.startsWith("cat-file blob"))).toEqual([]);
    expect(run.git.length).toBeLessThanOrEqual(10);
  });

  it("reads nothing at the head when a path rule has raised consumer_surface already", async () => {
    const run = await plan(commits.entry);
    expect(run.code, run.stderr).toBe(0);
    expect((run.signals.signal_evidence as Record<string, string>).consumer_surface).toBe("src/index.ts (path: package entry points)");
    expect(run.git.filter((c) => c.startsWith("ls-tree") || c.startsWith("cat-file --batch") || c.startsWith("cat-file blob"))).toEqual([]);
  });
});
