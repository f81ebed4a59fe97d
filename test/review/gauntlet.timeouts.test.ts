/**
 * Timeouts keep the seed's ratios at any run length: a caller's timeoutSeconds
 * scales every lane's clock. A stalled lane at a tiny run timeout faults, is
 * re-run while a pass still fits the wall clock, is given up on, and the run
 * still ends with a verdict — never with the run's own timeout.
 *
 * The run is 10 s: short enough that a stalled lane's clock is about a
 * second, long enough that the deterministic steps fit their shares on a
 * loaded machine (CI runs the unit and end-to-end suites at once on two
 * cores). At 3 s the verdict gate's 5% was 0.15 s, and a busy machine
 * overran the run's own timeout. Assertions still allow for a loaded machine:
 * the signals node has 0.67 s, and if it times out the run only gains a
 * (blocking) pipeline fault.
 */
import { describe, expect, test } from "vitest";
import { stall } from "../support/modelServer.js";
import {
  AUTH_CHANGE,
  PLAIN_CHANGE,
  REVIEW_CHUNK,
  SECURITY,
  SELECT_LANES,
  cleanLanes,
  lane,
  useGauntletSuite,
  expectBlocked,
} from "../support/gauntletHarness.js";

const { h, repo } = useGauntletSuite();

const PLAN = "1. greet() trims the name.\n2. Sessions last one hour.";
const RUN_SECONDS = 10;
const count = (node: string) => h.requestsFor(node).length;
/** The run's own duration, from its trace (not the harness's graph loading). */

describe("timeouts scale with the run", () => {
  test("a stalled lane at a 10 s run times out in about a second, is re-run, given up on, and the run still ends with a verdict", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => stall() });
    const run = await h.run(repo({ ...PLAIN_CHANGE, ...AUTH_CHANGE }).dir, { request: { plan_context: PLAN }, timeoutSeconds: RUN_SECONDS });
    expectBlocked(run);
    // The run ended by itself, with a verdict, inside its own timeout (not killed by it: that would leave no verdict).
    expect(run.gauntlet.incomplete).toContainEqual(expect.objectContaining({ part: "lane", lane: "security" }));
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "faulted", blocks: true });
    // Re-run: more than one pass, two timed-out agent attempts each, and every stalled call aborted by the client.
    const passes = lane(run.gauntlet, "security").attempts;
    // At least two on a quiet machine; on a busy one the gate may see no time left after the first (and other
    // lanes may be given up on too, so the line is matched wherever security stands in it).
    expect(passes).toBeGreaterThanOrEqual(1);
    expect(run.incompleteLine).toMatch(new RegExp(`security \\(no verdict after ${passes} pass(es)?[,;)]`));
    const failed = run.trace.filter((e) => e.type === "attempt" && e.node === "run_security" && e.status === "failed");
    expect(failed).toHaveLength(2 * passes);
    // Each pass reaches the model unless the lane's 0.98 s went on its deterministic steps (a busy machine).
    const stalled = h.requestsFor(SECURITY);
    expect(stalled.length).toBeLessThanOrEqual(passes * 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stalled.every((r) => r.clientClosedAt !== undefined)).toBe(true);
    // The lane's clock is its share of the 10 s run (186/1800 of it, 95% for the child: 0.98 s), not the graph's 186 s.
    for (const failure of failed) {
      expect(failure).toMatchObject({ kind: "timeout" });
      const seconds = Number(/(\d+(?:\.\d+)?)s/.exec(String((failure as { message?: string }).message))?.[1]);
      expect(seconds).toBeGreaterThan(0.65);
      expect(seconds).toBeLessThan(1.35);
    }
  });

  test("a pass that could not finish before the run's timeout is not started", async () => {
    // The code-review lane's share is the largest: one stalled pass costs 2 × 1.57 s of a 10 s run. A
    // stalled select_lanes first burns its two 0.67 s attempts, so a third pass would end after the run's
    // own timeout, killing the run with no verdict at all: the gate must see that and give up after two.
    h.script({ ...cleanLanes(), [SELECT_LANES]: () => stall(), [REVIEW_CHUNK]: () => stall() });
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: {}, timeoutSeconds: RUN_SECONDS });
    expectBlocked(run);
    expect(count(SELECT_LANES)).toBeLessThanOrEqual(2);
    // On a busy machine the signals node's 0.67 s may run out too: default_lanes then widens the selection, and
    // a widened lane with about a second of its own may be given up on beside code review.
    expect(run.gauntlet.incomplete).toContainEqual(expect.objectContaining({ part: "lane", lane: "code-review" }));
    // Two passes on a quiet machine, one on a busy one: never a third, which could not finish in time.
    const passes = lane(run.gauntlet, "code-review").attempts;
    expect([1, 2]).toContain(passes);
    expect(count(REVIEW_CHUNK)).toBeLessThanOrEqual(2 * passes);
    expect(run.incompleteLine).toMatch(
      new RegExp(`^GAUNTLET_REVIEW_INCOMPLETE: code-review \\(no verdict after ${passes} pass(es)?, no time left for another[;)]`),
    );
  });
});
