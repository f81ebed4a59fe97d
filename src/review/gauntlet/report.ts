/** The gauntlet's human report: lane table, why it blocks, then each lane's own report. */
import { describeTokens, type GauntletResult } from "./result.js";
import { shortSha } from "../text.js";

/**
 * Lane reports quote PR text, and the selection notes carry model and fault
 * text: no line of the report may pose as the gauntlet's own sentinel. Only
 * the end node writes GAUNTLET lines, above the report.
 */
export function neutralizeSentinels(text: string): string {
  return text.replace(/^([ \t>]*)(GAUNTLET[A-Z_]*\s*:)/gim, "$1\\$2");
}

export function renderGauntletReport(result: GauntletResult, laneReports: Record<string, string>, lanesSummary: string): string {
  const lines: string[] = ["## Review gauntlet", ""];
  lines.push("| Lane | State | Verdict | Attempts | Duration | Tokens |", "|---|---|---|---|---|---|");
  for (const lane of result.lanes) {
    const cached = lane.usage.cached_prompt_tokens !== undefined ? ` (${lane.usage.cached_prompt_tokens} cached)` : "";
    const tokens = `${lane.usage.prompt_tokens + lane.usage.completion_tokens}${cached}`;
    lines.push(
      `| ${lane.name} | ${lane.state} | ${lane.verdict ?? "—"}${lane.blocks ? " (blocks)" : ""} | ${lane.attempts} | ${(lane.duration_ms / 1000).toFixed(1)} s | ${tokens} |`,
    );
  }
  lines.push("");
  if (result.reasons.length > 0) lines.push("### Why it blocks", ...result.reasons.map((r) => `- ${r}`), "");
  if (lanesSummary.trim()) lines.push("### Lane selection", lanesSummary, "");
  for (const lane of result.lanes) {
    const report = laneReports[lane.name];
    if (lane.state === "skipped" || !report) continue;
    lines.push(`### Lane: ${lane.name}`, "", report.trim(), "");
  }
  const u = result.usage;
  lines.push(`Usage: ${u.calls} model call(s), ${describeTokens(u)}${u.cost_usd !== null ? `, about $${u.cost_usd.toFixed(4)}` : ""}.`);
  return neutralizeSentinels(lines.join("\n"));
}

/** `path:12` or `path:12-18`. */
export const findingLocation = (f: { path: string; start_line: number; end_line: number }) =>
  `${f.path}:${f.start_line}${f.end_line > f.start_line ? `-${f.end_line}` : ""}`;
const at = findingLocation;

/** What an incremental review read anew and what it carried forward. */
export function renderScopeNotes(result: GauntletResult): string {
  const scope = result.review_scope;
  if (!scope) return "";
  const carried = result.findings.filter((f) => f.carried_from);
  const lines = [
    `### Incremental review since ${shortSha(scope.since)}`,
    "",
    scope.reviewed.length > 0
      ? `Reviewed anew (${scope.reviewed.length}): ${scope.reviewed.map((p) => `\`${p}\``).join(", ")}`
      : "Reviewed anew: no file changed since the last review.",
    "",
  ];
  if (carried.length > 0) {
    lines.push(`Carried forward (${carried.length}), unchanged since the review of ${shortSha(scope.since)}:`);
    for (const f of carried) lines.push(`- ${f.id} ${f.severity} \`${at(f)}\` — ${f.title} (${f.verdict})`);
    lines.push("");
  }
  return neutralizeSentinels(lines.join("\n"));
}

/** Every dismissal, and which blocks they lifted. */
export function renderDismissals(result: GauntletResult): string {
  const dismissed = result.findings.filter((f) => f.dismissed);
  if (dismissed.length === 0) return "";
  const lines = [`### Dismissed findings (${dismissed.length})`, "", "| Finding | Where | By | Reason |", "|---|---|---|---|"];
  const cell = (text: string) => text.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");
  for (const f of dismissed)
    lines.push(
      `| ${f.id} ${f.severity} ${cell(f.title)} | \`${at(f)}\` | @${f.dismissed!.by} | ${cell(f.dismissed!.reason) || "—"} ([comment](${f.dismissed!.source})) |`,
    );
  const lifted = result.lanes.filter((l) => l.dismissed_reasons?.length);
  if (lifted.length > 0) lines.push("", ...lifted.map((l) => `No longer blocks: ${l.name} (${l.dismissed_reasons!.join("; ")}).`));
  return neutralizeSentinels(lines.join("\n"));
}
