/**
 * What `git rev-parse --show-toplevel --end-of-options <refs>^{commit} [B^{commit}...H^{commit}] [R^{commit}:path]`
 * answers (gitArguments.ts `locateArgs`): the top directory, a commit per ref; for the range its head,
 * its base and `^<merge base>` per merge base; for the object its name, or nothing when the commit has no
 * such path. One process instead of one per question: the merge base is what a pull request's `B...H`
 * diff and the base-marker grep read, and the object is the base's configuration, which most
 * repositories lack; each cost a git process of its own (`merge-base`, `cat-file -e`).
 */
import { isFullObjectName } from "./gitAnswers.js";

export interface Located {
  topLevel: string;
  /** A full object name per ref asked, in order. */
  commits: string[];
  /** The range's two commits and, when git found exactly one, their merge base (several or none: ask `git merge-base`). */
  range?: { base: string; head: string; mergeBase?: string };
  /** Whether the object asked for is there. */
  objectPresent?: boolean;
}

/** The answer, or undefined when the output is not what was asked (then each question is asked alone). */
export function parseLocated(output: string, refCount: number, asked: { range: boolean; object: boolean }): Located | undefined {
  // rev-parse prints `--end-of-options` and `--` back (git 2.39).
  const lines = output.split("\n").filter((line) => line !== "" && line !== "--end-of-options" && line !== "--");
  const [topLevel = "", ...rest] = lines;
  const commits = rest.splice(0, refCount);
  if (topLevel === "" || commits.length !== refCount || !commits.every(isFullObjectName)) return undefined;
  const located: Located = { topLevel, commits };
  if (asked.range) {
    const [head = "", base = ""] = rest.splice(0, 2);
    const bases: string[] = [];
    while (rest[0]?.startsWith("^")) bases.push(rest.shift()!.slice(1));
    if (!isFullObjectName(head) || !isFullObjectName(base) || !bases.every(isFullObjectName)) return undefined;
    located.range = { base, head, ...(bases.length === 1 ? { mergeBase: bases[0]! } : {}) };
  }
  // The object is last: its line, or none when rev-parse dropped it (anything else missing shortened the commits above).
  if (asked.object && rest.length <= 1 && rest.every(isFullObjectName)) located.objectPresent = rest.length === 1;
  return rest.length === (located.objectPresent ? 1 : 0) ? located : undefined;
}
