/**
 * What earlier runs left for this one: review states in our own check runs
 * (on this head, and on the head a push replaced) and in our sticky comment,
 * and the authority re-derived from the conversation. States are only read
 * from check runs our app owns and from comments our bot login wrote.
 */
import { messageOf } from "../../engine/index.js";
import type { GauntletConfig } from "../../review/config.js";
import type { CheckRunSnapshot, GithubApi, Identity } from "../transport/api.js";
import { deriveAuthority, type Authority, type AuthorityPolicy } from "../commands/authority.js";
import { readCheckScope } from "./checkScope.js";
import { readConversation, type Conversation } from "../publish/conversation.js";
import type { HistoryEntry, ReviewState } from "./reviewState.js";
import { parseStateBlock } from "./stateBlock.js";
import type { Target } from "../commands/target.js";

export interface CheckState {
  check: CheckRunSnapshot;
  state: ReviewState;
}

export interface PriorReviews {
  conversation: Conversation;
  /** Our completed check runs on this head (of this pull request) that carry a state, newest first. */
  sameHeadStates: CheckState[];
  /** The newest state of this pull request on any head: where an incremental review starts from. */
  latest?: ReviewState;
  history: HistoryEntry[];
  overrides: ReviewState["overrides"];
  authority: Authority;
  /** Who may do what on this pull request (absent without one). */
  policy?: AuthorityPolicy;
}

const NO_AUTHORITY: Authority = { dismissals: [], overrides: [], refused: [] };

/**
 * The authority again, from the comments as they are now: called just before
 * publishing, so a dismissal posted while this run was reviewing is not lost
 * to a result written without it. If the comments can't be read again, the
 * first reading stands.
 */
export async function refreshAuthority(api: GithubApi, priors: PriorReviews, pullNumber: number, log: (m: string) => void): Promise<Authority> {
  if (!priors.policy) return priors.authority;
  try {
    const comments = await api.comments(pullNumber);
    return await deriveAuthority(
      comments,
      priors.policy,
      (login) => api.permission(login),
      priors.history,
      new Map(priors.overrides.map((o) => [o.comment, o.head])),
    );
  } catch (error) {
    log(`could not read the comments again before publishing (${messageOf(error)}); using those read at the start`);
    return priors.authority;
  }
}

const EMPTY_CONVERSATION: Conversation = { comments: [], foreign: [] };

async function checkStates(api: GithubApi, checkName: string, sha: string, identity: Identity, exclude: number | undefined): Promise<CheckState[]> {
  const runs = await api.checkRunsFor(sha, checkName);
  const states: CheckState[] = [];
  for (const check of runs) {
    if (check.id === exclude || check.status !== "completed") continue;
    // Another app could name its check like ours; only our app's runs are read (none, if we can't tell which app we are).
    if (identity.appId === null || check.appId !== identity.appId) continue;
    const parsed = parseStateBlock(check.text);
    if (parsed.kind === "state" && parsed.state.head === sha && parsed.state.check === checkName) states.push({ check, state: parsed.state });
  }
  return states;
}

async function checkStateById(api: GithubApi, id: number, checkName: string, identity: Identity): Promise<ReviewState | undefined> {
  const check = await api.checkRun(id);
  if (!check || check.status !== "completed" || identity.appId === null || check.appId !== identity.appId) return undefined;
  const parsed = parseStateBlock(check.text);
  return parsed.kind === "state" && parsed.state.check === checkName ? parsed.state : undefined;
}

const newer = (a: ReviewState | undefined, b: ReviewState | undefined) => (!a ? b : !b ? a : Date.parse(b.at) > Date.parse(a.at) ? b : a);

export async function readPriorReviews(
  api: GithubApi,
  options: { checkName: string; target: Target; identity: Identity; currentCheckRun: number | undefined; config: GauntletConfig; log: (m: string) => void },
): Promise<PriorReviews> {
  const { target, identity } = options;
  const pull = target.pull;
  // What cannot be read is left out, which only ever makes the run stricter: no dismissal, no override, no cache.
  const orNothing = async <T>(what: string, read: () => Promise<T>, nothing: T): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      options.log(`could not read ${what} (${messageOf(error)}); going on without it: no dismissal, override or earlier review from there applies`);
      return nothing;
    }
  };
  const conversation = pull
    ? await orNothing("the pull request's comments", () => readConversation(api, pull.number, identity.login, options.checkName), EMPTY_CONVERSATION)
    : EMPTY_CONVERSATION;
  if (conversation.sticky?.problem) options.log(`our summary comment's state block is unreadable (${conversation.sticky.problem}); starting afresh`);
  const samePull = (s: ReviewState | undefined) => (s && s.pr === (pull?.number ?? null) ? s : undefined);
  const sameHeadStates = (
    await orNothing("this head's earlier check runs", () => checkStates(api, options.checkName, target.headSha, identity, options.currentCheckRun), [])
  ).filter((c) => samePull(c.state));
  // The head this PR had before: the push's `before`, or (merge queue) the PR head itself.
  const previousHead = target.before ?? (pull && pull.headSha !== target.headSha ? pull.headSha : undefined);
  const previous = previousHead
    ? (await orNothing("the previous head's check runs", () => checkStates(api, options.checkName, previousHead, identity, undefined), []))[0]?.state
    : undefined;
  // The summary comment can be edited by anyone with write access, so its own state is never used: only the check run it
  // points to, read from the API and owned by our app.
  const pointer = conversation.sticky?.state?.check_run;
  const pointed = pointer
    ? await orNothing("the check run the summary comment points to", () => checkStateById(api, pointer, options.checkName, identity), undefined)
    : undefined;
  const sameHead = sameHeadStates[0];
  const latest = newer(newer(samePull(previous), samePull(pointed)), sameHead?.state);

  const sources = [pointed, previous, sameHead?.state];
  const history = mergeHistory(sources);
  const recorded = new Map(sources.flatMap((s) => s?.overrides ?? []).map((o) => [o.comment, o.head]));
  // Which gauntlet checks review this pull request: a command that names no check is ambiguous when there are several.
  const checks = pull
    ? await readCheckScope(api, {
        own: options.checkName,
        pullNumber: pull.number,
        heads: [target.headSha, previousHead],
        identity,
        comments: conversation.comments,
      })
    : undefined;
  if (checks?.kind === "unknown") {
    options.log(
      `could not tell which gauntlet checks review this pull request (${checks.problem}); a /gauntlet dismiss or override that names no check applies to none in this run`,
    );
  }
  const policy = pull
    ? {
        pullAuthor: pull.author,
        overriders: options.config.overriders ?? [],
        allowAuthorDismiss: options.config.allow_author_dismiss === true,
        ...(checks ? { checks } : {}),
      }
    : undefined;
  const authority = policy ? await deriveAuthority(conversation.comments, policy, (login) => api.permission(login), history, recorded) : NO_AUTHORITY;
  return {
    conversation,
    ...(policy ? { policy } : {}),
    sameHeadStates,
    ...(latest ? { latest } : {}),
    history,
    overrides: [...recorded.entries()].map(([comment, head]) => ({ comment, head })),
    authority,
  };
}

/** Every published id table once (at its first publication), newest first. */
function mergeHistory(states: readonly (ReviewState | undefined)[]): HistoryEntry[] {
  const tables = new Map<string, HistoryEntry>();
  for (const entry of states.flatMap((s) => s?.history ?? [])) {
    const key = `${entry.head} ${JSON.stringify(entry.ids)}`;
    const known = tables.get(key);
    if (!known || Date.parse(entry.at) < Date.parse(known.at)) tables.set(key, entry);
  }
  return [...tables.values()].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
