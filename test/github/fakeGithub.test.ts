// The fake GitHub API, driven through real Octokit clients: the same stack the
// action uses, so what passes here is what the action's tests can rely on.
import { readFileSync } from "node:fs";
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture, FIXTURE_PATH, loadSpec, OPERATION_IDS as GENERATED_IDS, renderFixture } from "../../scripts/gen-github-openapi-fixture.mjs";
import { OPERATION_IDS } from "../support/fakeGithub/operations.js";
import { startFakeGithub, type FakeGithub } from "../support/fakeGithub/server.js";

const repo = { owner: "octo-org", repo: "octo-repo" };
const HEAD = "a".repeat(40);
const BASE = "b".repeat(40);

// Octokit logs every failed request; these tests fail requests on purpose.
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

let fake: FakeGithub;
let octokit: Octokit;

beforeEach(async () => {
  fake = await startFakeGithub();
  octokit = new Octokit({ auth: "test-token", baseUrl: fake.url, log });
});
afterEach(async () => {
  await fake.close();
});

/** The RequestError Octokit throws, or a failure when the call succeeded. */
async function failure(promise: Promise<unknown>): Promise<{ name: string; status: number; response?: { data: unknown } }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; status: number; response?: { data: unknown } };
  }
  throw new Error("expected the request to fail");
}

const annotation = (i: number) => ({ path: `src/f${i}.ts`, start_line: i + 1, end_line: i + 1, annotation_level: "warning" as const, message: `finding ${i}` });
const annotations = (from: number, count: number) => Array.from({ length: count }, (_, i) => annotation(from + i));

describe("check runs", () => {
  it("appends each update's annotations, as GitHub does, and completes the run", async () => {
    const created = await octokit.rest.checks.create({
      ...repo,
      name: "Gauntlet",
      head_sha: HEAD,
      status: "in_progress",
      output: { title: "running", summary: "lanes: 4", annotations: annotations(0, 50) },
    });
    expect(created.status).toBe(201);
    const check_run_id = created.data.id;
    await octokit.rest.checks.update({ ...repo, check_run_id, output: { title: "running", summary: "lanes: 4", annotations: annotations(50, 50) } });
    const done = await octokit.rest.checks.update({
      ...repo,
      check_run_id,
      conclusion: "failure",
      output: { title: "GAUNTLET: BLOCKED", summary: "🔴 1 critical", text: "<!-- gauntlet:state v1 -->", annotations: annotations(100, 20) },
    });

    expect(done.data).toMatchObject({ status: "completed", conclusion: "failure", output: { title: "GAUNTLET: BLOCKED", annotations_count: 120 } });
    const run = fake.state.checkRun(check_run_id);
    expect(run?.annotationBatches).toEqual([50, 50, 20]);
    expect(run?.output.text).toBe("<!-- gauntlet:state v1 -->");
    const listed = await octokit.paginate(octokit.rest.checks.listAnnotations, { ...repo, check_run_id, per_page: 100 });
    expect(listed.map((a) => a.message)).toEqual(annotations(0, 120).map((a) => a.message));
    fake.expectNoRejections();
  });

  it("refuses 51 annotations in one request with a 422 that Octokit surfaces, and keeps the run unchanged", async () => {
    const { data } = await octokit.rest.checks.create({ ...repo, name: "Gauntlet", head_sha: HEAD, status: "in_progress" });
    const error = await failure(
      octokit.rest.checks.update({ ...repo, check_run_id: data.id, output: { title: "t", summary: "s", annotations: annotations(0, 51) } }),
    );

    expect(error).toMatchObject({ name: "HttpError", status: 422 });
    expect(fake.state.checkRun(data.id)?.output.annotations).toHaveLength(0);
    expect(fake.rejections()).toHaveLength(1);
    expect(() => fake.expectNoRejections()).toThrow(/rejected 1 request.*PATCH \/repos\/octo-org\/octo-repo\/check-runs/s);
  });

  it("counts the summary limit in UTF-8 bytes, not characters", async () => {
    const create = (summary: string) => octokit.rest.checks.create({ ...repo, name: "G", head_sha: HEAD, output: { title: "t", summary } });
    await expect(create("a".repeat(65_535))).resolves.toMatchObject({ status: 201 });
    // 16,384 characters, 65,536 bytes: inside the schema's maxLength, over GitHub's byte limit.
    expect(await failure(create("🔴".repeat(16_384)))).toMatchObject({ status: 422 });
    expect(fake.rejections()[0]?.rejected).toMatch(/output\.summary is 65536 bytes/);
  });

  it.each([
    ["a title over 255 characters", { title: "x".repeat(256) }, /title is 256 characters/],
    ["a message over 64 KiB", { message: "x".repeat(64 * 1024 + 1) }, /message exceeds 65536 bytes/],
    ["an unknown annotation level", { annotation_level: "error" }, /annotation_level.*allowed/],
    ["an empty line range", { start_line: 5, end_line: 4 }, /line range 5-4/],
  ])("refuses an annotation with %s", async (_label, override, reason) => {
    const bad = { ...annotation(0), ...override } as ReturnType<typeof annotation>;
    const error = await failure(octokit.rest.checks.create({ ...repo, name: "G", head_sha: HEAD, output: { title: "t", summary: "s", annotations: [bad] } }));
    expect(error.status).toBe(422);
    expect(fake.rejections()[0]?.rejected).toMatch(reason);
  });

  it("refuses to complete a run without a conclusion, and a head_sha that is not a SHA", async () => {
    expect(await failure(octokit.rest.checks.create({ ...repo, name: "G", head_sha: HEAD, status: "completed" }))).toMatchObject({ status: 422 });
    expect(await failure(octokit.rest.checks.create({ ...repo, name: "G", head_sha: "refs/pull/1/merge" }))).toMatchObject({ status: 422 });
    expect(fake.state.checkRuns).toHaveLength(0);
  });

  it("lists only the latest run per name for a ref unless filter=all", async () => {
    for (const name of ["Gauntlet", "Gauntlet", "Other"]) await octokit.rest.checks.create({ ...repo, name, head_sha: HEAD });
    const latest = await octokit.rest.checks.listForRef({ ...repo, ref: HEAD });
    expect(latest.data.check_runs.map((r) => r.name).sort()).toEqual(["Gauntlet", "Other"]);
    const all = await octokit.rest.checks.listForRef({ ...repo, ref: HEAD, filter: "all", check_name: "Gauntlet" });
    expect(all.data.total_count).toBe(2);
  });
});

