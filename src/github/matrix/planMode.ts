/**
 * Mode `plan`: the matrix workflow's first job. It routes and authorises as a
 * review does, opens the check run in_progress (the gate completes that very
 * run), decides what a review decides before its lanes — a same-key replay
 * (an empty matrix: the gate replays), the incremental scope — and writes the
 * plan file with its run record. Lane selection always uses judgment, as a
 * review does. The check stays in_progress when this job ends well; every
 * failure completes it (the session's fail-closed ending).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { messageOf } from "../../engine/index.js";
import { dirname } from "node:path";
import { matrixOutput, planMatrix, jobLabel, type MatrixPlan } from "../../review/matrix/index.js";
import type { CheckRunSnapshot } from "../transport/api.js";
import { findingFromState } from "../state/reviewState.js";
import { planReview } from "../state/reviewPlan.js";
import { BaseConfig } from "../session/baseConfig.js";
import { configureReview } from "../session/configure.js";
import type { ActionInputs } from "../session/inputs.js";
import type { ActionMode } from "../session/modeInputs.js";
import type { SessionPhases } from "../session/phases.js";
import { reviewRequestOf } from "../session/reviewRequest.js";
import { redactDeep } from "../../llm/redactDeep.js";
import { recordableBaseUrl } from "./recordedUrl.js";
import { matrixSettingsKey } from "./jobKeys.js";
import { matrixExternalId } from "./externalId.js";
import { RUN_RECORD_SCHEMA, runRecordPath, writeRunRecord, type RunDecision, type RunRecord } from "./runRecord.js";

/** Nothing for this event: the workflow skips the lanes and the gate (`review` is false). */
function nothingToDo(s: SessionPhases): number {
  s.deps.core.setOutput("review", "false");
  s.deps.core.setOutput("jobs", "0");
  s.deps.core.setOutput("matrix", JSON.stringify({ include: [] }));
  return 0;
}

