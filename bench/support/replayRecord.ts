/**
 * One replayed pull request's record (a JSONL line) and the Markdown report
 * built from many: per-repository tables, then totals with median and p90.
 * Pure: no I/O.
 */
import { median, p90 } from "./replayInspect.js";
import { flagChangeSection, type SignalRecord } from "./replaySignals.js";

export interface ReplayRecord {
  repo: string;
  label: string;
  note: string;
  base: string;
  head: string;
  mode: string;
  rigor: string;
  git: { files: number; added: number; deleted: number; binary: number };
  numstat_seconds: number;
  /** The CLI's start alone (`gauntlet version`), so plan's work on the diff can be told from Node's start. */
  cli_start_seconds: number;
  /** `signals` and `evidence`: the plan's flags and, per raised flag, the file and rule (absent in records made before they were kept). */
  plan: {
    exit: number | null;
    seconds: number;
    stack: boolean;
    stderr_tail: string;
    signals?: Record<string, boolean | number>;
    evidence?: Record<string, string>;
  };
  review: { exit: number | null; signal: string | null; seconds: number; stack: boolean; stderr_tail: string };
  verdict: string;
  reasons: string[];
  faults: string[];
  incomplete: string[];
  /** Lanes that did not complete (faulted, degraded), with their state. */
  lane_states: Record<string, string>;
  coverage: {
    complete: boolean;
    not_reviewed: Record<string, number>;
    /** Files left out for the run's budget though each alone needed no more chunks than were left; absent in records before budgets were named. */
    left_out_fitting?: number;
  };
  /** "reason (source)" → files. */
  skips: Record<string, number>;
  chunks: number;
  max_chunks: number;
  calls: number;
  calls_by_node: Record<string, number>;
  prompt_tokens: number;
  /** "NUL" | "C0 control" | "U+FFFD" → files whose text showed it in a prompt. */
  unreadable: Record<string, string[]>;
  /** Files whose own bytes hold U+FFFD as valid UTF-8: shown as they are, not unreadable. */
  replacement_in_file?: string[];
  redaction: { marks: number; without_token: number; unjudged: number; examples: string[] };
  findings: Record<string, number>;
}

/**
 * A file left out although it alone would fit the chunks left: the planner's fault, not a budget. From the result's
 * budgets; a record without them (an earlier CLI) falls back to partial coverage with chunks to spare.
 */
export const falsePartial = (r: ReplayRecord) =>
  r.coverage.left_out_fitting !== undefined ? r.coverage.left_out_fitting > 0 : !r.coverage.complete && r.chunks < r.max_chunks;

export const planRatio = (r: ReplayRecord) => r.plan.seconds / Math.max(r.numstat_seconds, 0.001);

/** The same with the CLI's start taken off plan's time: what reading the diff costs next to git's own read. */
export const planWorkRatio = (r: ReplayRecord) => Math.max(r.plan.seconds - r.cli_start_seconds, 0) / Math.max(r.numstat_seconds, 0.001);

/** A pipeline fault: a crash, a stack trace, an exit that is not a verdict, a fault line, a lane faulted. */
export function machineryFault(r: ReplayRecord): boolean {
  return (
    r.review.stack ||
    r.plan.stack ||
    ![0, 1].includes(r.review.exit ?? -1) ||
    r.plan.exit !== 0 ||
    r.faults.some((f) => !/partial coverage/.test(f)) ||
    Object.values(r.lane_states).includes("faulted")
  );
}

const k = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));
const s = (n: number) => n.toFixed(2);
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, n]) => `${n}× ${what}`)
    .join(", ") || "—";

function coverageCell(r: ReplayRecord): string {
  if (r.coverage.complete) return "complete";
  return `partial (${tally(r.coverage.not_reviewed)})`;
}

function unreadableCell(r: ReplayRecord): string {
  const parts = Object.entries(r.unreadable).map(([kind, files]) => `${files.length} file(s) with ${kind}`);
  return parts.join(", ") || "—";
}

function faultCell(r: ReplayRecord): string {
  const lanes = Object.entries(r.lane_states).map(([lane, state]) => `${lane} ${state}`);
  return cell([...lanes, ...r.faults.map((f) => f.slice(0, 80))].join("; ") || "—");
}

/** A flag as the plan raised it: ✓, ·, or ? when the record has no signals. */
const flagCell = (r: ReplayRecord, flag: string) => {
  const value = r.plan.signals?.[flag];
  return value === undefined ? "?" : value ? "✓" : "·";
};

const HEADER =
  "| PR | range | files | chunks | coverage | skips | faults | verdict | review s | calls | prompt tok | unreadable shown | redacted w/o token | findings | consumer surface | plan s | numstat s | plan ÷ numstat | (plan − cli start) ÷ numstat |\n" +
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";

