/**
 * Mode `gate`: the matrix workflow's last job (`if: always()`). It adopts the
 * check run the plan job opened, reads the partial results, and publishes
 * exactly what a single review publishes, through the same publish phase:
 * dismissals and overrides are decided here, and the state block it writes
 * feeds the cache and incremental review as a review's does. A missing,
 * duplicate, foreign or invalid partial blocks, naming the job (gateMatrix).
 * Without a usable plan the rescue still concludes the check it can find.
 * An input the gate does not read (the plan job settled it) blocks too, but
 * only once the planned check is in hand, so that it is concluded with it.
 */
import { gateMatrix, readPartials } from "../../review/matrix/index.js";
import { CheckRunPublisher } from "../publish/checkRun.js";
import { readPriorReviews } from "../state/priorReviews.js";
import type { GithubApi } from "../transport/api.js";
import type { ActionInputs } from "../session/inputs.js";
import type { ActionMode } from "../session/modeInputs.js";
import type { SessionPhases } from "../session/phases.js";
import { replayedHead, type ReviewedHead } from "../session/reviewHead.js";
import { runUrlOf } from "../session/runnerEnv.js";
import { GithubCallError } from "../session/errors.js";
import { InputError } from "../session/inputError.js";
import { readMatrixFiles, recordedConfig, requestFromRecord } from "./matrixFiles.js";
import { failPlannedCheck, rescueCheck } from "./gateRescue.js";
import { messageOf } from "../../engine/index.js";
import type { RunRecord } from "./runRecord.js";

export async function runGateMode(s: SessionPhases, inputs: ActionInputs, mode: Extract<ActionMode, { kind: "gate" }>): Promise<number> {
  const api = s.connect(inputs);
  const unread = mode.unread.length > 0 ? new InputError(mode.unread.join("; ")) : undefined;
  const files = await readMatrixFiles(mode.matrixFile, inputs.checkName);
  if (!files.ok) return rescueCheck(s, api, inputs, unread ? `${files.problem}; and ${unread.message}` : files.problem);
  const { plan, record } = files;
  let adopted: Adopted;
  try {
    adopted = await adoptCheck(s, api, inputs, record);
  } catch (error) {
    // Not adopted, so the session cannot conclude it: the planned check is failed here, never left in_progress.
    return failPlannedCheck(s, api, inputs, record, messageOf(error));
  }
  if (!adopted.ok) return rescueCheck(s, api, inputs, adopted.problem, record.target.headSha);
  // The session fails the adopted check with it, as it fails a review's check on a bad input.
  if (unread) throw unread;
  const publisher = adopted.publisher;
  s.throwIfCancelled();
  const checkout = await s.checkOut(inputs, record.target);
  try {
    const target = record.target;
    const priors = await readPriorReviews(api, {
      checkName: inputs.checkName,
      target,
      identity: publisher.identity,
      currentCheckRun: publisher.checkRunId,
      config: recordedConfig(record),
      log: (m) => s.deps.core.warning(m),
    });
    const diffSpec = plan.request.diff_spec;
    let review: ReviewedHead;
    if (record.decision.kind === "replay") {
      s.logger.info(
        `replaying the review of ${target.headSha.slice(0, 12)} from check run ${record.decision.from.check.id}, as the plan job decided: no model calls`,
      );
      review = replayedHead(record.decision.from, record.decision.why, diffSpec, target.baseSha);
    } else {
      const found = await readPartials(mode.partials, "artifact-folders");
      s.logger.info(
        `${found.partials.length} partial result(s) in ${mode.partials}${found.problems.length > 0 ? `, ${found.problems.length} problem(s)` : ""}`,
      );
      // The gate calls no model: the request carries no key.
      const request = requestFromRecord(plan, record, "", {
        workspaceRoot: checkout.root,
        graphsDir: s.deps.graphsDir,
        secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
        signal: s.deps.signal,
        logger: s.logger,
      });
      const outcome = await gateMatrix(request, plan, found);
      review = { result: outcome.result, report: outcome.text, ...(record.decision.kind === "incremental" ? { carriedFrom: record.decision.since } : {}) };
    }
    return await s.publish({ api, review, target, publisher, inputs, checkout, priors, keys: record.keys, mergeBase: record.mergeBase, diffSpec });
  } finally {
    await checkout.dispose();
  }
}

type Adopted = { ok: true; publisher: CheckRunPublisher } | { ok: false; problem: string };

/**
 * The plan job's check run, checked before it is trusted: it exists, has our
 * name and the planned head, and is owned by the app that created it. Only
 * then does the session complete it on every path.
 */
async function adoptCheck(s: SessionPhases, api: GithubApi, inputs: ActionInputs, record: RunRecord): Promise<Adopted> {
  const { id } = record.check;
  const check = await api.checkRun(id).catch((error: unknown) => {
    throw new GithubCallError(`could not read the check run ${id} the plan job opened`, error);
  });
  const wrong = !check
    ? "does not exist"
    : check.name !== undefined && check.name !== inputs.checkName
      ? `is named "${check.name}"`
      : check.headSha !== undefined && check.headSha !== record.target.headSha
        ? `is on ${check.headSha.slice(0, 12)}, not the planned head ${record.target.headSha.slice(0, 12)}`
        : record.check.appId !== null && check.appId !== record.check.appId
          ? "belongs to another app"
          : "";
  if (wrong || !check) return { ok: false, problem: `the check run ${id} named in the run record ${wrong}` };
  const runUrl = runUrlOf(s.runner);
  const publisher = new CheckRunPublisher(api, {
    name: inputs.checkName,
    headSha: record.target.headSha,
    redact: (t) => s.redact(t),
    log: (m) => s.logger.warn(m),
    intervalMs: s.runner.progressIntervalMs,
    ...(runUrl ? { detailsUrl: runUrl } : {}),
  });
  publisher.adopt({ id, htmlUrl: check.htmlUrl, identity: { appId: record.check.appId, login: record.check.login } });
  s.adoptCheck(publisher);
  return { ok: true, publisher };
}