export async function runPlanMode(s: SessionPhases, inputs: ActionInputs, mode: Extract<ActionMode, { kind: "plan" }>): Promise<number> {
  const { core, signal } = s.deps;
  const routed = s.route(inputs);
  if (!routed) return nothingToDo(s);
  const api = s.connect(inputs);
  const baseConfig = new BaseConfig(api, inputs.configPath, (m) => s.logger.info(m));
  const target = await s.authorise(routed, api, inputs, baseConfig);
  if (!target) return nothingToDo(s);
  s.throwIfCancelled();
  // Named for this workflow run, so that the gate finds it even without the plan file (gateRescue.ts).
  const { runId, runAttempt } = s.runner;
  const publisher = await s.openCheck(api, inputs, target, runId ? matrixExternalId(runId, runAttempt ?? "1") : undefined);
  if (!publisher) return 1;
  s.throwIfCancelled();
  const checkout = await s.checkOut(inputs, target);
  try {
    const build = { entry: s.deps.entry, graphsDir: s.deps.graphsDir };
    const setup = await configureReview({ api, core, inputs, target, checkout, publisher, baseConfig, build });
    const decided = await planReview(checkout.git, target, setup.priors, setup.keys, signal);
    s.logger.info(
      decided.kind === "replay"
        ? `replay of check run ${decided.from.check.id} (${decided.why}): no lane jobs`
        : decided.kind === "full"
          ? `full review: ${decided.reason}`
          : `incremental review since ${decided.since.head.slice(0, 12)}: ${decided.paths.length} file(s) to read anew`,
    );
    const request = reviewRequestOf({
      ...setup,
      target,
      workspaceRoot: checkout.root,
      // The checkout's answers, none of its credentials.
      git: checkout.git.withOptions({}),
      graphsDir: s.deps.graphsDir,
      timeoutMinutes: inputs.timeoutMinutes,
      secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
      signal,
      logger: s.logger,
      ...(decided.kind === "incremental"
        ? { scope: { reviewPaths: decided.paths, carry: { since: decided.since.head, findings: decided.since.findings.map(findingFromState) } } }
        : {}),
    });
    // This check run and this attempt: a re-run's gate rejects an earlier attempt's partials by it.
    const nonce = `${publisher.checkRunId!}.${s.runner.runAttempt ?? "1"}`;
    const keys = { head_sha: target.headSha, base_sha: target.baseSha, settings_key: setup.keys.settings, plan_nonce: nonce };
    // A replay runs no lane: the plan still records the request and keys the gate checks against, with no job (and no
    // model call), and selects no lane, so it agrees with itself (planInconsistencies).
    const replayPlan = async (): Promise<MatrixPlan> => {
      const planned = await planMatrix(request, { keys, judgment: false });
      return { ...planned, include: [], shards: {}, lane_selection: planned.lane_selection.map((c) => ({ ...c, selected: false })) };
    };
    const plan: MatrixPlan =
      decided.kind === "replay" ? await replayPlan() : await planMatrix(request, { keys, judgment: true, ...(mode.shards ? { shards: mode.shards } : {}) });
    s.throwIfCancelled();

    const decision: RunDecision =
      decided.kind === "replay"
        ? { kind: "replay", from: { check: snapshotOf(decided.from.check), state: decided.from.state }, why: decided.why }
        : decided.kind === "incremental"
          ? { kind: "incremental", since: decided.since, paths: decided.paths }
          : { kind: "full", reason: decided.reason };
    await mkdir(dirname(mode.matrixFile), { recursive: true });
    // Artifacts are readable by anyone with read access: both files pass the session's redactor field by field.
    const record: RunRecord = {
      schema: RUN_RECORD_SCHEMA,
      check: { name: inputs.checkName, id: publisher.checkRunId!, appId: publisher.identity.appId, login: publisher.identity.login },
      target,
      config: { path: inputs.configPath, text: baseConfig.text },
      settings: setup.settings,
      models: { baseUrl: recordableBaseUrl(inputs.openaiBaseUrl), model: inputs.model },
      keys: setup.keys,
      mergeBase: setup.mergeBase,
      decision,
      timeoutMinutes: inputs.timeoutMinutes,
    };
    const written = redactDeep(record, s.redact);
    const planned = redactDeep(plan, s.redact);
    // The key the lane jobs compute again from these very files and their own build (jobKeys.ts).
    planned.keys.settings_key = matrixSettingsKey(planned, written, setup.endpoint, build);
    await writeFile(mode.matrixFile, JSON.stringify(planned, null, 2) + "\n");
    await writeRunRecord(mode.matrixFile, written);

    const jobs = plan.include.map(jobLabel);
    core.setOutput("matrix", JSON.stringify(matrixOutput(plan)));
    core.setOutput("jobs", String(jobs.length));
    core.setOutput("review", "true");
    const summary = [
      "## Review gauntlet — planned",
      "",
      decided.kind === "replay"
        ? "An earlier review of this head is replayed by the gate job: no lane jobs."
        : `${jobs.length} lane job(s): ${jobs.join(", ")}.`,
      "",
      `Plan file: \`${mode.matrixFile}\` and its run record \`${runRecordPath(mode.matrixFile)}\`.`,
    ].join("\n");
    core.info(summary.replace(/^## /, ""));
    // The check says what it waits for while the lane jobs run; a failed update loses only that.
    await api
      .updateCheck(publisher.checkRunId!, { title: "GAUNTLET: running", summary: s.redact(summary) })
      .catch((error: unknown) => s.logger.warn(`could not show the plan on the check run (the review goes on): ${messageOf(error)}`));
    await core.writeSummary(s.redact(summary) + "\n");
    return 0;
  } finally {
    await checkout.dispose();
  }
}

/** Only what a replay reads back: the record holds no more of the earlier run than the gate needs. */
function snapshotOf(check: CheckRunSnapshot): CheckRunSnapshot {
  const { id, htmlUrl, appId, status, conclusion, completedAt, title, summary, text } = check;
  return { id, htmlUrl, appId, status, conclusion, completedAt, title, summary, text };
}
