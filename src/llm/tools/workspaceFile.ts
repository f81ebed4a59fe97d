/**
 * Opening a workspace file for reading, after the sandbox has approved its path.
 */
import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { bomOf, decodeHead, HEAD_SAMPLE_BYTES, type TextEncodingName } from "../text/decode.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal } from "./types.js";

/**
 * How every PR-controlled path is opened: never through a symlink in the last
 * component, never blocking (a FIFO's open would wait for a writer), and
 * never taking a terminal as the controlling one.
 */
export const NON_BLOCKING_READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

export interface OpenedFile {
  handle: FileHandle;
  /** Real absolute path. */
  realPath: string;
  /** Workspace-relative posix path of the real file. */
  relPath: string;
  size: number;
}

/**
 * Opens the file `userPath` names, or throws a ToolRefusal. The caller closes
 * the handle. O_NONBLOCK keeps a FIFO from hanging the open; fstat on the
 * opened descriptor then refuses anything that is not a regular file.
 */
export async function openWorkspaceFile(sandbox: WorkspaceSandbox, userPath: string): Promise<OpenedFile> {
  const realPath = await sandbox.resolve(userPath);
  return openResolvedFile(sandbox, realPath, userPath);
}

/** As openWorkspaceFile, for a path the sandbox already resolved (a directory walk's file). */
export async function openResolvedFile(sandbox: WorkspaceSandbox, realPath: string, userPath: string): Promise<OpenedFile> {
  let handle: FileHandle;
  try {
    handle = await open(realPath, NON_BLOCKING_READ_FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EISDIR") throw directoryRefusal(sandbox, userPath);
    throw sandbox.fileSystemRefusal(userPath, error);
  }
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) throw directoryRefusal(sandbox, userPath);
    if (!stats.isFile()) throw new ToolRefusal(`${sandbox.describe(userPath)} is not a regular file`);
    return { handle, realPath, relPath: sandbox.relative(realPath), size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function directoryRefusal(sandbox: WorkspaceSandbox, userPath: string): ToolRefusal {
  return new ToolRefusal(`${sandbox.describe(userPath)} is a directory; use fs_ls or fs_glob to list it`);
}

/** How an opened file's bytes decode: its encoding and the BOM to skip, or undefined when it is not text. */
export interface FileTextEncoding {
  encoding: TextEncodingName;
  /** Bytes of BOM at the start, which no line includes. */
  skip: number;
}

const encodings = new WeakMap<FileHandle, Promise<FileTextEncoding | undefined>>();

/**
 * How the file decodes, judged once per opened file from its head by the
 * decoder every reader shares (llm/text/decode.ts): a UTF-16 file is text,
 * compressed data without a NUL is not. Every tool that shows lines reads
 * through it, so fs_read, fs_grep and the evidence check agree.
 */
export function textEncodingOf(handle: FileHandle): Promise<FileTextEncoding | undefined> {
  let known = encodings.get(handle);
  if (!known) {
    known = (async () => {
      const head = Buffer.alloc(HEAD_SAMPLE_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEAD_SAMPLE_BYTES, 0);
      const bytes = head.subarray(0, bytesRead);
      const decoded = decodeHead(bytes);
      if (decoded.kind === "binary") return undefined;
      return { encoding: decoded.encoding, skip: bomOf(bytes)?.length ?? 0 };
    })();
    encodings.set(handle, known);
  }
  return known;
}

/** True when no decoder makes the file's head legible (a NUL-laden or noisy head). */
export async function isBinaryFile(handle: FileHandle): Promise<boolean> {
  return (await textEncodingOf(handle)) === undefined;
}

/** The text a tool returns for a binary file: its size, never its bytes. */
export function binaryNotice(relPath: string, size: number): string {
  return `[binary file ${relPath}, ${size} bytes; contents not shown]`;
}