describe("contract violations", () => {
  it("answers 422 for a route GitHub doesn't have, or a method it doesn't take", async () => {
    expect(await failure(octokit.request("GET /repos/{owner}/{repo}/no-such-thing", repo))).toMatchObject({ status: 422 });
    expect(await failure(octokit.request("DELETE /repos/{owner}/{repo}/check-runs/{id}", { ...repo, id: 1 }))).toMatchObject({ status: 422 });
    expect(fake.rejections().map((c) => c.rejected)).toEqual([
      expect.stringMatching(/no GitHub REST operation is GET \/repos\/octo-org\/octo-repo\/no-such-thing/),
      expect.stringMatching(/no GitHub REST operation is DELETE/),
    ]);
  });

  it("answers 422 for a body that fails the operation's schema, or isn't JSON", async () => {
    fake.state.seedIssue({ number: 1 });
    const wrongType = await failure(
      octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: 1, body: 42 as unknown as string }),
    );
    expect(wrongType).toMatchObject({ status: 422, response: { data: { message: expect.stringMatching(/body\/body must be string/) } } });

    const notJson = await fetch(`${fake.url}/repos/octo-org/octo-repo/issues/1/comments`, {
      method: "POST",
      headers: { authorization: "token t", "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(422);
    expect(fake.rejections().map((c) => c.rejected)).toEqual([expect.stringMatching(/must be string/), expect.stringMatching(/Problems parsing JSON/)]);
    expect(fake.state.issueComments).toHaveLength(0);
  });

  it("requires an authorization header", async () => {
    const error = await failure(new Octokit({ baseUrl: fake.url, log }).rest.repos.get(repo));
    expect(error.status).toBe(401);
    expect(fake.rejections()[0]?.rejected).toMatch(/no authorization header/);
  });

  it("flags a request for a repository other than the one served", async () => {
    expect(await failure(octokit.rest.repos.get({ owner: "someone", repo: "else" }))).toMatchObject({ status: 404 });
    expect(fake.rejections()[0]?.rejected).toMatch(/someone\/else is not the fake's octo-org\/octo-repo/);
  });
});

describe("issue comments and reactions", () => {
  it("pages comments through per_page/page and a Link header that Octokit's paginate follows", async () => {
    fake.state.seedPull({ number: 7, head: { sha: HEAD, ref: "feature" }, base: { sha: BASE, ref: "main" } });
    for (let i = 0; i < 75; i++) await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: `comment ${i}` });

    const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 7 });
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toMatch(/page=2>; rel="next".*page=3>; rel="last"/);
    const all = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: 7, per_page: 30 });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 75 }, (_, i) => `comment ${i}`));
    expect(all[0]?.user?.login).toBe("github-actions[bot]");
    fake.expectNoRejections();
  });

  it("marks an edited comment by updated_at, even within the same second", async () => {
    fake.state.seedIssue({ number: 3 });
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: "v1" });
    const edited = await octokit.rest.issues.updateComment({ ...repo, comment_id: data.id, body: "v2" });
    expect(edited.data.updated_at > edited.data.created_at).toBe(true);
    expect((await octokit.rest.issues.getComment({ ...repo, comment_id: data.id })).data.body).toBe("v2");
  });

  it("refuses a comment body over 65,536 characters", async () => {
    fake.state.seedIssue({ number: 3 });
    expect(await failure(octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: "x".repeat(65_537) }))).toMatchObject({ status: 422 });
  });

  it("creates a reaction once: 201, then 200 for the same one", async () => {
    fake.state.seedPull({ number: 7, head: { sha: HEAD, ref: "feature" }, base: { sha: BASE, ref: "main" } });
    const comment = fake.state.seedIssueComment(7, { body: "/gauntlet full", user: "maintainer" });
    const first = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" });
    const again = await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: comment.id, content: "eyes" });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(fake.state.reactionsOn(comment.id).map((r) => r.content)).toEqual(["eyes"]);
  });
});

