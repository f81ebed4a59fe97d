/**
 * The ways the HTTP layer gives up on a model call. Each is final: the retry
 * layer already spent what it may on the call, so toNodeFault turns every one
 * into a NodeFault with `retryable: false` (see the table in ../errors.ts).
 * Each names the endpoint's host (never the key) so the person reading the
 * fault knows which endpoint to check.
 */
import type { RetryBudgetUse } from "./retryBudget.js";

/** Transient failures until the per-call retries ran out. */
export class RetriesExhausted extends Error {
  constructor(
    readonly lastError: unknown,
    readonly retries: number,
    readonly host = "(unknown host)",
  ) {
    super(`${host}: retries exhausted after ${retries}`, { cause: lastError });
    this.name = "RetriesExhausted";
  }
}

/** A transient failure whose retry the run-wide retry budget refused: the endpoint is failing for many calls at once. */
export class RetryBudgetSpent extends Error {
  constructor(
    readonly lastError: unknown,
    readonly host: string,
    readonly use: RetryBudgetUse,
  ) {
    super(`${host}: the run's retry budget is spent (${use.retries} of ${use.allowance} retries used)`, { cause: lastError });
    this.name = "RetryBudgetSpent";
  }
}

/** The circuit breaker is open: the endpoint refused or dropped connections several times in a row. */
export class EndpointUnavailableError extends Error {
  constructor(
    readonly host: string,
    readonly failures: number,
    /** The connection failure that opened the breaker, as a short reason (`ECONNREFUSED`). */
    readonly lastFailure: string,
    /** Until the breaker lets one probe call through; 0 while a probe is under way. */
    readonly retryInMs: number,
  ) {
    super(
      `the model endpoint ${host} is unreachable (${failures} connection failures in a row, last: ${lastFailure}); ` +
        `model calls fail at once until a probe ${retryInMs > 0 ? `in ${Math.ceil(retryInMs / 1000)} s` : "under way"} succeeds; ` +
        "check the base URL, the network, and the endpoint's status",
    );
    this.name = "EndpointUnavailableError";
  }
}
