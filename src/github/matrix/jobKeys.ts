/**
 * The matrix's settings key: what the plan job records and each lane job
 * computes again for itself, from the files as written (redacted) and its
 * own build. A lane that runs another build of the action (a `@v1` tag moved
 * between jobs) or other recorded settings writes another key, and the gate
 * blocks naming it. The run record's own keys stay the review's (cache,
 * replay, incremental), exactly as a single review computes them.
 */
import type { EndpointConfig } from "../../llm/endpoint.js";
import type { MatrixPlan } from "../../review/matrix/index.js";
import { buildFingerprint, reviewSettingsKey } from "../state/cacheKey.js";
import type { RunRecord } from "./runRecord.js";

export interface Build {
  entry: string | undefined;
  graphsDir: string;
}

export function matrixSettingsKey(plan: MatrixPlan, record: RunRecord, endpoint: EndpointConfig, build: Build): string {
  return reviewSettingsKey({
    configText: record.config.text,
    rules: plan.request.rules,
    settings: record.settings,
    untrusted: record.target.untrusted,
    baseUrl: record.models.baseUrl,
    endpoint,
    plan: plan.request.plan_context,
    build: buildFingerprint(build.entry, build.graphsDir),
  });
}
