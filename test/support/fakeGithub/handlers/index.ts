// One handler per served operation; keyed by the OperationId union, so adding
// an operation without a handler fails to compile.
import type { OperationId } from "../operations.js";
import { createCheckRun, getCheckRun, listAnnotations, listCheckRunsForRef, updateCheckRun } from "./checks.js";
import type { Handler } from "./context.js";
import { createIssueComment, createIssueCommentReaction, getIssue, getIssueComment, listIssueComments, updateIssueComment } from "./issues.js";
import { getPull, listPullFiles } from "./pulls.js";
import { getCollaboratorPermission, getContent, getRef, getRepo } from "./repos.js";
import {
  createReview,
  createReviewComment,
  deleteReviewComment,
  getReview,
  listCommentsForReview,
  listReviewComments,
  listReviews,
  updateReview,
  updateReviewComment,
} from "./reviews.js";

export const HANDLERS: Record<OperationId, Handler> = {
  "checks/create": createCheckRun,
  "checks/get": getCheckRun,
  "checks/list-annotations": listAnnotations,
  "checks/list-for-ref": listCheckRunsForRef,
  "checks/update": updateCheckRun,
  "git/get-ref": getRef,
  "issues/create-comment": createIssueComment,
  "issues/get": getIssue,
  "issues/get-comment": getIssueComment,
  "issues/list-comments": listIssueComments,
  "issues/update-comment": updateIssueComment,
  "pulls/create-review": createReview,
  "pulls/create-review-comment": createReviewComment,
  "pulls/delete-review-comment": deleteReviewComment,
  "pulls/get": getPull,
  "pulls/get-review": getReview,
  "pulls/list-comments-for-review": listCommentsForReview,
  "pulls/list-files": listPullFiles,
  "pulls/list-review-comments": listReviewComments,
  "pulls/list-reviews": listReviews,
  "pulls/update-review": updateReview,
  "pulls/update-review-comment": updateReviewComment,
  "reactions/create-for-issue-comment": createIssueCommentReaction,
  "repos/get": getRepo,
  "repos/get-collaborator-permission-level": getCollaboratorPermission,
  "repos/get-content": getContent,
};

export type { Handler, HandlerContext, HandlerResult } from "./context.js";
