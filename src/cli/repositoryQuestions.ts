/**
 * What resolveReviewFlags asks git first, as pure functions of the flags: the
 * refs it resolves and where the configuration sits at the base. A lane or
 * gate job's head start (headStart.ts) asks the same before the command loads.
 */
import { assertRevision } from "../review/git/diffSpec.js";

/** The base branch's configuration, read at the base commit. */
export const CONFIG_PATH = ".github/gauntlet.yml";

/** HEAD and the refs --head and --base name, once each, leaving out any that is not a revision (resolving it explains why). */
export function namedRefs(flags: { head?: string | undefined; base?: string | undefined }): string[] {
  const wellFormed = (ref: string) => {
    try {
      return assertRevision(ref) === ref;
    } catch {
      return false;
    }
  };
  return [...new Set(["HEAD", flags.head, flags.base].filter((ref): ref is string => ref !== undefined && wellFormed(ref)))];
}
