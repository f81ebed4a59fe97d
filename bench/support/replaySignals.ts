/**
 * The plan's diff signals in a replay record, and how one flag moved between
 * two runs of the same picks: which PRs raise it now and did not before (the
 * flag widened), and which did before and do not now (a regression when the
 * flag may only widen, as `consumer_surface` may). Pure: no I/O.
 */

/** The plan's flags (`touches_*`, `consumer_surface`, `docs_only`, `file_count`) and, per raised flag, its evidence. */
export interface PlanSignals {
  signals: Record<string, boolean | number>;
  evidence: Record<string, string>;
}

/** What a record needs for the comparison: the shared data's records have the same `plan.signals` and `plan.evidence`. */
export interface SignalRecord {
  repo: string;
  label: string;
  plan: { signals?: Record<string, boolean | number>; evidence?: Record<string, string> };
}

/** `gauntlet plan --json`'s output, cut to the record's shape; undefined when it has no signals. */
export function planSignals(json: unknown): PlanSignals | undefined {
  const signals = (json as { signals?: Record<string, unknown> } | undefined)?.signals;
  if (!signals || typeof signals !== "object") return undefined;
  const flags: Record<string, boolean | number> = {};
  for (const [key, value] of Object.entries(signals)) {
    if (typeof value === "boolean" || key === "file_count") flags[key] = value as boolean | number;
  }
  const evidence = signals.signal_evidence && typeof signals.signal_evidence === "object" ? (signals.signal_evidence as Record<string, string>) : {};
  return { signals: flags, evidence: { ...evidence } };
}

export interface FlagChange {
  repo: string;
  label: string;
  before: boolean;
  after: boolean;
  /** The evidence of whichever side raised the flag. */
  evidence: string;
}

/** The PRs, present in both runs with the flag recorded, whose `flag` differs; widened ones first, then by repository and label. */
export function flagChanges(before: readonly SignalRecord[], after: readonly SignalRecord[], flag: string): FlagChange[] {
  const key = (r: SignalRecord) => `${r.repo}\u0000${r.label}`;
  const earlier = new Map(before.map((r) => [key(r), r]));
  const changes: FlagChange[] = [];
  for (const now of after) {
    const then = earlier.get(key(now));
    const was = then?.plan.signals?.[flag];
    const is = now.plan.signals?.[flag];
    if (typeof was !== "boolean" || typeof is !== "boolean" || was === is) continue;
    changes.push({ repo: now.repo, label: now.label, before: was, after: is, evidence: (is ? now : then!).plan.evidence?.[flag] ?? "" });
  }
  return changes.sort((a, b) => Number(a.before) - Number(b.before) || a.repo.localeCompare(b.repo) || a.label.localeCompare(b.label));
}

/** PRs compared: in both runs, with the flag recorded on both sides. */
export function comparedCount(before: readonly SignalRecord[], after: readonly SignalRecord[], flag: string): number {
  const recorded = new Set(before.filter((r) => typeof r.plan.signals?.[flag] === "boolean").map((r) => `${r.repo}\u0000${r.label}`));
  return after.filter((r) => typeof r.plan.signals?.[flag] === "boolean" && recorded.has(`${r.repo}\u0000${r.label}`)).length;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The report's section: a count line, then one row per PR whose flag moved. */
export function flagChangeSection(before: readonly SignalRecord[], after: readonly SignalRecord[], flag: string, beforeName: string): string[] {
  const changes = flagChanges(before, after, flag);
  const widened = changes.filter((c) => c.after).length;
  const lines = [
    `### \`${flag}\` against ${beforeName}`,
    "",
    `${comparedCount(before, after, flag)} PRs compared: raised now and not before ${widened}; raised before and not now ${changes.length - widened}.`,
    "",
  ];
  if (changes.length === 0) return lines;
  lines.push("| repo | PR | before | now | evidence |", "|---|---|---|---|---|");
  for (const c of changes) lines.push(`| ${cell(c.repo)} | ${cell(c.label)} | ${c.before} | ${c.after} | ${cell(c.evidence)} |`);
  return [...lines, ""];
}
