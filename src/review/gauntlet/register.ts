import type { ScriptRegistry } from "../../engine/index.js";
import { gauntletParseFault, laneFault } from "./faults.js";
import { gauntletIntake } from "./intake.js";
import { retryGate } from "./retryGate.js";
import { buildItems, defaultLanes } from "./selectionNodes.js";
import { signalsNode } from "./signalsNode.js";
import { verdictGate } from "./verdictGate.js";

export const GAUNTLET_GRAPH = "review-gauntlet";

export function registerGauntletScripts(registry: ScriptRegistry): ScriptRegistry {
  return registry
    .register(GAUNTLET_GRAPH, "intake", gauntletIntake)
    .register(GAUNTLET_GRAPH, "signals", signalsNode)
    .register(GAUNTLET_GRAPH, "parse_fault", gauntletParseFault)
    .register(GAUNTLET_GRAPH, "default_lanes", defaultLanes)
    .register(GAUNTLET_GRAPH, "build_items", buildItems)
    .register(GAUNTLET_GRAPH, "lane_fault", laneFault)
    .register(GAUNTLET_GRAPH, "retry_gate", retryGate)
    .register(GAUNTLET_GRAPH, "verdict_gate", verdictGate);
}
