/**
 * The diff and context flags `review` and `plan` share, resolved against the
 * local checkout. Every mistake is a UsageError naming the flag, before any work.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { isGauntletError } from "../engine/errors.js";
import type { GauntletConfig } from "../review/config.js";
import { parseBudget } from "../review/budgetSpec.js";
import { prefetchBaseMarkers } from "../review/codeReview/baseMarkers.js";
import { assertRevision } from "../review/git/diffSpec.js";
import { Git, GitError } from "../review/git/git.js";
import { LANES, normalizeLanes } from "../review/gauntlet/lanes.js";
import { POSTURES, RIGORS } from "../review/gauntlet/rigor.js";
import { settleSettings, type ReviewSettings } from "../review/settings.js";
import { UsageError, type CliIo } from "./io.js";
import { displayRef, missingRefHint } from "./refHints.js";
import { CONFIG_PATH, diffQuestions, namedRefs } from "./repositoryQuestions.js";

export const REVIEW_FLAGS = {
  base: { type: "string" },
  head: { type: "string" },
  worktree: { type: "boolean" },
  "project-dir": { type: "string" },
  plan: { type: "string" },
  config: { type: "string" },
  rigor: { type: "string" },
  "security-posture": { type: "string" },
  lanes: { type: "string" },
  json: { type: "string" },
} as const;

export interface ReviewFlags {
  base?: string;
  head?: string;
  worktree?: boolean;
  "project-dir"?: string;
  plan?: string;
  config?: string;
  rigor?: string;
  "security-posture"?: string;
  lanes?: string;
  json?: string;
  /** `review`'s own flag: a cost cap tightened against the configuration's. */
  budget?: string;
}

export interface ResolvedReview {
  workspaceRoot: string;
  git: Git;
  diffSpec: string;
  /** --worktree: the working tree against the base, so untracked files count as added. */
  untracked: boolean;
  baseSha: string;
  headSha: string;
  plan: string;
  /** Rigor, posture, lanes and budget: the configuration's floor, raised by the flags. */
  settings: ReviewSettings;
  config: GauntletConfig;
  /** The configuration file as read, for messages; undefined when there is none. */
  configSource?: string;
  rules: string;
}

