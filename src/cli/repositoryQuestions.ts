/**
 * What resolveReviewFlags asks git first, as pure functions of the flags: the
 * refs it resolves and where the configuration sits at the base. A lane or
 * gate job's head start (headStart.ts) asks the same before the command loads.
 */
import { assertRevision } from "../review/git/diffSpec.js";
import type { LocateQuestions } from "../review/git/gitArguments.js";

/** The base branch's configuration, read at the base commit. */
export const CONFIG_PATH = ".github/gauntlet.yml";

function wellFormed(ref: string): boolean {
  try {
    return assertRevision(ref) === ref;
  } catch {
    return false;
  }
}

/** HEAD and the refs --head and --base name, once each, leaving out any that is not a revision (resolving it explains why). */
export function namedRefs(flags: { head?: string | undefined; base?: string | undefined }): string[] {
  return [...new Set(["HEAD", flags.head, flags.base].filter((ref): ref is string => ref !== undefined && wellFormed(ref)))];
}

/**
 * What the process resolving the refs also answers for a `base...head` diff (Git.locate): the merge base, and
 * whether the base holds the configuration (read from the base unless --config names one). Nothing without --base
 * (the base is then found by trying candidates) or with --worktree (no merge base).
 */
export function diffQuestions(flags: {
  head?: string | undefined;
  base?: string | undefined;
  worktree?: boolean | undefined;
  config?: string | undefined;
}): LocateQuestions {
  const head = flags.head ?? "HEAD";
  if (flags.base === undefined || flags.worktree || !wellFormed(flags.base) || !wellFormed(head)) return {};
  return { range: { base: flags.base, head }, ...(flags.config === undefined ? { object: { ref: flags.base, path: CONFIG_PATH } } : {}) };
}
