/**
 * The GitHub rows of the fault matrix, generated: every call a clean
 * pull_request run makes (in order, as `fake.calls` lists them), times each
 * fault GitHub answers with — a 502 and a secondary rate limit (retried
 * away), a 422 and a 404 (not retried) — plus a 502 on every try and a stall
 * on the calls that decide the run, and the summary comment a BLOCKED run
 * posts after its verdict.
 */
import type { OperationId } from "../../support/fakeGithub/operations.js";
import { refusalReply } from "../../support/modelServer.js";
import { REVIEW_CHUNK } from "./model.js";
import type { Scenario } from "./scenario.js";
import { CLEAN_MODEL_CALLS, PASS_GITHUB_CALLS, type CaseRun, type Expected, type FaultCase } from "./faultMatrix.js";
import type { ExpectStatic } from "vitest";

/** What a clean pull_request run calls, in order (GITHUB_CALLS). */
const CLEAN_RUN_CALLS = PASS_GITHUB_CALLS;

interface GithubCall {
  /** How the matrix names it. */
  label: string;
  method: "GET" | "POST" | "PATCH";
  operation: OperationId;
  /** Calls to the same operation before this one. */
  skip: number;
  /** What a call that fails for good does to the run. */
  role: "create" | "config" | "soft" | "complete";
  /** soft: the log line that states the gap, and the gap in words. */
  soft?: { log: RegExp; gap: string };
  /** Calls a run cannot do without: what a reason must name besides GitHub's answer. */
  names?: RegExp;
}

/**
 * The configuration every GitHub row seeds at the base, so the config read
 * answers 200 when it is not faulted (without a file, GitHub's own answer is
 * a 404, which a retry could not be told apart from the fault).
 */
const BASE_CONFIG = "lanes: [code-review]\n";

/** Arms `fault` on a scenario whose base has a configuration. */
function armed(fault: (scenario: Scenario) => void): (scenario: Scenario) => void {
  return (scenario) => {
    scenario.fake.state.seedFile(scenario.repo.baseSha, ".github/gauntlet.yml", BASE_CONFIG);
    fault(scenario);
  };
}

