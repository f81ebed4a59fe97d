/**
 * Reading a path the pull request controls, outside the sandboxed tools: the
 * line counts behind annotations, untracked files in a local review, and any
 * other reader of a changed path. The PR decides what sits at that path, so
 * the path is hostile: a symlink to `/proc/self/fd/1` or a device, a FIFO
 * (whose open blocks until a writer comes), a symlinked folder leading out.
 *
 * The rules, in order, each before anything is opened:
 * - the relative path is not absolute and has no `..` segment or NUL byte;
 * - no folder on the path is a symlink: the real path of the parent must be
 *   the lexical parent under the real root;
 * - the path itself is a regular file (lstat, so a symlink is never followed).
 * Then it is opened with O_NOFOLLOW|O_NONBLOCK, and fstat of the descriptor
 * must show the same regular file lstat saw. Reads stop at a byte cap.
 *
 * Nothing here throws for what sits at the path: every outcome is a value.
 * Only an aborted signal rejects (with its reason).
 *
 * Not covered: a folder swapped for a symlink between the check and the open.
 * Only a process running beside the reader could do that, never the PR's
 * content; the open still refuses anything but the regular file checked.
 */
import type { Stats } from "node:fs";
import { lstat, open, readlink, realpath, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { countTextLines } from "../text/lines.js";
import { NON_BLOCKING_READ_FLAGS } from "./workspaceFile.js";

export type ConfinedSkipReason =
  /** The path itself is a symlink; it is never followed. */
  | "symlink"
  /** A folder on the path is a symlink. */
  | "symlinked-directory"
  /** A FIFO, socket, device or directory. */
  | "not-a-regular-file"
  /** Absolute, with `..` or NUL, or naming the root itself. */
  | "outside-workspace"
  | "missing"
  /** The file system refused (permissions, I/O): a fault, not a verdict on the path. */
  | "unreadable";

/** Why a path was not read. `detail` never quotes the path: callers know it, and it is PR text. */
export interface ConfinedSkip {
  kind: "skipped";
  reason: ConfinedSkipReason;
  detail: string;
}

export type ConfinedRead = { kind: "file"; bytes: Buffer; size: number; truncated: boolean } | ConfinedSkip;

/** `count` has the meaning of `wc -l` plus one for a last line without a newline. */
export type ConfinedLineCount = { kind: "lines"; count: number; truncated: boolean } | ConfinedSkip;

export type ConfinedLink = { kind: "link"; target: string } | ConfinedSkip;

export interface ConfinedReadOptions {
  /** Read at most this many bytes from the start of the file. */
  maxBytes: number;
  /** Checked between chunks. */
  signal?: AbortSignal;
}

/** An opened regular file; the caller closes `handle`. */
export type ConfinedOpen = { kind: "open"; handle: FileHandle; size: number } | ConfinedSkip;

const CHUNK_BYTES = 64 * 1024;

const skip = (reason: ConfinedSkipReason, detail: string): ConfinedSkip => ({ kind: "skipped", reason, detail });

/** The first bytes of `root`/`relPath`, up to `maxBytes`, if it is a regular file reached without a symlink. */
export async function readWorkspaceBytes(root: string, relPath: string, options: ConfinedReadOptions): Promise<ConfinedRead> {
  const maxBytes = checkedCap(options.maxBytes);
  const opened = await openWorkspacePath(root, relPath);
  if (opened.kind === "skipped") return opened;
  try {
    const bytes = Buffer.allocUnsafe(Math.min(opened.size, maxBytes));
    let filled = 0;
    while (filled < bytes.length) {
      options.signal?.throwIfAborted();
      const { bytesRead } = await opened.handle.read(bytes, filled, Math.min(CHUNK_BYTES, bytes.length - filled), filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    const truncated = await hasByteAt(opened.handle, maxBytes, filled);
    return { kind: "file", bytes: bytes.subarray(0, filled), size: opened.size, truncated };
  } catch (error) {
    return readFault(error, options.signal);
  } finally {
    await opened.handle.close();
  }
}

/**
 * The lines of `root`/`relPath` within its first `maxBytes` bytes, counted in
 * the file's own encoding as the decoder reads it (text/lines.ts): a UTF-16
 * file counts as many lines as its editor shows. A file longer than the cap
 * counts the lines that start inside it (`truncated` is true).
 */
export async function countWorkspaceLines(root: string, relPath: string, options: ConfinedReadOptions): Promise<ConfinedLineCount> {
  const read = await readWorkspaceBytes(root, relPath, options);
  if (read.kind === "skipped") return read;
  return { kind: "lines", count: countTextLines(read.bytes), truncated: read.truncated };
}

/** The target text of the symlink at `root`/`relPath`, read without following it or any folder on the way. */
export async function readWorkspaceLink(root: string, relPath: string): Promise<ConfinedLink> {
  const located = await locate(root, relPath);
  if (located.kind === "skipped") return located;
  try {
    return { kind: "link", target: await readlink(located.absolute) };
  } catch (error) {
    const code = errorCode(error);
    if (code === "EINVAL") return skip("not-a-regular-file", "not a symlink");
    return fileSystemSkip(code);
  }
}

/**
 * Opens `root`/`relPath` for reading under the rules above. The building
 * block of the readers here, for any other reader of a PR-controlled path.
 */
export async function openWorkspacePath(root: string, relPath: string): Promise<ConfinedOpen> {
  const located = await locate(root, relPath);
  if (located.kind === "skipped") return located;
  let seen: Stats;
  try {
    seen = await lstat(located.absolute);
  } catch (error) {
    return fileSystemSkip(errorCode(error));
  }
  if (seen.isSymbolicLink()) return skip("symlink", "a symlink; symlinks are not followed");
  if (!seen.isFile()) return skip("not-a-regular-file", describeKind(seen));

  let handle: FileHandle;
  try {
    handle = await open(located.absolute, NON_BLOCKING_READ_FLAGS);
  } catch (error) {
    const code = errorCode(error);
    if (code === "ELOOP") return skip("symlink", "became a symlink before it was opened");
    return fileSystemSkip(code);
  }
  const size = await openedSize(handle, seen);
  if (typeof size === "number") return { kind: "open", handle, size };
  await handle.close();
  return size;
}

/** The size of the opened file, if the descriptor holds the very regular file lstat saw. */
async function openedSize(handle: FileHandle, seen: Stats): Promise<number | ConfinedSkip> {
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) return skip("not-a-regular-file", describeKind(opened));
    if (opened.dev !== seen.dev || opened.ino !== seen.ino) return skip("unreadable", "replaced while it was being opened");
    return opened.size;
  } catch (error) {
    return fileSystemSkip(errorCode(error));
  }
}

type Located = { kind: "located"; absolute: string } | ConfinedSkip;

/** The absolute path under the real root, once the path and every folder on it pass the rules. */
async function locate(root: string, relPath: string): Promise<Located> {
  const refused = lexicalRefusal(relPath);
  if (refused) return skip("outside-workspace", refused);
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch (error) {
    return skip("unreadable", `the workspace root cannot be resolved (${errorCode(error) ?? "unknown error"})`);
  }
  const absolute = path.join(realRoot, relPath);
  if (path.relative(realRoot, absolute) === "") return skip("outside-workspace", "names the workspace root, not a file");
  const parent = path.dirname(absolute);
  let realParent: string;
  try {
    realParent = await realpath(parent);
  } catch (error) {
    const code = errorCode(error);
    if (code === "ELOOP") return skip("symlinked-directory", "a folder on the path is a symlink loop");
    return fileSystemSkip(code);
  }
  if (realParent !== parent) return skip("symlinked-directory", "a folder on the path is a symlink; symlinks are not followed");
  return { kind: "located", absolute };
}

function lexicalRefusal(relPath: string): string | undefined {
  if (typeof relPath !== "string" || relPath === "") return "not a relative path";
  if (relPath.includes("\0")) return "contains a NUL byte";
  if (path.isAbsolute(relPath)) return "an absolute path";
  if (relPath.split("/").includes("..")) return "has a `..` segment";
  return undefined;
}

function describeKind(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isDirectory()) return "a directory";
  return "not a regular file";
}

function fileSystemSkip(code: string | undefined): ConfinedSkip {
  if (code === "ENOENT" || code === "ENOTDIR") return skip("missing", `does not exist (${code})`);
  return skip("unreadable", `cannot be read (${code ?? "unknown error"})`);
}

/** A read that failed: an abort stays an abort, anything else is a file-system fault. */
function readFault(error: unknown, signal: AbortSignal | undefined): ConfinedSkip {
  if (signal?.aborted) throw signal.reason;
  return fileSystemSkip(errorCode(error));
}

/** True when the file holds a byte at `cap`: only asked once the read stopped at the cap. */
async function hasByteAt(handle: FileHandle, cap: number, position: number): Promise<boolean> {
  if (position < cap) return false;
  const { bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, cap);
  return bytesRead > 0;
}

function checkedCap(maxBytes: number): number {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new RangeError(`maxBytes must be a non-negative integer, got ${String(maxBytes)}`);
  return maxBytes;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
