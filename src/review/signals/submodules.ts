/**
 * Submodules are dependencies: a gitlink's new commit, or a `.gitmodules`
 * whose URL changed, is code from elsewhere that the diff shows as one line.
 * Either raises `touches_deps`, so the security lane is selected and shown
 * the submodule's URL and both commits (security/submodules.ts).
 */
import type { RuleHit } from "./matcher.js";
import type { FileChange } from "./types.js";

const GITMODULES = /(?:^|\/)\.gitmodules$/i;

export function submoduleHits(change: Pick<FileChange, "path" | "oldPath" | "gitlink">): RuleHit[] {
  if (change.gitlink) return [{ flag: "touches_deps", topic: "git submodule commit (gitlink)", via: "path" }];
  if (GITMODULES.test(change.path) || (change.oldPath !== undefined && GITMODULES.test(change.oldPath))) {
    return [{ flag: "touches_deps", topic: "git submodules (.gitmodules)", via: "path" }];
  }
  return [];
}
