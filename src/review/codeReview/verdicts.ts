/** Joins the verifier's verdicts to the findings and decides what is kept. */
import { parsePipelineFault } from "../../engine/index.js";
import { VERIFIED_SEVERITIES, faultNote, isPipelineFault, normalizeVerdict, type FindingItem } from "../findings.js";
import type { ReviewFinding } from "./types.js";

export interface VerdictOutcome {
  kept: ReviewFinding[];
  dropped: ReviewFinding[];
  /** Why the verification step itself failed, if it did. */
  fault: string | null;
  budgetExhausted: boolean;
}

const isBudgetFault = (note: string) => parsePipelineFault(note)?.kind === "budget";

export function applyVerdicts(findings: readonly ReviewFinding[], results: unknown, verifierOutput: unknown): VerdictOutcome {
  const fault = isPipelineFault(verifierOutput)
    ? verifierOutput
    : Array.isArray(results)
      ? null
      : faultNote("code-reviewer", "verify", "crash", "the finding verifier returned no verdict list");
  const byId = new Map<string, unknown>();
  if (!fault) for (const slot of results as unknown[]) if (slot && typeof slot === "object") byId.set(String((slot as { id?: unknown }).id), slot);

  const kept: ReviewFinding[] = [];
  const dropped: ReviewFinding[] = [];
  let budgetExhausted = fault !== null && isBudgetFault(fault);
  for (const finding of findings) {
    if (!VERIFIED_SEVERITIES.includes(finding.severity)) {
      kept.push({ ...finding, verdict: "UNCHECKED" });
      continue;
    }
    const item: FindingItem = { id: finding.id, severity: finding.severity, path: finding.path, lines: "", claim: finding.claim };
    const record = fault ? { id: finding.id, verdict: "UNVERIFIABLE" as const, evidence: "", note: fault } : normalizeVerdict(byId.get(finding.id), item);
    if (isBudgetFault(record.note)) budgetExhausted = true;
    const note = [finding.note, record.note].filter(Boolean).join(" — ");
    const verified: ReviewFinding = { ...finding, verdict: record.verdict, evidence: record.evidence, note };
    (record.verdict === "FALSE" ? dropped : kept).push(verified);
  }
  return { kept, dropped, fault, budgetExhausted };
}
