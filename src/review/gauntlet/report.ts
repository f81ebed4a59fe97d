/** The gauntlet's human report: lane table, why it blocks, then each lane's own report. */
import type { GauntletResult } from "./result.js";

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
    const tokens = lane.usage.prompt_tokens + lane.usage.completion_tokens;
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
  lines.push(`Usage: ${u.calls} model call(s), ${u.prompt_tokens} prompt + ${u.completion_tokens} completion tokens${u.cost_usd !== null ? `, about $${u.cost_usd.toFixed(4)}` : ""}.`);
  return neutralizeSentinels(lines.join("\n"));
}
