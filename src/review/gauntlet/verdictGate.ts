/**
 * verdict_gate: one deterministic verdict from the lanes' reports. A missing
 * sentinel is a lane failure, never a pass; degraded and faulted lanes block;
 * the gate recomputes what it can and the stricter reading wins. Lanes given
 * up on and pipeline faults are named on a GAUNTLET_REVIEW_INCOMPLETE line, so
 * a caller can tell an incomplete review from a failed one.
 */
import type { ScriptDefinition } from "../../engine/index.js";
import { readWorkspaceLines } from "../../llm/tools/index.js";
import { isPipelineFault } from "../findings.js";
import { fingerprint } from "../fingerprint.js";
import type { CodeReviewResult } from "../codeReview/types.js";
import { reviewServices, type ReviewServices } from "../services.js";
import { recordedFault } from "./faults.js";
import { gateOptions } from "./intake.js";
import { laneFindings, securityReportLines, type GauntletFinding } from "./laneFindings.js";
import { LANES, LANE_SPECS, type LaneName } from "./lanes.js";
import { classifyLane, type LaneOutcome } from "./laneState.js";
import { laneTiming } from "./laneTiming.js";
import { renderGauntletReport } from "./report.js";
import { RESULT_SCHEMA, type GauntletResult, type LaneSummary, type ResultFinding, type UsageSummary } from "./result.js";
import { MAX_LANE_PASSES as MAX_PASSES } from "./retryGate.js";
import { securityThreshold } from "./sentinels.js";
import { list, record, str } from "./state.js";
import { oneLine } from "../text.js";


function usageOf(services: ReviewServices, graphs: string[]): UsageSummary {
  const totals = graphs.map((g) => services.meter?.graphTotal(g));
  const cost = totals.some((t) => t?.costUsd !== undefined) ? totals.reduce((sum, t) => sum + (t?.costUsd ?? 0), 0) : null;
  return {
    prompt_tokens: totals.reduce((sum, t) => sum + (t?.promptTokens ?? 0), 0),
    completion_tokens: totals.reduce((sum, t) => sum + (t?.completionTokens ?? 0), 0),
    calls: totals.reduce((sum, t) => sum + (t?.calls ?? 0), 0),
    cost_usd: cost,
  };
}

/** Why a lane blocks: its state, its sentinels, and its structured result, the strictest of them. */
function blockingReasons(outcome: LaneOutcome): string[] {
  if (outcome.state === "skipped") return [];
  if (outcome.state !== "completed") return [`${outcome.lane}: ${outcome.state} — ${oneLine(outcome.problem ?? "no verdict")}`];
  const reasons = [...(outcome.reading?.reasons ?? [])];
  const result = outcome.result as Partial<CodeReviewResult> | null;
  if (outcome.lane === "code-review" && result && typeof result === "object") {
    if (result.verdict === "BLOCKED" && !reasons.some((r) => r.includes("BLOCKED"))) reasons.push("code-review: the lane's result is BLOCKED");
    if ((result.counts?.critical ?? 0) > 0 && !reasons.some((r) => r.includes("critical"))) reasons.push(`code-review: ${result.counts!.critical} critical finding(s)`);
  }
  return reasons;
}

/** Whether a finding by itself makes its lane block. */
export function isBlockingFinding(finding: Pick<GauntletFinding, "lane" | "severity" | "verdict">, posture: string): boolean {
  if (finding.verdict === "FALSE") return false;
  if (finding.lane === "code-review") return finding.severity.startsWith("🔴");
  if (finding.lane === "security") return securityThreshold(posture).some((level) => finding.severity.startsWith(level));
  return false;
}