describe("repository data", () => {
  it("reports collaborator permissions as GitHub does, and 404 for a non-collaborator", async () => {
    fake.state.seedPermission("maint", "maintain");
    fake.state.seedPermission("boss", "admin");
    const maint = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: "maint" });
    expect(maint.data).toMatchObject({ permission: "write", role_name: "maintain" });
    expect((await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: "Boss" })).data.permission).toBe("admin");
    expect(await failure(octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: "stranger" }))).toMatchObject({ status: 404 });
    fake.expectNoRejections();
  });

  it("serves file contents at a ref as base64, raw, or a directory listing", async () => {
    fake.state.seedFiles(BASE, { ".github/gauntlet.yml": "rigor: high\n", ".github/gauntlet/rules.md": "# rules\n" });
    fake.state.seedFile("main", ".github/gauntlet.yml", "rigor: low\n");

    const file = await octokit.rest.repos.getContent({ ...repo, path: ".github/gauntlet.yml", ref: BASE });
    expect(Array.isArray(file.data)).toBe(false);
    const data = file.data as { type: string; encoding: string; content: string };
    expect(data).toMatchObject({ type: "file", encoding: "base64" });
    expect(Buffer.from(data.content, "base64").toString()).toBe("rigor: high\n");

    const raw = await octokit.rest.repos.getContent({ ...repo, path: ".github/gauntlet/rules.md", ref: BASE, mediaType: { format: "raw" } });
    expect(raw.data).toBe("# rules\n");
    const onDefault = await octokit.rest.repos.getContent({ ...repo, path: ".github/gauntlet.yml", mediaType: { format: "raw" } });
    expect(onDefault.data).toBe("rigor: low\n");
    const listing = await octokit.rest.repos.getContent({ ...repo, path: ".github", ref: BASE });
    expect((listing.data as Array<{ name: string; type: string }>).map((e) => [e.name, e.type])).toEqual([
      ["gauntlet", "dir"],
      ["gauntlet.yml", "file"],
    ]);
    expect(await failure(octokit.rest.repos.getContent({ ...repo, path: "missing.yml", ref: BASE }))).toMatchObject({ status: 404 });
    expect(await failure(octokit.rest.repos.getContent({ ...repo, path: ".github/gauntlet.yml", ref: HEAD }))).toMatchObject({ status: 404 });
    fake.expectNoRejections();
  });

  it("serves seeded pull requests and issues, a PR also through the issues API", async () => {
    fake.state.seedPull({
      number: 12,
      body: "Closes #4",
      draft: true,
      user: "dev",
      head: { sha: HEAD, ref: "feature", repo: "forker/octo-repo" },
      base: { sha: BASE, ref: "main" },
    });
    fake.state.seedIssue({ number: 4, title: "Plan", body: "- [ ] do it" });

    const pull = await octokit.rest.pulls.get({ ...repo, pull_number: 12 });
    expect(pull.data).toMatchObject({
      number: 12,
      draft: true,
      user: { login: "dev" },
      head: { sha: HEAD, ref: "feature", repo: { full_name: "forker/octo-repo", fork: true } },
      base: { sha: BASE, repo: { full_name: "octo-org/octo-repo" } },
    });
    expect((await octokit.rest.issues.get({ ...repo, issue_number: 4 })).data).toMatchObject({ body: "- [ ] do it" });
    expect((await octokit.rest.issues.get({ ...repo, issue_number: 12 })).data.pull_request).toBeDefined();
    expect(await failure(octokit.rest.pulls.get({ ...repo, pull_number: 4 }))).toMatchObject({ status: 404 });

    fake.state.pushToPull(12, "c".repeat(40));
    expect((await octokit.rest.pulls.get({ ...repo, pull_number: 12 })).data.head.sha).toBe("c".repeat(40));
  });

  it("answers through @actions/github's getOctokit, the client the action uses", async () => {
    const client = getOctokit("test-token", { baseUrl: fake.url, log });
    expect((await client.rest.repos.get(repo)).data.full_name).toBe("octo-org/octo-repo");
  });

  it("serves git refs and an Enterprise-style path prefix", async () => {
    const ghes = await startFakeGithub({ pathPrefix: "/api/v3" });
    try {
      ghes.state.seedRef("heads/main", BASE);
      const client = new Octokit({ auth: "t", baseUrl: ghes.url, log });
      expect(ghes.url).toMatch(/\/api\/v3$/);
      expect((await client.rest.git.getRef({ ...repo, ref: "heads/main" })).data.object.sha).toBe(BASE);
      ghes.expectNoRejections();
    } finally {
      await ghes.close();
    }
  });
});

