/**
 * Walking a workspace directory for fs_grep and fs_glob.
 *
 * - Symlinked directories are never followed: one pointing out would escape
 *   the root, one pointing in would visit files twice or loop.
 * - A symlinked file is yielded (under its own path) only when the sandbox
 *   accepts what it points to.
 * - `.git` is always skipped; `node_modules` is skipped unless asked for,
 *   because it dwarfs the code under review and is not part of the diff.
 * - Denylisted files are skipped unless asked for (listing names is harmless;
 *   searching their contents is not).
 * - The walk stops after `maxFiles` files and says so through `capped`.
 */
import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { WorkspaceSandbox } from "./sandbox.js";

export const DEFAULT_WALK_MAX_FILES = 50_000;

export interface WalkOptions {
  includeNodeModules?: boolean;
  includeDenied?: boolean;
  /** Defaults to DEFAULT_WALK_MAX_FILES. */
  maxFiles?: number;
  /** Checked before every directory read. */
  signal?: AbortSignal;
}

export interface WalkedFile {
  /** Real absolute path of the file (a symlink's target). */
  realPath: string;
  /** Workspace-relative posix path under which it was found. */
  relPath: string;
}

export class FileWalk implements AsyncIterable<WalkedFile> {
  /** True once the walk stopped at maxFiles with entries left unvisited. */
  capped = false;
  private readonly maxFiles: number;

  constructor(
    private readonly sandbox: WorkspaceSandbox,
    /** Real absolute path of a directory the sandbox resolved. */
    private readonly startDir: string,
    private readonly options: WalkOptions = {},
  ) {
    this.maxFiles = options.maxFiles ?? DEFAULT_WALK_MAX_FILES;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<WalkedFile> {
    let yielded = 0;
    // Depth-first with names sorted, so results come in a stable order.
    const pending: string[] = [this.startDir];
    while (pending.length > 0) {
      this.options.signal?.throwIfAborted();
      const dir = pending.pop() as string;
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        continue; // unreadable directory: nothing to show from it
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const subdirs: string[] = [];
      for (const entry of entries) {
        const realPath = path.join(dir, entry.name);
        const relPath = this.sandbox.relative(realPath);
        if (this.sandbox.isGitInternal(relPath)) continue;
        if (entry.isDirectory()) {
          if (entry.name === "node_modules" && !this.options.includeNodeModules) continue;
          subdirs.push(realPath);
          continue;
        }
        const file = entry.isFile() ? this.acceptFile(realPath, relPath) : entry.isSymbolicLink() ? await this.acceptLinkedFile(relPath) : undefined;
        if (!file) continue;
        if (yielded >= this.maxFiles) {
          this.capped = true;
          return;
        }
        yielded += 1;
        yield file;
      }
      for (let i = subdirs.length - 1; i >= 0; i -= 1) pending.push(subdirs[i] as string);
    }
  }

  private acceptFile(realPath: string, relPath: string): WalkedFile | undefined {
    if (!this.options.includeDenied && this.sandbox.deniedPattern(relPath) !== undefined) return undefined;
    return { realPath, relPath };
  }

  private async acceptLinkedFile(relPath: string): Promise<WalkedFile | undefined> {
    try {
      const target = await this.sandbox.resolve(relPath);
      if (!(await stat(target)).isFile()) return undefined;
      return { realPath: target, relPath };
    } catch {
      return undefined; // leads out, into .git, onto a denylisted file, or nowhere
    }
  }
}
