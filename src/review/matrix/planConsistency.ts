/**
 * A matrix plan must agree with itself: `include` is exactly
 * {lane, 1..shards[lane], shards[lane]} for each selected lane, only code
 * review has more than one shard (at most MAX_SHARDS), no job repeats, and no
 * job or shard count exists for an unselected lane, and a chunk assignment
 * assigns exactly the plan's chunk count and comes with the diff's file table. A plan that does not is
 * never run or gated on: an edited file could otherwise drop a shard's chunks
 * or hide a lane's verdict.
 */
import { MAX_SHARDS, jobLabel } from "./shards.js";

interface PlanShape {
  include: readonly { lane: string; shard: number; shards: number }[];
  lane_selection: readonly { lane: string; selected: boolean }[];
  shards: Partial<Record<string, number>>;
  chunk_plan?: { chunks: number; assignment?: { chunks: readonly unknown[] } | undefined; file_stats?: readonly unknown[] | undefined };
}

/** Every way the plan disagrees with itself, in words; empty when it is consistent. */
export function planInconsistencies(plan: PlanShape): string[] {
  const problems: string[] = [];
  const selected = new Set(plan.lane_selection.filter((c) => c.selected).map((c) => c.lane));
  const seen = new Set<string>();
  for (const job of plan.include) {
    const label = jobLabel(job);
    if (seen.has(label)) problems.push(`the job ${label} is listed twice`);
    seen.add(label);
    if (job.shard > job.shards) problems.push(`the job ${label} is shard ${job.shard} of only ${job.shards}`);
    if (!selected.has(job.lane)) problems.push(`the job ${label} is for ${job.lane}, which lane_selection does not select`);
    else if (job.shards !== plan.shards[job.lane])
      problems.push(`the job ${label} says ${job.shards} shard(s), shards.${job.lane} says ${plan.shards[job.lane] ?? "none"}`);
  }
  for (const [lane, count] of Object.entries(plan.shards)) {
    if (count === undefined) continue;
    if (!selected.has(lane)) problems.push(`shards.${lane} is set, but lane_selection does not select ${lane}`);
    if (lane !== "code-review" && count !== 1) problems.push(`shards.${lane} is ${count}: only code review runs as several shards`);
    if (count > MAX_SHARDS) problems.push(`shards.${lane} is ${count}, more than the ${MAX_SHARDS} allowed`);
  }
  for (const lane of selected) {
    const count = plan.shards[lane];
    if (count === undefined) {
      problems.push(`${lane} is selected but shards.${lane} is missing`);
      continue;
    }
    for (let shard = 1; shard <= Math.min(count, MAX_SHARDS); shard++) {
      const label = jobLabel({ lane, shard, shards: count });
      if (!seen.has(label)) problems.push(`the job ${label} is missing from include`);
    }
  }
  const assigned = plan.chunk_plan?.assignment?.chunks.length;
  if (assigned !== undefined && assigned !== plan.chunk_plan!.chunks)
    problems.push(`chunk_plan.assignment assigns ${assigned} chunk(s), chunk_plan.chunks says ${plan.chunk_plan!.chunks}`);
  // Shards list only their own files when the plan has the table: a plan with one and not the other would lose rows.
  if ((plan.chunk_plan?.assignment === undefined) !== (plan.chunk_plan?.file_stats === undefined))
    problems.push(
      `chunk_plan has ${plan.chunk_plan?.assignment ? "an assignment but no file_stats" : "file_stats but no assignment"}: the plan records both or neither`,
    );
  return problems;
}
