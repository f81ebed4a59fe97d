/**
 * How the base branch's configuration and the action's inputs combine.
 */
import { parseBudget } from "../review/budgetSpec.js";
import type { GauntletConfig } from "../review/config.js";
import { normalizeLanes, type LaneName } from "../review/gauntlet/lanes.js";
import { POSTURES, RIGORS } from "../review/gauntlet/intake.js";
import type { ActionInputs } from "./inputs.js";

/**
 * The base branch's configuration is a floor: on pull_request the workflow
 * comes from the PR itself, so inputs may only add lanes or raise rigor and
 * posture. Anything weaker is ignored, with a warning.
 */
export function applyFloor(config: GauntletConfig, inputs: ActionInputs, extraLanes: LaneName[], warn: (m: string) => void) {
  const raise = (scale: readonly string[], floor: string | undefined, wanted: string | undefined, name: string, fallback: string) => {
    if (!wanted) return floor ?? fallback;
    if (floor && scale.indexOf(wanted) < scale.indexOf(floor)) {
      warn(`input ${name}: ${wanted} is weaker than the base branch's ${floor}; using ${floor}`);
      return floor;
    }
    return wanted;
  };
  let budget = config.budget ? parseBudget(config.budget, "budget") : undefined;
  if (inputs.budget) {
    // A budget is a cost cap: the stricter (smaller) of the two applies.
    budget = {
      ...((inputs.budget.maxTokens ?? budget?.maxTokens) !== undefined ? { maxTokens: Math.min(inputs.budget.maxTokens ?? Infinity, budget?.maxTokens ?? Infinity) } : {}),
      ...((inputs.budget.maxCostUsd ?? budget?.maxCostUsd) !== undefined ? { maxCostUsd: Math.min(inputs.budget.maxCostUsd ?? Infinity, budget?.maxCostUsd ?? Infinity) } : {}),
    };
  }
  return {
    rigor: raise(RIGORS, config.rigor, inputs.rigor, "rigor", "production"),
    posture: raise(POSTURES, config.security_posture, inputs.securityPosture, "security-posture", "standard"),
    lanes: normalizeLanes([...(config.lanes ?? []), ...inputs.lanes, ...extraLanes]).lanes,
    budget,
  };
}
