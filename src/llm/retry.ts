/**
 * Our retry policy for one model call. The SDK's retries are off, so this is
 * the only place a request is repeated: transient failures only, exponential
 * backoff with jitter, Retry-After honoured within bounds, and every wait
 * abortable through the call's signal.
 */
import { APIConnectionError, APIError } from "openai";
import type { Clock } from "../engine/context.js";

export interface RetryOptions {
  /** Retries after the first try. Default 4. */
  maxRetries?: number;
  /** First backoff step in ms, doubled each retry. Default 500. */
  baseDelayMs?: number;
  /** Ceiling of our own backoff. Default 8 s. */
  maxBackoffMs?: number;
  /** Ceiling for a server's Retry-After. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Uniform in [0, 1); injected so tests get exact delays. Default Math.random. */
  random?: () => number;
  /** Overrides the RunContext clock. */
  clock?: Clock;
}

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
  random: () => number;
}

export function retryPolicy(options: RetryOptions = {}): RetryPolicy {
  return {
    maxRetries: options.maxRetries ?? 4,
    baseDelayMs: options.baseDelayMs ?? 500,
    maxBackoffMs: options.maxBackoffMs ?? 8_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    random: options.random ?? Math.random,
  };
}

const TRANSIENT_STATUSES = new Set([408, 409, 429]);
const TRANSIENT_NETWORK_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "UND_ERR_SOCKET"]);

/** True for failures another try may cure: 408, 409, 429, 5xx, dropped or refused connections, timeouts. */
export function isTransient(error: unknown): boolean {
  // Connection errors (and their timeout subclass) carry no status. The user-abort error is an APIError without one, so it falls through.
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError) {
    const status = error.status;
    return status !== undefined && (TRANSIENT_STATUSES.has(status) || status >= 500);
  }
  return TRANSIENT_NETWORK_CODES.has(networkCode(error) ?? "");
}

/** The wait a server asked for, in ms: `retry-after-ms`, or `Retry-After` as seconds or an HTTP date. */
export function retryAfterMs(error: unknown, nowMs: number): number | undefined {
  if (!(error instanceof APIError) || !error.headers) return undefined;
  const headers = error.headers;
  const millis = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const header = headers.get("retry-after");
  if (header === null) return undefined;
  const seconds = Number(header.trim());
  if (header.trim() !== "" && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * The wait before retry number `retry` (0-based). Without Retry-After: "equal
 * jitter", half fixed and half random, so concurrent lanes spread out but
 * never retry instantly. A Retry-After above our backoff wins, up to its ceiling.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, serverAskedMs?: number): number {
  const step = Math.min(policy.maxBackoffMs, policy.baseDelayMs * 2 ** retry);
  const backoff = step / 2 + policy.random() * (step / 2);
  if (serverAskedMs === undefined) return Math.round(backoff);
  return Math.round(Math.min(policy.maxRetryAfterMs, Math.max(backoff, serverAskedMs)));
}

export interface RetryRun {
  clock: Clock;
  signal: AbortSignal;
  policy: RetryPolicy;
  /** Told before each wait; for logging. */
  onRetry?: (info: { retry: number; delayMs: number; error: unknown }) => void;
}

/** Outcome of a call that failed: the last error and how many retries were spent on it. */
export class RetriesExhausted extends Error {
  constructor(
    readonly lastError: unknown,
    readonly retries: number,
  ) {
    super("retries exhausted", { cause: lastError });
    this.name = "RetriesExhausted";
  }
}

/**
 * Runs `operation` until it succeeds, fails non-transiently, or the retries
 * run out. A non-transient error is rethrown as is; exhausted transient
 * failures become RetriesExhausted. An abort rejects with the signal's reason.
 */
export async function withRetry<T>(operation: () => Promise<T>, run: RetryRun): Promise<T> {
  for (let retry = 0; ; retry++) {
    run.signal.throwIfAborted();
    try {
      return await operation();
    } catch (error) {
      run.signal.throwIfAborted();
      if (!isTransient(error)) throw error;
      if (retry >= run.policy.maxRetries) throw new RetriesExhausted(error, retry);
      const delayMs = retryDelayMs(run.policy, retry, retryAfterMs(error, run.clock.now()));
      run.onRetry?.({ retry: retry + 1, delayMs, error });
      await run.clock.sleep(delayMs, run.signal);
    }
  }
}

function networkCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
