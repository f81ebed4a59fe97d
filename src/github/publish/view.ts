/**
 * What people read: the check run's summary and the sticky PR comment. The
 * verdict comes first, then what humans decided (override, dismissals), then
 * the review itself. Model and PR text goes through postedText.ts: one kind
 * of line break, no invisible characters, `<` and `&` escaped (outside fenced
 * code), so no quote opens an HTML comment, poses as a state block or renders
 * as a tag or character reference; and no line of it reads as a verdict line.
 * Only our own title line starts with `GAUNTLET:`.
 */
import type { GauntletResult } from "../../review/gauntlet/result.js";
import { findingLocation, renderDismissals } from "../../review/gauntlet/report.js";
import type { GrantedOverride, RefusedCommand } from "../commands/authority.js";
import { escapeMarkup, normalizeLineBreaks, postedLine, postedMarkdown, postedText, stripInvisible } from "./postedText.js";
import { escapeQuoted } from "../state/stateBlock.js";
import { shortSha } from "../../review/text.js";

export interface Decision {
  result: GauntletResult;
  override?: GrantedOverride;
}

export function conclusionOf(decision: Decision): { conclusion: "success" | "failure"; title: string; verdict: "PASS" | "BLOCKED" | "OVERRIDDEN" } {
  if (decision.result.verdict === "PASS") return { conclusion: "success", title: "GAUNTLET: PASS", verdict: "PASS" };
  if (decision.override) return { conclusion: "success", title: `GAUNTLET: OVERRIDDEN by @${decision.override.by}`, verdict: "OVERRIDDEN" };
  return { conclusion: "failure", title: "GAUNTLET: BLOCKED", verdict: "BLOCKED" };
}

/** Where a finding is, on one line (a path may hold any character but NUL). */
const at = (f: { path: string; start_line: number; end_line: number }) => postedLine(findingLocation(f));

/**
 * The result with the fields the shared renderers quote on one line made
 * single lines, so a `\r` in a title or a dismissal's reason cannot break a
 * table row (the posted text is checked again as a whole).
 */
function withPostedFields(result: GauntletResult): GauntletResult {
  return {
    ...result,
    findings: result.findings.map((f) => ({
      ...f,
      title: postedLine(f.title),
      path: postedLine(f.path),
      ...(f.dismissed ? { dismissed: { ...f.dismissed, reason: normalizeLineBreaks(f.dismissed.reason) } } : {}),
    })),
  };
}

export function renderOverride(decision: Decision): string {
  const { override, result } = decision;
  if (!override || result.verdict === "PASS") return "";
  const blocking = result.findings.filter((f) => f.blocking && !f.dismissed);
  return [
    `### Overridden by @${override.by}`,
    "",
    `**Reason:** ${postedLine(override.reason)} ([comment](${override.source}))`,
    "",
    "The review still blocks; this head passes because of the override. A new push ends it. What it overrides:",
    ...result.reasons.map((r) => `- ${postedLine(r)}`),
    ...(blocking.length > 0 ? ["", "Blocking findings:", ...blocking.map((f) => `- ${f.id} ${f.severity} \`${at(f)}\` — ${postedLine(f.title)}`)] : []),
    "",
  ].join("\n");
}

export function renderRefusals(refused: readonly RefusedCommand[]): string {
  if (refused.length === 0) return "";
  return ["### Commands not applied", "", ...refused.map((r) => `- @${r.by} \`/gauntlet ${r.kind}\`: ${postedLine(r.why)}`), ""].join("\n");
}

/**
 * Where the review's own report starts in a check summary: everything above
 * it is this run's decision (verdict, override, dismissals, notes), so a
 * replay takes the report from below it and decides afresh above it.
 */
export const REPORT_MARKER = "<!-- gauntlet:report -->";

/** The review's report inside an earlier check summary (all of it when the marker is missing). */
export function reportOf(summary: string): string {
  const at = summary.indexOf(REPORT_MARKER);
  return at < 0 ? summary : summary.slice(at + REPORT_MARKER.length).trimStart();
}

/**
 * The review's report as posted: its own verdict line taken off (the title
 * replaces it), the end node's `GAUNTLET_REVIEW_INCOMPLETE:` line kept where
 * our code wrote it (its quoted fault escaped), and every other line posted
 * markdown: the lanes' reports quote the model and the PR, so none of their
 * lines may read as a verdict. Idempotent, so a replay posts the same body.
 */
function postedReport(report: string): string {
  const body = stripInvisible(normalizeLineBreaks(report)).replace(/^GAUNTLET: (?:PASS|BLOCKED)[^\n]*\n?/, "");
  const incomplete = /^GAUNTLET_REVIEW_INCOMPLETE: [^\n]*/.exec(body)?.[0] ?? "";
  return escapeMarkup(incomplete) + postedMarkdown(body.slice(incomplete.length));
}

