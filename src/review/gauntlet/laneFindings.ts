/**
 * Findings from every lane in one shape, for annotations and the JSON result.
 * Code review brings its verified findings; security and adversary findings
 * are read from their report lines and are UNCHECKED.
 */
import type { LocatedFinding } from "../findings.js";
import type { CodeReviewResult, ReviewFinding } from "../codeReview/types.js";
import type { LaneOutcome } from "./laneState.js";
import { SECURITY_FINDING_LINE } from "./sentinels.js";

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
const COMPLAINT_LINE = /^[-*] ⚠ (.+)$/gmu;
const LOCATION = /([\w./@-]+\.[A-Za-z0-9]+):(\d+)(?:-(\d+))?/u;

function fromCodeReview(finding: ReviewFinding): GauntletFinding {
  return {
    id: finding.id,
    lane: "code-review",
    severity: finding.severity,
    path: finding.path,
    start_line: finding.start_line,
    end_line: finding.end_line,
    title: finding.title,
    claim: finding.claim,
    verdict: finding.verdict,
    evidence: finding.evidence,
    note: finding.note,
    location_valid: finding.location_valid,
    suggestion: finding.suggestion,
    ...(typeof finding.replacement === "string" && finding.replacement !== "" ? { replacement: finding.replacement } : {}),
  };
}

/** Backticks around a location ("`src/db.ts:42`") and CRLF line ends don't hide a finding. */
const plain = (report: string) => report.replace(/\r\n?/g, "\n").replace(/`/g, "");

export interface SecurityReportLines {
  /** The finding lines the parser could name (path and line), in report order. */
  findings: GauntletFinding[];
  /**
   * Every line that starts with a severity emoji, by emoji, counted on the
   * same plain text the parser reads and with the same line-start rule as the
   * reader's count (SECURITY_FINDING_LINE), whether or not it parsed.
   */
  lineCounts: Record<string, number>;
}

/** The security report's findings and its severity lines, both read from one plain copy. */
export function securityReportLines(report: string): SecurityReportLines {
  const text = plain(report);
  const lineCounts: Record<string, number> = {};
  for (const match of text.matchAll(SECURITY_FINDING_LINE)) lineCounts[match[1]!] = (lineCounts[match[1]!] ?? 0) + 1;
  return { findings: parseSecurityLines(text), lineCounts };
}

export function securityFindings(report: string): GauntletFinding[] {
  return parseSecurityLines(plain(report));
}

function parseSecurityLines(text: string): GauntletFinding[] {
  return [...text.matchAll(SECURITY_LINE)].map((m, i) => {
    const start = Math.max(1, Number(m[4]));
    return {
      id: `S${i + 1}`,
      lane: "security",
      severity: m[1]!,
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
    };
  });
}

export function adversaryFindings(report: string): GauntletFinding[] {
  const found: GauntletFinding[] = [];
  for (const m of plain(report).matchAll(COMPLAINT_LINE)) {
    const location = LOCATION.exec(m[1]!);
    if (!location) continue;
    const start = Math.max(1, Number(location[2]));
    found.push({
      id: `A${found.length + 1}`,
      lane: "adversary",
      severity: "⚠ COMPLAINT",
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

export function laneFindings(outcome: LaneOutcome): GauntletFinding[] {
  if (outcome.state === "skipped" || outcome.state === "faulted") return [];
  switch (outcome.lane) {
    case "code-review": {
      const result = outcome.result as CodeReviewResult | null;
      if (!result || !Array.isArray(result.findings)) return [];
      return [...result.findings, ...(result.dropped ?? [])].map(fromCodeReview);
    }
    case "security":
      return securityFindings(outcome.report);
    case "adversary":
      return adversaryFindings(outcome.report);
    case "probe":
      return [];
  }
}
