/**
 * The review request the action makes of a head: one builder for the single
 * job and for the matrix's plan, lane and gate jobs, so they review exactly
 * the same thing.
 */
import type { Logger, TraceSink } from "../../engine/index.js";
import type { EndpointConfig } from "../../llm/endpoint.js";
import type { CarryRequest } from "../../review/gauntlet/carry.js";
import type { GauntletConfig } from "../../review/config.js";
import type { Git } from "../../review/git/git.js";
import type { ReviewRequest } from "../../review/reviewRun.js";
import { configuredRequest, type ReviewSettings } from "../../review/settings.js";
import type { Target } from "../commands/target.js";

export interface RequestParts {
  target: Target;
  config: GauntletConfig;
  settings: Pick<ReviewSettings, "rigor" | "posture" | "lanes" | "budget">;
  plan: string;
  rules: string;
  endpoint: EndpointConfig;
  diffSpec: string;
  workspaceRoot: string;
  /** Git on workspaceRoot without credentials, sharing the checkout's answers. */
  git?: Git;
  graphsDir: string;
  timeoutMinutes: number;
  secrets: string[];
  signal: AbortSignal;
  logger: Logger;
  progress?: TraceSink;
  scope?: { reviewPaths: string[]; carry: CarryRequest };
}

export function reviewRequestOf(p: RequestParts): ReviewRequest {
  const { target, settings } = p;
  return {
    ...(p.scope ?? {}),
    workspaceRoot: p.workspaceRoot,
    ...(p.git ? { git: p.git } : {}),
    graphsDir: p.graphsDir,
    diffSpec: p.diffSpec,
    baseSha: target.baseSha,
    headSha: target.headSha,
    plan: p.plan,
    rigor: settings.rigor,
    securityPosture: settings.posture,
    lanes: settings.lanes,
    // The recipe runs PR code: never for an untrusted head (the probe's own steps check again).
    ...configuredRequest(p.config, target.untrusted),
    rules: p.rules,
    extraContext: target.pull ? `Pull request #${target.pull.number} by @${target.pull.author}.` : "",
    timeoutSeconds: p.timeoutMinutes * 60,
    endpoint: p.endpoint,
    ...(settings.budget ? { budget: settings.budget } : {}),
    secrets: p.secrets,
    signal: p.signal,
    ...(p.progress ? { progress: p.progress } : {}),
    logger: p.logger,
  };
}
