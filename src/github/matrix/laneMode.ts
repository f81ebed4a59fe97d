/**
 * Mode `lane`: one job of the matrix — one lane, or one shard of code review.
 * It never talks to the GitHub API: no Octokit is built at all. Everything it
 * needs (the target, the base's configuration, the settings, the models)
 * comes from the plan job's files; the token, when the workspace lacks the
 * head, reaches git alone (a read). The head is checked out exactly as a
 * review checks it out, and PR code still runs only in the probe lane's
 * sandbox, never for an untrusted head. It writes one partial result; the
 * gate decides.
 */
import { messageOf } from "../../engine/index.js";
import { isOpenAiHosted } from "../../llm/endpoint.js";
import { assertActionEndpoint } from "../session/actionEndpoint.js";
import { jobLabel, matrixJob, runMatrixLane, writePartialFile } from "../../review/matrix/index.js";
import { ConfigurationError } from "../session/errors.js";
import { endpointInputs, type ActionInputs } from "../session/inputs.js";
import { InputError } from "../session/inputError.js";
import type { ActionMode } from "../session/modeInputs.js";
import type { SessionPhases } from "../session/phases.js";
import { readMatrixFiles, requestFromRecord } from "./matrixFiles.js";
import { matrixSettingsKey } from "./jobKeys.js";
import { recordableBaseUrl } from "./recordedUrl.js";
import type { RunRecord } from "./runRecord.js";

export async function runLaneMode(s: SessionPhases, inputs: ActionInputs, mode: Extract<ActionMode, { kind: "lane" }>): Promise<number> {
  const { core } = s.deps;
  const files = await readMatrixFiles(mode.matrixFile, inputs.checkName);
  if (!files.ok) throw new ConfigurationError(`${files.problem}; download the plan job's artifact before this step`);
  const { plan, record } = files;
  const job = matrixJob(plan, mode.job);
  if (!job) {
    const planned = plan.include.map(jobLabel).join(", ") || "no job";
    throw new InputError(
      `input job: ${jobLabel(mode.job)} is not in the plan's matrix (${planned}); pass \`job: \${{ toJSON(matrix) }}\` from the plan's matrix output`,
    );
  }
  const label = jobLabel(job);
  const baseUrl = laneBaseUrl(inputs, record);
  if (!inputs.openaiApiKey && isOpenAiHosted(baseUrl || undefined)) {
    throw new ConfigurationError("no openai-api-key: the lane jobs call the model; pass `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` to them as well");
  }
  s.throwIfCancelled();
  const checkout = await s.checkOut(inputs, record.target);
  try {
    const request = requestFromRecord(plan, { ...record, models: { ...record.models, baseUrl } }, inputs.openaiApiKey, {
      workspaceRoot: checkout.root,
      // The checkout's answers, none of its credentials.
      git: checkout.git.withOptions({}),
      graphsDir: s.deps.graphsDir,
      secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
      signal: s.deps.signal,
      logger: s.logger,
    });
    Object.assign(request.endpoint, endpointInputs(inputs));
    assertActionEndpoint(request.endpoint, inputs, "lane");
    s.logger.info(`lane job ${label}: reviewing ${record.target.headSha.slice(0, 12)} against ${record.target.baseSha.slice(0, 12)}`);
    // The job's own keys, not the plan's: the commits it checked out and the settings key of its own build (jobKeys.ts).
    const keys = {
      head_sha: await checkout.git.revParse("HEAD"),
      base_sha: await checkout.git.revParse(record.target.baseSha),
      settings_key: matrixSettingsKey(plan, record, request.endpoint, { entry: s.deps.entry, graphsDir: s.deps.graphsDir }),
    };
    const partial = await runMatrixLane(request, plan, job, keys);
    s.throwIfCancelled();
    const file = await writePartialFile(mode.partials, partial).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
      throw new ConfigurationError(`input partials: cannot write the partial into ${mode.partials} (${code}); give a writable folder`);
    });
    const line = `${label}: the lane ran to ${partial.outcome.state} after ${partial.attempts} attempt(s), ${partial.usage.calls} model call(s); its partial result is in ${file}.`;
    core.info(line);
    // A lane job decides no verdict: its summary says what it did, and that the gate job decides.
    await core.writeSummary(s.redact(`## Review gauntlet — lane job ${label}\n\n${line}\n\nThe gate job decides the verdict and concludes the check.\n`));
    return 0;
  } finally {
    await checkout.dispose();
  }
}

/**
 * The endpoint the lanes call: the recorded one (credentials never recorded),
 * or this step's `openai-base-url` when the endpoint needs its credentials —
 * then it must be the plan's endpoint, or the lane would review with another model.
 */
function laneBaseUrl(inputs: ActionInputs, record: RunRecord): string {
  const given = inputs.openaiBaseUrl;
  if (!given) return record.models.baseUrl;
  if (recordableBaseUrl(given) !== record.models.baseUrl) {
    throw new InputError(
      `input openai-base-url: ${recordableBaseUrl(given) || "(not a URL)"} is not the plan's endpoint ${record.models.baseUrl || "(the default)"}; give every job the same openai-base-url`,
    );
  }
  return given;
}
