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

/** The branch's lane, from its map item; a branch without one is a bug, not a lane to guess. */
export function laneOf(state: Readonly<Record<string, unknown>>): LaneName {
  const item = record(state, "lane_ctx");
  const lane = typeof item.lane === "string" ? laneByName(item.lane) : undefined;
  if (!lane) throw new Error("read_lane: the branch has no lane_ctx.lane (build_items sets it on every item)");
  return lane;
}

export const readLane: ReviewScript = {
  reads: gauntletState.pick({ lane_ctx: true, lane_out: true, rigor: true }).shape,
  writes: { lane_out: laneOutcomeSchema },
  run: ({ state }) => ({ lane_out: classifyLane(laneOf(state), state.lane_out, gateOptions(state)) }),
};
