/**
 * `npm run bench:phases -- CLI_A CLI_B [--reps N]`: the matrix's phases, one
 * built CLI against another, on bench:scale's pull request (2,000 files, 31
 * chunks, 8 shards) and scripted model (2 s a call).
 *
 * Each repetition runs, for each CLI in turn: `plan`, two lane jobs alone
 * (different shards each repetition), the other six lane jobs together (not
 * measured: the gate needs their partials), then `gate`. It prints, per CLI and
 * phase, the median and the minimum wall time, and for a lone lane job the
 * time to its first model request. The CLIs alternate, so a busy spell on
 * the machine falls on both; the minimum is the figure least moved by it.
 *
 * Use it to see whether a change to a job's start-up or tail pays, where
 * bench:scale's single figure moves by more than the change from run to run.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { GIT_TEST_ENV } from "../test/review/support/tempRepo.js";
import { TEST_API_KEY, TEST_MODEL } from "../test/support/reviewHarness.js";
import { RunFailed } from "./support/benchPhase.js";
import { createBigPr } from "./support/bigPr.js";
import { jobFailure, runJob, stopRunningJobs } from "./support/cliJob.js";
import { startSlowModel } from "./support/slowModel.js";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { reps: { type: "string" } } });
const SHARDS = 8;

interface Job {
  lane: string;
  shard: number;
  shards: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(3);

async function main(): Promise<void> {
  const clis = positionals.map((cli) => resolve(cli));
  const reps = Number(values.reps ?? 4);
  if (clis.length === 0 || !Number.isInteger(reps) || reps < 1)
    throw new RunFailed("usage: npm run bench:phases -- CLI [CLI …] [--reps N]   (each CLI a built dist/cli/index.js)");
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-bench-phases-"));
  const pr = createBigPr({ files: 2000, addedLines: 25 });
  const model = await startSlowModel(2000);
  const env = { ...process.env, ...GIT_TEST_ENV, OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: TEST_API_KEY, GAUNTLET_MODEL: TEST_MODEL };
  const times = new Map<string, Map<string, number[]>>();
  const record = (cli: string, phase: string, ms: number) => {
    const phases = times.get(cli) ?? new Map<string, number[]>();
    phases.set(phase, [...(phases.get(phase) ?? []), ms]);
    times.set(cli, phases);
  };
  /** Runs one job; `first` hears when its first model request arrived, from its start. */
  const run = async (cli: string, args: string[], first?: (ms: number) => void) => {
    const before = model.calls.length;
    const started = Date.now();
    const job = await runJob({ name: `${cli} ${args[0]}`, cli, args, cwd: pr.repo.dir, env });
    const failure = jobFailure(job, [0, 1]);
    if (failure) throw new RunFailed(failure);
    const calls = model.calls.slice(before);
    if (first && calls.length > 0) first(Math.min(...calls.map((call) => call.receivedAt)) - started);
    return job.wallMs;
  };
  const laneArgs = (matrix: string, out: string, job: Job) => [
    "lane",
    job.lane,
    "--shard",
    `${job.shard}/${job.shards}`,
    "--matrix",
    matrix,
    "--out",
    out,
    "--base",
    "main",
  ];
  try {
    console.log(`load average ${loadavg()[0]!.toFixed(1)}; ${reps} repetition(s) of plan, two lone lane jobs and gate per CLI`);
    for (let rep = 0; rep < reps; rep++) {
      for (const [c, cli] of clis.entries()) {
        const matrix = join(scratch, `matrix-${c}-${rep}.json`);
        const out = join(scratch, `partials-${c}-${rep}`);
        record(cli, "plan", await run(cli, ["plan", "--base", "main", "--matrix", matrix, "--shards", String(SHARDS)]));
        const include = (JSON.parse(readFileSync(matrix, "utf8")) as { include: Job[] }).include;
        const measured = [rep % SHARDS, (rep + SHARDS / 2) % SHARDS];
        for (const index of measured) record(cli, "lane", await run(cli, laneArgs(matrix, out, include[index]!), (ms) => record(cli, "first request", ms)));
        await Promise.all(include.filter((_, index) => !measured.includes(index)).map((job) => run(cli, laneArgs(matrix, out, job))));
        record(cli, "gate", await run(cli, ["gate", "--matrix", matrix, out, "--json", join(scratch, `result-${c}-${rep}.json`)]));
      }
    }
    for (const cli of clis) {
      const phases = times.get(cli)!;
      console.log(`\n${cli}`);
      for (const [phase, list] of phases)
        console.log(`  ${phase.padEnd(14)} median ${seconds(median(list))} s   min ${seconds(Math.min(...list))} s   (${list.length})`);
      const total = (pick: (list: number[]) => number) => ["plan", "lane", "gate"].reduce((sum, phase) => sum + pick(phases.get(phase)!), 0);
      console.log(`  plan + lane + gate: median ${seconds(total(median))} s, min ${seconds(total((list) => Math.min(...list)))} s`);
    }
  } finally {
    stopRunningJobs();
    await model.close();
    pr.repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof RunFailed)) throw error;
  console.error(`bench:phases: ${error.message}`);
  process.exitCode = 1;
}
