/**
 * The matrix check run's `external_id`: `gauntlet-matrix:<run id>.<attempt>`,
 * set by the plan job when it creates the check and returned when checks are
 * listed. The gate's rescue, which has no plan file to name the check, finds
 * this workflow run's check by it. A run id is unique in the repository, so
 * another run's check never matches; an earlier attempt's check of this run
 * does, and a rescue rightly concludes it too: attempts never overlap, so one
 * still in progress was orphaned.
 */
const PREFIX = "gauntlet-matrix:";

export function matrixExternalId(runId: string, attempt: string): string {
  return `${PREFIX}${runId}.${attempt}`;
}

/** Whether a check's external_id is the one a plan job of workflow run `runId` (any attempt) set. */
export function isOfRun(externalId: string | null | undefined, runId: string): boolean {
  const match = /^gauntlet-matrix:(\d+)\.(\d+)$/.exec(externalId ?? "");
  return match !== null && match[1] === runId;
}
