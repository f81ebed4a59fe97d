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
import { raceAbort } from "../../engine/abort.js";
import { assertRevision } from "./diffSpec.js";
import { diffLifetime, GitAnswers, isFullObjectName, type AnswerLifetime } from "./gitAnswers.js";
import {
  argumentBatches,
  diffArgs,
  GREP_ARGUMENT_BYTES,
  grepArgs,
  locateArgs,
  mergeBaseArgs,
  objectExistsArgs,
  parsedSpec,
  subcommandOf,
  TOP_LEVEL,
  type DiffSpecInput,
  type LocateQuestions,
} from "./gitArguments.js";
import { parseLocated, type Located } from "./gitLocate.js";
import { exitsCleanly, grepOutput } from "./gitError.js";
import { parseNameStatusZ, parseNumstatZ, parseRawZ, splitZ, type ListedChange, type NameStatusEntry, type NumstatEntry } from "./gitOutput.js";
import { DEFAULT_MAX_BUFFER, defaultGitEnv, takeHeadStart } from "./gitHeadStart.js";
import { readCapped } from "./gitCapped.js";
import { runGit, runGitBytes, streamGit, streamGitBytes, type GitCallOptions, type GitProcessSettings } from "./gitProcess.js";

export { GitError } from "./gitError.js";
export { argumentBatches, type DiffSpecInput } from "./gitArguments.js";
export type { GitCallOptions } from "./gitProcess.js";

export interface GitOptions {
  /** Environment for git, merged over process.env. */
  env?: NodeJS.ProcessEnv;
  /** Cap on the output of one buffered call, in bytes. Streaming calls have none. */
  maxBuffer?: number;
}

const GIT_DIR = ["rev-parse", "--git-dir"];

export class Git {
  readonly settings: GitProcessSettings;
  /** @param answers what this process already learnt about the repository (gitAnswers.ts), shared by `withOptions`. */
  constructor(
    readonly cwd: string,
    options: GitOptions = {},
    private readonly answers = new GitAnswers(),
  ) {
    this.settings = { cwd, env: { ...defaultGitEnv(), ...options.env }, maxBuffer: options.maxBuffer ?? DEFAULT_MAX_BUFFER };
    this.takesHeadStarts = options.env === undefined && options.maxBuffer === undefined;
  }

  /** Whether this client's git runs as a head start's did (gitHeadStart.ts): the default environment and buffer. */
  private readonly takesHeadStarts: boolean;

  /** A client on the same directory with other options (say, without credentials) that shares this one's answers. */
  withOptions(options: GitOptions): Git {
    return new Git(this.cwd, options, this.answers);
  }

  /** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
  async run(args: readonly string[], options: GitCallOptions = {}): Promise<string> {
    // A fetch may bring history that changes a kept answer: forget it before (for questions asked meanwhile) and after.
    const headStart = this.takesHeadStarts ? takeHeadStart(this.settings.cwd, args) : undefined;
    if (headStart) return options.signal ? raceAbort(headStart, options.signal) : headStart;
    const subcommand = subcommandOf(args);
    this.answers.ran(subcommand);
    try {
      return await runGit(this.settings, args, options);
    } finally {
      this.answers.ran(subcommand);
    }
  }

  /** Runs `git <args>`, handing stdout to `sink` as it arrives (see streamGit). */
  async stream(args: readonly string[], sink: (text: string) => void, options: GitCallOptions = {}): Promise<void> {
    const subcommand = subcommandOf(args);
    this.answers.ran(subcommand);
    try {
      await streamGit(this.settings, args, sink, options);
    } finally {
      this.answers.ran(subcommand);
    }
  }

  /** `ask` once per process when `lifetime` says its answer cannot change (gitAnswers.ts), else every time. */
  private once<T>(
    question: readonly string[],
    lifetime: AnswerLifetime | undefined,
    ask: (options: GitCallOptions) => Promise<T>,
    options: GitCallOptions = {},
    keep?: (answer: T) => boolean,
  ): Promise<T> {
    if (!lifetime) return ask(options);
    return this.answers.ask(question.join("\0"), lifetime, (signal) => ask({ signal }), { signal: options.signal, ...(keep ? { keep } : {}) });
  }

  /** `git <args>`'s stdout, asked once per process when `lifetime` allows. */
  private output(args: readonly string[], lifetime: AnswerLifetime | undefined, options?: GitCallOptions): Promise<string> {
    return this.once(args, lifetime, (call) => this.run(args, call), options);
  }

