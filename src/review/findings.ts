/** The review domain's shared vocabulary: findings, severities and verifier verdicts. */
import { pipelineFaultText } from "../engine/index.js";

export const CODE_REVIEW_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING", "🟢 SUGGESTION", "💡 NITPICK"] as const;
export type CodeReviewSeverity = (typeof CODE_REVIEW_SEVERITIES)[number];

/** Severities the finding verifier checks; the others are kept UNCHECKED. */
export const VERIFIED_SEVERITIES: readonly string[] = ["🔴 CRITICAL", "🟡 WARNING"];

export const VERIFIER_VERDICTS = ["VERIFIED", "FALSE", "UNVERIFIABLE"] as const;
export type VerifierVerdict = (typeof VERIFIER_VERDICTS)[number];
/** What a finding's verdict can be in a lane report: the verifier's, or UNCHECKED for 🟢/💡. */
export type FindingVerdict = VerifierVerdict | "UNCHECKED";

/** A finding at a place in the code, as every lane reports it and annotations show it. */
export interface LocatedFinding {
  id: string;
  lane: string;
  severity: string;
  path: string;
  start_line: number;
  end_line: number;
  title: string;
  claim: string;
  verdict: FindingVerdict;
  evidence: string;
  note: string;
}

/** One finding handed to the verifier. */
export interface FindingItem {
  id: string;
  /** Verbatim, e.g. "🔴 CRITICAL". */
  severity: string;
  path: string;
  /** "12-18" or "12". */
  lines: string;
  /** Self-contained claim. */
  claim: string;
}

/** One verifier result. */
export interface VerdictRecord {
  id: string;
  verdict: VerifierVerdict;
  /** `path:line: verbatim text` lines, or `NO_MATCH: <regex>` for a FALSE by absence. */
  evidence: string;
  note: string;
}

export { PIPELINE_FAULT, isPipelineFaultText as isPipelineFault } from "../engine/index.js";

export function faultNote(graph: string, node: string, kind: string, message: string): string {
  return pipelineFaultText({ graph, node, kind, message });
}

/** Parses "12-18" or "12" into an inclusive range. */
export function parseLineRange(lines: string): { start: number; end: number } | undefined {
  const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(lines);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : start;
  return start >= 1 && end >= start ? { start, end } : undefined;
}

/**
 * Any value in a verdict slot, as a well-formed record. A slot that is not a
 * verdict (a failed branch, a gap) becomes UNVERIFIABLE with a PIPELINE-FAULT
 * note: a fault never reads as VERIFIED or FALSE.
 */
export function normalizeVerdict(slot: unknown, item: FindingItem): VerdictRecord {
  const record = slot as Partial<VerdictRecord> & { failed?: boolean; node?: string; kind?: string; message?: string };
  if (record && typeof record === "object" && !record.failed && VERIFIER_VERDICTS.includes(record.verdict as VerifierVerdict)) {
    return {
      id: item.id,
      verdict: record.verdict as VerifierVerdict,
      evidence: typeof record.evidence === "string" ? record.evidence : "",
      note: typeof record.note === "string" ? record.note : "",
    };
  }
  const note =
    record && typeof record === "object" && record.failed
      ? faultNote("finding-verifier", record.node ?? "verify_one", record.kind ?? "crash", record.message ?? "branch failed")
      : faultNote("finding-verifier", "verify_each", "crash", "no verdict was returned for this finding");
  return { id: item.id, verdict: "UNVERIFIABLE", evidence: "", note };
}
