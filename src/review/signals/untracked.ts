/**
 * Untracked files for the `worktree` diff spec. git diff never shows them,
 * yet a new, uncommitted `deploy.py` that calls subprocess is exactly what a
 * local review should see. Each one counts as a new file whose every line is
 * added, as `git add` then `git diff HEAD` would show it.
 */
import { lstat, open, readlink } from "node:fs/promises";
import { join } from "node:path";
import type { Git, GitCallOptions } from "../git.js";
import type { FileChange } from "./types.js";

/** Only the head of a large untracked file is read: enough to see what it is. */
export const UNTRACKED_READ_LIMIT = 1024 * 1024;
// git's own binary test: a NUL byte in the first 8000 bytes.
const BINARY_SNIFF = 8000;
const PARALLEL_READS = 32;

export async function readUntrackedChanges(git: Git, options: GitCallOptions = {}): Promise<FileChange[]> {
  const top = await git.topLevel(options);
  const paths = await git.untrackedFiles(options);
  const changes: FileChange[] = [];
  for (let start = 0; start < paths.length; start += PARALLEL_READS) {
    options.signal?.throwIfAborted();
    const batch = paths.slice(start, start + PARALLEL_READS);
    changes.push(...(await Promise.all(batch.map((path) => readUntracked(top, path)))));
  }
  return changes;
}

async function readUntracked(top: string, path: string): Promise<FileChange> {
  const change: FileChange = { path, status: "added", binary: false, addedLines: [], untracked: true };
  const absolute = join(top, path);
  const stats = await lstat(absolute).catch((error: NodeJS.ErrnoException) => {
    // Deleted since git listed it: still a change, with nothing left to read.
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!stats) return change;
  // A symlink's content, to git, is its target; it is never followed.
  if (stats.isSymbolicLink()) change.addedLines = [await readlink(absolute)];
  // Anything but a regular file (a FIFO, a socket) is listed without content rather than read.
  if (!stats.isFile()) return change;

  const handle = await open(absolute, "r");
  try {
    const buffer = Buffer.alloc(Math.min(stats.size, UNTRACKED_READ_LIMIT));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, BINARY_SNIFF).includes(0)) {
      change.binary = true;
      return change;
    }
    const text = head.toString("utf8");
    if (text !== "") change.addedLines = (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
    return change;
  } finally {
    await handle.close();
  }
}
