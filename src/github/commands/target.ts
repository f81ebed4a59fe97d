/**
 * What to review, on whose behalf: the event resolved to a pinned head and
 * base. `/gauntlet` commands are authorised here, before any check run
 * exists, so a refused command leaves nothing behind but a short reply.
 */
import { normalizeLanes, type LaneName } from "../../review/gauntlet/lanes.js";
import type { GithubApi, PullInfo } from "../transport/api.js";
import { mayOverride } from "./authority.js";
import type { GauntletCommand } from "./command.js";
import type { CorePort } from "../session/corePort.js";
import { queuePullNumber, type Trigger } from "./events.js";

export interface Target {
  headSha: string;
  baseSha: string;
  pull?: PullInfo;
  /** The head's code is data only: a fork, pull_request_target. */
  untrusted: boolean;
  lanes: LaneName[];
  /** The head a synchronize push replaced. */
  before?: string;
  /** `/gauntlet full`: no cache, no incremental review. */
  forceFull: boolean;
  /** The comment that asked for this run, and what it asked. */
  command?: { commentId: number; author: string; kind: Exclude<GauntletCommand["kind"], "invalid"> };
  /** A merge queue entry: reviewed whole, never written to the PR conversation. */
  mergeGroup: boolean;
  /** The PR head the merge queue named in its ref (`…/pr-N-<sha>`): an override of exactly that head covers the entry. */
  queuedHead?: string;
}

const WRITE_PERMISSIONS = new Set(["admin", "maintain", "write"]);

export interface TargetDeps {
  api: GithubApi;
  core: CorePort;
  lanes: LaneName[];
  baseRepo: string;
  /** The base branch's configured overriders, read on demand (only an override needs them this early). */
  overridersAt: (baseSha: string) => Promise<readonly string[]>;
}

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the webhook payload

export async function resolveTarget(trigger: Exclude<Trigger, { kind: "ignore" | "error" }>, payload: Payload, deps: TargetDeps): Promise<Target | undefined> {
  const { api, core, lanes, baseRepo } = deps;
  const fromPull = (pull: PullInfo, dataOnly: boolean, withLanes: LaneName[]): Target => ({
    headSha: pull.headSha,
    baseSha: pull.baseSha,
    pull,
    // Compared on every event: a maintainer's /gauntlet on a fork PR still never runs fork code.
    untrusted: dataOnly || pull.headRepo !== baseRepo,
    lanes: withLanes,
    forceFull: false,
    mergeGroup: false,
  });
  switch (trigger.kind) {
    case "pull": {
      const pr = payload.pull_request;
      const pull: PullInfo = {
        number: pr.number,
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        headRepo: pr.head.repo?.full_name ?? null,
        baseSha: pr.base.sha,
        baseRef: pr.base.ref,
        baseRepo: pr.base.repo?.full_name ?? baseRepo,
        body: pr.body ?? "",
        draft: pr.draft === true,
        author: pr.user?.login ?? "",
      };
      return { ...fromPull(pull, trigger.dataOnly, lanes), ...(trigger.before ? { before: trigger.before } : {}) };
    }
    case "merge_group": {
      const number = queuePullNumber(trigger.headRef);
      const pull = number ? await api.getPull(number).catch(() => undefined) : undefined;
      const queuedHead = /-([0-9a-f]{40,64})$/.exec(trigger.headRef)?.[1];
      return {
        headSha: trigger.headSha,
        baseSha: trigger.baseSha,
        ...(pull ? { pull } : {}),
        // A queue entry whose pull request can't be found may carry anyone's code: data only.
        untrusted: pull ? pull.headRepo !== baseRepo : true,
        lanes,
        forceFull: false,
        mergeGroup: true,
        ...(queuedHead ? { queuedHead } : {}),
      };
    }
    case "dispatch":
      return fromPull(await api.getPull(trigger.number), false, lanes);
    case "comment": {
      const { command, author, number, commentId } = trigger;
      const refuse = async (message: string) => {
        await api.reply(number, `@${author} ${message}`);
        core.info(`refused /gauntlet from @${author}: ${message}`);
        return undefined;
      };
      if (command.kind === "invalid") return refuse(command.message);
      const permission = await api.permission(author);
      // Refused without touching the pull request, except an override by a non-admin: only the base's configuration can allow it.
      if (command.kind !== "override" && !WRITE_PERMISSIONS.has(permission)) {
        return refuse(
          `only people with write access can ${command.kind === "dismiss" ? "dismiss findings" : "run `/gauntlet`"} here (you have ${permission}).`,
        );
      }
      // Pin the head now: a push after the comment is a new review, not this one.
      const pull = await api.getPull(number);
      if (
        command.kind === "override" &&
        !mayOverride(author, permission, { overriders: permission === "admin" ? [] : await deps.overridersAt(pull.baseSha) })
      ) {
        return refuse(
          `only admins, or people with write access listed under \`overriders\` in the base branch's configuration, can override the gauntlet (you have ${permission}).`,
        );
      }
      if (command.kind === "review") await api.react(commentId, "eyes");
      const withLanes = command.kind === "review" ? normalizeLanes([...lanes, ...command.lanes]).lanes : lanes;
      return { ...fromPull(pull, false, withLanes), forceFull: command.kind === "review" && command.full, command: { commentId, author, kind: command.kind } };
    }
  }
}
