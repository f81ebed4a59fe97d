/**
 * What happened to a lane, read once from what its agent node left:
 * - completed: the report has its sentinel and records no inner fault — its verdict counts;
 * - faulted:   the agent node failed with a fault another attempt could fix (a timeout, an invalid
 *              reply), or the sentinel is missing — re-run by the retry gate;
 * - degraded:  a fault another attempt could not fix (the endpoint still failing after the HTTP
 *              layer's retries, an open circuit breaker, a 4xx, a refusal, a crash), auth failure,
 *              budget exhausted, an inner fault the lane's own verdict line records, or partial
 *              coverage at production — blocks, no re-run;
 * - skipped:   not selected (no slot).
 */
import { pipelineFaultText } from "../../engine/index.js";
import { isPipelineFault } from "../findings.js";
import { codeReviewFindings, codeReviewSummary } from "./codeReviewResult.js";
import type { LaneName } from "./lanes.js";
import { laneOutcomeSchema, type LaneFault, type LaneOutcome, type ReadLaneOutcome } from "./laneOutcome.js";
import { parseVerdict } from "./sentinels.js";

export type { LaneOutcome, LaneState } from "./laneOutcome.js";

/** Faults a re-run cannot fix: the same credentials and the same budget would fail again. */
const PERMANENT_KINDS = new Set(["auth", "budget"]);

const GAUNTLET = "review-gauntlet";

const text = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);
const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/** A node failure as a typed fault outcome: faulted when another attempt could fix it, degraded when not. */
export function faultOutcome(
  lane: LaneName,
  report: string,
  failure: { node: string; kind: string; message: string; retryable: boolean | null },
): ReadLaneOutcome {
  const fault: LaneFault = { kind: "node_failed", node: failure.node, failure_kind: failure.kind, message: failure.message, retryable: failure.retryable };
  // Only a fault that says another attempt could fix it is re-run (a record without the flag is, as before).
  const permanent = PERMANENT_KINDS.has(failure.kind) || failure.retryable === false;
  return { lane, state: permanent ? "degraded" : "faulted", report, verdict: null, fault };
}

/** The engine's record of a failure ({node, kind, message, retryable?}), typed; undefined when it is not one. */
function failureRecord(value: unknown, fallbackMessage: string) {
  const record = objectOf(value);
  if (!record) return undefined;
  return {
    node: text(record.node, "lane"),
    kind: text(record.kind, "crash"),
    message: text(record.message, fallbackMessage),
    retryable: typeof record.retryable === "boolean" ? record.retryable : null,
  };
}

/**
 * Reads the slot an agent node's state_updates (or lane_fault) left, `{report, result, failure}`,
 * into the lane's typed outcome. The one place a lane's verdict text is parsed.
 */
export function classifyLane(lane: LaneName, slot: unknown, options: { rigor: string }): ReadLaneOutcome {
  const out = objectOf(slot) ?? { report: slot };
  if (out.failed === true) {
    // The engine's record of a branch that failed with no fallback.
    const failure = failureRecord(out, "the lane's branch failed")!;
    return faultOutcome(lane, pipelineFaultText({ graph: GAUNTLET, ...failure }), failure);
  }
  const report = text(out.report, "");
  if (out.fault === true || isPipelineFault(report)) {
    const failure = failureRecord(out.failure, report) ?? { node: "lane", kind: "crash", message: report, retryable: null };
    return faultOutcome(lane, report, failure);
  }
  const reading = parseVerdict(
    lane,
    report,
    lane === "code-review" ? { findings: codeReviewFindings(out.result), result: codeReviewSummary(out.result) } : undefined,
  );
  if (!reading.found) return { lane, state: "faulted", report, verdict: null, fault: { kind: "missing_sentinel", sentinel: reading.sentinel } };
  const verdict = reading.verdict;
  if (verdict.lane !== "probe" && verdict.degraded) return { lane, state: "degraded", report, verdict, fault: { kind: "inner", message: verdict.degraded } };
  if (verdict.lane === "code-review" && verdict.coverage.kind === "partial" && options.rigor === "production") {
    return { lane, state: "degraded", report, verdict, fault: { kind: "partial_coverage", detail: verdict.coverage.detail } };
  }
  return { lane, state: "completed", report, verdict };
}

/**
 * A map slot as the gates see it: the branch's typed outcome; the engine's
 * record of a branch that failed (read_lane itself died); nothing (not
 * selected). Anything else is a fault, never a pass.
 */
export function outcomeOfSlot(lane: LaneName, slot: unknown): LaneOutcome {
  if (slot === undefined) return { lane, state: "skipped" };
  const parsed = laneOutcomeSchema.safeParse(slot);
  if (parsed.success && parsed.data.lane === lane) return parsed.data;
  if (objectOf(slot)?.failed === true) return classifyLane(lane, slot, { rigor: "production" });
  const failure = { node: "read_lane", kind: "crash", message: "the lane's slot holds no readable outcome", retryable: false };
  return faultOutcome(lane, pipelineFaultText({ graph: GAUNTLET, ...failure }), failure);
}
