/**
 * Which gauntlet checks review a pull request, as far as this run can tell.
 * Several workflows may run the gauntlet under different `check-name`s on one
 * pull request; a command that names no check is then ambiguous. The names
 * come from what the run can attribute to us: our app's check runs on the
 * given heads that carry our state block for this pull request, or are titled
 * as ours (a review still running, a run that failed before writing its
 * state), and the checks our own summary comments name. A check that cannot
 * be read makes the answer unknown, never "only us".
 */
import { messageOf } from "../../engine/index.js";
import type { GithubApi, Identity, IssueComment } from "../transport/api.js";
import { normalizeCheckName } from "../commands/command.js";
import { parseStateBlock } from "./stateBlock.js";

export type CheckScope =
  /** Every gauntlet check known to review the pull request, this run's own included, sorted. */
  | { kind: "known"; own: string; names: string[] }
  /** The other checks could not be read. */
  | { kind: "unknown"; own: string; problem: string };

const sortKey = (name: string) => normalizeCheckName(name).toLowerCase();

/** The scope from this run's check and the other names found: deduplicated (case and blanks aside), sorted. */
export function knownScope(own: string, others: Iterable<string>): CheckScope {
  const byKey = new Map<string, string>();
  for (const name of [own, ...others]) if (normalizeCheckName(name) && !byKey.has(sortKey(name))) byKey.set(sortKey(name), normalizeCheckName(name));
  const names = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, name]) => name);
  return { kind: "known", own: normalizeCheckName(own), names };
}

/** Whether more than one check reviews the pull request, or we cannot tell: a command naming no check applies to none. */
export const isAmbiguous = (scope: CheckScope): boolean => scope.kind === "unknown" || scope.names.length > 1;

/**
 * Whether this run answers an ambiguous command. Each check's run reads the
 * same comment; only the one whose name sorts first replies, so the author
 * gets one answer. When the scope is unknown, nobody can tell who is first:
 * this run answers.
 */
export const answersForAllChecks = (scope: CheckScope): boolean => scope.kind === "unknown" || scope.names[0] === scope.own;

/** The checks our summary comments on this pull request name (a comment's block is a view, so this only ever widens the scope). */
export function checkNamesInComments(comments: readonly IssueComment[], botLogin: string | null, pullNumber: number): string[] {
  if (botLogin === null) return [];
  const ours = comments.filter((c) => c.author.toLowerCase() === botLogin.toLowerCase());
  return ours.flatMap((c) => {
    const parsed = parseStateBlock(c.body);
    return parsed.kind === "state" && parsed.state.pr === pullNumber ? [parsed.state.check] : [];
  });
}

export interface CheckScopeSources {
  own: string;
  pullNumber: number;
  /** The heads whose check runs count (the head under review, the one a push replaced). */
  heads: readonly (string | undefined)[];
  identity: Identity;
  /** The pull request's comments, already read. */
  comments: readonly IssueComment[];
}

/** The checks reviewing the pull request. Never throws: a failed read is `unknown`. */
export async function readCheckScope(api: GithubApi, sources: CheckScopeSources): Promise<CheckScope> {
  const { identity } = sources;
  const unknown = (problem: string): CheckScope => ({ kind: "unknown", own: normalizeCheckName(sources.own), problem });
  if (identity.appId === null) return unknown("the check run did not say which app posted it, so other gauntlet checks cannot be recognised");
  const names = checkNamesInComments(sources.comments, identity.login, sources.pullNumber);
  try {
    for (const head of new Set(sources.heads.filter((h): h is string => Boolean(h)))) {
      const runs = await api.octokit.paginate(api.octokit.rest.checks.listForRef, { ...api.repo, ref: head, per_page: 100 });
      for (const run of runs) {
        if (run.app?.id !== identity.appId) continue;
        const parsed = parseStateBlock(run.output?.text);
        const ourState = parsed.kind === "state" && parsed.state.pr === sources.pullNumber;
        if (ourState || (parsed.kind !== "state" && (run.output?.title ?? "").startsWith("GAUNTLET:"))) names.push(run.name);
      }
    }
  } catch (error) {
    return unknown(`the head's check runs could not be read (${messageOf(error)})`);
  }
  return knownScope(sources.own, names);
}
