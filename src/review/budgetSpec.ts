/** The `budget` setting: "200000" or "200k" tokens, "$1.50" or "1.5usd" dollars, or both joined by a comma. */
import { GauntletError } from "../engine/errors.js";
import type { BudgetLimits } from "../llm/usage.js";

const TOKENS = /^(\d+(?:\.\d+)?)\s*([km]?)(?:\s*tokens?)?$/i;
const DOLLARS = /^(?:\$\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*usd)$/i;

/**
 * The per-run cap when no budget is set: 2,000,000 tokens (prompt and
 * completion, every lane together). Generous for a large pull request (20
 * chunks of 24k tokens plus tool turns and verification), small enough that a
 * runaway tool loop stops long before it becomes a bill. In tokens, not
 * dollars: a dollar cap needs every model priced, and an unpriced model would
 * then fail every run. Set `budget` to change it.
 */
export const DEFAULT_RUN_BUDGET: Readonly<BudgetLimits> = { maxTokens: 2_000_000 };

export function parseBudget(spec: string, where = "budget"): BudgetLimits {
  const limits: BudgetLimits = {};
  for (const part of spec
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const dollars = DOLLARS.exec(part);
    const tokens = TOKENS.exec(part);
    if (dollars) limits.maxCostUsd = Number(dollars[1] ?? dollars[2]);
    else if (tokens) limits.maxTokens = Math.round(Number(tokens[1]) * (tokens[2]?.toLowerCase() === "k" ? 1e3 : tokens[2]?.toLowerCase() === "m" ? 1e6 : 1));
    else {
      throw new GauntletError(
        "BAD_BUDGET",
        "user",
        `${where}: ${JSON.stringify(part)} is not a budget; use tokens like "200000" or "200k", dollars like "$1.50", or both: "200k,$1.50"`,
      );
    }
  }
  return limits;
}
