/**
 * How this run gets its review of the head, decided before any model call:
 * - replay:      our earlier check run on this head is reused — the cache key
 *                matches, or a dismissal/override only asks to re-decide it;
 * - incremental: an earlier head of this PR was reviewed completely, so the
 *                code review reads only what changed since and carries the rest;
 * - full:        everything else, with the reason.
 */
import type { Git } from "../review/git.js";
import { planReviewScope } from "../review/incremental.js";
import type { CheckState, PriorReviews } from "./priorReviews.js";
import type { ReviewState } from "./reviewState.js";
import type { Target } from "./target.js";

export type ReviewPlan =
  | { kind: "replay"; from: CheckState; why: "re-decide" | "same cache key" }
  | { kind: "incremental"; since: ReviewState; paths: string[] }
  | { kind: "full"; reason: string };

export async function planReview(git: Git, target: Target, priors: PriorReviews, key: string, signal?: AbortSignal): Promise<ReviewPlan> {
  if (target.forceFull) return { kind: "full", reason: "`/gauntlet full` asked for a fresh review" };
  const sameHead = priors.sameHead;
  if (sameHead) {
    if (target.command?.kind === "dismiss" || target.command?.kind === "override") return { kind: "replay", from: sameHead, why: "re-decide" };
    if (sameHead.state.key !== null && sameHead.state.key === key) return { kind: "replay", from: sameHead, why: "same cache key" };
  }
  const latest = priors.latest;
  // A merge group is reviewed whole: the merged result can break in files no PR touched.
  if (target.queuedHead) return { kind: "full", reason: "a merge queue entry is reviewed whole" };
  if (!latest) return { kind: "full", reason: "no earlier review to build on" };
  if (latest.head === target.headSha) return { kind: "full", reason: "this head was reviewed under other settings (the cache key changed)" };
  if (!latest.complete || !latest.code_review_complete) return { kind: "full", reason: `the review of ${latest.head.slice(0, 7)} was incomplete` };
  const scope = await planReviewScope(git, { baseSha: target.baseSha, lastHead: latest.head, newHead: target.headSha, ...(signal ? { signal } : {}) });
  return scope.kind === "incremental" ? { kind: "incremental", since: latest, paths: scope.paths } : scope;
}
