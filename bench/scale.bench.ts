/**
 * `npm run bench:scale [-- --quick] [-- --cli PATH]`: one job against an 8-job
 * matrix on a pull request too big for one job.
 *
 * - Set-up: a real repository whose change touches 2,000 files, sized so that
 *   code review needs about 31 chunks: more than one job's cap (max_chunks, 20),
 *   and about 4 per shard over 8 shards. A scripted model answers every call
 *   correctly after 2 s (a timer: concurrent calls overlap).
 * - One job: `gauntlet review --json`, the built CLI as a process.
 * - The matrix: `gauntlet plan --matrix --shards 8`, then every job of the
 *   matrix as parallel processes, then `gauntlet gate --json`.
 * - A runner per job: the same lane jobs again, one at a time (each alone, as
 *   on a runner of its own), then the gate over their partials; the matrix's
 *   wall time is then plan + the slowest lane job + gate, all measured.
 * - Prints wall time (both figures), model calls (at the server and in the
 *   result), coverage and ratios, then each target with ✓ or ✗ and, for a
 *   miss, why.
 *
 * --quick (or GAUNTLET_BENCH_QUICK=1): 200 files of the same total size, 0.2 s
 * latency, for a smoke test. --lane-judgment: plan asks the model for lane
 * judgment, as the action's plan mode does (one more call, one more latency). The CLI is --cli, else GAUNTLET_BENCH_CLI, else
 * dist/cli/index.js. Exit 1 when a run fails outright (a crash, a usage error,
 * a call the model was not scripted for); a missed target only prints ✗.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { GIT_TEST_ENV } from "../test/review/support/tempRepo.js";
import { TEST_API_KEY, TEST_MODEL } from "../test/support/reviewHarness.js";
import { createBigPr, type BigPrShape } from "./support/bigPr.js";
import { phaseRunner, RunFailed, slowestRun, type PhaseJob } from "./support/benchPhase.js";
import { stopRunningJobs } from "./support/cliJob.js";
import { printReport } from "./support/scaleReport.js";
import { floorRounds, sideFigures, type Concurrency, type ReviewResultJson } from "./support/scaleFigures.js";
import { startSlowModel, type SlowModel } from "./support/slowModel.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { quick: { type: "boolean" }, cli: { type: "string" }, "lane-judgment": { type: "boolean" } } });
const quick = values.quick === true || process.env.GAUNTLET_BENCH_QUICK === "1";
const SHARDS = 8;
/** About 31 chunks of 24k tokens either way: the quick PR has a tenth of the files, each ten times longer. */
const SHAPE: BigPrShape = quick ? { files: 200, addedLines: 250 } : { files: 2000, addedLines: 25 };
const LATENCY_MS = quick ? 200 : 2000;
/** The action's plan always asks the model for lane judgment; the CLI's only with --lane-judgment. */
const LANE_JUDGMENT = values["lane-judgment"] === true;

function cliPath(): string {
  const cli = resolve(root, values.cli ?? process.env.GAUNTLET_BENCH_CLI ?? "dist/cli/index.js");
  if (!existsSync(cli))
    throw new RunFailed(`no CLI at ${cli}: build one with \`node scripts/build.mjs --out /tmp/gauntlet-dist\` and pass --cli /tmp/gauntlet-dist/cli/index.js`);
  return cli;
}

interface GraphYaml {
  variables?: { name: string; default?: unknown }[];
  nodes: Record<string, { max_concurrency?: number }>;
}

/**
 * review_each's and verify_each's max_concurrency and code review's chunk cap,
 * as the graphs the CLI ships with set them (its bundle's graphs/, else the tree's).
 */
function graphLimits(cli: string): { concurrency: Concurrency; maxChunks: number } {
  const bundled = resolve(dirname(cli), "..", "graphs");
  const folder = existsSync(join(bundled, "code-reviewer.yaml")) ? bundled : join(root, "graphs");
  const graph = (name: string) => parse(readFileSync(join(folder, `${name}.yaml`), "utf8")) as GraphYaml;
  const number = (value: unknown, what: string) => {
    if (typeof value !== "number") throw new RunFailed(`${folder}: ${what} is not a number; the bench cannot state the concurrency`);
    return value;
  };
  const reviewer = graph("code-reviewer");
  return {
    concurrency: {
      chunks: number(reviewer.nodes.review_each?.max_concurrency, "code-reviewer review_each max_concurrency"),
      findings: number(graph("finding-verifier").nodes.verify_each?.max_concurrency, "finding-verifier verify_each max_concurrency"),
    },
    maxChunks: number(reviewer.variables?.find((v) => v.name === "max_chunks")?.default, "code-reviewer max_chunks"),
  };
}

function readResult(path: string, who: string): ReviewResultJson {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as ReviewResultJson;
  } catch (error) {
    throw new RunFailed(`${who} wrote no readable --json result at ${path} (${String(error)})`);
  }
}

