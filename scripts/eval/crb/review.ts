/**
 * One benchmark PR reviewed as `gauntlet review --base BASE --head HEAD` would
 * review it: the same flag resolution (configuration from the base), the same
 * request (cliReviewRequest) and the same review core (runReview), in a
 * detached worktree of the user's clone at the head, so the clone's own
 * checkout is never touched. The PR's code never runs (untrusted head: the
 * probe lane is skipped, whatever the base says).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { resolveReviewFlags } from "../../../src/cli/reviewFlags.js";
import { cliReviewRequest } from "../../../src/cli/reviewRequest.js";
import type { EndpointConfig } from "../../../src/llm/endpoint.js";
import type { BudgetLimits } from "../../../src/llm/usage.js";
import { runReview } from "../../../src/review/reviewRun.js";
import type { GauntletResult } from "../../../src/review/gauntlet/result.js";
import type { ManifestEntry } from "./formats.js";

const run = promisify(execFile);

export interface PrReviewRequest {
  entry: ManifestEntry;
  graphsDir: string;
  endpoint: EndpointConfig;
  budget?: BudgetLimits;
  timeoutSeconds: number;
  env: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal;
}

async function git(repo: string, args: string[], signal?: AbortSignal): Promise<string> {
  try {
    const { stdout } = await run("git", ["-C", repo, ...args], { maxBuffer: 16 * 1024 * 1024, ...(signal ? { signal } : {}) });
    return stdout.trim();
  } catch (error) {
    const detail = String((error as { stderr?: string }).stderr ?? (error as Error).message)
      .trim()
      .split("\n")[0];
    throw new Error(`git ${args[0]} in ${repo}: ${detail}`, { cause: error });
  }
}

/** One worktree change at a time per clone: concurrent `git worktree add` on one repository can fail on its lock. */
const cloneQueues = new Map<string, Promise<unknown>>();
function inTurn<T>(repo: string, work: () => Promise<T>): Promise<T> {
  const next = (cloneQueues.get(repo) ?? Promise.resolve()).then(work, work);
  cloneQueues.set(
    repo,
    next.catch(() => undefined),
  );
  return next;
}

/** A worktree of `repo` at `head`, detached, in a temp directory; `remove` takes it away again. */
export async function headWorktree(repo: string, head: string, signal?: AbortSignal): Promise<{ dir: string; remove: () => Promise<void> }> {
  const parent = mkdtempSync(join(tmpdir(), "gauntlet-crb-"));
  const dir = join(parent, "pr");
  try {
    await inTurn(repo, () => git(repo, ["worktree", "add", "--detach", "--quiet", dir, head], signal));
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}; fetch the PR's head into the clone first (see docs/benchmark.md)`, { cause: error });
  }
  return {
    dir,
    remove: () =>
      inTurn(repo, async () => {
        await git(repo, ["worktree", "remove", "--force", dir]).catch(() => undefined);
        rmSync(parent, { recursive: true, force: true });
        await git(repo, ["worktree", "prune"]).catch(() => undefined);
      }),
  };
}

/** The gauntlet's result for one PR; a run that cannot finish comes back BLOCKED with its reason, as the CLI's does. */
export async function reviewPr(request: PrReviewRequest, workspace: string): Promise<GauntletResult> {
  const { entry } = request;
  const io = { stdout: () => undefined, stderr: () => undefined, env: request.env, cwd: workspace, ...(request.signal ? { signal: request.signal } : {}) };
  const review = await resolveReviewFlags({ "project-dir": workspace, base: entry.base, head: entry.head }, io, { headMustBeCheckedOut: true });
  const outcome = await runReview({
    // The request `gauntlet review` builds (cliReviewRequest), with the benchmark's time limit and budget,
    // and the head untrusted: a benchmark PR's code never runs, whatever its base's configuration says.
    ...cliReviewRequest(review, {}, io, { graphsDir: request.graphsDir }, request.endpoint, true),
    timeoutSeconds: request.timeoutSeconds,
    ...(request.budget ? { budget: request.budget } : {}),
  });
  return outcome.result;
}
