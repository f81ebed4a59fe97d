/** The benchmark report as Markdown: the profiles table (with published rows), then per PR. */
import type { PublishedRows } from "./published.js";
import type { CrbReport, PrReport } from "./run.js";
import type { ProfileScore, ProfileScores } from "./scoring.js";

const pct = (value: number) => `${(value * 100).toFixed(1)}`;
const dollars = (value: number | null) => (value === null ? "-" : `$${value.toFixed(value < 1 ? 4 : 2)}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");

function markdownTable(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [header, align, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

const prf = (s: ProfileScore) => [pct(s.precision), pct(s.recall), pct(s.f1)];
const counts = (s: ProfileScore) => [String(s.tp), String(s.fp), String(s.fn)];

const HEADER = ["reviewer", "Strict P", "Strict R", "Strict F1", "Core P", "Core R", "Core F1", "All tp", "All fp", "All fn", "All P", "All R", "All F1"];

/** A profile with no golden comment in it (golden files without categories) has no score to show. */
const scored = (s: ProfileScore) => (s.tp + s.fn === 0 ? ["n/a", "n/a", "n/a"] : prf(s));

function ourRow(name: string, profiles: ProfileScores): string[] {
  return [name, ...scored(profiles.strict), ...scored(profiles.core), ...counts(profiles.all), ...prf(profiles.all)];
}

function prRow(pr: PrReport): string[] {
  const all = pr.profiles.all;
  const status = pr.ok ? `${pr.verdict ?? ""}${pr.faults.length > 0 ? "*" : ""}` : "ERROR";
  return [
    cell(pr.url.replace(/^https:\/\/github\.com\//, "")),
    status,
    String(pr.candidates.length),
    `${all.tp}/${all.fp}/${all.fn}`,
    scored(pr.profiles.strict)[2]!,
    scored(pr.profiles.core)[2]!,
    pct(all.f1),
    String(pr.judgeErrors),
    String(pr.calls),
    String(pr.tokens),
    dollars(pr.costUsd),
    seconds(pr.wallMs),
  ];
}

export function formatCrbReport(report: CrbReport, published?: PublishedRows, leftOut: readonly string[] = []): string {
  const t = report.totals;
  const lines = [
    `## Code-review benchmark: ${t.prs} PR(s), review model ${report.reviewModel ?? "(per node)"}, judge ${report.judgeModel} (${report.judgeCalls})`,
    "",
    "Precision, recall and F1 in percent. Strict: bug, security, concurrency, data, api. Core: Strict + perf, test_gap, doc_defect. All: every golden comment.",
    "",
  ];
  const rows = [ourRow(`**gauntlet** (${report.reviewModel ?? "per node"})`, report.profiles)];
  if (published) {
    for (const row of published.rows)
      rows.push([`${cell(row.name)}${row.prs < t.prs ? ` (${row.prs} PRs)` : ""}`, "-", "-", "-", "-", "-", "-", ...counts(row.all), ...prf(row.all)]);
  }
  lines.push(markdownTable(HEADER, rows), "");
  if (published) {
    lines.push(
      published.sameJudge
        ? `Published rows: the dashboard's figures under the same judge (${published.judgeModel}), summed over the same PRs; the dashboard has no categories, so they fill the All columns only.`
        : `Published rows: judged by ${published.judgeModel}, NOT our judge (${report.judgeModel}): not like with like. Rerun with --judge-model set to one of the dashboard's judges to compare.`,
      "",
    );
  }
  lines.push(
    markdownTable(
      ["PR", "verdict", "candidates", "All tp/fp/fn", "Strict F1", "Core F1", "All F1", "judge errors", "calls", "tokens", "est. $", "time"],
      [
        ...report.prs.map(prRow),
        [
          `**total** (${t.prs})`,
          t.failed > 0 ? `${t.failed} ERROR` : "",
          String(t.candidates),
          `${report.profiles.all.tp}/${report.profiles.all.fp}/${report.profiles.all.fn}`,
          scored(report.profiles.strict)[2]!,
          scored(report.profiles.core)[2]!,
          pct(report.profiles.all.f1),
          String(t.judgeErrors),
          String(t.calls),
          String(t.tokens),
          dollars(t.costUsd),
          seconds(t.elapsedMs),
        ],
      ],
    ),
    "",
  );
  if (leftOut.length > 0) lines.push(`${leftOut.length} golden PR(s) left out (not in the manifest), in every row: ${leftOut.join(", ")}`);
  const uncategorized = report.prs.reduce((n, pr) => n + pr.golden.filter((g) => g.category === null).length, 0);
  if (uncategorized > 0) lines.push(`${uncategorized} of ${t.golden} golden comment(s) have no category: they count in All only.`);
  if (t.judgeErrors > 0)
    lines.push(
      `${t.judgeErrors} judgment(s) failed (counted as no match): ${report.prs
        .flatMap((pr) => pr.judgeErrorSamples)
        .slice(0, 2)
        .join("; ")}`,
    );
  for (const pr of report.prs) if (!pr.ok) lines.push(`error: ${pr.url}: ${pr.error}`);
  for (const pr of report.prs) if (pr.ok && pr.faults.length > 0) lines.push(`degraded review: ${pr.url}: ${pr.faults.join("; ")}`);
  return lines.join("\n").trimEnd() + "\n";
}
