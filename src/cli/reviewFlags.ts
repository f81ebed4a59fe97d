/**
 * The diff and context flags `review` and `plan` share, resolved against the
 * local checkout. Every mistake is a UsageError naming the flag, before any work.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isGauntletError } from "../engine/errors.js";
import { parseConfig, probeRecipe, type GauntletConfig } from "../review/config.js";
import { assertRevision } from "../review/diffSpec.js";
import { Git } from "../review/git.js";
import { LANES, normalizeLanes, type LaneName } from "../review/gauntlet/lanes.js";
import { POSTURES, RIGORS } from "../review/gauntlet/intake.js";
import { UsageError, type CliIo } from "./io.js";

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
}

export interface ResolvedReview {
  workspaceRoot: string;
  git: Git;
  diffSpec: string;
  baseSha: string;
  headSha: string;
  plan: string;
  rigor: string;
  securityPosture: string;
  lanes: LaneName[];
  config: GauntletConfig;
  probeContext: string;
  rules: string;
}

function readText(path: string, flag: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`${flag} ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

const CONFIG_PATH = ".github/gauntlet.yml";
const CONFIG_READ_LIMIT = 1024 * 1024;

/** A file's text at the base commit, or undefined when the base has none. */
async function readAtBase(git: Git, baseSha: string, path: string): Promise<string | undefined> {
  const file = await git.showFile(baseSha, path.replace(/^\.\//, ""), CONFIG_READ_LIMIT);
  if (file?.truncated) throw new UsageError(`${path} at the base (${baseSha.slice(0, 12)}) is larger than ${CONFIG_READ_LIMIT} bytes`);
  return file?.text;
}

function missingRules(path: string, baseSha: string): never {
  throw new UsageError(`rules: ${path} (named by ${CONFIG_PATH}) does not exist at the base (${baseSha.slice(0, 12)}); commit it to the base branch, or fix the configuration`);
}

async function defaultBase(git: Git): Promise<string> {
  for (const candidate of ["origin/HEAD", "main", "origin/main", "master"]) {
    try {
      return await git.mergeBase(candidate, "HEAD");
    } catch {
      continue;
    }
  }
  throw new UsageError("--base: no origin/HEAD or main to compare with; name the base, e.g. --base origin/main");
}

export async function resolveReviewFlags(flags: ReviewFlags, io: CliIo): Promise<ResolvedReview> {
  const workspaceRoot = resolve(io.cwd, flags["project-dir"] ?? ".");
  const git = new Git(workspaceRoot);
  try {
    await git.topLevel();
  } catch {
    throw new UsageError(`--project-dir ${workspaceRoot}: not a git repository`);
  }
  if (flags.head && flags.worktree) throw new UsageError("--head and --worktree exclude each other: review a commit, or the working tree");
  const rigor = flags.rigor;
  if (rigor !== undefined && !RIGORS.includes(rigor as never)) throw new UsageError(`--rigor ${rigor}: use one of ${RIGORS.join(", ")}`);
  const posture = flags["security-posture"];
  if (posture !== undefined && !POSTURES.includes(posture as never)) throw new UsageError(`--security-posture ${posture}: use one of ${POSTURES.join(", ")}`);
  const forced = normalizeLanes((flags.lanes ?? "").split(",").map((l) => l.trim()).filter(Boolean));
  if (forced.unknown.length > 0) throw new UsageError(`--lanes: unknown lane(s) ${forced.unknown.join(", ")}; use ${LANES.join(", ")}`);

  const resolveRef = async (ref: string, flag: string) => {
    try {
      assertRevision(ref);
      return await git.revParse(ref);
    } catch (error) {
      const detail = isGauntletError(error) && error.code === "DIFF_SPEC_INVALID" ? ` (${error.message})` : "";
      throw new UsageError(`${flag} ${ref}: not a commit in ${workspaceRoot}${detail}; check the name, or fetch it first (git fetch origin ${ref})`);
    }
  };
  const baseSha = flags.base ? await resolveRef(flags.base, "--base") : await defaultBase(git);
  const headSha = await resolveRef("HEAD", "HEAD");
  if (flags.head) {
    // The tools read the workspace, so the reviewed commit must be the one checked out.
    const wanted = await resolveRef(flags.head, "--head");
    if (wanted !== headSha) throw new UsageError(`--head ${flags.head} is not checked out (HEAD is ${headSha.slice(0, 12)}); check it out first, or omit --head`);
  }
  const diffSpec = flags.worktree ? baseSha : `${baseSha}...${headSha}`;

  // As the action does: the configuration (and its rules file) comes from the base, never from the change
  // under review. An explicit --config is the local user's own choice, read as given.
  const configPath = flags.config ? resolve(io.cwd, flags.config) : undefined;
  const baseConfig = configPath ? undefined : await readAtBase(git, baseSha, CONFIG_PATH);
  let config: GauntletConfig = {};
  try {
    if (configPath) config = parseConfig(readText(configPath, "--config"), configPath);
    else if (baseConfig !== undefined) config = parseConfig(baseConfig, `${CONFIG_PATH} at the base (${baseSha.slice(0, 12)})`);
  } catch (error) {
    if (isGauntletError(error)) throw new UsageError(error.message);
    throw error;
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
    baseSha,
    headSha,
    plan: flags.plan ? readText(resolve(io.cwd, flags.plan), "--plan") : "",
    // The configuration is a floor: flags may raise rigor and posture, add lanes.
    rigor: stricter(RIGORS, config.rigor, rigor) ?? "production",
    securityPosture: stricter(POSTURES, config.security_posture, posture) ?? "standard",
    lanes: normalizeLanes([...(config.lanes ?? []), ...forced.lanes]).lanes,
    config,
    probeContext: probeRecipe(config),
    rules,
  };
}

/** The stricter of two settings on an ordered scale, either may be absent. */
export function stricter(scale: readonly string[], a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return scale.indexOf(a) >= scale.indexOf(b) ? a : b;
}