export const GITHUB_CALLS: GithubCall[] = [
  { label: "create the check (checks/create)", method: "POST", operation: "checks/create", skip: 0, role: "create", names: /check run/i },
  {
    label: "read the base's configuration (repos/get-content)",
    method: "GET",
    operation: "repos/get-content",
    skip: 0,
    role: "config",
    names: /gauntlet\.yml/,
  },
  {
    label: "read the comments (issues/list-comments, 1st)",
    method: "GET",
    operation: "issues/list-comments",
    skip: 0,
    role: "soft",
    soft: { log: /could not read the pull request's comments \(.*\); going on without it/, gap: "comments: no dismissal, override or earlier summary applies" },
  },
  {
    label: "read this head's earlier checks (checks/list-for-ref, 1st)",
    method: "GET",
    operation: "checks/list-for-ref",
    skip: 0,
    role: "soft",
    soft: { log: /could not read this head's earlier check runs \(.*\); going on without it/, gap: "earlier reviews of this head: no replay" },
  },
  {
    label: "read which checks review the PR (checks/list-for-ref, 2nd)",
    method: "GET",
    operation: "checks/list-for-ref",
    skip: 1,
    role: "soft",
    soft: { log: /could not tell which gauntlet checks review this pull request/, gap: "check scope unknown: a command naming no check applies to none" },
  },
  {
    label: "read the comments again before publishing (issues/list-comments, 2nd)",
    method: "GET",
    operation: "issues/list-comments",
    skip: 1,
    role: "soft",
    soft: { log: /could not read the comments again before publishing \(.*\); using those read at the start/, gap: "dismissals posted during the run" },
  },
  { label: "complete the check (checks/update)", method: "PATCH", operation: "checks/update", skip: 0, role: "complete", names: /check run/i },
];

const docs = "https://docs.github.com/rest";
const SERVER_ERROR = { message: "Server Error", documentation_url: docs, status: "502" };
const SECONDARY_LIMIT = {
  message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
  documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
  status: "403",
};
const VALIDATION_FAILED = {
  message: "Validation Failed",
  errors: [{ resource: "Gauntlet", code: "invalid", field: "injected" }],
  documentation_url: docs,
  status: "422",
};
const NOT_FOUND = { message: "Not Found", documentation_url: docs, status: "404" };

/** A line that names both what the run was doing and what GitHub answered. */
function naming(call: GithubCall, answer: RegExp): RegExp {
  return new RegExp(`^(?=.*(?:${call.names!.source}))(?=.*(?:${answer.source}))`, "mi");
}

/** The statuses of `call`'s operation, in order: proof that the fault hit it and what followed. */
function statusesOf(scenario: Scenario, call: GithubCall): Array<number | null> {
  return scenario.fake.callsTo(call.operation).map((c) => c.status);
}

/** The fault hit the call, and a retry answered. */
function retriedAway(call: GithubCall, status: number) {
  return ({ scenario }: CaseRun, expect: ExpectStatic) => {
    const statuses = statusesOf(scenario, call);
    expect(statuses[call.skip], `${call.label}: ${statuses.join(", ")}`).toBe(status);
    expect(statuses[call.skip + 1], `${call.label} retried: ${statuses.join(", ")}`).toBeGreaterThanOrEqual(200);
    expect(statuses[call.skip + 1]).toBeLessThan(300);
  };
}

/** A fault GitHub's client retries: the run does not notice. */
function transient(call: GithubCall, kind: "502" | "secondary rate limit"): FaultCase {
  const status = kind === "502" ? 502 : 403;
  return {
    layer: "github",
    name: `${kind} once on: ${call.label}`,
    setup: armed(({ fake }) =>
      fake.failNext(call.method, call.operation, status, {
        skip: call.skip,
        body: kind === "502" ? SERVER_ERROR : SECONDARY_LIMIT,
        ...(kind === "502" ? {} : { headers: { "retry-after": "1" } }),
      }),
    ),
    expect: {
      check: "success",
      exit: 0,
      // Octokit's retry plugin retries a 5xx silently; the throttling plugin logs the rate limit.
      ...(kind === "502" ? {} : { reason: /GitHub secondary rate limit on \w+ \S+; retrying in 1 s/ }),
      modelCalls: CLEAN_MODEL_CALLS,
      githubCalls: CLEAN_RUN_CALLS + 1,
    },
    also: retriedAway(call, status),
  };
}

/** A 4xx is not retried by GitHub's client: each call has its own consequence. */
function refused(call: GithubCall, status: 422 | 404): FaultCase {
  const body = status === 422 ? VALIDATION_FAILED : NOT_FOUND;
  const name = `${status} once on: ${call.label}`;
  const setup = armed(({ fake }) => fake.failNext(call.method, call.operation, status, { skip: call.skip, body }));
  const message = status === 422 ? /Validation Failed/ : /Not Found/;
  switch (call.role) {
    case "create":
      return { layer: "github", name, setup, expect: { check: "none", exit: 1, reason: naming(call, message), modelCalls: 0, githubCalls: 1 } };
    case "config":
      if (status === 404) {
        // GitHub's 404 is how "no such file" reads: the run goes on with the defaults (and says so), as for a repository without one.
        return {
          layer: "github",
          name,
          setup,
          expect: {
            check: "success",
            exit: 0,
            reason: /no \.github\/gauntlet\.yml at the base commit; using the defaults/,
            modelCalls: CLEAN_MODEL_CALLS,
            githubCalls: CLEAN_RUN_CALLS,
            gap: "a 404 reads as no configuration: the defaults apply",
          },
        };
      }
      return { layer: "github", name, setup, expect: { check: "failure", exit: 1, reason: naming(call, message), modelCalls: 0, githubCalls: 3 } };
    case "soft":
      return {
        layer: "github",
        name,
        setup,
        expect: { check: "success", exit: 0, reason: call.soft!.log, modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS, gap: call.soft!.gap },
      };
    case "complete":
      // The verdict cannot be written: the fail-closed path completes the check as failure with GitHub's answer.
      return {
        layer: "github",
        name,
        setup,
        expect: { check: "failure", exit: 1, reason: naming(call, message), modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS + 1 },
        also: ({ run, scenario }, expect) => {
          expect(statusesOf(scenario, call)).toEqual([status, 200]);
          expect(run.stdout).toMatch(new RegExp(`^::error::.*${message.source}`, "m"));
        },
      };
  }
}

/** 5xx on every try of a call (Octokit tries 4 times: 1 + 3 retries). */
function persistent5xx(call: GithubCall): FaultCase {
  const tries = 4;
  const name = `502 on every try of: ${call.label}`;
  const setup = (times: number) => armed(({ fake }) => fake.failNext(call.method, call.operation, 502, { skip: call.skip, times, body: SERVER_ERROR }));
  const answer = /Server Error/;
  const reason = call.names ? naming(call, answer) : (call.soft?.log ?? answer);
  const expected: Record<GithubCall["role"], Expected> = {
    create: { check: "none", exit: 1, reason, modelCalls: 0, githubCalls: tries },
    config: { check: "failure", exit: 1, reason, modelCalls: 0, githubCalls: 1 + tries + 1 },
    soft: { check: "success", exit: 0, reason, modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS + tries - 1, gap: call.soft?.gap ?? "" },
    // The completion and the fail-closed retry of it both fail: nothing can complete the check.
    complete: { check: "unfinished", exit: 1, reason, modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS - 1 + 2 * tries },
  };
  return {
    layer: "github",
    name,
    setup: setup(call.role === "complete" ? 2 * tries : tries),
    expect: expected[call.role],
  };
}

/** A secondary rate limit that outlasts the throttling plugin's 2 retries, on creating the check. */
function persistentRateLimit(call: GithubCall): FaultCase {
  const tries = 3;
  return {
    layer: "github",
    name: `secondary rate limit on every try of: ${call.label}`,
    setup: armed(({ fake }) => fake.failNext(call.method, call.operation, 403, { times: tries, headers: { "retry-after": "1" }, body: SECONDARY_LIMIT })),
    // A rate limit is not a read-only token: the reason names the call and the limit, not forks and Dependabot.
    expect: { check: "none", exit: 1, reason: naming(call, /secondary rate limit/i), modelCalls: 0, githubCalls: tries },
  };
}

export function githubRows(): FaultCase[] {
  const byLabel = (role: GithubCall["role"]) => GITHUB_CALLS.find((c) => c.role === role)!;
  return [
    ...GITHUB_CALLS.flatMap((call) => [transient(call, "502"), transient(call, "secondary rate limit"), refused(call, 422), refused(call, 404)]),
    ...[byLabel("create"), byLabel("config"), byLabel("soft"), byLabel("complete")].map(persistent5xx),
    persistentRateLimit(byLabel("create")),
  ];
}

/** Each GitHub attempt's deadline in the stall rows (the action's default is 20 s). */
const STALL_DEADLINE_MS = 3_000;
/** Far past four stalled attempts and the retry plugin's waits (1 + 4 + 9 s): a kill means the run hung. */
const STALL_KILL_MS = 60_000 * Math.max(1, Number(process.env.GAUNTLET_TEST_TIME_SCALE) || 1);

/** The stalled attempt was given up on, and the retry answered. */
function stalledThenAnswered(call: GithubCall) {
  return ({ scenario }: CaseRun, expect: ExpectStatic) => {
    const statuses = statusesOf(scenario, call);
    expect(statuses[call.skip], `${call.label} stalled: ${statuses.join(", ")}`).toBeNull();
    expect(statuses[call.skip + 1], `${call.label} retried: ${statuses.join(", ")}`).toBeGreaterThanOrEqual(200);
    expect(statuses[call.skip + 1]).toBeLessThan(300);
  };
}

/**
 * GitHub holds a call open without answering. Each attempt has a deadline: a
 * stalled attempt is retried like a 5xx, and a call that stalls on every try
 * fails the run naming the call.
 */
export function githubStallRows(): FaultCase[] {
  const stalled = (call: GithubCall, times: number, expected: Expected, also?: FaultCase["also"]): FaultCase => ({
    layer: "github",
    name: times === 1 ? `a stall (no answer) once on: ${call.label}` : `a stall on every try of: ${call.label}`,
    setup: ({ fake }) => {
      fake.failNext(call.method, call.operation, "stall", { skip: call.skip, times });
      return { options: { env: { GAUNTLET_GITHUB_TIMEOUT_MS: String(STALL_DEADLINE_MS) }, timeoutMs: STALL_KILL_MS } };
    },
    expect: expected,
    ...(also ? { also } : {}),
  });
  const [create, , comments, , , , complete] = GITHUB_CALLS as [GithubCall, GithubCall, GithubCall, GithubCall, GithubCall, GithubCall, GithubCall];
  const retried = { check: "success", exit: 0, modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS + 1 } as const;
  return [
    ...[create, comments, complete].map((call) => stalled(call, 1, retried, stalledThenAnswered(call))),
    stalled(create, 4, { check: "none", exit: 1, reason: naming(create, /GitHub did not answer POST \S+ within 3 s/), modelCalls: 0, githubCalls: 4 }),
  ];
}

const SUMMARY_COMMENT: GithubCall = {
  label: "post the summary comment after BLOCKED (issues/create-comment)",
  method: "POST",
  operation: "issues/create-comment",
  skip: 0,
  role: "soft",
  soft: { log: /could not update the summary comment: .*(Validation Failed|Not Found)/, gap: "the summary comment (the verdict is already on the check)" },
};

/**
 * The one call after the verdict: a BLOCKED run (the lane's call is refused)
 * posts its summary comment. The check already concluded; the comment's
 * fault only costs the comment.
 */
export function afterVerdictRows(): FaultCase[] {
  const call = SUMMARY_COMMENT;
  const blocked = { routes: { [REVIEW_CHUNK]: () => refusalReply("I can't help with that.") } };
  const laneNamed = ({ scenario }: CaseRun, expect: ExpectStatic) =>
    expect(scenario.fake.state.checkRuns[0]!.output.summary, "the check names the lane's fault").toMatch(/the model refused: I can't help with that/);
  const refusedComment = (status: 422 | 404): FaultCase => ({
    layer: "github",
    name: `${status} once on: ${call.label}`,
    scenario: blocked,
    setup: armed(({ fake }) => fake.failNext(call.method, call.operation, status, { body: status === 422 ? VALIDATION_FAILED : NOT_FOUND })),
    expect: {
      check: "failure",
      exit: 1,
      reason: call.soft!.log,
      reasonIn: ["log"],
      modelCalls: CLEAN_MODEL_CALLS,
      githubCalls: CLEAN_RUN_CALLS + 1,
      gap: call.soft!.gap,
    },
    also: laneNamed,
  });
  return [
    {
      layer: "github",
      name: `502 once on: ${call.label}`,
      scenario: blocked,
      setup: armed(({ fake }) => fake.failNext(call.method, call.operation, 502, { body: SERVER_ERROR })),
      expect: { check: "failure", exit: 1, modelCalls: CLEAN_MODEL_CALLS, githubCalls: CLEAN_RUN_CALLS + 2 },
      also: (run, expect) => {
        laneNamed(run, expect);
        retriedAway(call, 502)(run, expect);
      },
    },
    refusedComment(422),
    refusedComment(404),
  ];
}
