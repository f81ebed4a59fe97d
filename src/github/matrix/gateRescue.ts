/**
 * The gate without a usable plan (the plan job failed, its artifact was not
 * downloaded, or the files fail their schema): the check this workflow run
 * left in_progress is found by its head and name and by the external_id the
 * plan job gave it (externalId.ts: this run's id, so another run's check is
 * never touched), and concluded as failure with the reason. Whether or not
 * one is found, the step fails with the reason in its log and job summary.
 *
 * Not by its details link: GitHub replaces the details_url of a check run
 * that a workflow's GITHUB_TOKEN creates with the job's own page, so a match
 * on the run's page finds nothing there. The id the creator sets is kept.
 */
import { messageOf } from "../../engine/index.js";
import type { Routed, SessionPhases } from "../session/phases.js";
import type { ActionInputs } from "../session/inputs.js";
import { isOfRun } from "./externalId.js";
import { CheckRunPublisher } from "../publish/checkRun.js";
import type { GithubApi } from "../transport/api.js";
import type { RunRecord } from "./runRecord.js";

/** Why the gate rescues: it has no usable plan, or it cannot read its own inputs. */
export type RescueCause = "no-plan" | "bad-input";

const RESCUE_REASON: Record<RescueCause, (problem: string) => string> = {
  "no-plan": (problem) =>
    `the gate has no usable plan: ${problem}. The plan job failed or its artifact did not reach the gate: read the plan job's log, then re-run all jobs`,
  "bad-input": (problem) => `the gate cannot read its inputs: ${problem}. Fix the gate step in the workflow, then re-run all jobs`,
};

export async function rescueCheck(
  s: SessionPhases,
  api: GithubApi,
  inputs: ActionInputs,
  problem: string,
  plannedHead?: string,
  cause: RescueCause = "no-plan",
): Promise<number> {
  const { core } = s.deps;
  // The plan job's routing, but for drafts (review-drafts is the plan's input): a draft it skipped has no check of
  // this run, and the lookup below finds none.
  const routed = s.route({ ...inputs, reviewDrafts: true });
  if (!routed) return 0;
  let reason = RESCUE_REASON[cause](problem);
  const { runId } = s.runner;
  let concluded = 0;
  try {
    // The planned head when the record names it: a comment's or dispatch's PR may have moved on since.
    const head = plannedHead ?? (await headOf(routed, api));
    const open = head && runId ? (await api.checkRunsFor(head, inputs.checkName)).filter((c) => c.status !== "completed" && isOfRun(c.externalId, runId)) : [];
    for (const check of open) {
      const publisher = new CheckRunPublisher(api, { name: inputs.checkName, headSha: head!, redact: (t) => s.redact(t), log: (m) => s.logger.warn(m) });
      publisher.adopt({ id: check.id, htmlUrl: check.htmlUrl, identity: { appId: check.appId, login: null } });
      await publisher.fail(s.redact(reason));
      concluded++;
    }
  } catch (error) {
    core.error(`could not look for this run's check run to conclude it: ${s.redact(messageOf(error))}`);
  }
  if (concluded === 0) reason += ` (no check run "${inputs.checkName}" of this workflow run is left in progress)`;
  await s.concludeUnpublished(reason);
  return 1;
}

/**
 * The gate has a plan but could not take over its check run (reading it
 * failed): the planned check is concluded as failure by its recorded id, and
 * when even that fails, the rescue looks for it on the planned head.
 */
export async function failPlannedCheck(s: SessionPhases, api: GithubApi, inputs: ActionInputs, record: RunRecord, problem: string): Promise<number> {
  const { id } = record.check;
  const reason = `the gate could not take over the check run ${id} the plan job opened (${problem}): re-run the gate job`;
  try {
    const publisher = new CheckRunPublisher(api, {
      name: inputs.checkName,
      headSha: record.target.headSha,
      redact: (t) => s.redact(t),
      log: (m) => s.logger.warn(m),
    });
    publisher.adopt({ id, htmlUrl: null, identity: { appId: record.check.appId, login: record.check.login } });
    await publisher.fail(s.redact(reason));
  } catch (error) {
    s.deps.core.error(`could not conclude the check run ${id}: ${s.redact(messageOf(error))}`);
    return rescueCheck(s, api, inputs, reason, record.target.headSha);
  }
  await s.concludeUnpublished(reason);
  return 1;
}

/** The head the plan job would have reviewed, read without writing anything. */
async function headOf(routed: Routed, api: GithubApi): Promise<string | undefined> {
  const { trigger, payload } = routed;
  switch (trigger.kind) {
    case "pull":
      return (payload as { pull_request?: { head?: { sha?: string } } }).pull_request?.head?.sha;
    case "merge_group":
      return trigger.headSha;
    case "comment":
    case "dispatch":
      return (await api.getPull(trigger.number)).headSha;
  }
}

/**
 * The inputs a rescue needs when the gate's own inputs cannot be read (a bad
 * value): the token and check name as given, everything else at its default.
 * Only the rescue uses them; the run never goes on to review or publish.
 */
export function rescueInputs(core: { getInput(name: string): string }): ActionInputs {
  return {
    mode: { kind: "gate", matrixFile: "", partials: "", unread: [] },
    githubToken: core.getInput("github-token").trim(),
    openaiApiKey: core.getInput("openai-api-key").trim(),
    openaiBaseUrl: "",
    model: "",
    checkName: core.getInput("check-name").trim() || "Gauntlet",
    lanes: [],
    configPath: ".github/gauntlet.yml",
    timeoutMinutes: 30,
    failOnBlocked: true,
    reviewDrafts: true,
    prComment: "on-blocked",
    inlineReview: false,
  };
}
