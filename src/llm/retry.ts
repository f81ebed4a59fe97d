/**
 * Our retry policy for model calls: the only layer that repeats a request
 * after a transport fault (the SDK's retries are off, and NodeFaults of a call
 * this layer gave up on say `retryable: false`, so node attempts and the retry
 * gate do not multiply it; see the table in errors.ts).
 *
 * Per call: transient failures only (connection errors, 408, 409, 429, 5xx),
 * at most 4 retries, exponential backoff with jitter, Retry-After honoured up
 * to 60 s, every wait abortable through the call's signal. Per run, through
 * the EndpointGuard: a circuit breaker that fails every call at once after 3
 * connection failures in a row, a shared pause when the endpoint asks for one
 * (Retry-After), and a retry budget of 10 + 20% of the calls made.
 */
import { isApiConnectionError, isApiError } from "./sdk.js";
import type { Clock } from "../engine/context.js";
import type { BreakerOptions } from "./transport/breaker.js";
import { isConnectionCode, isTimeoutCode, networkCode, reachOutcome } from "./transport/connectionFailure.js";
import { EndpointGuard } from "./transport/endpointGuard.js";
import { RetriesExhausted, RetryBudgetSpent } from "./transport/giveUp.js";
import type { RetryBudgetOptions } from "./transport/retryBudget.js";

export { RetriesExhausted } from "./transport/giveUp.js";

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
  /** The run's circuit breaker: threshold 3, cool-down 30 s by default. */
  breaker?: BreakerOptions;
  /** The run's retry budget: 10 + 20% of calls by default. */
  retryBudget?: RetryBudgetOptions;
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

/** True for failures another try may cure: 408, 409, 429, 5xx, dropped or refused connections, timeouts. */
export function isTransient(error: unknown): boolean {
  // Connection errors (and their timeout subclass) carry no status. The user-abort error is an APIError without one, so it falls through.
  if (isApiConnectionError(error)) return true;
  if (isApiError(error)) {
    const status = error.status;
    return status !== undefined && (TRANSIENT_STATUSES.has(status) || status >= 500);
  }
  const code = networkCode(error);
  return isTimeoutCode(code) || isConnectionCode(code);
}

/** The wait a server asked for, in ms: `retry-after-ms`, or `Retry-After` as seconds or an HTTP date. */
export function retryAfterMs(error: unknown, nowMs: number): number | undefined {
  if (!isApiError(error) || !error.headers) return undefined;
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
  /** The endpoint's breaker, pause and retry budget, shared by the run's calls. Default: a fresh one for this call alone. */
  guard?: EndpointGuard;
  /** Told before each wait; for logging. */
  onRetry?: (info: { retry: number; delayMs: number; error: unknown }) => void;
}

/**
 * Runs `operation` until it succeeds, fails non-transiently, or the retry
 * layer gives up. Each attempt gets a signal that aborts with the call's
 * signal or when the endpoint's breaker opens; pass it to the request. A
 * non-transient error is rethrown as is; giving up throws RetriesExhausted,
 * RetryBudgetSpent or EndpointUnavailableError; an abort of `run.signal`
 * rejects with its reason.
 */
export async function withRetry<T>(operation: (signal: AbortSignal) => Promise<T>, run: RetryRun): Promise<T> {
  const guard = run.guard ?? new EndpointGuard("(unknown host)");
  run.signal.throwIfAborted();
  guard.budget.recordCall();
  // A pause another call was asked for holds this call's first try too.
  await waitOut(guard, run, 0);
  for (let retry = 0; ; retry++) {
    run.signal.throwIfAborted();
    const admission = guard.breaker.admit(run.clock.now());
    let error: unknown;
    try {
      const value = await operation(AbortSignal.any([run.signal, admission.signal]));
      guard.breaker.settle(admission, "reachable", run.clock.now());
      return value;
    } catch (caught) {
      error = caught;
    }
    const now = run.clock.now();
    // Settle before anything else: a probe aborted by a node timeout must free the probe slot.
    guard.breaker.settle(admission, reachOutcome(error), now, error);
    run.signal.throwIfAborted();
    // Opened by this failure or by other calls while this one was in flight: nobody retries past an open breaker.
    if (admission.signal.aborted) throw guard.breaker.unavailable(now);
    if (!isTransient(error)) throw error;
    if (retry >= run.policy.maxRetries) throw new RetriesExhausted(error, retry, guard.host);
    const asked = retryAfterMs(error, now);
    if (asked !== undefined) {
      // The endpoint said when to come back: every call waits for it, and honouring it costs no budget.
      guard.pause.holdUntil(now + Math.min(asked, run.policy.maxRetryAfterMs));
    } else if (!guard.budget.trySpend()) {
      throw new RetryBudgetSpent(error, guard.host, guard.budget.use());
    }
    const paused = guard.pause.remainingMs(now);
    const delayMs = retryDelayMs(run.policy, retry, paused > 0 ? paused : undefined);
    run.onRetry?.({ retry: retry + 1, delayMs, error });
    await waitOut(guard, run, delayMs);
  }
}

/** Waits `minMs` and out the endpoint's shared pause; ends at once, as unavailable, when the breaker opens. */
async function waitOut(guard: EndpointGuard, run: RetryRun, minMs: number): Promise<void> {
  const breakerSignal = guard.breaker.signal;
  try {
    await guard.pause.wait(run.clock, AbortSignal.any([run.signal, breakerSignal]), minMs);
  } catch (error) {
    run.signal.throwIfAborted();
    if (breakerSignal.aborted) throw guard.breaker.unavailable(run.clock.now());
    throw error;
  }
}
