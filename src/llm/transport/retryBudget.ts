/**
 * A run-wide retry budget in the manner of gRPC retry throttling and Envoy's
 * retry budgets: retries may add at most a fixed share on top of the calls
 * the run makes, so an endpoint failing for everyone gets a bounded extra
 * load instead of every call's full retry allowance at once.
 *
 * Numbers: the run starts with 10 retries (so a short run with a flaky
 * endpoint still gets its retries) and earns 0.2 more per call made (first
 * tries only), i.e. retries stay under 10 + 20% of calls. A retry that
 * honours a server's Retry-After is not drawn from it: the server chose when
 * to come back, and the shared pause already spaces those calls.
 */

export interface RetryBudgetOptions {
  /** Retries the run may spend before it has made any call. Default 10. */
  minRetries?: number;
  /** Retries earned per call made. Default 0.2. */
  retryRatio?: number;
}

/** How much of the budget is used, for messages. */
export interface RetryBudgetUse {
  calls: number;
  retries: number;
  /** Retries allowed so far: minRetries + retryRatio × calls, rounded down. */
  allowance: number;
}

export const DEFAULT_MIN_RETRIES = 10;
export const DEFAULT_RETRY_RATIO = 0.2;

export class RetryBudget {
  private readonly minRetries: number;
  private readonly retryRatio: number;
  private calls = 0;
  private retries = 0;

  constructor(options: RetryBudgetOptions = {}) {
    this.minRetries = options.minRetries ?? DEFAULT_MIN_RETRIES;
    this.retryRatio = options.retryRatio ?? DEFAULT_RETRY_RATIO;
  }

  /** Counts a call's first try: it earns the run `retryRatio` retries. */
  recordCall(): void {
    this.calls++;
  }

  /** Spends one retry if the budget allows it; false means the caller must give up. */
  trySpend(): boolean {
    if (this.retries >= this.use().allowance) return false;
    this.retries++;
    return true;
  }

  use(): RetryBudgetUse {
    return { calls: this.calls, retries: this.retries, allowance: Math.floor(this.minRetries + this.retryRatio * this.calls) };
  }
}
