/**
 * The verdict gate's usage and timing for a matrix, from the lane jobs'
 * partials: each lane's usage is the sum of its jobs', and each job's passes
 * are placed on one time line from the earliest job's start, labelled with
 * their shard when a lane ran as several. The whole matrix's usage adds the
 * plan's own (its lane judgment), as a single review's counts select_lanes.
 */
import type { LaneLedger } from "../gauntlet/laneLedger.js";
import type { LaneName } from "../gauntlet/lanes.js";
import type { LanePass } from "../gauntlet/laneTiming.js";
import type { UsageSummary } from "../gauntlet/result.js";
import type { PartialResult } from "./schemas.js";

export function sumUsage(usages: readonly UsageSummary[]): UsageSummary {
  const sum = (pick: (u: UsageSummary) => number) => usages.reduce((total, u) => total + pick(u), 0);
  const priced = usages.some((u) => u.cost_usd !== null);
  const cached = usages.some((u) => u.cached_prompt_tokens !== undefined);
  return {
    prompt_tokens: sum((u) => u.prompt_tokens),
    completion_tokens: sum((u) => u.completion_tokens),
    calls: sum((u) => u.calls),
    cost_usd: priced ? sum((u) => u.cost_usd ?? 0) : null,
    ...(cached ? { cached_prompt_tokens: sum((u) => u.cached_prompt_tokens ?? 0) } : {}),
  };
}

/** Every model call of the matrix: the lane jobs' and the plan's own. */
export function matrixUsage(partials: readonly PartialResult[], planUsage: UsageSummary | undefined): UsageSummary {
  return sumUsage([...partials.map((p) => p.usage), ...(planUsage ? [planUsage] : [])]);
}

export function partialsLedger(partials: readonly PartialResult[], planUsage?: UsageSummary): LaneLedger {
  const starts = partials.map((p) => Date.parse(p.started_at)).filter(Number.isFinite);
  const origin = starts.length > 0 ? Math.min(...starts) : 0;
  const ofLane = (lane: LaneName) => partials.filter((p) => p.job.lane === lane).sort((a, b) => a.job.shard - b.job.shard);
  return {
    usage: (lane) => sumUsage(ofLane(lane).map((p) => p.usage)),
    timing: (lane) => {
      const passes: LanePass[] = ofLane(lane).flatMap((p) => {
        const offset = Math.max(0, (Date.parse(p.started_at) || origin) - origin);
        const label = p.job.shards > 1 ? `shard ${p.job.shard}/${p.job.shards}` : undefined;
        return p.passes.map((pass) => ({ start_ms: offset + pass.start_ms, duration_ms: pass.duration_ms, ...(label ? { label } : {}) }));
      });
      // Shards run side by side: the lane took from the first start to the last end, not their sum.
      const sharded = passes.some((p) => p.label);
      const span = passes.length > 0 ? Math.max(...passes.map((p) => p.start_ms + p.duration_ms)) - Math.min(...passes.map((p) => p.start_ms)) : 0;
      return { duration_ms: sharded ? span : passes.reduce((sum, p) => sum + p.duration_ms, 0), passes };
    },
    total: () => matrixUsage(partials, planUsage),
  };
}
