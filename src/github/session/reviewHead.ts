/**
 * The "review" phase: the head reviewed as the plan says — replayed from an
 * earlier check run (no model), incremental (carrying the rest forward) or full.
 */
import type { CarryRequest } from "../../review/gauntlet/carry.js";
import type { GauntletResult } from "../../review/gauntlet/result.js";
import type { ReviewOutcome } from "../../review/reviewRun.js";
import { shortSha } from "../../review/text.js";
import type { Checkout } from "./checkout.js";
import type { CheckState, PriorReviews } from "../state/priorReviews.js";
import { planReview, type ReviewKeys } from "../state/reviewPlan.js";
import { findingFromState, resultFromState, type ReviewState } from "../state/reviewState.js";
import type { Target } from "../commands/target.js";
import { reportOf } from "../publish/view.js";

export interface HeadContext {
  target: Target;
  priors: PriorReviews;
  keys: ReviewKeys;
  checkout: Checkout;
  diffSpec: string;
}

export interface ReviewedHead {
  /** The reviewed result, before dismissals. */
  result: GauntletResult;
  report: string;
  replayedFrom?: CheckState;
  carriedFrom?: ReviewState;
  note?: string;
}

/** Runs the review: the whole change, or only `reviewPaths` with the earlier findings carried. */
export type RunReview = (scope?: { reviewPaths: string[]; carry: CarryRequest }) => Promise<ReviewOutcome>;

/** An earlier check run's review of this head, replayed: no model calls. */
export function replayedHead(from: CheckState, why: "re-decide" | "same cache key", diffSpec: string, baseSha: string): ReviewedHead {
  const { check, state } = from;
  const link = check.htmlUrl ? `[check run ${check.id}](${check.htmlUrl})` : `check run ${check.id}`;
  return {
    result: resultFromState(state, diffSpec, baseSha),
    report: reportOf(check.summary),
    replayedFrom: from,
    note: `Replayed from ${link} of this head: ${why === "re-decide" ? "re-decided without the model" : "nothing that decides the review changed (same cache key)"}; no model calls. Comment \`/gauntlet full\` to review it again.`,
  };
}

export async function reviewHead(context: HeadContext, run: RunReview, log: (message: string) => void, signal: AbortSignal): Promise<ReviewedHead> {
  const plan = await planReview(context.checkout.git, context.target, context.priors, context.keys, signal);
  switch (plan.kind) {
    case "replay":
      log(`replaying the review of ${shortSha(context.target.headSha)} from check run ${plan.from.check.id} (${plan.why}): no model calls`);
      return replayedHead(plan.from, plan.why, context.diffSpec, context.target.baseSha);
    case "incremental": {
      log(`incremental review since ${shortSha(plan.since.head)}: ${plan.paths.length} file(s) to read anew`);
      const outcome = await run({ reviewPaths: plan.paths, carry: { since: plan.since.head, findings: plan.since.findings.map(findingFromState) } });
      return { result: outcome.result, report: outcome.text, carriedFrom: plan.since };
    }
    case "full": {
      log(`full review: ${plan.reason}`);
      const outcome = await run();
      return { result: outcome.result, report: outcome.text };
    }
  }
}
