/** Every script node of the shipped graphs, registered per graph. */
import { ScriptRegistry } from "../engine/index.js";
import { registerVerifierScripts } from "./verifier/register.js";

export function reviewScripts(): ScriptRegistry {
  return registerVerifierScripts(new ScriptRegistry());
}
