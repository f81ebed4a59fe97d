/**
 * A small git client: the read commands the review needs. Every call goes
 * through gitProcess.ts (no shell, no credential on the command line). Diff
 * specs are validated (diffSpec.ts) and passed after `--end-of-options` and
 * before `--`, so they can only ever be read as revisions.
 *
 * `worktree` in the diff methods means tracked changes, staged and unstaged
 * (`git diff HEAD`). Untracked files are not part of any git diff; list them
 * with `untrackedFiles()`.
 */
import { assertRevision, parseDiffSpec, revisionArgs, type DiffSpec } from "./diffSpec.js";
import { exitsCleanly, GitError } from "./gitError.js";
import { parseNameStatusZ, parseNumstatZ, splitZ, type NameStatusEntry, type NumstatEntry } from "./gitOutput.js";
import { runGit, streamGit, type GitCallOptions, type GitProcessSettings } from "./gitProcess.js";

export { GitError } from "./gitError.js";
export type { GitCallOptions } from "./gitProcess.js";

export interface GitOptions {
  /** Environment for git, merged over process.env. */
  env?: NodeJS.ProcessEnv;
  /** Cap on the output of one buffered call, in bytes. Streaming calls have none. */
  maxBuffer?: number;
}

/** A diff spec as text (validated on use) or already parsed. */
export type DiffSpecInput = string | DiffSpec;

const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;

// Override user configuration that would change what the parsers read:
// external diff drivers and textconv filters (which run programs), colour,
// custom or missing a/ b/ prefixes, diff.relative, and submodule expansion.
const DIFF_ARGS = [
  "--no-color",
  "--no-ext-diff",
  "--no-textconv",
  "--find-renames",
  "--no-relative",
  "--submodule=short",
  "--src-prefix=a/",
  "--dst-prefix=b/",
];

export class Git {
  private readonly settings: GitProcessSettings;
  private repositoryCheck?: Promise<void>;

