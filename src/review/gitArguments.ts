/** The argument lists the git client builds: diff flags that pin what the parsers read, and bounded pathspec batches. */
import { parseDiffSpec, revisionArgs, type DiffSpec } from "./diffSpec.js";

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