describe("pull request reviews", () => {
  const patch = "@@ -10,3 +10,4 @@ export function f() {\n   a();\n-  b();\n+  c();\n+  d();\n   e();";

  beforeEach(() => {
    fake.state.seedPull({
      number: 9,
      head: { sha: HEAD, ref: "feature" },
      base: { sha: BASE, ref: "main" },
      files: [{ filename: "src/f.ts", patch, additions: 2, deletions: 1 }],
    });
  });

  it("posts a COMMENT review with line comments inside the diff, and updates them in place", async () => {
    const review = await octokit.rest.pulls.createReview({
      ...repo,
      pull_number: 9,
      event: "COMMENT",
      body: "Gauntlet findings",
      comments: [{ path: "src/f.ts", line: 12, side: "RIGHT", start_line: 11, start_side: "RIGHT", body: "```suggestion\n  c2();\n  d2();\n```" }],
    });
    expect(review.data).toMatchObject({ state: "COMMENTED", commit_id: HEAD });
    const [comment] = (await octokit.rest.pulls.listCommentsForReview({ ...repo, pull_number: 9, review_id: review.data.id })).data;
    expect(comment).toMatchObject({ path: "src/f.ts", line: 12, start_line: 11 });
    await octokit.rest.pulls.updateReviewComment({ ...repo, comment_id: comment?.id ?? 0, body: "updated" });
    const listed = await octokit.rest.pulls.listReviewComments({ ...repo, pull_number: 9 });
    expect(listed.data.map((c) => c.body)).toEqual(["updated"]);
    fake.expectNoRejections();
  });

  it("refuses comments outside the diff and approvals by the Actions bot", async () => {
    const outside = octokit.rest.pulls.createReview({ ...repo, pull_number: 9, event: "COMMENT", comments: [{ path: "src/f.ts", line: 40, body: "x" }] });
    expect(await failure(outside)).toMatchObject({ status: 422 });
    const otherFile = octokit.rest.pulls.createReview({ ...repo, pull_number: 9, event: "COMMENT", comments: [{ path: "README.md", line: 1, body: "x" }] });
    expect(await failure(otherFile)).toMatchObject({ status: 422 });
    expect(await failure(octokit.rest.pulls.createReview({ ...repo, pull_number: 9, event: "APPROVE" }))).toMatchObject({ status: 422 });
    expect(fake.rejections().map((c) => c.rejected)).toEqual([
      expect.stringMatching(/line 40 \(RIGHT\) of src\/f.ts is not in the diff/),
      expect.stringMatching(/README.md" is not part of the pull request's diff/),
      expect.stringMatching(/not permitted to approve/),
    ]);
    expect(fake.state.reviews).toHaveLength(0);
  });
});

describe("tokens and injected faults", () => {
  it("gives a read-only token 403 on writes and answers its reads, without flagging either", async () => {
    const forkFake = await startFakeGithub({ tokens: { "fork-token": { login: "github-actions[bot]", type: "Bot", readOnly: true } } });
    try {
      const client = new Octokit({ auth: "fork-token", baseUrl: forkFake.url, log });
      expect((await client.rest.repos.get(repo)).status).toBe(200);
      const error = await failure(client.rest.checks.create({ ...repo, name: "G", head_sha: HEAD }));
      expect(error).toMatchObject({ status: 403, response: { data: { message: "Resource not accessible by integration" } } });
      expect(await failure(new Octokit({ auth: "other", baseUrl: forkFake.url, log }).rest.repos.get(repo))).toMatchObject({ status: 401 });
      forkFake.expectNoRejections();
    } finally {
      await forkFake.close();
    }
  });

  it("injects a 502 that Octokit's retry plugin retries through", async () => {
    const { data } = await octokit.rest.checks.create({ ...repo, name: "G", head_sha: HEAD, status: "in_progress" });
    fake.failNext("PATCH", "/repos/{owner}/{repo}/check-runs/{check_run_id}", 502, { times: 2 });
    const Retrying = Octokit.plugin(retry);
    const client = new Retrying({ auth: "t", baseUrl: fake.url, log, retry: { retryAfterBaseValue: 1 } });

    const done = await client.rest.checks.update({ ...repo, check_run_id: data.id, conclusion: "success" });
    expect(done.data.conclusion).toBe("success");
    expect(fake.callsTo("checks/update").map((c) => [c.status, c.injected])).toEqual([
      [502, 502],
      [502, 502],
      [200, undefined],
    ]);
    expect(fake.unusedFaults()).toEqual([]);
  });

  it("injects a secondary rate limit that the throttling plugin waits out, through getOctokit as the action builds it", async () => {
    fake.failNext("GET", "repos/get", 403, {
      headers: { "retry-after": "1" },
      body: {
        message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
        documentation_url: "https://docs.github.com/rest",
      },
    });
    const limited: number[] = [];
    const client = getOctokit(
      "test-token",
      {
        baseUrl: fake.url,
        log,
        throttle: {
          retryAfterBaseValue: 1,
          onRateLimit: () => false,
          onSecondaryRateLimit: (retryAfter: number) => {
            limited.push(retryAfter);
            return true;
          },
        },
      },
      retry,
      throttling,
    );
    expect((await client.rest.repos.get(repo)).status).toBe(200);
    expect(limited).toEqual([1]);
    expect(fake.callsTo("repos/get").map((c) => c.status)).toEqual([403, 200]);
  });

  it("surfaces an injected 5xx to a client without retries", async () => {
    fake.failNext("GET", "repos/get", 503, { headers: { "retry-after": "1" } });
    expect(await failure(octokit.rest.repos.get(repo))).toMatchObject({ status: 503 });
    expect((await octokit.rest.repos.get(repo)).status).toBe(200);
  });

  it("stalls a request until the client gives up, and close() doesn't wait for it", async () => {
    fake.failNext("*", /\/check-runs$/, "stall");
    const stalled = octokit.rest.checks.create({ ...repo, name: "G", head_sha: HEAD, request: { signal: AbortSignal.timeout(150) } });
    await expect(stalled).rejects.toThrow(/abort/i);
    await expect.poll(() => fake.callsTo("checks/create")[0]?.aborted).toBe(true);
    expect(fake.state.checkRuns).toHaveLength(0);

    fake.failNext("GET", "repos/get", "stall");
    const hanging = octokit.rest.repos.get(repo).catch((error: unknown) => error);
    await expect.poll(() => fake.callsTo("repos/get").length).toBe(1);
    await fake.close();
    expect(await hanging).toBeInstanceOf(Error);
  });
});

describe("the OpenAPI fixture", () => {
  it("is exactly what the generator builds from the pinned @octokit/openapi", () => {
    const fresh = renderFixture(buildFixture(loadSpec()));
    expect(fresh).toBe(readFileSync(FIXTURE_PATH, "utf8"));
  });

  it("lists the operations the fake handles", () => {
    expect([...GENERATED_IDS].sort()).toEqual([...OPERATION_IDS].sort());
  });
});
