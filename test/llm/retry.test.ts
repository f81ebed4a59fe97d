import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it } from "vitest";
import { isTransient, retryAfterMs, retryDelayMs, retryPolicy, RetriesExhausted, withRetry } from "../../src/llm/retry.js";
import { EndpointGuard } from "../../src/llm/transport/endpointGuard.js";
import { EndpointUnavailableError, RetryBudgetSpent } from "../../src/llm/transport/giveUp.js";
import { recordingClock } from "./harness.js";
import { loadSdk } from "../../src/llm/sdk.js";

// The error checks know the SDK's classes once it is loaded, as a runner loads it (src/llm/sdk.ts).
await loadSdk();

const statusError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { error: { message: "x" } }, undefined, new Headers(headers));

describe("isTransient", () => {
  it.each([408, 409, 429, 500, 502, 503, 504])("retries HTTP %i", (status) => {
    expect(isTransient(statusError(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422])("does not retry HTTP %i", (status) => {
    expect(isTransient(statusError(status))).toBe(false);
  });

  it("retries connection failures and timeouts, never a user abort", () => {
    expect(isTransient(new APIConnectionError({ message: "Connection error." }))).toBe(true);
    expect(isTransient(new APIConnectionTimeoutError())).toBe(true);
    expect(isTransient(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toBe(true);
    expect(isTransient(new TypeError("fetch failed", { cause: Object.assign(new Error("dns"), { code: "ENOTFOUND" }) }))).toBe(true);
    expect(isTransient(Object.assign(new Error("tls"), { code: "CERT_HAS_EXPIRED" }))).toBe(true);
    expect(isTransient(new APIUserAbortError())).toBe(false);
    expect(isTransient(new Error("bug"))).toBe(false);
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2030-01-01T00:00:00Z");
  it("reads seconds, HTTP dates and retry-after-ms, preferring the millisecond header", () => {
    expect(retryAfterMs(statusError(429, { "retry-after": "2.5" }), now)).toBe(2500);
    expect(retryAfterMs(statusError(429, { "retry-after": "Tue, 01 Jan 2030 00:00:30 GMT" }), now)).toBe(30_000);
    expect(retryAfterMs(statusError(429, { "retry-after": "Mon, 31 Dec 2029 00:00:00 GMT" }), now)).toBe(0);
    expect(retryAfterMs(statusError(429, { "retry-after": "7", "retry-after-ms": "150" }), now)).toBe(150);
    expect(retryAfterMs(statusError(429, { "retry-after": "soon" }), now)).toBeUndefined();
    expect(retryAfterMs(statusError(429), now)).toBeUndefined();
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base step up to the 8 s cap, jittered within the upper half", () => {
    const high = retryPolicy({ random: () => 1 });
    const low = retryPolicy({ random: () => 0 });
    expect([0, 1, 2, 3, 4, 5].map((retry) => retryDelayMs(high, retry))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect([0, 1, 4].map((retry) => retryDelayMs(low, retry))).toEqual([250, 500, 4000]);
  });

  it("lets Retry-After ask for more than the backoff, up to 60 s", () => {
    const policy = retryPolicy({ random: () => 1 });
    expect(retryDelayMs(policy, 0, 20_000)).toBe(20_000);
    expect(retryDelayMs(policy, 0, 3_600_000)).toBe(60_000);
    expect(retryDelayMs(policy, 2, 100)).toBe(2000);
  });
});

describe("withRetry", () => {
  it("rethrows a non-transient error from the first try", async () => {
    const clock = recordingClock();
    let tries = 0;
    const failing = () => {
      tries++;
      return Promise.reject(statusError(400));
    };
    await expect(withRetry(failing, { clock, signal: new AbortController().signal, policy: retryPolicy() })).rejects.toMatchObject({ status: 400 });
    expect(tries).toBe(1);
    expect(clock.delays).toEqual([]);
  });

  it("reports exhaustion with the last error and the retries spent", async () => {
    const clock = recordingClock();
    const error = await withRetry(() => Promise.reject(statusError(500)), {
      clock,
      signal: new AbortController().signal,
      policy: retryPolicy({ maxRetries: 2 }),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhausted);
    expect((error as RetriesExhausted).retries).toBe(2);
    expect(clock.delays).toHaveLength(2);
  });

  it("does not start when the signal has already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    let tries = 0;
    const op = () => {
      tries++;
      return Promise.resolve(1);
    };
    await expect(withRetry(op, { clock: recordingClock(), signal: controller.signal, policy: retryPolicy() })).rejects.toThrow("stop");
    expect(tries).toBe(0);
  });
});

const refused = () =>
  new APIConnectionError({
    message: "Connection error.",
    cause: new TypeError("fetch failed", { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) }),
  });

describe("withRetry with an endpoint guard", () => {
  it("gives each attempt its own signal, aborted with the call's signal", async () => {
    const controller = new AbortController();
    const seen: AbortSignal[] = [];
    let tries = 0;
    const op = (signal: AbortSignal) => {
      seen.push(signal);
      return ++tries < 3 ? Promise.reject(statusError(500)) : Promise.resolve("ok");
    };

    await expect(withRetry(op, { clock: recordingClock(), signal: controller.signal, policy: retryPolicy() })).resolves.toBe("ok");
    controller.abort();

    expect(new Set(seen).size).toBe(3);
    expect(seen.every((signal) => signal !== controller.signal && signal.aborted)).toBe(true);
  });

  it("turns a retry the run's budget refuses into RetryBudgetSpent, naming the host and the numbers", async () => {
    const guard = new EndpointGuard("models.example:8443", { retryBudget: { minRetries: 1, retryRatio: 0 } });
    let tries = 0;
    const failing = () => {
      tries++;
      return Promise.reject(statusError(503));
    };

    const error = await withRetry(failing, { clock: recordingClock(), signal: new AbortController().signal, policy: retryPolicy(), guard }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(RetryBudgetSpent);
    expect(error).toMatchObject({ host: "models.example:8443", use: { calls: 1, retries: 1, allowance: 1 } });
    expect(tries).toBe(2);
  });

  it("does not charge the budget for waiting out a Retry-After", async () => {
    const guard = new EndpointGuard("h", { retryBudget: { minRetries: 0, retryRatio: 0 } });
    const clock = recordingClock();
    let tries = 0;
    const op = () => (++tries === 1 ? Promise.reject(statusError(429, { "retry-after": "2" })) : Promise.resolve("ok"));

    await expect(withRetry(op, { clock, signal: new AbortController().signal, policy: retryPolicy({ random: () => 1 }), guard })).resolves.toBe("ok");

    expect(clock.delays).toEqual([2000]);
    expect(guard.budget.use()).toEqual({ calls: 1, retries: 0, allowance: 0 });
  });

  it("stops retrying when connection failures open the breaker, and later calls fail without trying", async () => {
    const guard = new EndpointGuard("127.0.0.1:9");
    const clock = recordingClock();
    let tries = 0;
    const op = () => {
      tries++;
      return Promise.reject(refused());
    };
    const run = { clock, signal: new AbortController().signal, policy: retryPolicy({ random: () => 1 }), guard };

    const first = await withRetry(op, run).catch((e: unknown) => e);
    const second = await withRetry(op, run).catch((e: unknown) => e);

    expect(tries).toBe(3);
    expect(clock.delays).toEqual([500, 1000]);
    for (const error of [first, second]) {
      expect(error).toBeInstanceOf(EndpointUnavailableError);
      expect((error as Error).message).toContain("the model endpoint 127.0.0.1:9 is unreachable (3 connection failures in a row, last: ECONNREFUSED)");
      expect((error as Error).message).toContain("check the base URL, the network, and the endpoint's status");
    }
  });

  it("resets the breaker's count on any reply, so failures must be consecutive to open it", async () => {
    const guard = new EndpointGuard("h");
    const script = [refused(), refused(), statusError(500), refused(), refused()];
    let tries = 0;
    const op = () => {
      const next = script[tries++];
      return next ? Promise.reject(next) : Promise.resolve("ok");
    };

    await expect(withRetry(op, { clock: recordingClock(), signal: new AbortController().signal, policy: retryPolicy({ maxRetries: 5 }), guard })).resolves.toBe(
      "ok",
    );

    expect(tries).toBe(6);
    expect(guard.breaker.status).toBe("closed");
  });
});
