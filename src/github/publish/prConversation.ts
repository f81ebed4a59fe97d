/**
 * The pull request conversation, after the check is published: the answer
 * to the command that asked for this run, the sticky summary comment, the
 * inline review. None of it changes the verdict. A failure here is a warning,
 * and the returned note says what could not be posted (for the job summary).
 */
import { messageOf } from "../../engine/index.js";
import type { Git } from "../../review/git/git.js";
import type { GithubApi, PullInfo } from "../transport/api.js";
import type { Authority } from "../commands/authority.js";
import type { Conversation } from "./conversation.js";
import { commentableLines } from "./diffLines.js";
import { publishInlineReview } from "./inlineReview.js";
import type { PrCommentMode } from "../session/inputs.js";
import { COMMENT_CHARS } from "../transport/limits.js";
import { postedText, stripInvisible } from "./postedText.js";
import { isPermissionError } from "../transport/readOnly.js";
import { PullReviewsApi } from "../transport/reviewsApi.js";
import type { Target } from "../commands/target.js";
import { renderCommentView, type Decision } from "./view.js";

export interface ConversationUpdate {
  api: GithubApi;
  git: Git;
  pull: PullInfo;
  target: Target;
  decision: Decision;
  conversation: Conversation;
  authority: Authority;
  stateBlock: string;
  notes: readonly string[];
  prComment: PrCommentMode;
  inlineReview: boolean;
  botLogin: string | null;
  diffSpec: string;
  /** The check run's page, for the comment and the review body. */
  checkUrl?: string;
  redact: (text: string) => string;
  warn: (message: string) => void;
}

export async function updateConversation(u: ConversationUpdate): Promise<string> {
  const problems: string[] = [];
  const attempt = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      const reason = isPermissionError(error)
        ? "the token cannot write to the pull request (it needs `pull-requests: write`; fork runs never can)"
        : u.redact(messageOf(error));
      u.warn(`could not ${what}: ${reason}`);
      problems.push(`could not ${what}: ${reason}`);
    }
  };
  const { api, pull, target, decision } = u;

  const command = target.command;
  if (command && command.kind !== "review") {
    const refused = u.authority.refused.find((r) => r.comment === command.commentId);
    const granted = [...u.authority.dismissals, ...u.authority.overrides].some((g) => g.comment === command.commentId);
    // A command this check neither granted nor refused names another check, and one refused as ambiguous may be another
    // check's to answer: those get nothing from this run, so the author gets one answer.
    if (refused && !refused.repliedByAnotherCheck)
      await attempt("answer the command", () => api.reply(pull.number, postedText(u.redact(stripInvisible(`@${command.author} ${refused.why}`)))));
    else if (!refused && granted) await attempt("answer the command", () => api.react(command.commentId, "+1"));
  }

  const sticky = u.conversation.sticky;
  // on-blocked: post when BLOCKED; once posted, keep it current so it never shows a stale BLOCKED.
  if (u.prComment === "always" || (u.prComment === "on-blocked" && (decision.result.verdict === "BLOCKED" || sticky !== undefined))) {
    const view = renderCommentView(
      { decision, notes: u.notes, refused: u.authority.refused, redact: u.redact, ...(u.checkUrl ? { checkUrl: u.checkUrl } : {}) },
      COMMENT_CHARS - u.stateBlock.length - 1,
    );
    const body = `${u.stateBlock}\n${view}`;
    await attempt("update the summary comment", async () => {
      // Without our login, our earlier comment can't be found: posting anyway would add one per run.
      if (!u.botLogin) throw new Error("the check run did not say which app posted it, so the earlier summary comment cannot be recognised");
      await (sticky ? api.updateComment(sticky.id, body) : api.createComment(pull.number, body));
    });
  }

  if (u.inlineReview) {
    await attempt("post the inline review", async () => {
      if (!u.botLogin) throw new Error("the check run did not say which app posted it, so earlier review comments cannot be recognised");
      await publishInlineReview(new PullReviewsApi(api.octokit, api.repo), {
        pullNumber: pull.number,
        headSha: target.headSha,
        findings: decision.result.findings.filter((f) => f.lane === "code-review" && !f.dismissed),
        isCommentable: await commentableLines(u.git, u.diffSpec),
        botLogin: u.botLogin,
        redact: u.redact,
        ...(u.checkUrl ? { checkUrl: u.checkUrl } : {}),
      });
    });
  }
  return problems.length > 0
    ? `The pull request conversation was not fully updated: ${problems.join("; ")}. Dismissals, overrides and the summary comment need a token that can write to the pull request.`
    : "";
}
