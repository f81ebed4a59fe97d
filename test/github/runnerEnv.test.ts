import { expect, it } from "vitest";
import { readRunnerEnv, runUrlOf } from "../../src/github/session/runnerEnv.js";

it("reads what the runner sets, once, into a typed value", () => {
  const runner = readRunnerEnv(
    {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: "/runner/event.json",
      GITHUB_REPOSITORY: "octo-org/octo-repo",
      GITHUB_API_URL: "https://ghe.example/api/v3",
      GITHUB_SERVER_URL: "https://ghe.example",
      GITHUB_RUN_ID: "42",
      GITHUB_WORKSPACE: "/work",
      RUNNER_TEMP: "/tmp/runner",
    },
    "/cwd",
  );
  expect(runner).toEqual({
    eventName: "pull_request",
    eventPath: "/runner/event.json",
    repository: { owner: "octo-org", repo: "octo-repo" },
    apiUrl: "https://ghe.example/api/v3",
    serverUrl: "https://ghe.example",
    runId: "42",
    workspace: "/work",
    tempDir: "/tmp/runner",
    progressIntervalMs: 5000,
    githubTimeoutMs: undefined,
    githubPacing: true,
  });
  expect(runUrlOf(runner)).toBe("https://ghe.example/octo-org/octo-repo/actions/runs/42");
});

it("falls back outside Actions, and keeps the knobs within bounds", () => {
  const runner = readRunnerEnv(
    { GITHUB_REPOSITORY: "no-slash", GAUNTLET_PROGRESS_INTERVAL_MS: "5", GAUNTLET_GITHUB_TIMEOUT_MS: "-1", GAUNTLET_GITHUB_PACING: "no" },
    "/cwd",
  );
  expect(runner.repository).toBeUndefined();
  expect(runner.apiUrl).toBe("https://api.github.com");
  expect(runner.workspace).toBe("/cwd");
  expect(runner.progressIntervalMs).toBe(200);
  expect(runner.githubTimeoutMs).toBeUndefined();
  // Only "off" turns pacing off: GitHub itself needs it.
  expect(runner.githubPacing).toBe(true);
  expect(readRunnerEnv({ GAUNTLET_GITHUB_PACING: "off" }, "/").githubPacing).toBe(false);
  expect(runUrlOf(runner)).toBeUndefined();
});
