/**
 * One phase of the scale bench: CLI jobs run as processes, either all at once
 * (a matrix on this one machine) or one at a time (each job alone, as on a
 * runner of its own), with the wall time, the CPU time and the model calls the
 * server answered meanwhile. A job that fails outright stops the bench.
 */
import { childrenCpuMs } from "./childCpu.js";
import { jobFailure, runJob, type JobRun } from "./cliJob.js";
import type { ModelCall, SlowModel } from "./slowModel.js";

/** A run that failed outright: the bench measured nothing and says what broke. */
export class RunFailed extends Error {}

export interface PhaseJob {
  name: string;
  args: string[];
}

/** A job's run; one run alone (one at a time) also has its own CPU time. */
export type PhaseRun = JobRun & { cpuMs?: number };

export interface Phase {
  runs: PhaseRun[];
  calls: ModelCall[];
  wallMs: number;
  /** CPU time of the phase's processes and their children; undefined without /proc. */
  cpuMs: number | undefined;
}

export interface PhaseRunner {
  /** `codes`: the exit codes that mean the job finished its work (a BLOCKED review exits 1). */
  (jobs: readonly PhaseJob[], codes: readonly number[], how?: "all at once" | "one at a time"): Promise<Phase>;
}

export function phaseRunner(setting: { cli: string; cwd: string; env: NodeJS.ProcessEnv; model: SlowModel }): PhaseRunner {
  const { cli, cwd, env, model } = setting;
  const run = (job: PhaseJob) => runJob({ ...job, cli, cwd, env });
  return async (jobs, codes, how = "all at once") => {
    const firstCall = model.calls.length;
    const cpuBefore = childrenCpuMs();
    const began = performance.now();
    const runs: PhaseRun[] = [];
    if (how === "all at once") runs.push(...(await Promise.all(jobs.map(run))));
    else
      for (const job of jobs) {
        const before = childrenCpuMs();
        const done = await run(job);
        const after = childrenCpuMs();
        runs.push({ ...done, ...(before !== undefined && after !== undefined ? { cpuMs: after - before } : {}) });
      }
    const wallMs = performance.now() - began;
    const cpuAfter = childrenCpuMs();
    const failures = runs.map((r) => jobFailure(r, codes)).filter((f) => f !== undefined);
    if (failures.length > 0) throw new RunFailed(failures.join("\n"));
    if (model.unscripted.length > 0) throw new RunFailed(`the scripted model met calls it does not answer:\n  ${model.unscripted.slice(0, 5).join("\n  ")}`);
    return {
      runs,
      calls: model.calls.slice(firstCall),
      wallMs,
      cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    };
  };
}

/** The slowest run of a phase: its name and wall time. */
export function slowestRun(phase: Phase): { name: string; wallMs: number; cpuMs?: number | undefined } {
  return phase.runs.reduce<{ name: string; wallMs: number; cpuMs?: number | undefined }>(
    (slowest, run) => (run.wallMs > slowest.wallMs ? { name: run.name, wallMs: run.wallMs, cpuMs: run.cpuMs } : slowest),
    { name: "", wallMs: 0 },
  );
}
