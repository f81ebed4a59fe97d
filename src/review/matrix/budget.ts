/**
 * The run budget across a matrix binds as it binds one job: the plan records
 * the configured budget, each lane job runs under an equal share of it
 * (budget ÷ jobs), and the gate blocks when the jobs' summed usage exceeds
 * the whole ("budget exhausted across jobs").
 */
import type { BudgetLimits } from "../../llm/usage.js";
import { DEFAULT_RUN_BUDGET } from "../budgetSpec.js";
import type { ReviewRequest } from "../reviewRun.js";
import type { MatrixPlan } from "./schemas.js";
import type { UsageSummary } from "../gauntlet/result.js";

export type MatrixBudget = MatrixPlan["budget"];

/** The request's budget as the plan records it (a single job's default when none is set). */
export function budgetOf(request: ReviewRequest): MatrixBudget {
  const limits = request.budget ?? DEFAULT_RUN_BUDGET;
  return {
    ...(limits.maxTokens !== undefined ? { max_tokens: limits.maxTokens } : {}),
    ...(limits.maxCostUsd !== undefined ? { max_cost_usd: limits.maxCostUsd } : {}),
  };
}

/** One job's share: the whole divided equally over the matrix's jobs (tokens rounded down, at least 1). */
export function jobBudget(plan: MatrixPlan): BudgetLimits {
  const jobs = Math.max(1, plan.include.length);
  const { max_tokens, max_cost_usd } = plan.budget;
  return {
    ...(max_tokens !== undefined ? { maxTokens: Math.max(1, Math.floor(max_tokens / jobs)) } : {}),
    ...(max_cost_usd !== undefined ? { maxCostUsd: max_cost_usd / jobs } : {}),
  };
}

/** Why the jobs together spent more than the plan's budget, or undefined when they did not. */
export function budgetOverrun(plan: MatrixPlan, total: UsageSummary): string | undefined {
  const { max_tokens, max_cost_usd } = plan.budget;
  const tokens = total.prompt_tokens + total.completion_tokens;
  if (max_tokens !== undefined && tokens > max_tokens) return `budget exhausted across jobs: ${tokens} tokens used, the budget is ${max_tokens}`;
  if (max_cost_usd !== undefined && total.cost_usd !== null && total.cost_usd > max_cost_usd)
    return `budget exhausted across jobs: $${total.cost_usd.toFixed(4)} spent, the budget is $${max_cost_usd}`;
  return undefined;
}
