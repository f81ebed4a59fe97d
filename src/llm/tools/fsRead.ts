/**
 * fs_read: a window of a text file as numbered lines. Reads by chunks and
 * stops as soon as the window is full, so the head of a 50 MB file costs
 * about as much as the head of a small one.
 */
import type { FileHandle } from "node:fs/promises";
import { optionalPositiveInteger, requiredString } from "./args.js";
import { readShownLineBatches } from "./lines.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, type ToolDefinition } from "./types.js";
import { binaryNotice, isBinaryFile, openWorkspaceFile } from "./workspaceFile.js";

export const FS_READ_DEFAULT_LIMIT = 2000;

export function createFsReadTool(sandbox: WorkspaceSandbox): ToolDefinition {
  return {
    name: "fs_read",
    description:
      "Read a text file in the workspace as numbered lines (`N: text`, N 1-based). " +
      `Returns ${FS_READ_DEFAULT_LIMIT} lines from \`offset\` unless \`limit\` says otherwise; ` +
      "lines longer than 2000 characters are cut. When more lines follow, the result ends with a note giving the offset to read on from.",
    parameters: {
      type: "object",
      properties: {
        path: { type: "string", description: "File path relative to the workspace root." },
        offset: { type: "integer", minimum: 1, description: "First line to return (1-based). Default 1." },
        limit: { type: "integer", minimum: 1, description: `Most lines to return. Default ${FS_READ_DEFAULT_LIMIT}.` },
      },
      required: ["path"],
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const userPath = requiredString("fs_read", args, "path");
      const offset = optionalPositiveInteger("fs_read", args, "offset") ?? 1;
      const limit = optionalPositiveInteger("fs_read", args, "limit") ?? FS_READ_DEFAULT_LIMIT;
      const file = await openWorkspaceFile(sandbox, userPath);
      try {
        if (await isBinaryFile(file.handle)) return sandbox.redact(binaryNotice(file.relPath, file.size));
        const window = await readWindow(sandbox, file.handle, offset, limit, signal);
        if (window.rows.length === 0) {
          if (window.linesSeen === 0) return "[empty file]";
          throw new ToolRefusal(
            `offset ${offset} is past the end of ${sandbox.describe(userPath)}, which has ${window.linesSeen} lines`,
          );
        }
        return sandbox.redact(render(window, offset));
      } finally {
        await file.handle.close();
      }
    },
  };
}

interface Window {
  rows: string[];
  /** Lines read from the start of the file, including the window. */
  linesSeen: number;
  /** Why the window ended before the end of the file, if it did. */
  stoppedBy?: "limit" | "size";
}

async function readWindow(
  sandbox: WorkspaceSandbox,
  handle: FileHandle,
  offset: number,
  limit: number,
  signal: AbortSignal,
): Promise<Window> {
  const window: Window = { rows: [], linesSeen: 0 };
  let chars = 0;
  for await (const batch of readShownLineBatches(handle, sandbox.redact, { signal })) {
    for (const text of batch) {
      window.linesSeen += 1;
      if (window.linesSeen < offset) continue;
      if (window.rows.length >= limit) {
        window.stoppedBy = "limit";
        return window;
      }
      const row = `${window.linesSeen}: ${text}`;
      // Always show at least one line, whatever the cap.
      if (window.rows.length > 0 && chars + row.length + 1 > sandbox.maxFileBytes) {
        window.stoppedBy = "size";
        return window;
      }
      window.rows.push(row);
      chars += row.length + 1;
    }
  }
  return window;
}

function render(window: Window, offset: number): string {
  const last = offset + window.rows.length - 1;
  const body = window.rows.join("\n");
  if (window.stoppedBy === undefined) return body;
  const why = window.stoppedBy === "limit" ? "the file continues" : "the result reached its size cap";
  return `${body}\n[truncated: showed lines ${offset}-${last}; ${why}. Call fs_read with offset=${last + 1} to read on.]`;
}
