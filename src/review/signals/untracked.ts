/**
 * Untracked files for the `worktree` diff spec. git diff never shows them,
 * yet a new, uncommitted `deploy.py` that calls subprocess is exactly what a
 * local review should see. Each one counts as a new file whose every line is
 * added, as `git add` then `git diff HEAD` would show it.
 */
import { GauntletError } from "../../engine/errors.js";
import { decodeText } from "../../llm/text/decode.js";
import { wholeLines } from "../../llm/text/lines.js";
import { readWorkspaceBytes, readWorkspaceLink } from "../../llm/tools/confinedRead.js";
import { gunzipSvgz, isSvgz, SVGZ_NOTE, SVGZ_TOO_LARGE } from "../codeReview/svgz.js";
import type { Git, GitCallOptions } from "../git/git.js";
import type { FileChange } from "./types.js";

/** Only the head of a large untracked file is read: enough to see what it is. */
export const UNTRACKED_READ_LIMIT = 1024 * 1024;
const PARALLEL_READS = 32;

export async function readUntrackedChanges(git: Git, options: GitCallOptions = {}): Promise<FileChange[]> {
  const top = await git.topLevel(options);
  const paths = await git.untrackedFiles(options);
  const changes: FileChange[] = [];
  for (let start = 0; start < paths.length; start += PARALLEL_READS) {
    options.signal?.throwIfAborted();
    const batch = paths.slice(start, start + PARALLEL_READS);
    changes.push(...(await Promise.all(batch.map((path) => readUntracked(top, path, options.signal)))));
  }
  return changes;
}

/**
 * Read through the confined reader: no symlink is followed, on the path or at
 * its end, and only a regular file is opened, so a FIFO or a link to a device
 * lists without content instead of hanging or flooding the review.
 */
async function readUntracked(top: string, path: string, signal: AbortSignal | undefined): Promise<FileChange> {
  const change: FileChange = { path, status: "added", binary: false, addedLines: [], untracked: true };
  const read = await readWorkspaceBytes(top, path, { maxBytes: UNTRACKED_READ_LIMIT, signal });
  if (read.kind === "skipped") {
    switch (read.reason) {
      case "symlink": {
        // A symlink's content, to git, is its target text; it is never followed.
        const link = await readWorkspaceLink(top, path);
        if (link.kind === "link") change.addedLines = linesOf(link.target);
        return change;
      }
      case "unreadable":
        // A file that is there but cannot be read fails the read, so signals widen rather than miss it.
        throw new GauntletError("UNTRACKED_UNREADABLE", "runtime", `untracked file ${JSON.stringify(path)} ${read.detail}`);
      default:
        // Deleted since git listed it, a FIFO, a socket, a folder reached through a symlink: listed without content.
        return change;
    }
  }
  // An .svgz is read as the SVG inside it, as a tracked one is; one that does not gunzip (or a bomb) is named unreadable, not binary.
  const svgz = isSvgz(path) ? gunzipSvgz(read, UNTRACKED_READ_LIMIT) : undefined;
  if (svgz && svgz.kind !== "svg") return { ...change, unreadable: true, encodingNote: svgz.kind === "corrupt" ? `.svgz: ${svgz.detail}` : SVGZ_TOO_LARGE };
  const body = svgz ? svgz.side : read;
  // Decoded as a tracked file is (BOMs, UTF-16/32, Windows-1252), a cut head up to its last whole line; what no decoder makes legible is binary.
  const decoded = decodeText(body.truncated ? wholeLines(body.bytes) : body.bytes);
  if (decoded.kind === "binary") change.binary = true;
  else {
    change.addedLines = linesOf(decoded.text);
    const note = [svgz && SVGZ_NOTE, decoded.note].filter(Boolean).join("; ");
    if (note) change.encodingNote = note;
  }
  return change;
}

/** The lines git would show as added, for file content or a link target. */
function linesOf(text: string): string[] {
  if (text === "") return [];
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}
