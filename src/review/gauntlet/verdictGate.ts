/**
 * verdict_gate: one deterministic verdict from the lanes' typed outcomes (read
 * once, by read_lane). A missing sentinel is a lane failure, never a pass;
 * degraded and faulted lanes block; where a lane's readings disagree the
 * stricter wins. Whatever the review could not cover (lanes without a verdict
 * of their own, partial coverage, pipeline faults) is named on a
 * GAUNTLET_REVIEW_INCOMPLETE line and in `incomplete`, so a caller can tell
 * an incomplete review from a failed one. Words are rendered here only for the result and report.
 */
import { readWorkspaceLines } from "../../llm/tools/index.js";
import { SECURITY_DID_NOT_FINISH, securityOnlyAs } from "../codeReview/laneAlone.js";
import { isPipelineFault } from "../findings.js";
import { fingerprints } from "../fingerprint.js";
import type { ReviewScript } from "../services.js";
import { oneLine } from "../text.js";
import { FINDING_REASON_KINDS, laneReasons, renderReason, type BlockReason } from "./blockReasons.js";
import { recordedFault } from "./faults.js";
import { incompleteItems, incompleteLine, noLaneCompleted } from "./incomplete.js";
import { gateOptions } from "./intake.js";
import { renderFinding, typedLaneFindings, type GauntletFinding } from "./laneFindings.js";
import type { LaneOutcome } from "./laneOutcome.js";
import { LANES, LANE_SPECS, type LaneName } from "./lanes.js";
import { meterLedger } from "./laneLedger.js";
import { outcomeOfSlot } from "./laneState.js";
import { renderGauntletReport } from "./report.js";
import { RESULT_SCHEMA, type GauntletResult, type LaneSummary, type ResultFinding } from "./result.js";
import { MAX_LANE_PASSES as MAX_PASSES } from "./retryGate.js";
import { securityThreshold, severityOfLabel, type Severity } from "./severity.js";
import { list, record, str } from "./state.js";
import { gauntletState } from "./stateSchema.js";

/** Whether a finding by itself makes its lane block, from its typed severity. */
export function blocksAlone(lane: string, severity: Severity, verdict: string, posture: string): boolean {
  if (verdict === "FALSE") return false;
  if (lane === "code-review") return severity === "critical";
  if (lane === "security") return securityThreshold(posture).some((level) => level === severity);
  return false;
}

/** The same, for a finding as shown at the edge (its lane's severity label). */
export function isBlockingFinding(finding: Pick<GauntletFinding, "lane" | "severity" | "verdict">, posture: string): boolean {
  const severity = severityOfLabel(finding.lane, finding.severity);
  return severity !== undefined && blocksAlone(finding.lane, severity, finding.verdict, posture);
}

/**
 * A lane's block can be lifted by dismissals only when its blocking findings
 * account for all of it: a completed code-review or security lane whose own
 * count of blocking findings equals the findings we can name.
 *
 * For security, "equals" is checked line by line, not just in number: the
 * reader counts severity lines on the raw report, the parser names findings
 * on a plain copy (backticks stripped), so a counted line the parser cannot
 * name (no `path:line`) and a named line the reader did not count (`` `🔴` ``)
 * would otherwise balance out. Every threshold line of the plain copy must be
 * a named blocking finding, and the raw count must agree with the plain one
 * (a line the raw count sees is always seen in the plain copy).
 */
function isDismissible(outcome: LaneOutcome, reasons: readonly BlockReason[], blocking: number, posture: string): boolean {
  if (outcome.state !== "completed" || blocking === 0) return false;
  const kinds = FINDING_REASON_KINDS[outcome.lane];
  if (!kinds || !reasons.every((reason) => kinds.includes(reason.kind))) return false;
  const verdict = outcome.verdict;
  if (verdict.lane === "code-review") return verdict.critical === blocking;
  if (verdict.lane === "security") {
    const named = verdict.findings.filter((f) => blocksAlone("security", f.severity, f.verdict, posture)).length;
    return (
      named === blocking &&
      securityThreshold(posture).every((level) => {
        const parsed = verdict.findings.filter((f) => f.severity === level).length;
        return verdict.counts[level] === verdict.plain_counts[level] && verdict.plain_counts[level] === parsed;
      })
    );
  }
  return false;
}

async function withFingerprints(
  outcomes: readonly LaneOutcome[],
  posture: string,
  read: (path: string, start: number, end: number) => Promise<string[]>,
): Promise<ResultFinding[]> {
  const out: ResultFinding[] = [];
  for (const outcome of outcomes) {
    for (const typed of typedLaneFindings(outcome)) {
      const { location_valid: _valid, suggestion, replacement, ...finding } = renderFinding(outcome.lane, typed);
      out.push({
        ...finding,
        ...(await fingerprints(finding, read)),
        blocking: blocksAlone(outcome.lane, typed.severity, typed.verdict, posture),
        ...(suggestion ? { suggestion } : {}),
        ...(replacement ? { replacement } : {}),
      });
    }
  }
  return out;
}

