// What the fake stores, and what a test may seed. Field names follow GitHub's
// JSON so assertions read like the API.

export type ActorType = "User" | "Bot";

export interface Actor {
  login: string;
  type: ActorType;
}

/** A bare login is a human user. */
export type ActorSeed = string | Actor;

/** Repository roles; the permission API reports `maintain` as `write` and `triage` as `read`. */
export type CollaboratorRole = "admin" | "maintain" | "write" | "triage" | "read";

export type AnnotationLevel = "notice" | "warning" | "failure";

export interface CheckRunAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: AnnotationLevel;
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckRunOutput {
  title: string | null;
  summary: string | null;
  text: string | null;
  /** Every annotation ever sent, in order: GitHub appends each request's batch. */
  annotations: CheckRunAnnotation[];
}

export interface CheckRunRecord {
  id: number;
  name: string;
  head_sha: string;
  status: "queued" | "in_progress" | "completed" | "waiting" | "requested" | "pending";
  conclusion: string | null;
  started_at: string | null;
  completed_at: string | null;
  details_url: string | null;
  external_id: string | null;
  output: CheckRunOutput;
  /** The annotation count of each create/update request that carried any; lets tests assert batching. */
  annotationBatches: number[];
  /** The identity that created the run (GitHub: the app). */
  creator: Actor;
}

export interface IssueCommentRecord {
  id: number;
  issue_number: number;
  body: string;
  user: Actor;
  created_at: string;
  updated_at: string;
  author_association: string;
}

export interface IssueCommentSeed {
  body: string;
  user: ActorSeed;
  created_at?: string;
  /** Differs from created_at for an edited comment. */
  updated_at?: string;
  author_association?: string;
}

export interface ReactionRecord {
  id: number;
  comment_id: number;
  content: string;
  user: Actor;
  created_at: string;
}

export interface PullFileSeed {
  filename: string;
  status?: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  additions?: number;
  deletions?: number;
  /** Unified diff hunks; when given, review comments must land on lines inside them. */
  patch?: string;
  previous_filename?: string;
}

export interface PullSeed {
  number: number;
  title?: string;
  body?: string | null;
  draft?: boolean;
  state?: "open" | "closed";
  merged?: boolean;
  user?: ActorSeed;
  /** `repo` is the head repository's full name; a different one makes a fork PR, `null` a deleted fork. Default: the fake's repository. */
  head: { sha: string; ref: string; repo?: string | null };
  base: { sha: string; ref: string };
  /** The PR's changed files. When seeded, review comments are checked against them, as GitHub does. */
  files?: PullFileSeed[];
}

export interface PullRecord {
  number: number;
  title: string;
  body: string | null;
  draft: boolean;
  state: "open" | "closed";
  merged: boolean;
  user: Actor;
  head: { sha: string; ref: string; repo: string | null };
  base: { sha: string; ref: string };
  files: PullFileSeed[] | null;
  created_at: string;
  updated_at: string;
}

export interface IssueSeed {
  number: number;
  title?: string;
  body?: string | null;
  state?: "open" | "closed";
  user?: ActorSeed;
}

export interface IssueRecord {
  number: number;
  title: string;
  body: string | null;
  state: "open" | "closed";
  user: Actor;
  created_at: string;
  updated_at: string;
}

export type ReviewState = "PENDING" | "COMMENTED" | "APPROVED" | "CHANGES_REQUESTED" | "DISMISSED";

export interface ReviewRecord {
  id: number;
  pull_number: number;
  user: Actor;
  body: string;
  state: ReviewState;
  commit_id: string;
  submitted_at: string | null;
}

export interface ReviewCommentRecord {
  id: number;
  pull_number: number;
  pull_request_review_id: number | null;
  path: string;
  line: number | null;
  side: "LEFT" | "RIGHT";
  start_line: number | null;
  start_side: "LEFT" | "RIGHT" | null;
  position: number | null;
  subject_type: "line" | "file";
  body: string;
  user: Actor;
  commit_id: string;
  in_reply_to_id: number | null;
  created_at: string;
  updated_at: string;
}

export function toActor(seed: ActorSeed): Actor {
  return typeof seed === "string" ? { login: seed, type: "User" } : seed;
}
