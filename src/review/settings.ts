/**
 * One settings path for the CLI and the action: how the base configuration
 * and what the caller asks for (action inputs or CLI flags) combine into a
 * review request. The configuration is a floor: on pull_request the workflow
 * comes from the pull request itself, so the caller may only add lanes, raise
 * rigor and posture, and tighten the budget. Anything weaker is ignored, with
 * a warning that names where it came from.
 *
 * Light on purpose: types only from config.ts (its parser loads zod and
 * yaml), so `gauntlet plan` still starts fast.
 */
import type { EndpointConfig } from "../llm/endpoint.js";
import type { StructuredSetting, ToolsSetting } from "../llm/providers/capabilities.js";
import type { BudgetLimits } from "../llm/usage.js";
import { parseBudget } from "./budgetSpec.js";
import type { GauntletConfig } from "./config.js";
import { POSTURES, RIGORS } from "./gauntlet/rigor.js";
import { normalizeLanes, type LaneName } from "./gauntlet/lanes.js";
import type { ReviewRequest } from "./reviewRun.js";

/** What the caller asks for on top of the configuration. */
export interface AskedSettings {
  rigor?: string | undefined;
  posture?: string | undefined;
  lanes: readonly LaneName[];
  budget?: BudgetLimits | undefined;
}

/** How the caller's settings are named in a warning: `input rigor` for the action, `--rigor` for the CLI. */
export interface SettingNames {
  rigor: string;
  posture: string;
}

export interface ReviewSettings {
  rigor: string;
  posture: string;
  lanes: LaneName[];
  budget?: BudgetLimits;
}

export const DEFAULT_RIGOR = "production";
export const DEFAULT_POSTURE = "standard";

export function settleSettings(config: GauntletConfig, asked: AskedSettings, names: SettingNames, warn: (message: string) => void): ReviewSettings {
  const raise = (scale: readonly string[], floor: string | undefined, wanted: string | undefined, name: string, fallback: string) => {
    if (!wanted) return floor ?? fallback;
    if (floor && scale.indexOf(wanted) < scale.indexOf(floor)) {
      warn(`${name}: ${wanted} is weaker than the base configuration's ${floor}; using ${floor}`);
      return floor;
    }
    return wanted;
  };
  const budget = tighterBudget(config.budget ? parseBudget(config.budget, "budget (from the configuration)") : undefined, asked.budget);
  return {
    rigor: raise(RIGORS, config.rigor, asked.rigor, names.rigor, DEFAULT_RIGOR),
    posture: raise(POSTURES, config.security_posture, asked.posture, names.posture, DEFAULT_POSTURE),
    lanes: normalizeLanes([...(config.lanes ?? []), ...asked.lanes]).lanes,
    ...(budget ? { budget } : {}),
  };
}

/** A budget is a cost cap: per limit, the smaller of the two applies. */
function tighterBudget(floor: BudgetLimits | undefined, asked: BudgetLimits | undefined): BudgetLimits | undefined {
  if (!asked) return floor;
  const min = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
  const maxTokens = min(floor?.maxTokens, asked.maxTokens);
  const maxCostUsd = min(floor?.maxCostUsd, asked.maxCostUsd);
  return { ...(maxTokens !== undefined ? { maxTokens } : {}), ...(maxCostUsd !== undefined ? { maxCostUsd } : {}) };
}

/** What the caller (action inputs, CLI flags) says about the endpoint; each wins over the configuration. */
export interface AskedEndpoint {
  apiKey?: string | undefined;
  baseURL?: string | undefined;
  model?: string | undefined;
  apiVersion?: string | undefined;
  structuredOutput?: StructuredSetting | undefined;
  tools?: ToolsSetting | undefined;
}

/**
 * The model endpoint: the caller's key, URL and model; the API version and
 * capability settings from the caller, else the configuration; the
 * configuration's per-graph and per-node models and prices.
 */
export function endpointFor(config: GauntletConfig, asked: AskedEndpoint): EndpointConfig {
  const defaultModel = asked.model || config.models?.default;
  const apiVersion = asked.apiVersion || config.models?.api_version;
  const structuredOutput = asked.structuredOutput ?? config.models?.structured_output;
  const tools = asked.tools ?? config.models?.tools;
  return {
    ...(asked.apiKey ? { apiKey: asked.apiKey } : {}),
    ...(asked.baseURL ? { baseURL: asked.baseURL } : {}),
    ...(defaultModel ? { defaultModel } : {}),
    ...(apiVersion ? { apiVersion } : {}),
    ...(structuredOutput ? { structuredOutput } : {}),
    ...(tools ? { tools } : {}),
    ...(config.models?.graphs ? { graphModels: config.models.graphs } : {}),
    ...(config.models?.nodes ? { nodeModels: config.models.nodes } : {}),
    ...(config.prices ? { priceTable: config.prices } : {}),
  };
}

/** The review request's fields that come from the configuration alone. An untrusted head gets no recipe: its code must never run. */
export function configuredRequest(
  config: GauntletConfig,
  untrustedHead: boolean,
): Pick<ReviewRequest, "probeContext" | "probe" | "verificationCommands" | "denylist" | "pathRules" | "untrustedHead"> {
  return {
    untrustedHead,
    probeContext: untrustedHead ? "" : probeRecipe(config),
    ...(untrustedHead || !config.probe ? {} : { probe: config.probe }),
    verificationCommands: config.verification_commands ?? [],
    ...(config.denylist ? { denylist: config.denylist } : {}),
    ...(config.paths ? { pathRules: config.paths } : {}),
  };
}

/** The base branch's local-run recipe as the lanes read it. */
export function probeRecipe(config: Pick<GauntletConfig, "probe">): string {
  const probe = config.probe;
  if (!probe || (!probe.start && !(probe.suites ?? []).length && !(probe.setup ?? []).length)) return "";
  return [
    probe.setup?.length ? `setup: ${probe.setup.join(" && ")}` : "",
    probe.start ? `start: ${probe.start}` : "",
    probe.ready ? `ready: ${probe.ready}` : "",
    probe.suites?.length ? `suites: ${probe.suites.join("; ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}
