/** `gauntlet plan --matrix FILE`: the job matrix, its keys and the planned request, written for the lane jobs and the gate. */
import { randomUUID } from "node:crypto";
import { MAX_SHARDS, jobLabel, planMatrix, type MatrixPlan } from "../../review/matrix/index.js";
import type { EndpointConfig } from "../../llm/endpoint.js";
import type { CliIo } from "../io.js";
import { UsageError } from "../io.js";
import { writeOutputFile } from "../outputFile.js";
import type { ResolvedReview } from "../reviewFlags.js";
import { cliReviewRequest, cliSettingsKey } from "../reviewRequest.js";
import { askedEndpoint, reviewEndpoint } from "../settings.js";
import { endpointFor } from "../../review/settings.js";
import type { LoadToolkit } from "../toolkit.js";

export interface MatrixPlanFlags {
  matrix: string;
  shards?: string | undefined;
  "lane-judgment"?: boolean | undefined;
  model?: string | undefined;
  "base-url"?: string | undefined;
  "api-version"?: string | undefined;
  trace?: string | undefined;
  "timeout-minutes"?: string | undefined;
}

function shardsFlag(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const shards = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(shards >= 1 && shards <= MAX_SHARDS)) throw new UsageError(`--shards ${text}: use a whole number from 1 to ${MAX_SHARDS}`);
  return shards;
}

/** The job matrix for the resolved review: lane selection (with the model's judgment when asked) and code review's chunks. */
export async function planForFlags(review: ResolvedReview, flags: MatrixPlanFlags, io: CliIo, loadKit: LoadToolkit): Promise<MatrixPlan> {
  const shards = shardsFlag(flags.shards);
  const judgment = flags["lane-judgment"] === true;
  // Lane judgment calls the model, so it needs the model settings; the floor calls none.
  const endpoint: EndpointConfig = judgment
    ? reviewEndpoint(askedEndpoint(flags, io), review.config, review.configSource)
    : endpointFor(review.config, { model: flags.model });
  const kit = await loadKit();
  // A fresh nonce per plan: a partial left over from another plan is foreign at the gate.
  const keys = { head_sha: review.headSha, base_sha: review.baseSha, settings_key: cliSettingsKey(review, flags, io, kit), plan_nonce: randomUUID() };
  return planMatrix(cliReviewRequest(review, flags, io, kit, endpoint), { keys, judgment, ...(shards !== undefined ? { shards } : {}) });
}

/** Writes the matrix file and says what is in it. */
export function writeMatrixPlan(plan: MatrixPlan, flags: MatrixPlanFlags, io: CliIo): void {
  writeOutputFile(io, "--matrix", flags.matrix, JSON.stringify(plan, null, 2) + "\n");
  const chunks = plan.chunk_plan;
  io.stdout(
    [
      `matrix: ${plan.include.length} job(s) → ${flags.matrix}${flags["lane-judgment"] === true ? " (lane judgment by the model)" : ""}`,
      ...plan.include.map((job) => `  ${jobLabel(job)}`),
      `  code review: ${chunks.chunks} chunk(s), ${plan.shards["code-review"] ?? 0} shard(s)${flags.shards !== undefined ? " (forced by --shards)" : ` (one per ${chunks.chunks_per_shard} chunks, at most ${chunks.max_chunks} per shard)`}`,
      "",
    ].join("\n"),
  );
}