  /** The full SHA of the commit `ref` names. */
  async revParse(ref: string, options?: GitCallOptions): Promise<string> {
    const args = ["rev-parse", "--verify", "--end-of-options", `${assertRevision(ref)}^{commit}`];
    return (await this.output(args, isFullObjectName(ref) ? "process" : undefined, options)).trim();
  }

  /** The full SHA of the best common ancestor of `a` and `b`. */
  async mergeBase(a: string, b: string, options?: GitCallOptions): Promise<string> {
    const args = mergeBaseArgs(a, b);
    return (await this.output(args, isFullObjectName(a) && isFullObjectName(b) ? "untilFetch" : undefined, options)).trim();
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
    // Only a "yes" is kept: a commit missing now may arrive with a fetch.
    const ask = (call: GitCallOptions) => exitsCleanly(this.run(args, call), [1, 128]);
    return this.once(args, isFullObjectName(revision) ? "process" : undefined, ask, options, (present) => present);
  }

  /** Whether history is truncated (a `--depth` clone), so merge bases may be missing. */
  async isShallow(options?: GitCallOptions): Promise<boolean> {
    return (await this.run(["rev-parse", "--is-shallow-repository"], options)).trim() === "true";
  }

  /** The absolute path of the working tree's top directory. */
  async topLevel(options?: GitCallOptions): Promise<string> {
    return (await this.output(TOP_LEVEL, "process", options)).trim();
  }

  /**
   * The top directory and the commits `refs` name, and what `questions` ask (gitLocate.ts), from one process. The top
   * directory, the merge base and an object's absence are kept as topLevel's, mergeBase's and showFile's answers.
   * Undefined when anything fails or the output is not what was asked: then ask one by one.
   */
  async locate(refs: readonly string[], questions: LocateQuestions = {}, options?: GitCallOptions): Promise<Located | undefined> {
    const output = await this.run(locateArgs(refs, questions), options).catch((error: unknown) => {
      if (options?.signal?.aborted) throw error;
      return "";
    });
    const { range, object } = questions;
    const located = parseLocated(output, refs.length, { range: range !== undefined, object: object !== undefined });
    if (!located) return undefined;
    this.answers.record(TOP_LEVEL.join("\0"), "process", `${located.topLevel}\n`);
    const found = located.range;
    if (found?.mergeBase) this.answers.record(mergeBaseArgs(found.base, found.head).join("\0"), "untilFetch", `${found.mergeBase}\n`);
    // Only an absence: a tree or a submodule there is an object name for rev-parse, but no blob for cat-file.
    const at = object && located.objectPresent === false ? located.commits[refs.indexOf(object.ref)] : undefined;
    if (at !== undefined) this.answers.record(objectExistsArgs(`${at}:${object!.path}`).join("\0"), "process", false);
    return located;
  }

  async diffNameStatus(spec: DiffSpecInput, options?: GitCallOptions): Promise<NameStatusEntry[]> {
    const parsed = parsedSpec(spec);
    const args = diffArgs(parsed, ["--name-status", "-z"]);
    await this.requireRepository(options);
    return parseNameStatusZ(await this.output(args, diffLifetime(parsed), options));
  }

  async diffNumstat(spec: DiffSpecInput, options?: GitCallOptions, paths: readonly string[] = []): Promise<NumstatEntry[]> {
    const args = diffArgs(parsedSpec(spec), ["--numstat", "-z"], paths);
    await this.requireRepository(options);
    return parseNumstatZ(await this.run(args, options));
  }

  /** Every change's `--raw` record (full object names), in git's order: trees only, no file's content. */
  async diffListing(spec: DiffSpecInput, options?: GitCallOptions): Promise<ListedChange[]> {
    const args = diffArgs(parsedSpec(spec), ["--raw", "-z", "--no-abbrev"]);
    await this.requireRepository(options);
    return parseRawZ(await this.run(args, options));
  }

  /** `git cat-file --batch` of `objects` (object names git printed), its stdout handed to `sink` as git writes it. */
  async streamObjects(objects: readonly string[], sink: (chunk: Buffer) => void, options?: GitCallOptions): Promise<void> {
    if (!objects.every(isFullObjectName)) throw new TypeError("streamObjects reads full object names only");
    return streamGitBytes(this.settings, ["cat-file", "--batch", "--buffer"], `${objects.join("\n")}\n`, sink, options);
  }

