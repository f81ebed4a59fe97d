/**
 * An incomplete review says so, through the built CLI (`review --json`) and
 * the built action's outputs: a lane that got a permanent 400, every model
 * call failing, and partial coverage at rigor prototype are each named on
 * the GAUNTLET_REVIEW_INCOMPLETE line and in `incomplete`; a lane that blocks
 * on its own verdict line reviewed, and is not named.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { ADVERSARY, CONFORMS, cleanLanes, gauntletRepo, PLAIN_CHANGE, type Route } from "../support/gauntletHarness.js";
import { httpError, startModelServer, textReply, type ModelServer } from "../support/modelServer.js";
import { cliEnv } from "../support/reviewHarness.js";
import { pullRequestPayload, removeTempDirs, runAction } from "../support/actionHarness.js";
import { describeRun, startScenario } from "./support/scenario.js";

afterAll(removeTempDirs);

const CLI_ENTRY = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const PLAN = "Acceptance: greet() trims the name before greeting.";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

function script(routes: Record<string, Route>): void {
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  result: GauntletResult;
  line: string | undefined;
}

/** `node dist/cli/index.js review --base HEAD~1 --json result.json …` in a repository with `change` committed. */
async function review(change: Record<string, string>, args: string[] = []): Promise<CliRun> {
  const repo = gauntletRepo(change);
  onTestFinished(() => repo.cleanup());
  // Untracked: not part of the reviewed commits.
  const plan = join(repo.dir, "plan.md");
  writeFileSync(plan, PLAN);
  const child = spawn(process.execPath, [CLI_ENTRY, "review", "--base", "HEAD~1", "--plan", plan, "--json", "result.json", ...args], {
    cwd: repo.dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...cliEnv(server) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const result = JSON.parse(readFileSync(join(repo.dir, "result.json"), "utf8")) as GauntletResult;
  return { code, stdout, stderr, result, line: stdout.split("\n").find((l) => l.startsWith("GAUNTLET_REVIEW_INCOMPLETE:")) };
}

const badRequest = () => httpError(400, { message: "this model does not accept the request" });

describe("gauntlet review (built CLI): the incomplete line and result", () => {
  it("a permanent 400 on the adversary lane: asked once, BLOCKED, and named with its fault kind", async () => {
    script({ ...cleanLanes(), [ADVERSARY]: badRequest });
    const run = await review(PLAIN_CHANGE);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^GAUNTLET: BLOCKED\n/);
    expect(server.requests.filter((r) => r.headers["x-gauntlet-node"] === ADVERSARY)).toHaveLength(1);
    expect(run.line).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: adversary \(degraded: \w+\)$/);
    expect(run.result.incomplete).toEqual([expect.objectContaining({ part: "lane", lane: "adversary", state: "degraded", given_up: false })]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    server.requests.length = 0;
  });

  it("every model call failing: each selected lane is named, and that nothing was reviewed", async () => {
    script({});
    server.setHandler(badRequest);
    const run = await review(PLAIN_CHANGE);
    expect(run.code, run.stderr).toBe(1);
    expect(run.result.verdict).toBe("BLOCKED");
    expect(run.result.reasons).toContain("no lane completed, so nothing was reviewed");
    expect(run.line).toContain("no lane completed, so nothing was reviewed");
    for (const lane of ["code-review", "adversary"]) expect(run.line).toMatch(new RegExp(`${lane} \\((degraded|faulted): \\w+\\)`));
    expect(run.result.incomplete).toContainEqual({ part: "pipeline", kind: "nothing_reviewed", detail: "no lane completed, so nothing was reviewed" });
    server.requests.length = 0;
  });

  it("--rigor prototype with partial coverage passes, but names the files never shown, with their count", async () => {
    script(cleanLanes());
    // 22 files of ~15k tokens each: one chunk apiece, and the default 20 chunks leave two over budget.
    const big = (n: number) => Array.from({ length: 1200 }, (_, i) => `export const value_${n}_${i} = ${i} * ${n} + ${(i * 7919) % 1000};`).join("\n") + "\n";
    const change = Object.fromEntries(Array.from({ length: 22 }, (_, n) => [`src/gen${n}.ts`, big(n)]));
    const run = await review(change, ["--rigor", "prototype"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.result.verdict).toBe("PASS");
    const missing = run.result.coverage.not_reviewed.length;
    expect(missing).toBeGreaterThan(0);
    expect(run.result.incomplete).toEqual([expect.objectContaining({ part: "coverage", lane: "code-review", files: missing })]);
    expect(run.line).toMatch(new RegExp(`^GAUNTLET_REVIEW_INCOMPLETE: coverage \\(${missing} files? not reviewed: `));
    server.requests.length = 0;
  });

  it("a lane that blocks on its own verdict line is not incomplete", async () => {
    script({ ...cleanLanes(), [ADVERSARY]: () => textReply(CONFORMS.replace("ADVERSARIAL_REVIEW: CONFORMS", "ADVERSARIAL_REVIEW: DIVERGES")) });
    const run = await review(PLAIN_CHANGE);
    expect(run.code, run.stderr).toBe(1);
    expect(run.result.lanes.find((l) => l.name === "adversary")).toMatchObject({ state: "completed", blocks: true });
    expect(run.result.incomplete).toEqual([]);
    expect(run.line).toBeUndefined();
    server.requests.length = 0;
  });
});

describe("the built action: the incomplete output and the job summary", () => {
  it("a permanent 400 on the adversary lane is in the `incomplete` output, the result file and the job summary", async ({ onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished }, { routes: { [ADVERSARY]: badRequest } });
    const { repo, fake, model } = scenario;
    const run = await runAction({
      event: "pull_request",
      payload: pullRequestPayload(repo, { body: PLAN }),
      workspace: repo.workspace("merge", { depth: 1 }),
      fake,
      model,
      sha: repo.mergeSha,
    });
    expect(run.code, describeRun(run, scenario)).toBe(1);
    expect(run.outputs.verdict).toBe("BLOCKED");
    expect(run.outputs.incomplete).toMatch(/^adversary \(degraded: \w+\)$/);
    const result = JSON.parse(readFileSync(run.outputs.findings!, "utf8")) as GauntletResult;
    expect(result.incomplete).toEqual([expect.objectContaining({ part: "lane", lane: "adversary" })]);
    expect(run.summary).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: adversary \(degraded: \w+\)$/m);
  });

  it("a clean review leaves the `incomplete` output empty", async ({ onTestFinished }) => {
    const scenario = await startScenario({ onTestFinished });
    const { repo, fake, model } = scenario;
    const run = await runAction({
      event: "pull_request",
      payload: pullRequestPayload(repo, { body: PLAN }),
      workspace: repo.workspace("merge", { depth: 1 }),
      fake,
      model,
      sha: repo.mergeSha,
    });
    expect(run.code, describeRun(run, scenario)).toBe(0);
    expect(run.outputs.incomplete).toBe("");
  });
});
