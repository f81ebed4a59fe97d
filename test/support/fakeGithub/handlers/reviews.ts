// Pull request reviews and their line comments, with GitHub's refusals for
// comments outside the diff and for approvals by the Actions bot.
import { commentableLines } from "../diffHunks.js";
import { invalidRequest, unprocessable } from "../errors.js";
import { commentBodyViolation } from "../limits.js";
import type { PullRecord, ReviewCommentRecord, ReviewRecord, ReviewState } from "../records.js";
import { renderReview, renderReviewComment } from "../render.js";
import { found, intParam, isSha, ok, pageOf, type Handler, type HandlerContext } from "./context.js";
import { pullOf } from "./pulls.js";

type Side = "LEFT" | "RIGHT";

interface DraftComment {
  path: string;
  body: string;
  line?: number;
  side?: Side;
  start_line?: number;
  start_side?: Side;
  position?: number;
  subject_type?: "line" | "file";
}

interface ReviewWrite {
  commit_id?: string;
  body?: string;
  event?: "APPROVE" | "REQUEST_CHANGES" | "COMMENT";
  comments?: DraftComment[];
}

const STATE_OF_EVENT: Record<NonNullable<ReviewWrite["event"]>, ReviewState> = {
  APPROVE: "APPROVED",
  REQUEST_CHANGES: "CHANGES_REQUESTED",
  COMMENT: "COMMENTED",
};

export const createReview: Handler = (ctx) => {
  const pull = pullOf(ctx);
  const body = (ctx.body ?? {}) as ReviewWrite;
  if (body.event === "APPROVE" && ctx.identity.type === "Bot") {
    throw invalidRequest("GitHub Actions is not permitted to approve pull requests.");
  }
  if (body.event === "REQUEST_CHANGES" && !body.body) throw invalidRequest("a REQUEST_CHANGES review needs a body");
  if (body.event === "COMMENT" && !body.body && !body.comments?.length) throw invalidRequest("a COMMENT review needs a body or comments");
  const tooLong = commentBodyViolation("PullRequestReview", body.body);
  if (tooLong) throw tooLong;
  if (!body.event && ctx.state.reviewsOn(pull.number).some((r) => r.state === "PENDING" && r.user.login === ctx.identity.login)) {
    throw unprocessable("User can only have one pending review per pull request");
  }
  const commitId = commitOf(body.commit_id, pull);
  const drafts = body.comments ?? [];
  drafts.forEach((draft, i) => {
    assertCommentable(pull, draft, `comments[${i}]`);
    const draftTooLong = commentBodyViolation("PullRequestReviewComment", draft.body);
    if (draftTooLong) throw draftTooLong;
  });

  const review: ReviewRecord = {
    id: ctx.state.nextId("review"),
    pull_number: pull.number,
    user: { login: ctx.identity.login, type: ctx.identity.type },
    body: body.body ?? "",
    state: body.event ? STATE_OF_EVENT[body.event] : "PENDING",
    commit_id: commitId,
    submitted_at: body.event ? ctx.state.now() : null,
  };
  ctx.state.reviews.push(review);
  for (const draft of drafts) ctx.state.reviewComments.push(newComment(ctx, pull, review.id, commitId, draft, null));
  return ok(renderReview(review, ctx.state, ctx.urls));
};

export const getReview: Handler = (ctx) => ok(renderReview(reviewOf(ctx), ctx.state, ctx.urls));

export const listReviews: Handler = (ctx) => {
  const pull = pullOf(ctx);
  return pageOf(ctx, ctx.state.reviewsOn(pull.number), (r) => renderReview(r, ctx.state, ctx.urls));
};

export const updateReview: Handler = (ctx) => {
  const review = reviewOf(ctx);
  const { body } = ctx.body as { body: string };
  const tooLong = commentBodyViolation("PullRequestReview", body);
  if (tooLong) throw tooLong;
  review.body = body;
  return ok(renderReview(review, ctx.state, ctx.urls));
};

export const listCommentsForReview: Handler = (ctx) => {
  const review = reviewOf(ctx);
  const comments = ctx.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
  return pageOf(ctx, comments, (c) => renderReviewComment(c, ctx.state, ctx.urls));
};

export const listReviewComments: Handler = (ctx) => {
  const pull = pullOf(ctx);
  const { since, sort, direction } = ctx.query as { since?: string; sort?: string; direction?: string };
  let comments = ctx.state.reviewCommentsOn(pull.number).filter((c) => since === undefined || Date.parse(c.updated_at) >= Date.parse(since));
  // GitHub ignores `direction` without `sort`; ids increase with creation time here.
  if (sort !== undefined && direction === "desc") comments = [...comments].reverse();
  return pageOf(ctx, comments, (c) => renderReviewComment(c, ctx.state, ctx.urls));
};

