/**
 * The head starts of `gauntlet lane` and `gauntlet gate`: both know their two
 * commits from the matrix file, so git can answer their first questions while
 * the command and the review's modules load (gitHeadStart.ts), and while the
 * process is still small: every git process is a fork of it.
 *
 * - both: the top directory and the commits the flags name (Git.locate), and
 *   whether the base holds a configuration file;
 * - a code-review lane job also: the diff's name-status and patch, the merge
 *   base, and then the grep for generated-file markers at the base.
 *
 * Best effort, and it decides nothing: each question is exactly one the
 * command then asks, and anything unexpected (--project-dir, --worktree, an
 * unreadable matrix file, keys that are not full object names) starts
 * nothing. The command checks its flags and the matrix file as always.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { GENERATED_MARKER, markerCandidates } from "../review/codeReview/baseMarkers.js";
import { parseDiffSpec } from "../review/git/diffSpec.js";
import { isFullObjectName } from "../review/git/gitAnswers.js";
import { argumentBatches, diffArgs, GREP_ARGUMENT_BYTES, grepArgs, locateArgs, mergeBaseArgs, objectExistsArgs } from "../review/git/gitArguments.js";
import { startHeadStart } from "../review/git/gitHeadStart.js";
import { parseNameStatusZ } from "../review/git/gitOutput.js";
import { CONFIG_PATH, namedRefs } from "./repositoryQuestions.js";

/** `--name value` or `--name=value`; undefined when absent. */
function flagValue(args: readonly string[], name: string): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg === name) return args[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** The matrix file's two commits when both are full object names, and whether the plan reviewed the working tree. */
function matrixCommits(args: readonly string[], cwd: string): { base: string; head: string; untracked: boolean } | undefined {
  const matrix = flagValue(args, "--matrix");
  if (!matrix) return undefined;
  let plan: { keys?: { base_sha?: unknown; head_sha?: unknown }; request?: { untracked_files?: unknown } };
  try {
    plan = JSON.parse(readFileSync(resolve(cwd, matrix), "utf8")) as typeof plan;
  } catch {
    return undefined;
  }
  const { base_sha: base, head_sha: head } = plan?.keys ?? {};
  if (typeof base !== "string" || typeof head !== "string" || !isFullObjectName(base) || !isFullObjectName(head)) return undefined;
  return { base, head, untracked: plan.request?.untracked_files === true };
}

/** resolveReviewFlags' first questions: the commits the flags name, and the configuration's presence at the base. */
function repositoryQuestions(cwd: string, refs: { head?: string | undefined; base?: string | undefined }, base: string, ownConfig: boolean): string[][] {
  const questions = [locateArgs(namedRefs(refs))];
  if (!ownConfig) questions.push(objectExistsArgs(`${base}:${CONFIG_PATH}`));
  for (const question of questions) startHeadStart(cwd, question);
  return questions;
}

/** Starts the lane job's questions in `cwd` when the flags and the matrix file allow; returns those started now (the grep follows the listing). */
export function startLaneHeadStart(args: readonly string[], cwd: string): string[][] {
  if (flagValue(args, "--project-dir") !== undefined || args.includes("--worktree")) return [];
  const commits = matrixCommits(args, cwd);
  if (!commits) return [];
  const { base, head } = commits;
  const started = repositoryQuestions(
    cwd,
    { head: flagValue(args, "--head"), base: flagValue(args, "--base") },
    base,
    flagValue(args, "--config") !== undefined,
  );
  if (args[0] !== "code-review") return started;
  const spec = parseDiffSpec(`${base}...${head}`);
  const listing = diffArgs(spec, ["--name-status", "-z"]);
  const mergeBase = mergeBaseArgs(base, head);
  const diff = [listing, diffArgs(spec, ["--patch"]), mergeBase];
  const answers = diff.map((question) => startHeadStart(cwd, question));
  void startMarkerGrep(cwd, answers[0]!, answers[2]!);
  return [...started, ...diff];
}

/** The base-marker grep (baseMarkers.ts), once the listing and the merge base are known. */
async function startMarkerGrep(cwd: string, listing: Promise<string>, mergeBase: Promise<string>): Promise<void> {
  try {
    const [entries, base] = await Promise.all([listing.then(parseNameStatusZ), mergeBase.then((text) => text.trim())]);
    if (!isFullObjectName(base)) return;
    for (const batch of argumentBatches(markerCandidates(entries), GREP_ARGUMENT_BYTES)) startHeadStart(cwd, grepArgs(base, GENERATED_MARKER, batch));
  } catch {
    // Nothing to start: code review asks git itself, and hears the reason.
  }
}

/** Starts the gate's questions: the commits it reads the configuration at, as gate.ts passes them to resolveReviewFlags. */
export function startGateHeadStart(args: readonly string[], cwd: string): string[][] {
  if (flagValue(args, "--project-dir") !== undefined) return [];
  const commits = matrixCommits(args, cwd);
  if (!commits) return [];
  return repositoryQuestions(
    cwd,
    { base: commits.base, ...(commits.untracked ? {} : { head: commits.head }) },
    commits.base,
    flagValue(args, "--config") !== undefined,
  );
}
