/**
 * The head-side (RIGHT) lines GitHub accepts review comments on: the new-side
 * range of every hunk of the diff, context lines included. GitHub builds its
 * PR diff with git's default three lines of context, so the same `git diff`
 * gives the same hunks. A comment spanning two hunks is refused ("Line could
 * not be resolved"), so a range must sit inside one hunk.
 */
import { readFileDiffs } from "../../review/codeReview/readDiff.js";
import type { Git } from "../../review/git/git.js";

export interface LineRange {
  start: number;
  end: number;
}

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/** The new-side line range of each hunk of one file's patch; a hunk that only deletes has none. */
export function hunkRanges(patch: string): LineRange[] {
  const ranges: LineRange[] = [];
  for (const line of patch.split("\n")) {
    const header = HUNK_HEADER.exec(line);
    if (!header) continue;
    const start = Number(header[1]);
    const count = header[2] === undefined ? 1 : Number(header[2]);
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges;
}

export type CommentableRange = (path: string, start: number, end: number) => boolean;

/**
 * Paths are the new names (renames included) exactly as git records them, so
 * names with spaces or quotes match; deleted and binary files take no comment.
 */
export async function commentableLines(git: Git, diffSpec: string): Promise<CommentableRange> {
  const byPath = new Map<string, LineRange[]>();
  for (const file of await readFileDiffs(git, diffSpec)) {
    if (file.status === "deleted" || file.binary) continue;
    const ranges = hunkRanges(file.patch);
    if (ranges.length > 0) byPath.set(file.path, ranges);
  }
  return (path, start, end) => {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) return false;
    return (byPath.get(path) ?? []).some((range) => range.start <= start && end <= range.end);
  };
}
