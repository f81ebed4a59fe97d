/**
 * The lanes on a time line, as a Mermaid Gantt chart for the job summary: one
 * section per lane, one bar per pass (and per shard, when a lane ran as
 * shards of a matrix), from the review's start. GitHub renders Mermaid in job
 * summaries; elsewhere the block reads as text.
 */
import type { GauntletResult, LaneSummary } from "../gauntlet/result.js";
import { mermaidLabel } from "./mermaidLabel.js";

export interface GanttBar {
  lane: string;
  /** 1-based. */
  pass: number;
  /** A matrix shard, e.g. { index: 2, count: 3 }. */
  shard?: { index: number; count: number };
  /** The pass's own label (a matrix gate's "shard 2/3"). */
  label?: string;
  start_ms: number;
  duration_ms: number;
  /** Attempts the pass took, when more than one. */
  attempts?: number;
  /** The lane blocks or did not complete. */
  critical: boolean;
}

/** A lane's passes, or one bar of its whole duration when the result kept no timing (a replay). */
export function laneBars(result: Pick<GauntletResult, "lanes">): GanttBar[] {
  return result.lanes.flatMap((lane) => barsOf(lane));
}

function barsOf(lane: LaneSummary): GanttBar[] {
  if (lane.state === "skipped") return [];
  const critical = lane.blocks || lane.state !== "completed";
  const passes = lane.passes && lane.passes.length > 0 ? lane.passes : [{ start_ms: 0, duration_ms: lane.duration_ms }];
  // Passes count per label: a matrix lane's shards each start at pass 1.
  const label = (pass: (typeof passes)[number]) => ("label" in pass ? pass.label : undefined);
  return passes.map((pass, i) => ({
    lane: lane.name,
    pass: passes.slice(0, i + 1).filter((earlier) => label(earlier) === label(pass)).length,
    start_ms: pass.start_ms,
    duration_ms: pass.duration_ms,
    critical,
    ...("label" in pass && pass.label ? { label: pass.label } : {}),
  }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const finite = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

function barLabel(bar: GanttBar): string {
  const parts = [
    bar.label ?? "",
    bar.shard ? `shard ${finite(bar.shard.index)}/${finite(bar.shard.count)}` : "",
    `pass ${finite(bar.pass)}`,
    seconds(finite(bar.duration_ms)),
  ];
  if (bar.attempts && bar.attempts > 1) parts.push(`${finite(bar.attempts)} attempts`);
  return mermaidLabel(parts.filter(Boolean).join(", "), "pass");
}

/**
 * The chart, fenced, or "" when no lane ran. Times are epoch milliseconds
 * (`dateFormat x`) counted from 0, so the axis reads minutes and seconds
 * since the review started.
 */
export function renderLaneGantt(bars: readonly GanttBar[]): string {
  if (bars.length === 0) return "";
  const lines = ["```mermaid", "gantt", "  title Lanes, from the start of the review", "  dateFormat x", "  axisFormat %M:%S"];
  const sections = new Map<string, GanttBar[]>();
  for (const bar of bars) sections.set(bar.lane, [...(sections.get(bar.lane) ?? []), bar]);
  let id = 0;
  for (const [lane, laneBars] of sections) {
    lines.push(`  section ${mermaidLabel(lane, "lane")}`);
    for (const bar of laneBars) {
      const start = finite(bar.start_ms);
      // A bar needs some length to be drawn.
      const end = start + Math.max(1, finite(bar.duration_ms));
      lines.push(`    ${barLabel(bar)} :${bar.critical ? "crit, " : ""}done, bar${id++}, ${start}, ${end}`);
    }
  }
  lines.push("```");
  return lines.join("\n");
}
