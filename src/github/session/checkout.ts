/**
 * Puts exactly the pinned head SHA in front of the review, with its base
 * reachable. The token reaches git through the environment, never the
 * command line (/proc/<pid>/cmdline is readable by every user).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GauntletError, messageOf } from "../../engine/index.js";
import { Git } from "../../review/git/git.js";

export class CheckoutError extends GauntletError {
  constructor(message: string) {
    super("CHECKOUT_FAILED", "runtime", message);
  }
}

export interface CheckoutRequest {
  workspace: string;
  headSha: string;
  baseSha: string;
  /** Fetch refs/pull/N/head when the head is missing. */
  pullNumber?: number;
  token?: string;
  serverUrl?: string;
  tempDir?: string;
  log(message: string): void;
}

export interface Checkout {
  /** Where the head is checked out: the workspace, or a worktree beside it. */
  root: string;
  git: Git;
  /** Removes what the checkout made (a worktree for a dirty workspace): a self-hosted runner keeps its temp folder. */
  dispose(): Promise<void>;
}

/**
 * http.extraheader through GIT_CONFIG_* variables: git reads them, no process
 * listing shows them. actions/checkout persists its own extraheader for the
 * same URL in the repository's config (persist-credentials, its default), and
 * git sends every value — GitHub answers two Authorization headers with a 400.
 * So an empty value first resets the list, then ours is the only one. Entries
 * already in the environment are kept.
 */
export function gitAuthEnv(token: string | undefined, serverUrl = "https://github.com", base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!token) return { ...base };
  const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
  const key = `http.${serverUrl.replace(/\/$/, "")}/.extraheader`;
  const existing = Number.parseInt(base.GIT_CONFIG_COUNT ?? "0", 10);
  const first = Number.isInteger(existing) && existing > 0 ? existing : 0;
  return {
    ...base,
    GIT_CONFIG_COUNT: String(first + 2),
    [`GIT_CONFIG_KEY_${first}`]: key,
    [`GIT_CONFIG_VALUE_${first}`]: "",
    [`GIT_CONFIG_KEY_${first + 1}`]: key,
    [`GIT_CONFIG_VALUE_${first + 1}`]: `AUTHORIZATION: basic ${basic}`,
    GIT_TERMINAL_PROMPT: "0",
  };
}

/** Whether the commit is here; any failure answers no (a fetch comes next). A "yes" is remembered by the client. */
function hasCommit(git: Git, sha: string): Promise<boolean> {
  return git.hasCommit(sha).catch(() => false);
}

/** Runs git; a failure is noted in `failures` (so a checkout error can say what git said) and answers false. */
async function tryRun(git: Git, args: string[], failures: string[]): Promise<boolean> {
  try {
    await git.run(args);
    return true;
  } catch (error) {
    failures.push(messageOf(error));
    return false;
  }
}

const FETCH_DEPTH_HINT = "set `fetch-depth: 0` on actions/checkout (or a depth that reaches the pull request's base)";

export async function prepareCheckout(request: CheckoutRequest): Promise<Checkout> {
  const env = gitAuthEnv(request.token, request.serverUrl);
  let git = new Git(request.workspace, { env });
  try {
    await git.topLevel();
  } catch {
    throw new CheckoutError(`${request.workspace} is not a git checkout: add \`actions/checkout\` before this step`);
  }
  const { headSha } = request;
  const failures: string[] = [];
  const attempt = (args: string[]) => tryRun(git, args, failures);
  const becauseOf = () => (failures.length > 0 ? ` (${failures.at(-1)})` : "");

  if (!(await hasCommit(git, headSha))) {
    request.log(`fetching the pull request head ${headSha.slice(0, 12)}`);
    const refspec = request.pullNumber ? `+refs/pull/${request.pullNumber}/head:refs/remotes/origin/gauntlet/pr-${request.pullNumber}` : headSha;
    if (!(await attempt(["fetch", "--no-tags", "origin", refspec])) || !(await hasCommit(git, headSha))) {
      await attempt(["fetch", "--no-tags", "origin", headSha]);
    }
    if (!(await hasCommit(git, headSha))) throw new CheckoutError(`cannot fetch the head commit ${headSha} from origin${becauseOf()}`);
  }

  let root = request.workspace;
  let dispose = async (): Promise<void> => {};
  const current = await git.revParse("HEAD").catch(() => "");
  if (current !== headSha) {
    const dirty = (await git.run(["status", "--porcelain", "--untracked-files=no"])).trim() !== "";
    if (!dirty && (await attempt(["checkout", "--quiet", "--detach", headSha]))) {
      request.log(`checked out ${headSha.slice(0, 12)} (detached)`);
    } else {
      const worktree = mkdtempSync(join(request.tempDir ?? tmpdir(), "gauntlet-head-"));
      const workspaceGit = git;
      dispose = async () => {
        await workspaceGit.run(["worktree", "remove", "--force", worktree]).catch(() => undefined);
        rmSync(worktree, { recursive: true, force: true });
        await workspaceGit.run(["worktree", "prune"]).catch(() => undefined);
      };
      try {
        await git.run(["worktree", "add", "--detach", worktree, headSha]);
      } catch (error) {
        await dispose();
        throw error;
      }
      root = worktree;
      request.log(`the workspace has local changes; reviewing ${headSha.slice(0, 12)} in a worktree at ${root}`);
      git = new Git(root, { env });
    }
  }
  try {
    await reachBase(git, request, attempt, becauseOf, failures);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { root, git, dispose };
}

/** Whether base and head have a merge base; the client keeps it (until a fetch) for the review, which asks again. */
function hasMergeBase(git: Git, baseSha: string, headSha: string, failures: string[]): Promise<boolean> {
  return git.mergeBase(baseSha, headSha).then(
    () => true,
    (error: unknown) => {
      failures.push(messageOf(error));
      return false;
    },
  );
}

async function reachBase(
  git: Git,
  request: CheckoutRequest,
  attempt: (args: string[]) => Promise<boolean>,
  becauseOf: () => string,
  failures: string[],
): Promise<void> {
  const { headSha, baseSha } = request;

  if (!(await hasCommit(git, baseSha))) {
    request.log(`fetching the base ${baseSha.slice(0, 12)}`);
    await attempt(["fetch", "--no-tags", "origin", baseSha]);
  }
  // A base...head diff needs their merge base: deepen a shallow clone until it shows.
  for (let round = 0; ; round++) {
    if ((await hasCommit(git, baseSha)) && (await hasMergeBase(git, baseSha, headSha, failures))) break;
    if (!(await git.isShallow())) throw new CheckoutError(`no merge base between ${baseSha.slice(0, 12)} and ${headSha.slice(0, 12)}: ${FETCH_DEPTH_HINT}`);
    if (round >= 8) {
      if (!(await attempt(["fetch", "--no-tags", "--unshallow", "origin"])))
        throw new CheckoutError(`the shallow clone cannot reach the base${becauseOf()}: ${FETCH_DEPTH_HINT}`);
      continue;
    }
    const depth = 50 * 2 ** round;
    request.log(`shallow clone: deepening by ${depth} commits to reach the base`);
    if (!(await attempt(["fetch", "--no-tags", `--deepen=${depth}`, "origin", baseSha, headSha]))) {
      if (!(await attempt(["fetch", "--no-tags", `--deepen=${depth}`, "origin"])))
        throw new CheckoutError(`cannot deepen the shallow clone${becauseOf()}: ${FETCH_DEPTH_HINT}`);
    }
  }
}
