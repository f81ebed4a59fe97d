/**
 * Facts about a changed file's patch. Whether its content is text, and in
 * which encoding, is decided from its bytes by decodedDiff.ts, never by git's
 * "Binary files differ" (an in-tree `-diff` attribute the pull request adds).
 */

/** The most of one file read to decode it; beyond it the file is over budget for any chunk. */
export const TEXT_PATCH_LIMIT = 2 * 1024 * 1024;

/** Added and removed lines of one file's patch, as `git diff --numstat` counts them (0 and 0 for a binary file). */
export function countLines(patch: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  let inHunk = false;
  // Each line's first characters, read in place: splitting every patch of a large diff into lines is mostly garbage.
  for (let start = 0; start < patch.length;) {
    const newline = patch.indexOf("\n", start);
    const first = patch.charCodeAt(start);
    if (first === AT && patch.charCodeAt(start + 1) === AT) inHunk = true;
    else if (inHunk && first === PLUS) additions += 1;
    else if (inHunk && first === MINUS) deletions += 1;
    start = newline === -1 ? patch.length : newline + 1;
  }
  return { additions, deletions };
}

const AT = "@".charCodeAt(0);
const PLUS = "+".charCodeAt(0);
const MINUS = "-".charCodeAt(0);
