/**
 * The built action on the events that don't carry the PR head: `/gauntlet`
 * comments (authorised by live permission, acknowledged with 👀), the
 * workflow_dispatch rerun, the merge queue, and events it does not handle.
 */
import { afterAll, describe, expect, it } from "vitest";
import { examplePayload, issueCommentPayload, mergeGroupPayload, removeTempDirs, runAction, workflowDispatchPayload } from "../support/actionHarness.js";
import { REVIEW_CHUNK, promptText, requestsFor } from "./support/model.js";
import { describeRun, onlyCheck, outputFiles, startScenario } from "./support/scenario.js";

afterAll(removeTempDirs);

describe("issue_comment /gauntlet", () => {
  it("a maintainer's command: 👀, the head resolved through the pulls API, the check on that head", async ({ onTestFinished }) => {
    // The default branch moved on after the PR's base: GITHUB_SHA is neither the base nor the head.
    const { repo, fake, model } = await startScenario({ onTestFinished }, { repo: { mainAhead: 2 } });
    fake.state.seedPermission("maintainer", "maintain");
    const comment = fake.state.seedIssueComment(repo.number, { body: "/gauntlet security", user: "maintainer", author_association: "MEMBER" });
    const run = await runAction({
      event: "issue_comment",
      payload: issueCommentPayload(repo, { id: comment.id, body: comment.body, user: "maintainer" }),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(fake.callsTo("repos/get-collaborator-permission-level").map((c) => c.params.username)).toEqual(["maintainer"]);
    expect(fake.state.reactionsOn(comment.id).map((r) => [r.content, r.user.login])).toEqual([["eyes", "github-actions[bot]"]]);
    expect(fake.callsTo("pulls/get").map((c) => c.params.pull_number)).toEqual([String(repo.number)]);
    const check = onlyCheck(fake, repo.headSha);
    expect(check).toMatchObject({ conclusion: "success", output: { title: "GAUNTLET: PASS" } });
    const { result } = outputFiles(run);
    expect(result).toMatchObject({ head_sha: repo.headSha, base_sha: repo.baseSha });
    // The command's lane was added.
    expect(result.lanes.find((l: { name: string }) => l.name === "security").state).toBe("completed");
    expect(promptText(requestsFor(model, REVIEW_CHUNK)[0]!)).toContain("const trimmed = name.trim();");
    expect(fake.state.commentsOn(repo.number).filter((c) => c.user.login === "github-actions[bot]")).toEqual([]);
  });

  it("refuses a commenter without write access with a reply, and runs nothing", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    fake.state.seedPermission("reader", "triage");
    const comment = fake.state.seedIssueComment(repo.number, { body: "/gauntlet full", user: "reader", author_association: "COLLABORATOR" });
    const run = await runAction({
      event: "issue_comment",
      payload: issueCommentPayload(repo, { id: comment.id, body: comment.body, user: "reader" }),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    const replies = fake.state.commentsOn(repo.number).filter((c) => c.user.login === "github-actions[bot]");
    expect(replies.map((c) => c.body)).toEqual(["@reader only people with write access can run `/gauntlet` here (you have read)."]);
    expect(fake.state.reactionsOn(comment.id)).toEqual([]);
    expect(fake.state.checkRuns).toEqual([]);
    expect(fake.callsTo("pulls/get")).toEqual([]);
    expect(model.requests).toEqual([]);
    expect(run.outputs).toEqual({});
  });

  it("refuses unknown words with a reply naming them, before any authorisation or review", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    const comment = fake.state.seedIssueComment(repo.number, { body: "/gauntlet pls approve", user: "someone" });
    const run = await runAction({
      event: "issue_comment",
      payload: issueCommentPayload(repo, { id: comment.id, body: comment.body, user: "someone" }),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    const replies = fake.state.commentsOn(repo.number).filter((c) => c.user.login === "github-actions[bot]");
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/^@someone unknown word\(s\) `pls`, `approve`\. Usage: `\/gauntlet \[full\]/);
    expect(fake.state.checkRuns).toEqual([]);
    expect(model.requests).toEqual([]);
  });
});

describe("workflow_dispatch", () => {
  it("reruns for the PR number: the head comes from the pulls API, not from the checkout", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished }, { repo: { mainAhead: 1 } });
    const run = await runAction({
      event: "workflow_dispatch",
      payload: workflowDispatchPayload({ pr: `#${repo.number}` }),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(fake.callsTo("pulls/get").map((c) => c.params.pull_number)).toEqual([String(repo.number)]);
    expect(onlyCheck(fake, repo.headSha)).toMatchObject({ conclusion: "success", output: { title: "GAUNTLET: PASS" } });
    expect(outputFiles(run).result).toMatchObject({ head_sha: repo.headSha, base_sha: repo.baseSha });
    expect(promptText(requestsFor(model, REVIEW_CHUNK)[0]!)).toContain("const trimmed = name.trim();");
  });

  it("without a pr input: a failure that says what to pass, and no check", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    const run = await runAction({
      event: "workflow_dispatch",
      payload: workflowDispatchPayload({}),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(1);
    fake.expectNoRejections();
    expect(run.stdout).toMatch(/::error::GAUNTLET: BLOCKED — workflow_dispatch needs the input pr/);
    expect(run.summary).toContain("workflow_dispatch needs the input pr");
    expect(fake.calls).toEqual([]);
    expect(model.requests).toEqual([]);
  });
});

describe("merge_group", () => {
  it("reviews the queue's head against its base and posts the check on the queue's head", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished }, { repo: { mainAhead: 1 } });
    const queue = repo.queueCommit();
    const run = await runAction({
      event: "merge_group",
      payload: mergeGroupPayload(repo, queue),
      workspace: repo.workspace("merge", { depth: 1, ref: queue.ref }),
      fake,
      model,
      sha: queue.sha,
      inputs: { "check-name": "Gauntlet (merge queue)" },
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(onlyCheck(fake, queue.sha, "Gauntlet (merge queue)")).toMatchObject({ conclusion: "success", output: { title: "GAUNTLET: PASS" } });
    expect(outputFiles(run).result).toMatchObject({ head_sha: queue.sha, base_sha: repo.mainSha, diff_spec: `${repo.mainSha}...${queue.sha}` });
    // The queue entry names its PR: its author and body come from the pulls API.
    expect(fake.callsTo("pulls/get").map((c) => c.params.pull_number)).toEqual([String(repo.number)]);
    const prompt = promptText(requestsFor(model, REVIEW_CHUNK)[0]!);
    expect(prompt).toContain("const trimmed = name.trim();");
    // main's own newer commits are in the base, not in the reviewed change.
    expect(prompt).not.toContain("main moved on");
  });
});

describe("events it does not handle", () => {
  it("push: a clear message, exit 0, not one API or model call", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    const run = await runAction({
      event: "push",
      payload: examplePayload("push"),
      workspace: repo.workspace("main", { depth: 1 }),
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(run.stdout).toContain(
      "Nothing to review: the push event is not supported; use pull_request, pull_request_target, merge_group, issue_comment or workflow_dispatch.",
    );
    expect(fake.calls).toEqual([]);
    expect(model.requests).toEqual([]);
    expect(run.outputs).toEqual({});
    expect(run.summary).toBe("");
  });
});
