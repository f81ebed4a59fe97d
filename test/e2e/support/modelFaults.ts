/**
 * The model rows of the fault matrix: what the scripted model server (or a
 * dead endpoint) does to the code-review lane's call, mostly, and what the
 * run must make of it. Bounds follow the retry table in src/llm/errors.ts:
 * transport faults are retried by the HTTP client only (at most 4 retries,
 * 3 connection failures open the breaker), a timeout or a schema fault by
 * node attempts (2) and the retry gate (3 passes), the rest never.
 */
import { MODEL_KEY, MODEL_NAME } from "../../support/actionHarness.js";
import { completion, dropConnection, httpError, jsonReply, refusalReply, stall, textReply, type ModelReply } from "../../support/modelServer.js";
import { refusingEndpointURL, startHangingUpEndpoint, startResettingEndpoint, type HangUp } from "./deadEndpoint.js";
import { BLOCKED_GITHUB_CALLS as BLOCKED_GITHUB, CLEAN_MODEL_CALLS as CLEAN_MODEL, PASS_GITHUB_CALLS as PASS_GITHUB, type FaultCase } from "./faultMatrix.js";
import { REVIEW_CHUNK, SELECT_LANES, cleanChunk, requestsFor, type Route } from "./model.js";
import { describeRun, type ScenarioOptions } from "./scenario.js";

/** `reply` for the first `times` requests to the route, then `then`. */
function firstThen(reply: () => ModelReply, times: number, then: Route): Route {
  let seen = 0;
  return (request) => (seen++ < times ? reply() : then(request));
}

