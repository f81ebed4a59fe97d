/**
 * Every GitHub API call the action makes, in one place, through Octokit with
 * the retry and throttling plugins. The base URL comes from GITHUB_API_URL,
 * so GitHub Enterprise Server works.
 */
import { VERSION } from "../../version.js";
import type { Octokit } from "./octokit.js";

export { createOctokit, type Octokit, type OctokitOptions } from "./octokit.js";

export interface Repo {
  owner: string;
  repo: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: Annotation[];
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  title: string;
  message: string;
}

export interface PullInfo {
  number: number;
  headSha: string;
  headRef: string;
  headRepo: string | null;
  baseSha: string;
  baseRef: string;
  baseRepo: string;
  body: string;
  draft: boolean;
  author: string;
}

/** Who we are on GitHub: the app that owns our check runs, and the bot login it comments as. */
export interface Identity {
  appId: number | null;
  login: string | null;
}

export interface CheckRunSnapshot {
  id: number;
  htmlUrl: string | null;
  appId: number | null;
  status: string;
  conclusion: string | null;
  completedAt: string | null;
  title: string;
  summary: string;
  text: string;
  name?: string;
  headSha?: string;
  /** The "details" link: the workflow run that opened it. */
  detailsUrl?: string | null;
  /** The creator's own handle for it (`external_id`): the matrix's plan job names its workflow run there. */
  externalId?: string | null;
  /** The owning app's slug (its bot comments as `<slug>[bot]`). */
  appSlug?: string | null;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  createdAt: string;
  updatedAt: string;
  url: string;
}

type CheckRunData = Awaited<ReturnType<Octokit["rest"]["checks"]["get"]>>["data"];

function snapshotOf(run: CheckRunData): CheckRunSnapshot {
  return {
    id: run.id,
    htmlUrl: run.html_url ?? null,
    appId: run.app?.id ?? null,
    status: run.status,
    conclusion: run.conclusion ?? null,
    completedAt: run.completed_at ?? null,
    title: run.output?.title ?? "",
    summary: run.output?.summary ?? "",
    text: run.output?.text ?? "",
    name: run.name,
    headSha: run.head_sha,
    detailsUrl: run.details_url ?? null,
    externalId: run.external_id ?? null,
    appSlug: run.app?.slug ?? null,
  };
}

export class GithubApi {
  constructor(
    readonly octokit: Octokit,
    readonly repo: Repo,
    /** For the final update on cancellation, which must not wait in a queue. */
    private readonly direct: { apiUrl: string; token: string; fetch?: typeof fetch },
  ) {}

  async createCheck(
    name: string,
    headSha: string,
    output: CheckOutput,
    detailsUrl?: string,
    externalId?: string,
  ): Promise<{ id: number; htmlUrl: string | null; identity: Identity }> {
    const { data } = await this.octokit.rest.checks.create({
      ...this.repo,
      name,
      head_sha: headSha,
      status: "in_progress",
      started_at: new Date().toISOString(),
      ...(detailsUrl ? { details_url: detailsUrl } : {}),
      ...(externalId ? { external_id: externalId } : {}),
      output,
    });
    // Only a GitHub App can write check runs, and its comments come from `<slug>[bot]`.
    return { id: data.id, htmlUrl: data.html_url ?? null, identity: { appId: data.app?.id ?? null, login: data.app?.slug ? `${data.app.slug}[bot]` : null } };
  }

  /** Every check run named `name` on a commit, newest first. */
  async checkRunsFor(headSha: string, name: string): Promise<CheckRunSnapshot[]> {
    const runs = await this.octokit.paginate(this.octokit.rest.checks.listForRef, {
      ...this.repo,
      ref: headSha,
      check_name: name,
      filter: "all",
      per_page: 100,
    });
    return runs.map(snapshotOf).sort((a, b) => b.id - a.id);
  }

