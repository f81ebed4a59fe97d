// The fake's in-memory repository: what tests seed before a run and inspect after it.
import {
  toActor,
  type CheckRunRecord,
  type CollaboratorRole,
  type IssueCommentRecord,
  type IssueCommentSeed,
  type IssueRecord,
  type IssueSeed,
  type PullRecord,
  type PullSeed,
  type ReactionRecord,
  type ReviewCommentRecord,
  type ReviewRecord,
} from "./records.js";

export interface StateOptions {
  /** `owner/name` of the one repository the fake serves. */
  repository: string;
  defaultBranch: string;
  now: () => Date;
}

// Ids of different record kinds live in disjoint ranges, so a client that
// passes a comment id where a review-comment id belongs gets a 404, not a hit.
const ID_BASE = {
  checkRun: 1_000_000,
  issueComment: 2_000_000,
  reaction: 3_000_000,
  review: 4_000_000,
  reviewComment: 5_000_000,
} as const;

export type IdKind = keyof typeof ID_BASE;

export class FakeGithubState {
  readonly owner: string;
  readonly repo: string;
  readonly fullName: string;
  readonly defaultBranch: string;

  readonly checkRuns: CheckRunRecord[] = [];
  readonly issueComments: IssueCommentRecord[] = [];
  readonly reactions: ReactionRecord[] = [];
  readonly pulls = new Map<number, PullRecord>();
  readonly issues = new Map<number, IssueRecord>();
  readonly permissions = new Map<string, CollaboratorRole>();
  /** ref (branch name or SHA) → path → file bytes. */
  readonly contents = new Map<string, Map<string, Buffer>>();
  /** `heads/main` → SHA, as the git refs API names them. */
  readonly refs = new Map<string, string>();
  readonly reviews: ReviewRecord[] = [];
  readonly reviewComments: ReviewCommentRecord[] = [];

  private readonly clock: () => Date;
  private lastTimestamp = 0;
  private readonly counters = new Map<IdKind, number>();

  constructor(options: StateOptions) {
    const [owner, repo, ...rest] = options.repository.split("/");
    if (!owner || !repo || rest.length > 0) throw new Error(`repository must be "owner/name", got "${options.repository}"`);
    this.owner = owner;
    this.repo = repo;
    this.fullName = options.repository;
    this.defaultBranch = options.defaultBranch;
    this.clock = options.now;
  }

  /**
   * GitHub's second-resolution ISO timestamp. Strictly increasing, so an edit
   * made in the same second as its creation still shows `updated_at` ≠ `created_at`.
   */
  now(): string {
    const seconds = Math.max(Math.floor(this.clock().getTime() / 1000), this.lastTimestamp + 1);
    this.lastTimestamp = seconds;
    return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
  }

  nextId(kind: IdKind): number {
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    return ID_BASE[kind] + next;
  }

  /**
   * Copies everything `other` holds into this new, empty state: a second test
   * goes on from where another's runs left the repository.
   */
  copyFrom(other: FakeGithubState): void {
    this.checkRuns.push(...structuredClone(other.checkRuns));
    this.issueComments.push(...structuredClone(other.issueComments));
    this.reactions.push(...structuredClone(other.reactions));
    this.reviews.push(...structuredClone(other.reviews));
    this.reviewComments.push(...structuredClone(other.reviewComments));
    for (const [number, pull] of other.pulls) this.pulls.set(number, structuredClone(pull));
    for (const [number, issue] of other.issues) this.issues.set(number, structuredClone(issue));
    for (const [login, role] of other.permissions) this.permissions.set(login, role);
    for (const [ref, files] of other.contents) this.contents.set(ref, new Map([...files].map(([path, bytes]) => [path, Buffer.from(bytes)])));
    for (const [ref, sha] of other.refs) this.refs.set(ref, sha);
    for (const [kind, count] of other.counters) this.counters.set(kind, count);
    this.lastTimestamp = other.lastTimestamp;
  }

  // ---- seeding -------------------------------------------------------------

  seedPull(seed: PullSeed): PullRecord {
    this.assertNumberFree(seed.number);
    const at = this.now();
    const pull: PullRecord = {
      number: seed.number,
      title: seed.title ?? `Pull request #${seed.number}`,
      body: seed.body ?? null,
      draft: seed.draft ?? false,
      state: seed.state ?? "open",
      merged: seed.merged ?? false,
      user: toActor(seed.user ?? "octocat"),
      head: { sha: seed.head.sha, ref: seed.head.ref, repo: seed.head.repo === undefined ? this.fullName : seed.head.repo },
      base: { ...seed.base },
      files: seed.files ? seed.files.map((f) => ({ ...f })) : null,
      created_at: at,
      updated_at: at,
    };
    this.pulls.set(pull.number, pull);
    return pull;
  }

