/**
 * Negotiation's queue: requests that rely on an unconfirmed capability wait
 * behind the first one, but only for the hold. An endpoint that accepts
 * everything must not see the run's first wave of lanes go one by one.
 */
import { describe, expect, test } from "vitest";
import { EndpointCapabilities } from "../../src/llm/providers/capabilities.js";

const never = new AbortController().signal;

describe("EndpointCapabilities.admit", () => {
  test("a second request waits while the first is unconfirmed, and goes at once when it confirms", async () => {
    const caps = new EndpointCapabilities({}, 60_000);
    const releaseFirst = await caps.admit(true, true, never);
    let secondAdmitted = false;
    const second = caps.admit(true, true, never).then((release) => {
      secondAdmitted = true;
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondAdmitted).toBe(false);
    caps.confirm({ structured: true, tools: true });
    releaseFirst();
    (await second)();
    expect(secondAdmitted).toBe(true);
    expect(caps.uses(true, true)).toEqual({ structured: false, tools: false });
  });

  test("the hold is bounded: while the first request is still in flight, the others go once it is over", async () => {
    const caps = new EndpointCapabilities({}, 10);
    await caps.admit(true, false, never); // never released: a long, successful first call
    const others = await Promise.all([caps.admit(true, false, never), caps.admit(true, false, never)]);
    expect(others).toHaveLength(2);
  });

  test("a step down starts a new hold for the next mode", async () => {
    const caps = new EndpointCapabilities({}, 60_000);
    const releaseFirst = await caps.admit(true, false, never);
    expect(caps.stepDown("structured")).toBe("structured output json_object");
    releaseFirst();
    const releaseSecond = await caps.admit(true, false, never);
    let thirdAdmitted = false;
    void caps.admit(true, false, never).then(() => (thirdAdmitted = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(thirdAdmitted).toBe(false);
    releaseSecond();
  });

  test("pinned capabilities are never queued", async () => {
    const caps = new EndpointCapabilities({ structuredOutput: "json_schema", tools: "on" }, 60_000);
    await caps.admit(true, true, never);
    await caps.admit(true, true, never);
  });
});
