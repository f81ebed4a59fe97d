import type { ScriptRegistry } from "../engine/index.js";
import { prepareNode } from "./prepareNode.js";
import { probeGate } from "./probeGate.js";
import type { ProbeServices } from "./services.js";

export const PROBE_GRAPH = "probe";

export function registerProbeScripts<Services extends ProbeServices>(registry: ScriptRegistry<Services>): ScriptRegistry<Services> {
  return registry.register(PROBE_GRAPH, "prepare", prepareNode).register(PROBE_GRAPH, "gate", probeGate);
}
