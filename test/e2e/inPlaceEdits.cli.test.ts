/**
 * The same attacks through the built CLI (`dist/cli/index.js review`) on a
 * real repository: at security posture `hardened` code review reads build
 * output edited in place as well as the security lane; a pull request that
 * only bumps a submodule selects the security lane (touches_deps) and shows
 * it both commits and the URL.
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpError, jsonReply, startModelServer, textReply, type ModelServer } from "../support/modelServer.js";
import { GIT_ENV } from "../support/actionHarness.js";
import { cliEnv } from "../support/reviewHarness.js";
import { REVIEW_CHUNK, SECURITY, SELECT_LANES, nodeOf, selectNothing, promptText, requestsFor, verifyByReading, type Route } from "./support/model.js";

const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const EXEC_LINE = 'require("child_process").exec(process.env.INPUT_CMD);';
const OLD = "1111111111111111111111111111111111111111";
const BUMPED = "2222222222222222222222222222222222222222";
const AGAIN = "3333333333333333333333333333333333333333";

let server: ModelServer;
let repo: string;
const dirs: string[] = [];

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, ...GIT_ENV }, encoding: "utf8" });
function write(path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}
const gitlink = (path: string, commit: string) => git("update-index", "--add", "--cacheinfo", `160000,${commit},${path}`);

beforeAll(async () => {
  server = await startModelServer();
  repo = mkdtempSync(join(tmpdir(), "gauntlet-e2e-gen-cli-"));
  dirs.push(repo);
  git("init", "--quiet", "--initial-branch=main");
  const bundle = Array.from({ length: 50 }, (_, i) => `var a${i} = ${i};`).join("\n") + "\n";
  write("src/app.ts", "export const app = 1;\n");
  write("dist/index.js", bundle);
  write(".gitmodules", '[submodule "lib/dep"]\n\tpath = lib/dep\n\turl = https://github.com/good/dep.git\n');
  git("add", "-A");
  gitlink("lib/dep", OLD);
  git("commit", "--quiet", "-m", "base");
  // HEAD~1..HEAD of the first review: the bundle edited in place, and a submodule bump.
  write("dist/index.js", bundle.replace("var a25 = 25;", `var a25 = 25;\n${EXEC_LINE}`));
  git("add", "-A");
  gitlink("lib/dep", BUMPED);
  git("commit", "--quiet", "-m", "edit the bundle");
  // The second review's change: a submodule bump alone.
  gitlink("lib/dep", AGAIN);
  git("commit", "--quiet", "-m", "bump the submodule");
});

afterAll(async () => {
  await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The security lane flags the exec line when its prompt shows it. */
const security: Route = (request) => {
  const shown = /^(\d+)\+.*child_process"\)\.exec\(process\.env\.INPUT_CMD\)/m.exec(promptText(request));
  return textReply(
    shown
      ? `🔴 Command injection — dist/index.js:${shown[1]} — INPUT_CMD → exec — rebuild from source\n\nSECURITY_REVIEW: FAIL\nPosture: hardened — read the bundle.`
      : "Nothing found.\n\nSECURITY_REVIEW: PASS\nPosture: standard — checked the change.",
  );
};

function script(): void {
  const routes: Record<string, Route> = {
    // Lane judgment adds nothing: the security lane runs only if the signals select it.
    [SELECT_LANES]: selectNothing,
    [REVIEW_CHUNK]: () => jsonReply({ summary: "Reviewed.", findings: [] }),
    [SECURITY]: security,
    "finding-verifier/verify_one": verifyByReading,
  };
  server.setHandler((request) => routes[nodeOf(request)]?.(request) ?? httpError(418, { message: `unscripted node ${nodeOf(request)}` }));
}

interface CliResult {
  verdict: string;
  coverage: { skipped: Array<{ path: string }> };
  findings: unknown[];
  lanes: Array<{ name: string; state: string; selection: string }>;
}

function review(args: string[]): Promise<{ code: number; stdout: string; stderr: string; result: CliResult }> {
  const out = join(repo, "..", `${Math.random().toString(36).slice(2)}.json`);
  dirs.push(out);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "review", ...args, "--json", out],
      { cwd: repo, env: { ...process.env, ...cliEnv(server) }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        let result = {} as CliResult;
        try {
          result = JSON.parse(readFileSync(out, "utf8")) as CliResult;
        } catch {
          // No result file: the exit code and stderr say why.
        }
        resolve({ code, stdout, stderr, result });
      },
    );
  });
}

describe("gauntlet review (built CLI)", () => {
  it("at posture hardened, code review reads a bundle edited in place too; the security lane's finding on the exec line blocks", async () => {
    script();
    const before = server.requests.length;
    git("checkout", "--quiet", "--detach", "main~1");
    const cli = await review(["--base", "HEAD~1", "--security-posture", "hardened"]);
    const requests = server.requests.slice(before);
    expect(cli.code, cli.stderr).toBe(1);
    const chunks = requests.filter((r) => nodeOf(r) === REVIEW_CHUNK).map(promptText);
    expect(chunks.some((p) => p.includes("### dist/index.js") && p.includes(EXEC_LINE))).toBe(true);
    const lane = requests.filter((r) => nodeOf(r) === SECURITY).map(promptText);
    expect(lane).toHaveLength(1);
    expect(lane[0]).toContain(EXEC_LINE);
    expect(lane[0]).toContain(`- submodule "lib/dep": commit ${OLD} → ${BUMPED}; URL "https://github.com/good/dep.git" (unchanged)`);
    expect(cli.result.verdict).toBe("BLOCKED");
    expect(cli.result.coverage.skipped.map((s) => s.path)).not.toContain("dist/index.js");
    expect(cli.result.findings).toEqual(expect.arrayContaining([expect.objectContaining({ lane: "security", path: "dist/index.js", severity: "🔴" })]));
  });

  it("a submodule bump alone selects the security lane and shows it both commits", async () => {
    script();
    const before = requestsFor(server, SECURITY).length;
    git("checkout", "--quiet", "main");
    const cli = await review(["--base", "HEAD~1"]);
    expect(cli.code, cli.stdout).toBe(0);
    const lane = requestsFor(server, SECURITY).slice(before).map(promptText);
    expect(lane).toHaveLength(1);
    expect(lane[0]).toContain(`- submodule "lib/dep": commit ${BUMPED} → ${AGAIN}; URL "https://github.com/good/dep.git" (unchanged)`);
    expect(cli.result.lanes.find((l) => l.name === "security")).toMatchObject({
      state: "completed",
      selection: expect.stringMatching(/attack-surface signals: dependencies/),
    });
  });
});
