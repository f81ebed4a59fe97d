/**
 * Who dismissed or overrode what, re-derived from the pull request's comments
 * on every run. A command counts only when its author has the permission now
 * (the live collaborator permission, not the comment's author_association)
 * and the comment was never edited. `F3` resolves against the review its
 * author saw: the latest review published before the comment, or the head it
 * names (`F3@<sha>`). A command acts only on the check it names; one that
 * names none is ambiguous, and applies to no check, when more than one
 * gauntlet check reviews the pull request (or that cannot be read).
 */
import type { IssueComment } from "../transport/api.js";
import { answersForAllChecks, isAmbiguous, type CheckScope } from "../state/checkScope.js";
import { checkSelector, commandIsFor, parseCommand, type GauntletCommand } from "./command.js";
import type { HistoryEntry } from "../state/reviewState.js";
import { shortSha } from "../../review/text.js";
import { bindDismissals, type LapsedDismissal } from "../../review/gauntlet/decision.js";
import type { ResultFinding } from "../../review/gauntlet/result.js";

/** A comment as the API reads it: the command's words, who wrote it, when, and whether it was edited. */
export type ConversationComment = IssueComment;

export interface AuthorityPolicy {
  pullAuthor: string;
  /** Logins allowed to override besides admins (the base branch's configuration). */
  overriders: readonly string[];
  allowAuthorDismiss: boolean;
  /**
   * The gauntlet checks reviewing the pull request, this run's among them.
   * Without it (a caller that has not read them), a command naming a check is
   * ignored and one naming none applies, as with a single check.
   */
  checks?: CheckScope;
}

export interface GrantedDismissal {
  comment: number;
  by: string;
  reason: string;
  source: string;
  finding: string;
  head: string;
  fingerprint: string;
}

export interface GrantedOverride {
  comment: number;
  by: string;
  reason: string;
  source: string;
  /** The head SHA (or a prefix of one, as written) the override is bound to. */
  head: string;
}

export interface RefusedCommand {
  comment: number;
  by: string;
  kind: "dismiss" | "override";
  why: string;
  /** Another check's run replies to this one (an ambiguous command gets one reply, not one per check). */
  repliedByAnotherCheck?: true;
}

export interface Authority {
  dismissals: GrantedDismissal[];
  overrides: GrantedOverride[];
  refused: RefusedCommand[];
}

const WRITE = new Set(["admin", "maintain", "write"]);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The review a comment refers to: the named head, else the latest one published before the comment. */
function reviewFor(history: readonly HistoryEntry[], createdAt: string, sha?: string): HistoryEntry | undefined {
  if (sha) return history.find((h) => h.head.startsWith(sha));
  // GitHub stamps comments to the second: a review published within the comment's second counts as before it.
  const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const at = second(createdAt);
  return [...history].filter((h) => second(h.at) <= at).sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
}

export async function deriveAuthority(
  comments: readonly ConversationComment[],
  policy: AuthorityPolicy,
  permissionOf: (login: string) => Promise<string>,
  history: readonly HistoryEntry[],
  /** Bindings recorded when an override was processed: comment id → head. */
  recordedOverrides: ReadonlyMap<number, string>,
): Promise<Authority> {
  const authority: Authority = { dismissals: [], overrides: [], refused: [] };
  const permissions = new Map<string, Promise<string>>();
  const permission = (login: string) => {
    const key = login.toLowerCase();
    if (!permissions.has(key)) permissions.set(key, permissionOf(login));
    return permissions.get(key)!;
  };
  for (const comment of comments) {
    const command = parseCommand(comment.body);
    if (command?.kind !== "dismiss" && command?.kind !== "override") continue;
    // A command for another check is that check's to apply, refuse and answer: here it is not even listed.
    if (!(policy.checks ? commandIsFor(command, policy.checks.own) : command.check === undefined)) continue;
    const refuse = (why: string, repliedElsewhere = false) =>
      authority.refused.push({
        comment: comment.id,
        by: comment.author,
        kind: command.kind,
        why,
        ...(repliedElsewhere ? { repliedByAnotherCheck: true as const } : {}),
      });
    if (command.check === undefined && policy.checks && isAmbiguous(policy.checks)) {
      refuse(ambiguity(command, policy.checks), !answersForAllChecks(policy.checks));
      continue;
    }
    // An edit could change what a permitted author said after the fact: only the words as first posted count.
    if (comment.updatedAt !== comment.createdAt) {
      refuse("the comment was edited after it was posted; post a new command instead");
      continue;
    }
    const level = await permission(comment.author);
    if (command.kind === "dismiss") {
      if (!WRITE.has(level)) {
        refuse(`dismissing needs write access (@${comment.author} has ${level})`);
        continue;
      }
      if (same(comment.author, policy.pullAuthor) && !policy.allowAuthorDismiss) {
        refuse(
          "the pull request's author may not dismiss findings on their own pull request (the base branch's configuration can allow it with `allow_author_dismiss: true`)",
        );
        continue;
      }
      const review = reviewFor(history, comment.createdAt, command.sha);
      if (!review) {
        refuse(command.sha ? `no review of ${command.sha} is on record` : "no review was published before this comment");
        continue;
      }
      const fingerprint = review.ids[command.finding];
      if (!fingerprint) {
        refuse(`${command.finding} is not a finding of the review of ${shortSha(review.head)} (its findings: ${Object.keys(review.ids).join(", ") || "none"})`);
        continue;
      }
      // Two findings citing the same text with the same lane and severity can't be told apart: dismissing one would dismiss both.
      const twins = Object.entries(review.ids)
        .filter(([id, fp]) => fp === fingerprint && id !== command.finding)
        .map(([id]) => id);
      if (twins.length > 0) {
        refuse(
          `${command.finding} cannot be dismissed alone: ${twins.join(", ")} cite${twins.length === 1 ? "s" : ""} the same lines with the same lane and severity; fix the code, or ask an admin to override`,
        );
        continue;
      }
      authority.dismissals.push({
        comment: comment.id,
        by: comment.author,
        reason: command.reason,
        source: comment.url,
        finding: command.finding,
        head: review.head,
        fingerprint,
      });
      continue;
    }
    if (!mayOverride(comment.author, level, policy)) {
      refuse(`overriding needs admin permission, or write access and a place in the configuration's \`overriders\` (@${comment.author} has ${level})`);
      continue;
    }
    const head = command.sha ? fullHead(command.sha, history) : (recordedOverrides.get(comment.id) ?? reviewFor(history, comment.createdAt)?.head);
    if (!head) {
      refuse(
        command.sha
          ? `${command.sha} is not a head reviewed on this pull request; name a reviewed head, or give the full 40-character SHA`
          : "no review was published before this comment, so there is no head it could have meant; name it: `/gauntlet override@<full sha> <reason>`",
      );
      continue;
    }
    authority.overrides.push({ comment: comment.id, by: comment.author, reason: command.reason, source: comment.url, head });
  }
  return authority;
}

