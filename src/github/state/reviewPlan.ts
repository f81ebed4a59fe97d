/**
 * How this run gets its review of the head, decided before any model call:
 * - replay:      our earlier check run on this head under the same cache key
 *                is reused — to replay it, or to re-decide it for a new
 *                dismissal or override;
 * - incremental: an earlier head of this PR was reviewed completely under the
 *                same settings, so the code review reads only what changed
 *                since and carries the rest;
 * - full:        everything else, with the reason.
 */
import type { Git } from "../../review/git/git.js";
import { planReviewScope } from "../../review/incremental.js";
import type { CheckState, PriorReviews } from "./priorReviews.js";
import type { ReviewState } from "./reviewState.js";
import type { Target } from "../commands/target.js";
import { shortSha } from "../../review/text.js";

export type ReviewPlan =
  | { kind: "replay"; from: CheckState; why: "re-decide" | "same cache key" }
  | { kind: "incremental"; since: ReviewState; paths: string[] }
  | { kind: "full"; reason: string };

export interface ReviewKeys {
  /** Head, merge base and settings. */
  key: string;
  /** Settings alone (configuration, rules, inputs, build, models, plan). */
  settings: string;
}

export async function planReview(git: Git, target: Target, priors: PriorReviews, keys: ReviewKeys, signal?: AbortSignal): Promise<ReviewPlan> {
  if (target.forceFull) return { kind: "full", reason: "`/gauntlet full` asked for a fresh review" };
  // A review made under other settings is never replayed, not even to re-decide: it could pass what the settings now block.
  const cached = priors.sameHeadStates.find((c) => c.state.key !== null && c.state.key === keys.key);
  if (cached)
    return { kind: "replay", from: cached, why: target.command?.kind === "dismiss" || target.command?.kind === "override" ? "re-decide" : "same cache key" };
  const latest = priors.latest;
  // A merge group is reviewed whole: the merged result can break in files no PR touched.
  if (target.mergeGroup) return { kind: "full", reason: "a merge queue entry is reviewed whole" };
  if (!latest) return { kind: "full", reason: "no earlier review to build on" };
  const since = shortSha(latest.head);
  if (latest.head === target.headSha) return { kind: "full", reason: "this head was reviewed under other settings, or its review did not finish" };
  if (!latest.complete || !latest.code_review_complete) return { kind: "full", reason: `the review of ${since} was incomplete` };
  if (latest.settings === null || latest.settings !== keys.settings)
    return { kind: "full", reason: `the settings changed since the review of ${since} (configuration, rules, inputs, models, plan or the action itself)` };
  const scope = await planReviewScope(git, {
    baseSha: target.baseSha,
    lastHead: latest.head,
    lastMergeBase: latest.merge_base,
    newHead: target.headSha,
    ...(signal ? { signal } : {}),
  });
  return scope.kind === "incremental" ? { kind: "incremental", since: latest, paths: scope.paths } : scope;
}
