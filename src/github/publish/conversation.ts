/**
 * The pull request's conversation as the gauntlet reads it: every comment
 * (the authority for dismissals and overrides), our sticky comment and its
 * state, and any state block someone else posted — ignored, and reported.
 */
import type { GithubApi, IssueComment } from "../transport/api.js";
import type { ReviewState } from "../state/reviewState.js";
import { mentionsStateMarker, parseStateBlock } from "../state/stateBlock.js";

export interface Conversation {
  comments: IssueComment[];
  /** Our newest comment that starts with the state marker. */
  sticky?: { id: number; state?: ReviewState; problem?: string };
  /** Comments by anyone else that carry a state block: never read, always reported. */
  foreign: IssueComment[];
}

export async function readConversation(api: GithubApi, pullNumber: number, botLogin: string | null, checkName: string): Promise<Conversation> {
  const comments = await api.comments(pullNumber);
  const ours = (c: IssueComment) => botLogin !== null && c.author.toLowerCase() === botLogin.toLowerCase();
  const foreign = comments.filter((c) => !ours(c) && mentionsStateMarker(c.body));
  const newestFirst = comments.filter(ours).sort((a, b) => b.id - a.id);
  // Ours: the newest comment of our login whose block names our check (another workflow may post under the same login);
  // failing that, one whose block can't be read, to be repaired.
  for (const comment of newestFirst) {
    const parsed = parseStateBlock(comment.body);
    if (parsed.kind === "state" && parsed.state.check === checkName) return { comments, foreign, sticky: { id: comment.id, state: parsed.state } };
  }
  for (const comment of newestFirst) {
    const parsed = parseStateBlock(comment.body);
    if (parsed.kind === "invalid") return { comments, foreign, sticky: { id: comment.id, problem: parsed.problem } };
  }
  return { comments, foreign };
}
