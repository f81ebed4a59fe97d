/**
 * `gauntlet lane code-review`'s head start: the shard reads the whole diff
 * between the matrix file's two commits, and git can produce it while the
 * command and the review's modules load (gitHeadStart.ts). Best effort, and
 * it decides nothing: anything unexpected (another lane, --project-dir or
 * --worktree, an unreadable matrix file, keys that are not full object names)
 * starts nothing, and the command checks its flags and the matrix file as
 * always. The diff it starts is exactly the one code review then asks for.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseDiffSpec } from "../review/diffSpec.js";
import { isFullObjectName } from "../review/gitAnswers.js";
import { diffArgs } from "../review/gitArguments.js";
import { startHeadStart } from "../review/gitHeadStart.js";

/** `--name value` or `--name=value`; undefined when absent. */
function flagValue(args: readonly string[], name: string): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg === name) return args[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** Starts the shard's diff in `cwd` when the flags and the matrix file allow; returns the git arguments it started (none: nothing). */
export function startLaneDiff(args: readonly string[], cwd: string): string[][] {
  if (args[0] !== "code-review" || flagValue(args, "--project-dir") !== undefined || args.includes("--worktree")) return [];
  const matrix = flagValue(args, "--matrix");
  if (!matrix) return [];
  let keys: unknown;
  try {
    keys = (JSON.parse(readFileSync(resolve(cwd, matrix), "utf8")) as { keys?: unknown }).keys;
  } catch {
    return [];
  }
  const { base_sha: base, head_sha: head } = (keys ?? {}) as { base_sha?: unknown; head_sha?: unknown };
  if (typeof base !== "string" || typeof head !== "string" || !isFullObjectName(base) || !isFullObjectName(head)) return [];
  const spec = parseDiffSpec(`${base}...${head}`);
  const started = [diffArgs(spec, ["--name-status", "-z"]), diffArgs(spec, ["--patch"])];
  for (const question of started) startHeadStart(cwd, question);
  return started;
}
