// Issues, issue comments (which are also PR conversation comments) and reactions.
import { notFound } from "../errors.js";
import { commentBodyViolation } from "../limits.js";
import type { IssueCommentRecord, ReactionRecord } from "../records.js";
import { renderIssue, renderIssueComment, renderReaction } from "../render.js";
import { found, intParam, ok, pageOf, type Handler, type HandlerContext } from "./context.js";

export const getIssue: Handler = (ctx) => {
  const n = intParam(ctx, "issue_number");
  return ok(renderIssue(found(ctx.state.issues.get(n) ?? ctx.state.pulls.get(n)), ctx.state, ctx.urls));
};

export const createIssueComment: Handler = (ctx) => {
  const issueNumber = intParam(ctx, "issue_number");
  if (!ctx.state.hasIssueOrPull(issueNumber)) throw notFound();
  const { body } = ctx.body as { body: string };
  const violation = commentBodyViolation("IssueComment", body);
  if (violation) throw violation;
  const at = ctx.state.now();
  const comment: IssueCommentRecord = {
    id: ctx.state.nextId("issueComment"),
    issue_number: issueNumber,
    body,
    user: { login: ctx.identity.login, type: ctx.identity.type },
    created_at: at,
    updated_at: at,
    author_association: association(ctx, ctx.identity.login),
  };
  ctx.state.issueComments.push(comment);
  return ok(renderIssueComment(comment, ctx.state, ctx.urls), 201);
};

export const listIssueComments: Handler = (ctx) => {
  const issueNumber = intParam(ctx, "issue_number");
  if (!ctx.state.hasIssueOrPull(issueNumber)) throw notFound();
  const since = ctx.query.since as string | undefined;
  const comments = ctx.state
    .commentsOn(issueNumber)
    .filter((c) => since === undefined || Date.parse(c.updated_at) >= Date.parse(since))
    .sort((a, b) => a.id - b.id);
  return pageOf(ctx, comments, (c) => renderIssueComment(c, ctx.state, ctx.urls));
};

export const getIssueComment: Handler = (ctx) => ok(renderIssueComment(commentById(ctx), ctx.state, ctx.urls));

// Anyone with write access may edit any comment; GitHub doesn't restrict it to the author, so neither does the fake.
export const updateIssueComment: Handler = (ctx) => {
  const comment = commentById(ctx);
  const { body } = ctx.body as { body: string };
  const violation = commentBodyViolation("IssueComment", body);
  if (violation) throw violation;
  comment.body = body;
  comment.updated_at = ctx.state.now();
  return ok(renderIssueComment(comment, ctx.state, ctx.urls));
};

/** 201 for a new reaction, 200 with the existing one when this user already reacted so. */
export const createIssueCommentReaction: Handler = (ctx) => {
  const comment = commentById(ctx);
  const { content } = ctx.body as { content: string };
  const existing = ctx.state.reactionsOn(comment.id).find((r) => r.content === content && r.user.login === ctx.identity.login);
  if (existing) return ok(renderReaction(existing, ctx.urls), 200);
  const reaction: ReactionRecord = {
    id: ctx.state.nextId("reaction"),
    comment_id: comment.id,
    content,
    user: { login: ctx.identity.login, type: ctx.identity.type },
    created_at: ctx.state.now(),
  };
  ctx.state.reactions.push(reaction);
  return ok(renderReaction(reaction, ctx.urls), 201);
};

function commentById(ctx: HandlerContext): IssueCommentRecord {
  const id = intParam(ctx, "comment_id");
  return found(ctx.state.issueComments.find((c) => c.id === id));
}

function association(ctx: HandlerContext, login: string): string {
  if (login.toLowerCase() === ctx.state.owner.toLowerCase()) return "OWNER";
  return ctx.state.permissions.has(login.toLowerCase()) ? "COLLABORATOR" : "NONE";
}