export const verdictGate: ReviewScript = {
  reads: gauntletState.pick({
    lane_selection: true,
    lane_attempts: true,
    review_incomplete: true,
    kept_results: true,
    signals_error: true,
    signals_failure: true,
    retry_gate_fault: true,
    matrix_faults: true,
    rigor: true,
    security_posture: true,
    diff_spec: true,
    lanes_summary: true,
    lanes_degraded: true,
    code_review_results: true,
    adversary_results: true,
    security_results: true,
    probe_results: true,
  }).shape,
  writes: gauntletState.pick({ gauntlet_verdict: true, gauntlet_report: true, gauntlet_incomplete_line: true, gauntlet_result: true }).shape,
  run: async ({ state, context, signal }) => {
    const services = context.services;
    const ledger = services.laneLedger ?? meterLedger(services);
    const options = gateOptions(state);
    const choices = list(state, "lane_selection") as { lane?: LaneName; selected?: boolean; reason?: string }[];
    const selected = new Set(choices.filter((c) => c.selected).map((c) => c.lane));
    const attempts = record(state, "lane_attempts");
    const givenUpLanes = list(state, "review_incomplete").map(String);
    const kept = record(state, "kept_results");
    const passes = (lane: string) => Number(attempts[lane] ?? 1);
    // Fewer than MAX_PASSES means the wall clock, not the pass limit, ended the re-runs.
    const givenUp = (lane: string) =>
      `no verdict after ${passes(lane)} pass${passes(lane) === 1 ? "" : "es"}${passes(lane) < MAX_PASSES ? ", no time left for another" : ""}`;

    const faults = [
      state.signals_error,
      recordedFault(state, "signals_failure", "signals"),
      recordedFault(state, "retry_gate_fault", "retry_gate"),
      ...list(state, "matrix_faults"),
    ]
      .filter(isPipelineFault)
      .map(oneLine);
    const outcomes = LANES.map((lane): LaneOutcome => {
      // A re-run pass empties the other lanes' results and retry_gate restores them; if it died first, kept_results has them.
      const keptSlots = kept[lane];
      const slot = list(state, LANE_SPECS[lane].results)[0] ?? (Array.isArray(keptSlots) ? keptSlots[0] : undefined);
      if (slot === undefined && selected.has(lane)) return { lane, state: "faulted", report: "", verdict: null, fault: { kind: "never_reported" } };
      return outcomeOfSlot(lane, slot);
    });

    const findings = await withFingerprints(outcomes, options.posture, (path, start, end) => readWorkspaceLines(services.sandbox, path, start, end, signal));
    const lanes: LaneSummary[] = outcomes.map((outcome) => {
      const typed = laneReasons(outcome, options);
      const reasons = typed.map(renderReason);
      const blocking = findings.filter((f) => f.lane === outcome.lane && f.blocking).length;
      const timing = outcome.state === "skipped" ? { duration_ms: 0, passes: [] } : ledger.timing(outcome.lane);
      return {
        name: outcome.lane,
        state: outcome.state,
        verdict: outcome.state === "skipped" ? null : (outcome.verdict?.verdict ?? null),
        blocks: reasons.length > 0,
        reasons,
        selection: choices.find((c) => c.lane === outcome.lane)?.reason ?? "not selected",
        attempts: outcome.state === "skipped" ? 0 : passes(outcome.lane),
        duration_ms: timing.duration_ms,
        ...(timing.passes.length > 0 ? { passes: timing.passes } : {}),
        usage: ledger.usage(outcome.lane),
        dismissible: typed.length > 0 && isDismissible(outcome, typed, blocking, options.posture),
      };
    });

    const reasons = [
      ...lanes.flatMap((l) => l.reasons),
      ...givenUpLanes.map((lane) => `${lane}: given up — ${givenUp(lane)}`),
      ...faults.map((f) => `pipeline fault: ${f}`),
    ];
    const noneCompleted = noLaneCompleted(outcomes);
    if (noneCompleted) reasons.push(noneCompleted.detail);
    const verdict = reasons.length > 0 ? "BLOCKED" : "PASS";

    const codeReview = outcomes.find((o) => o.lane === "code-review");
    const crVerdict = codeReview && codeReview.state !== "faulted" && codeReview.state !== "skipped" ? codeReview.verdict : null;
    const crCoverage = crVerdict?.lane === "code-review" ? crVerdict.result?.coverage : null;
    const laneCoverage = crCoverage ?? { complete: false, not_reviewed: [{ path: "*", reason: "the code review did not complete" }], skipped: [] };
    // A security-only file was reviewed by security only if that lane completed; else by nobody, and the result says so.
    const securityDone = outcomes.some((o) => o.lane === "security" && o.state === "completed");
    const coverage = securityDone ? laneCoverage : { ...laneCoverage, skipped: securityOnlyAs(laneCoverage.skipped, SECURITY_DID_NOT_FINISH) };

    const result: GauntletResult = {
      schema: RESULT_SCHEMA,
      verdict,
      reasons,
      base_sha: typeof context.facts.base_sha === "string" ? context.facts.base_sha : null,
      head_sha: typeof context.facts.head_sha === "string" ? context.facts.head_sha : null,
      diff_spec: typeof context.facts.diff_spec === "string" ? context.facts.diff_spec : str(state, "diff_spec", "worktree"),
      coverage,
      incomplete: incompleteItems({
        outcomes,
        givenUp: new Map(givenUpLanes.map((lane) => [lane, givenUp(lane)])),
        coverage: crCoverage ?? null,
        partialDetail: crVerdict?.lane === "code-review" && crVerdict.coverage.kind === "partial" ? crVerdict.coverage.detail : null,
        faults,
        // With the signals dead, select_lanes never ran: lanes_degraded repeats the signals fault listed already.
        judgmentFault: recordedFault(state, "signals_failure", "signals") ? "" : str(state, "lanes_degraded"),
        noLaneCompleted: noneCompleted,
      }),
      faults,
      lanes,
      findings,
      usage: ledger.total(),
    };
    return {
      gauntlet_verdict: verdict,
      gauntlet_incomplete_line: incompleteLine(result.incomplete),
      gauntlet_report: renderGauntletReport(
        result,
        Object.fromEntries(outcomes.map((o) => [o.lane, o.state === "skipped" ? "" : o.report])),
        str(state, "lanes_summary"),
      ),
      gauntlet_result: result,
    };
  },
};
