/** The fault markers behind the verifier's dashed fallback edges. A fault only ever yields UNVERIFIABLE. */
import type { ScriptDefinition } from "../../engine/index.js";
import { faultNote, isPipelineFault, type FindingItem, type VerdictRecord } from "../findings.js";

/** parse died: the whole result is one UNVERIFIABLE entry naming the fault. */
export const parseFault: ScriptDefinition = {
  writes: ["verdicts"],
  run: ({ state }) => {
    const note = isPipelineFault(state.parse_failure) ? state.parse_failure : faultNote("finding-verifier", "parse", "crash", "parse failed");
    const verdict: VerdictRecord = { id: "PARSE", verdict: "UNVERIFIABLE", evidence: "", note };
    return { verdicts: [verdict] };
  },
};

/** verify_one died: this branch's verdict is UNVERIFIABLE with the engine's fault text. */
export const verifyFault: ScriptDefinition = {
  writes: ["final_verdict"],
  run: ({ state }) => {
    const finding = state.finding as FindingItem;
    // verify_one's fault text lands in `candidate`, the gate's own crash in `gate_failure`.
    const note = isPipelineFault(state.gate_failure)
      ? state.gate_failure
      : isPipelineFault(state.candidate)
        ? state.candidate
        : faultNote("finding-verifier", "verify_one", "crash", "the branch failed without a fault record");
    const verdict: VerdictRecord = { id: finding.id, verdict: "UNVERIFIABLE", evidence: "", note };
    return { final_verdict: verdict };
  },
};
