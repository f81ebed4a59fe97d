// Renders stored records as GitHub's REST JSON. Only the fields a client could
// plausibly read are produced; each shape follows the documented response.
import { createHash } from "node:crypto";
import type {
  Actor,
  CheckRunRecord,
  CollaboratorRole,
  IssueCommentRecord,
  IssueRecord,
  PullFileSeed,
  PullRecord,
  ReactionRecord,
  ReviewCommentRecord,
  ReviewRecord,
} from "./records.js";
import type { FakeGithubState } from "./state.js";

export interface Urls {
  /** API root, e.g. http://127.0.0.1:PORT or …/api/v3 for an Enterprise-style prefix. */
  api: string;
  html: string;
}

export type Json = Record<string, unknown>;

// GitHub's real id for github-actions[bot], so identity checks written against production values hold here.
const KNOWN_IDS: Record<string, number> = { "github-actions[bot]": 41898282 };

/** A stable numeric id per login. */
export function userId(login: string): number {
  return KNOWN_IDS[login] ?? createHash("sha256").update(login).digest().readUInt32BE(0);
}

export function renderUser(actor: Actor, urls: Urls): Json {
  const id = userId(actor.login);
  return {
    login: actor.login,
    id,
    node_id: nodeId("U", id),
    type: actor.type,
    site_admin: false,
    url: `${urls.api}/users/${actor.login}`,
    html_url: `${urls.html}/${actor.login.replace(/\[bot\]$/, "")}`,
    avatar_url: `${urls.html}/avatars/${id}`,
  };
}

export function renderRepo(state: FakeGithubState, urls: Urls, fullName = state.fullName): Json {
  const [owner = "", name = ""] = fullName.split("/");
  const id = userId(fullName);
  return {
    id,
    node_id: nodeId("R", id),
    name,
    full_name: fullName,
    owner: renderUser({ login: owner, type: "User" }, urls),
    private: false,
    fork: fullName !== state.fullName,
    default_branch: state.defaultBranch,
    url: `${urls.api}/repos/${fullName}`,
    html_url: `${urls.html}/${fullName}`,
  };
}

export function renderCheckRun(run: CheckRunRecord, state: FakeGithubState, urls: Urls): Json {
  return {
    id: run.id,
    node_id: nodeId("CR", run.id),
    name: run.name,
    head_sha: run.head_sha,
    external_id: run.external_id,
    details_url: run.details_url,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at,
    url: `${urls.api}/repos/${state.fullName}/check-runs/${run.id}`,
    html_url: `${urls.html}/${state.fullName}/runs/${run.id}`,
    output: {
      title: run.output.title,
      summary: run.output.summary,
      text: run.output.text,
      annotations_count: run.output.annotations.length,
      annotations_url: `${urls.api}/repos/${state.fullName}/check-runs/${run.id}/annotations`,
    },
    check_suite: { id: run.id },
    app: { id: 15368, slug: "github-actions", name: "GitHub Actions", owner: renderUser(run.creator, urls) },
    pull_requests: [],
  };
}

export function renderIssueComment(comment: IssueCommentRecord, state: FakeGithubState, urls: Urls): Json {
  return {
    id: comment.id,
    node_id: nodeId("IC", comment.id),
    body: comment.body,
    user: renderUser(comment.user, urls),
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: comment.author_association,
    url: `${urls.api}/repos/${state.fullName}/issues/comments/${comment.id}`,
    html_url: `${urls.html}/${state.fullName}/issues/${comment.issue_number}#issuecomment-${comment.id}`,
    issue_url: `${urls.api}/repos/${state.fullName}/issues/${comment.issue_number}`,
  };
}

export function renderReaction(reaction: ReactionRecord, urls: Urls): Json {
  return {
    id: reaction.id,
    node_id: nodeId("REA", reaction.id),
    content: reaction.content,
    user: renderUser(reaction.user, urls),
    created_at: reaction.created_at,
  };
}

export function renderPull(pull: PullRecord, state: FakeGithubState, urls: Urls): Json {
  return {
    id: pull.number + 9_000_000,
    node_id: nodeId("PR", pull.number),
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    merged: pull.merged,
    user: renderUser(pull.user, urls),
    created_at: pull.created_at,
    updated_at: pull.updated_at,
    url: `${urls.api}/repos/${state.fullName}/pulls/${pull.number}`,
    html_url: `${urls.html}/${state.fullName}/pull/${pull.number}`,
    head: {
      label: `${(pull.head.repo ?? state.fullName).split("/")[0]}:${pull.head.ref}`,
      ref: pull.head.ref,
      sha: pull.head.sha,
      repo: pull.head.repo === null ? null : renderRepo(state, urls, pull.head.repo),
    },
    base: {
      label: `${state.owner}:${pull.base.ref}`,
      ref: pull.base.ref,
      sha: pull.base.sha,
      repo: renderRepo(state, urls),
    },
    changed_files: pull.files?.length ?? 0,
  };
}

