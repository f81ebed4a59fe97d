/**
 * Reading the lanes' verdict lines into typed verdicts, once. Sentinels are
 * matched at line start, never by looking for a bare emoji anywhere; where the
 * last verdict line and another line disagree, the verdict records both and
 * the gate takes the stricter. A missing sentinel is a typed fault.
 */
import type { LaneName } from "./lanes.js";
import type { AdversaryVerdict, CodeReviewVerdict, LaneFinding, LaneVerdict, ProbeVerdict, SecurityVerdict } from "./laneOutcome.js";
import { renderReason, verdictReasons } from "./blockReasons.js";
import { parseAdversaryFindings, parseSecurityReport, securityLineCounts } from "./laneFindings.js";
import { LANE_SENTINELS } from "./sentinelNames.js";
import { SECURITY_SEVERITIES, securityEmoji } from "./severity.js";

export type VerdictReading<V extends LaneVerdict = LaneVerdict> = { found: true; verdict: V } | { found: false; sentinel: string };

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g");
  let last: RegExpExecArray | null = null;
  for (const match of text.matchAll(global)) last = match as RegExpExecArray;
  return last;
}

const missing = (lane: LaneName) => ({ found: false as const, sentinel: LANE_SENTINELS[lane] });

export function parseCodeReview(text: string, findings: LaneFinding[] = [], result: CodeReviewVerdict["result"] = null): VerdictReading<CodeReviewVerdict> {
  const verdict = lastMatch(text, /^Review Verdict: (PASS|BLOCKED)(?: \(degraded: (.*)\))?[ \t]*$/m);
  if (!verdict) return missing("code-review");
  const summary = lastMatch(text, /^\*Reviewed (\d+) files, found (\d+) critical, (\d+) warnings, (\d+) suggestions, (\d+) nitpicks\*[ \t]*$/m);
  const coverage = lastMatch(text, /^Review Coverage: (complete|partial(?: \((.*)\))?)[ \t]*$/m);
  return {
    found: true,
    verdict: {
      lane: "code-review",
      verdict: verdict[1] === "BLOCKED" ? "BLOCKED" : "PASS",
      blocking_line: /^Review Verdict: BLOCKED/m.test(text),
      degraded: verdict[2] ?? null,
      // Without the summary line, every 🔴 in the report counts: stricter, never looser.
      critical: summary ? Number(summary[2]) : [...text.matchAll(/🔴/gu)].length,
      coverage: !coverage ? { kind: "missing" } : coverage[1] === "complete" ? { kind: "complete" } : { kind: "partial", detail: coverage[2] ?? "partial" },
      result,
      findings,
    },
  };
}

export function parseSecurity(text: string): VerdictReading<SecurityVerdict> {
  const verdict = lastMatch(text, /^SECURITY_REVIEW: (PASS|FAIL)\b(?: \(degraded: (.*)\))?/m);
  if (!verdict) return missing("security");
  const lines = parseSecurityReport(text);
  return {
    found: true,
    verdict: {
      lane: "security",
      verdict: verdict[1] === "FAIL" ? "FAIL" : "PASS",
      blocking_line: /^SECURITY_REVIEW: FAIL\b/m.test(text),
      degraded: verdict[2] ?? null,
      counts: securityLineCounts(text),
      plain_counts: lines.lineCounts,
      posture_line: /^Posture: /m.test(text),
      findings: lines.findings,
    },
  };
}

