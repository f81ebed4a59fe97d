/**
 * One line of a workspace file, exactly as fs_read and fs_grep show it
 * (redacted and cut, without the `N: ` prefix). The finding verifier's gate
 * checks quoted evidence against this, so a quote the model copied from a
 * tool result matches, and a quote it invented does not.
 */
import { readShownLineBatches } from "./lines.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { isBinaryFile, openWorkspaceFile, type OpenedFile } from "./workspaceFile.js";

/**
 * The shown text of line `lineNo` (1-based) of `relPath`, or undefined when
 * the path is refused, missing, not a regular file, binary, or shorter.
 */
export async function readWorkspaceLine(sandbox: WorkspaceSandbox, relPath: string, lineNo: number, signal?: AbortSignal): Promise<string | undefined> {
  if (!Number.isInteger(lineNo) || lineNo < 1) return undefined;
  let file: OpenedFile;
  try {
    file = await openWorkspaceFile(sandbox, relPath);
  } catch {
    return undefined;
  }
  try {
    if (await isBinaryFile(file.handle)) return undefined;
    let seen = 0;
    for await (const batch of readShownLineBatches(file.handle, sandbox.redact, { signal, path: relPath })) {
      if (seen + batch.length >= lineNo) return batch[lineNo - seen - 1];
      seen += batch.length;
    }
    return undefined;
  } finally {
    await file.handle.close();
  }
}

/**
 * Lines `from`..`to` (1-based, inclusive) in one pass, as shown; fewer when
 * the file is shorter, none when it can't be read.
 */
export async function readWorkspaceLines(sandbox: WorkspaceSandbox, relPath: string, from: number, to: number, signal?: AbortSignal): Promise<string[]> {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) return [];
  let file: OpenedFile;
  try {
    file = await openWorkspaceFile(sandbox, relPath);
  } catch {
    return [];
  }
  try {
    if (await isBinaryFile(file.handle)) return [];
    const lines: string[] = [];
    let seen = 0;
    for await (const batch of readShownLineBatches(file.handle, sandbox.redact, { signal, path: relPath })) {
      for (const line of batch) {
        seen++;
        if (seen >= from) lines.push(line);
        if (seen >= to) return lines;
      }
    }
    return lines;
  } finally {
    await file.handle.close();
  }
}