/** The issues API also serves pull requests, marked by a `pull_request` key. */
export function renderIssue(issue: IssueRecord | PullRecord, state: FakeGithubState, urls: Urls): Json {
  const isPull = "head" in issue;
  return {
    id: issue.number + 8_000_000,
    node_id: nodeId("I", issue.number),
    number: issue.number,
    state: issue.state,
    title: issue.title,
    body: issue.body,
    user: renderUser(issue.user, urls),
    created_at: issue.created_at,
    updated_at: issue.updated_at,
    url: `${urls.api}/repos/${state.fullName}/issues/${issue.number}`,
    html_url: `${urls.html}/${state.fullName}/${isPull ? "pull" : "issues"}/${issue.number}`,
    ...(isPull ? { pull_request: { url: `${urls.api}/repos/${state.fullName}/pulls/${issue.number}` } } : {}),
  };
}

export function renderPullFile(file: PullFileSeed, state: FakeGithubState, urls: Urls): Json {
  const additions = file.additions ?? 0;
  const deletions = file.deletions ?? 0;
  return {
    sha: createHash("sha1").update(file.filename).digest("hex"),
    filename: file.filename,
    status: file.status ?? "modified",
    additions,
    deletions,
    changes: additions + deletions,
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
    ...(file.previous_filename !== undefined ? { previous_filename: file.previous_filename } : {}),
    contents_url: `${urls.api}/repos/${state.fullName}/contents/${encodePath(file.filename)}`,
  };
}

export function renderReview(review: ReviewRecord, state: FakeGithubState, urls: Urls): Json {
  return {
    id: review.id,
    node_id: nodeId("PRR", review.id),
    user: renderUser(review.user, urls),
    body: review.body,
    state: review.state,
    commit_id: review.commit_id,
    submitted_at: review.submitted_at ?? undefined,
    author_association: "NONE",
    html_url: `${urls.html}/${state.fullName}/pull/${review.pull_number}#pullrequestreview-${review.id}`,
    pull_request_url: `${urls.api}/repos/${state.fullName}/pulls/${review.pull_number}`,
  };
}

export function renderReviewComment(comment: ReviewCommentRecord, state: FakeGithubState, urls: Urls): Json {
  return {
    id: comment.id,
    node_id: nodeId("PRRC", comment.id),
    pull_request_review_id: comment.pull_request_review_id,
    path: comment.path,
    line: comment.line,
    original_line: comment.line,
    side: comment.side,
    start_line: comment.start_line,
    start_side: comment.start_side,
    position: comment.position,
    subject_type: comment.subject_type,
    body: comment.body,
    user: renderUser(comment.user, urls),
    commit_id: comment.commit_id,
    original_commit_id: comment.commit_id,
    in_reply_to_id: comment.in_reply_to_id ?? undefined,
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: "NONE",
    diff_hunk: "",
    url: `${urls.api}/repos/${state.fullName}/pulls/comments/${comment.id}`,
    html_url: `${urls.html}/${state.fullName}/pull/${comment.pull_number}#discussion_r${comment.id}`,
    pull_request_url: `${urls.api}/repos/${state.fullName}/pulls/${comment.pull_number}`,
  };
}

const PERMISSION_OF_ROLE: Record<CollaboratorRole, string> = {
  admin: "admin",
  maintain: "write",
  write: "write",
  triage: "read",
  read: "read",
};

export function renderPermission(login: string, role: CollaboratorRole, urls: Urls): Json {
  return {
    permission: PERMISSION_OF_ROLE[role],
    role_name: role,
    user: {
      ...renderUser({ login, type: "User" }, urls),
      permissions: {
        admin: role === "admin",
        maintain: role === "admin" || role === "maintain",
        push: role === "admin" || role === "maintain" || role === "write",
        triage: role !== "read",
        pull: true,
      },
    },
  };
}

/** Percent-encodes each segment of a slash-separated path for use in a URL. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(String(id)).toString("base64url")}`;
}
