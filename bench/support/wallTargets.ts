/**
 * The wall-time target (the matrix at most ¼ of one job), checked against
 * both measured figures:
 *
 * - all at once here: plan, then every lane job as a process at the same time
 *   on this machine's cores, then gate. The jobs' CPU queues on the cores.
 * - a runner per job: plan, then each lane job alone (one at a time, nothing
 *   else running from the bench), then gate; the matrix's wall time is plan +
 *   the slowest lane job + gate, as on Actions, where every job has a runner.
 *
 * A miss says why, from the model-bound floor and the measured phases.
 */
import { mark, seconds } from "./figureText.js";
import type { ScaleReport } from "./scaleReportData.js";

/** The wall-time target: the matrix at most this share of one job. */
export const WALL_SHARE = 0.25;

export function printWallTargets(report: ScaleReport): void {
  const { single, matrix, perRunner, latencyMs } = report;
  const jobs = report.jobs.length;
  const label = `wall time at most ¼ of one job's with ${jobs} jobs and ${latencyMs} ms latency`;
  const atOnce = matrix.wallMs / single.wallMs;
  console.log(
    `${mark(atOnce <= WALL_SHARE)} ${label}, all jobs at once on this machine (${jobs} processes on ${report.cores} cores): ${seconds(matrix.wallMs)} against ${seconds(single.wallMs)} (${atOnce.toFixed(2)}×)`,
  );
  if (atOnce > WALL_SHARE) console.log(`    why: ${atOnceMiss(report)}`);
  const alone = perRunner.wallMs / single.wallMs;
  console.log(
    `${mark(alone <= WALL_SHARE)} ${label}, a runner per job (measured: plan + the slowest lane job alone + gate): ${seconds(perRunner.wallMs)} against ${seconds(single.wallMs)} (${alone.toFixed(2)}×)`,
  );
  if (alone > WALL_SHARE) console.log(`    why: ${perRunnerMiss(report)}`);
}

/** The floor itself misses: no schedule can make the matrix fast enough. */
function floorMiss(report: ScaleReport): string | undefined {
  const { single, matrix } = report;
  const floorShare = matrix.floorRounds / single.floorRounds;
  if (floorShare <= WALL_SHARE) return undefined;
  return `even with no overhead at all the matrix needs ${matrix.floorRounds} latency rounds against one job's ${single.floorRounds} (${floorShare.toFixed(2)}×): its slowest job has too many chunks or findings for the concurrency.`;
}

function atOnceMiss(report: ScaleReport): string {
  const floor = floorMiss(report);
  if (floor) return floor;
  const { single, matrix, latencyMs } = report;
  const p = report.phases;
  const targetMs = single.wallMs * WALL_SHARE;
  const floorMs = matrix.floorRounds * latencyMs;
  const cpu =
    p.lanesCpuMs === undefined
      ? ""
      : ` The ${report.jobs.length} lane jobs used ${seconds(p.lanesCpuMs)} of CPU (${seconds(p.lanesCpuMs / report.jobs.length)} each) on ${report.cores} cores shared with whatever else runs here (load ${report.loadAverage.toFixed(1)}): they queue behind each other, and the slowest took ${seconds(p.slowestLaneMs)}. On Actions each job has a runner of its own: the next figure.`;
  return (
    `¼ of one job's wall time is ${seconds(targetMs)}; the model alone takes ${seconds(floorMs)} of it (${matrix.floorRounds} latency rounds for the slowest job), ` +
    `leaving ${seconds(Math.max(0, targetMs - floorMs))} for plan (${seconds(p.planMs)}), the lane jobs and gate (${seconds(p.gateMs)}) in a row; here the matrix took ${seconds(matrix.wallMs - floorMs)} beyond the floor.${cpu}`
  );
}

function perRunnerMiss(report: ScaleReport): string {
  const floor = floorMiss(report);
  if (floor) return floor;
  const { single, latencyMs, perRunner: r } = report;
  const targetMs = single.wallMs * WALL_SHARE;
  const floorMs = (r.planFloorRounds + r.laneFloorRounds) * latencyMs;
  const laneWaitsMs = r.laneFloorRounds * latencyMs;
  const planWaitsMs = r.planFloorRounds * latencyMs;
  const beyondMs = Math.max(0, r.slowest.wallMs - laneWaitsMs);
  // A lone job that spent far less CPU than its wall time beyond the model was waiting for cores other work held.
  const queued =
    r.slowest.cpuMs !== undefined && beyondMs > 2 * r.slowest.cpuMs
      ? ` ${r.slowest.name} used ${seconds(r.slowest.cpuMs)} of CPU in its ${seconds(beyondMs)} beyond the model: the rest is waiting for the cores, which other work held (load ${report.loadAverage.toFixed(1)}); on a quiet runner it would take about ${seconds(laneWaitsMs + r.slowest.cpuMs)}.`
      : "";
  return (
    `¼ of one job's wall time is ${seconds(targetMs)}; the model alone takes ${seconds(floorMs)} of it (${r.planFloorRounds + r.laneFloorRounds} latency rounds: plan ${r.planFloorRounds}, the slowest lane job ${r.laneFloorRounds}), ` +
    `leaving ${seconds(Math.max(0, targetMs - floorMs))} for what is not the model. Measured beyond the model's waits: plan ${seconds(Math.max(0, r.planMs - planWaitsMs))}, ` +
    `${r.slowest.name} ${seconds(Math.max(0, r.slowest.wallMs - laneWaitsMs))}, gate ${seconds(r.gateMs)}: ${seconds(Math.max(0, r.wallMs - floorMs))} in all, ` +
    `each a Node process reading the whole diff (load average ${report.loadAverage.toFixed(1)} here: other work shares the cores even one job at a time).${queued}`
  );
}