function readText(path: string, flag: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`${flag} ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

const CONFIG_READ_LIMIT = 1024 * 1024;

/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git: Git, baseSha: string, path: string): Promise<string | undefined> {
  const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
  if (file?.truncated) throw new UsageError(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
  return file?.text;
}

function missingRules(path: string, baseSha: string): never {
  throw new UsageError(
    `rules: ${path} (named by ${CONFIG_PATH}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`,
  );
}

async function defaultBase(git: Git, head: string): Promise<string> {
  for (const candidate of ["origin/HEAD", "main", "origin/main", "master"]) {
    try {
      return await git.mergeBase(candidate, head);
    } catch {
      continue;
    }
  }
  throw new UsageError("no base to compare with: there is no origin/HEAD, main, origin/main or master here; name one with --base REF");
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The repository the command works in; the message names --project-dir only when it was given. `commits`: what
 * HEAD and the flags' refs name, when one git process could answer them all (the usual case); each missing one is
 * asked alone, and a failure then explains itself.
 */
async function openRepository(
  flags: ReviewFlags,
  io: CliIo,
  mode: ReviewFlagsMode,
): Promise<{ workspaceRoot: string; git: Git; commits: Map<string, string> }> {
  const given = flags["project-dir"];
  const workspaceRoot = resolve(io.cwd, given ?? ".");
  const where = given !== undefined ? `--project-dir ${given}: ` : "";
  if (!isFolder(workspaceRoot)) throw new UsageError(`${where}${workspaceRoot} is not a folder; name a checkout`);
  const git = new Git(workspaceRoot);
  const refs = namedRefs(flags);
  const located = await git.locate(refs, mode.locateDiff ? diffQuestions(flags) : {});
  const commits = new Map(located ? refs.map((ref, i) => [ref, located.commits[i]!]) : []);
  try {
    await git.topLevel();
  } catch (error) {
    if (error instanceof GitError && error.exitCode === null) throw new UsageError(`git: ${error.message}; install git, or put it on the PATH`);
    throw new UsageError(
      given !== undefined
        ? `${where}${workspaceRoot} is not in a git repository; name a checkout`
        : `${workspaceRoot} is not in a git repository; run gauntlet inside a checkout, or name one with --project-dir DIR`,
    );
  }
  return { workspaceRoot, git, commits };
}

/**
 * How --head is read. `review`'s tools read the workspace, so the commit it
 * reviews must be the one checked out; `plan` reads only git objects.
 */
export interface ReviewFlagsMode {
  headMustBeCheckedOut: boolean;
  /** The command goes on to read the whole diff (code review): start git on it now, while the rest loads. */
  prefetchDiff?: boolean;
  /** The command reads the `base...head` diff: the process that resolves the refs answers its merge base and whether the base has a configuration. */
  locateDiff?: boolean;
  /** Called as soon as the diff is known, before the configuration is read: a command starts its own reads of it here. */
  onDiff?: (diff: { git: Git; diffSpec: string; untracked: boolean }) => void;
}

export async function resolveReviewFlags(flags: ReviewFlags, io: CliIo, mode: ReviewFlagsMode): Promise<ResolvedReview> {
  const { workspaceRoot, git, commits } = await openRepository(flags, io, mode);
  if (flags.head && flags.worktree) throw new UsageError("--head and --worktree exclude each other: review a commit, or the working tree");
  const rigor = flags.rigor;
  if (rigor !== undefined && !RIGORS.includes(rigor as never)) throw new UsageError(`--rigor ${rigor}: use one of ${RIGORS.join(", ")}`);
  const posture = flags["security-posture"];
  if (posture !== undefined && !POSTURES.includes(posture as never)) throw new UsageError(`--security-posture ${posture}: use one of ${POSTURES.join(", ")}`);
  const forced = normalizeLanes(
    (flags.lanes ?? "")
      .split(",")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  if (forced.unknown.length > 0) throw new UsageError(`--lanes: unknown lane(s) ${forced.unknown.join(", ")}; use ${LANES.join(", ")}`);
  const budget = flags.budget !== undefined ? parseFlagBudget(flags.budget) : undefined;

  const resolveRef = async (ref: string, flag: string) => {
    try {
      assertRevision(ref);
    } catch (error) {
      throw new UsageError(`${flag} ${displayRef(ref)}: ${isGauntletError(error) ? error.message : String(error)} Name a branch, tag or commit.`);
    }
    try {
      return commits.get(ref) ?? (await git.revParse(ref));
    } catch {
      throw new UsageError(`${flag} ${displayRef(ref)}: not a commit in ${workspaceRoot}; ${missingRefHint(ref)}`);
    }
  };
  let checkedOut: string;
  try {
    checkedOut = commits.get("HEAD") ?? (await git.revParse("HEAD"));
  } catch {
    throw new UsageError(`${workspaceRoot} has no commit checked out (HEAD); commit or check out something first`);
  }
  const headSha = flags.head ? await resolveRef(flags.head, "--head") : checkedOut;
  if (mode.headMustBeCheckedOut && headSha !== checkedOut) {
    throw new UsageError(`--head ${displayRef(flags.head!)} is not checked out (HEAD is ${checkedOut.slice(0, 12)}); check it out first, or omit --head`);
  }
  const baseSha = flags.base ? await resolveRef(flags.base, "--base") : await defaultBase(git, headSha);
  const diffSpec = flags.worktree ? baseSha : `${baseSha}...${headSha}`;
  if (mode.prefetchDiff) {
    git.prefetchDiff(diffSpec);
    // Code review's base markers need only the listing: a merge base and a grep whose answers git keeps for two commits.
    if (!flags.worktree) prefetchBaseMarkers(git, diffSpec);
  }
  mode.onDiff?.({ git, diffSpec, untracked: flags.worktree === true });

  // As the action does: the configuration (and its rules file) comes from the base, never from the change
  // under review. An explicit --config is the local user's own choice, read as given.
  const configPath = flags.config ? resolve(io.cwd, flags.config) : undefined;
  const configText = configPath ? readText(configPath, "--config") : await readAtBase(git, baseSha, CONFIG_PATH);
  let config: GauntletConfig = {};
  const configSource = configText === undefined ? undefined : (configPath ?? `${CONFIG_PATH} at the base (${baseSha.slice(0, 12)})`);
  if (configText !== undefined) {
    // The schema and YAML parser load only when there is a configuration: they are most of plan's start-up.
    const { parseConfig } = await import("../review/config.js");
    try {
      config = parseConfig(configText, configSource!);
    } catch (error) {
      if (isGauntletError(error)) throw new UsageError(error.message);
      throw error;
    }
  }
  const rules = !config.rules
    ? ""
    : configPath
      ? readText(resolve(workspaceRoot, config.rules), "rules (from the configuration)")
      : ((await readAtBase(git, baseSha, config.rules)) ?? missingRules(config.rules, baseSha));
  return {
    workspaceRoot,
    git,
    diffSpec,
    untracked: flags.worktree === true,
    baseSha,
    headSha,
    plan: flags.plan ? readText(resolve(io.cwd, flags.plan), "--plan") : "",
    // The configuration is a floor: flags may raise rigor and posture, add lanes, tighten the budget (as the action's inputs).
    settings: settleSettings(config, { rigor, posture, lanes: forced.lanes, budget }, { rigor: "--rigor", posture: "--security-posture" }, (m) =>
      io.stderr(`gauntlet: ${m}\n`),
    ),
    config,
    ...(configSource !== undefined ? { configSource } : {}),
    rules,
  };
}

function parseFlagBudget(spec: string) {
  try {
    return parseBudget(spec, "--budget");
  } catch (error) {
    if (isGauntletError(error)) throw new UsageError(error.message);
    throw error;
  }
}
