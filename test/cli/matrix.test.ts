/**
 * The gauntlet across a matrix, as jobs: `plan --matrix`, one `lane` per job
 * sharing an artifact folder, then `gate` — against the scripted model and a
 * real git repository. The gate's verdict, findings and exit code equal a
 * single `review` of the same change; a job with no partial, a partial made
 * for another head, and a missing shard file each block, naming the fault.
 */
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import type { MatrixPlan, PartialResult } from "../../src/review/matrix/index.js";
import type { TempRepo } from "../review/support/tempRepo.js";
import {
  AUTH_CHANGE,
  REVIEW_CHUNK,
  SELECT_LANES,
  SECURITY,
  SECURITY_PASS,
  VERIFY_ONE,
  cleanLanes,
  gauntletRepo,
  nodeOf,
  promptText,
  toolResults,
  type Route,
} from "../support/gauntletHarness.js";
import { httpError, jsonReply, startModelServer, textReply, toolCall, toolCallsReply, type ModelServer, type RecordedRequest } from "../support/modelServer.js";
import { chunkPathsOf, cliEnv, runCliInProcess, type CliRun } from "../support/reviewHarness.js";
import { problemsOf, validateSarif } from "../support/sarifValidator.js";

const CLI_ENTRY = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
/** tsx's loader by its absolute URL: the child runs in the temp repository, where no node_modules resolves it. */
const TSX_LOADER = import.meta.resolve("tsx");

/** A source file of about 60 KB: one review chunk each (two never fit one 24k-token chunk). */
const bigFile = (name: string) => Array.from({ length: 2000 }, (_, i) => `export const ${name}${i + 1} = ${i + 1}; // padding\n`).join("");

/** Four chunks (a, b, c, d by churn) plus a small auth file: code review and security run. */
const CHANGE = { "src/a.ts": bigFile("a"), "src/b.ts": bigFile("bb"), "src/c.ts": bigFile("ccc"), "src/d.ts": bigFile("dddd"), ...AUTH_CHANGE };

const finding = (severity: string, path: string, line: number, title: string) => ({
  severity,
  path,
  start_line: line,
  end_line: line,
  title,
  claim: `${title}: the constant at ${path}:${line} is wrong.`,
  suggestion: "Fix it.",
});

/** Per chunk, by its files: a 🔴 in a.ts, a 🟡 in c.ts (proved FALSE), a 🟢 in d.ts; b.ts is clean. */
const reviewChunk: Route = (request) => {
  const files = chunkPathsOf(request).join(", ");
  const findings = [
    ...(files.includes("src/a.ts") ? [finding("🔴 CRITICAL", "src/a.ts", 2, "Wrong constant")] : []),
    ...(files.includes("src/c.ts") ? [finding("🟡 WARNING", "src/c.ts", 3, "Suspicious constant")] : []),
    ...(files.includes("src/d.ts") ? [finding("🟢 SUGGESTION", "src/d.ts", 4, "Name it better")] : []),
  ];
  return jsonReply({ summary: `Reviewed ${files}.`, findings });
};

/** Reads the cited line, then VERIFIED (FALSE for c.ts) quoting what the tool showed. */
const verifyOne: Route = (request: RecordedRequest) => {
  const cited = /citing (\S+) lines (\d+)/.exec(promptText(request));
  if (!cited) return httpError(418, { message: "no cited location" });
  const [path, line] = [cited[1]!, Number(cited[2])];
  const results = toolResults(request);
  if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path, offset: line, limit: 1 })]);
  const shown = new RegExp(`^${line}: (.*)$`, "m").exec(results.at(-1)!)?.[1] ?? "";
  return jsonReply({ id: "F0", verdict: path === "src/c.ts" ? "FALSE" : "VERIFIED", evidence: `${path}:${line}: ${shown}`, note: "" });
};

let server: ModelServer;
let hangShard2 = false;
let judgmentAddsAdversary = false;
beforeAll(async () => {
  server = await startModelServer();
  const routes: Record<string, Route> = { ...cleanLanes(), [REVIEW_CHUNK]: reviewChunk, [VERIFY_ONE]: verifyOne, [SECURITY]: () => textReply(SECURITY_PASS) };
  server.setHandler((request) => {
    const node = String(request.headers["x-gauntlet-node"] ?? "");
    // Shard 2 of 3 reviews chunk 2 (b.ts): held forever when a test kills that job.
    if (hangShard2 && node === REVIEW_CHUNK && promptText(request).includes("src/b.ts")) return new Promise<never>(() => {});
    if (judgmentAddsAdversary && node === SELECT_LANES)
      return jsonReply({ add_code_review: false, add_adversary: true, add_security: false, add_probe: false, lane_reasons: "behaviour to preserve" });
    const route = routes[node];
    return route ? route(request) : httpError(418, { message: `unscripted node ${node}` });
  });
});
afterAll(() => server.close());