  constructor(
    readonly cwd: string,
    options: GitOptions = {},
  ) {
    // No prompts for credentials, and no optional index writes (lock files)
    // from read-only commands running beside the caller's own git use.
    const env = { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", ...options.env };
    this.settings = { cwd, env, maxBuffer: options.maxBuffer ?? DEFAULT_MAX_BUFFER };
  }

  /** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
  run(args: readonly string[], options: GitCallOptions = {}): Promise<string> {
    return runGit(this.settings, args, options);
  }

  /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
  stream(args: readonly string[], sink: (text: string) => void, options: GitCallOptions = {}): Promise<void> {
    return streamGit(this.settings, args, sink, options);
  }

  /** The full SHA of the commit `ref` names. */
  async revParse(ref: string, options?: GitCallOptions): Promise<string> {
    const output = await this.run(["rev-parse", "--verify", "--end-of-options", `${assertRevision(ref)}^{commit}`], options);
    return output.trim();
  }

  /** The full SHA of the best common ancestor of `a` and `b`. */
  async mergeBase(a: string, b: string, options?: GitCallOptions): Promise<string> {
    const output = await this.run(["merge-base", "--end-of-options", assertRevision(a), assertRevision(b)], options);
    return output.trim();
  }

  /**
   * Whether `ancestor` is reachable from `descendant` (`merge-base
   * --is-ancestor`): git answers with exit 0 or 1; anything else is a failure.
   */
  async isAncestor(ancestor: string, descendant: string, options?: GitCallOptions): Promise<boolean> {
    const args = ["merge-base", "--is-ancestor", "--end-of-options", assertRevision(ancestor), assertRevision(descendant)];
    return exitsCleanly(this.run(args, options));
  }

  /** Whether `revision` names a commit present in the local object store (a shallow or partial fetch may lack it). */
  async hasCommit(revision: string, options?: GitCallOptions): Promise<boolean> {
    const args = ["cat-file", "-e", "--end-of-options", `${assertRevision(revision)}^{commit}`];
    // Outside a repository cat-file fails the same way as for a missing commit; say so instead.
    await this.requireRepository(options);
    return exitsCleanly(this.run(args, options), [1, 128]);
  }

  /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
  async isShallow(options?: GitCallOptions): Promise<boolean> {
    return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
  }

  /** The absolute path of the working tree's top directory. */
  async topLevel(options?: GitCallOptions): Promise<string> {
    return (await this.run(["rev-parse", "--show-toplevel"], options)).trim();
  }

  async diffNameStatus(spec: DiffSpecInput, options?: GitCallOptions): Promise<NameStatusEntry[]> {
    const args = diffArgs(spec, ["--name-status", "-z"]);
    await this.requireRepository(options);
    return parseNameStatusZ(await this.run(args, options));
  }

  async diffNumstat(spec: DiffSpecInput, options?: GitCallOptions): Promise<NumstatEntry[]> {
    const args = diffArgs(spec, ["--numstat", "-z"]);
    await this.requireRepository(options);
    return parseNumstatZ(await this.run(args, options));
  }

  /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
  async diffPatch(spec: DiffSpecInput, paths: readonly string[] = [], options?: GitCallOptions): Promise<string> {
    const args = diffArgs(spec, ["--patch"], paths);
    await this.requireRepository(options);
    return this.run(args, options);
  }

  /**
   * The patch of `paths` with every file treated as text (`--text`), read up
   * to `maxBytes`: how a file git calls binary (by content, or by an in-tree
   * `-diff`/`binary` attribute the pull request may have added) is shown
   * when its content is text after all. `truncated` when git had more.
   */
  async diffPatchAsText(
    spec: DiffSpecInput,
    paths: readonly string[],
    maxBytes: number,
    options?: GitCallOptions,
  ): Promise<{ text: string; truncated: boolean }> {
    const args = diffArgs(spec, ["--patch", "--text"], paths);
    await this.requireRepository(options);
    return this.readCapped(args, maxBytes, options);
  }

  /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
  async baseRevision(spec: DiffSpecInput, options?: GitCallOptions): Promise<string> {
    const parsed = typeof spec === "string" ? parseDiffSpec(spec) : spec;
    switch (parsed.kind) {
      case "worktree":
        return this.revParse("HEAD", options);
      case "ref":
        return this.revParse(parsed.ref, options);
      case "range":
        return parsed.mergeBase ? this.mergeBase(parsed.base, parsed.head, options) : this.revParse(parsed.base, options);
    }
  }

  /**
   * Lines matching an extended regular expression (POSIX, case-sensitive) in
   * `paths` as they are at `revision`: `{path, line, text}` per match. The
   * tree is read from the object store, never from the working tree.
   */
  async grepAtRevision(
    revision: string,
    pattern: string,
    paths: readonly string[],
    options?: GitCallOptions,
  ): Promise<Array<{ path: string; line: number; text: string }>> {
    const rev = assertRevision(revision);
    const found: Array<{ path: string; line: number; text: string }> = [];
    // Bounded argument lists (a pathspec per changed file), each as long as the bound allows: every git process costs a fork.
    for (const batch of argumentBatches(paths, GREP_ARGUMENT_BYTES)) {
      let output: string;
      try {
        // git grep reads no --end-of-options (2.39); assertRevision already refused a leading "-".
        output = await this.run(["grep", "-z", "-n", "-E", "--no-color", "-e", pattern, rev, "--", ...batch], options);
      } catch (error) {
        if (error instanceof GitError && error.exitCode === 1) continue; // no match
        throw error;
      }
      for (const record of output.split("\n")) {
        // `<rev>:<path>\0<line>\0<text>`, paths verbatim with -z.
        const [where, line, ...text] = record.split("\0");
        if (!where || line === undefined || !where.startsWith(`${rev}:`)) continue;
        found.push({ path: where.slice(rev.length + 1), line: Number(line), text: text.join("\0") });
      }
    }
    return found;
  }

  /** A file's content at a revision, or undefined when the revision has no such file. Read up to `maxBytes`. */
  async showFile(revision: string, path: string, maxBytes: number, options?: GitCallOptions): Promise<{ text: string; truncated: boolean } | undefined> {
    const rev = assertRevision(revision);
    const objectName = `${rev}:${path}`;
    const exists = await exitsCleanly(this.run(["cat-file", "-e", "--end-of-options", objectName], options), [1, 128]);
    if (!exists) return undefined;
    return this.readCapped(["cat-file", "blob", "--end-of-options", objectName], maxBytes, options);
  }

  /** `git <args>`'s output up to `maxBytes`: git is stopped once there is more, and `truncated` says so. */
  private async readCapped(args: readonly string[], maxBytes: number, options?: GitCallOptions): Promise<{ text: string; truncated: boolean }> {
    let text = "";
    const full = new Error("enough");
    try {
      await this.stream(
        args,
        (piece) => {
          text += piece;
          if (text.length > maxBytes) throw full;
        },
        options,
      );
    } catch (error) {
      if (error !== full) throw error;
      return { text: text.slice(0, maxBytes), truncated: true };
    }
    return { text, truncated: false };
  }

  /**
   * One pass that yields the `--raw -z` records (every change, paths verbatim)
   * followed by the unified patch, in the same order. See diffReader.ts.
   * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the
   * reader decides binary by content.
   */
  async streamRawPatch(spec: DiffSpecInput, sink: (text: string) => void, options?: GitCallOptions): Promise<void> {
    const args = diffArgs(spec, ["--raw", "-z", "--patch", "--text"]);
    await this.requireRepository(options);
    return this.stream(args, sink, options);
  }

  /**
   * Outside a repository `git diff` silently becomes `git diff --no-index`,
   * which compares files on disk; fail with git's own "not a git repository"
   * instead. Checked once per client.
   */
  private requireRepository(options?: GitCallOptions): Promise<void> {
    this.repositoryCheck ??= this.run(["rev-parse", "--git-dir"], options).then(
      () => undefined,
      (error: unknown) => {
        this.repositoryCheck = undefined;
        throw error;
      },
    );
    return this.repositoryCheck;
  }

  /** Untracked, not ignored files, relative to the top directory. */
  async untrackedFiles(options?: GitCallOptions): Promise<string[]> {
    const top = await this.topLevel(options);
    return splitZ(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
  }
}

/** Pathspecs per grep process, in bytes: far below Linux's 2 MiB argument limit, with room for the environment. */
const GREP_ARGUMENT_BYTES = 256 * 1024;

/** `paths` in order, cut into runs whose arguments (bytes and NULs) stay within `maxBytes`; a longer path goes alone. */
export function argumentBatches(paths: readonly string[], maxBytes: number): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let bytes = 0;
  for (const path of paths) {
    const size = Buffer.byteLength(path) + 1;
    if (batch.length > 0 && bytes + size > maxBytes) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(path);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

function diffArgs(spec: DiffSpecInput, format: readonly string[], paths: readonly string[] = []): string[] {
  const parsed = typeof spec === "string" ? parseDiffSpec(spec) : spec;
  return ["diff", ...DIFF_ARGS, ...format, "--end-of-options", ...revisionArgs(parsed), "--", ...paths];
}
