/**
 * Re-deciding a finished result without the model: findings carried forward
 * from an earlier review of the same pull request, and findings humans
 * dismissed. Both only ever act through fingerprints (a dismissal covers the
 * one finding at the one place it was given for), and a dismissal lifts a
 * lane's block only when that lane is dismissible (its blocking findings
 * account for all of its reasons). Faults, missing verdicts and partial
 * coverage are never lifted here.
 */
import type { AppliedDismissal, Dismissal, GauntletResult, LaneSummary, ResultFinding } from "./result.js";
import { isLegacyFingerprint } from "../fingerprint.js";
import { shortSha } from "../text.js";

export interface DismissalRequest extends Dismissal {
  fingerprint: string;
}

/** Reasons that are not any lane's: given-up lanes, pipeline faults, "no lane completed". */
function runLevelReasons(result: GauntletResult): string[] {
  const laneReasons = new Set(result.lanes.flatMap((lane) => lane.reasons));
  return result.reasons.filter((reason) => !laneReasons.has(reason));
}

function decide(result: GauntletResult, lanes: LaneSummary[], findings: ResultFinding[], extra: Partial<GauntletResult>): GauntletResult {
  // The gate's order: the lanes' reasons, then the run's own.
  const reasons = [...lanes.flatMap((lane) => lane.reasons), ...runLevelReasons(result)];
  return { ...result, ...extra, lanes, findings, reasons, verdict: reasons.length > 0 ? "BLOCKED" : "PASS" };
}

/**
 * Adds an earlier review's findings in files this run did not review anew.
 * Their ids continue after this run's own (F1…Fn, then Fn+1…); a carried
 * blocking finding blocks the code-review lane as it did before.
 */
export function carryForward(result: GauntletResult, carried: readonly ResultFinding[], scope: { since: string; reviewed: string[] }): GauntletResult {
  const own = result.findings.filter((f) => f.lane === "code-review").map((f) => Number(/^F(\d+)$/.exec(f.id)?.[1] ?? 0));
  let next = Math.max(0, ...own);
  const added = carried.map((finding) => ({ ...finding, id: `F${++next}`, carried_from: finding.carried_from ?? scope.since }));
  const blocking = added.filter((f) => f.blocking).length;
  const lanes = result.lanes.map((lane) => {
    // A skipped lane can't block (it reviewed nothing); the carried findings are still listed.
    if (lane.name !== "code-review" || blocking === 0 || lane.state === "skipped") return lane;
    const reason = `code-review: ${blocking} critical finding(s) carried from the review of ${shortSha(scope.since)}`;
    return { ...lane, blocks: true, reasons: [...lane.reasons, reason], dismissible: lane.blocks ? lane.dismissible : true };
  });
  return decide(result, lanes, [...result.findings, ...added], { review_scope: { since: scope.since, reviewed: scope.reviewed, carried: added.length } });
}

/** A dismissal recorded in the first fingerprint format that now names more than one finding: it applies to none. */
export interface LapsedDismissal<T extends DismissalRequest = DismissalRequest> {
  request: T;
  /** The findings its old fingerprint cannot tell apart. */
  findings: string[];
}

/**
 * Each dismissal bound to the finding it was given for. One in the current
 * format names its place already. One in the first format (no place) is
 * bound to the one finding it still names; where it names two or more (the
 * same text at several places), it lapses rather than widen to all of them.
 */
export function bindDismissals<T extends DismissalRequest>(
  findings: readonly ResultFinding[],
  requests: readonly T[],
): { bound: T[]; lapsed: LapsedDismissal<T>[] } {
  const bound: T[] = [];
  const lapsed: LapsedDismissal<T>[] = [];
  for (const request of requests) {
    if (!isLegacyFingerprint(request.fingerprint)) {
      bound.push(request);
      continue;
    }
    const named = findings.filter((f) => f.fingerprint_v1 === request.fingerprint);
    if (named.length === 1) bound.push({ ...request, fingerprint: named[0]!.fingerprint });
    else if (named.length > 1) lapsed.push({ request, findings: named.map((f) => f.id) });
  }
  return { bound, lapsed };
}

/** Marks dismissed findings and lifts the blocks they alone caused. */
export function applyDismissals(result: GauntletResult, requests: readonly DismissalRequest[]): GauntletResult {
  const byFingerprint = new Map(bindDismissals(result.findings, requests).bound.map((r) => [r.fingerprint, r]));
  const applied: AppliedDismissal[] = [];
  const findings = result.findings.map((finding) => {
    const request = byFingerprint.get(finding.fingerprint);
    if (!request) return finding;
    const dismissal = { by: request.by, reason: request.reason, source: request.source };
    applied.push({ ...dismissal, finding: finding.id, fingerprint: finding.fingerprint });
    return { ...finding, dismissed: dismissal };
  });
  const lanes = result.lanes.map((lane) => {
    if (!lane.blocks || !lane.dismissible) return lane;
    const blocking = findings.filter((f) => f.lane === lane.name && f.blocking);
    if (blocking.length === 0 || blocking.some((f) => !f.dismissed)) return lane;
    return { ...lane, blocks: false, reasons: [], dismissed_reasons: lane.reasons };
  });
  return decide(result, lanes, findings, applied.length > 0 ? { dismissals: applied } : {});
}