export function tableRow(r: ReplayRecord): string {
  return [
    "",
    cell(r.label),
    `\`${r.base.slice(0, 12)}..${r.head.slice(0, 12)}\``,
    r.git.files,
    r.chunks,
    cell(coverageCell(r)),
    cell(tally(r.skips)),
    faultCell(r),
    r.verdict,
    s(r.review.seconds),
    r.calls,
    k(r.prompt_tokens),
    unreadableCell(r),
    r.redaction.without_token,
    cell(tally(r.findings)),
    flagCell(r, "consumer_surface"),
    s(r.plan.seconds),
    s(r.numstat_seconds),
    `${planRatio(r).toFixed(1)}×`,
    `${planWorkRatio(r).toFixed(1)}×`,
    "",
  ]
    .join(" | ")
    .trim();
}

const figure = (values: number[], format: (n: number) => string) =>
  values.length === 0 ? "—" : `median ${format(median(values)!)}, p90 ${format(p90(values)!)}, max ${format(Math.max(...values))}`;

export function totals(records: readonly ReplayRecord[]): string[] {
  const repos = new Set(records.map((r) => r.repo));
  const verdicts: Record<string, number> = {};
  for (const r of records) verdicts[r.verdict] = (verdicts[r.verdict] ?? 0) + 1;
  const findings: Record<string, number> = {};
  for (const r of records) for (const [what, n] of Object.entries(r.findings)) findings[what] = (findings[what] ?? 0) + n;
  const worstRatio = [...records].sort((a, b) => planRatio(b) - planRatio(a))[0];
  const worstWork = [...records].sort((a, b) => planWorkRatio(b) - planWorkRatio(a))[0];
  const withSignals = records.filter((r) => r.plan.signals !== undefined);
  return [
    `- PRs run: ${records.length} (${repos.size} repositories)`,
    `- PRs with a pipeline fault (crash, stack trace, exit not 0/1, a fault line other than partial coverage, a lane faulted): ${records.filter(machineryFault).length}`,
    `- PRs with complete coverage: ${records.filter((r) => r.coverage.complete).length}`,
    `- false partial coverage (a file left out that alone would fit the chunks left): ${records.filter(falsePartial).length}`,
    `- PRs with unreadable text shown to the model: ${records.filter((r) => Object.keys(r.unreadable).length > 0).length}`,
    `- PRs showing a U+FFFD their files hold themselves (valid UTF-8, not counted above): ${records.filter((r) => (r.replacement_in_file ?? []).length > 0).length}`,
    `- PRs with lines redacted without a token: ${records.filter((r) => r.redaction.without_token > 0).length} (${records.reduce((n, r) => n + r.redaction.without_token, 0)} marks)`,
    `- verdicts: ${tally(verdicts)}`,
    `- PRs raising consumer_surface: ${withSignals.filter((r) => r.plan.signals?.consumer_surface === true).length} of ${withSignals.length} with the plan's signals recorded`,
    `- review seconds: ${figure(
      records.map((r) => r.review.seconds),
      s,
    )}`,
    `- prompt tokens: ${figure(
      records.map((r) => r.prompt_tokens),
      (n) => String(Math.round(n)),
    )}`,
    `- model calls: ${figure(
      records.map((r) => r.calls),
      String,
    )}`,
    `- plan seconds: ${figure(
      records.map((r) => r.plan.seconds),
      s,
    )}`,
    `- plan ÷ git diff --numstat: ${figure(records.map(planRatio), (n) => `${n.toFixed(1)}×`)}${worstRatio ? ` (max on ${worstRatio.repo} ${worstRatio.label})` : ""}`,
    `- (plan − the CLI's start) ÷ git diff --numstat: ${figure(records.map(planWorkRatio), (n) => `${n.toFixed(1)}×`)}${worstWork ? ` (max on ${worstWork.repo} ${worstWork.label})` : ""}`,
    ...(Object.keys(findings).length > 0 ? [`- findings: ${tally(findings)}`] : []),
  ];
}

/** The report; with `before` (an earlier run's records, e.g. the shared data's), a section on how consumer_surface moved. */
export function markdownReport(records: readonly ReplayRecord[], heading: string, before?: { name: string; records: readonly SignalRecord[] }): string {
  const byRepo = new Map<string, ReplayRecord[]>();
  for (const r of records) byRepo.set(r.repo, [...(byRepo.get(r.repo) ?? []), r]);
  const lines = [`# ${heading}`, ""];
  for (const [repo, rows] of [...byRepo].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`### ${repo}`, "", HEADER, ...rows.map(tableRow), "");
  }
  lines.push("### Totals", "", ...totals(records), "");
  if (before) lines.push(...flagChangeSection(before.records, records, "consumer_surface", before.name));
  return lines.join("\n");
}
