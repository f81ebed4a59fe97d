/**
 * Fault paths, end to end. A fault only ever degrades to BLOCKED: a faulted
 * lane is re-run (at most 3 passes, inside the wall clock) and then given up
 * on, a permanent fault (auth, budget) degrades without a re-run, and every
 * path — a dead parse, a dead lane, a stalled lane at a tiny timeout — still
 * reaches `done` with a verdict.
 */
import { describe, expect, test } from "vitest";
import { retryGate } from "../../src/review/gauntlet/retryGate.js";
import { signalsNode } from "../../src/review/gauntlet/signalsNode.js";
import { httpError, jsonReply, textReply } from "../support/modelServer.js";
import {
  ADVERSARY,
  AUTH_CHANGE,
  PARSE,
  PLAIN_CHANGE,
  REVIEW_CHUNK,
  SECURITY,
  SELECT_LANES,
  cleanLanes,
  crashingScript,
  hangingScript,
  lane,
  useGauntletSuite,
  expectBlocked,
  type Route,
} from "../support/gauntletHarness.js";

const { h, repo } = useGauntletSuite();

const PLAN = "1. greet() trims the name.\n2. Sessions last one hour.";
const count = (node: string) => h.requestsFor(node).length;

describe("a faulted lane is re-run, then given up on", () => {
  test("a lane whose model call fails for good (a 400) is asked once in the whole run, and blocks at once", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => httpError(400, { message: "the model rejected the request" }) });
    const run = await h.run(repo({ ...PLAIN_CHANGE, ...AUTH_CHANGE }).dir, { request: { plan_context: PLAN } });
    expectBlocked(run);
    // Not 2 node attempts × 3 passes: another attempt could not fix it, so neither layer repeats it.
    expect(count(SECURITY)).toBe(1);
    expect(count(ADVERSARY)).toBe(1);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "degraded", attempts: 1, blocks: true });
    expect(lane(run.gauntlet, "security").reasons[0]).toMatch(/^security: degraded — model: security-reviewer\/review: .*400/);
    // The refused call reached the endpoint: it is counted, and the run's calls are the requests the endpoint saw.
    expect(lane(run.gauntlet, "security").usage).toMatchObject({ calls: 1, prompt_tokens: 0, completion_tokens: 0 });
    expect(run.gauntlet.usage.calls).toBe(h.server.requests.length);
    // Not given up on (never re-run), but without a verdict of its own: the review is incomplete, and says so.
    expect(run.gauntlet.incomplete).toEqual([expect.objectContaining({ part: "lane", lane: "security", state: "degraded", given_up: false })]);
    expect(run.incompleteLine).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: security \(degraded: \w+\)$/);
  });

  test("a lane whose endpoint keeps answering 5xx is retried by the HTTP layer only, then blocks", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => httpError(503, { message: "overloaded" }) });
    const run = await h.run(repo({ ...PLAIN_CHANGE, ...AUTH_CHANGE }).dir, { request: { plan_context: PLAN } });
    expectBlocked(run);
    // The first try and the HTTP layer's 4 retries, once: no node attempt and no pass repeats them.
    expect(count(SECURITY)).toBe(5);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "degraded", attempts: 1, blocks: true });
    // One call, refused for good: counted once, as a call that succeeded after retries is.
    expect(lane(run.gauntlet, "security").usage).toMatchObject({ calls: 1, prompt_tokens: 0 });
    expect(lane(run.gauntlet, "security").reasons[0]).toMatch(/still fails after 4 retries/);
  });

  test("an auth failure degrades the lane at once: no re-run, named as incomplete, and it blocks", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => httpError(401, { message: "invalid api key" }) });
    const run = await h.run(repo(AUTH_CHANGE).dir, { request: {} });
    expectBlocked(run);
    expect(count(SECURITY)).toBe(1);
    expect(lane(run.gauntlet, "security")).toMatchObject({ state: "degraded", attempts: 1, blocks: true });
    expect(run.gauntlet.incomplete).toEqual([expect.objectContaining({ part: "lane", lane: "security", state: "degraded", given_up: false })]);
    expect(run.incompleteLine).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: security \(degraded: \w+\)$/);
  });

  test("an exhausted budget degrades the lanes it stops, without re-running them", async () => {
    // Each scripted call costs 15 tokens: select_lanes fits, the lanes' calls cross the limit.
    h.script(cleanLanes());
    const run = await h.run(repo({ ...PLAIN_CHANGE, ...AUTH_CHANGE }).dir, { request: { plan_context: PLAN }, budget: { maxTokens: 20 } });
    expectBlocked(run);
    const states = run.gauntlet.lanes.filter((l) => l.state !== "skipped").map((l) => l.state);
    expect(states).toContain("degraded");
    expect(states).not.toContain("faulted");
    // Every degraded lane is named, none as given up on.
    const degraded = run.gauntlet.lanes.filter((l) => l.state === "degraded").map((l) => l.name);
    expect(run.gauntlet.incomplete.filter((i) => i.part === "lane").map((i) => i.part === "lane" && !i.given_up && i.lane)).toEqual(degraded);
    expect(count(ADVERSARY) + count(SECURITY) + count(REVIEW_CHUNK)).toBeLessThanOrEqual(3);
  });

  test("a failed review chunk degrades the code-review lane; it is not re-run", async () => {
    h.script({ ...cleanLanes(), [REVIEW_CHUNK]: () => httpError(400, { message: "context too long" }) });
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: {} });
    expectBlocked(run);
    expect(count(REVIEW_CHUNK)).toBe(1);
    expect(lane(run.gauntlet, "code-review")).toMatchObject({ state: "degraded", verdict: "BLOCKED", attempts: 1 });
    expect(run.gauntlet.coverage).toMatchObject({ complete: false, not_reviewed: [{ path: "src/greet.ts", reason: "review failed" }] });
  });
});

