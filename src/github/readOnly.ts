/** Runs that cannot write (fork and Dependabot PRs under pull_request): detected by capability, explained with a way out. */
export const READ_ONLY_HELP = [
  "This run has a read-only token and no secrets — GitHub does this for pull requests from forks and from Dependabot under the `pull_request` event — so the gauntlet can neither call the model nor post its check.",
  "For the same reason it cannot comment: the summary comment, the inline review, and `/gauntlet dismiss` and `/gauntlet override` are unavailable in this run.",
  "",
  "To review such pull requests:",
  "- use the `pull_request_target` pattern from the README: it runs the workflow from the base branch and reviews the PR's head as data only (nothing from the PR is executed, the probe lane is off); or",
  "- ask a maintainer to comment `/gauntlet` on the pull request.",
].join("\n");

export function isPermissionError(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status === 403 || status === 401;
}
