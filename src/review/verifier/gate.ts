/**
 * verdict_gate: accepts a verdict that keeps the contract, stamps the
 * authoritative id from the finding item, rejects back to verify_one once
 * with the reason, and records UNVERIFIABLE after a second failure.
 */
import { faultNote, type FindingItem, type VerdictRecord } from "../findings.js";
import { contractProblems } from "./evidence.js";
import type { ReviewScript } from "../services.js";

export const verdictGate: ReviewScript = {
  writes: ["final_verdict", "gate_feedback", "gate_rejections"],
  routes: ["verify_one"],
  run: async ({ state, context, signal }) => {
    const finding = state.finding as FindingItem;
    const candidate = state.candidate as Partial<VerdictRecord> | undefined;
    const problems = await contractProblems(candidate, finding, context.services.sandbox, signal);
    if (problems.length === 0) {
      const accepted: VerdictRecord = {
        id: finding.id,
        verdict: candidate!.verdict!,
        evidence: candidate!.evidence ?? "",
        note: candidate!.note ?? "",
      };
      return { final_verdict: accepted };
    }
    const rejections = typeof state.gate_rejections === "number" ? state.gate_rejections : 0;
    if (rejections === 0) {
      return {
        gate_rejections: 1,
        gate_feedback: `Your previous answer broke the verdict contract:\n${problems.map((p) => `- ${p}`).join("\n")}\nAnswer again, fixing these.`,
        _next: "verify_one",
      };
    }
    const rejected: VerdictRecord = {
      id: finding.id,
      verdict: "UNVERIFIABLE",
      evidence: "",
      note: faultNote("finding-verifier", "verdict_gate", "schema", `verdict contract broken twice: ${problems.join("; ")}`),
    };
    return { final_verdict: rejected };
  },
};
