/**
 * The scale bench's measured figures, apart from their printing, so the
 * report and its wall-time targets both read them without importing each other.
 */
import type { BigPrShape } from "./bigPr.js";
import type { Concurrency, SideFigures } from "./scaleFigures.js";
import type { ModelCall } from "./slowModel.js";

export interface RunnerPerJob {
  planMs: number;
  /** Each lane job's wall time (and CPU time, where /proc tells), run alone. */
  lanes: { name: string; wallMs: number; cpuMs?: number | undefined }[];
  slowest: { name: string; wallMs: number; cpuMs?: number | undefined };
  /** The gate over the lone jobs' partials. */
  gateMs: number;
  /** plan + slowest + gate. */
  wallMs: number;
  /** Latency rounds the slowest lane job needs at least (its chunks and verifications at the graphs' concurrency). */
  laneFloorRounds: number;
  /** Latency rounds of the plan (1 with lane judgment, else 0). */
  planFloorRounds: number;
  /** That gate's verdict: the same as the all-at-once gate's, or the two runs reviewed differently. */
  verdict: string;
}

export interface ScaleReport {
  shape: BigPrShape;
  latencyMs: number;
  cores: number;
  concurrency: Concurrency;
  /** One job's chunk cap (code-reviewer's max_chunks). */
  maxChunks: number;
  /** The matrix's jobs, as `lane shard/shards`. */
  jobs: string[];
  single: SideFigures;
  matrix: SideFigures;
  singleCalls: readonly ModelCall[];
  matrixCalls: readonly ModelCall[];
  /** The machine's 1-minute load average when the bench began: the other work the cores were shared with. */
  loadAverage: number;
  phases: {
    planMs: number;
    lanesMs: number;
    slowestLaneMs: number;
    gateMs: number;
    planCpuMs: number | undefined;
    lanesCpuMs: number | undefined;
    gateCpuMs: number | undefined;
  };
  /** The matrix again, each lane job alone: what a runner per job gives. */
  perRunner: RunnerPerJob;
}