  /** One check run, or undefined when it does not exist. */
  async checkRun(id: number): Promise<CheckRunSnapshot | undefined> {
    try {
      const { data } = await this.octokit.rest.checks.get({ ...this.repo, check_run_id: id });
      return snapshotOf(data);
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }

  async annotationsOf(checkRunId: number): Promise<Annotation[]> {
    const annotations = await this.octokit.paginate(this.octokit.rest.checks.listAnnotations, { ...this.repo, check_run_id: checkRunId, per_page: 100 });
    return annotations.map((a) => ({
      path: a.path,
      start_line: a.start_line,
      end_line: a.end_line,
      annotation_level: (a.annotation_level ?? "notice") as Annotation["annotation_level"],
      title: a.title ?? "",
      message: a.message ?? "",
    }));
  }

  async updateCheck(id: number, output: CheckOutput, signal?: AbortSignal): Promise<void> {
    await this.octokit.rest.checks.update({ ...this.repo, check_run_id: id, output, ...(signal ? { request: { signal } } : {}) });
  }

  async completeCheck(id: number, conclusion: "success" | "failure", output: CheckOutput): Promise<void> {
    await this.octokit.rest.checks.update({
      ...this.repo,
      check_run_id: id,
      status: "completed",
      conclusion,
      completed_at: new Date().toISOString(),
      output,
    });
  }

  /**
   * One direct attempt, bypassing the retry and throttling queues, with a
   * deadline: on cancellation the runner kills the process seconds later.
   */
  async completeCheckDirect(id: number, output: CheckOutput, deadlineMs: number): Promise<void> {
    const url = `${this.direct.apiUrl.replace(/\/$/, "")}/repos/${this.repo.owner}/${this.repo.repo}/check-runs/${id}`;
    const response = await (this.direct.fetch ?? fetch)(url, {
      method: "PATCH",
      headers: {
        authorization: `token ${this.direct.token}`,
        accept: "application/vnd.github+json",
        "content-type": "application/json",
        "user-agent": `review-gauntlet/${VERSION}`,
      },
      body: JSON.stringify({ status: "completed", conclusion: "failure", completed_at: new Date().toISOString(), output }),
      signal: AbortSignal.timeout(deadlineMs),
    });
    if (!response.ok) throw new Error(`PATCH check run ${id}: HTTP ${response.status}`);
  }

  async getPull(number: number): Promise<PullInfo> {
    const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: number });
    return {
      number: data.number,
      headSha: data.head.sha,
      headRef: data.head.ref,
      headRepo: data.head.repo?.full_name ?? null,
      baseSha: data.base.sha,
      baseRef: data.base.ref,
      baseRepo: data.base.repo.full_name,
      body: data.body ?? "",
      draft: data.draft === true,
      author: data.user?.login ?? "",
    };
  }

  async issueBody(number: number): Promise<{ title: string; body: string } | undefined> {
    try {
      const { data } = await this.octokit.rest.issues.get({ ...this.repo, issue_number: number });
      return { title: data.title, body: data.body ?? "" };
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }

  /** The commenter's live permission: admin, maintain, write, triage, read or none. */
  async permission(username: string): Promise<string> {
    try {
      const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.repo, username });
      return data.permission;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return "none";
      throw error;
    }
  }

  async react(commentId: number, content: "eyes" | "+1" | "-1" | "confused"): Promise<void> {
    await this.octokit.rest.reactions.createForIssueComment({ ...this.repo, comment_id: commentId, content });
  }

  async reply(issueNumber: number, body: string): Promise<void> {
    await this.octokit.rest.issues.createComment({ ...this.repo, issue_number: issueNumber, body });
  }

  async comments(issueNumber: number): Promise<IssueComment[]> {
    const comments = await this.octokit.paginate(this.octokit.rest.issues.listComments, { ...this.repo, issue_number: issueNumber, per_page: 100 });
    return comments.map((c) => ({
      id: c.id,
      body: c.body ?? "",
      author: c.user?.login ?? "",
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      url: c.html_url,
    }));
  }

  async createComment(issueNumber: number, body: string): Promise<number> {
    const { data } = await this.octokit.rest.issues.createComment({ ...this.repo, issue_number: issueNumber, body });
    return data.id;
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: commentId, body });
  }

  /** A file at a ref, or undefined when it does not exist. */
  async fileAt(path: string, ref: string): Promise<string | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getContent({ ...this.repo, path, ref });
      if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return undefined;
      return Buffer.from(data.content, "base64").toString("utf8");
    } catch (error) {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    }
  }
}
