/**
 * Findings → check-run annotations. Only paths in the diff and lines that
 * exist are annotated, so GitHub never rejects a batch; the rest is listed in
 * the summary instead.
 */
import type { LocatedFinding } from "../review/findings.js";
import type { Annotation } from "./api.js";
import { ANNOTATION_MESSAGE_BYTES, ANNOTATION_TITLE_BYTES, cutBytes } from "./limits.js";

export type AnnotatableFinding = LocatedFinding;

function level(finding: AnnotatableFinding): Annotation["annotation_level"] | undefined {
  const s = finding.severity;
  if (finding.verdict === "FALSE") return undefined;
  if (finding.lane === "code-review") {
    if (s.startsWith("🔴")) return "failure";
    if (s.startsWith("🟡")) return "warning";
    return "notice";
  }
  if (finding.lane === "security") return s.startsWith("🔴") || s.startsWith("🟠") ? "failure" : s.startsWith("🟡") ? "warning" : "notice";
  if (finding.lane === "adversary") return "failure";
  return "notice";
}

export interface AnnotationPlan {
  annotations: Annotation[];
  /** Findings that could not be placed on a diff line, for the summary. */
  unplaced: AnnotatableFinding[];
}

export function planAnnotations(
  findings: readonly AnnotatableFinding[],
  isPlaceable: (path: string, start: number, end: number) => boolean,
  redact: (text: string) => string,
): AnnotationPlan {
  const annotations: Annotation[] = [];
  const unplaced: AnnotatableFinding[] = [];
  for (const finding of findings) {
    const annotationLevel = level(finding);
    if (!annotationLevel) continue;
    if (!isPlaceable(finding.path, finding.start_line, finding.end_line)) {
      unplaced.push(finding);
      continue;
    }
    const unverified = finding.verdict === "UNVERIFIABLE" ? " (unverified)" : "";
    const laneLabel = finding.lane === "code-review" ? "" : `[${finding.lane}] `;
    const parts = [finding.claim];
    if (finding.evidence) parts.push(`Evidence:\n${finding.evidence}`);
    if (finding.note) parts.push(`Note: ${finding.note}`);
    parts.push(`Verdict: ${finding.verdict}`);
    annotations.push({
      path: finding.path,
      start_line: finding.start_line,
      end_line: finding.end_line,
      annotation_level: annotationLevel,
      title: cutBytes(redact(`${laneLabel}${finding.id} ${finding.severity}: ${finding.title}${unverified}`), ANNOTATION_TITLE_BYTES, "…"),
      message: cutBytes(redact(parts.join("\n\n")), ANNOTATION_MESSAGE_BYTES, "\n… (cut)"),
    });
  }
  return { annotations, unplaced };
}
