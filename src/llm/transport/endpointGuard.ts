/**
 * Everything the model calls of one run share about their endpoint: its
 * circuit breaker, its rate-limit pause and the run's retry budget. The
 * runner makes one per run (one runner serves one run); withRetry consults it
 * around every HTTP attempt.
 */
import { OPENAI_BASE_URL } from "../endpoint.js";
import { CircuitBreaker, type BreakerOptions } from "./breaker.js";
import { RatePause } from "./ratePause.js";
import { RetryBudget, type RetryBudgetOptions } from "./retryBudget.js";

export interface EndpointGuardOptions {
  breaker?: BreakerOptions;
  retryBudget?: RetryBudgetOptions;
}

export class EndpointGuard {
  readonly breaker: CircuitBreaker;
  readonly pause = new RatePause();
  readonly budget: RetryBudget;

  constructor(
    /** Named in every give-up message: `api.openai.com`, `127.0.0.1:8080`. */
    readonly host: string,
    options: EndpointGuardOptions = {},
  ) {
    this.breaker = new CircuitBreaker(host, options.breaker);
    this.budget = new RetryBudget(options.retryBudget);
  }

  /** The guard for the endpoint at `baseURL` (OpenAI's when unset). */
  static forBaseURL(baseURL: string | undefined, options: EndpointGuardOptions = {}): EndpointGuard {
    return new EndpointGuard(endpointHost(baseURL), options);
  }
}

/** Host and port of a base URL, nothing else: a URL may carry credentials in its user info or query. */
export function endpointHost(baseURL: string | undefined): string {
  try {
    return new URL(baseURL ?? OPENAI_BASE_URL).host || "the model endpoint";
  } catch {
    return "the model endpoint";
  }
}
