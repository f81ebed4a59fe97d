/**
 * Severity as a type. The lanes' reports write severities as emoji (the
 * seed's model-facing contract); they are read into a Severity once, the gate
 * decides from it, and the lane's own label is rendered back only for display.
 */
import { CODE_REVIEW_SEVERITIES, type CodeReviewSeverity } from "../findings.js";

export const SEVERITIES = ["critical", "high", "medium", "low", "warning", "suggestion", "nitpick", "complaint"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SECURITY_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

const SECURITY_EMOJI: Readonly<Record<SecuritySeverity, string>> = { critical: "🔴", high: "🟠", medium: "🟡", low: "🟢" };
const CODE_REVIEW_LEVELS: Readonly<Record<CodeReviewSeverity, Severity>> = {
  "🔴 CRITICAL": "critical",
  "🟡 WARNING": "warning",
  "🟢 SUGGESTION": "suggestion",
  "💡 NITPICK": "nitpick",
};
const COMPLAINT_LABEL = "⚠ COMPLAINT";

/** The security severities that block at a posture (an unknown posture reads as standard). */
export function securityThreshold(posture: string): SecuritySeverity[] {
  if (posture === "prototype") return ["critical"];
  if (posture === "hardened") return ["critical", "high", "medium"];
  return ["critical", "high"];
}

export function securitySeverityOf(emoji: string): SecuritySeverity | undefined {
  return SECURITY_SEVERITIES.find((level) => SECURITY_EMOJI[level] === emoji);
}

export function securityEmoji(severity: SecuritySeverity): string {
  return SECURITY_EMOJI[severity];
}

/** A code-review label ("🔴 CRITICAL") as a Severity; anything else is not a code-review severity. */
export function codeReviewSeverityOf(label: string): Severity | undefined {
  const known = CODE_REVIEW_SEVERITIES.find((l) => l === label);
  return known ? CODE_REVIEW_LEVELS[known] : undefined;
}

/** The lane's own label for a severity, as reports and annotations show it. */
export function severityLabel(lane: string, severity: Severity): string {
  if (severity === "complaint") return COMPLAINT_LABEL;
  const security = SECURITY_SEVERITIES.find((level) => level === severity);
  if (lane === "security" && security) return SECURITY_EMOJI[security];
  const label = CODE_REVIEW_SEVERITIES.find((l) => CODE_REVIEW_LEVELS[l] === severity);
  return label ?? severity;
}

/** A displayed label back as a Severity, for the lane that wrote it. */
export function severityOfLabel(lane: string, label: string): Severity | undefined {
  if (label === COMPLAINT_LABEL) return "complaint";
  return lane === "security" ? securitySeverityOf(label) : codeReviewSeverityOf(label);
}
