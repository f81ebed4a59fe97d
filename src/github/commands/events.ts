/**
 * Which commit to review, and on whose behalf, from the triggering event.
 * Nothing here calls the API: events that need a lookup (a comment, a
 * dispatch) say so, and the action resolves them.
 */
import { parseCommand, type GauntletCommand } from "./command.js";

export const PR_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"];

export type Trigger =
  /** Review a pull request's head (pull_request, pull_request_target). */
  | { kind: "pull"; event: string; number: number; dataOnly: boolean; draft: boolean; before?: string }
  /** A merge queue entry: its own head and base. */
  | { kind: "merge_group"; headSha: string; baseSha: string; headRef: string }
  /** `/gauntlet …` on a pull request: authorise the commenter, then resolve the head. */
  | { kind: "comment"; number: number; commentId: number; author: string; command: GauntletCommand }
  /** A maintainer's rerun from the Actions tab. */
  | { kind: "dispatch"; number: number }
  /** Nothing to do: said clearly, with no side effects. */
  | { kind: "ignore"; reason: string }
  /** The event is malformed or misconfigured. */
  | { kind: "error"; reason: string };

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- webhook payloads are checked field by field below

export function routeEvent(eventName: string, payload: Payload, inputs: { reviewDrafts: boolean; prInput?: string }): Trigger {
  switch (eventName) {
    case "pull_request":
    case "pull_request_target": {
      const pr = payload.pull_request;
      if (!pr || typeof pr.number !== "number") return { kind: "error", reason: `${eventName} event without a pull_request` };
      if (!PR_ACTIONS.includes(payload.action))
        return { kind: "ignore", reason: `${eventName}.${payload.action} is not reviewed (only ${PR_ACTIONS.join(", ")})` };
      if (pr.draft === true && !inputs.reviewDrafts)
        return { kind: "ignore", reason: `pull request #${pr.number} is a draft; set review-drafts: true to review drafts` };
      // On synchronize, `before` is the head this push replaced: where an incremental review starts from.
      const before =
        payload.action === "synchronize" && typeof payload.before === "string" && /^[0-9a-f]{40,64}$/.test(payload.before)
          ? { before: payload.before as string }
          : {};
      return { kind: "pull", event: eventName, number: pr.number, dataOnly: eventName === "pull_request_target", draft: pr.draft === true, ...before };
    }
    case "merge_group": {
      const group = payload.merge_group;
      if (!group?.head_sha || !group?.base_sha) return { kind: "error", reason: "merge_group event without head_sha and base_sha" };
      if (payload.action && payload.action !== "checks_requested") return { kind: "ignore", reason: `merge_group.${payload.action} is not reviewed` };
      return { kind: "merge_group", headSha: group.head_sha, baseSha: group.base_sha, headRef: group.head_ref ?? "" };
    }
    case "issue_comment": {
      if (payload.action !== "created") return { kind: "ignore", reason: `issue_comment.${payload.action}: only new comments are commands` };
      if (!payload.issue?.pull_request) return { kind: "ignore", reason: "the comment is on an issue, not a pull request" };
      const command = parseCommand(String(payload.comment?.body ?? ""));
      if (!command) return { kind: "ignore", reason: "the comment is not a /gauntlet command" };
      return { kind: "comment", number: payload.issue.number, commentId: payload.comment.id, author: String(payload.comment.user?.login ?? ""), command };
    }
    case "workflow_dispatch": {
      const raw = String(payload.inputs?.pr ?? inputs.prInput ?? "")
        .trim()
        .replace(/^#/, "");
      if (!/^\d+$/.test(raw)) return { kind: "error", reason: `workflow_dispatch needs the input pr (a pull request number), got ${JSON.stringify(raw)}` };
      return { kind: "dispatch", number: Number(raw) };
    }
    default:
      return {
        kind: "ignore",
        reason: `the ${eventName || "(unnamed)"} event is not supported; use pull_request, pull_request_target, merge_group, issue_comment or workflow_dispatch`,
      };
  }
}

/** Closing keywords (GitHub's set) referencing issues in the same repository. */
export function closedIssues(body: string): number[] {
  const found = new Set<number>();
  for (const match of body.matchAll(/\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)\b/gi)) found.add(Number(match[1]));
  return [...found].slice(0, 10);
}

/** `gh-readonly-queue/<base>/pr-<N>-<sha>` → N. */
export function queuePullNumber(headRef: string): number | undefined {
  const match = /(?:^|\/)pr-(\d+)-[0-9a-f]+$/.exec(headRef);
  return match ? Number(match[1]) : undefined;
}
