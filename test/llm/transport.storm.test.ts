/**
 * Many calls through one EndpointGuard, on a fake clock: one rate limit or
 * one dead endpoint must not turn into a storm of requests.
 */
import { getEventListeners } from "node:events";
import { APIConnectionError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it } from "vitest";
import type { Clock } from "../../src/engine/context.js";
import { retryPolicy, withRetry, type RetryRun } from "../../src/llm/retry.js";
import { EndpointGuard } from "../../src/llm/transport/endpointGuard.js";
import { EndpointUnavailableError, RetriesExhausted, RetryBudgetSpent } from "../../src/llm/transport/giveUp.js";
import { RetryBudget } from "../../src/llm/transport/retryBudget.js";
import { loadSdk } from "../../src/llm/sdk.js";

// The error checks know the SDK's classes once it is loaded, as a runner loads it (src/llm/sdk.ts).
await loadSdk();

/** A clock that only moves when told; sleeps end when it passes their deadline, or by abort. */
function manualClock(): Clock & { sleeping(): number; advanceTo(ms: number): Promise<void> } {
  let now = 0;
  const sleepers = new Set<{ until: number; wake: () => void }>();
  return {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          sleepers.delete(sleeper);
          reject(signal?.reason);
        };
        const sleeper = {
          until: now + ms,
          wake: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        sleepers.add(sleeper);
        signal?.addEventListener("abort", onAbort, { once: true });
      }),
    sleeping: () => sleepers.size,
    advanceTo: async (ms) => {
      now = ms;
      for (const sleeper of [...sleepers].filter((s) => s.until <= now)) {
        sleepers.delete(sleeper);
        sleeper.wake();
      }
      await settle();
    },
  };
}

