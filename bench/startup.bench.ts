/**
 * `npm run bench:startup [-- --runs N --cli dist/cli/index.js]`
 *
 * How long the BUILT CLI takes to start: `gauntlet version`, and `gauntlet
 * plan` on a small diff in a temporary repository, each against `node -e 0`,
 * in interleaved runs so that the machine's noise falls on all three alike.
 * Without --cli it first builds the CLI into a temporary folder.
 * Goal: `version` ≤ 2× `node -e 0`. Prints figures only; nothing is asserted.
 *
 * Wall time is what a user waits for. CPU time (the children's, from
 * /proc/self/stat, in clock ticks) is what a busy machine's noise disturbs least.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { GIT_TEST_ENV, TempRepo } from "../test/review/support/tempRepo.js";
import { childrenCpuMs } from "./support/childCpu.js";

const GOAL_RATIO = 2;
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "15" }, cli: { type: "string" } } });
const runs = Math.max(9, Number(values.runs) || 15);

interface Case {
  name: string;
  args: string[];
  cwd: string;
}

interface Sample {
  wallMs: number;
  /** Undefined where /proc is not there to read. */
  cpuMs: number | undefined;
}

function runOnce(entry: Case): Sample {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const child = spawnSync(process.execPath, entry.args, { cwd: entry.cwd, env: { ...process.env, ...GIT_TEST_ENV }, encoding: "utf8" });
  const wallMs = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  if (child.status !== 0) throw new Error(`${entry.name} exited ${child.status}: ${child.stderr.trim()}`);
  return { wallMs, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A repository whose branch `change` edits one file and adds one, against `main`. */
function smallDiffRepo(): TempRepo {
  const repo = TempRepo.create("gauntlet-bench-startup-");
  repo.write("src/app.ts", "export const a = 1;\n");
  repo.write("README.md", "# app\n");
  repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "change");
  repo.write("src/app.ts", "export const a = 2;\nexport const b = (x: number) => x + 1;\n");
  repo.write("src/run.ts", 'import { execFile } from "node:child_process";\nexport const run = () => execFile("ls");\n');
  repo.commit("change");
  return repo;
}

function builtCli(scratch: string): string {
  if (values.cli) return resolve(values.cli);
  const out = join(scratch, "dist");
  const started = performance.now();
  execFileSync(process.execPath, [join(root, "scripts", "build.mjs"), "--out", out, "--cli-only"], { stdio: "inherit" });
  console.log(`built the CLI into a temporary folder in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return join(out, "cli", "index.js");
}

function main(): void {
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-bench-startup-"));
  const repo = smallDiffRepo();
  try {
    const cli = builtCli(scratch);
    const cases: Case[] = [
      { name: "node -e 0", args: ["-e", "0"], cwd: repo.dir },
      { name: "gauntlet version", args: [cli, "version"], cwd: repo.dir },
      { name: "gauntlet plan", args: [cli, "plan", "--base", "main"], cwd: repo.dir },
    ];
    console.log(`cli: ${cli}`);
    console.log(`machine: node ${process.version}, ${availableParallelism()} CPUs; ${runs} interleaved runs each, after one untimed run`);
    for (const entry of cases) runOnce(entry);
    const samples = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
    for (let run = 0; run < runs; run++) for (const entry of cases) samples.get(entry.name)!.push(runOnce(entry));

    const wall = (name: string) => median(samples.get(name)!.map((s) => s.wallMs));
    const cpuSamples = (name: string) => samples.get(name)!.map((s) => s.cpuMs);
    const cpu = (name: string) => {
      const values = cpuSamples(name);
      return values.every((v) => v !== undefined) ? median(values as number[]) : undefined;
    };
    const baseline = cases[0]!.name;
    console.log("");
    console.log(
      `${"command".padEnd(18)} ${"wall (median)".padStart(14)} ${"× node -e 0".padStart(12)} ${"cpu (median)".padStart(13)} ${"× node -e 0".padStart(12)}`,
    );
    for (const entry of cases) {
      const cpuMs = cpu(entry.name);
      const cpuBase = cpu(baseline);
      console.log(
        `${entry.name.padEnd(18)} ${`${wall(entry.name).toFixed(0)} ms`.padStart(14)} ${`${(wall(entry.name) / wall(baseline)).toFixed(2)}×`.padStart(12)} ` +
          `${cpuMs === undefined ? "n/a".padStart(13) : `${cpuMs.toFixed(0)} ms`.padStart(13)} ${cpuMs === undefined || !cpuBase ? "n/a".padStart(12) : `${(cpuMs / cpuBase).toFixed(2)}×`.padStart(12)}`,
      );
    }
    const ratio = wall("gauntlet version") / wall(baseline);
    console.log("");
    console.log(`goal: version ≤ ${GOAL_RATIO}× node -e 0 (wall): ${ratio.toFixed(2)}× — ${ratio <= GOAL_RATIO ? "met" : "missed"}`);
  } finally {
    repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
