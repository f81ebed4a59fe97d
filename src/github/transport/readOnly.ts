/** Runs that cannot write (fork and Dependabot PRs under pull_request): detected by capability, explained with a way out. */
export const READ_ONLY_HELP = [
  "This run has a read-only token and no secrets — GitHub does this for pull requests from forks and from Dependabot under the `pull_request` event — so the gauntlet can neither call the model nor post its check.",
  "For the same reason it cannot comment: the summary comment, the inline review, and `/gauntlet dismiss` and `/gauntlet override` are unavailable in this run.",
  "",
  "To review such pull requests:",
  "- use the `pull_request_target` pattern in docs/security.md (forks and Dependabot): it runs the workflow from the base branch and reviews the PR's head as data only (nothing from the PR is executed, the probe lane is off); or",
  "- ask a maintainer to comment `/gauntlet` on the pull request.",
].join("\n");

/** A 403 or 401 that is not a rate limit: GitHub answers an exhausted rate limit with a 403 too. */
export function isPermissionError(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return (status === 403 || status === 401) && !isRateLimited(error);
}

/** GitHub's primary (remaining 0) or secondary rate limit, as Octokit's throttling plugin tells them. */
export function isRateLimited(error: unknown): boolean {
  const { status, message, response } = error as { status?: number; message?: string; response?: { headers?: Record<string, string | undefined> } };
  if (status === 429) return true;
  return status === 403 && (response?.headers?.["x-ratelimit-remaining"] === "0" || /\brate limit\b/i.test(message ?? ""));
}
