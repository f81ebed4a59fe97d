/**
 * The scale bench's printout: the table of one job against the matrix, the
 * concurrency it ran at, and each target with ✓ or ✗; a miss says why, from
 * the figures (the model-bound floor, the jobs' CPU time against the cores).
 * The matrix's wall time is given twice, both measured: all lane jobs at once
 * on this machine, and a runner per job (each lane job alone).
 */
import { sharedChunkCalls, type SideFigures } from "./scaleFigures.js";
import { mark, ratio, seconds } from "./figureText.js";
import { printWallTargets } from "./wallTargets.js";
import type { ScaleReport } from "./scaleReportData.js";

function row(label: string, single: string, matrix: string, share = ""): string {
  return `${label.padEnd(34)} ${single.padStart(16)} ${matrix.padStart(16)} ${share.padStart(12)}`;
}

function coverage(side: SideFigures): string {
  return side.complete ? "complete" : "partial";
}

export function printReport(report: ScaleReport): void {
  const { single, matrix, concurrency, latencyMs } = report;
  const n = (value: number) => String(value);
  console.log("");
  console.log(
    `concurrency: the matrix's ${report.jobs.length} lane jobs (${report.jobs.join(", ")}) run twice: as ${report.jobs.length} processes at once on this machine, then one at a time (each alone, as on a runner of its own); ` +
      `each job reviews ${concurrency.chunks} chunks at a time (code-reviewer review_each) and verifies ${concurrency.findings} findings at a time (finding-verifier verify_each); ` +
      `${report.cores} CPU cores, load average ${report.loadAverage.toFixed(1)} at the start; model latency ${latencyMs} ms per call, concurrent calls overlap.`,
  );
  console.log("");
  console.log(row("", "one job", `${report.jobs.length}-job matrix`, "matrix ÷ one"));
  const perRunner = report.perRunner;
  console.log(row("wall time, all jobs at once here", seconds(single.wallMs), seconds(matrix.wallMs), ratio(matrix.wallMs, single.wallMs)));
  console.log(row("wall time, a runner per job", seconds(single.wallMs), seconds(perRunner.wallMs), ratio(perRunner.wallMs, single.wallMs)));
  console.log(
    row(
      "  model-bound floor (latency rounds)",
      `${seconds(single.floorRounds * latencyMs)}`,
      `${seconds(matrix.floorRounds * latencyMs)}`,
      ratio(matrix.floorRounds, single.floorRounds),
    ),
  );
  console.log(row("CPU time, all processes", seconds(single.cpuMs), seconds(matrix.cpuMs), ratio(matrix.cpuMs, single.cpuMs)));
  console.log(row("processes", n(single.processes), n(matrix.processes)));
  console.log(row("model calls (at the server)", n(single.serverCalls), n(matrix.serverCalls), ratio(matrix.serverCalls, single.serverCalls)));
  console.log(row("  review_chunk", n(single.reviewCalls), n(matrix.reviewCalls)));
  console.log(row("  verify_one", n(single.verifyCalls), n(matrix.verifyCalls)));
  console.log(row("  select_lanes (lane judgment)", n(single.selectCalls), n(matrix.selectCalls)));
  console.log(row("model calls (result JSON usage)", n(single.resultCalls), n(matrix.resultCalls), ratio(matrix.resultCalls, single.resultCalls)));
  console.log(
    row(
      "model calls per chunk reviewed",
      (single.serverCalls / Math.max(1, single.chunks)).toFixed(2),
      (matrix.serverCalls / Math.max(1, matrix.chunks)).toFixed(2),
    ),
  );
  console.log(row("prompt tokens (result JSON usage)", n(single.promptTokens), n(matrix.promptTokens), ratio(matrix.promptTokens, single.promptTokens)));
  console.log(row("chunks reviewed", n(single.chunks), n(matrix.chunks)));
  console.log(row("coverage", coverage(single), coverage(matrix)));
  console.log(row("files reviewed", `${single.filesReviewed} / ${report.shape.files}`, `${matrix.filesReviewed} / ${report.shape.files}`));
  console.log(row("files not reviewed", n(single.filesNotReviewed), n(matrix.filesNotReviewed)));
  console.log(row("findings", n(single.findings), n(matrix.findings)));
  console.log(row("verdict", single.verdict, matrix.verdict));
  const p = report.phases;
  console.log("");
  console.log(
    `matrix, all jobs at once here (${report.jobs.length} processes on ${report.cores} cores): plan ${seconds(p.planMs)}, lane jobs ${seconds(p.lanesMs)} (slowest ${seconds(p.slowestLaneMs)}; ${seconds(p.lanesCpuMs)} of CPU), gate ${seconds(p.gateMs)}`,
  );
  console.log(
    `matrix, a runner per job (measured: plan + the slowest lane job run alone + gate): ${seconds(perRunner.planMs)} + ${seconds(perRunner.slowest.wallMs)} (${perRunner.slowest.name}) + ${seconds(perRunner.gateMs)} = ${seconds(perRunner.wallMs)}`,
  );
  console.log(
    `  each lane job alone: ${perRunner.lanes.map((lane) => `${lane.name.replace(/^gauntlet lane /, "")} ${seconds(lane.wallMs)}${lane.cpuMs !== undefined ? ` (${seconds(lane.cpuMs)} CPU)` : ""}`).join(", ")}`,
  );
  if (perRunner.verdict !== matrix.verdict)
    console.log(
      `  note: the gate over the lone jobs says ${perRunner.verdict}, the one over the jobs run at once ${matrix.verdict}: the two runs are not the same review.`,
    );
  printTargets(report);
}

function printTargets(report: ScaleReport): void {
  const { single, matrix } = report;
  console.log("");
  console.log("targets:");
  const coverageMet = matrix.complete && !single.complete;
  console.log(
    `${mark(coverageMet)} coverage complete with shards where one job is partial: one job ${coverage(single)} (${single.chunks} chunks, cap ${report.maxChunks}; ${single.filesNotReviewed} files not reviewed), the matrix ${coverage(matrix)} (${matrix.filesNotReviewed})`,
  );
  if (single.chunks < report.maxChunks)
    console.log(`    note: one job reviewed ${single.chunks} chunks, under its cap of ${report.maxChunks}: the PR is sized wrong for this comparison.`);
  if (!coverageMet && single.complete)
    console.log("    why: the single job covered everything; the PR is too small to show the difference (its chunks fit one job's cap).");
  if (!coverageMet && !matrix.complete)
    console.log(`    why: the matrix left ${matrix.filesNotReviewed} files unreviewed: its shards' chunk caps do not cover the PR.`);

  const shared = sharedChunkCalls(report.singleCalls, report.matrixCalls);
  const callsMet = shared.unmatched === 0 && shared.matrix <= shared.single;
  console.log(
    `${mark(callsMet)} no model calls beyond one job's for the same chunks: the ${shared.chunks} chunks one job reviewed cost ${shared.single} calls there and ${shared.matrix} in the matrix ` +
      `(lane judgment: one job ${single.selectCalls}, the matrix ${matrix.selectCalls})`,
  );
  if (shared.unmatched > 0)
    console.log(`    why: ${shared.unmatched} of one job's chunks were never reviewed with the same files in the matrix: the two planned different chunks.`);
  if (shared.costlier.length > 0) console.log(`    why: the matrix spent more calls on the chunks starting at ${shared.costlier.slice(0, 5).join(", ")}.`);

  printWallTargets(report);
}
