/**
 * Why a lane blocks, as typed reasons decided from its typed outcome. The
 * gate decides from the kinds (dismissibility included); the words are
 * rendered from them only for the report, the check and the comment.
 */
import { oneLine } from "../text.js";
import type { LaneName } from "./lanes.js";
import type { LaneFault, LaneOutcome, LaneVerdict } from "./laneOutcome.js";
import { securityEmoji, securityThreshold, type SecuritySeverity } from "./severity.js";
import { LANE_SENTINELS } from "./sentinelNames.js";

export type BlockReason =
  | { kind: "lane_state"; lane: LaneName; state: "faulted" | "degraded"; fault: LaneFault }
  | { kind: "missing_sentinel"; lane: LaneName }
  | { kind: "critical_findings"; lane: LaneName; count: number }
  | { kind: "blocking_verdict"; lane: LaneName; line: string }
  | { kind: "result_blocked"; lane: LaneName }
  | { kind: "missing_line"; lane: LaneName; line: string }
  | { kind: "partial_coverage"; lane: LaneName; detail: string }
  | { kind: "threshold_findings"; lane: LaneName; posture: string; counts: { severity: SecuritySeverity; count: number }[] }
  | { kind: "broken_criteria"; lane: LaneName; count: number }
  | { kind: "no_criterion_classified"; lane: LaneName }
  | { kind: "probe_inconclusive"; lane: LaneName; note: string };

/** Reasons that exist only because of blocking findings; any other kind (a missing line, a fault) keeps the lane blocked. */
export const FINDING_REASON_KINDS: Partial<Record<LaneName, readonly BlockReason["kind"][]>> = {
  "code-review": ["critical_findings", "blocking_verdict", "result_blocked"],
  security: ["blocking_verdict", "threshold_findings"],
};

/** What a verdict by itself blocks on, stricter reading first as the lane reports it. */
export function verdictReasons(verdict: LaneVerdict, options: { rigor: string; posture: string }): BlockReason[] {
  const reasons: BlockReason[] = [];
  switch (verdict.lane) {
    case "code-review": {
      const lane = verdict.lane;
      if (verdict.critical > 0) reasons.push({ kind: "critical_findings", lane, count: verdict.critical });
      if (verdict.blocking_line) reasons.push({ kind: "blocking_verdict", lane, line: "Review Verdict: BLOCKED" });
      if (verdict.coverage.kind === "missing") reasons.push({ kind: "missing_line", lane, line: "Review Coverage:" });
      if (verdict.coverage.kind === "partial" && options.rigor === "production")
        reasons.push({ kind: "partial_coverage", lane, detail: verdict.coverage.detail });
      // The structured result is read too: the stricter of it and the report wins.
      const result = verdict.result;
      if (result?.verdict === "BLOCKED" && !reasons.some((r) => r.kind === "blocking_verdict")) reasons.push({ kind: "result_blocked", lane });
      if (result && result.critical > 0 && !reasons.some((r) => r.kind === "critical_findings"))
        reasons.push({ kind: "critical_findings", lane, count: result.critical });
      return reasons;
    }
    case "security": {
      const lane = verdict.lane;
      if (verdict.blocking_line) reasons.push({ kind: "blocking_verdict", lane, line: "SECURITY_REVIEW: FAIL" });
      const over = securityThreshold(options.posture).filter((level) => verdict.counts[level] > 0);
      if (over.length > 0)
        reasons.push({
          kind: "threshold_findings",
          lane,
          posture: options.posture,
          counts: over.map((severity) => ({ severity, count: verdict.counts[severity] })),
        });
      if (!verdict.posture_line) reasons.push({ kind: "missing_line", lane, line: "Posture:" });
      return reasons;
    }
    case "adversary": {
      const lane = verdict.lane;
      if (verdict.blocking_line) reasons.push({ kind: "blocking_verdict", lane, line: "ADVERSARIAL_REVIEW: DIVERGES" });
      if (!verdict.criteria) reasons.push({ kind: "missing_line", lane, line: "Criteria:" });
      const { met, partial, unmet, diverged } = verdict.criteria ?? { met: 0, partial: 0, unmet: 0, diverged: 0 };
      if (unmet + diverged > 0 || verdict.marked > 0) reasons.push({ kind: "broken_criteria", lane, count: Math.max(unmet + diverged, verdict.marked) });
      // Conforming to nothing shows nothing: a plan with no criterion checked is not a pass.
      if (verdict.verdict === "CONFORMS" && verdict.criteria && met + partial + unmet + diverged === 0 && verdict.marked === 0) {
        reasons.push({ kind: "no_criterion_classified", lane });
      }
      return reasons;
    }
    case "probe": {
      const lane = verdict.lane;
      if (verdict.fail_line) reasons.push({ kind: "blocking_verdict", lane, line: "USAGE_PROBE: FAIL" });
      if (verdict.inconclusive_line) reasons.push({ kind: "probe_inconclusive", lane, note: verdict.note });
      return reasons;
    }
  }
}

/** Why a lane blocks: its state, or its completed verdict's own reasons. */
export function laneReasons(outcome: LaneOutcome, options: { rigor: string; posture: string }): BlockReason[] {
  if (outcome.state === "skipped") return [];
  if (outcome.state !== "completed") return [{ kind: "lane_state", lane: outcome.lane, state: outcome.state, fault: outcome.fault }];
  return verdictReasons(outcome.verdict, options);
}

export function renderFault(lane: LaneName, fault: LaneFault): string {
  switch (fault.kind) {
    case "node_failed":
      return `${fault.failure_kind}: ${fault.message}`;
    case "missing_sentinel":
      return renderReason({ kind: "missing_sentinel", lane });
    case "inner":
      return `degraded: ${fault.message}`;
    case "partial_coverage":
      return `partial coverage at production: ${fault.detail}`;
    case "never_reported":
      return "the lane was selected but never reported";
    case "matrix_job":
      return `${fault.job}: ${fault.message}`;
  }
}

export function renderReason(reason: BlockReason): string {
  const lane = reason.lane;
  switch (reason.kind) {
    case "lane_state":
      return `${lane}: ${reason.state} — ${oneLine(renderFault(lane, reason.fault))}`;
    case "missing_sentinel":
      return `${lane}: no \`${LANE_SENTINELS[lane]}\` line (a missing verdict is a failure)`;
    case "critical_findings":
      return `${lane}: ${reason.count} critical finding(s)`;
    case "blocking_verdict":
      return `${lane}: ${reason.line}`;
    case "result_blocked":
      return `${lane}: the lane's result is BLOCKED`;
    case "missing_line":
      return `${lane}: no \`${reason.line}\` line`;
    case "partial_coverage":
      return `${lane}: partial coverage at rigor production (${reason.detail})`;
    case "threshold_findings":
      return `${lane}: finding(s) at or above the ${reason.posture} threshold (${reason.counts.map((c) => `${c.count} ${securityEmoji(c.severity)}`).join(", ")})`;
    case "broken_criteria":
      return `${lane}: ${reason.count} criterion/criteria Unmet or Diverged`;
    case "no_criterion_classified":
      return `${lane}: no criterion was classified`;
    case "probe_inconclusive":
      return `${lane}: USAGE_PROBE: INCONCLUSIVE — the environment could not be brought up${reason.note ? ` ${reason.note}` : ""}; this blocks until the probe can run`;
  }
}