interface Matrix {
  repo: string;
  out: string;
  matrix: string;
}

// Every CLI run only reads the repository: the file builds it once.
let sharedRepo: TempRepo | undefined;
afterAll(() => sharedRepo?.cleanup());

/** The shared repository, and an artifact folder and matrix file of the test's own. */
function setUp(): Matrix {
  sharedRepo ??= gauntletRepo(CHANGE);
  const out = mkdtempSync(join(tmpdir(), "gauntlet-partials-"));
  const matrix = join(out, "..", `${out.split("/").pop()}-matrix.json`);
  onTestFinished(() => {
    rmSync(out, { recursive: true, force: true });
    rmSync(matrix, { force: true });
  });
  return { repo: sharedRepo.dir, out, matrix };
}
const cli = (m: Matrix, argv: string[]) => runCliInProcess(argv, { cwd: m.repo, env: cliEnv(server) });

async function plan(m: Matrix): Promise<MatrixPlan> {
  const run = await cli(m, ["plan", "--base", "HEAD~1", "--matrix", m.matrix, "--shards", "3"]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(readFileSync(m.matrix, "utf8")) as MatrixPlan;
}

const lane = (m: Matrix, name: string, shard: string) => cli(m, ["lane", name, "--shard", shard, "--matrix", m.matrix, "--out", m.out, "--base", "HEAD~1"]);

async function gate(m: Matrix, extra: string[] = []) {
  const run = await cli(m, ["gate", "--matrix", m.matrix, m.out, "--json", join(m.out, "..", `${m.out.split("/").pop()}-result.json`), ...extra]);
  const resultFile = join(m.out, "..", `${m.out.split("/").pop()}-result.json`);
  onTestFinished(() => rmSync(resultFile, { force: true }));
  return { ...run, result: JSON.parse(readFileSync(resultFile, "utf8")) as GauntletResult };
}

const findingsOf = (result: GauntletResult) =>
  result.findings.map((f) => ({
    id: f.id,
    lane: f.lane,
    severity: f.severity,
    path: f.path,
    line: f.start_line,
    verdict: f.verdict,
    fingerprint: f.fingerprint,
  }));

/** `plan --shards 3` and its four lane jobs, with what the lanes asked of the model. */
interface Planned {
  m: Matrix;
  matrix: MatrixPlan;
  jobs: CliRun[];
  laneRequests: RecordedRequest[];
}

let planned: Promise<Planned> | undefined;
const sharedFolders: string[] = [];
afterAll(async () => {
  await planned?.catch(() => undefined);
  for (const path of sharedFolders.splice(0)) rmSync(path, { recursive: true, force: true });
});

/**
 * The plan and all four lane jobs, run once for the file: a test that starts
 * there gets its own copy of the matrix file and the partials (`forkPlanned`),
 * so what it changes reaches no other test.
 */
function plannedOnce(): Promise<Planned> {
  planned ??= (async () => {
    sharedRepo ??= gauntletRepo(CHANGE);
    const out = mkdtempSync(join(tmpdir(), "gauntlet-partials-"));
    const m = { repo: sharedRepo.dir, out, matrix: join(out, "..", `${out.split("/").pop()}-matrix.json`) };
    sharedFolders.push(m.out, m.matrix);
    const matrix = await plan(m);
    const lanesFrom = server.requests.length;
    const jobs = await Promise.all([lane(m, "code-review", "1/3"), lane(m, "code-review", "2/3"), lane(m, "code-review", "3/3"), lane(m, "security", "1/1")]);
    const laneRequests = server.requests.slice(lanesFrom);
    return { m, matrix, jobs, laneRequests };
  })();
  return planned;
}

/** The shared plan and partials, copied into the test's own folder and matrix file. */
async function forkPlanned(): Promise<Planned> {
  const base = await plannedOnce();
  const m = setUp();
  cpSync(base.m.out, m.out, { recursive: true });
  copyFileSync(base.m.matrix, m.matrix);
  return { ...base, m };
}

describe("gauntlet plan --matrix, lane, gate", () => {
  it("plan, 3 code-review shards and security, then the gate: the same verdict, findings and exit code as one review", async () => {
    const { m, matrix, jobs, laneRequests } = await forkPlanned();
    expect(matrix.include).toEqual([
      { lane: "code-review", shard: 1, shards: 3 },
      { lane: "code-review", shard: 2, shards: 3 },
      { lane: "code-review", shard: 3, shards: 3 },
      { lane: "security", shard: 1, shards: 1 },
    ]);
    expect(matrix.chunk_plan.chunks).toBe(4);

    for (const job of jobs) expect(job.code, job.stderr).toBe(0);
    expect(jobs[1]!.stderr).toContain("code-review 2/3: completed");
    const shard1 = JSON.parse(readFileSync(join(m.out, "code-review-1-of-3.json"), "utf8")) as PartialResult;
    // Round-robin: shard 1 of 3 reviewed chunks 1 and 4.
    expect(shard1.code_review?.walkthrough.map((w) => w.chunk)).toEqual([1, 4]);
    // The plan records the diff's file table once, in git's order; a code-review partial lists only its own chunks' files.
    const table = matrix.chunk_plan.file_stats?.map((f) => f.path) ?? [];
    expect(table).toEqual([...table].sort());
    expect(table.length).toBeGreaterThan(3);
    const shard1Files = new Set(shard1.code_review?.walkthrough.flatMap((w) => w.paths));
    expect(shard1.code_review?.file_stats.map((f) => f.path)).toEqual(table.filter((path) => shard1Files.has(path)));

    const sarifFile = join(m.out, "..", `${m.out.split("/").pop()}.sarif`);
    onTestFinished(() => rmSync(sarifFile, { force: true }));
    const gated = await gate(m, ["--sarif", sarifFile]);

    const singleFile = join(m.out, "..", `${m.out.split("/").pop()}-single.json`);
    onTestFinished(() => rmSync(singleFile, { force: true }));
    const singleFrom = server.requests.length;
    const single = await cli(m, ["review", "--base", "HEAD~1", "--json", singleFile]);
    const singleRequests = server.requests.slice(singleFrom);
    const singleResult = JSON.parse(readFileSync(singleFile, "utf8")) as GauntletResult;

    expect(gated.code).toBe(single.code);
    expect(gated.code).toBe(1);
    expect(gated.stdout.split("\n")[0]).toBe("GAUNTLET: BLOCKED");
    expect(gated.result.verdict).toBe(singleResult.verdict);
    expect(gated.result.reasons).toEqual(singleResult.reasons);
    expect(findingsOf(gated.result)).toEqual(findingsOf(singleResult));
    // The ids a single job assigns, in chunk order, kept and dropped alike.
    expect(findingsOf(gated.result).map((f) => `${f.id} ${f.path} ${f.verdict}`)).toEqual([
      "F1 src/a.ts VERIFIED",
      "F3 src/d.ts UNCHECKED",
      "F2 src/c.ts FALSE",
    ]);
    expect(gated.result.coverage).toEqual(singleResult.coverage);
    // The code-review report, file table included, is the single job's.
    const codeReviewSection = (stdout: string) => stdout.slice(stdout.indexOf("## Code review"), stdout.indexOf("### Findings"));
    expect(codeReviewSection(gated.stdout)).toContain(`| \`${table[0]}\` |`);
    expect(codeReviewSection(gated.stdout)).toBe(codeReviewSection(single.stdout));
    // The job summary's time line shows the shards.
    expect(gated.result.lanes.find((l) => l.name === "code-review")?.passes?.map((p) => p.label)).toEqual(["shard 1/3", "shard 2/3", "shard 3/3"]);
    expect(problemsOf((await validateSarif([sarifFile])).get(sarifFile))).toEqual([]);
    // Each chunk's prompt is byte-identical to the single job's but for the run's data-block nonce, and no model call is added.
    const chunkPrompts = (requests: RecordedRequest[]) =>
      requests
        .filter((r) => nodeOf(r) === REVIEW_CHUNK)
        .map((r) => promptText(r).replace(/ [0-9a-f]{16}>>>/g, " NONCE>>>"))
        .sort();
    expect(chunkPrompts(laneRequests)).toHaveLength(4);
    expect(chunkPrompts(laneRequests)).toEqual(chunkPrompts(singleRequests));
    const calls = (requests: RecordedRequest[]) => requests.filter((r) => nodeOf(r) !== SELECT_LANES).length;
    expect(calls(laneRequests)).toBe(calls(singleRequests));
  });

  it("a shard's process killed before it wrote its partial: the gate blocks, naming code-review 2/3", async () => {
    const { m, jobs, before, child } = await startHangingShard2();
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    // Killed while its model call is in flight: it never writes a partial.
    await expect.poll(() => server.requests.slice(before).some((r) => promptText(r).includes("src/b.ts")), { timeout: 60_000, interval: 100 }).toBe(true);
    child.kill("SIGKILL");
    await exited;
    hangShard2 = false;
    // The other three jobs' partials are the shared run's: their jobs completed.
    for (const job of [1, 3, 4].map((n) => jobs[n - 1]!)) expect(job.code, job.stderr).toBe(0);
    expect(existsSync(join(m.out, "code-review-2-of-3.json"))).toBe(false);

    const gated = await gate(m);
    expect(gated.code).toBe(1);
    expect(gated.stdout.split("\n")[0]).toBe("GAUNTLET: BLOCKED");
    expect(gated.result.reasons.join("\n")).toContain("code-review 2/3: no partial result");
  });

  it("a partial made for another head SHA or other settings blocks, and so does a missing shard file", async () => {
    const { m, jobs } = await forkPlanned();
    for (const job of jobs) expect(job.code, job.stderr).toBe(0);

    const file = join(m.out, "security-1-of-1.json");
    const partial = JSON.parse(readFileSync(file, "utf8")) as PartialResult;
    writeFileSync(file, JSON.stringify({ ...partial, keys: { ...partial.keys, head_sha: "0".repeat(40) } }));
    const otherHead = await gate(m);
    expect(otherHead.code).toBe(1);
    expect(otherHead.result.reasons.join("\n")).toMatch(/security 1\/1: security-1-of-1\.json was made for head_sha 000000000000, the matrix for [0-9a-f]{12}/);

    // A lane run with other settings than the plan's (here a lower rigor) computes another settings key.
    const otherSettings = await cli(m, ["lane", "security", "--matrix", m.matrix, "--out", m.out, "--base", "HEAD~1", "--rigor", "prototype"]);
    expect(otherSettings.code, otherSettings.stderr).toBe(0);
    const otherKey = await gate(m);
    expect(otherKey.code).toBe(1);
    expect(otherKey.result.reasons.join("\n")).toMatch(
      /security 1\/1: security-1-of-1\.json was made for settings_key [0-9a-f]{12}, the matrix for [0-9a-f]{12}/,
    );

    writeFileSync(file, JSON.stringify(partial));
    unlinkSync(join(m.out, "code-review-3-of-3.json"));
    const missing = await gate(m);
    expect(missing.code).toBe(1);
    expect(missing.result.reasons.join("\n")).toContain("code-review 3/3: no partial result");
  });

  it("a lane job cancelled (SIGTERM) mid-review still writes its partial, a typed fault, and exits 0", async () => {
    const { m, before, child } = await startHangingShard2();
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    await expect.poll(() => server.requests.slice(before).some((r) => promptText(r).includes("src/b.ts")), { timeout: 60_000, interval: 100 }).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const partial = JSON.parse(readFileSync(join(m.out, "code-review-2-of-3.json"), "utf8")) as PartialResult;
    expect(partial.job).toEqual({ lane: "code-review", shard: 2, shards: 3 });
    expect(partial.outcome.state).not.toBe("completed");
  });

  it("a lane whose model is unreachable writes a degraded partial (exit 0), and the gate blocks on it", async () => {
    const m = setUp();
    const planned = await cli(m, ["plan", "--base", "HEAD~1", "--matrix", m.matrix]);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain("code review: 4 chunk(s), 1 shard(s) (one per 4 chunks, at most 20 per shard)");
    const dead = await runCliInProcess(["lane", "security", "--matrix", m.matrix, "--out", m.out, "--base", "HEAD~1"], {
      cwd: m.repo,
      env: { ...cliEnv(server), OPENAI_BASE_URL: "http://127.0.0.1:9/v1" },
    });
    expect(dead.code, dead.stderr).toBe(0);
    expect(dead.stderr).toMatch(/security 1\/1: (degraded|faulted)/);
    expect((await lane(m, "code-review", "1/1")).code).toBe(0);
    const gated = await gate(m);
    expect(gated.code).toBe(1);
    expect(gated.result.lanes.find((l) => l.name === "security")).toMatchObject({ blocks: true });
  });

  it("--lane-judgment asks the model once, stops after selection, records the lane it added and its own usage, which the gate counts", async () => {
    const m = setUp();
    judgmentAddsAdversary = true;
    onTestFinished(() => {
      judgmentAddsAdversary = false;
    });
    const before = server.requests.length;
    const planned = await cli(m, ["plan", "--base", "HEAD~1", "--matrix", m.matrix, "--lane-judgment"]);
    expect(planned.code, planned.stderr).toBe(0);
    expect(server.requests.slice(before).map((r) => String(r.headers["x-gauntlet-node"]))).toEqual([SELECT_LANES]);
    const matrix = JSON.parse(readFileSync(m.matrix, "utf8")) as MatrixPlan;
    expect(matrix.include.map((j) => j.lane)).toEqual(["code-review", "adversary", "security"]);
    expect(matrix.lane_selection.find((c) => c.lane === "adversary")).toMatchObject({ selected: true, reason: "added by lane judgment" });
    expect(matrix.lanes_summary).toContain("- lane judgment: behaviour to preserve");
    expect(matrix.plan_usage).toMatchObject({ calls: 1 });
    expect(matrix.plan_usage!.prompt_tokens).toBeGreaterThan(0);
    // The matrix result's usage is every call the model answered: the plan's judgment and the lane jobs'.
    const jobs = await Promise.all(matrix.include.map((job) => lane(m, job.lane, `${job.shard}/${job.shards}`)));
    for (const job of jobs) expect(job.code, job.stderr).toBe(0);
    const gated = await gate(m);
    const seen = server.requests.slice(before);
    expect(gated.result.usage.calls).toBe(seen.length);
    expect(seen.filter((r) => nodeOf(r) === SELECT_LANES)).toHaveLength(1);
    const laneCalls = gated.result.lanes.reduce((sum, l) => sum + l.usage.calls, 0);
    expect(gated.result.usage.calls).toBe(laneCalls + 1);
    // Without the flag, no model: the floor alone, and not one request.
    const requestsBeforeFloor = server.requests.length;
    const floor = await cli(m, ["plan", "--base", "HEAD~1", "--matrix", m.matrix]);
    expect(floor.code).toBe(0);
    expect(server.requests.length).toBe(requestsBeforeFloor);
    const floorPlan = JSON.parse(readFileSync(m.matrix, "utf8")) as MatrixPlan;
    expect(floorPlan.include.map((j) => j.lane)).toEqual(["code-review", "security"]);
    expect(floorPlan.plan_usage).toBeUndefined();
  });

  it("bad input is a usage error naming the flag: a job not in the matrix, a bad --shard, an unreadable matrix file", async () => {
    const { m } = await forkPlanned();
    const notInMatrix = await lane(m, "code-review", "4/4");
    expect(notInMatrix.code).toBe(2);
    expect(notInMatrix.stderr).toContain("code-review 4/4 is not a job of --matrix");
    const badShard = await lane(m, "code-review", "0/3");
    expect(badShard.code).toBe(2);
    expect(badShard.stderr).toContain("--shard 0/3: use I/N");
    const noFile = await cli(m, ["gate", "--matrix", "nope.json", m.out]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain("--matrix nope.json: cannot read it (ENOENT)");
    const tooMany = await cli(m, ["plan", "--base", "HEAD~1", "--matrix", m.matrix, "--shards", "17"]);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toContain("--shards 17: use a whole number from 1 to 16");
  });

  it("each plan has its own nonce; a plan edited to disagree with itself: lane refuses it, the gate blocks naming it", async () => {
    const { m, matrix: first } = await forkPlanned();
    expect(first.keys.plan_nonce).toMatch(/^[0-9a-f-]{36}$/);
    const second = await plan(m);
    expect(second.keys.plan_nonce).not.toBe(first.keys.plan_nonce);
    // Shard 3/3 dropped from include: a third of the chunks would never be reviewed.
    writeFileSync(m.matrix, JSON.stringify({ ...second, include: second.include.filter((job) => job.shard !== 3) }));
    const refused = await lane(m, "code-review", "1/3");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("an inconsistent matrix plan (the job code-review 3/3 is missing from include)");
    const gated = await gate(m);
    expect(gated.code).toBe(1);
    expect(gated.result.verdict).toBe("BLOCKED");
    expect(gated.result.reasons.join("\n")).toContain("the matrix plan: the job code-review 3/3 is missing from include");
  });
});

/**
 * From a copy of the shared plan and the other jobs' partials, starts shard 2/3 as its own process with its review
 * chunk held by the model (until the test ends).
 */
async function startHangingShard2() {
  const planned = await forkPlanned();
  const { m } = planned;
  // This test's shard 2 writes its own partial, or none.
  unlinkSync(join(m.out, "code-review-2-of-3.json"));
  hangShard2 = true;
  onTestFinished(() => {
    hangShard2 = false;
  });
  const before = server.requests.length;
  const child = spawn(
    process.execPath,
    ["--import", TSX_LOADER, CLI_ENTRY, "lane", "code-review", "--shard", "2/3", "--matrix", m.matrix, "--out", m.out, "--base", "HEAD~1"],
    { cwd: m.repo, env: { ...process.env, ...cliEnv(server) }, stdio: "ignore" },
  );
  return { ...planned, before, child };
}
