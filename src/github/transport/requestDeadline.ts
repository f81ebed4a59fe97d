/**
 * A deadline on every GitHub request attempt, and the run's cancellation on
 * all of them. An Octokit plugin given before the retry and throttling
 * plugins: a hook registered earlier sits inside the later ones, so it wraps
 * each attempt, not the retried whole. An attempt GitHub holds open past the
 * deadline becomes a 504 that the retry plugin retries like any other 5xx,
 * and a run that is cancelled abandons its calls at once, without retries
 * (the check is completed by the direct path, see GithubApi.completeCheckDirect).
 */
import { RequestError } from "@octokit/request-error";
import type { getOctokit } from "@actions/github";

/** Octokit's type, read from its factory here: importing it from octokit.ts would close a cycle. */
type Octokit = ReturnType<typeof getOctokit>;

/** GitHub ends its own requests after 10 s; twice that is an answer that is not coming. */
export const GITHUB_REQUEST_TIMEOUT_MS = 20_000;

/** The run was cancelled while a GitHub call was in flight: carries no `request`, so no plugin retries it. */
export class GithubCallAbandoned extends Error {
  constructor(what: string) {
    super(`${what}: abandoned, the run was cancelled`);
    this.name = "GithubCallAbandoned";
  }
}

export interface RequestDeadlineOptions {
  requestDeadline?: { timeoutMs: number; cancel?: AbortSignal };
}

/** The plugin: Octokit hands every plugin its constructor's options. */
export function requestDeadline(octokit: Pick<Octokit, "hook">, octokitOptions: object): void {
  const { timeoutMs = GITHUB_REQUEST_TIMEOUT_MS, cancel } = (octokitOptions as RequestDeadlineOptions).requestDeadline ?? {};
  // The caller's own signal, per call: the options object is shared by every attempt of the call.
  const ownSignals = new WeakMap<object, AbortSignal | undefined>();
  octokit.hook.wrap("request", async (request, options) => {
    const what = `${options.method} ${options.url}`;
    if (cancel?.aborted) throw new GithubCallAbandoned(what);
    // Hooks are bound to the call's options: an attempt's signal goes in by mutation, as the retry plugin's own counters do.
    const attempt = (options.request ??= {});
    if (!ownSignals.has(attempt)) ownSignals.set(attempt, attempt.signal as AbortSignal | undefined);
    const own = ownSignals.get(attempt);
    const deadline = AbortSignal.timeout(timeoutMs);
    attempt.signal = AbortSignal.any([deadline, ...(cancel ? [cancel] : []), ...(own ? [own] : [])]);
    try {
      return await request(options);
    } catch (error) {
      if (cancel?.aborted && !own?.aborted) throw new GithubCallAbandoned(what);
      if (deadline.aborted && !own?.aborted) {
        throw new RequestError(`GitHub did not answer ${what} within ${duration(timeoutMs)}`, 504, { request: options, cause: error });
      }
      throw error;
    }
  });
}

const duration = (ms: number): string => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);
