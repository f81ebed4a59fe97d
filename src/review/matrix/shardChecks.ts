/**
 * What the gate checks of each code-review shard before merging it: that it
 * covered its chunks (reviewed ∪ failed = its round-robin set, up to
 * min(chunks, max_chunks × shards)), and that its render input re-renders to
 * the verdict it reported (a partial cannot say BLOCKED and ship no findings).
 * Each shortfall is a problem in words, naming the chunks or the counts.
 */
import { renderCodeReview } from "../codeReview/render.js";
import type { CodeReviewRenderInput } from "../codeReview/renderInput.js";
import type { ReadLaneOutcome } from "../gauntlet/laneOutcome.js";
import { classifyLane } from "../gauntlet/laneState.js";
import type { MatrixPlan, PartialResult } from "./schemas.js";
import { inShard } from "./shards.js";

/** The chunks a shard must cover: its round-robin set, up to the matrix's cap. */
export function shardChunks(plan: MatrixPlan, job: PartialResult["job"]): number[] {
  const covered = Math.min(plan.chunk_plan.chunks, plan.chunk_plan.max_chunks * job.shards);
  const chunks: number[] = [];
  for (let index = 1; index <= covered; index++) if (inShard(index, job.shard, job.shards)) chunks.push(index);
  return chunks;
}

const list = (chunks: readonly number[]) => (chunks.length > 8 ? `${chunks.slice(0, 8).join(", ")} … (${chunks.length})` : chunks.join(", "));

/** Why the shard's chunks are not exactly its own, or undefined when they are. */
export function coverageShortfall(plan: MatrixPlan, job: PartialResult["job"], input: CodeReviewRenderInput): string | undefined {
  // An unreadable diff reviews nothing and already degrades the lane, naming the error.
  if (input.diff_error) return undefined;
  const expected = shardChunks(plan, job);
  const done = new Set([...input.walkthrough, ...input.failed_chunks].map((c) => c.chunk));
  const missing = expected.filter((c) => !done.has(c));
  const foreign = [...done].filter((c) => !expected.includes(c)).sort((a, b) => a - b);
  const problems = [
    missing.length > 0 ? `chunk(s) ${list(missing)} neither reviewed nor reported failed` : "",
    foreign.length > 0 ? `chunk(s) ${list(foreign)} are not this shard's` : "",
  ].filter(Boolean);
  return problems.length > 0 ? `${problems.join("; ")} (the plan has ${plan.chunk_plan.chunks} chunk(s)); re-run the shard` : undefined;
}

type CodeReviewVerdict = Extract<NonNullable<ReadLaneOutcome["verdict"]>, { lane: "code-review" }>;

function summary(outcome: ReadLaneOutcome): string {
  const verdict = outcome.verdict as CodeReviewVerdict | null;
  if (!verdict || verdict.lane !== "code-review") return `${outcome.state}, no verdict`;
  const findings = verdict.findings.map((f) => `${f.id} ${f.severity} ${f.verdict}`).join(", ");
  return `${outcome.state}, ${verdict.verdict}, ${verdict.critical} critical, findings [${findings}]`;
}

/** Why the shard's reported outcome is not what its render input renders to, or undefined when it is. */
export function renderMismatch(partial: PartialResult, input: CodeReviewRenderInput, rigor: string): string | undefined {
  const { report, lane_result } = renderCodeReview(input);
  const rendered = summary(classifyLane("code-review", { report, result: lane_result }, { rigor }));
  const reported = summary(partial.outcome);
  return rendered === reported ? undefined : `its outcome (${reported}) is not what its findings render to (${rendered}); re-run the shard`;
}

/** Whether a shard's own outcome blocks: its verdict BLOCKED, or the shard degraded. */
export function shardBlocks(partial: PartialResult): boolean {
  const verdict = partial.outcome.verdict as CodeReviewVerdict | null;
  return partial.outcome.state !== "completed" || verdict?.verdict === "BLOCKED" || Boolean(verdict?.degraded);
}