/** Reasons that exist only because of blocking findings; any other reason (a missing line, a fault) keeps the lane blocked. */
const FINDING_REASONS: Partial<Record<LaneName, RegExp>> = {
  "code-review": /^code-review: (?:\d+ critical finding\(s\)|Review Verdict: BLOCKED|the lane's result is BLOCKED)$/,
  security: /^security: (?:SECURITY_REVIEW: FAIL|finding\(s\) at or above the \w+ threshold \(.*\))$/,
};

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
function isDismissible(outcome: LaneOutcome, reasons: readonly string[], blocking: number, posture: string): boolean {
  if (outcome.state !== "completed" || blocking === 0 || !outcome.reading) return false;
  const findingReason = FINDING_REASONS[outcome.lane];
  if (!findingReason || !reasons.every((reason) => findingReason.test(reason))) return false;
  const facts = outcome.reading.facts;
  if (outcome.lane === "code-review") return Number(facts.critical ?? -1) === blocking;
  if (outcome.lane === "security") {
    const threshold = securityThreshold(posture);
    const lines = securityReportLines(outcome.report);
    const named = lines.findings.filter((f) => isBlockingFinding(f, posture)).length;
    return (
      named === blocking &&
      threshold.every((level) => {
        const raw = Number(facts[level] ?? 0);
        const plain = lines.lineCounts[level] ?? 0;
        const parsed = lines.findings.filter((f) => f.severity === level).length;
        return raw === plain && plain === parsed;
      })
    );
  }
  return false;
}

async function withFingerprints(findings: GauntletFinding[], posture: string, read: (path: string, start: number, end: number) => Promise<string[]>): Promise<ResultFinding[]> {
  const out: ResultFinding[] = [];
  for (const { location_valid: _valid, suggestion, replacement, ...finding } of findings) {
    out.push({
      ...finding,
      fingerprint: await fingerprint(finding, read),
      blocking: isBlockingFinding(finding, posture),
      ...(suggestion ? { suggestion } : {}),
      ...(replacement ? { replacement } : {}),
    });
  }
  return out;
}

export const verdictGate: ScriptDefinition = {
  writes: ["gauntlet_verdict", "gauntlet_report", "gauntlet_incomplete_line", "gauntlet_result"],
  run: async ({ state, context, signal }) => {
    const services = reviewServices(context);
    const options = gateOptions(state);
    const choices = list(state, "lane_selection") as { lane?: LaneName; selected?: boolean; reason?: string }[];
    const selected = new Set(choices.filter((c) => c.selected).map((c) => c.lane));
    const attempts = record(state, "lane_attempts");
    const incomplete = list(state, "review_incomplete").map(String);
    const kept = record(state, "kept_results");
    const passes = (lane: string) => Number(attempts[lane] ?? 1);
    // Fewer than MAX_PASSES means the wall clock, not the pass limit, ended the re-runs.
    const givenUp = (lane: string) =>
      `no verdict after ${passes(lane)} pass${passes(lane) === 1 ? "" : "es"}${passes(lane) < MAX_PASSES ? ", no time left for another" : ""}`;

    const faults = [state.signals_error, recordedFault(state, "signals_failure", "signals"), recordedFault(state, "retry_gate_fault", "retry_gate")]
      .filter(isPipelineFault)
      .map(oneLine);
    const outcomes = LANES.map((lane): LaneOutcome => {
      // A re-run pass empties the other lanes' results and retry_gate restores them; if it died first, kept_results has them.
      const slot = list(state, LANE_SPECS[lane].results)[0] ?? (Array.isArray(kept[lane]) ? (kept[lane] as unknown[])[0] : undefined);
      if (slot === undefined && selected.has(lane)) {
        return { lane, state: "faulted", report: "", result: null, reading: null, problem: "the lane was selected but never reported" };
      }
      return classifyLane(lane, slot, options);
    });

    const findings = await withFingerprints(outcomes.flatMap(laneFindings), options.posture, (path, start, end) =>
      readWorkspaceLines(services.sandbox, path, start, end, signal),
    );
    const lanes: LaneSummary[] = outcomes.map((outcome) => {
      const spec = LANE_SPECS[outcome.lane];
      const reasons = blockingReasons(outcome);
      const blocking = findings.filter((f) => f.lane === outcome.lane && f.blocking).length;
      const timing = outcome.state === "skipped" ? { duration_ms: 0, passes: [] } : laneTiming(services.trace?.events ?? [], spec.map);
      return {
        name: outcome.lane,
        state: outcome.state,
        verdict: outcome.reading?.sentinel ?? null,
        blocks: reasons.length > 0,
        reasons,
        selection: choices.find((c) => c.lane === outcome.lane)?.reason ?? "not selected",
        attempts: outcome.state === "skipped" ? 0 : passes(outcome.lane),
        duration_ms: timing.duration_ms,
        ...(timing.passes.length > 0 ? { passes: timing.passes } : {}),
        usage: usageOf(services, outcome.lane === "code-review" ? [spec.graph, "finding-verifier"] : [spec.graph]),
        dismissible: reasons.length > 0 && isDismissible(outcome, reasons, blocking, options.posture),
      };
    });

    const reasons = [
      ...lanes.flatMap((l) => l.reasons),
      ...incomplete.map((lane) => `${lane}: given up — ${givenUp(lane)}`),
      ...faults.map((f) => `pipeline fault: ${f}`),
    ];
    if (!outcomes.some((o) => o.state === "completed")) reasons.push("no lane completed, so nothing was reviewed");
    const verdict = reasons.length > 0 ? "BLOCKED" : "PASS";

    const codeReview = outcomes.find((o) => o.lane === "code-review");
    const crResult = codeReview?.state !== "faulted" ? (codeReview?.result as Partial<CodeReviewResult> | null) : null;
    const coverage =
      crResult && crResult.coverage
        ? { complete: crResult.coverage.complete === true, not_reviewed: crResult.coverage.not_reviewed ?? [], skipped: crResult.coverage.skipped ?? [] }
        : { complete: false, not_reviewed: [{ path: "*", reason: "the code review did not complete" }], skipped: [] };

    const totals = usageOf(services, [...new Set([...LANES.map((l) => LANE_SPECS[l].graph), "finding-verifier", "review-gauntlet"])]);
    const result: GauntletResult = {
      schema: RESULT_SCHEMA,
      verdict,
      reasons,
      base_sha: typeof context.facts.base_sha === "string" ? context.facts.base_sha : null,
      head_sha: typeof context.facts.head_sha === "string" ? context.facts.head_sha : null,
      diff_spec: typeof context.facts.diff_spec === "string" ? context.facts.diff_spec : str(state, "diff_spec", "worktree"),
      coverage,
      incomplete,
      faults,
      lanes,
      findings,
      usage: services.meter ? { ...totals, ...runUsage(services) } : totals,
    };
    const incompleteParts = [...incomplete.map((l) => `${l} (${givenUp(l)})`), ...faults];
    return {
      gauntlet_verdict: verdict,
      gauntlet_incomplete_line: incompleteParts.length > 0 ? `\nGAUNTLET_REVIEW_INCOMPLETE: ${oneLine(incompleteParts.join("; "))}` : "",
      gauntlet_report: renderGauntletReport(result, Object.fromEntries(outcomes.map((o) => [o.lane, o.report])), str(state, "lanes_summary")),
      gauntlet_result: result,
    };
  },
};

/** The whole run's usage, whatever graph the calls came from. */
function runUsage(services: ReviewServices): UsageSummary {
  const total = services.meter!.runTotal();
  return { prompt_tokens: total.promptTokens, completion_tokens: total.completionTokens, calls: total.calls, cost_usd: total.costUsd ?? null };
}
