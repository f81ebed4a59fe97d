/**
 * Which findings can be annotated: a path the diff changes, and lines that
 * exist in the head. The changed paths are the PR's to choose, so their line
 * counts come from the confined reader: a symlink, FIFO, device or folder
 * reached through a symlink has no placeable lines, and its findings go to
 * the summary instead of an annotation.
 */
import { countWorkspaceLines } from "../../llm/tools/confinedRead.js";
import type { Git, GitCallOptions } from "../../review/git/git.js";

/** Lines are counted in a file's first 8 MiB; a finding further down goes to the summary. */
export const PLACEMENT_SCAN_BYTES = 8 * 1024 * 1024;

export type Placeable = (path: string, start: number, end: number) => boolean;

export async function placeableLocations(git: Git, root: string, diffSpec: string, options: GitCallOptions = {}): Promise<Placeable> {
  const changed = (await git.diffNameStatus(diffSpec, options)).filter((e) => e.status !== "deleted").map((e) => e.path);
  const counts = new Map<string, number>();
  for (const path of changed) {
    const counted = await countWorkspaceLines(root, path, { maxBytes: PLACEMENT_SCAN_BYTES, signal: options.signal });
    if (counted.kind === "lines") counts.set(path, counted.count);
  }
  return (path, start, end) => {
    const count = counts.get(path);
    return count !== undefined && Number.isInteger(start) && Number.isInteger(end) && start >= 1 && end >= start && end <= count;
  };
}
