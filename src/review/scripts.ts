/** Every script node of the shipped graphs, registered per graph. */
import { ScriptRegistry } from "../engine/index.js";
import { registerCodeReviewScripts } from "./codeReview/register.js";
import { registerVerifierScripts } from "./verifier/register.js";

export function reviewScripts(): ScriptRegistry {
  const registry = new ScriptRegistry();
  registerVerifierScripts(registry);
  registerCodeReviewScripts(registry);
  return registry;
}