  /**
   * Starts reading the whole diff as code review reads it (name-status and patch) and returns at once: git works while
   * the process loads, and the review's reads join the answers (gitAnswers.ts). Only a diff between two full object
   * names qualifies, whose answers are kept; a failure is not kept, so the real read asks again and reports it.
   */
  prefetchDiff(spec: DiffSpecInput): void {
    if (!diffLifetime(parsedSpec(spec))) return;
    const ignore = () => {};
    this.diffNameStatus(spec).catch(ignore);
    this.diffPatch(spec).catch(ignore);
  }

  /** Unified diff text, optionally limited to `paths` (literal, repository-relative). */
  async diffPatch(spec: DiffSpecInput, paths: readonly string[] = [], options?: GitCallOptions): Promise<string> {
    const parsed = parsedSpec(spec);
    const args = diffArgs(parsed, ["--patch"], paths);
    await this.requireRepository(options);
    return this.output(args, diffLifetime(parsed), options);
  }

  /** The revision a diff spec's old side reads from: the merge base of `A...B`, `A` of `A..B`, the ref, or HEAD. */
  async baseRevision(spec: DiffSpecInput, options?: GitCallOptions): Promise<string> {
    const parsed = parsedSpec(spec);
    switch (parsed.kind) {
      case "worktree":
        return this.revParse("HEAD", options);
      case "ref":
        return this.revParse(parsed.ref, options);
      case "range":
        return parsed.mergeBase ? this.mergeBase(parsed.base, parsed.head, options) : this.revParse(parsed.base, options);
    }
  }

  /** Lines matching a POSIX extended regular expression in `paths` at `revision`, read from the object store, never the working tree. */
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
      const args = grepArgs(rev, pattern, batch);
      const output = await this.once(args, isFullObjectName(rev) ? "process" : undefined, (call) => grepOutput(this.run(args, call)), options);
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
    const blob = await this.existingBlob(revision, path, options);
    return blob === undefined ? undefined : readCapped(this, ["cat-file", "blob", "--end-of-options", blob], maxBytes, options);
  }

  /** A file's bytes at a revision, undecoded, or undefined when the revision has no such file. Read up to `maxBytes`. */
  async showFileBytes(revision: string, path: string, maxBytes: number, options?: GitCallOptions): Promise<{ bytes: Buffer; truncated: boolean } | undefined> {
    const blob = await this.existingBlob(revision, path, options);
    return blob === undefined ? undefined : runGitBytes(this.settings, ["cat-file", "blob", "--end-of-options", blob], maxBytes, options);
  }

  private async existingBlob(revision: string, path: string, options?: GitCallOptions): Promise<string | undefined> {
    const objectName = `${assertRevision(revision)}:${path}`;
    const args = objectExistsArgs(objectName);
    // An absence locate found for a commit is kept; a "no" asked here is not (the commit itself may be missing).
    const ask = (call: GitCallOptions) => exitsCleanly(this.run(args, call), [1, 128]);
    const present = await this.once(args, isFullObjectName(revision) ? "process" : undefined, ask, options, (yes) => yes);
    return present ? objectName : undefined;
  }

  /**
   * The `--raw -z` records (paths verbatim), then the patch, of `paths` (literal) or all, in one pass (diffReader.ts).
   * `--text`: an in-tree `-diff` attribute must not hide a file's lines; the reader decides binary by content.
   */
  async streamRawPatch(spec: DiffSpecInput, sink: (text: string) => void, options?: GitCallOptions, paths: readonly string[] = []): Promise<void> {
    const args = diffArgs(parsedSpec(spec), ["--raw", "-z", "--patch", "--text"], paths);
    await this.requireRepository(options);
    return this.stream(args, sink, options);
  }

  /**
   * Outside a repository `git diff` silently becomes `git diff --no-index`, which compares files on disk; fail with
   * git's own "not a git repository" instead. Checked once per process; a top directory found already proves it.
   */
  private async requireRepository(options?: GitCallOptions): Promise<void> {
    if (this.answers.knows(TOP_LEVEL.join("\0"))) return;
    await this.output(GIT_DIR, "process", options);
  }

  /** Untracked, not ignored files, relative to the top directory. */
  async untrackedFiles(options?: GitCallOptions): Promise<string[]> {
    const top = await this.topLevel(options);
    return splitZ(await this.run(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"], options));
  }
}