/** A criterion line marked Unmet or Diverged: "- [Unmet] …", "1. **Diverged** …", "[Unmet] …". */
const BROKEN_CRITERION = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]*\[?|\[)[ \t]*\*{0,2}(Unmet|Diverged)\b/gim;

export function parseAdversary(text: string): VerdictReading<AdversaryVerdict> {
  const verdict = lastMatch(text, /^ADVERSARIAL_REVIEW: (CONFORMS|DIVERGES)\b(?: \(degraded: (.*)\))?/m);
  if (!verdict) return missing("adversary");
  const criteria = lastMatch(text, /^Criteria: met=(\d+) partial=(\d+) unmet=(\d+) diverged=(\d+)/m);
  return {
    found: true,
    verdict: {
      lane: "adversary",
      verdict: verdict[1] === "DIVERGES" ? "DIVERGES" : "CONFORMS",
      blocking_line: /^ADVERSARIAL_REVIEW: DIVERGES\b/m.test(text),
      degraded: verdict[2] ?? null,
      criteria: criteria ? { met: Number(criteria[1]), partial: Number(criteria[2]), unmet: Number(criteria[3]), diverged: Number(criteria[4]) } : null,
      marked: [...text.matchAll(BROKEN_CRITERION)].length,
      findings: parseAdversaryFindings(text),
    },
  };
}

export function parseProbe(text: string): VerdictReading<ProbeVerdict> {
  const verdict = lastMatch(text, /^USAGE_PROBE: (PASS|FAIL|INCONCLUSIVE)\b(.*)$/m);
  if (!verdict) return missing("probe");
  return {
    found: true,
    verdict: {
      lane: "probe",
      verdict: verdict[1] === "FAIL" ? "FAIL" : verdict[1] === "INCONCLUSIVE" ? "INCONCLUSIVE" : "PASS",
      fail_line: /^USAGE_PROBE: FAIL\b/m.test(text),
      inconclusive_line: /^USAGE_PROBE: INCONCLUSIVE\b/m.test(text),
      note: verdict[2]?.trim() ?? "",
    },
  };
}

/** A lane's report read into its typed verdict; code review adds its structured result's findings. */
export function parseVerdict(lane: LaneName, raw: string, codeReview?: { findings: LaneFinding[]; result: CodeReviewVerdict["result"] }): VerdictReading {
  // A CRLF reply must not hide its verdict line from the line-end anchors.
  const text = raw.replace(/\r\n?/g, "\n");
  switch (lane) {
    case "code-review":
      return parseCodeReview(text, codeReview?.findings, codeReview?.result ?? null);
    case "adversary":
      return parseAdversary(text);
    case "security":
      return parseSecurity(text);
    case "probe":
      return parseProbe(text);
  }
}

/** A lane's report as words: the sentinel, whether and why it blocks. A view of the typed verdict, for tests and tools. */
export interface LaneReading {
  sentinel: string | null;
  blocks: boolean;
  reasons: string[];
  degraded: string | null;
  partial: string | null;
  /** Counts the verdict carries, by their report names. */
  facts: Record<string, number>;
}

function factsOf(verdict: LaneVerdict): Record<string, number> {
  switch (verdict.lane) {
    case "code-review":
      return { critical: verdict.critical };
    case "security":
      return Object.fromEntries(SECURITY_SEVERITIES.filter((l) => verdict.counts[l] > 0).map((l) => [securityEmoji(l), verdict.counts[l]]));
    case "adversary":
      return { ...(verdict.criteria ?? { met: 0, partial: 0, unmet: 0, diverged: 0 }) };
    case "probe":
      return {};
  }
}

function view(lane: LaneName, reading: VerdictReading, options: { rigor: string; posture: string }): LaneReading {
  if (!reading.found) {
    const reasons = [renderReason({ kind: "missing_sentinel", lane })];
    return { sentinel: null, blocks: true, reasons, degraded: null, partial: null, facts: {} };
  }
  const { verdict } = reading;
  const reasons = verdictReasons(verdict, options).map(renderReason);
  const degraded = verdict.lane === "probe" ? null : verdict.degraded;
  const partial = verdict.lane === "code-review" && verdict.coverage.kind === "partial" ? verdict.coverage.detail : null;
  return { sentinel: verdict.verdict, blocks: reasons.length > 0, reasons, degraded, partial, facts: factsOf(verdict) };
}

const NEUTRAL = { rigor: "production", posture: "standard" };

export const readCodeReview = (text: string, rigor: string) => view("code-review", parseCodeReview(text), { ...NEUTRAL, rigor });
export const readSecurity = (text: string, posture: string) => view("security", parseSecurity(text), { ...NEUTRAL, posture });
export const readAdversary = (text: string) => view("adversary", parseAdversary(text), NEUTRAL);
export const readProbe = (text: string) => view("probe", parseProbe(text), NEUTRAL);
export const readLane = (lane: LaneName, raw: string, options: { rigor: string; posture: string }) => view(lane, parseVerdict(lane, raw), options);