/** The check summary and the `report` output: decisions first, then the report with its verdict line brought up to date. */
export function composeReport(decision: Decision, report: string, notes: readonly string[], sections: readonly string[] = []): string {
  const { title } = conclusionOf(decision);
  const above = [
    renderOverride(decision),
    ...notes.filter(Boolean).map((n) => `> ${postedLine(n)}`),
    renderDismissals(withPostedFields(decision.result)),
    ...sections,
  ].filter(Boolean);
  // Nothing above the marker may contain it, or a replay would take the report from the wrong place: every `<` is escaped, fenced or not.
  return [title, ...above.map((section) => postedText(escapeMarkup(section))), REPORT_MARKER, postedReport(report).trimStart()].join("\n\n");
}

export interface CommentViewInput {
  decision: Decision;
  checkUrl?: string;
  notes: readonly string[];
  refused: readonly RefusedCommand[];
  /** Applied to quoted text before it is escaped: escaping (`ghp\_…`) would hide a secret from the patterns. Invisible characters go first, so a secret split by one is whole. */
  redact: (text: string) => string;
}

export function renderCommentView(input: CommentViewInput, maxChars: number): string {
  // The final pass drops invisible characters after redaction: dropped first, a split secret is redacted whole.
  const redact = (text: string) => input.redact(stripInvisible(text));
  /** Quoted text for the comment: redacted, one line, `<` and `&` escaped, table pipes escaped. */
  const quote = (text: string) => postedLine(escapeMarkup(redact(text))).replace(/\|/g, "\\|");
  /** A code line as markdown text (outside a fence, so `&lt;` renders as `<`). */
  const codeLine = (line: string) => {
    const escaped = escapeQuoted(redact(line).replace(/&/g, "&amp;")).replace(/([\\`*_[\]#|~>])/g, "\\$1");
    return escaped.replace(/^ +/, (spaces) => "&nbsp;".repeat(spaces.length)) || "&nbsp;";
  };
  const { result } = input.decision;
  const { title } = conclusionOf(input.decision);
  const lines: string[] = [`## ${title.replace(/^GAUNTLET: /, "Review gauntlet: ")}`, ""];
  if (input.checkUrl) lines.push(`[The check run](${input.checkUrl}) has the full report and the annotations.`, "");
  lines.push(...input.notes.filter(Boolean).map((n) => `> ${quote(n)}`), "");
  if (input.decision.override && result.verdict === "BLOCKED") lines.push(escapeMarkup(redact(renderOverride(input.decision))));
  lines.push("| Lane | State | Verdict |", "|---|---|---|");
  for (const lane of result.lanes)
    lines.push(`| ${lane.name} | ${lane.state} | ${lane.verdict ?? "—"}${lane.blocks ? " (blocks)" : lane.dismissed_reasons ? " (dismissed)" : ""} |`);
  lines.push("");
  if (result.reasons.length > 0) lines.push("### Why it blocks", ...result.reasons.map((r) => `- ${quote(r)}`), "");
  const kept = result.findings.filter((f) => f.verdict !== "FALSE");
  if (kept.length > 0) {
    lines.push(`### Findings (${kept.length})`, "");
    for (const f of kept) {
      const status = [f.verdict, f.dismissed ? `dismissed by @${f.dismissed.by}` : "", f.carried_from ? `carried from ${shortSha(f.carried_from)}` : ""]
        .filter(Boolean)
        .join(", ");
      lines.push(`- **${f.id}** ${f.severity} \`${escapeQuoted(at(f)).replace(/`/g, "'")}\` — ${quote(f.title)} (${status})`);
      if (f.claim) lines.push(`  ${quote(f.claim)}`);
      const evidence = normalizeLineBreaks(f.evidence)
        .split("\n")
        .filter((l) => l.trim() !== "")
        .slice(0, 8);
      if (evidence.length > 0) lines.push(...evidence.map((l) => `  > ${codeLine(l)}`));
    }
    lines.push("");
  }
  const dismissals = renderDismissals(withPostedFields(result));
  if (dismissals) lines.push(escapeMarkup(redact(dismissals)), "");
  const refusals = renderRefusals(input.refused);
  if (refusals) lines.push(escapeMarkup(redact(refusals)));
  // Everything above is ours or quoted; checked as a whole, no line of it reads as a verdict.
  return cutChars(postedText(lines.join("\n")), maxChars, "\n\n… (cut: the check run has the full report)");
}

/** GitHub counts comment characters (UTF-16 code units here); cut on a character boundary. */
function cutChars(text: string, maxChars: number, marker: string): string {
  if (text.length <= maxChars) return text;
  const room = Math.max(0, maxChars - marker.length);
  let end = room;
  // Never split a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return text.slice(0, end) + marker;
}
