/**
 * Confinement for the read-only repository tools. Every path a model names is
 * checked twice: as written (so `../x` and `.env` are refused before the file
 * system is even asked) and after fs.realpath (so a symlink cannot lead out of
 * the workspace, into `.git`, or onto a denylisted file under an innocent name).
 *
 * The workspace under review is static while tools run, so resolving the real
 * path and then opening it is not a race an attacker controls; openers still
 * use O_NOFOLLOW on the resolved path as a second line.
 *
 * Not covered: a hard link inside the workspace to a file outside it looks
 * like any other file. A git checkout cannot create one, so only the
 * workflow's own steps could.
 */
import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { redactSecrets, type Redactor } from "../redact.js";
import { createWithheldMatcher, type WithheldBy, type WithheldMatcher } from "./secretFiles.js";
import { ToolRefusal } from "./types.js";

/** Largest whole file fs_cat returns, and the most text any one tool result carries. */
export const DEFAULT_MAX_FILE_BYTES = 256 * 1024;

/** Pseudo file systems refused by name, even if a workspace were rooted above them. */
const SYSTEM_ROOTS = ["/proc", "/dev", "/sys"];

export interface WorkspaceSandboxOptions {
  /** Workspace root. Must exist; its real path is the boundary. */
  root: string;
  /**
   * The base configuration's globs for more files to withhold, on top of the
   * default secret files (secretFiles.ts), which always apply. A pattern
   * without `/` matches a file name at any depth; one with `/` matches the
   * workspace-relative path.
   */
  denylist?: readonly string[];
  /** Defaults to DEFAULT_MAX_FILE_BYTES. */
  maxFileBytes?: number;
  /** Applied to every tool output. Defaults to redactSecrets (token shapes only). */
  redact?: Redactor;
}

/** The path names nothing. Other tools may treat that as "no matches" rather than an error. */
export class MissingPathRefusal extends ToolRefusal {}

function isInside(root: string, candidate: string): boolean {
  if (candidate === root) return true;
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return candidate.startsWith(prefix);
}

function isSystemPath(absolute: string): boolean {
  return SYSTEM_ROOTS.some((system) => isInside(system, absolute));
}

/** Case-blind, because a case-insensitive file system opens `.GIT/config` as `.git/config`. */
function isDotGit(segment: string): boolean {
  return segment.toLowerCase() === ".git";
}

function toPosix(relative: string): string {
  return relative.split(path.sep).join("/");
}

/**
 * A worktree or submodule has a `.git` *file* (`gitdir: <path>`). When that
 * git directory sits inside the workspace under another name, it is as
 * private as `.git/` itself.
 */
function linkedGitDir(realRoot: string): string | undefined {
  const dotGit = path.join(realRoot, ".git");
  try {
    if (!lstatSync(dotGit).isFile()) return undefined;
    const match = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(readFileSync(dotGit, "utf8").slice(0, 4096));
    if (!match?.[1]) return undefined;
    const real = realpathSync(path.resolve(realRoot, match[1]));
    return real !== realRoot && isInside(realRoot, real) ? toPosix(path.relative(realRoot, real)) : undefined;
  } catch {
    return undefined;
  }
}

export class WorkspaceSandbox {
  /** Real absolute path of the workspace root. */
  readonly root: string;
  readonly maxFileBytes: number;
  readonly redact: Redactor;
  /** The root as configured, so absolute paths spelled through it are accepted. */
  private readonly configuredRoot: string;
  private readonly withheldBy: WithheldMatcher;
  private readonly gitDir: string | undefined;

  constructor(options: WorkspaceSandboxOptions) {
    this.configuredRoot = path.resolve(options.root);
    try {
      this.root = realpathSync(this.configuredRoot);
    } catch (error) {
      throw new Error(`workspace root ${this.configuredRoot} cannot be resolved: ${(error as Error).message}`, { cause: error });
    }
    const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    if (!Number.isInteger(maxFileBytes) || maxFileBytes <= 0) {
      throw new RangeError(`maxFileBytes must be a positive integer, got ${String(options.maxFileBytes)}`);
    }
    this.maxFileBytes = maxFileBytes;
    this.redact = options.redact ?? ((text: string) => redactSecrets(text));
    this.withheldBy = createWithheldMatcher(options.denylist ?? []);
    this.gitDir = linkedGitDir(this.root);
  }

