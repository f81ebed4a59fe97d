/**
 * GitHub's client as the action uses it: Octokit with the retry and
 * throttling plugins, and a deadline on every attempt. The base URL comes
 * from GITHUB_API_URL, so GitHub Enterprise Server works.
 */
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { VERSION } from "../../version.js";
import { GITHUB_REQUEST_TIMEOUT_MS, requestDeadline, type RequestDeadlineOptions } from "./requestDeadline.js";

export type Octokit = ReturnType<typeof getOctokit>;

export interface OctokitOptions {
  /** Each attempt's deadline (default GITHUB_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** The run's cancellation: in-flight calls are abandoned, never retried. */
  signal?: AbortSignal;
  /**
   * The throttling plugin's pacing (one write per second, waits on rate
   * limits) and the retry plugin's back-off (1, 4, 9 s). Only a loopback fake,
   * which has no limits to respect and no load to wait out, turns them off:
   * retries then come 10, 40 and 90 ms apart, as many as ever.
   */
  pacing?: boolean;
}

/** The retry plugin waits (attempt)² × this many ms between attempts; 1,000 is its own default. */
const RETRY_BASE_MS = { paced: 1000, unpaced: 10 } as const;

export function createOctokit(token: string, apiUrl: string, log: (message: string) => void, options: OctokitOptions = {}): Octokit {
  const deadline: RequestDeadlineOptions = {
    requestDeadline: { timeoutMs: options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS, ...(options.signal ? { cancel: options.signal } : {}) },
  };
  return getOctokit(
    token,
    {
      baseUrl: apiUrl,
      userAgent: `review-gauntlet/${VERSION}`,
      ...deadline,
      retry: { doNotRetry: [400, 401, 403, 404, 422, 451], retryAfterBaseValue: options.pacing === false ? RETRY_BASE_MS.unpaced : RETRY_BASE_MS.paced },
      throttle: {
        enabled: options.pacing !== false,
        onRateLimit: (after: number, options: { method: string; url: string }, _octokit: unknown, count: number) => {
          log(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${after} s`);
          return count < 2;
        },
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _octokit: unknown, count: number) => {
          log(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${after} s`);
          return count < 2;
        },
      },
    },
    // First: its hook then wraps each attempt inside the retry and throttling plugins.
    requestDeadline,
    retry,
    throttling,
  );
}