/** A standalone line comment; GitHub wraps it in a COMMENTED review of its own. */
export const createReviewComment: Handler = (ctx) => {
  const pull = pullOf(ctx);
  const body = ctx.body as DraftComment & { commit_id: string; in_reply_to?: number };
  const tooLong = commentBodyViolation("PullRequestReviewComment", body.body);
  if (tooLong) throw tooLong;
  const commitId = commitOf(body.commit_id, pull);
  let draft: DraftComment = body;
  let replyTo: number | null = null;
  if (body.in_reply_to !== undefined) {
    const parent = found(ctx.state.reviewCommentsOn(pull.number).find((c) => c.id === body.in_reply_to));
    draft = { ...body, path: parent.path, ...(parent.line !== null ? { line: parent.line } : {}), side: parent.side, subject_type: parent.subject_type };
    replyTo = parent.id;
  } else {
    assertCommentable(pull, draft, "comment");
  }
  const review: ReviewRecord = {
    id: ctx.state.nextId("review"),
    pull_number: pull.number,
    user: { login: ctx.identity.login, type: ctx.identity.type },
    body: "",
    state: "COMMENTED",
    commit_id: commitId,
    submitted_at: ctx.state.now(),
  };
  ctx.state.reviews.push(review);
  const comment = newComment(ctx, pull, review.id, commitId, draft, replyTo);
  ctx.state.reviewComments.push(comment);
  return ok(renderReviewComment(comment, ctx.state, ctx.urls), 201);
};

export const updateReviewComment: Handler = (ctx) => {
  const comment = reviewCommentOf(ctx);
  const { body } = ctx.body as { body: string };
  const tooLong = commentBodyViolation("PullRequestReviewComment", body);
  if (tooLong) throw tooLong;
  comment.body = body;
  comment.updated_at = ctx.state.now();
  return ok(renderReviewComment(comment, ctx.state, ctx.urls));
};

export const deleteReviewComment: Handler = (ctx) => {
  const comment = reviewCommentOf(ctx);
  ctx.state.reviewComments.splice(ctx.state.reviewComments.indexOf(comment), 1);
  return { status: 204 };
};

function reviewOf(ctx: HandlerContext): ReviewRecord {
  const pull = pullOf(ctx);
  const id = intParam(ctx, "review_id");
  return found(ctx.state.reviewsOn(pull.number).find((r) => r.id === id));
}

function reviewCommentOf(ctx: HandlerContext): ReviewCommentRecord {
  const id = intParam(ctx, "comment_id");
  return found(ctx.state.reviewComments.find((c) => c.id === id));
}

function commitOf(commitId: string | undefined, pull: PullRecord): string {
  if (commitId === undefined) return pull.head.sha;
  if (!isSha(commitId)) throw invalidRequest(`commit_id "${commitId}" is not a commit SHA`);
  return commitId;
}

// Only checked when the test seeded the PR's files (and, for lines, their patches).
function assertCommentable(pull: PullRecord, draft: DraftComment, where: string): void {
  if (draft.subject_type !== "file" && draft.line === undefined && draft.position === undefined) {
    throw invalidRequest(`${where} needs a line, a position, or subject_type "file"`);
  }
  if (!pull.files) return;
  const file = pull.files.find((f) => f.filename === draft.path);
  if (!file) throw invalidRequest(`${where}: path "${draft.path}" is not part of the pull request's diff (Path could not be resolved)`);
  if (file.patch === undefined || draft.line === undefined) return;
  const lines = commentableLines(file.patch);
  const side = draft.side ?? "RIGHT";
  if (!lines[side].has(draft.line))
    throw invalidRequest(`${where}: line ${draft.line} (${side}) of ${draft.path} is not in the diff (Line could not be resolved)`);
  if (draft.start_line !== undefined) {
    const startSide = draft.start_side ?? side;
    if (draft.start_line > draft.line || !lines[startSide].has(draft.start_line)) {
      throw invalidRequest(`${where}: start_line ${draft.start_line} of ${draft.path} is not a diff line at or before line ${draft.line}`);
    }
  }
}

function newComment(
  ctx: HandlerContext,
  pull: PullRecord,
  reviewId: number,
  commitId: string,
  draft: DraftComment,
  replyTo: number | null,
): ReviewCommentRecord {
  const at = ctx.state.now();
  return {
    id: ctx.state.nextId("reviewComment"),
    pull_number: pull.number,
    pull_request_review_id: reviewId,
    path: draft.path,
    line: draft.line ?? null,
    side: draft.side ?? "RIGHT",
    start_line: draft.start_line ?? null,
    start_side: draft.start_line !== undefined ? (draft.start_side ?? draft.side ?? "RIGHT") : null,
    position: draft.position ?? null,
    subject_type: draft.subject_type ?? "line",
    body: draft.body,
    user: { login: ctx.identity.login, type: ctx.identity.type },
    commit_id: commitId,
    in_reply_to_id: replyTo,
    created_at: at,
    updated_at: at,
  };
}
