/**
 * The action's phases as the modes see them: the review job and the matrix's
 * plan, lane and gate jobs are built from the same ones (ActionSession
 * implements them), so a mode cannot publish differently or fail less closed.
 */
import type { Logger } from "../../engine/index.js";
import type { Redactor } from "../../llm/redact.js";
import type { Trigger } from "../commands/events.js";
import type { Target } from "../commands/target.js";
import type { CheckRunPublisher } from "../publish/checkRun.js";
import type { PublishContext } from "../publish/publish.js";
import type { GithubApi } from "../transport/api.js";
import type { BaseConfig } from "./baseConfig.js";
import type { Checkout } from "./checkout.js";
import type { CorePort } from "./corePort.js";
import type { ActionInputs } from "./inputs.js";
import type { RunnerEnv } from "./runnerEnv.js";

export interface ActionDeps {
  core: CorePort;
  env: NodeJS.ProcessEnv;
  graphsDir: string;
  /** The running bundle (part of the cache key: any change to the action's code changes it). */
  entry?: string;
  /** Aborts on SIGINT/SIGTERM. */
  signal: AbortSignal;
}

/** An event this run acts on, with its payload. */
export interface Routed {
  trigger: Exclude<Trigger, { kind: "ignore" | "error" }>;
  payload: Record<string, unknown>;
}

/** What publishVerdict needs beyond what the session itself holds. */
export type VerdictToPublish = Omit<PublishContext, "core" | "runner" | "redact" | "signal" | "runUrl" | "cancelReason" | "onPublished">;

/** The phases a mode is built from; the session keeps the fail-closed ending of whatever check a mode opens or adopts. */
export interface SessionPhases {
  readonly deps: ActionDeps;
  readonly runner: RunnerEnv;
  readonly logger: Logger;
  readonly redact: Redactor;
  route(inputs: ActionInputs): Routed | undefined;
  connect(inputs: ActionInputs): GithubApi;
  authorise(routed: Routed, api: GithubApi, inputs: ActionInputs, baseConfig: BaseConfig): Promise<Target | undefined>;
  /** `externalId`: the check's external_id (the matrix's plan job sets one its gate can find the check by). */
  openCheck(api: GithubApi, inputs: ActionInputs, target: Target, externalId?: string): Promise<CheckRunPublisher | undefined>;
  /** A check another job opened: from here on, every failure completes it. */
  adoptCheck(publisher: CheckRunPublisher): void;
  checkOut(inputs: ActionInputs, target: Target): Promise<Checkout>;
  publish(verdict: VerdictToPublish): Promise<number>;
  concludeUnpublished(reason: string): Promise<void>;
  throwIfCancelled(): void;
}
