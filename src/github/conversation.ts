/**
 * The pull request's conversation as the gauntlet reads it: every comment
 * (the authority for dismissals and overrides), our sticky comment and its
 * state, and any state block someone else posted — ignored, and reported.
 */
import type { GithubApi, IssueComment } from "./api.js";
import type { ReviewState } from "./reviewState.js";
import { parseStateBlock } from "./stateBlock.js";

export interface Conversation {
  comments: IssueComment[];
  /** Our newest comment that starts with the state marker. */
  sticky?: { id: number; state?: ReviewState; problem?: string };
  /** Comments by anyone else that carry a state block: never read, always reported. */
  foreign: IssueComment[];
}

const STATE_MENTION = /<!--\s*gauntlet:state/i;

export async function readConversation(api: GithubApi, pullNumber: number, botLogin: string | null): Promise<Conversation> {
  const comments = await api.comments(pullNumber);
  const ours = (c: IssueComment) => botLogin !== null && c.author.toLowerCase() === botLogin.toLowerCase();
  const foreign = comments.filter((c) => !ours(c) && STATE_MENTION.test(c.body));
  const candidates = comments.filter((c) => ours(c) && parseStateBlock(c.body).kind !== "none").sort((a, b) => b.id - a.id);
  const newest = candidates[0];
  if (!newest) return { comments, foreign };
  const parsed = parseStateBlock(newest.body);
  return {
    comments,
    foreign,
    sticky: { id: newest.id, ...(parsed.kind === "state" ? { state: parsed.state } : parsed.kind === "invalid" ? { problem: parsed.problem } : {}) },
  };
}
