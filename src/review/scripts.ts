/** Every script node of the shipped graphs, registered per graph. */
import { ScriptRegistry } from "../engine/index.js";
import { registerProbeScripts } from "../probe/register.js";
import { registerCodeReviewScripts } from "./codeReview/register.js";
import { diffDigest } from "./diffDigest.js";
import { registerGauntletScripts } from "./gauntlet/register.js";
import { mergeSecurityChecks, securityChecks } from "./securityChecks.js";
import { securityInputs } from "./security/inputs.js";
import type { ReviewScripts } from "./services.js";
import { registerVerifierScripts } from "./verifier/register.js";

export function reviewScripts(): ReviewScripts {
  const registry: ReviewScripts = new ScriptRegistry();
  registerVerifierScripts(registry);
  registerCodeReviewScripts(registry);
  registerGauntletScripts(registry);
  registerProbeScripts(registry);
  registry.register("adversary", "read_diff", diffDigest({ requirePlan: true }));
  registry.register("security-reviewer", "deterministic_checks", securityChecks);
  registry.register("security-reviewer", "security_inputs", securityInputs);
  registry.register("security-reviewer", "read_diff", diffDigest({ requirePlan: false, proseView: true }));
  registry.register("security-reviewer", "merge_checks", mergeSecurityChecks);
  return registry;
}