  /**
   * The real absolute path of `userPath` (relative to the root, or absolute
   * inside it), or a ToolRefusal saying why not. Never reads file contents.
   */
  async resolve(userPath: string): Promise<string> {
    const requested = this.lexicalPath(userPath);
    let real: string;
    try {
      real = await realpath(requested);
    } catch (error) {
      throw this.fileSystemRefusal(userPath, error);
    }
    this.checkAllowed(userPath, real);
    return real;
  }

  /** Workspace-relative posix path of a real path inside the root ("." for the root). */
  relative(realPath: string): string {
    return toPosix(path.relative(this.root, realPath)) || ".";
  }

  /** True for `.git` and everything under it, at any depth, and for a linked git dir. */
  isGitInternal(relPath: string): boolean {
    if (relPath.split("/").some(isDotGit)) return true;
    const gitDir = this.gitDir;
    return gitDir !== undefined && (relPath === gitDir || relPath.startsWith(`${gitDir}/`));
  }

  /** Why a workspace-relative path is withheld (the pattern, and whose rule), if it is. */
  withheld(relPath: string): WithheldBy | undefined {
    return this.withheldBy(relPath);
  }

  /** The withholding pattern a workspace-relative path matches, if any. */
  deniedPattern(relPath: string): string | undefined {
    return this.withheldBy(relPath)?.pattern;
  }

  /** A path as quoted in messages: redacted and bounded, since it came from the model. */
  describe(userPath: string): string {
    const bounded = userPath.length > 200 ? `${userPath.slice(0, 200)}…` : userPath;
    return JSON.stringify(this.redact(bounded));
  }

  /** Converts an fs error into a refusal that names only the path and the error code. */
  fileSystemRefusal(userPath: string, error: unknown): ToolRefusal {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === "ENOENT" || code === "ENOTDIR") return new MissingPathRefusal(`${this.describe(userPath)} does not exist`);
    if (code === "ELOOP") return new ToolRefusal(`${this.describe(userPath)} is a symlink loop`);
    return new ToolRefusal(`cannot access ${this.describe(userPath)} (${code ?? "unknown error"})`);
  }

  /** Checks the path as written; returns it made absolute. */
  private lexicalPath(userPath: unknown): string {
    if (typeof userPath !== "string") throw new ToolRefusal("path must be a string");
    if (userPath.includes("\0")) throw new ToolRefusal("path must not contain NUL bytes");
    const shown = this.describe(userPath);
    let absolute: string;
    if (path.isAbsolute(userPath)) {
      const spelled = path.resolve(userPath);
      // Accept the root as configured (often a symlinked temp dir) as well as its real path.
      absolute = isInside(this.configuredRoot, spelled) ? path.join(this.root, path.relative(this.configuredRoot, spelled)) : spelled;
    } else {
      absolute = path.resolve(this.root, userPath || ".");
    }
    if (this.isForbiddenSystemPath(absolute)) throw new ToolRefusal(`${shown} is a system path; only workspace files are readable`);
    if (!isInside(this.root, absolute)) {
      throw new ToolRefusal(`${shown} is outside the workspace; use a path relative to the workspace root`);
    }
    this.checkName(shown, toPosix(path.relative(this.root, absolute)));
    // `a/.git/../b` normalises away its `.git`, but the intent was git internals.
    if (userPath.split(/[\\/]/).some(isDotGit)) throw this.gitRefusal(shown);
    return absolute;
  }

  private checkAllowed(userPath: string, real: string): void {
    const shown = this.describe(userPath);
    if (this.isForbiddenSystemPath(real)) throw new ToolRefusal(`${shown} leads to a system path; only workspace files are readable`);
    if (!isInside(this.root, real)) {
      throw new ToolRefusal(`${shown} resolves outside the workspace (a symlink leading out); it is not readable`);
    }
    this.checkName(shown, toPosix(path.relative(this.root, real)));
  }

  /** A workspace may itself live on one (/dev/shm): then only containment decides. */
  private isForbiddenSystemPath(absolute: string): boolean {
    return isSystemPath(absolute) && !isSystemPath(this.root);
  }

  private checkName(shown: string, relPath: string): void {
    if (relPath === "" || relPath === ".") return;
    if (this.isGitInternal(relPath)) throw this.gitRefusal(shown);
    const pattern = this.deniedPattern(relPath);
    if (pattern !== undefined) {
      throw new ToolRefusal(`${shown} is a sensitive file (denylist pattern ${JSON.stringify(pattern)}); it is withheld from review and not readable`);
    }
  }

  private gitRefusal(shown: string): ToolRefusal {
    return new ToolRefusal(`${shown} is inside .git; git internals are not readable (use the diff you were given)`);
  }
}