async function main(): Promise<void> {
  const cli = cliPath();
  const { concurrency, maxChunks } = graphLimits(cli);
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-bench-scale-"));
  let model: SlowModel | undefined;
  let cleanupRepo = () => {};
  // Interrupted (Ctrl-C, a CI cancellation): end the jobs and remove the folders before exiting.
  const onSignal = (signal: NodeJS.Signals) => {
    stopRunningJobs();
    cleanupRepo();
    rmSync(scratch, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  try {
    const loadBefore = loadavg()[0]!;
    let started = performance.now();
    const pr = createBigPr(SHAPE);
    cleanupRepo = () => pr.repo.cleanup();
    console.log(`set-up: ${SHAPE.files} changed files (+${SHAPE.addedLines} lines each) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    model = await startSlowModel(LATENCY_MS);
    const env = { ...process.env, ...GIT_TEST_ENV, OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: TEST_API_KEY, GAUNTLET_MODEL: TEST_MODEL };
    const diff = ["--base", "main"];

    const phase = phaseRunner({ cli, cwd: pr.repo.dir, env, model });

    console.log(`one job: gauntlet review (${LATENCY_MS} ms per model call) …`);
    const singleJson = join(scratch, "single.json");
    // 0 is PASS and 1 BLOCKED: both are a finished review.
    const single = await phase([{ name: "gauntlet review", args: ["review", ...diff, "--json", singleJson] }], [0, 1]);

    console.log(`the matrix: gauntlet plan --shards ${SHARDS}, the lane jobs in parallel, gauntlet gate …`);
    const matrixFile = join(scratch, "matrix.json");
    const partials = join(scratch, "partials");
    started = performance.now();
    const plan = await phase(
      [{ name: "gauntlet plan", args: ["plan", ...diff, "--matrix", matrixFile, "--shards", String(SHARDS), ...(LANE_JUDGMENT ? ["--lane-judgment"] : [])] }],
      [0],
    );
    const include = (JSON.parse(readFileSync(matrixFile, "utf8")) as { include: { lane: string; shard: number; shards: number }[] }).include;
    const laneJobs = (out: string): PhaseJob[] =>
      include.map((job) => ({
        name: `gauntlet lane ${job.lane} ${job.shard}/${job.shards}`,
        args: ["lane", job.lane, "--shard", `${job.shard}/${job.shards}`, "--matrix", matrixFile, "--out", out, ...diff],
      }));
    const gateJob = (from: string, json: string): PhaseJob[] => [{ name: "gauntlet gate", args: ["gate", "--matrix", matrixFile, from, "--json", json] }];
    const lanes = await phase(laneJobs(partials), [0, 1]);
    const matrixJson = join(scratch, "matrix-result.json");
    const gate = await phase(gateJob(partials, matrixJson), [0, 1]);
    const matrixWallMs = performance.now() - started;

    console.log(`a runner per job: the same ${include.length} lane jobs one at a time, each alone, then gauntlet gate …`);
    const alonePartials = join(scratch, "partials-alone");
    const aloneLanes = await phase(laneJobs(alonePartials), [0, 1], "one at a time");
    const aloneJson = join(scratch, "matrix-alone-result.json");
    const aloneGate = await phase(gateJob(alonePartials, aloneJson), [0, 1]);
    const aloneResult = readResult(aloneJson, "gauntlet gate (a runner per job)");
    const slowest = slowestRun(aloneLanes);

    const sum = (values: (number | undefined)[]) => (values.every((v) => v !== undefined) ? (values as number[]).reduce((a, b) => a + b, 0) : undefined);
    printReport({
      shape: SHAPE,
      latencyMs: LATENCY_MS,
      cores: availableParallelism(),
      loadAverage: loadBefore,
      concurrency,
      maxChunks,
      jobs: include.map((job) => `${job.lane} ${job.shard}/${job.shards}`),
      single: sideFigures({
        wallMs: single.wallMs,
        cpuMs: single.cpuMs,
        processes: 1,
        phases: [single.calls],
        result: readResult(singleJson, "gauntlet review"),
        changedFiles: SHAPE.files,
        concurrency,
      }),
      matrix: sideFigures({
        wallMs: matrixWallMs,
        cpuMs: sum([plan.cpuMs, lanes.cpuMs, gate.cpuMs]),
        processes: 2 + include.length,
        phases: [plan.calls, lanes.calls, gate.calls],
        result: readResult(matrixJson, "gauntlet gate"),
        changedFiles: SHAPE.files,
        concurrency,
      }),
      singleCalls: single.calls,
      matrixCalls: [...plan.calls, ...lanes.calls, ...gate.calls],
      phases: {
        planMs: plan.wallMs,
        lanesMs: lanes.wallMs,
        slowestLaneMs: slowestRun(lanes).wallMs,
        gateMs: gate.wallMs,
        planCpuMs: plan.cpuMs,
        lanesCpuMs: lanes.cpuMs,
        gateCpuMs: gate.cpuMs,
      },
      perRunner: {
        planMs: plan.wallMs,
        lanes: aloneLanes.runs.map((run) => ({ name: run.name, wallMs: run.wallMs, cpuMs: run.cpuMs })),
        slowest,
        gateMs: aloneGate.wallMs,
        wallMs: plan.wallMs + slowest.wallMs + aloneGate.wallMs,
        planFloorRounds: floorRounds(plan.calls, concurrency),
        laneFloorRounds: floorRounds(aloneLanes.calls, concurrency),
        verdict: aloneResult.verdict,
      },
    });
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    await model?.close();
    cleanupRepo();
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof RunFailed)) throw error;
  console.error(`bench:scale: a run failed, nothing was measured:\n${error.message}`);
  process.exitCode = 1;
}