const lane = (route: Route): ScenarioOptions => ({ routes: { [REVIEW_CHUNK]: route } });
const tooLong = () => httpError(400, { message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 130001 tokens." });
const TIME_SCALE = Math.max(1, Number(process.env.GAUNTLET_TEST_TIME_SCALE) || 1);
/** A non-retryable fault in the lane's one call: select_lanes, then the chunk once. */
const ONE_TRY = { modelCalls: CLEAN_MODEL, githubCalls: BLOCKED_GITHUB };
/** A transient status on every try: 1 + 4 retries of the chunk (withRetry), never re-run by node attempts or the retry gate. */
const FIVE_TRIES = { modelCalls: 1 + 5, githubCalls: BLOCKED_GITHUB };
/** A retryable fault (schema): 2 requests (reply + repair turn) × 2 node attempts × 3 retry-gate passes, after select_lanes. */
const RETRYABLE = { modelCalls: 1 + 2 * 2 * 3, githubCalls: BLOCKED_GITHUB };

export const MODEL_ROWS: FaultCase[] = [
  {
    layer: "model",
    name: "a 503 once in the lane",
    scenario: lane(firstThen(() => httpError(503), 1, cleanChunk)),
    expect: { check: "success", exit: 0, modelCalls: CLEAN_MODEL + 1, githubCalls: PASS_GITHUB },
    also: chunkCalls(2),
  },
  {
    layer: "model",
    name: "a 503 on every try in the lane",
    scenario: lane(() => httpError(503)),
    expect: { check: "failure", exit: 1, reason: /code-review.*still fails after 4 retries: 503/, ...FIVE_TRIES },
  },
  {
    layer: "model",
    name: "a 429 with Retry-After once in the lane",
    scenario: lane(firstThen(() => httpError(429, { headers: { "retry-after": "1" } }), 1, cleanChunk)),
    expect: { check: "success", exit: 0, modelCalls: CLEAN_MODEL + 1, githubCalls: PASS_GITHUB },
    also: chunkCalls(2),
  },
  {
    layer: "model",
    name: "a 429 with Retry-After on every try in the lane",
    scenario: lane(() => httpError(429, { headers: { "retry-after": "1" }, message: "Rate limit reached for requests" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*429.*check the endpoint's rate limits/, ...FIVE_TRIES },
  },
  {
    layer: "model",
    name: "the lane's call stalls past a short timeout-minutes",
    scenario: lane(() => stall()),
    // Long enough to reach the lane's call on a busy machine, short enough not to hold the matrix up.
    setup: () => ({ options: { inputs: { "timeout-minutes": String(0.15 * TIME_SCALE) } } }),
    // A timeout is retryable: 2 node attempts × up to 3 retry-gate passes, as the run's time allows.
    expect: { check: "failure", exit: 1, reason: /code-review: faulted — timeout: /, modelCalls: 1 + 2 * 3, githubCalls: BLOCKED_GITHUB },
    also: ({ run, scenario }, expect) => {
      expect(run.outputs.verdict).toBe("BLOCKED");
      const summary = scenario.fake.state.checkRuns[0]!.output.summary;
      expect(summary).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: code-review/m);
      // The stalled call was made, and abandoned, not waited out.
      expect(requestsFor(scenario.model, REVIEW_CHUNK), describeRun(run, scenario)).not.toEqual([]);
      expect(requestsFor(scenario.model, REVIEW_CHUNK)[0]!.clientClosedAt).toBeDefined();
    },
  },
  {
    layer: "model",
    name: "a connection reset once in the lane",
    scenario: lane(firstThen(dropConnection, 1, cleanChunk)),
    expect: { check: "success", exit: 0, modelCalls: CLEAN_MODEL + 1, githubCalls: PASS_GITHUB },
    also: chunkCalls(2),
  },
  {
    layer: "model",
    name: "a connection reset on every try in the lane",
    scenario: lane(dropConnection),
    // The breaker opens after 3 connection failures in a row: fewer tries than the 5 a call may make.
    expect: { check: "failure", exit: 1, reason: /code-review.*127\.0\.0\.1.*(connection|reach)/i, modelCalls: 1 + 3, githubCalls: BLOCKED_GITHUB },
  },
  {
    layer: "model",
    name: "every reply is a body that is not JSON (an HTML proxy page)",
    setup: ({ model }) => model.setHandler(() => ({ kind: "http_error", status: 200, body: "<html>upstream proxy error</html>" })),
    expect: { check: "failure", exit: 1, reason: /GAUNTLET_REVIEW_INCOMPLETE|PIPELINE-FAULT/, modelCalls: 2 * 2 * 3 + 2, githubCalls: BLOCKED_GITHUB },
    also: ({ run, scenario }, expect) => {
      expect(run.outputs.verdict).toBe("BLOCKED");
      expect(scenario.model.requests.length).toBeGreaterThan(0);
    },
  },
  {
    layer: "model",
    name: "the lane's structured reply is not JSON",
    scenario: lane(() => textReply("{ summary: 'fine', findings: [")),
    expect: { check: "failure", exit: 1, reason: /code-review.*output_schema/, ...RETRYABLE },
  },
  {
    layer: "model",
    name: "the lane's reply violates the schema",
    scenario: lane(() => jsonReply({ summary: 5, findings: "none" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*does not match output_schema/, ...RETRYABLE },
  },
  {
    layer: "model",
    name: "the lane's call is refused by the model",
    scenario: lane(() => refusalReply("I can't help with that.")),
    expect: { check: "failure", exit: 1, reason: /code-review.*the model refused: I can't help with that/, ...ONE_TRY },
  },
  {
    layer: "model",
    name: "the lane's reply is cut off (finish_reason length)",
    scenario: lane(() => completion({ content: '{"summary": "The change', finishReason: "length" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*cut off at the token limit/, ...ONE_TRY },
  },
  {
    layer: "model",
    name: "the lane's reply is blocked by a content filter",
    scenario: lane(() => completion({ content: null, finishReason: "content_filter" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*content filter/, ...ONE_TRY },
  },
  {
    layer: "model",
    name: "a 401 in the lane",
    scenario: lane(() => httpError(401, { message: "Incorrect API key provided" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*refused the credentials/, ...ONE_TRY },
  },
  {
    layer: "model",
    name: "a 404 in the lane",
    scenario: lane(() => httpError(404, { message: "The model `e2e-model` does not exist" })),
    expect: { check: "failure", exit: 1, reason: /code-review.*not found.*check the model name/, ...ONE_TRY },
  },
  {
    layer: "model",
    name: "a 400 (context length) in the lane: asked once in the whole run",
    scenario: lane(tooLong),
    expect: { check: "failure", exit: 1, reason: /code-review.*maximum context length/, ...ONE_TRY },
    also: chunkCalls(1),
  },
  {
    layer: "model",
    name: "a 503 on every try in select_lanes",
    scenario: { routes: { [SELECT_LANES]: () => httpError(503) } },
    expect: { check: "failure", exit: 1, reason: /select_lanes.*still fails after 4 retries: 503/, modelCalls: 5 + 1, githubCalls: BLOCKED_GITHUB },
  },
  {
    layer: "model",
    name: "an endpoint that resets every connection (counted)",
    setup: async (_scenario, test) => {
      const endpoint = await startResettingEndpoint(test);
      return { options: { model: undefined, inputs: deadModel(endpoint.baseURL) }, modelCalls: () => endpoint.connections };
    },
    // The target: BLOCKED after at most 12 connection attempts, naming the endpoint.
    expect: { check: "failure", exit: 1, reason: /127\.0\.0\.1:\d+/, modelCalls: 12, githubCalls: BLOCKED_GITHUB },
  },
  hangingUp("at once"),
  hangingUp("after the request"),
  {
    layer: "model",
    name: "an endpoint that sends headers, then stalls every reply's body (counted)",
    setup: async (_scenario, test) => {
      const endpoint = await startHangingUpEndpoint(test, "headers, then stall");
      // A short idle limit, so the row takes seconds: the endpoint answered, so each call is retried, not cut off by the breaker.
      const env = { GAUNTLET_MODEL_IDLE_SECONDS: String(TIME_SCALE) };
      return { options: { model: undefined, inputs: deadModel(endpoint.baseURL), env }, modelCalls: () => endpoint.connections };
    },
    // select_lanes' 1 + 4 retries, then the lane's: each try ends at the idle limit, named, never at the node timeout.
    expect: { check: "failure", exit: 1, reason: /127\.0\.0\.1:\d+ sent its reply's headers, then no byte/, modelCalls: 10, githubCalls: BLOCKED_GITHUB },
  },
  {
    layer: "model",
    name: "an endpoint that refuses every connection (a closed port)",
    setup: async () => ({ options: { model: undefined, inputs: deadModel(await refusingEndpointURL()) } }),
    expect: { check: "failure", exit: 1, reason: /127\.0\.0\.1:\d+.*(ECONNREFUSED|refused)/, modelCalls: 0, githubCalls: BLOCKED_GITHUB },
  },
];

/** A proxy or load balancer with no upstream: it accepts each connection and closes it (FIN) before answering. */
function hangingUp(how: Exclude<HangUp, "headers, then stall">): FaultCase {
  return {
    layer: "model",
    name: `an endpoint that closes every connection ${how === "at once" ? "before reading the request" : "after reading the request"} (counted)`,
    setup: async (_scenario, test) => {
      const endpoint = await startHangingUpEndpoint(test, how);
      return { options: { model: undefined, inputs: deadModel(endpoint.baseURL) }, modelCalls: () => endpoint.connections };
    },
    // The target, as for resets: BLOCKED after at most 12 connections, naming the endpoint and the hang-up.
    expect: { check: "failure", exit: 1, reason: /127\.0\.0\.1:\d+.*(ECONNRESET|closed the connection)/, modelCalls: 12, githubCalls: BLOCKED_GITHUB },
  };
}

function chunkCalls(count: number): FaultCase["also"] {
  return ({ scenario }, expect) => expect(requestsFor(scenario.model, REVIEW_CHUNK)).toHaveLength(count);
}

function deadModel(baseURL: string): Record<string, string> {
  return { "openai-base-url": baseURL, "openai-api-key": MODEL_KEY, model: MODEL_NAME };
}