describe("a parse fault blocks", () => {
  test("free text whose parse call fails twice: no lane runs, the verdict names the fault", async () => {
    h.script({ ...cleanLanes(), [PARSE]: () => textReply("Sure! The diff is main...HEAD and the plan is attached.") });
    const run = await h.run(repo(PLAIN_CHANGE).dir, { prompt: "review main...HEAD against the attached plan" });
    expectBlocked(run);
    expect(count(PARSE)).toBeGreaterThanOrEqual(2);
    expect(h.server.requests.every((r) => r.headers["x-gauntlet-node"] === PARSE)).toBe(true);
    expect(run.incompleteLine).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: PIPELINE-FAULT: review-gauntlet\/parse: schema: /);
    expect(run.gauntlet.faults).toEqual([expect.stringMatching(/^PIPELINE-FAULT: review-gauntlet\/parse: /)]);
    expect(run.gauntlet.lanes.every((l) => l.state === "skipped")).toBe(true);
    expect(run.gauntlet.reasons).toContain("no lane completed, so nothing was reviewed");
  });
});

describe("a dead gauntlet stage blocks, and the run goes on to a verdict", () => {
  test("signals that hang until their node times out: default_lanes widens every lane, and the fault blocks", async () => {
    h.script(cleanLanes());
    const run = await h.run(repo(PLAIN_CHANGE).dir, {
      request: { plan_context: PLAN },
      // Signals get 120/1800 of the run (1 s) before their node times out; the lanes get seconds each, so a busy
      // machine cannot time them out as well.
      timeoutSeconds: 15,
      scriptOverrides: { "review-gauntlet/signals": hangingScript(signalsNode) },
    });
    expectBlocked(run);
    expect(count(SELECT_LANES)).toBe(0);
    expect(run.gauntlet.lanes.filter((l) => l.state === "completed").map((l) => l.name)).toEqual(["code-review", "adversary", "security"]);
    expect(run.gauntlet.lanes.every((l) => !l.blocks)).toBe(true);
    expect(run.gauntlet.faults).toEqual([expect.stringMatching(/^PIPELINE-FAULT: review-gauntlet\/signals: timeout: /)]);
    expect(run.incompleteLine).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: PIPELINE-FAULT: review-gauntlet\/signals: timeout/);
    expect(run.output).toMatch(/- degraded: diff signals failed/);
  });

  test("a crash of the retry gate records a PIPELINE-FAULT and falls through to the verdict gate", async () => {
    h.script(cleanLanes());
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: {}, scriptOverrides: { "review-gauntlet/retry_gate": crashingScript(retryGate, "gate bug") } });
    expectBlocked(run);
    expect(lane(run.gauntlet, "code-review")).toMatchObject({ state: "completed", blocks: false });
    expect(run.gauntlet.faults).toEqual(["PIPELINE-FAULT: review-gauntlet/retry_gate: crash: gate bug"]);
    expect(run.incompleteLine).toBe("GAUNTLET_REVIEW_INCOMPLETE: PIPELINE-FAULT: review-gauntlet/retry_gate: crash: gate bug");
  });
});

describe("a gauntlet script's output is checked against its state schema", () => {
  test("a write that breaks the schema faults the node, and the run blocks where the bad value alone would have passed", async () => {
    h.script(cleanLanes());
    // Lane attempts that are not numbers would read as no attempts at all: nothing in them blocks.
    const miscounting: typeof retryGate = {
      ...retryGate,
      run: async (input) => ({ ...(await retryGate.run(input)), lane_attempts: { "code-review": "one" } }),
    };
    const run = await h.run(repo(PLAIN_CHANGE).dir, { request: {}, scriptOverrides: { "review-gauntlet/retry_gate": miscounting } });
    expectBlocked(run);
    expect(lane(run.gauntlet, "code-review")).toMatchObject({ state: "completed", blocks: false });
    expect(run.gauntlet.faults).toEqual([
      expect.stringMatching(/^PIPELINE-FAULT: review-gauntlet\/retry_gate: crash: script "retry_gate" wrote "lane_attempts" against its schema/),
    ]);
  });
});

describe("every fault path reaches done with a verdict", () => {
  const scenarios: [string, Record<string, Route>, Record<string, unknown>][] = [
    ["no model call is answered", {}, { plan_context: PLAN }],
    [
      "select_lanes refuses and every lane's model errors",
      { [SELECT_LANES]: () => httpError(400), [ADVERSARY]: () => httpError(400), [SECURITY]: () => httpError(400), [REVIEW_CHUNK]: () => httpError(400) },
      { plan_context: PLAN },
    ],
    ["select_lanes answers off-schema", { ...cleanLanes(), [SELECT_LANES]: () => jsonReply({ add_security: "yes" }) }, {}],
    ["a lane answers with an empty reply", { ...cleanLanes(), [ADVERSARY]: () => textReply("") }, { plan_context: PLAN }],
    ["the probe is forced with a recipe but cannot bring its environment up", cleanLanes(), { forced_lanes: ["probe"], probe_context: "npm start" }],
  ];

  test.each(scenarios)("%s", async (_name, routes, request) => {
    h.script(routes);
    const run = await h.run(repo({ ...PLAIN_CHANGE, ...AUTH_CHANGE }).dir, { request });
    expectBlocked(run);
  });
});
