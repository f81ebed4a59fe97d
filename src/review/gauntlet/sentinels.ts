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

/** The security severities that block at a posture. */
export function securityThreshold(posture: string): string[] {
  return SECURITY_THRESHOLDS[posture] ?? SECURITY_THRESHOLDS.standard!;
}

/**
 * A security finding line: its severity emoji first on the line, after at most
 * a list marker ("- 🟠 …" is still a finding; "avoids a 🔴 bug" mid-line is not).
 */
export const SECURITY_FINDING_LINE = /^[ \t]*(?:[-*+][ \t]+)?(🔴|🟠|🟡|🟢)[ \t]/gmu;

export function readSecurity(text: string, posture: string): LaneReading {
  const verdict = lastMatch(text, /^SECURITY_REVIEW: (PASS|FAIL)\b(?: \(degraded: (.*)\))?/m);
  if (!verdict) return reading({ reasons: ["security: no `SECURITY_REVIEW:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  if (/^SECURITY_REVIEW: FAIL\b/m.test(text)) reasons.push("security: SECURITY_REVIEW: FAIL");
  const threshold = securityThreshold(posture);
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(SECURITY_FINDING_LINE)) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  const over = threshold.filter((level) => (counts[level] ?? 0) > 0);
  if (over.length > 0) reasons.push(`security: finding(s) at or above the ${posture} threshold (${over.map((l) => `${counts[l]} ${l}`).join(", ")})`);
  if (!/^Posture: /m.test(text)) reasons.push("security: no `Posture:` line");
  return reading({ sentinel: verdict[1]!, reasons, degraded: verdict[2] ?? null, facts: { ...counts } });
}

/** A criterion line marked Unmet or Diverged: "- [Unmet] …", "1. **Diverged** …", "[Unmet] …". */
const BROKEN_CRITERION = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]*\[?|\[)[ \t]*\*{0,2}(Unmet|Diverged)\b/gim;

export function readAdversary(text: string): LaneReading {
  const verdict = lastMatch(text, /^ADVERSARIAL_REVIEW: (CONFORMS|DIVERGES)\b(?: \(degraded: (.*)\))?/m);
  if (!verdict) return reading({ reasons: ["adversary: no `ADVERSARIAL_REVIEW:` line (a missing verdict is a failure)"] });
  const reasons: string[] = [];
  if (/^ADVERSARIAL_REVIEW: DIVERGES\b/m.test(text)) reasons.push("adversary: ADVERSARIAL_REVIEW: DIVERGES");
  const criteria = lastMatch(text, /^Criteria: met=(\d+) partial=(\d+) unmet=(\d+) diverged=(\d+)/m);
  if (!criteria) reasons.push("adversary: no `Criteria:` line");
  const tally = (group: number) => (criteria ? Number(criteria[group]) : 0);
  const [met, partial, unmet, diverged] = [tally(1), tally(2), tally(3), tally(4)];
  // Recount from the criterion lines themselves: a marked Unmet or Diverged blocks whatever the tally says.
  const marked = [...text.matchAll(BROKEN_CRITERION)].length;
  if (unmet + diverged > 0 || marked > 0) reasons.push(`adversary: ${Math.max(unmet + diverged, marked)} criterion/criteria Unmet or Diverged`);
  // Conforming to nothing shows nothing: a plan with no criterion checked is not a pass.
  if (verdict[1] === "CONFORMS" && criteria && met + partial + unmet + diverged === 0 && marked === 0) reasons.push("adversary: no criterion was classified");
  return reading({ sentinel: verdict[1]!, reasons, degraded: verdict[2] ?? null, facts: { met, partial, unmet, diverged } });
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

export function readLane(lane: LaneName, raw: string, options: { rigor: string; posture: string }): LaneReading {
  // A CRLF reply must not hide its verdict line from the line-end anchors.
  const text = raw.replace(/\r\n?/g, "\n");
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
