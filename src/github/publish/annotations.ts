/**
 * Findings → check-run annotations. Only paths in the diff and lines that
 * exist are annotated, so GitHub never rejects a batch; the rest is listed in
 * the summary instead. Titles, claims, evidence and reasons are posted text
 * (postedText.ts): one kind of line break, and no line reads as a verdict.
 */
import type { LocatedFinding } from "../../review/findings.js";
import type { ResultFinding } from "../../review/gauntlet/result.js";
import type { Annotation } from "../transport/api.js";
import { ANNOTATION_MESSAGE_BYTES, ANNOTATION_TITLE_BYTES, cutBytes } from "../transport/limits.js";
import { normalizeLineBreaks, postedLine, postedText } from "./postedText.js";
import { oneLine, shortSha } from "../../review/text.js";

export type AnnotatableFinding = LocatedFinding & Partial<Pick<ResultFinding, "dismissed" | "carried_from">>;

function level(finding: AnnotatableFinding): Annotation["annotation_level"] | undefined {
  const s = finding.severity;
  if (finding.verdict === "FALSE") return undefined;
  // Still shown where it is, but a dismissed finding no longer reads as a failure.
  if (finding.dismissed) return "notice";
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

/**
 * A replayed or carried finding has no prose of its own (the state keeps
 * fingerprints, not claims): its annotation from the earlier check run
 * supplies the message.
 */
function earlierMessage(finding: AnnotatableFinding, earlier: readonly Annotation[]): string | undefined {
  // The earlier title was posted on one line.
  const title = oneLine(normalizeLineBreaks(finding.title)).slice(0, 60);
  return earlier.find(
    (a) =>
      a.path === finding.path && a.start_line === finding.start_line && a.end_line === finding.end_line && a.title.includes(`${finding.severity}: ${title}`),
  )?.message;
}

export function planAnnotations(
  findings: readonly AnnotatableFinding[],
  isPlaceable: (path: string, start: number, end: number) => boolean,
  redact: (text: string) => string,
  earlier: readonly Annotation[] = [],
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
    const status = [
      finding.verdict === "UNVERIFIABLE" ? "unverified" : "",
      finding.carried_from ? `carried from ${shortSha(finding.carried_from)}` : "",
      finding.dismissed ? `dismissed by @${finding.dismissed.by}` : "",
    ].filter(Boolean);
    const laneLabel = finding.lane === "code-review" ? "" : `[${finding.lane}] `;
    const parts: string[] = [];
    const before = finding.claim ? undefined : earlierMessage(finding, earlier);
    if (before) parts.push(before.replace(/(\n\nDismissed by @[^\n]*)?\n\nVerdict: [A-Z]+$/, ""));
    else if (finding.claim) parts.push(finding.claim);
    else parts.push(`${finding.title} (the earlier check run of this pull request has the full text)`);
    if (finding.evidence) parts.push(`Evidence:\n${finding.evidence}`);
    if (finding.note) parts.push(`Note: ${finding.note}`);
    if (finding.dismissed) parts.push(`Dismissed by @${finding.dismissed.by}: ${finding.dismissed.reason || "no reason given"}`);
    parts.push(`Verdict: ${finding.verdict}`);
    annotations.push({
      path: finding.path,
      start_line: finding.start_line,
      end_line: finding.end_line,
      annotation_level: annotationLevel,
      title: cutBytes(
        postedLine(redact(`${laneLabel}${finding.id} ${finding.severity}: ${finding.title}${status.length > 0 ? ` (${status.join(", ")})` : ""}`)),
        ANNOTATION_TITLE_BYTES,
        "…",
      ),
      message: cutBytes(postedText(redact(parts.join("\n\n"))), ANNOTATION_MESSAGE_BYTES, "\n… (cut)"),
    });
  }
  return { annotations, unplaced };
}
