/**
 * What happened to a lane, from its map slot:
 * - completed: the report has its sentinel and records no inner fault — its verdict counts;
 * - faulted:   the agent node failed with a fault another attempt could fix (a timeout, an invalid
 *              reply), or the sentinel is missing — re-run by the retry gate;
 * - degraded:  a fault another attempt could not fix (the endpoint still failing after the HTTP
 *              layer's retries, an open circuit breaker, a 4xx, a refusal, a crash), auth failure,
 *              budget exhausted, an inner fault the lane's own verdict line records, or partial
 *              coverage at production — blocks, no re-run;
 * - skipped:   not selected.
 */
import { isPipelineFault } from "../findings.js";
import type { LaneName } from "./lanes.js";
import { readLane, type LaneReading } from "./sentinels.js";

export type LaneState = "completed" | "faulted" | "degraded" | "skipped";

export interface LaneOutcome {
  lane: LaneName;
  state: LaneState;
  report: string;
  /** The lane's structured result (code review), when it returned one. */
  result: unknown;
  reading: LaneReading | null;
  /** Why the lane faulted or degraded. */
  problem: string | null;
}

/** Faults a re-run cannot fix: the same credentials and the same budget would fail again. */
const PERMANENT_KINDS = new Set(["auth", "budget"]);

export function classifyLane(lane: LaneName, slot: unknown, options: { rigor: string; posture: string }): LaneOutcome {
  const base = { lane, result: null, reading: null };
  if (slot === undefined) return { ...base, state: "skipped", report: "", problem: null };
  const out = (slot && typeof slot === "object" ? slot : { report: slot }) as Record<string, unknown>;
  // An engine failure record (a branch that failed without a fallback) or lane_fault's marker.
  const failure = (out.failed === true ? out : out.failure) as { kind?: unknown; message?: unknown; retryable?: unknown } | undefined | string;
  const report = typeof out.report === "string" ? out.report : typeof out.message === "string" ? `PIPELINE-FAULT: ${out.message}` : "";
  if (out.failed === true || out.fault === true || isPipelineFault(report)) {
    const kind = typeof failure === "object" && failure ? String(failure.kind ?? "crash") : "crash";
    const message = typeof failure === "object" && failure ? String(failure.message ?? report) : report;
    // Only a fault that says another attempt could fix it is re-run (a record without the flag is, as before).
    const permanent = PERMANENT_KINDS.has(kind) || (typeof failure === "object" && failure?.retryable === false);
    return { ...base, state: permanent ? "degraded" : "faulted", report, problem: `${kind}: ${message}` };
  }
  const reading = readLane(lane, report, options);
  const result = out.result ?? null;
  if (reading.sentinel === null) return { ...base, state: "faulted", report, result, reading, problem: reading.reasons[0] ?? "missing sentinel" };
  if (reading.degraded) return { ...base, state: "degraded", report, result, reading, problem: `degraded: ${reading.degraded}` };
  if (reading.partial && options.rigor === "production") {
    return { ...base, state: "degraded", report, result, reading, problem: `partial coverage at production: ${reading.partial}` };
  }
  return { ...base, state: "completed", report, result, reading, problem: null };
}
