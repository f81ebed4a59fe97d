import { gauntletParseFault, laneFault } from "./faults.js";
import { gauntletIntake } from "./intake.js";
import { readLane } from "./readLane.js";
import { retryGate } from "./retryGate.js";
import { buildItems, defaultLanes } from "./selectionNodes.js";
import { signalsNode } from "./signalsNode.js";
import { verdictGate } from "./verdictGate.js";
import type { ReviewScripts } from "../services.js";
import { gauntletState } from "./stateSchema.js";

export const GAUNTLET_GRAPH = "review-gauntlet";

export function registerGauntletScripts(registry: ReviewScripts): ReviewScripts {
  return registry
    .registerState(GAUNTLET_GRAPH, gauntletState)
    .register(GAUNTLET_GRAPH, "intake", gauntletIntake)
    .register(GAUNTLET_GRAPH, "signals", signalsNode)
    .register(GAUNTLET_GRAPH, "parse_fault", gauntletParseFault)
    .register(GAUNTLET_GRAPH, "default_lanes", defaultLanes)
    .register(GAUNTLET_GRAPH, "build_items", buildItems)
    .register(GAUNTLET_GRAPH, "lane_fault", laneFault)
    .register(GAUNTLET_GRAPH, "read_lane", readLane)
    .register(GAUNTLET_GRAPH, "retry_gate", retryGate)
    .register(GAUNTLET_GRAPH, "verdict_gate", verdictGate);
}
