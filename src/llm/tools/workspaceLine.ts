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
export async function readWorkspaceLine(
  sandbox: WorkspaceSandbox,
  relPath: string,
  lineNo: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
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
    for await (const batch of readShownLineBatches(file.handle, sandbox.redact, { signal })) {
      if (seen + batch.length >= lineNo) return batch[lineNo - seen - 1];
      seen += batch.length;
    }
    return undefined;
  } finally {
    await file.handle.close();
  }
}
