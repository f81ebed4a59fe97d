/**
 * fs_read: a window of a text file as numbered lines. Reads by chunks and
 * stops as soon as the window is full, so the head of a 50 MB file costs
 * about as much as the head of a small one.
 *
 * Two budgets: the text returned stays under FS_READ_RESULT_CHARS (or the
 * sandbox's maxFileBytes, if smaller), and
 * the bytes scanned stay under FS_READ_SCAN_BYTES. Every read starts at line 1
 * (redaction follows private-key blocks across lines), so without the second
 * a deep offset in 40 MB of short lines would cost one call tens of seconds.
 */
import type { FileHandle } from "node:fs/promises";
import { optionalPositiveInteger, requiredString } from "./args.js";
import { readShownLineBatches } from "./lines.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, type ToolDefinition } from "./types.js";
import { binaryNotice, isBinaryFile, openWorkspaceFile } from "./workspaceFile.js";

export const FS_READ_DEFAULT_LIMIT = 2000;
/**
 * One result's size cap: every tool result is resent with each later turn of
 * the conversation, so a whole file asked for costs its size on every turn.
 * 32 KiB is about 8k tokens, and a note gives the offset to read on from.
 */
export const FS_READ_RESULT_CHARS = 32 * 1024;
/**
 * Bytes of a file fs_read scans, from its start, to find a window. Fixed rather
 * than a multiple of maxFileBytes, so a small result cap does not also
 * shorten how far into a file the model can read.
 */
export const FS_READ_SCAN_BYTES = 8 * 1024 * 1024;
const SCAN_BUDGET_TEXT = `the first ${FS_READ_SCAN_BYTES} bytes (8 MiB)`;

export function createFsReadTool(sandbox: WorkspaceSandbox): ToolDefinition {
  return {
    name: "fs_read",
    // Every request of a node resends its tool definitions: the description says each fact once, and the
    // parameters need no descriptions of their own.
    description:
      `A text file's lines (paths from the repository root) as \`N: text\` from \`offset\` (default 1), at most \`limit\` ` +
      `(default ${FS_READ_DEFAULT_LIMIT}) lines or ${FS_READ_RESULT_CHARS} bytes; a note says where to read on. It reads only the first ${FS_READ_SCAN_BYTES / (1024 * 1024)} MiB of a file (fs_grep searches beyond).`,
    parameters: {
      type: "object",
      properties: {
        path: { type: "string" },
        offset: { type: "integer", minimum: 1 },
        limit: { type: "integer", minimum: 1 },
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
        const window = await readWindow(sandbox, file.handle, offset, limit, signal, file.relPath);
        if (window.rows.length === 0) {
          if (window.stoppedBy === "budget") return sandbox.redact(beyondBudget(window, offset, file.relPath, file.size));
          if (window.linesSeen === 0) return "[empty file]";
          throw new ToolRefusal(`offset ${offset} is past the end of ${sandbox.describe(userPath)}, which has ${window.linesSeen} lines`);
        }
        return sandbox.redact(render(window, offset, file.relPath, file.size));
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
  /**
   * Why the window ended before the end of the file, if it did: the line
   * limit, the result's size cap, or the scan's byte budget.
   */
  stoppedBy?: "limit" | "size" | "budget";
}

async function readWindow(sandbox: WorkspaceSandbox, handle: FileHandle, offset: number, limit: number, signal: AbortSignal, path: string): Promise<Window> {
  const window: Window = { rows: [], linesSeen: 0 };
  const maxChars = Math.min(sandbox.maxFileBytes, FS_READ_RESULT_CHARS);
  let chars = 0;
  let capped = false;
  const lines = readShownLineBatches(handle, sandbox.redact, {
    signal,
    path,
    maxBytes: FS_READ_SCAN_BYTES,
    // A line the budget cuts in two is not shown as if it were whole.
    wholeLinesOnly: true,
    onCapped: () => (capped = true),
  });
  for await (const batch of lines) {
    for (const text of batch) {
      window.linesSeen += 1;
      if (window.linesSeen < offset) continue;
      if (window.rows.length >= limit) {
        window.stoppedBy = "limit";
        return window;
      }
      const row = `${window.linesSeen}: ${text}`;
      // Always show at least one line, whatever the cap.
      if (window.rows.length > 0 && chars + row.length + 1 > maxChars) {
        window.stoppedBy = "size";
        return window;
      }
      window.rows.push(row);
      chars += row.length + 1;
    }
  }
  if (capped) window.stoppedBy = "budget";
  return window;
}

function render(window: Window, offset: number, relPath: string, size: number): string {
  const last = offset + window.rows.length - 1;
  const body = window.rows.join("\n");
  if (window.stoppedBy === undefined) return body;
  if (window.stoppedBy === "budget") {
    return (
      `${body}\n[stopped at the byte budget: fs_read reads only ${SCAN_BUDGET_TEXT} of a file, and ${relPath} is ${size} bytes. ` +
      `Showed lines ${offset}-${last}; the rest of the file lies past the budget, so fs_read cannot show it. Use fs_grep on this file to find text further in.]`
    );
  }
  const why = window.stoppedBy === "limit" ? "the file continues" : "the result reached its size cap";
  return `${body}\n[truncated: showed lines ${offset}-${last}; ${why}. Call fs_read with offset=${last + 1} to read on.]`;
}

/** The answer when `offset` lies past the lines the byte budget reaches. */
function beyondBudget(window: Window, offset: number, relPath: string, size: number): string {
  const reached = window.linesSeen === 0 ? "no whole line" : `lines 1-${window.linesSeen}`;
  const earlier = window.linesSeen === 0 ? "" : `, or call fs_read with an offset up to ${window.linesSeen}`;
  return (
    `[stopped at the byte budget: fs_read reads only ${SCAN_BUDGET_TEXT} of a file, and ${relPath} is ${size} bytes. ` +
    `Those bytes hold ${reached}, so offset ${offset} lies past what fs_read can show. Use fs_grep on this file to find text further in${earlier}.]`
  );
}
