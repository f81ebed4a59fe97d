/**
 * Which of an earlier review's findings still hold on a new head without
 * being read again: code-review findings in files the incremental review did
 * not read anew, still part of the pull request's diff, citing lines whose
 * text and place are unchanged (the fingerprint still matches), and not found
 * again.
 */
import { fingerprint, type CitedLinesReader } from "../fingerprint.js";
import type { ResultFinding } from "./result.js";

export interface CarryRequest {
  /** The earlier reviewed head. */
  since: string;
  findings: ResultFinding[];
}

export async function stillApplicable(
  carry: CarryRequest,
  scope: { reviewed: ReadonlySet<string>; changed: ReadonlySet<string>; current: readonly ResultFinding[]; read: CitedLinesReader },
): Promise<ResultFinding[]> {
  const seen = new Set(scope.current.map((f) => f.fingerprint));
  const kept: ResultFinding[] = [];
  for (const finding of carry.findings) {
    if (finding.lane !== "code-review" || finding.verdict === "FALSE") continue;
    if (scope.reviewed.has(finding.path) || !scope.changed.has(finding.path) || seen.has(finding.fingerprint)) continue;
    if ((await fingerprint(finding, scope.read)) !== finding.fingerprint) continue;
    seen.add(finding.fingerprint);
    kept.push(finding);
  }
  return kept;
}
