/**
 * A circuit breaker for one model endpoint, shared by every call of a run.
 *
 *   closed ──(3 connection failures in a row)──▶ open ──(30 s cool-down)──▶ half-open: one probe call
 *     ▲                                            ▲                               │
 *     │                                            └────── probe unreachable ──────┤
 *     └────────────────────────── probe reached the endpoint ──────────────────────┘
 *
 * Only connection failures (refused, reset, DNS, TLS) count: an endpoint that
 * answers at all, even with a 5xx, is reachable and resets the count, and its
 * errors are the retry layer's business. When the breaker opens it aborts
 * every attempt admitted before (each runs with the admission's signal), and
 * calls fail at once with EndpointUnavailableError until the cool-down ends;
 * then exactly one call goes through as a probe while the others keep failing
 * fast. The clock is the caller's (`now` on each method), so tests can use a
 * fake one.
 */
import { connectionDetail, type ReachOutcome } from "./connectionFailure.js";
import { EndpointUnavailableError } from "./giveUp.js";

export interface BreakerOptions {
  /** Connection failures in a row, across all calls, that open the breaker. Default 3. */
  failureThreshold?: number;
  /** How long an open breaker fails calls at once before it lets one probe through, in ms. Default 30 s. */
  coolDownMs?: number;
}

/** Leave to make one HTTP attempt. `signal` aborts when the breaker opens; pass it to the request. */
export interface Admission {
  readonly signal: AbortSignal;
  /** The one attempt let through after the cool-down; its outcome closes or reopens the breaker. */
  readonly probe: boolean;
}

type BreakerState = { kind: "closed" } | { kind: "open"; since: number } | { kind: "half-open"; probeInFlight: boolean };

export const DEFAULT_FAILURE_THRESHOLD = 3;
export const DEFAULT_COOL_DOWN_MS = 30_000;

export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly coolDownMs: number;
  private state: BreakerState = { kind: "closed" };
  /** Aborted when the breaker opens; replaced when a probe is let through. One per closed (or probing) epoch. */
  private epoch = new AbortController();
  /** Connection failures in a row, across calls; any reply resets it. */
  private failures = 0;
  private lastFailure = "";

  constructor(
    readonly host: string,
    options: BreakerOptions = {},
  ) {
    this.failureThreshold = Math.max(1, options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD);
    this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
  }

  /** Aborted while the breaker is open: pass it to waits so they end when the breaker opens. */
  get signal(): AbortSignal {
    return this.epoch.signal;
  }

  get status(): BreakerState["kind"] {
    return this.state.kind;
  }

  /** Lets one attempt through, or throws EndpointUnavailableError while the breaker is open or a probe is under way. */
  admit(now: number): Admission {
    const state = this.state;
    if (state.kind === "closed") return { signal: this.epoch.signal, probe: false };
    if (state.kind === "open" && now - state.since < this.coolDownMs) throw this.unavailable(now);
    if (state.kind === "half-open" && state.probeInFlight) throw this.unavailable(now);
    if (state.kind === "open") this.epoch = new AbortController();
    this.state = { kind: "half-open", probeInFlight: true };
    return { signal: this.epoch.signal, probe: true };
  }

  /** Records how an admitted attempt ended. Attempts admitted before the breaker last opened are ignored. */
  settle(admission: Admission, outcome: ReachOutcome, now: number, error?: unknown): void {
    if (admission.signal !== this.epoch.signal || admission.signal.aborted) return;
    if (outcome === "reachable") {
      this.state = { kind: "closed" };
      this.failures = 0;
    } else if (outcome === "unreachable") {
      this.failures++;
      this.lastFailure = connectionDetail(error);
      if (admission.probe || this.failures >= this.failureThreshold) this.open(now);
    } else if (admission.probe) {
      // The probe proved nothing (aborted by a node timeout, say): let the next call probe instead.
      this.state = { kind: "half-open", probeInFlight: false };
    }
  }

  /** The error for a call turned away now. */
  unavailable(now: number): EndpointUnavailableError {
    const retryInMs = this.state.kind === "open" ? Math.max(0, this.coolDownMs - (now - this.state.since)) : 0;
    return new EndpointUnavailableError(this.host, this.failures, this.lastFailure, retryInMs);
  }

  private open(now: number): void {
    this.state = { kind: "open", since: now };
    this.epoch.abort(this.unavailable(now));
  }
}
