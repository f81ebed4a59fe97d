/**
 * read_diff for the plan-conformance and security lanes: the whole change as
 * one budgeted, line-numbered text. Files left out are named, never dropped
 * silently; a git failure is reported to the lane, which says so.
 */
import type { ScriptDefinition } from "../engine/index.js";
import { messageOf } from "../engine/index.js";
import { planChunks } from "./codeReview/chunks.js";
import { readFileDiffs } from "./codeReview/readDiff.js";
import { runDiffSpec } from "./diffSpec.js";
import { reviewServices } from "./services.js";

export const DEFAULT_DIGEST_TOKENS = 40_000;

/** With `requirePlan`, a request without a plan routes to `no_plan` (an end node) instead of `review`. */
export function diffDigest(options: { requirePlan: boolean }): ScriptDefinition {
  return {
  writes: ["diff_text", "diff_omitted", "diff_error"],
  routes: options.requirePlan ? ["review", "no_plan"] : ["review"],
  run: async ({ state, context, signal }) => {
    // Plan conformance without a plan has nothing to check: no model call, a blocking DIVERGES.
    const next = options.requirePlan && String(state.plan_context ?? "").trim() === "" ? "no_plan" : "review";
    const { sandbox, git } = reviewServices(context);
    try {
      if (!git) throw new Error("no git client in this run");
      const files = await readFileDiffs(git, runDiffSpec(context, state), signal);
      const budget = typeof state.diff_tokens === "number" && state.diff_tokens > 0 ? state.diff_tokens : DEFAULT_DIGEST_TOKENS;
      const plan = planChunks(files, { chunkTokens: budget, maxChunks: 1, isSensitive: (path) => sandbox.deniedPattern(path) !== undefined });
      const omitted = [
        ...plan.skipped.map((s) => `${s.path} (skipped: ${s.reason})`),
        ...plan.overBudget.map((o) => `${o.path} (over the diff budget: read it with the tools)`),
      ];
      return { diff_text: plan.chunks[0]?.diff ?? "(no changes)", diff_omitted: omitted, diff_error: "", _next: next };
    } catch (error) {
      if (signal.aborted) throw error;
      return { diff_text: "", diff_omitted: [], diff_error: messageOf(error), _next: next };
    }
  },
};
}
