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
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertEndpointUsable, isOpenAiHosted } from "../../llm/endpoint.js";
import { jobLabel, matrixJob, partialFileName, runMatrixLane } from "../../review/matrix/index.js";
import { ConfigurationError } from "../session/errors.js";
import type { ActionInputs } from "../session/inputs.js";
import { InputError } from "../session/inputError.js";
import type { ActionMode } from "../session/modeInputs.js";
import type { SessionPhases } from "../session/phases.js";
import { readMatrixFiles, requestFromRecord } from "./matrixFiles.js";

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
  const baseUrl = record.models.baseUrl;
  if (!inputs.openaiApiKey && isOpenAiHosted(baseUrl || undefined)) {
    throw new ConfigurationError("no openai-api-key: the lane jobs call the model; pass `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` to them as well");
  }
  s.throwIfCancelled();
  const checkout = await s.checkOut(inputs, record.target);
  try {
    const request = requestFromRecord(plan, record, inputs.openaiApiKey, {
      workspaceRoot: checkout.root,
      graphsDir: s.deps.graphsDir,
      secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
      signal: s.deps.signal,
      logger: s.logger,
    });
    assertEndpointUsable(request.endpoint);
    s.logger.info(`lane job ${label}: reviewing ${record.target.headSha.slice(0, 12)} against ${record.target.baseSha.slice(0, 12)}`);
    const partial = await runMatrixLane(request, plan, job, plan.keys);
    s.throwIfCancelled();
    await mkdir(mode.partials, { recursive: true });
    const file = join(mode.partials, partialFileName(job));
    await writeFile(file, JSON.stringify(partial, null, 2) + "\n");
    const line = `${label}: ${partial.outcome.state} after ${partial.attempts} attempt(s), ${partial.usage.calls} model call(s); partial result in ${file}. The gate job decides the verdict.`;
    core.info(line);
    await core.writeSummary(s.redact(`## Review gauntlet — lane job ${label}\n\n${line}\n`));
    return 0;
  } finally {
    await checkout.dispose();
  }
}