/** Lets every pending promise chain run to its next real wait. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

const rateLimited = (seconds: number) =>
  APIError.generate(429, { error: { message: "slow down" } }, undefined, new Headers({ "retry-after": String(seconds) }));
const overloaded = () => APIError.generate(503, { error: { message: "overloaded" } }, undefined, new Headers());
const refused = () =>
  new APIConnectionError({ cause: new TypeError("fetch failed", { cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }) });

function runWith(clock: Clock, guard: EndpointGuard, signal = new AbortController().signal): RetryRun {
  return { clock, signal, policy: retryPolicy({ random: () => 1 }), guard };
}

describe("a shared rate-limit pause", () => {
  it("20 concurrent calls that all draw a 429 wait on one deadline, then retry once each, without spending the budget", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    const invokedAt: number[] = [];
    const op = () => {
      invokedAt.push(clock.now());
      return clock.now() < 5_000 ? Promise.reject(rateLimited(5)) : Promise.resolve("ok");
    };

    const calls = Array.from({ length: 20 }, () => withRetry(op, runWith(clock, guard)));
    await settle();
    expect(invokedAt).toHaveLength(20);
    expect(clock.sleeping()).toBe(20);

    await clock.advanceTo(4_999);
    expect(invokedAt).toHaveLength(20);
    await clock.advanceTo(5_000);

    expect(await Promise.all(calls)).toEqual(Array(20).fill("ok"));
    expect(invokedAt.length).toBeLessThanOrEqual(20 + 20);
    expect(invokedAt.slice(20).every((at) => at >= 5_000)).toBe(true);
    expect(guard.budget.use().retries).toBe(0);
  });

  it("one call's 429 holds the calls that start later, before their first try", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    const invokedAt: number[] = [];
    const op = () => {
      invokedAt.push(clock.now());
      return invokedAt.length === 1 ? Promise.reject(rateLimited(5)) : Promise.resolve("ok");
    };

    const first = withRetry(op, runWith(clock, guard));
    await settle();
    await clock.advanceTo(1_000);
    const later = Array.from({ length: 19 }, () => withRetry(op, runWith(clock, guard)));
    await settle();
    expect(invokedAt).toEqual([0]);
    expect(clock.sleeping()).toBe(20);

    await clock.advanceTo(5_000);

    await expect(Promise.all([first, ...later])).resolves.toHaveLength(20);
    // 20 first tries and the one retry of the call that drew the 429.
    expect(invokedAt).toHaveLength(21);
    expect(invokedAt.slice(1).every((at) => at === 5_000)).toBe(true);
  });

  it("a later, longer Retry-After moves the deadline for calls already waiting", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    const replies = [rateLimited(5), rateLimited(20)];
    const invokedAt: number[] = [];
    const op = () => {
      invokedAt.push(clock.now());
      const reply = replies.shift();
      return reply ? Promise.reject(reply) : Promise.resolve("ok");
    };

    const calls = [withRetry(op, runWith(clock, guard)), withRetry(op, runWith(clock, guard))];
    await settle();
    await clock.advanceTo(5_000);
    expect(invokedAt).toEqual([0, 0]);
    await clock.advanceTo(20_000);

    await expect(Promise.all(calls)).resolves.toEqual(["ok", "ok"]);
    expect(invokedAt).toEqual([0, 0, 20_000, 20_000]);
  });

  it("caps the shared pause at 60 s", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    let tries = 0;
    const call = withRetry(() => (++tries === 1 ? Promise.reject(rateLimited(3_600)) : Promise.resolve("ok")), runWith(clock, guard));
    await settle();

    await clock.advanceTo(60_000);

    await expect(call).resolves.toBe("ok");
    expect(guard.pause.remainingMs(60_000)).toBe(0);
  });

  it("a wait on the pause ends at once when the call is aborted, and leaves no abort listener behind", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    guard.pause.holdUntil(10_000);
    const controller = new AbortController();
    let tries = 0;
    const call = withRetry(() => Promise.resolve(++tries), runWith(clock, guard, controller.signal)).catch((e: unknown) => e);
    await settle();

    controller.abort(new Error("node timeout"));

    expect(await call).toMatchObject({ message: "node timeout" });
    expect(tries).toBe(0);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});

describe("the run-wide retry budget", () => {
  it("allows 10 retries plus 20% of the calls made", () => {
    const budget = new RetryBudget();
    for (let i = 0; i < 20; i++) budget.recordCall();
    const granted = Array.from({ length: 20 }, () => budget.trySpend()).filter(Boolean).length;
    expect(granted).toBe(14);
    expect(budget.use()).toEqual({ calls: 20, retries: 14, allowance: 14 });
  });

  it("bounds 20 concurrent calls against an endpoint that fails for everyone to 20 + 14 requests", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h");
    let requests = 0;
    const op = () => {
      requests++;
      return Promise.reject(overloaded());
    };

    const calls = Array.from({ length: 20 }, () => withRetry(op, runWith(clock, guard)).catch((e: unknown) => e));
    await settle();
    for (let t = 1_000; clock.sleeping() > 0; t += 1_000) await clock.advanceTo(t);
    const faults = await Promise.all(calls);

    expect(requests).toBe(20 + 14);
    expect(faults.every((f) => f instanceof RetryBudgetSpent || f instanceof RetriesExhausted)).toBe(true);
    expect(faults.filter((f) => f instanceof RetryBudgetSpent).length).toBeGreaterThan(0);
  });
});

describe("the breaker across concurrent calls", () => {
  it("the third connection failure aborts the calls in flight and the ones backing off; new calls fail without a request", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("10.0.0.7:8000");
    let requests = 0;
    const op = (signal: AbortSignal) => {
      requests++;
      if (requests <= 3) return Promise.reject(refused());
      // A request that never answers: only an abort ends it, as the SDK's does.
      return new Promise<never>((_resolve, reject) => {
        signal.addEventListener("abort", () => reject(new APIUserAbortError()), { once: true });
      });
    };

    const calls = Array.from({ length: 5 }, () => withRetry(op, runWith(clock, guard)).catch((e: unknown) => e));
    const faults = await Promise.all(calls);
    const late = await withRetry(op, runWith(clock, guard)).catch((e: unknown) => e);

    expect(requests).toBe(5);
    for (const fault of [...faults, late]) {
      expect(fault).toBeInstanceOf(EndpointUnavailableError);
      expect((fault as Error).message).toContain("10.0.0.7:8000 is unreachable");
    }
    expect(clock.sleeping()).toBe(0);
  });

  it("after the cool-down one probe goes through, and its success lets calls through again", async () => {
    const clock = manualClock();
    const guard = new EndpointGuard("h", { breaker: { failureThreshold: 1, coolDownMs: 30_000 } });
    let up = false;
    let requests = 0;
    const op = () => {
      requests++;
      return up ? Promise.resolve("ok") : Promise.reject(refused());
    };
    await expect(withRetry(op, runWith(clock, guard))).rejects.toBeInstanceOf(EndpointUnavailableError);
    await clock.advanceTo(29_000);
    await expect(withRetry(op, runWith(clock, guard))).rejects.toBeInstanceOf(EndpointUnavailableError);
    expect(requests).toBe(1);

    up = true;
    await clock.advanceTo(30_000);

    await expect(withRetry(op, runWith(clock, guard))).resolves.toBe("ok");
    await expect(withRetry(op, runWith(clock, guard))).resolves.toBe("ok");
    expect(requests).toBe(3);
  });
});
