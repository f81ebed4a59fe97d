/**
 * Our candidates for the judge: the findings the check would annotate (every
 * verdict but FALSE), one per fingerprint of title, claim, path and line, so
 * two lanes reporting the same thing in the same words count once.
 */
import type { ResultFinding } from "../../../src/review/gauntlet/result.js";

export const ANNOTATED_VERDICTS = ["VERIFIED", "UNVERIFIABLE", "UNCHECKED"] as const;

export interface Candidate {
  /** The findings (ids, lane-prefixed) this candidate stands for. */
  findings: string[];
  lane: string;
  severity: string;
  verdict: string;
  path: string;
  line: number;
  title: string;
  claim: string;
  /** What the judge reads. */
  text: string;
}

const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

export function candidateKey(finding: Pick<ResultFinding, "title" | "claim" | "path" | "start_line">): string {
  return [normalized(finding.title), normalized(finding.claim), finding.path.trim().replace(/^\.\//, ""), finding.start_line].join("\0");
}

/** The judge sees where and what, as a reviewer's comment would say it. */
export function candidateText(finding: Pick<ResultFinding, "title" | "claim" | "path" | "start_line" | "end_line">): string {
  const lines = finding.end_line > finding.start_line ? `${finding.start_line}-${finding.end_line}` : String(finding.start_line);
  const title = finding.title.trim().replace(/[.:]$/, "");
  return `${finding.path}:${lines}: ${title}. ${finding.claim.trim()}`;
}

export function candidatesOf(findings: readonly ResultFinding[]): { candidates: Candidate[]; duplicates: number; droppedFalse: number } {
  const byKey = new Map<string, Candidate>();
  let duplicates = 0;
  let droppedFalse = 0;
  for (const finding of findings) {
    if (!(ANNOTATED_VERDICTS as readonly string[]).includes(finding.verdict)) {
      droppedFalse += 1;
      continue;
    }
    const key = candidateKey(finding);
    const twin = byKey.get(key);
    if (twin) {
      twin.findings.push(`${finding.lane}/${finding.id}`);
      duplicates += 1;
      continue;
    }
    byKey.set(key, {
      findings: [`${finding.lane}/${finding.id}`],
      lane: finding.lane,
      severity: finding.severity,
      verdict: finding.verdict,
      path: finding.path,
      line: finding.start_line,
      title: finding.title,
      claim: finding.claim,
      text: candidateText(finding),
    });
  }
  return { candidates: [...byKey.values()], duplicates, droppedFalse };
}
