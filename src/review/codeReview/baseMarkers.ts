/**
 * What code review asks git about the base to recognise generated files: the
 * marker pattern, the lines where it counts, the changed files that are asked
 * (those that sat at their path at the base), and the lookup itself. Small on
 * purpose: a job's head start (src/cli/headStart.ts) and the flags' prefetch
 * (src/cli/reviewFlags.ts) ask the same question before the review's modules
 * load.
 */
import type { DiffSpecInput, Git, GitCallOptions } from "../git/git.js";
import type { FileDiff } from "./types.js";
import { GENERATED_MARKER_ERE, MARKER_LINES } from "./generatedMarkers.js";

/** The strict generator headers (generatedMarkers.ts), as git grep reads them. */
export const GENERATED_MARKER = GENERATED_MARKER_ERE;
export { MARKER_LINES };

/** The file sat at this same path, as a file of the same type, at the base (a modification or a deletion). */
export function existedAtBase(file: Pick<FileDiff, "status">): boolean {
  return file.status === "modified" || file.status === "deleted";
}

/** The changed paths whose base content is searched for a marker. */
export function markerCandidates(entries: readonly Pick<FileDiff, "path" | "status">[]): string[] {
  return entries.filter((entry) => existedAtBase(entry)).map((entry) => entry.path);
}

/**
 * The generated-file marker each changed path had at the base, for the paths
 * that sat there (`existedAtBase`). It needs only the name-status listing, so
 * it runs while git is still producing the patch.
 */
export async function baseMarkers(
  git: Git,
  spec: DiffSpecInput,
  entries: readonly Pick<FileDiff, "path" | "status">[],
  options: GitCallOptions = {},
): Promise<Map<string, string>> {
  const markers = new Map<string, string>();
  const candidates = markerCandidates(entries);
  if (candidates.length === 0) return markers;
  const base = await git.baseRevision(spec, options);
  for (const match of await git.grepAtRevision(base, GENERATED_MARKER, candidates, options)) {
    if (match.line <= MARKER_LINES && !markers.has(match.path)) markers.set(match.path, match.text.trim().slice(0, 80));
  }
  return markers;
}

/**
 * Starts the base-marker lookup of a diff whose answers git keeps (two full
 * object names, gitAnswers.ts) and returns at once: code review's read then
 * finds the merge base and the grep done. Any failure is left for that read.
 */
export function prefetchBaseMarkers(git: Git, spec: DiffSpecInput): void {
  git
    .diffNameStatus(spec)
    .then((entries) => baseMarkers(git, spec, entries))
    .catch(() => {});
}
