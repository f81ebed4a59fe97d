/**
 * render: the lane report and its structured result. The last lines are the
 * machine-read sentinels: the summary line, the verdict, the coverage.
 * Gathering the input from state and rendering it are apart, so a matrix gate
 * renders merged shards with the very same function.
 */
import { z } from "zod";
import { applyVerdicts } from "./verdicts.js";
import type { CodeReviewRenderInput } from "./renderInput.js";
import type { CodeReviewResult, FindingCounts, NotReviewedFile, RawReviewFinding, ReviewFinding, SkipReason, SkippedFile } from "./types.js";
import type { ReviewScript } from "../services.js";
import { contextLines, type ContextSummary } from "../context/runMap.js";
import { overBudgetTally, overBudgetText } from "./overBudget.js";

export function countFindings(findings: readonly ReviewFinding[]): FindingCounts {
  const count = (prefix: string) => findings.filter((f) => f.severity.startsWith(prefix)).length;
  return { critical: count("🔴"), warnings: count("🟡"), suggestions: count("🟢"), nitpicks: count("💡") };
}

export function summaryLine(files: number, c: FindingCounts): string {
  return `*Reviewed ${files} files, found ${c.critical} critical, ${c.warnings} warnings, ${c.suggestions} suggestions, ${c.nitpicks} nitpicks*`;
}

/** Text from the model or the PR, inlined in markdown: no line may pose as a sentinel or a heading. */
function inline(text: string): string {
  return text
    .replace(/\r?\n+/g, " ")
    .replace(/`/g, "'")
    .trim();
}

const UNCHANGED: SkipReason = "unchanged since the last review";

/** A skip reason as the file table shows it: an unchanged file was read before, so its findings stand. */
function skipLabel(reason: SkipReason): string {
  return reason === UNCHANGED ? `${reason} (findings carried forward)` : reason;
}

function findingBlock(f: ReviewFinding): string {
  const where = f.start_line === f.end_line ? `${f.path}:${f.start_line}` : `${f.path}:${f.start_line}-${f.end_line}`;
  const label = f.verdict === "UNVERIFIABLE" ? "UNVERIFIABLE — unverified" : f.verdict;
  const lines = [`- **${f.id} ${f.severity}** \`${inline(where)}\` — ${inline(f.title)} (${label})`, `  ${inline(f.claim)}`];
  if (f.evidence) lines.push("  Evidence:", "  ```", ...f.evidence.split("\n").map((l) => `  ${l.replace(/```/g, "'''")}`), "  ```");
  if (f.note) lines.push(`  Note: ${inline(f.note)}`);
  if (f.suggestion) lines.push(`  Suggestion: ${inline(f.suggestion)}`);
  return lines.join("\n");
}

/** The render input from the lane's state: the verifier's verdicts applied, findings in collect's order. */
export function gatherRenderInput(state: Readonly<Record<string, unknown>>): CodeReviewRenderInput {
  const findings = (state.findings ?? []) as ReviewFinding[];
  const outcome = applyVerdicts(findings, state.verifier_results, state.verifier_output);
  const verdicted = new Map([...outcome.kept, ...outcome.dropped].map((f) => [f.id, f]));
  const raw = (state.raw_findings ?? []) as RawReviewFinding[];
  return {
    findings: findings.map((f) => verdicted.get(f.id) ?? f),
    // Each raw finding carries its merged finding's verdict: a matrix gate merges them again, once, across shards.
    raw_findings: raw.map((r) => {
      const merged = verdicted.get(r.group);
      return { ...r, id: r.group, lane: "code-review", verdict: merged?.verdict ?? "UNCHECKED", evidence: merged?.evidence ?? "", note: merged?.note ?? "" };
    }),
    chunk_count: typeof state.chunk_count === "number" ? state.chunk_count : 0,
    file_stats: (state.file_stats ?? []) as CodeReviewRenderInput["file_stats"],
    skipped: (state.skipped_files ?? []) as SkippedFile[],
    over_budget: (state.over_budget_files ?? []) as NotReviewedFile[],
    failed_chunks: (state.failed_chunks ?? []) as CodeReviewRenderInput["failed_chunks"],
    walkthrough: (state.walkthrough ?? []) as CodeReviewRenderInput["walkthrough"],
    diff_error: typeof state.diff_error === "string" ? state.diff_error : "",
    verifier_fault: outcome.fault,
    budget_exhausted: outcome.budgetExhausted,
    rigor: String(state.rigor ?? "production"),
    ...(state.context_summary ? { context: state.context_summary as ContextSummary } : {}),
  };
}

