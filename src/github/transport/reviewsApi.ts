/**
 * The pull-request review calls the inline review makes: list the PR's line
 * comments, post one COMMENT review, edit a comment. Never an approval or a
 * request for changes: the action's verdict lives in its check run.
 */
import type { Octokit, Repo } from "./api.js";

/** A line comment already on the PR, reduced to what the inline review reads. */
export interface ExistingReviewComment {
  id: number;
  /** Empty for a deleted ("ghost") account. */
  login: string;
  body: string;
  path: string;
  /** The RIGHT-side line GitHub shows it at now; null once the lines changed under it (outdated). */
  line: number | null;
  /** The first line of a multi-line comment; null for a single line. */
  startLine: number | null;
}

/** A line comment of a new review, on the head (RIGHT) side. */
export interface DraftReviewComment {
  path: string;
  body: string;
  line: number;
  side: "RIGHT";
  start_line?: number;
  start_side?: "RIGHT";
}

export interface CommentReview {
  commitId: string;
  body: string;
  comments: DraftReviewComment[];
}

export class PullReviewsApi {
  constructor(
    private readonly octokit: Octokit,
    private readonly repo: Repo,
  ) {}

  async listReviewComments(pullNumber: number): Promise<ExistingReviewComment[]> {
    const comments = await this.octokit.paginate(this.octokit.rest.pulls.listReviewComments, { ...this.repo, pull_number: pullNumber, per_page: 100 });
    return comments.map((c) => ({
      id: c.id,
      login: c.user?.login ?? "",
      body: c.body,
      path: c.path,
      line: c.line ?? null,
      startLine: c.start_line ?? null,
    }));
  }

  /** Posts one submitted COMMENT review; returns its id. */
  async createCommentReview(pullNumber: number, review: CommentReview): Promise<number> {
    const { data } = await this.octokit.rest.pulls.createReview({
      ...this.repo,
      pull_number: pullNumber,
      commit_id: review.commitId,
      event: "COMMENT",
      body: review.body,
      comments: review.comments,
    });
    return data.id;
  }

  async updateReviewComment(commentId: number, body: string): Promise<void> {
    await this.octokit.rest.pulls.updateReviewComment({ ...this.repo, comment_id: commentId, body });
  }
}
