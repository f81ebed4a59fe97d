/**
 * read_lane: the last node of each lane's branch. It reads the lane's report
 * (and, for code review, its structured result) into the lane's typed
 * outcome, once; the gates decide from that value and never from the text.
 */
import { gateOptions } from "./intake.js";
import { laneOutcomeSchema } from "./laneOutcome.js";
import { laneByName, type LaneName } from "./lanes.js";
import { classifyLane } from "./laneState.js";
import { record } from "./state.js";
import { gauntletState } from "./stateSchema.js";
import type { ReviewScript } from "../services.js";
import { matrixJobFact } from "../matrix/facts.js";

/** The branch's lane, from its map item; a branch without one is a bug, not a lane to guess. */
export function laneOf(state: Readonly<Record<string, unknown>>): LaneName {
  const item = record(state, "lane_ctx");
  const lane = typeof item.lane === "string" ? laneByName(item.lane) : undefined;
  if (!lane) throw new Error("read_lane: the branch has no lane_ctx.lane (build_items sets it on every item)");
  return lane;
}

/** Where a matrix code-review job's slot keeps the lane's render input, for the gate to merge shards. */
export const CODE_REVIEW_INPUT_KEY = "code_review_input";

export const readLane: ReviewScript = {
  reads: gauntletState.pick({ lane_ctx: true, lane_out: true, rigor: true }).shape,
  writes: { lane_out: laneOutcomeSchema },
  run: ({ state, context }) => {
    const lane = laneOf(state);
    const outcome = classifyLane(lane, state.lane_out, gateOptions(state));
    // Only a matrix job keeps the raw input beside the outcome: a single review's state stays lean.
    const input = lane === "code-review" && matrixJobFact(context.facts) ? record(record(state, "lane_out"), "result").render_input : undefined;
    return { lane_out: input === undefined ? outcome : { ...outcome, [CODE_REVIEW_INPUT_KEY]: input } };
  },
};
