/**
 * `--filter TOOL`: the finding verifier on another tool's published review.
 * Each of the tool's comments on a PR goes through the verifier as `gauntlet
 * verify` takes it — with a path and line as a 🟡 finding (title: its first
 * sentence, claim: its body), without as free text — in a worktree at the
 * PR's head. The benchmark's own verdict on each comment (true or false
 * positive) comes from its evaluations file, so the counts say what the
 * verifier did to output we did not write.
 */
import { join } from "node:path";
import pLimit from "p-limit";
import { loadAndValidate, messageOf, runGraph } from "../../../src/engine/index.js";
import type { EndpointConfig } from "../../../src/llm/endpoint.js";
import { REPOSITORY_TOOL_NAMES } from "../../../src/llm/tools/index.js";
import { createReviewRuntime } from "../../../src/review/runtime.js";
import { lookup, type BenchmarkData, type Evaluations, type GoldenPr, type Manifest, type ToolComment, type ToolEvaluation } from "./formats.js";
import { headWorktree } from "./review.js";

export type BenchmarkLabel = "TP" | "FP" | "unjudged";
export type FilterVerdict = "VERIFIED" | "FALSE" | "UNVERIFIABLE";

export interface FilteredComment {
  pr: string;
  path: string | null;
  line: number | null;
  intake: "finding" | "free-text";
  label: BenchmarkLabel;
  verdict: FilterVerdict;
  note: string;
}

export interface FilterCounts {
  comments: number;
  falsePositives: number;
  falsePositivesDroppedAsFalse: number;
  truePositives: number;
  truePositivesKept: number;
  unverifiable: number;
  /** Comments the evaluations file judged under other wording (extracted candidates): verified, not counted above. */
  unjudged: number;
}

export interface FilterReport {
  suite: "crb-filter";
  tool: string;
  model: string | null;
  counts: FilterCounts;
  comments: FilteredComment[];
  errors: string[];
  usage: { promptTokens: number; completionTokens: number; calls: number };
}

export interface FilterOptions {
  tool: string;
  golden: GoldenPr[];
  manifest: Manifest;
  data: BenchmarkData;
  evaluations: Evaluations;
  graphsDir: string;
  endpoint: EndpointConfig;
  concurrency: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

const normalized = (text: string) => text.replace(/\s+/g, " ").trim();

export function firstSentence(body: string): string {
  const text = normalized(body);
  const end = /[.!?](\s|$)/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).slice(0, 200);
}

/** The benchmark's verdict on a comment: its body is a judged candidate, matched (TP) or not (FP). */
export function labelOf(body: string, evaluation: ToolEvaluation | undefined): BenchmarkLabel {
  if (!evaluation) return "unjudged";
  const text = normalized(body);
  if (evaluation.true_positives.some((tp) => tp.matched_candidate && normalized(tp.matched_candidate) === text)) return "TP";
  if (evaluation.false_positives.some((fp) => normalized(fp) === text)) return "FP";
  return "unjudged";
}

export function countFiltered(comments: readonly FilteredComment[]): FilterCounts {
  const where = (test: (c: FilteredComment) => boolean) => comments.filter(test).length;
  return {
    comments: comments.length,
    falsePositives: where((c) => c.label === "FP"),
    falsePositivesDroppedAsFalse: where((c) => c.label === "FP" && c.verdict === "FALSE"),
    truePositives: where((c) => c.label === "TP"),
    truePositivesKept: where((c) => c.label === "TP" && c.verdict !== "FALSE"),
    unverifiable: where((c) => c.label !== "unjudged" && c.verdict === "UNVERIFIABLE"),
    unjudged: where((c) => c.label === "unjudged"),
  };
}

interface VerdictRecord {
  id?: unknown;
  verdict?: unknown;
  note?: unknown;
}

/** Several findings from one free-text comment: VERIFIED if any is, FALSE only if all are, else UNVERIFIABLE. */
function combined(records: readonly VerdictRecord[]): { verdict: FilterVerdict; note: string } {
  if (records.length === 0) return { verdict: "UNVERIFIABLE", note: "the verifier found no checkable claim in the comment" };
  const verdicts = records.map((r) => String(r.verdict));
  const verdict: FilterVerdict = verdicts.includes("VERIFIED") ? "VERIFIED" : verdicts.every((v) => v === "FALSE") ? "FALSE" : "UNVERIFIABLE";
  return {
    verdict,
    note: records
      .map((r) => String(r.note ?? ""))
      .filter(Boolean)
      .join(" / ")
      .slice(0, 500),
  };
}

