/**
 * Findings from every lane in one typed shape. Code review brings its
 * verified findings; security and adversary findings are read from their
 * report lines, once, when the lane is read, and are UNCHECKED. Severity
 * labels (emoji) are rendered back only for annotations and the JSON result.
 */
import type { LocatedFinding } from "../findings.js";
import type { LaneFinding, LaneOutcome } from "./laneOutcome.js";
import { SECURITY_SEVERITIES, securityEmoji, securitySeverityOf, severityLabel, type SecuritySeverity } from "./severity.js";

/** A finding as annotations and the JSON result show it: the lane's own severity label. */
export interface GauntletFinding extends LocatedFinding {
  /** Whether the location is in the diff and exists (code review checks this; other lanes' are checked later). */
  location_valid: boolean;
  suggestion: string;
  replacement?: string;
}

// Separators stay on their line: a finding is one line, so a finding without a
// suggestion never swallows the next line ("- 🔴 B — …") as its suggestion.
const DASH = "[ \\t]+[—–-]{1,2}[ \\t]+";
const SECURITY_LINE = new RegExp(`^[ \\t]*(?:[-*+][ \\t]+)?(🔴|🟠|🟡|🟢)[ \\t]+(.+?)${DASH}(\\S+?):(\\d+)(?:-(\\d+))?${DASH}(.+?)(?:${DASH}(.+))?$`, "gmu");
/**
 * A security finding line: its severity emoji first on the line, after at most
 * a list marker ("- 🟠 …" is still a finding; "avoids a 🔴 bug" mid-line is not).
 * The reader counts with it on the raw report, the parser on the plain copy.
 */
export const SECURITY_FINDING_LINE = /^[ \t]*(?:[-*+][ \t]+)?(🔴|🟠|🟡|🟢)[ \t]/gmu;
const COMPLAINT_LINE = /^[-*] ⚠ (.+)$/gmu;
const LOCATION = /([\w./@-]+\.[A-Za-z0-9]+):(\d+)(?:-(\d+))?/u;

/** Backticks around a location ("`src/db.ts:42`") and CRLF line ends don't hide a finding. */
const plain = (report: string) => report.replace(/\r\n?/g, "\n").replace(/`/g, "");

export interface SecurityReport {
  /** The finding lines the parser could name (path and line), in report order. */
  findings: LaneFinding[];
  /** Every severity line of the same plain copy, named or not. */
  lineCounts: Record<SecuritySeverity, number>;
}

/** Severity lines by severity, for one text. */
export function securityLineCounts(text: string): Record<SecuritySeverity, number> {
  const counts: Record<SecuritySeverity, number> = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const match of text.matchAll(SECURITY_FINDING_LINE)) {
    const level = securitySeverityOf(match[1]!);
    if (level) counts[level]++;
  }
  return counts;
}

/** The security report's findings and its severity lines, both read from one plain copy. */
export function parseSecurityReport(report: string): SecurityReport {
  const text = plain(report);
  const lineCounts = securityLineCounts(text);
  const findings: LaneFinding[] = [];
  for (const m of text.matchAll(SECURITY_LINE)) {
    const severity = securitySeverityOf(m[1]!);
    if (!severity) continue;
    const start = Math.max(1, Number(m[4]));
    findings.push({
      id: `S${findings.length + 1}`,
      severity,
      path: m[3]!,
      start_line: start,
      end_line: m[5] ? Math.max(start, Number(m[5])) : start,
      title: m[2]!.trim(),
      claim: m[6]!.trim(),
      verdict: "UNCHECKED",
      evidence: "",
      note: "",
      location_valid: false,
      suggestion: (m[7] ?? "").trim(),
    });
  }
  return { findings, lineCounts };
}

export function parseAdversaryFindings(report: string): LaneFinding[] {
  const found: LaneFinding[] = [];
  for (const m of plain(report).matchAll(COMPLAINT_LINE)) {
    const location = LOCATION.exec(m[1]!);
    if (!location) continue;
    const start = Math.max(1, Number(location[2]));
    found.push({
      id: `A${found.length + 1}`,
      severity: "complaint",
      path: location[1]!,
      start_line: start,
      end_line: location[3] ? Math.max(start, Number(location[3])) : start,
      title: "Plan conformance",
      claim: m[1]!.trim(),
      verdict: "UNCHECKED",
      evidence: "",
      note: "",
      location_valid: false,
      suggestion: "",
    });
  }
  return found;
}

/** A typed finding as shown at the edge. */
export function renderFinding(lane: string, finding: LaneFinding): GauntletFinding {
  const { severity, replacement, ...rest } = finding;
  return { ...rest, lane, severity: severityLabel(lane, severity), ...(replacement ? { replacement } : {}) };
}

/** Views with the lanes' labels, for tools and tests that read a report directly. */
export function securityReportLines(report: string): { findings: GauntletFinding[]; lineCounts: Record<string, number> } {
  const { findings, lineCounts } = parseSecurityReport(report);
  const seen = SECURITY_SEVERITIES.filter((level) => lineCounts[level] > 0);
  return {
    findings: findings.map((f) => renderFinding("security", f)),
    lineCounts: Object.fromEntries(seen.map((level) => [securityEmoji(level), lineCounts[level]])),
  };
}
export const securityFindings = (report: string): GauntletFinding[] => parseSecurityReport(report).findings.map((f) => renderFinding("security", f));
export const adversaryFindings = (report: string): GauntletFinding[] => parseAdversaryFindings(report).map((f) => renderFinding("adversary", f));

/** The typed findings a lane's outcome carries (none for a skipped or faulted lane). */
export function typedLaneFindings(outcome: LaneOutcome): LaneFinding[] {
  if (outcome.state === "skipped" || outcome.state === "faulted" || !outcome.verdict) return [];
  return outcome.verdict.lane === "probe" ? [] : outcome.verdict.findings;
}
