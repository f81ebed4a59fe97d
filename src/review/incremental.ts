/**
 * Incremental re-review: on a new push to a pull request, which files the
 * code review reads anew. Only files changed since the last reviewed head
 * that are also part of the pull request (`lastHead..newHead` ∩
 * `base...newHead`), so merging the base branch in brings nothing unrelated.
 * When the earlier head cannot anchor the comparison (no earlier review,
 * rewritten history, a head missing from a shallow fetch), the scope is the
 * whole pull request, with the reason.
 */
import { messageOf } from "../engine/index.js";
import type { Git, GitCallOptions } from "./git.js";
import type { NameStatusEntry } from "./gitOutput.js";

export type ReviewScope =
  /** Review every file of the pull request; `reason` says why (for the report). */
  | { kind: "full"; reason: string }
  /** Review `paths` anew (repository-relative, head-side names); the rest is unchanged since `since`. */
  | { kind: "incremental"; since: string; paths: string[] };

export interface ReviewScopeOptions {
  baseSha: string;
  /** The head the last completed review saw; undefined when there was none. */
  lastHead: string | undefined;
  newHead: string;
  signal?: AbortSignal;
}

const short = (sha: string) => sha.slice(0, 7);

export async function planReviewScope(git: Git, options: ReviewScopeOptions): Promise<ReviewScope> {
  const { baseSha, lastHead, newHead, signal } = options;
  if (lastHead === undefined || lastHead === "") return { kind: "full", reason: "no earlier review of this pull request" };
  if (lastHead === newHead) return { kind: "incremental", since: lastHead, paths: [] };
  const call: GitCallOptions = signal ? { signal } : {};
  try {
    if (!(await git.hasCommit(lastHead, call))) {
      const shallow = await git.isShallow(call).catch(() => false);
      return { kind: "full", reason: `the last reviewed head ${short(lastHead)} is not in the fetched history${shallow ? " (shallow clone)" : ""}` };
    }
    if (!(await git.isAncestor(lastHead, newHead, call))) return { kind: "full", reason: `history was rewritten since ${short(lastHead)}` };
    const [sincePush, pullRequest] = await Promise.all([
      git.diffNameStatus(`${lastHead}..${newHead}`, call),
      git.diffNameStatus(`${baseSha}...${newHead}`, call),
    ]);
    return { kind: "incremental", since: lastHead, paths: pathsToReview(sincePush, pullRequest) };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A full review is always a safe answer; the review itself reports a diff it cannot read.
    return { kind: "full", reason: `could not compare with the last reviewed head ${short(lastHead)}: ${messageOf(error)}` };
  }
}

/**
 * The pull request's files (head-side names) touched since the last review.
 * Both sides of a rename count as touched; a pull-request rename counts when
 * either of its names was touched. Deleted files have nothing to review.
 */
export function pathsToReview(sincePush: readonly NameStatusEntry[], pullRequest: readonly NameStatusEntry[]): string[] {
  const touched = new Set(sincePush.flatMap((e) => (e.oldPath === undefined ? [e.path] : [e.path, e.oldPath])));
  const paths = pullRequest
    .filter((e) => e.status !== "deleted" && (touched.has(e.path) || (e.oldPath !== undefined && touched.has(e.oldPath))))
    .map((e) => e.path);
  return [...new Set(paths)].sort();
}
