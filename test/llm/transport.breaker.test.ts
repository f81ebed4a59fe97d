import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "../../src/llm/transport/breaker.js";
import { isConnectionFailure, reachOutcome } from "../../src/llm/transport/connectionFailure.js";
import { endpointHost } from "../../src/llm/transport/endpointGuard.js";
import { EndpointUnavailableError } from "../../src/llm/transport/giveUp.js";
import { loadSdk } from "../../src/llm/sdk.js";

// The error checks know the SDK's classes once it is loaded, as a runner loads it (src/llm/sdk.ts).
await loadSdk();

const withCode = (code: string) => new TypeError("fetch failed", { cause: Object.assign(new Error(code), { code }) });
const reset = () => new APIConnectionError({ message: "Connection error.", cause: withCode("ECONNRESET") });

function failOnce(breaker: CircuitBreaker, now: number, error: unknown = reset()): void {
  breaker.settle(breaker.admit(now), "unreachable", now, error);
}

function turnedAway(breaker: CircuitBreaker, now: number): EndpointUnavailableError {
  try {
    breaker.admit(now);
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointUnavailableError);
    return error as EndpointUnavailableError;
  }
  throw new Error("expected the breaker to turn the call away");
}

describe("what counts as a connection failure", () => {
  it.each(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "UND_ERR_SOCKET", "CERT_HAS_EXPIRED", "ERR_TLS_CERT_ALTNAME_INVALID"])(
    "%s, bare or wrapped by the SDK",
    (code) => {
      expect(isConnectionFailure(withCode(code))).toBe(true);
      expect(reachOutcome(new APIConnectionError({ cause: withCode(code) }))).toBe("unreachable");
    },
  );

  it("any SDK connection error except its timeout; a reply of any status proves the endpoint reachable", () => {
    expect(isConnectionFailure(new APIConnectionError({ message: "Connection error." }))).toBe(true);
    expect(reachOutcome(new APIConnectionTimeoutError())).toBe("inconclusive");
    expect(reachOutcome(withCode("ETIMEDOUT"))).toBe("inconclusive");
    expect(reachOutcome(new APIUserAbortError())).toBe("inconclusive");
    expect(reachOutcome(new Error("bug"))).toBe("inconclusive");
    expect(reachOutcome(APIError.generate(503, { error: { message: "x" } }, undefined, new Headers()))).toBe("reachable");
    expect(reachOutcome(APIError.generate(400, { error: { message: "x" } }, undefined, new Headers()))).toBe("reachable");
  });
});

describe("CircuitBreaker", () => {
  it("opens after 3 connection failures in a row and turns calls away, naming the host and what to check", () => {
    const breaker = new CircuitBreaker("models.internal:8443");
    failOnce(breaker, 0);
    failOnce(breaker, 0);
    expect(breaker.status).toBe("closed");
    failOnce(breaker, 1_000, new APIConnectionError({ cause: withCode("ECONNREFUSED") }));

    expect(breaker.status).toBe("open");
    const error = turnedAway(breaker, 11_000);
    expect(error.message).toBe(
      "the model endpoint models.internal:8443 is unreachable (3 connection failures in a row, last: ECONNREFUSED); " +
        "model calls fail at once until a probe in 20 s succeeds; check the base URL, the network, and the endpoint's status",
    );
  });

  it("a reply in between resets the count", () => {
    const breaker = new CircuitBreaker("h");
    failOnce(breaker, 0);
    failOnce(breaker, 0);
    breaker.settle(breaker.admit(0), "reachable", 0);
    failOnce(breaker, 0);
    failOnce(breaker, 0);
    expect(breaker.status).toBe("closed");
  });

  it("inconclusive endings (timeouts, aborts) neither count nor reset", () => {
    const breaker = new CircuitBreaker("h");
    failOnce(breaker, 0);
    failOnce(breaker, 0);
    breaker.settle(breaker.admit(0), "inconclusive", 0, new APIConnectionTimeoutError());
    failOnce(breaker, 0);
    expect(breaker.status).toBe("open");
  });

  it("aborts every attempt admitted before it opened, and ignores how they end", () => {
    const breaker = new CircuitBreaker("h", { failureThreshold: 1 });
    const inFlight = breaker.admit(0);
    const failing = breaker.admit(0);

    breaker.settle(failing, "unreachable", 0, reset());

    expect(inFlight.signal.aborted).toBe(true);
    expect(inFlight.signal.reason).toBeInstanceOf(EndpointUnavailableError);
    expect(breaker.signal.aborted).toBe(true);
    breaker.settle(inFlight, "reachable", 0); // stale: admitted before the breaker opened
    expect(breaker.status).toBe("open");
  });

  it("after the cool-down lets exactly one probe through; its success closes the breaker", () => {
    const breaker = new CircuitBreaker("h", { failureThreshold: 1, coolDownMs: 30_000 });
    failOnce(breaker, 0);
    turnedAway(breaker, 29_999);

    const probe = breaker.admit(30_000);
    expect(probe).toMatchObject({ probe: true });
    expect(probe.signal.aborted).toBe(false);
    expect(turnedAway(breaker, 30_000).message).toContain("until a probe under way succeeds");

    breaker.settle(probe, "reachable", 30_100);
    expect(breaker.status).toBe("closed");
    expect(breaker.admit(30_100)).toMatchObject({ probe: false });
  });

  it("a failed probe reopens it for another full cool-down", () => {
    const breaker = new CircuitBreaker("h", { failureThreshold: 3, coolDownMs: 30_000 });
    for (let i = 0; i < 3; i++) failOnce(breaker, 0);

    const probe = breaker.admit(30_000);
    breaker.settle(probe, "unreachable", 30_500, reset());

    expect(probe.signal.aborted).toBe(true);
    expect(turnedAway(breaker, 60_000).message).toContain("4 connection failures in a row");
    expect(breaker.admit(60_500)).toMatchObject({ probe: true });
  });

  it("a probe that proves nothing frees the probe slot for the next call", () => {
    const breaker = new CircuitBreaker("h", { failureThreshold: 1, coolDownMs: 10 });
    failOnce(breaker, 0);
    const probe = breaker.admit(10);

    breaker.settle(probe, "inconclusive", 11, new APIUserAbortError());

    expect(breaker.status).toBe("half-open");
    expect(breaker.admit(12)).toMatchObject({ probe: true });
  });
});

describe("endpointHost", () => {
  it("keeps host and port only: never user info, path or query", () => {
    expect(endpointHost("https://user:sk-secret@gateway.example:8443/v1?api-key=sk-secret")).toBe("gateway.example:8443");
    expect(endpointHost(undefined)).toBe("api.openai.com");
    expect(endpointHost("not a url")).toBe("the model endpoint");
  });
});
