/**
 * The built action puts exactly the pinned head in front of the review,
 * whatever checkout the workflow made: a shallow clone is deepened until the
 * base...head diff exists, local changes send the review into a worktree,
 * and git authenticates over HTTP alongside actions/checkout's persisted
 * credentials (GitHub answers two Authorization headers with a 400).
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ACTION_TOKEN, GIT_ENV, git, pullRequestPayload, removeTempDirs, runAction, tempDir, workflowDispatchPayload } from "../support/actionHarness.js";
import { startGitHttpServer } from "./support/gitHttpServer.js";
import { REVIEW_CHUNK, promptText, requestsFor } from "./support/model.js";
import { describeRun, onlyCheck, outputFiles, startScenario } from "./support/scenario.js";

afterAll(removeTempDirs);

const gitAsync = (cwd: string, ...args: string[]) => promisify(execFile)("git", args, { cwd, env: { ...process.env, ...GIT_ENV, GIT_TERMINAL_PROMPT: "0" } });

describe("a shallow clone", () => {
  it("whose base is 50 commits behind the head is deepened, and the base...head change reviewed", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished }, { repo: { fillerCommits: 50 } });
    const workspace = repo.workspace("head-shallow");
    expect(git(workspace, "rev-parse", "--is-shallow-repository")).toBe("true");
    expect(() => git(workspace, "cat-file", "-e", `${repo.baseSha}^{commit}`)).toThrow();
    const run = await runAction({ event: "pull_request", payload: pullRequestPayload(repo), workspace, fake, model, sha: repo.headSha });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(run.stdout).toContain(`fetching the base ${repo.baseSha.slice(0, 12)}`);
    expect(run.stdout).toMatch(/shallow clone: deepening by \d+ commits to reach the base/);
    expect(git(workspace, "merge-base", repo.baseSha, repo.headSha)).toBe(repo.baseSha);
    expect(onlyCheck(fake, repo.headSha)).toMatchObject({ conclusion: "success", output: { title: "GAUNTLET: PASS" } });
    const prompt = promptText(requestsFor(model, REVIEW_CHUNK)[0]!);
    expect(prompt).toContain("const trimmed = name.trim();");
    expect(outputFiles(run).result).toMatchObject({ base_sha: repo.baseSha, head_sha: repo.headSha });
  });
});

describe("a checkout with local changes", () => {
  it("a workspace with local changes (an earlier step's): the head is reviewed in a worktree, the workspace left as it was", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    const workspace = repo.workspace("main", { depth: 1 });
    writeFileSync(join(workspace, "README.md"), "# Hello World\n\nedited by an earlier step\n");
    const run = await runAction({
      event: "workflow_dispatch",
      payload: workflowDispatchPayload({ pr: String(repo.number) }),
      workspace,
      fake,
      model,
      sha: repo.mainSha,
    });

    expect(run.code, describeRun(run, { fake, model })).toBe(0);
    fake.expectNoRejections();
    expect(run.stdout).toMatch(new RegExp(`the workspace has local changes; reviewing ${repo.headSha.slice(0, 12)} in a worktree at `));
    expect(onlyCheck(fake, repo.headSha)).toMatchObject({ conclusion: "success" });
    expect(promptText(requestsFor(model, REVIEW_CHUNK)[0]!)).toContain("const trimmed = name.trim();");
    expect(git(workspace, "rev-parse", "HEAD")).toBe(repo.mainSha);
    expect(readFileSync(join(workspace, "README.md"), "utf8")).toContain("edited by an earlier step");
  });
});

describe("git over HTTP", () => {
  it("fetches the PR head with its token while actions/checkout's persisted credentials are in the repository's config", async ({ onTestFinished }) => {
    const { repo, fake, model } = await startScenario({ onTestFinished });
    const root = tempDir("gauntlet-e2e-http-");
    mkdirSync(join(root, "Codertocat"));
    symlinkSync(repo.origin, join(root, "Codertocat", "Hello-World.git"));
    const server = await startGitHttpServer(root, ACTION_TOKEN);
    onTestFinished(() => server.close());

    // What actions/checkout does with persist-credentials (its default): the header lives in the local config.
    const workspace = join(tempDir("gauntlet-e2e-ws-"), "Hello-World");
    mkdirSync(workspace);
    git(workspace, "init", "--quiet", "--initial-branch=main");
    git(workspace, "remote", "add", "origin", `${server.url}/Codertocat/Hello-World`);
    git(
      workspace,
      "config",
      "--local",
      `http.${server.url}/.extraheader`,
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ACTION_TOKEN}`).toString("base64")}`,
    );
    // Asynchronously: the git server answers from this very process.
    await gitAsync(workspace, "fetch", "--quiet", "--no-tags", "--depth=1", "origin", "+refs/heads/main:refs/remotes/origin/main");
    git(workspace, "checkout", "--quiet", "--detach", "refs/remotes/origin/main");
    const before = server.requests.length;

    // Sample every process's command line while the action runs: the token (or its basic-auth form) must never be on one.
    const basic = Buffer.from(`x-access-token:${ACTION_TOKEN}`).toString("base64");
    const exposed = new Set<string>();
    const sampler = setInterval(() => {
      for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
        try {
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
          if (cmdline.includes(ACTION_TOKEN) || cmdline.includes(basic)) exposed.add(cmdline);
        } catch {
          // the process ended
        }
      }
    }, 5);
    onTestFinished(() => clearInterval(sampler));

    const run = await runAction({
      event: "workflow_dispatch",
      payload: workflowDispatchPayload({ pr: String(repo.number) }),
      workspace,
      fake,
      model,
      sha: repo.mainSha,
      env: { GITHUB_SERVER_URL: server.url },
    });

    expect(
      run.code,
      `${describeRun(run, { fake, model })}\n--- git server\n${server.requests.map((r) => `${r.path} → ${r.status} (${r.authorizations.length} authorization)`).join("\n")}`,
    ).toBe(0);
    fake.expectNoRejections();
    const fetches = server.requests.slice(before);
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches.filter((r) => r.status !== 200)).toEqual([]);
    expect(onlyCheck(fake, repo.headSha)).toMatchObject({ conclusion: "success" });
    expect(promptText(requestsFor(model, REVIEW_CHUNK)[0]!)).toContain("const trimmed = name.trim();");
    clearInterval(sampler);
    expect([...exposed]).toEqual([]);
  });
});