export const render: ReviewScript = {
  reads: {
    findings: z.array(z.unknown()),
    raw_findings: z.array(z.unknown()),
    chunk_count: z.number(),
    file_stats: z.array(z.unknown()),
    skipped_files: z.array(z.unknown()),
    over_budget_files: z.array(z.unknown()),
    failed_chunks: z.array(z.unknown()),
    walkthrough: z.array(z.unknown()),
    diff_error: z.string(),
  },
  writes: { report: z.string(), lane_result: z.record(z.string(), z.unknown()) },
  run: ({ state }) => {
    const input = gatherRenderInput(state);
    const { report, lane_result } = renderCodeReview(input);
    // The input rides along so a matrix lane job can hand it to the gate; read_lane drops it otherwise.
    return { report, lane_result: { ...lane_result, render_input: input } };
  },
};

/** The lane's report and structured result from its render input: pure. */
export function renderCodeReview(input: CodeReviewRenderInput): { report: string; lane_result: CodeReviewResult } {
  const stats = input.file_stats;
  const skipped = input.skipped as SkippedFile[];
  const overBudget = input.over_budget as NotReviewedFile[];
  const failedChunks = input.failed_chunks;
  const walkthrough = input.walkthrough;
  const rigor = input.rigor;
  const diffError = input.diff_error;

  const all = input.findings as ReviewFinding[];
  const outcome = { kept: all.filter((f) => f.verdict !== "FALSE"), dropped: all.filter((f) => f.verdict === "FALSE") };
  const failedPaths = [...new Set(failedChunks.flatMap((c) => c.paths))];
  const notReviewed: NotReviewedFile[] = [...overBudget, ...failedPaths.map((path) => ({ path, reason: "review failed" as const }))];
  const detailed = notReviewed.map((n) => (n.reason === "over budget" && n.budget ? { ...n, detail: overBudgetText(n.budget) } : n));
  const reviewedPaths = new Set(walkthrough.flatMap((w) => w.paths).filter((p) => !failedPaths.includes(p)));

  const degraded = [
    diffError && `diff unreadable: ${diffError}`,
    failedChunks.length > 0 && `review of ${failedChunks.length} chunk(s) failed`,
    input.verifier_fault && "finding verifier failed",
    input.budget_exhausted && "budget exhausted",
  ].filter((r): r is string => typeof r === "string" && r !== "");
  const partial = notReviewed.length > 0 || diffError !== "";
  const counts = countFindings(outcome.kept);
  const blocked = counts.critical > 0 || degraded.length > 0 || (partial && rigor === "production");

  const result: CodeReviewResult = {
    lane: "code-review",
    verdict: blocked ? "BLOCKED" : "PASS",
    degraded: degraded.length > 0 ? degraded.join("; ") : null,
    coverage: { complete: !partial, not_reviewed: detailed, skipped },
    files_reviewed: reviewedPaths.size,
    counts,
    findings: outcome.kept,
    dropped: outcome.dropped,
  };

  const status = (path: string) => {
    if (reviewedPaths.has(path)) return "reviewed";
    const skip = skipped.find((s) => s.path === path);
    if (skip) return `skipped: ${skipLabel(skip.reason)}`;
    const missed = notReviewed.find((n) => n.path === path);
    return missed ? `not reviewed: ${missed.reason}` : "—";
  };
  const lines: string[] = ["## Code review", ""];
  if (walkthrough.length > 0) {
    lines.push("### Walkthrough", ...walkthrough.map((w) => `- ${inline(w.summary)}`), "");
  }
  const unchanged = skipped.filter((s) => s.reason === UNCHANGED).length;
  if (unchanged > 0) {
    lines.push(`Incremental review: ${unchanged} file(s) unchanged since the last review were not read again; their findings are carried forward.`, "");
  }
  if (stats.length > 0) {
    const shown = stats.slice(0, 300);
    lines.push(
      "| File | Change | Status |",
      "|---|---|---|",
      ...shown.map((s) => `| \`${inline(s.path)}\` | ${s.status} +${s.additions} −${s.deletions} | ${status(s.path)} |`),
    );
    if (stats.length > shown.length) lines.push(`| … ${stats.length - shown.length} more files | | |`);
    lines.push("");
  }
  lines.push("### Findings", ...(outcome.kept.length > 0 ? outcome.kept.map(findingBlock) : ["No findings kept."]), "");
  if (outcome.dropped.length > 0) {
    lines.push(
      `### Dropped as false (${outcome.dropped.length})`,
      ...outcome.dropped.map((f) => `- ${f.id} ${f.severity} \`${inline(f.path)}\` — ${inline(f.title)}: ${inline(f.note)}`),
      "",
    );
  }
  const policySkips = skipped.filter((s) => s.reason !== UNCHANGED);
  if (policySkips.length > 0) {
    // Each skip names its rule and where the rule came from: never the pull request.
    const shownSkips = policySkips.slice(0, 200);
    lines.push(`### Skipped (${policySkips.length})`, ...shownSkips.map((s) => `- \`${inline(s.path)}\` — ${s.reason}: ${inline(s.source ?? "")}`));
    if (policySkips.length > shownSkips.length) lines.push(`- … ${policySkips.length - shownSkips.length} more`);
    lines.push("");
  }
  if (notReviewed.length > 0) {
    // Each line names its budget and what to do; past 200 the rest are counted, so the check run's text keeps its tail.
    const shown = detailed.slice(0, 200);
    const rest = detailed.slice(shown.length);
    const restBudgets = overBudgetTally(rest.map((n) => (n.reason === "over budget" ? n.budget : undefined)));
    lines.push(
      `### Not reviewed (${notReviewed.length})`,
      ...shown.map((n) => `- \`${inline(n.path)}\` — ${n.reason}${"detail" in n && n.detail ? `: ${n.detail}` : ""}`),
      ...(rest.length > 0 ? [`- … ${rest.length} more${restBudgets ? ` (${restBudgets})` : ""}: the result's coverage.not_reviewed lists each`] : []),
      "",
    );
  }
  if (failedChunks.length > 0) lines.push(...failedChunks.map((c) => `- chunk ${c.chunk}: ${inline(c.note)}`), "");
  if (diffError) lines.push(`Diff error: ${inline(diffError)}`, "");
  const context = contextLines(input.context);
  if (context.length > 0) lines.push(...context.map(inline), "");
  lines.push(summaryLine(result.files_reviewed, counts));
  lines.push(result.degraded ? `Review Verdict: BLOCKED (degraded: ${result.degraded})` : `Review Verdict: ${result.verdict}`);
  const overCount = overBudget.length;
  const failedCount = failedPaths.length;
  // Which budgets, counted: the line is read by machines, and by a user deciding whether max_chunks or the PR must change.
  const budgets = overBudgetTally(overBudget.map((n) => (n.reason === "over budget" ? n.budget : undefined)));
  lines.push(
    partial
      ? `Review Coverage: partial (${overCount} files over budget${budgets ? ` — ${budgets}` : ""}${failedCount > 0 ? `, ${failedCount} files not reviewed after failures` : ""}${diffError ? ", diff unreadable" : ""})`
      : "Review Coverage: complete",
  );
  return { report: lines.join("\n"), lane_result: result };
}
