/**
 * The plan job's two files as the lane and gate jobs read them: the matrix
 * plan (gauntlet.matrix/1, the review layer's) and the run record beside it.
 * Each is checked against its schema, then against the other and this step's
 * check name: a mismatch is a problem to conclude on, never a file to trust.
 */
import { readFile } from "node:fs/promises";
import { messageOf } from "../../engine/index.js";
import { parseConfig, type GauntletConfig } from "../../review/config.js";
import { findingFromState } from "../state/reviewState.js";
import { parseMatrixPlan, type MatrixPlan } from "../../review/matrix/index.js";
import type { ReviewRequest } from "../../review/reviewRun.js";
import { endpointFor } from "../../review/settings.js";
import { reviewRequestOf, type RequestParts } from "../session/reviewRequest.js";
import { readRunRecord, type RunRecord } from "./runRecord.js";

export type MatrixFiles = { ok: true; plan: MatrixPlan; record: RunRecord } | { ok: false; problem: string };

export async function readMatrixFiles(matrixFile: string, checkName: string): Promise<MatrixFiles> {
  let text: string;
  try {
    text = await readFile(matrixFile, "utf8");
  } catch (error) {
    return { ok: false, problem: `cannot read the plan file ${matrixFile} (${(error as NodeJS.ErrnoException).code ?? messageOf(error)})` };
  }
  const reading = parseMatrixPlan(text);
  if (!reading.ok) return { ok: false, problem: `the plan file ${matrixFile} is ${reading.problem}` };
  const recorded = await readRunRecord(matrixFile);
  if (!recorded.ok) return recorded;
  const { plan } = reading;
  const { record } = recorded;
  // The plan's settings key is the matrix's (jobKeys.ts), the record's the review's: they differ by design.
  const disagreements = [
    plan.keys.head_sha !== record.target.headSha ? `head ${plan.keys.head_sha} ≠ ${record.target.headSha}` : "",
    plan.keys.base_sha !== record.target.baseSha ? `base ${plan.keys.base_sha} ≠ ${record.target.baseSha}` : "",
    !plan.keys.plan_nonce.startsWith(`${record.check.id}.`) ? `nonce ${plan.keys.plan_nonce} is not of the check run ${record.check.id}` : "",
    plan.request.diff_spec !== `${record.target.baseSha}...${record.target.headSha}` ? `diff ${plan.request.diff_spec}` : "",
  ].filter(Boolean);
  if (disagreements.length > 0)
    return { ok: false, problem: `the plan file and its run record disagree (${disagreements.join("; ")}): they come from different plan jobs` };
  if (record.check.name !== checkName) {
    return {
      ok: false,
      problem: `the plan was made for the check "${record.check.name}", and this step's check-name is "${checkName}": give every job the same check-name`,
    };
  }
  return { ok: true, plan, record };
}

/** The base configuration as the plan job read it. */
export function recordedConfig(record: RunRecord): GauntletConfig {
  return record.config.text ? parseConfig(record.config.text, `${record.config.path} (at ${record.target.baseSha.slice(0, 12)})`) : {};
}

export type RuntimeParts = Pick<RequestParts, "workspaceRoot" | "git" | "graphsDir" | "secrets" | "signal" | "logger">;

/**
 * The review request every job of the matrix makes: the plan job's, rebuilt
 * from the record. The review layer lays the plan file's recorded request
 * over it (plannedRequest): that is what the lanes and the gate are checked
 * against.
 */
export function requestFromRecord(plan: MatrixPlan, record: RunRecord, apiKey: string, runtime: RuntimeParts): ReviewRequest {
  const config = recordedConfig(record);
  const endpoint = endpointFor(config, { apiKey, baseURL: record.models.baseUrl, model: record.models.model });
  const { decision } = record;
  return reviewRequestOf({
    ...runtime,
    target: record.target,
    config,
    settings: record.settings,
    plan: plan.request.plan_context,
    rules: plan.request.rules,
    endpoint,
    diffSpec: plan.request.diff_spec,
    timeoutMinutes: record.timeoutMinutes,
    ...(decision.kind === "incremental"
      ? { scope: { reviewPaths: decision.paths, carry: { since: decision.since.head, findings: decision.since.findings.map(findingFromState) } } }
      : {}),
  });
}
