/**
 * The runner's environment, read once into a typed value: what GitHub
 * Actions sets for a step, and the gauntlet's own knobs (GAUNTLET_*), which
 * tests and self-hosted runners use to tune timing, never to change a verdict.
 */
export interface RunnerEnv {
  eventName: string;
  /** The webhook payload's file, when the runner wrote one. */
  eventPath: string | undefined;
  /** owner/repo, or undefined outside Actions. */
  repository: { owner: string; repo: string } | undefined;
  apiUrl: string;
  serverUrl: string | undefined;
  runId: string | undefined;
  /** Which attempt of the workflow run this is (GITHUB_RUN_ATTEMPT): "Re-run all jobs" makes a new one. */
  runAttempt: string | undefined;
  workspace: string;
  tempDir: string | undefined;
  /** How often the check's progress is updated (GAUNTLET_PROGRESS_INTERVAL_MS, at least 200 ms). */
  progressIntervalMs: number;
  /** Each GitHub attempt's deadline (GAUNTLET_GITHUB_TIMEOUT_MS), when set. */
  githubTimeoutMs: number | undefined;
  /**
   * The throttling plugin's pacing of writes and the retries' back-off.
   * GAUNTLET_GITHUB_PACING=off is for a loopback fake, which has no rate limits
   * to respect; GitHub itself needs both.
   */
  githubPacing: boolean;
}

const positive = (value: string | undefined): number | undefined => (Number(value) > 0 ? Number(value) : undefined);

export function readRunnerEnv(env: NodeJS.ProcessEnv, cwd: string): RunnerEnv {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  return {
    eventName: env.GITHUB_EVENT_NAME ?? "",
    eventPath: env.GITHUB_EVENT_PATH || undefined,
    repository: owner && repo ? { owner, repo } : undefined,
    apiUrl: env.GITHUB_API_URL || "https://api.github.com",
    serverUrl: env.GITHUB_SERVER_URL || undefined,
    runId: env.GITHUB_RUN_ID || undefined,
    runAttempt: env.GITHUB_RUN_ATTEMPT || undefined,
    workspace: env.GITHUB_WORKSPACE || cwd,
    tempDir: env.RUNNER_TEMP || undefined,
    progressIntervalMs: Math.max(200, positive(env.GAUNTLET_PROGRESS_INTERVAL_MS) ?? 5000),
    githubTimeoutMs: positive(env.GAUNTLET_GITHUB_TIMEOUT_MS),
    githubPacing: env.GAUNTLET_GITHUB_PACING !== "off",
  };
}

/** The workflow run's page, where the check's "details" link points. */
export function runUrlOf(runner: RunnerEnv): string | undefined {
  const { serverUrl, runId, repository } = runner;
  return serverUrl && runId && repository ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` : undefined;
}
