/**
 * Reading the files a walk of the checkout found, for the code map: the
 * confined reader's rules (llm/tools/confinedRead.ts), at a tenth of its CPU.
 *
 * The confined reader checks every folder on a path with realpath, because
 * its callers hold a path the pull request named. The walk (llm/tools/walk.ts)
 * already went down real folders only, from the real root, never through a
 * symlink; so here only the file itself is left to check, as the confined
 * reader does: opened with O_NOFOLLOW|O_NONBLOCK (a symlink is refused, a FIFO
 * never blocks), then the descriptor must be a regular file within the size
 * cap. Synchronous: 2,000 small files cost about 20 ms of CPU this way, and
 * 240 ms as 16,000 asynchronous calls (bench:scale's lane job reads them all).
 *
 * Not covered, as there: a folder swapped for a symlink between the walk and
 * the open, which only a process running beside the review could do.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import path from "node:path";
import { NON_BLOCKING_READ_FLAGS } from "../../llm/tools/workspaceFile.js";

/**
 * The bytes of a walked file (workspace-relative, under the real root), or
 * undefined for a file the rules refuse: a symlink, anything but a regular
 * file, over `maxBytes`, or unreadable.
 */
export function readWalkedFile(realRoot: string, relPath: string, maxBytes: number): Buffer | undefined {
  return readRegularFile(path.join(realRoot, relPath), maxBytes);
}

function readRegularFile(absolute: string, maxBytes: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(absolute, NON_BLOCKING_READ_FLAGS);
  } catch {
    return undefined; // ELOOP (a symlink), gone, or refused
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > maxBytes) return undefined;
    // One byte past the cap tells a file that grew since fstat from one that fits.
    const bytes = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let filled = 0;
    for (let n = 1; n > 0 && filled < bytes.length; filled += n) n = readSync(fd, bytes, filled, bytes.length - filled, filled);
    return filled > maxBytes ? undefined : bytes.subarray(0, filled);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
