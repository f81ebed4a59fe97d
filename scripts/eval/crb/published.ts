/**
 * The published tools' rows from the benchmark's dashboard JSON, computed the
 * way ours is: tp, fp and fn summed over the same PRs, then the ratios. The
 * dashboard carries no categories, so its rows are All-profile rows. Its
 * figures depend on its judge: the row set is the one of the judge model we
 * used when the dashboard has it, else its default, and the table says which.
 */
import { lookup, type Dashboard, type GoldenPr } from "./formats.js";
import { withRatios, type ProfileScore } from "./scoring.js";

export interface PublishedRow {
  tool: string;
  name: string;
  all: ProfileScore;
  /** Of our PRs, how many the dashboard has this tool's figures for. */
  prs: number;
}

export interface PublishedRows {
  /** The dashboard's judge for these rows. */
  judgeModel: string;
  /** True when it is the judge we used. */
  sameJudge: boolean;
  rows: PublishedRow[];
}

/** The dashboard names judges as directories ("openai_gpt-5.2"); a model id "openai/gpt-5.2" is the same judge. */
export const judgeKey = (model: string) => model.trim().replace(/\//g, "_");

export function publishedRows(dashboard: Dashboard, golden: readonly GoldenPr[], judgeModel: string): PublishedRows {
  const models = Object.keys(dashboard.models);
  const ours = models.find((m) => judgeKey(m) === judgeKey(judgeModel));
  const chosen = ours ?? dashboard.default_model ?? models[0];
  if (chosen === undefined || !dashboard.models[chosen]) return { judgeModel: "(none)", sameJudge: false, rows: [] };
  const byUrl = Object.fromEntries(dashboard.models[chosen].prs.map((pr) => [pr.url, pr.tool_metrics]));
  const perPr = golden.map((pr) => lookup(byUrl, pr)).filter((metrics) => metrics !== undefined);
  const tools = [...new Set(perPr.flatMap((metrics) => Object.keys(metrics)))].sort();
  const rows = tools.map((tool) => {
    const counted = perPr.map((metrics) => metrics[tool]).filter((c) => c !== undefined);
    const sum = (key: "tp" | "fp" | "fn") => counted.reduce((n, c) => n + c[key], 0);
    return { tool, name: dashboard.tool_display_names?.[tool] ?? tool, all: withRatios({ tp: sum("tp"), fp: sum("fp"), fn: sum("fn") }), prs: counted.length };
  });
  rows.sort((a, b) => b.all.f1 - a.all.f1 || a.tool.localeCompare(b.tool));
  return { judgeModel: chosen, sameJudge: ours !== undefined, rows };
}
