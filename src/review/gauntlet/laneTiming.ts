/**
 * When each lane ran, from the run's trace: every pass of a lane is one run
 * of its map node at the top level (the retry gate re-runs the map), so its
 * start and length are that node's start and finish events.
 */
import type { TraceEvent } from "../../engine/index.js";

export interface LanePass {
  /** Milliseconds after the review started. */
  start_ms: number;
  duration_ms: number;
  /** What ran in this pass when the lane ran as shards of a matrix, e.g. "shard 2/3". */
  label?: string;
}

export interface LaneTiming {
  /** Every pass together. */
  duration_ms: number;
  passes: LanePass[];
}

/** This run's top-level events: those after the last top-level run_start, of its run id. */
function topLevel(events: readonly TraceEvent[]): { start: number; events: TraceEvent[] } | undefined {
  const starts = events.filter((e) => e.type === "run_start" && e.depth === 0);
  const runStart = starts.at(-1);
  if (!runStart) return undefined;
  return { start: runStart.ts, events: events.filter((e) => e.depth === 0 && e.runId === runStart.runId && e.ts >= runStart.ts) };
}

export function laneTiming(events: readonly TraceEvent[], mapNode: string): LaneTiming {
  const run = topLevel(events);
  if (!run) return { duration_ms: 0, passes: [] };
  const passes: LanePass[] = [];
  let started: number | undefined;
  for (const event of run.events) {
    if (event.type === "node_start" && event.node === mapNode) started = event.ts;
    if (event.type === "node_finish" && event.node === mapNode) {
      const duration = Math.max(0, event.durationMs);
      // A finish without its start (a trace cut short) still counts, placed where it must have begun.
      passes.push({ start_ms: Math.max(0, (started ?? event.ts - duration) - run.start), duration_ms: duration });
      started = undefined;
    }
  }
  return { duration_ms: passes.reduce((sum, p) => sum + p.duration_ms, 0), passes };
}
