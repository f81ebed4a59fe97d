/**
 * The "configure" phase: everything the review of this head is decided by —
 * the base's configuration settled against the inputs, the plan, the rules,
 * the endpoint, the earlier reviews of this pull request, and the keys that
 * say whether an earlier review can be replayed.
 */
import type { EndpointConfig } from "../../llm/endpoint.js";
import { isOpenAiHosted } from "../../llm/endpoint.js";
import { assertActionEndpoint } from "./actionEndpoint.js";
import type { GauntletConfig } from "../../review/config.js";
import { endpointFor, settleSettings, type ReviewSettings } from "../../review/settings.js";
import type { GithubApi } from "../transport/api.js";
import type { BaseConfig } from "./baseConfig.js";
import { buildFingerprint, cacheKey, reviewSettingsKey } from "../state/cacheKey.js";
import type { CheckRunPublisher } from "../publish/checkRun.js";
import type { Checkout } from "./checkout.js";
import type { CorePort } from "./corePort.js";
import { endpointInputs, type ActionInputs } from "./inputs.js";
import { planFor } from "../commands/planText.js";
import { readPriorReviews, type PriorReviews } from "../state/priorReviews.js";
import { READ_ONLY_HELP } from "../transport/readOnly.js";
import type { ReviewKeys } from "../state/reviewPlan.js";
import { ConfigurationError } from "./errors.js";
import type { Target } from "../commands/target.js";

export interface ReviewSetup {
  config: GauntletConfig;
  settings: ReviewSettings;
  plan: string;
  rules: string;
  endpoint: EndpointConfig;
  priors: PriorReviews;
  mergeBase: string;
  keys: ReviewKeys;
  diffSpec: string;
}

export interface ConfigureContext {
  api: GithubApi;
  core: CorePort;
  inputs: ActionInputs;
  target: Target;
  checkout: Checkout;
  publisher: CheckRunPublisher;
  baseConfig: BaseConfig;
  /** The running bundle and its graphs: part of the cache key. */
  build: { entry: string | undefined; graphsDir: string };
}

export async function configureReview(c: ConfigureContext): Promise<ReviewSetup> {
  const { api, core, inputs, target } = c;
  const warn = (m: string) => core.warning(m);
  const config = await c.baseConfig.at(target.baseSha);
  const settings = settleSettings(
    config,
    { rigor: inputs.rigor, posture: inputs.securityPosture, lanes: [...inputs.lanes, ...target.lanes], budget: inputs.budget },
    { rigor: "input rigor", posture: "input security-posture" },
    warn,
  );
  const plan = inputs.plan ?? (target.pull ? await planFor(api, target.pull.body, warn) : "");
  const rules = config.rules ? ((await api.fileAt(config.rules, target.baseSha)) ?? "") : "";
  if (config.rules && !rules) warn(`the configured rules file ${config.rules} does not exist at the base commit`);

  const endpoint = endpointFor(config, {
    apiKey: inputs.openaiApiKey,
    baseURL: inputs.openaiBaseUrl,
    model: inputs.model,
    ...endpointInputs(inputs),
  });
  if (!inputs.openaiApiKey && isOpenAiHosted(inputs.openaiBaseUrl || undefined)) {
    core.error(READ_ONLY_HELP);
    throw new ConfigurationError(
      "no openai-api-key: pass `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` (forks and Dependabot get no secrets: see the job summary)",
    );
  }
  assertActionEndpoint(endpoint, inputs, "review");

  const priors = await readPriorReviews(api, {
    checkName: inputs.checkName,
    target,
    identity: c.publisher.identity,
    currentCheckRun: c.publisher.checkRunId,
    config,
    log: warn,
  });
  const mergeBase = await c.checkout.git.mergeBase(target.baseSha, target.headSha).catch(() => target.baseSha);
  const settingsHash = reviewSettingsKey({
    configText: c.baseConfig.text,
    rules,
    settings,
    untrusted: target.untrusted,
    baseUrl: inputs.openaiBaseUrl,
    endpoint,
    plan,
    build: buildFingerprint(c.build.entry, c.build.graphsDir),
  });
  const keys = { key: cacheKey({ headSha: target.headSha, mergeBase }, settingsHash), settings: settingsHash };
  return { config, settings, plan, rules, endpoint, priors, mergeBase, keys, diffSpec: `${target.baseSha}...${target.headSha}` };
}
