/** The gauntlet's fault markers: a dead stage records a PIPELINE-FAULT, and the verdict gate blocks on it. */
import type { ScriptDefinition } from "../../engine/index.js";
import { faultNote, isPipelineFault } from "../findings.js";
import { record } from "./state.js";

/** parse died: record the fault where the verdict gate reads pipeline faults, and go straight to it. */
export const gauntletParseFault: ScriptDefinition = {
  writes: ["signals_error"],
  run: ({ state }) => ({
    signals_error: isPipelineFault(state.parse_failure) ? state.parse_failure : faultNote("review-gauntlet", "parse", "crash", "parse failed"),
  }),
};

/** A lane's agent node died: its slot holds a PIPELINE-FAULT lane result. A degraded lane is never a pass. */
export const laneFault: ScriptDefinition = {
  writes: ["lane_out"],
  run: ({ state }) => {
    const out = record(state, "lane_out");
    const failure = record(out, "failure");
    const report = isPipelineFault(out.report) ? out.report : faultNote("review-gauntlet", "lane", String(failure.kind ?? "crash"), String(failure.message ?? "the lane failed"));
    return { lane_out: { report, result: null, failure: Object.keys(failure).length > 0 ? failure : { kind: "crash", message: report }, fault: true } };
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
