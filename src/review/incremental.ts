/**
 * Incremental re-review: on a new push to a pull request, which files the
 * code review reads anew. A file of the pull request's diff is left out only
 * when the last review read the same change: it was in the pull request's
 * diff then, the head did not touch it since, and its base side (the merge
 * base) did not change. So merging the base branch in brings nothing
 * unrelated, but a merge that keeps (or reverts) a file the base changed, or a
 * retarget that brings files into the diff, has those files read again.
 *
 * With NEW = `base...newHead` (the pull request now), A = `lastHead..newHead`
 * (pushed since), OLD = `lastMergeBase lastHead` (the pull request the last
 * review read) and B = `lastMergeBase currentMergeBase` (the base side moved):
 * paths = NEW ∩ (A ∪ B ∪ (NEW − OLD)).
 *
 * When the earlier review cannot anchor the comparison (no earlier review, an
 * unknown merge base, rewritten history, a commit missing from a shallow
 * fetch), the scope is the whole pull request, with the reason.
 */
import { messageOf } from "../engine/index.js";
import type { Git, GitCallOptions } from "./git/git.js";
import type { NameStatusEntry } from "./git/gitOutput.js";
import { shortSha } from "./text.js";

export type ReviewScope =
  /** Review every file of the pull request; `reason` says why (for the report). */
  | { kind: "full"; reason: string }
  /** Review `paths` anew (repository-relative, head-side names); the rest is unchanged since `since`. */
  | { kind: "incremental"; since: string; paths: string[] };

export interface ReviewScopeOptions {
  baseSha: string;
  /** The head the last completed review saw; undefined when there was none. */
  lastHead: string | undefined;
  /**
   * The merge base the last completed review's diff was computed against (its
   * state's `merge_base`); null or undefined when unknown, which means a full
   * review. Required so that no caller forgets it.
   */
  lastMergeBase: string | null | undefined;
  newHead: string;
  signal?: AbortSignal;
}

/** The tree diff between two commits (`git diff a..b`, i.e. `git diff a b`): no merge base of its own. Validated as a diff spec. */
const between = (base: string, head: string) => `${base}..${head}`;

export async function planReviewScope(git: Git, options: ReviewScopeOptions): Promise<ReviewScope> {
  const { baseSha, lastHead, lastMergeBase, newHead, signal } = options;
  if (lastHead === undefined || lastHead === "") return { kind: "full", reason: "no earlier review of this pull request" };
  if (lastMergeBase === undefined || lastMergeBase === null || lastMergeBase === "") {
    return { kind: "full", reason: "the last review's merge base is unknown" };
  }
  const call: GitCallOptions = signal ? { signal } : {};
  try {
    const missing = async (what: string, sha: string): Promise<ReviewScope> => {
      const shallow = await git.isShallow(call).catch(() => false);
      return { kind: "full", reason: `${what} ${shortSha(sha)} is not in the fetched history${shallow ? " (shallow clone)" : ""}` };
    };
    if (!(await git.hasCommit(lastHead, call))) return await missing("the last reviewed head", lastHead);
    if (!(await git.isAncestor(lastHead, newHead, call))) return { kind: "full", reason: `history was rewritten since ${shortSha(lastHead)}` };
    if (!(await git.hasCommit(lastMergeBase, call))) return await missing("the last review's merge base", lastMergeBase);
    // A recorded merge base that is not behind the last head (e.g. the base itself, recorded when
    // no merge base was found) would make the last review's diff look different from what it read.
    if (!(await git.isAncestor(lastMergeBase, lastHead, call))) {
      return { kind: "full", reason: `the last review's merge base ${shortSha(lastMergeBase)} is not an ancestor of its head ${shortSha(lastHead)}` };
    }
    const mergeBase = await git.mergeBase(baseSha, newHead, call);
    const [pullRequest, sincePush, lastPullRequest, baseMoved] = await Promise.all([
      git.diffNameStatus(between(mergeBase, newHead), call),
      git.diffNameStatus(between(lastHead, newHead), call),
      git.diffNameStatus(between(lastMergeBase, lastHead), call),
      git.diffNameStatus(between(lastMergeBase, mergeBase), call),
    ]);
    return { kind: "incremental", since: lastHead, paths: pathsToReview({ pullRequest, sincePush, lastPullRequest, baseMoved }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A full review is always a safe answer; the review itself reports a diff it cannot read.
    return { kind: "full", reason: `could not compare with the last reviewed head ${shortSha(lastHead)}: ${messageOf(error)}` };
  }
}

export interface ScopeDiffs {
  /** NEW: the pull request's diff now (current merge base → new head). */
  pullRequest: readonly NameStatusEntry[];
  /** A: what the pushes since the last review changed (last head → new head). */
  sincePush: readonly NameStatusEntry[];
  /** OLD: the pull request's diff the last review read (its merge base → last head). */
  lastPullRequest: readonly NameStatusEntry[];
  /** B: how the base side moved (the last merge base → the current one). */
  baseMoved: readonly NameStatusEntry[];
}

const bothNames = (entries: readonly NameStatusEntry[]) => entries.flatMap((e) => (e.oldPath === undefined ? [e.path] : [e.path, e.oldPath]));

/**
 * The pull request's files (head-side names) to read anew: NEW ∩ (A ∪ B ∪
 * (NEW − OLD)). Both sides of a rename in A or B count as touched; a
 * pull-request rename counts when either of its names was touched, and as
 * already read when its head-side name was in the last review's diff.
 * Deleted files have nothing to review.
 */
export function pathsToReview(diffs: ScopeDiffs): string[] {
  const touched = new Set([...bothNames(diffs.sincePush), ...bothNames(diffs.baseMoved)]);
  const readBefore = new Set(diffs.lastPullRequest.filter((e) => e.status !== "deleted").map((e) => e.path));
  const paths = diffs.pullRequest
    .filter((e) => e.status !== "deleted")
    .filter((e) => !readBefore.has(e.path) || touched.has(e.path) || (e.oldPath !== undefined && touched.has(e.oldPath)))
    .map((e) => e.path);
  return [...new Set(paths)].sort();
}
