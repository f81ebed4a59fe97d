/**
 * The scale bench's figures, from what the model server saw and what the
 * review wrote (its `gauntlet.review/1` JSON): calls by node and by chunk,
 * coverage, and the model-bound floor of the wall time, i.e. the model's
 * latency times the rounds the graphs' concurrency allows. Pure: no I/O.
 */
import { REVIEW_CHUNK, SELECT_LANES, VERIFY_ONE } from "../../test/e2e/support/model.js";
import type { ModelCall } from "./slowModel.js";

/** The few fields of a `gauntlet.review/1` result the bench reads. */
export interface ReviewResultJson {
  verdict: string;
  coverage: { complete: boolean; not_reviewed: unknown[]; skipped: unknown[] };
  findings: unknown[];
  usage: { calls: number; prompt_tokens: number; completion_tokens: number };
}

/** How many calls the graphs let one job make at once. */
export interface Concurrency {
  /** code-reviewer's review_each: chunks reviewed at once. */
  chunks: number;
  /** finding-verifier's verify_each: findings verified at once. */
  findings: number;
}

export interface SideFigures {
  wallMs: number;
  /** CPU time of the side's processes and their children; undefined without /proc. */
  cpuMs: number | undefined;
  processes: number;
  serverCalls: number;
  reviewCalls: number;
  verifyCalls: number;
  selectCalls: number;
  resultCalls: number;
  promptTokens: number;
  /** Distinct chunks the model was asked to review. */
  chunks: number;
  findings: number;
  verdict: string;
  complete: boolean;
  filesReviewed: number;
  filesNotReviewed: number;
  /** Latency rounds no schedule can beat: the phases' rounds, summed. */
  floorRounds: number;
}

const count = (calls: readonly ModelCall[], node: string) => calls.filter((c) => c.node === node).length;

/**
 * Rounds of model latency a phase needs at least: per run (one job's process),
 * lane judgment, then its chunks at `chunks` at a time, then its verifier calls
 * at `findings` at a time; the phase's jobs run side by side, so the slowest counts.
 */
export function floorRounds(calls: readonly ModelCall[], concurrency: Concurrency): number {
  const runs = new Map<string, ModelCall[]>();
  for (const call of calls) runs.set(call.run, [...(runs.get(call.run) ?? []), call]);
  let slowest = 0;
  for (const own of runs.values()) {
    const rounds =
      Math.min(1, count(own, SELECT_LANES)) +
      Math.ceil(count(own, REVIEW_CHUNK) / concurrency.chunks) +
      Math.ceil(count(own, VERIFY_ONE) / concurrency.findings);
    slowest = Math.max(slowest, rounds);
  }
  return slowest;
}

/** Calls made for each chunk (its review and its findings' verification), keyed by the chunk's files. */
export function callsPerChunk(calls: readonly ModelCall[]): Map<string, number> {
  const perChunk = new Map<string, number>();
  for (const call of calls) if (call.chunk !== "") perChunk.set(call.chunk, (perChunk.get(call.chunk) ?? 0) + 1);
  return perChunk;
}

export interface SideInput {
  wallMs: number;
  cpuMs: number | undefined;
  processes: number;
  /** The model calls of each phase that runs after the one before it (one job: one phase). */
  phases: readonly (readonly ModelCall[])[];
  result: ReviewResultJson;
  changedFiles: number;
  concurrency: Concurrency;
}

export function sideFigures(input: SideInput): SideFigures {
  const calls = input.phases.flat();
  const { coverage } = input.result;
  return {
    wallMs: input.wallMs,
    cpuMs: input.cpuMs,
    processes: input.processes,
    serverCalls: calls.length,
    reviewCalls: count(calls, REVIEW_CHUNK),
    verifyCalls: count(calls, VERIFY_ONE),
    selectCalls: count(calls, SELECT_LANES),
    resultCalls: input.result.usage.calls,
    promptTokens: input.result.usage.prompt_tokens,
    chunks: new Set(calls.filter((c) => c.node === REVIEW_CHUNK).map((c) => c.chunk)).size,
    findings: input.result.findings.length,
    verdict: input.result.verdict,
    complete: coverage.complete,
    filesReviewed: input.changedFiles - coverage.not_reviewed.length - coverage.skipped.length,
    filesNotReviewed: coverage.not_reviewed.length,
    floorRounds: input.phases.reduce((sum, phase) => sum + floorRounds(phase, input.concurrency), 0),
  };
}

/** The chunks one side reviewed, and what they cost each side: equal when the matrix spends nothing extra on them. */
export interface SharedChunks {
  /** Chunks the single job reviewed. */
  chunks: number;
  /** Of them, chunks the matrix never reviewed with the same files: then the two planned differently. */
  unmatched: number;
  single: number;
  matrix: number;
  /** The first file of each chunk the matrix spent more calls on. */
  costlier: string[];
}

export function sharedChunkCalls(single: readonly ModelCall[], matrix: readonly ModelCall[]): SharedChunks {
  const mine = callsPerChunk(single);
  const theirs = callsPerChunk(matrix);
  let singleCalls = 0;
  let matrixCalls = 0;
  const costlier: string[] = [];
  let unmatched = 0;
  for (const [chunk, calls] of mine) {
    const other = theirs.get(chunk) ?? 0;
    if (other === 0) unmatched++;
    singleCalls += calls;
    matrixCalls += other;
    if (other > calls) costlier.push(chunk.split("\n")[0]!);
  }
  return { chunks: mine.size, unmatched, single: singleCalls, matrix: matrixCalls, costlier };
}
