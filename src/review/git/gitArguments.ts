/** The argument lists the git client builds: diff flags that pin what the parsers read, and bounded pathspec batches. */
import { assertRevision, parseDiffSpec, revisionArgs, type DiffSpec } from "./diffSpec.js";

/** A diff spec as text (validated on use) or already parsed. */
export type DiffSpecInput = string | DiffSpec;

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

export function diffArgs(spec: DiffSpec, format: readonly string[], paths: readonly string[] = []): string[] {
  return ["diff", ...DIFF_ARGS, ...format, "--end-of-options", ...revisionArgs(spec), "--", ...paths];
}

export const TOP_LEVEL: readonly string[] = ["rev-parse", "--show-toplevel"];

/** Two refs whose merge base `locate` finds too (the base and head of an `A...B` diff). */
export interface LocateRange {
  base: string;
  head: string;
}

/** What `locate` asks besides the top directory and the refs' commits. */
export interface LocateQuestions {
  range?: LocateRange;
  /** Whether the commit `ref` names holds `path` (from the top directory, say the base's configuration). */
  object?: { ref: string; path: string };
}

/**
 * The top directory and the commits `refs` name, from one process (Git.locate). With a range, also
 * `base...head`, for which rev-parse prints the head, the base and `^` before each merge base. With an
 * object, `--revs-only` and no `--`: rev-parse then drops an argument that names nothing, and every one
 * after it, instead of failing, so the object goes last and its absence is an answer.
 */
export function locateArgs(refs: readonly string[], questions: LocateQuestions = {}): string[] {
  const commit = (ref: string) => `${assertRevision(ref)}^{commit}`;
  const { range, object } = questions;
  const revisions = [...refs.map(commit), ...(range ? [`${commit(range.base)}...${commit(range.head)}`] : [])];
  if (!object) return [...TOP_LEVEL, "--end-of-options", ...revisions, "--"];
  // `rev:./x` and `rev:../x` are read from the current directory, not the top one.
  if (/^\.\.?(?:\/|$)|\n/.test(object.path)) throw new TypeError(`locate asks for paths from the top directory only: ${JSON.stringify(object.path)}`);
  return [...TOP_LEVEL, "--revs-only", "--end-of-options", ...revisions, `${commit(object.ref)}:${object.path}`];
}

export function mergeBaseArgs(a: string, b: string): string[] {
  return ["merge-base", "--end-of-options", assertRevision(a), assertRevision(b)];
}

/** Exits 0 when `<revision>:<path>` names an object. */
export function objectExistsArgs(objectName: string): string[] {
  return ["cat-file", "-e", "--end-of-options", objectName];
}

/** Lines matching `pattern` (extended, with -z separators) in `paths` at `revision`, which the caller has checked (assertRevision). */
export function grepArgs(revision: string, pattern: string, paths: readonly string[]): string[] {
  // git grep reads no --end-of-options (2.39); assertRevision refuses a leading "-".
  return ["grep", "-z", "-n", "-E", "--no-color", "-e", pattern, revision, "--", ...paths];
}

export function parsedSpec(spec: DiffSpecInput): DiffSpec {
  return typeof spec === "string" ? parseDiffSpec(spec) : spec;
}

/** Pathspecs per grep process, in bytes: far below Linux's 2 MiB argument limit, with room for the environment. */
export const GREP_ARGUMENT_BYTES = 256 * 1024;

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

/** The first word that is not a global option: `-C dir ls-files …` is `ls-files`. */
export function subcommandOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "-C" || arg === "-c") i++;
    else if (!arg.startsWith("-")) return arg;
  }
  return "";
}