/** Why a command naming no check applies to none, with the command as it should have been written. */
function ambiguity(command: Extract<GauntletCommand, { kind: "dismiss" | "override" }>, scope: CheckScope): string {
  const verb =
    command.kind === "dismiss" ? `dismiss ${command.finding}${command.sha ? `@${command.sha}` : ""}` : `override${command.sha ? `@${command.sha}` : ""}`;
  // Names come from check runs and comments: kept to one short line, with no backtick to break the code span.
  const safe = (name: string) => name.replace(/[`\s]+/g, " ").slice(0, 100);
  const example = (name: string) => `\`/gauntlet ${verb} ${checkSelector(safe(name))} <reason>\``;
  if (scope.kind === "unknown") {
    return `\`/gauntlet ${command.kind}\` names no check, and this run could not tell which gauntlet checks review this pull request (${scope.problem}), so it applies to none. Name the check: ${example(scope.own)}.`;
  }
  const names = scope.names.slice(0, 10);
  return (
    `\`/gauntlet ${command.kind}\` names no check, and ${scope.names.length} gauntlet checks review this pull request: ${names.map((n) => `\`${safe(n)}\``).join(", ")}. ` +
    `It applies to none of them. Name the one you mean: ${names.map(example).join(" or ")}.`
  );
}

/** Admins, and the configuration's overriders while they still have write access (a former member listed by login does not). */
export function mayOverride(login: string, level: string, policy: Pick<AuthorityPolicy, "overriders">): boolean {
  return level === "admin" || (WRITE.has(level) && policy.overriders.some((o) => same(o, login)));
}

/**
 * The full head an `override@<sha>` names: a full SHA as given, or a prefix
 * of exactly one reviewed head. A bare prefix is never trusted on its own:
 * someone could make a new commit whose SHA starts with it.
 */
function fullHead(sha: string, history: readonly HistoryEntry[]): string | undefined {
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return sha;
  const heads = [...new Set(history.map((h) => h.head).filter((head) => head.startsWith(sha)))];
  return heads.length === 1 ? heads[0] : undefined;
}

/** The override that covers `head`, if any (the latest wins). */
export function overrideFor(authority: Authority, covers: (boundHead: string) => boolean): GrantedOverride | undefined {
  return [...authority.overrides].reverse().find((o) => covers(o.head));
}

/**
 * The authority with each dismissal bound to the one finding it was given for
 * (decision.ts): a dismissal recorded in the first fingerprint format that
 * now names several findings lapses, and is answered like a refused command,
 * so its author learns why and what to do.
 */
export function bindAuthority(authority: Authority, findings: readonly ResultFinding[]): Authority {
  const { bound, lapsed } = bindDismissals(findings, authority.dismissals);
  const refused = lapsed.map((l): RefusedCommand => ({ comment: l.request.comment, by: l.request.by, kind: "dismiss", why: lapsedWhy(l) }));
  return { ...authority, dismissals: bound, refused: [...authority.refused, ...refused] };
}

function lapsedWhy({ request, findings }: LapsedDismissal<GrantedDismissal>): string {
  return (
    `the dismissal of ${request.finding} (review of ${shortSha(request.head)}) was recorded in the old fingerprint format, which names no place: ` +
    `it now matches ${findings.join(", ")}, the same lines' text at ${findings.length} places, so it lapsed and dismisses none of them. ` +
    `Dismiss the one you mean again: \`/gauntlet dismiss ${findings[0]} <reason>\``
  );
}
