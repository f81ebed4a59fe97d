/**
 * Tokens and estimated cost per lane, as a Markdown table for the job summary.
 * The run's own calls outside the lanes (reading the request, choosing lanes)
 * get their own row, so the rows add up to the total.
 */
import type { GauntletResult, UsageSummary } from "../gauntlet/result.js";

const count = (n: number) => Math.max(0, Math.round(n)).toLocaleString("en-US");
const cost = (usd: number | null) => (usd === null ? "—" : `$${Math.max(0, usd).toFixed(4)}`);
/** A cell of text that may come from elsewhere: one line, no column break, no HTML. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** Prompt tokens, with the share the endpoint served from its prompt cache when it says so. */
const prompt = (usage: UsageSummary) =>
  `${count(usage.prompt_tokens)}${usage.cached_prompt_tokens !== undefined ? ` (${count(usage.cached_prompt_tokens)} cached)` : ""}`;

function row(name: string, usage: UsageSummary): string {
  return `| ${name} | ${count(usage.calls)} | ${prompt(usage)} | ${count(usage.completion_tokens)} | ${count(usage.prompt_tokens + usage.completion_tokens)} | ${cost(usage.cost_usd)} |`;
}

function remainder(total: UsageSummary, parts: readonly UsageSummary[]): UsageSummary {
  const sum = (key: "calls" | "prompt_tokens" | "completion_tokens" | "cached_prompt_tokens") =>
    Math.max(0, (total[key] ?? 0) - parts.reduce((s, p) => s + (p[key] ?? 0), 0));
  const laneCost = parts.reduce((s, p) => s + (p.cost_usd ?? 0), 0);
  return {
    calls: sum("calls"),
    prompt_tokens: sum("prompt_tokens"),
    completion_tokens: sum("completion_tokens"),
    ...(total.cached_prompt_tokens !== undefined ? { cached_prompt_tokens: sum("cached_prompt_tokens") } : {}),
    cost_usd: total.cost_usd === null ? null : Math.max(0, total.cost_usd - laneCost),
  };
}

/** The table, or "" when the run made no model call. */
export function renderLaneCostTable(result: Pick<GauntletResult, "lanes" | "usage">): string {
  if (result.usage.calls === 0 && result.lanes.every((l) => l.usage.calls === 0)) return "";
  const ran = result.lanes.filter((l) => l.state !== "skipped" || l.usage.calls > 0);
  const lines = ["| Lane | Calls | Prompt tokens | Completion tokens | Tokens | Est. cost |", "|---|--:|--:|--:|--:|--:|"];
  for (const lane of ran) lines.push(row(cell(lane.name), lane.usage));
  const rest = remainder(
    result.usage,
    ran.map((l) => l.usage),
  );
  if (rest.calls > 0 || rest.prompt_tokens + rest.completion_tokens > 0) lines.push(row("outside the lanes", rest));
  lines.push(row("**total**", result.usage));
  if (result.usage.cost_usd === null) lines.push("", "Cost is estimated from the price table; a model without a price shows —.");
  return lines.join("\n");
}
