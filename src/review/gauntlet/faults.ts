/** The gauntlet's fault markers: a dead stage records a PIPELINE-FAULT, and the verdict gate blocks on it. */
import { faultNote, isPipelineFault } from "../findings.js";
import { laneOf } from "./readLane.js";
import { laneOutcomeSchema } from "./laneOutcome.js";
import { faultOutcome } from "./laneState.js";
import { record } from "./state.js";
import type { ReviewScript } from "../services.js";
import { gauntletState } from "./stateSchema.js";

/** parse died: record the fault where the verdict gate reads pipeline faults, and go straight to it. */
export const gauntletParseFault: ReviewScript = {
  reads: gauntletState.pick({ parse_failure: true }).shape,
  writes: gauntletState.pick({ signals_error: true }).shape,
  run: ({ state }) => ({
    signals_error: isPipelineFault(state.parse_failure) ? state.parse_failure : faultNote("review-gauntlet", "parse", "crash", "parse failed"),
  }),
};

/** A lane's agent node died: its slot holds the lane's typed fault outcome. A degraded lane is never a pass. */
export const laneFault: ReviewScript = {
  reads: gauntletState.pick({ lane_ctx: true, lane_out: true }).shape,
  writes: { lane_out: laneOutcomeSchema },
  run: ({ state }) => {
    const lane = laneOf(state);
    const out = record(state, "lane_out");
    const failure = record(out, "failure");
    const kind = typeof failure.kind === "string" ? failure.kind : "crash";
    const message = typeof failure.message === "string" ? failure.message : "the lane failed";
    const node = typeof failure.node === "string" ? failure.node : "lane";
    const report = isPipelineFault(out.report) ? out.report : faultNote("review-gauntlet", node, kind, message);
    const retryable = typeof failure.retryable === "boolean" ? failure.retryable : null;
    return { lane_out: faultOutcome(lane, report, { node, kind, message: Object.keys(failure).length > 0 ? message : report, retryable }) };
  },
};

/**
 * A node that fell back records its engine failure ({node, kind, message}) via
 * `state_updates: {key: "{{failure}}"}`; on success the key renders "". This
 * reads it back as a PIPELINE-FAULT line, or "" when the node succeeded.
 */
export function recordedFault(state: Readonly<Record<string, unknown>>, key: string, node: string): string {
  const failure = record(state, key);
  if (!failure.kind) return "";
  return faultNote("review-gauntlet", String(failure.node ?? node), String(failure.kind), String(failure.message ?? ""));
}