async function filterPr(
  pr: GoldenPr,
  comments: ToolComment[],
  evaluation: ToolEvaluation | undefined,
  options: FilterOptions,
  usage: FilterReport["usage"],
): Promise<FilteredComment[]> {
  const entry = lookup(options.manifest, pr);
  if (!entry) throw new Error(`no manifest entry for ${pr.url}`);
  const worktree = await headWorktree(entry.repo, entry.head, options.signal);
  const runtime = createReviewRuntime({
    workspaceRoot: worktree.dir,
    graphsDir: options.graphsDir,
    endpoint: options.endpoint,
    facts: { diff_spec: `${entry.base}...${entry.head}` },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const verify = async (prompt: string): Promise<VerdictRecord[]> => {
    const graph = loadAndValidate(join(options.graphsDir, "finding-verifier.yaml"), {
      scripts: runtime.scripts,
      library: runtime.context.library,
      knownTools: REPOSITORY_TOOL_NAMES,
    });
    const run = await runGraph(graph, { context: runtime.context, scripts: runtime.scripts, prompt });
    return Array.isArray(run.result) ? (run.result as VerdictRecord[]) : [];
  };
  try {
    const withBody = comments.filter((c): c is ToolComment & { body: string } => typeof c.body === "string" && c.body.trim() !== "");
    const located = withBody.map((c, i) => ({ c, id: `C${i + 1}` })).filter(({ c }) => c.path && c.line);
    const records =
      located.length > 0
        ? await verify(
            JSON.stringify(
              located.map(({ c, id }) => ({ id, severity: "🟡 WARNING", path: c.path, line: c.line, title: firstSentence(c.body), claim: c.body })),
            ),
          )
        : [];
    const out: FilteredComment[] = [];
    for (const [i, c] of withBody.entries()) {
      const base = { pr: pr.url, path: c.path ?? null, line: c.line ?? null, label: labelOf(c.body, evaluation) };
      if (c.path && c.line) {
        const record = records.find((r) => r.id === `C${i + 1}`);
        out.push({ ...base, intake: "finding", ...combined(record ? [record] : []) });
      } else {
        out.push({ ...base, intake: "free-text", ...combined(await verify(c.body)) });
      }
    }
    return out;
  } finally {
    const total = runtime.meter.runTotal();
    usage.promptTokens += total.promptTokens;
    usage.completionTokens += total.completionTokens;
    usage.calls += total.calls;
    await worktree.remove();
  }
}

export async function runFilter(options: FilterOptions): Promise<FilterReport> {
  const usage = { promptTokens: 0, completionTokens: 0, calls: 0 };
  const errors: string[] = [];
  const limit = pLimit(Math.max(1, options.concurrency));
  const perPr = await Promise.all(
    options.golden.map((pr) =>
      limit(async () => {
        const review = lookup(options.data, pr)?.reviews.find((r) => r.tool === options.tool);
        if (!review) return [];
        options.log?.(`eval crb filter: ${pr.url}: ${review.review_comments.length} ${options.tool} comment(s)`);
        try {
          return await filterPr(pr, review.review_comments, lookup(options.evaluations, pr)?.[options.tool], options, usage);
        } catch (error) {
          errors.push(`${pr.url}: ${messageOf(error)}`);
          return [];
        }
      }),
    ),
  );
  const comments = perPr.flat();
  return { suite: "crb-filter", tool: options.tool, model: options.endpoint.defaultModel ?? null, counts: countFiltered(comments), comments, errors, usage };
}

export function formatFilterReport(report: FilterReport): string {
  const c = report.counts;
  const rows = [
    ["benchmark false positives dropped as FALSE", `${c.falsePositivesDroppedAsFalse} of ${c.falsePositives}`],
    ["benchmark true positives kept", `${c.truePositivesKept} of ${c.truePositives}`],
    ["judged comments ending UNVERIFIABLE", String(c.unverifiable)],
    ["comments not judged under their own wording", String(c.unjudged)],
  ];
  return (
    [
      `## The verifier as a filter on ${report.tool}'s published review (${c.comments} comment(s), model ${report.model ?? "(per node)"})`,
      "",
      "| measure | count |",
      "| --- | ---: |",
      ...rows.map(([k, v]) => `| ${k} | ${v} |`),
      "",
      `${report.usage.calls} model calls, ${report.usage.promptTokens} prompt + ${report.usage.completionTokens} completion tokens`,
      ...report.errors.map((e) => `error: ${e}`),
    ].join("\n") + "\n"
  );
}
