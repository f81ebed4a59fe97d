import type { ScriptRegistry } from "../engine/index.js";
import { prepareNode } from "./prepareNode.js";
import { probeGate } from "./probeGate.js";

export const PROBE_GRAPH = "probe";

export function registerProbeScripts(registry: ScriptRegistry): ScriptRegistry {
  return registry.register(PROBE_GRAPH, "prepare", prepareNode).register(PROBE_GRAPH, "gate", probeGate);
}
