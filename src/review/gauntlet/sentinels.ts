/**
 * Reading the lanes' verdict lines. Sentinels are matched at line start,
 * never by looking for a bare emoji anywhere. Where a sentinel and the gate's
 * own reading disagree, the stricter wins.
 */
import type { LaneName } from "./lanes.js";

export interface LaneReading {
  /** The lane's own verdict word, or null when its sentinel is missing. */
  sentinel: string | null;
  /** Whether the gate blocks on this lane, and why. */
  blocks: boolean;
  reasons: string[];
  /** An inner fault the lane's own verdict line records (degraded lane). */
  degraded: string | null;
  /** Partial coverage (code review). */
  partial: string | null;
  /** Extra facts for the report, e.g. the critical count. */
  facts: Record<string, number | string>;
}

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g");
  let last: RegExpExecArray | null = null;
  for (const match of text.matchAll(global)) last = match as RegExpExecArray;
  return last;
}

function reading(partial: Partial<LaneReading>): LaneReading {
  const reasons = partial.reasons ?? [];
  return { sentinel: null, degraded: null, partial: null, facts: {}, ...partial, reasons, blocks: reasons.length > 0 };
}

export function readCodeReview(text: string, rigor: string): LaneReading {
  const verdict = lastMatch(text, /^Review Verdict: (PASS|BLOCKED)(?: \(degraded: (.*)\))?[ \t]*$/m);
  if (!verdict) return reading({ reasons: ["code-review: no `Review Verdict:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  const summary = lastMatch(text, /^\*Reviewed (\d+) files, found (\d+) critical, (\d+) warnings, (\d+) suggestions, (\d+) nitpicks\*[ \t]*$/m);
  // Without the summary line, every 🔴 in the report counts: stricter, never looser.
  const critical = summary ? Number(summary[2]) : [...text.matchAll(/🔴/gu)].length;
  if (critical > 0) reasons.push(`code-review: ${critical} critical finding(s)`);
  if (/^Review Verdict: BLOCKED/m.test(text)) reasons.push("code-review: Review Verdict: BLOCKED");
  const degraded = verdict[2] ?? null;
  const coverage = lastMatch(text, /^Review Coverage: (complete|partial(?: \((.*)\))?)[ \t]*$/m);
  const partial = coverage && coverage[1] !== "complete" ? (coverage[2] ?? "partial") : null;
  if (!coverage) reasons.push("code-review: no `Review Coverage:` line");
  if (partial && rigor === "production") reasons.push(`code-review: partial coverage at rigor production (${partial})`);
  return reading({ sentinel: verdict[1]!, reasons, degraded, partial, facts: { critical } });
}

const SECURITY_THRESHOLDS: Record<string, string[]> = {
  prototype: ["🔴"],
  standard: ["🔴", "🟠"],
  hardened: ["🔴", "🟠", "🟡"],
};

export function readSecurity(text: string, posture: string): LaneReading {
  const verdict = lastMatch(text, /^SECURITY_REVIEW: (PASS|FAIL)\b/m);
  if (!verdict) return reading({ reasons: ["security: no `SECURITY_REVIEW:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  if (/^SECURITY_REVIEW: FAIL\b/m.test(text)) reasons.push("security: SECURITY_REVIEW: FAIL");
  const threshold = SECURITY_THRESHOLDS[posture] ?? SECURITY_THRESHOLDS.standard!;
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^(🔴|🟠|🟡|🟢) /gmu)) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  const over = threshold.filter((level) => (counts[level] ?? 0) > 0);
  if (over.length > 0) reasons.push(`security: finding(s) at or above the ${posture} threshold (${over.map((l) => `${counts[l]} ${l}`).join(", ")})`);
  if (!/^Posture: /m.test(text)) reasons.push("security: no `Posture:` line");
  return reading({ sentinel: verdict[1]!, reasons, facts: { ...counts } });
}

export function readAdversary(text: string): LaneReading {
  const verdict = lastMatch(text, /^ADVERSARIAL_REVIEW: (CONFORMS|DIVERGES)\b/m);
  if (!verdict) return reading({ reasons: ["adversary: no `ADVERSARIAL_REVIEW:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  if (/^ADVERSARIAL_REVIEW: DIVERGES\b/m.test(text)) reasons.push("adversary: ADVERSARIAL_REVIEW: DIVERGES");
  const criteria = lastMatch(text, /^Criteria: met=(\d+) partial=(\d+) unmet=(\d+) diverged=(\d+)/m);
  if (!criteria) reasons.push("adversary: no `Criteria:` line");
  const unmet = criteria ? Number(criteria[3]) : 0;
  const diverged = criteria ? Number(criteria[4]) : 0;
  // Recount from the criterion lines themselves: a marked Unmet or Diverged blocks whatever the tally says.
  const marked = [...text.matchAll(/^\s*(?:[-*]|\d+\.)\s*\[?\*{0,2}(Unmet|Diverged)\b/gim)].length;
  if (unmet + diverged > 0 || marked > 0) reasons.push(`adversary: ${Math.max(unmet + diverged, marked)} criterion/criteria Unmet or Diverged`);
  return reading({ sentinel: verdict[1]!, reasons, facts: { unmet, diverged } });
}

export function readProbe(text: string): LaneReading {
  const verdict = lastMatch(text, /^USAGE_PROBE: (PASS|FAIL|INCONCLUSIVE)\b(.*)$/m);
  if (!verdict) return reading({ reasons: ["probe: no `USAGE_PROBE:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  if (/^USAGE_PROBE: FAIL\b/m.test(text)) reasons.push("probe: USAGE_PROBE: FAIL");
  if (/^USAGE_PROBE: INCONCLUSIVE\b/m.test(text)) {
    reasons.push(`probe: USAGE_PROBE: INCONCLUSIVE — the environment could not be brought up${verdict[2]?.trim() ? ` ${verdict[2].trim()}` : ""}; this blocks until the probe can run`);
  }
  return reading({ sentinel: verdict[1]!, reasons });
}

export function readLane(lane: LaneName, text: string, options: { rigor: string; posture: string }): LaneReading {
  switch (lane) {
    case "code-review":
      return readCodeReview(text, options.rigor);
    case "adversary":
      return readAdversary(text);
    case "security":
      return readSecurity(text, options.posture);
    case "probe":
      return readProbe(text);
  }
}
