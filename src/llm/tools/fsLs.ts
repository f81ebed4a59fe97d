/**
 * fs_ls: one directory's entries, folders marked with a trailing `/`.
 * Names only, so denylisted files are listed (reading them is refused);
 * `.git` is left out because nothing under it is readable.
 */
import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { optionalString } from "./args.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, type ToolDefinition } from "./types.js";

export const FS_LS_MAX_ENTRIES = 1000;

export function createFsLsTool(sandbox: WorkspaceSandbox): ToolDefinition {
  return {
    name: "fs_ls",
    description: `A directory's entries (default the root), sorted, folders ending in \`/\`; at most ${FS_LS_MAX_ENTRIES}.`,
    parameters: {
      type: "object",
      properties: { path: { type: "string" } },
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const userPath = optionalString("fs_ls", args, "path") ?? ".";
      const dir = await sandbox.resolve(userPath);
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOTDIR") {
          throw new ToolRefusal(`${sandbox.describe(userPath)} is a file; use fs_read or fs_cat to read it`);
        }
        throw sandbox.fileSystemRefusal(userPath, error);
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const lines: string[] = [];
      let listed = 0;
      for (const entry of entries) {
        const relPath = sandbox.relative(path.join(dir, entry.name));
        if (sandbox.isGitInternal(relPath)) continue;
        listed += 1;
        if (lines.length < FS_LS_MAX_ENTRIES) lines.push(entry.name + ((await isFolder(sandbox, entry, relPath)) ? "/" : ""));
      }
      if (listed === 0) return "[empty directory]";
      const more = listed > lines.length ? `\n[showing ${lines.length} of ${listed} entries; use fs_glob to narrow]` : "";
      return sandbox.redact(lines.join("\n") + more);
    },
  };
}

/** A symlink counts as a folder only when it leads to a directory the sandbox allows. */
async function isFolder(sandbox: WorkspaceSandbox, entry: Dirent, relPath: string): Promise<boolean> {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return (await stat(await sandbox.resolve(relPath))).isDirectory();
  } catch {
    return false;
  }
}
