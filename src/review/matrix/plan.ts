/**
 * planMatrix: lane selection and code review's shard count, before any lane
 * runs. Without judgment it is the deterministic floor (selectLanes on the
 * diff signals, no model); with judgment the gauntlet graph runs through
 * select_lanes and stops after build_items (the `matrix_plan_phase` fact
 * routes it to `planned`), so the selection is the one a single review makes.
 */
import { DEFAULT_CHUNK_TOKENS, DEFAULT_MAX_CHUNKS } from "../codeReview/chunks.js";
import { assignmentOf, type ChunkAssignment } from "../codeReview/chunkAssignment.js";
import { fileTableOf, planDiffChunks, type ListedFile } from "../codeReview/readDiff.js";
import { LANES } from "../gauntlet/lanes.js";
import { lanesSummary, selectLanes, type LaneChoice } from "../gauntlet/selection.js";
import { usageSummary, type UsageSummary } from "../gauntlet/result.js";
import { list, str } from "../gauntlet/state.js";
import { openReviewRuntime, requestFacts, runGauntletGraph, type ReviewRequest } from "../reviewRun.js";
import { createReviewRuntime } from "../runtime.js";
import { computeSignals } from "../signals/compute.js";
import { Git } from "../git/git.js";
import { MATRIX_PLAN_FACT } from "./facts.js";
import { matrixRequestOf } from "./plannedRequest.js";
import { laneChoiceSchema, MATRIX_SCHEMA, type MatrixJob, type MatrixKeys, type MatrixPlan } from "./schemas.js";
import { budgetOf } from "./budget.js";
import { MatrixPlanError } from "./errors.js";
import { CHUNKS_PER_SHARD, MAX_SHARDS, shardCount } from "./shards.js";
import { z } from "zod";

export interface PlanMatrixOptions {
  keys: MatrixKeys;
  /** Run the model's additive lane judgment (select_lanes), as `review` does. */
  judgment: boolean;
  /** Force code review's shard count. */
  shards?: number;
}

interface Selection {
  lane_selection: LaneChoice[];
  lanes_summary: string;
  /** The model calls lane judgment made; absent for the floor, which makes none. */
  plan_usage?: UsageSummary;
}

/** The deterministic floor, exactly as `gauntlet plan` shows it. */
async function floorSelection(request: ReviewRequest): Promise<Selection> {
  const signals = await computeSignals(request.git ?? new Git(request.workspaceRoot), request.diffSpec, {
    untracked: request.untrackedFiles === true,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const { choices, notes } = selectLanes({
    signals,
    plan_context: request.plan,
    security_posture: request.securityPosture,
    probe_context: request.untrustedHead ? "" : request.probeContext,
    forced_lanes: request.lanes,
    add: {},
    untrusted_head: request.untrustedHead,
  });
  return { lane_selection: choices, lanes_summary: lanesSummary(choices, notes) };
}

/** The gauntlet's own selection, model judgment included: the graph up to build_items. */
async function judgedSelection(request: ReviewRequest): Promise<Selection> {
  const { runtime, probe } = openReviewRuntime(request, { [MATRIX_PLAN_FACT]: true });
  try {
    const run = await runGauntletGraph(request, runtime);
    const choices = z.array(laneChoiceSchema).safeParse(list(run.state, "lane_selection"));
    if (!choices.success || choices.data.length === 0)
      throw new MatrixPlanError("runtime", "planMatrix: the gauntlet's plan phase ended without a lane selection; plan again, or plan without lane judgment");
    return { lane_selection: choices.data, lanes_summary: str(run.state, "lanes_summary"), plan_usage: usageSummary([runtime.meter.runTotal()]) };
  } finally {
    await probe.close();
  }
}

/**
 * Code review's chunks with no cap, planned as read_diff plans them, which files each holds, and the
 * diff's file table; no chunks when the diff cannot be read (the lane job then degrades on it).
 */
async function uncappedChunks(request: ReviewRequest): Promise<{ chunks: number; assignment?: ChunkAssignment; fileTable?: ListedFile[] }> {
  const runtime = createReviewRuntime({
    workspaceRoot: request.workspaceRoot,
    ...(request.git ? { git: request.git } : {}),
    graphsDir: request.graphsDir,
    ...(request.denylist ? { denylist: request.denylist } : {}),
    facts: requestFacts(request),
  });
  try {
    // One job's chunks first, then the rest with no cap: each job plans the same under its matrix's cap.
    const limits = { chunkTokens: DEFAULT_CHUNK_TOKENS, maxChunks: DEFAULT_MAX_CHUNKS, matrixChunks: Infinity };
    const { files, plan } = await planDiffChunks(runtime.context, request.diffSpec, limits, request.signal);
    return { chunks: plan.chunks.length, assignment: assignmentOf(plan, limits), fileTable: fileTableOf(files) };
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { chunks: 0 };
  }
}

export async function planMatrix(request: ReviewRequest, options: PlanMatrixOptions): Promise<MatrixPlan> {
  if (options.shards !== undefined && !(Number.isInteger(options.shards) && options.shards >= 1 && options.shards <= MAX_SHARDS)) {
    throw new MatrixPlanError("user", `planMatrix: shards must be a whole number from 1 to ${MAX_SHARDS}, not ${options.shards}; pass a smaller --shards`);
  }
  // Code review always runs, so its chunks are planned beside the selection, not after it.
  const [selection, planned] = await Promise.all([options.judgment ? judgedSelection(request) : floorSelection(request), uncappedChunks(request)]);
  const selected = new Set(selection.lane_selection.filter((c) => c.selected).map((c) => c.lane));
  const { chunks, assignment, fileTable } = selected.has("code-review") ? planned : { chunks: 0, assignment: undefined, fileTable: undefined };
  const shards: MatrixPlan["shards"] = {};
  const include: MatrixJob[] = [];
  for (const lane of LANES) {
    if (!selected.has(lane)) continue;
    const count = lane === "code-review" ? (options.shards ?? shardCount(chunks)) : 1;
    shards[lane] = count;
    for (let shard = 1; shard <= count; shard++) include.push({ lane, shard, shards: count });
  }
  return {
    schema: MATRIX_SCHEMA,
    include,
    keys: options.keys,
    request: matrixRequestOf(request),
    ...selection,
    shards,
    chunk_plan: {
      chunks,
      chunks_per_shard: CHUNKS_PER_SHARD,
      max_chunks: DEFAULT_MAX_CHUNKS,
      ...(assignment && fileTable ? { assignment, file_stats: fileTable } : {}),
    },
    budget: budgetOf(request),
  };
}
