/**
 * `npm run bench:signals [-- --runs N --files N --paths-only --paths-repo DIR --paths-range A..B]`
 *
 * Builds generated repositories and times computeSignals against a bare
 * `git diff --numstat` of the same range. Goal: signals ≤ 2× numstat.
 * - spread: 10,000 changed files (`--files`), about 40 changed lines each, 5% renames, 1% binary;
 * - dense: 2,000 files (`--dense-files`) with 200 added lines each, all in the file's first 8 KB,
 *   where the reader sniffs for binary content: reading the diff must stay linear there too.
 * - path rules: the rule table over real paths, in fresh processes (support/pathRulesRun.ts):
 *   `git diff --name-only` of `--paths-range` in `--paths-repo`, or every file of its HEAD;
 *   by default this repository. Cold (a process's first listing) and warm, per path.
 * Prints figures only; timing depends on the machine, so nothing is asserted.
 * Wall time, and CPU time (this process's and its git children's, which a
 * busy machine's noise disturbs least).
 */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Git } from "../src/review/git/git.js";
import { computeSignals } from "../src/review/signals/compute.js";
import { createSyntheticDiffRepo, type SyntheticDiffOptions } from "../test/review/support/syntheticRepo.js";
import { GIT_TEST_ENV } from "../test/review/support/tempRepo.js";
import { childrenCpuMs } from "./support/childCpu.js";

const GOAL_RATIO = 2;
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    files: { type: "string", default: "10000" },
    "dense-files": { type: "string", default: "2000" },
    "paths-only": { type: "boolean", default: false },
    "paths-repo": { type: "string", default: "." },
    "paths-range": { type: "string" },
  },
});
const runs = Number(values.runs);
const cases: Array<{ name: string; options: SyntheticDiffOptions }> = [
  { name: "spread", options: { files: Number(values.files), changedLinesPerFile: 40, renameRatio: 0.05, binaryRatio: 0.01 } },
  { name: "dense", options: { files: Number(values["dense-files"]), linesPerFile: 440, changedLinesPerFile: 400, renameRatio: 0.05, binaryRatio: 0.01 } },
];

function numstat(dir: string, range: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile("git", ["diff", "--numstat", range], { cwd: dir, env: { ...process.env, ...GIT_TEST_ENV }, maxBuffer: 1 << 30 }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

interface Timing {
  wallMs: number;
  /** This process's CPU time and its finished children's; undefined where /proc is not there to read. */
  cpuMs: number | undefined;
}

async function timed(action: () => Promise<unknown>): Promise<Timing> {
  const children = childrenCpuMs();
  const own = process.cpuUsage();
  const started = performance.now();
  await action();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(own);
  const childrenAfter = childrenCpuMs();
  const cpuMs = children === undefined || childrenAfter === undefined ? undefined : (used.user + used.system) / 1000 + childrenAfter - children;
  return { wallMs, cpuMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function runCase(name: string, options: SyntheticDiffOptions): Promise<void> {
  const files = options.files;
  const root = mkdtempSync(join(tmpdir(), "gauntlet-bench-signals-"));
  try {
    const dir = join(root, "repo");
    const generation = performance.now();
    const repo = await createSyntheticDiffRepo(dir, options);
    // Branch names, not SHAs: computeSignals remembers the signals of an immutable range, and every run must read the diff.
    const range = "base...main";
    const git = new Git(dir, { env: GIT_TEST_ENV });
    console.log(
      `${name}: ${files} changed files, ${options.changedLinesPerFile} changed lines each (${repo.counts.renamed} renamed, ${repo.counts.binary} binary), built in ${ms(performance.now() - generation)}`,
    );
    console.log(`machine: node ${process.version}, ${availableParallelism()} CPUs`);

    // One untimed pass of each, so both start with a warm page cache.
    await numstat(dir, range);
    const signals = await computeSignals(git, range);
    if (signals.signals_error) throw new Error(signals.signals_error);
    console.log(`signals: ${signals.signals_summary}`);

    const numstats: Timing[] = [];
    const signalRuns: Timing[] = [];
    for (let run = 0; run < runs; run += 1) {
      numstats.push(await timed(() => numstat(dir, range)));
      signalRuns.push(await timed(() => computeSignals(git, range)));
    }
    const wall = (timings: Timing[]) => timings.map((t) => t.wallMs);
    const cpu = (timings: Timing[]) => (timings.every((t) => t.cpuMs !== undefined) ? median(timings.map((t) => t.cpuMs!)) : undefined);
    const ratio = median(wall(signalRuns)) / median(wall(numstats));
    console.log(`git diff --numstat: median ${ms(median(wall(numstats)))} (runs: ${wall(numstats).map(ms).join(", ")})`);
    console.log(`computeSignals:     median ${ms(median(wall(signalRuns)))} (runs: ${wall(signalRuns).map(ms).join(", ")})`);
    console.log(`ratio: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? "met" : "NOT met"})`);
    const [numstatCpu, signalsCpu] = [cpu(numstats), cpu(signalRuns)];
    if (numstatCpu !== undefined && signalsCpu !== undefined) {
      console.log(`CPU (median, git's included): numstat ${ms(numstatCpu)}, computeSignals ${ms(signalsCpu)}: ${(signalsCpu / numstatCpu).toFixed(2)}×`);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

interface PathRulesRun {
  paths: number;
  importMs: number;
  firstMs: number;
  coldMs: number;
  warmMs: number;
}

/** The path rules over real paths: `--runs` fresh processes, medians. */
function runPathRules(): void {
  const repo = values["paths-repo"]!;
  const range = values["paths-range"];
  const args = range ? ["diff", "--name-only", "--no-renames", range] : ["ls-tree", "-r", "--name-only", "HEAD"];
  const listing = execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
  const root = mkdtempSync(join(tmpdir(), "gauntlet-bench-paths-"));
  try {
    const file = join(root, "paths.txt");
    writeFileSync(file, listing);
    const script = new URL("./support/pathRulesRun.ts", import.meta.url).pathname;
    const results: PathRulesRun[] = Array.from(
      { length: runs },
      () => JSON.parse(execFileSync(process.execPath, ["--import", "tsx", script, file], { encoding: "utf8" })) as PathRulesRun,
    );
    const of = (key: keyof PathRulesRun) => median(results.map((result) => result[key]));
    const perPath = (value: number) => `${((value * 1000) / results[0]!.paths).toFixed(2)} µs a path`;
    console.log(`path rules: ${results[0]!.paths} paths (${range ? `${range} in ${repo}` : `HEAD of ${repo}`}), ${runs} fresh processes, medians`);
    console.log(`  import and build the matcher ${ms(of("importMs"))}; first path ${of("firstMs").toFixed(1)} ms`);
    console.log(`  listing, cold ${ms(of("coldMs"))} (${perPath(of("coldMs"))}); warm ${of("warmMs").toFixed(1)} ms (${perPath(of("warmMs"))})`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  runPathRules();
  if (values["paths-only"]) return;
  for (const { name, options } of cases) await runCase(name, options);
}

await main();
