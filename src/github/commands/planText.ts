/** The plan a PR is checked against: the `plan` input, or the PR body plus the issues it closes. */
import type { GithubApi } from "../transport/api.js";
import { closedIssues } from "./events.js";

export async function planFor(api: GithubApi, body: string, log: (m: string) => void): Promise<string> {
  const parts = body.trim() ? [`Pull request description:\n${body.trim()}`] : [];
  for (const number of closedIssues(body)) {
    const issue = await api.issueBody(number).catch((error: unknown) => {
      log(`could not read issue #${number} for the plan: ${(error as Error).message}`);
      return undefined;
    });
    if (issue) parts.push(`Issue #${number}: ${issue.title}\n${issue.body.trim()}`);
  }
  return parts.join("\n\n---\n\n");
}
