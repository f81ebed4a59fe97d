import type { ScriptRegistry } from "../../engine/index.js";
import { cite } from "./citedCode.js";
import { parseFault, verifyFault } from "./faults.js";
import { verdictGate } from "./gate.js";
import { intake } from "./intake.js";

export const VERIFIER_GRAPH = "finding-verifier";

export function registerVerifierScripts(registry: ScriptRegistry): ScriptRegistry {
  return registry
    .register(VERIFIER_GRAPH, "intake", intake)
    .register(VERIFIER_GRAPH, "cite", cite)
    .register(VERIFIER_GRAPH, "parse_fault", parseFault)
    .register(VERIFIER_GRAPH, "verify_fault", verifyFault)
    .register(VERIFIER_GRAPH, "verdict_gate", verdictGate);
}