  /** A new push to the PR: its head moves to `sha` (and, optionally, its changed files). */
  pushToPull(pullNumber: number, sha: string, files?: PullSeed["files"]): PullRecord {
    const pull = this.pulls.get(pullNumber);
    if (!pull) throw new Error(`seed pull #${pullNumber} before pushing to it`);
    pull.head.sha = sha;
    if (files) pull.files = files.map((f) => ({ ...f }));
    pull.updated_at = this.now();
    return pull;
  }

  seedIssue(seed: IssueSeed): IssueRecord {
    this.assertNumberFree(seed.number);
    const at = this.now();
    const issue: IssueRecord = {
      number: seed.number,
      title: seed.title ?? `Issue #${seed.number}`,
      body: seed.body ?? null,
      state: seed.state ?? "open",
      user: toActor(seed.user ?? "octocat"),
      created_at: at,
      updated_at: at,
    };
    this.issues.set(issue.number, issue);
    return issue;
  }

  /** A user with no seeded role is not a collaborator: the permission API answers 404. */
  seedPermission(login: string, role: CollaboratorRole): void {
    this.permissions.set(login.toLowerCase(), role);
  }

  seedFile(ref: string, path: string, content: string | Uint8Array): void {
    const files = this.contents.get(ref) ?? new Map<string, Buffer>();
    files.set(normalisePath(path), Buffer.from(content));
    this.contents.set(ref, files);
  }

  seedFiles(ref: string, files: Record<string, string | Uint8Array>): void {
    for (const [path, content] of Object.entries(files)) this.seedFile(ref, path, content);
  }

  seedRef(ref: string, sha: string): void {
    this.refs.set(ref.replace(/^refs\//, ""), sha);
  }

  seedIssueComment(issueNumber: number, seed: IssueCommentSeed): IssueCommentRecord {
    if (!this.hasIssueOrPull(issueNumber)) throw new Error(`seed issue or pull #${issueNumber} before commenting on it`);
    const created = seed.created_at ?? this.now();
    const comment: IssueCommentRecord = {
      id: this.nextId("issueComment"),
      issue_number: issueNumber,
      body: seed.body,
      user: toActor(seed.user),
      created_at: created,
      updated_at: seed.updated_at ?? created,
      author_association: seed.author_association ?? "NONE",
    };
    this.issueComments.push(comment);
    return comment;
  }

  // ---- lookups for tests and handlers ---------------------------------------

  checkRun(id: number): CheckRunRecord | undefined {
    return this.checkRuns.find((run) => run.id === id);
  }

  checkRunsFor(headSha: string, name?: string): CheckRunRecord[] {
    return this.checkRuns.filter((run) => run.head_sha === headSha && (name === undefined || run.name === name));
  }

  commentsOn(issueNumber: number): IssueCommentRecord[] {
    return this.issueComments.filter((c) => c.issue_number === issueNumber);
  }

  reactionsOn(commentId: number): ReactionRecord[] {
    return this.reactions.filter((r) => r.comment_id === commentId);
  }

  reviewsOn(pullNumber: number): ReviewRecord[] {
    return this.reviews.filter((r) => r.pull_number === pullNumber);
  }

  reviewCommentsOn(pullNumber: number): ReviewCommentRecord[] {
    return this.reviewComments.filter((c) => c.pull_number === pullNumber);
  }

  hasIssueOrPull(issueNumber: number): boolean {
    return this.pulls.has(issueNumber) || this.issues.has(issueNumber);
  }

  /** Resolves a ref the way the contents API does: a branch or tag name, a full ref, or a SHA. */
  filesAt(ref: string): Map<string, Buffer> | undefined {
    const name = ref.replace(/^refs\/(heads|tags)\//, "");
    return this.contents.get(name) ?? this.contents.get(ref);
  }

  private assertNumberFree(n: number): void {
    // Issues and pull requests share one number space on GitHub.
    if (this.hasIssueOrPull(n)) throw new Error(`#${n} is already seeded as an issue or pull request`);
  }
}

export function normalisePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}
