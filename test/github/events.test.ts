import { describe, expect, it } from "vitest";
import { parseCommand } from "../../src/github/commands/command.js";
import { closedIssues, queuePullNumber, routeEvent } from "../../src/github/commands/events.js";

describe("/gauntlet grammar", () => {
  it.each([
    ["/gauntlet", { kind: "review", full: false, lanes: [] }],
    ["/gauntlet full", { kind: "review", full: true, lanes: [] }],
    ["/gauntlet security plan", { kind: "review", full: false, lanes: ["security", "adversary"] }],
    ["  /gauntlet code-review\nplease", { kind: "review", full: false, lanes: ["code-review"] }],
    ["/gauntlet dismiss F3 not reachable", { kind: "dismiss", finding: "F3", reason: "not reachable" }],
    ["/gauntlet override hotfix", { kind: "override", reason: "hotfix" }],
    ["/gauntlet dismiss f12@abcdef1 generated code\nsee #4", { kind: "dismiss", finding: "F12", sha: "abcdef1", reason: "generated code\nsee #4" }],
    ["/gauntlet override@0123456789abcdef release freeze", { kind: "override", sha: "0123456789abcdef", reason: "release freeze" }],
  ])("%j", (body, expected) => {
    expect(parseCommand(body)).toEqual(expected);
  });

  it("refuses unknown words with the usage", () => {
    const command = parseCommand("/gauntlet please pass");
    expect(command?.kind).toBe("invalid");
    expect(command?.kind === "invalid" && command.message).toContain("`please`");
  });

  it("refuses a dismiss without a finding id and an override without a reason", () => {
    expect(parseCommand("/gauntlet dismiss because")?.kind).toBe("invalid");
    expect(parseCommand("/gauntlet dismiss F3@xyz wrong sha")?.kind).toBe("invalid");
    expect(parseCommand("/gauntlet override")?.kind).toBe("invalid");
  });

  it("ignores comments that only mention it", () => {
    expect(parseCommand("I ran /gauntlet yesterday")).toBeUndefined();
    expect(parseCommand("/gauntletx")).toBeUndefined();
  });
});

describe("event routing", () => {
  const pr = (extra: Record<string, unknown> = {}) => ({ action: "opened", pull_request: { number: 7, draft: false, ...extra } });

  it("reviews pull_request, and pull_request_target as data only", () => {
    expect(routeEvent("pull_request", pr(), { reviewDrafts: false })).toMatchObject({ kind: "pull", number: 7, dataOnly: false });
    expect(routeEvent("pull_request_target", pr(), { reviewDrafts: false })).toMatchObject({ kind: "pull", dataOnly: true });
  });

  it("skips drafts unless asked, and actions that are not reviews", () => {
    expect(routeEvent("pull_request", pr({ draft: true }), { reviewDrafts: false }).kind).toBe("ignore");
    expect(routeEvent("pull_request", pr({ draft: true }), { reviewDrafts: true }).kind).toBe("pull");
    expect(routeEvent("pull_request", { ...pr(), action: "labeled" }, { reviewDrafts: false }).kind).toBe("ignore");
  });

  it("takes /gauntlet only from new comments on pull requests", () => {
    const comment = (action: string, isPull: boolean, body = "/gauntlet") => ({
      action,
      issue: { number: 3, ...(isPull ? { pull_request: {} } : {}) },
      comment: { id: 9, body, user: { login: "m" } },
    });
    expect(routeEvent("issue_comment", comment("created", true), { reviewDrafts: false })).toMatchObject({
      kind: "comment",
      number: 3,
      commentId: 9,
      author: "m",
    });
    expect(routeEvent("issue_comment", comment("edited", true), { reviewDrafts: false }).kind).toBe("ignore");
    expect(routeEvent("issue_comment", comment("created", false), { reviewDrafts: false }).kind).toBe("ignore");
    expect(routeEvent("issue_comment", comment("created", true, "lgtm"), { reviewDrafts: false }).kind).toBe("ignore");
  });

  it("needs a PR number for workflow_dispatch and refuses other events", () => {
    expect(routeEvent("workflow_dispatch", { inputs: { pr: "#12" } }, { reviewDrafts: false })).toEqual({ kind: "dispatch", number: 12 });
    expect(routeEvent("workflow_dispatch", { inputs: { pr: "x" } }, { reviewDrafts: false }).kind).toBe("error");
    expect(routeEvent("push", {}, { reviewDrafts: false }).kind).toBe("ignore");
  });

  it("reviews a merge group's head against its base", () => {
    const group = {
      action: "checks_requested",
      merge_group: { head_sha: "a".repeat(40), base_sha: "b".repeat(40), head_ref: "refs/heads/gh-readonly-queue/main/pr-42-" + "c".repeat(40) },
    };
    expect(routeEvent("merge_group", group, { reviewDrafts: false })).toMatchObject({ kind: "merge_group", headSha: "a".repeat(40) });
    expect(queuePullNumber(group.merge_group.head_ref)).toBe(42);
  });
});

describe("closing keywords", () => {
  it("finds the issues a PR closes", () => {
    expect(closedIssues("Closes #12, fixes #3 and resolves: #4. See #5. closed #12")).toEqual([12, 3, 4]);
  });
});
