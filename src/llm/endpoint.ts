/**
 * Where the model lives and which model each node uses. One EndpointConfig
 * serves every OpenAI-compatible endpoint: OpenAI, Azure OpenAI (classic
 * with `api-version`, and v1), DeepSeek, Gemini, Anthropic, OpenRouter, vLLM,
 * Ollama, LiteLLM and the others in docs/providers.md.
 */
import type OpenAI from "openai";
import { GauntletError } from "../engine/errors.js";
import { azureRoute, isAzureHost } from "./providers/azure.js";
import type { StructuredSetting, ToolsSetting } from "./providers/capabilities.js";
import { providerClients } from "./providers/client.js";
import { loadSdk } from "./sdk.js";
import { modelFetch } from "./transport/modelFetch.js";

export const OPENAI_BASE_URL = "https://api.openai.com/v1";

/** Dollars per one million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Prompt tokens served from the endpoint's prompt cache; priced as `input` when absent. */
  cached_input?: number;
}

export type PriceTable = Record<string, ModelPrice>;

export interface EndpointConfig {
  /** Optional unless the endpoint is OpenAI's own (or classic Azure). */
  apiKey?: string;
  /** Defaults to OpenAI's. */
  baseURL?: string;
  defaultModel?: string;
  /** Model per graph name. */
  graphModels?: Record<string, string>;
  /** Model per `graph/node`. */
  nodeModels?: Record<string, string>;
  /** Extra headers sent with every request (gateway routing, tenancy…). */
  headers?: Record<string, string>;
  /** Set for classic Azure OpenAI: sends `api-version` and routes by deployment (never sent on Azure's v1 route). */
  apiVersion?: string;
  /** Pins the structured-output mode; `auto` (the default) negotiates json_schema → json_object → instructions. */
  structuredOutput?: StructuredSetting;
  /** Pins tool use; `auto` (the default) goes on without tools when the endpoint refuses them. */
  tools?: ToolsSetting;
  /** Turns tokens into a cost estimate, per model. */
  priceTable?: PriceTable;
  /**
   * Client-side ceiling per HTTP request, in ms. Node timeouts and the run
   * timeout abort through signals; this only stops a request that nothing else bounds.
   */
  requestTimeoutMs?: number;
}

/** Flags that override the environment, e.g. `--base-url` and `--model`. */
export interface EndpointFlags {
  baseURL?: string;
  model?: string;
}

/**
 * The settings every model-calling command reads, in one place so the CLI and
 * the action agree: key from OPENAI_API_KEY, base URL from the flag or
 * OPENAI_BASE_URL, model from the flag or GAUNTLET_MODEL, and OPENAI_API_VERSION
 * for classic Azure. Blank values count as unset.
 */
export function endpointFromEnvironment(env: Readonly<Record<string, string | undefined>>, flags: EndpointFlags = {}): EndpointConfig {
  const config: EndpointConfig = {};
  const apiKey = nonEmpty(env.OPENAI_API_KEY);
  const baseURL = nonEmpty(flags.baseURL) ?? nonEmpty(env.OPENAI_BASE_URL);
  const defaultModel = nonEmpty(flags.model) ?? nonEmpty(env.GAUNTLET_MODEL);
  const apiVersion = nonEmpty(env.OPENAI_API_VERSION);
  if (apiKey) config.apiKey = apiKey;
  if (baseURL) config.baseURL = baseURL;
  if (defaultModel) config.defaultModel = defaultModel;
  if (apiVersion) config.apiVersion = apiVersion;
  return config;
}

/** Which node asks for a model, and the `model` field it declares, if any. */
export interface ModelSelector {
  graph: string;
  node: string;
  model?: string;
}

/** node `model` field > nodeModels > graphModels > defaultModel. */
export function resolveModel(config: EndpointConfig, selector: ModelSelector): string | undefined {
  return (
    nonEmpty(selector.model) ??
    nonEmpty(config.nodeModels?.[`${selector.graph}/${selector.node}`]) ??
    nonEmpty(config.graphModels?.[selector.graph]) ??
    nonEmpty(config.defaultModel)
  );
}

export function isOpenAiHosted(baseURL: string | undefined): boolean {
  const url = parseUrl(baseURL ?? OPENAI_BASE_URL);
  return url?.hostname === "api.openai.com";
}

/** The endpoint values whose source a refusal names. */
export type EndpointSetting = "apiKey" | "baseURL" | "defaultModel" | "apiVersion";

/**
 * Where each value that is set came from (`--base-url`, `OPENAI_API_VERSION`,
 * `models.api_version in …`), and where each can be set: a caller that merges
 * several places (the CLI: flags, environment, configuration file) passes
 * them so a refusal says which value it read and where to change it.
 */
export interface EndpointSources {
  from: Partial<Record<EndpointSetting, string>>;
  setIn: Record<EndpointSetting, string>;
}

export const DEFAULT_ENDPOINT_SOURCES: EndpointSources = {
  from: {},
  setIn: {
    apiKey: "OPENAI_API_KEY",
    baseURL: "--base-url or OPENAI_BASE_URL",
    defaultModel: "--model or GAUNTLET_MODEL",
    apiVersion: "the action input api-version, models.api_version in the configuration, --api-version or OPENAI_API_VERSION",
  },
};

/**
 * Checks the configuration before any work starts, so a person gets one line
 * saying what to set instead of a node fault mid-run. Pass the llm nodes the
 * run will execute to check that each resolves to a model; without them a
 * default model is required. Throws GauntletError (category "user").
 */
export function assertEndpointUsable(config: EndpointConfig, nodes?: ModelSelector[], sources: EndpointSources = DEFAULT_ENDPOINT_SOURCES): void {
  const fail = (code: string, message: string): never => {
    throw new GauntletError(code, "user", message);
  };
  const { from, setIn } = sources;
  const baseFrom = from.baseURL ? ` (from ${from.baseURL})` : "";
  if (config.baseURL !== undefined && parseUrl(config.baseURL) === undefined) {
    fail("ENDPOINT_BAD_URL", `the model base URL${baseFrom} is not a valid http(s) URL: set ${setIn.baseURL}`);
  }
  if (!nonEmpty(config.apiKey) && isOpenAiHosted(config.baseURL)) {
    fail("ENDPOINT_NO_KEY", `no API key for api.openai.com: set ${setIn.apiKey}, or point --base-url at another endpoint`);
  }
  const route = azureRoute(config.baseURL, nonEmpty(config.apiVersion));
  if (route.kind === "classic-unversioned") {
    fail(
      "ENDPOINT_NO_API_VERSION",
      `the base URL${baseFrom} is an Azure OpenAI deployment, which needs an API version: set ${setIn.apiVersion} (or use the …/openai/v1 base URL, which needs none)`,
    );
  }
  if (route.kind === "classic" && !nonEmpty(config.apiKey)) {
    const version = from.apiVersion ? `api-version from ${from.apiVersion}` : "api-version set";
    fail("ENDPOINT_NO_KEY", `Azure OpenAI (${version}) needs an API key: set ${setIn.apiKey}`);
  }
  if (nodes === undefined) {
    if (!nonEmpty(config.defaultModel)) fail("ENDPOINT_NO_MODEL", `no model configured: set ${setIn.defaultModel}`);
    return;
  }
  const unresolved = nodes.filter((node) => resolveModel(config, node) === undefined);
  if (unresolved.length > 0) {
    const names = unresolved.map((node) => `${node.graph}/${node.node}`).join(", ");
    fail("ENDPOINT_NO_MODEL", `no model configured for ${names}: set ${setIn.defaultModel}`);
  }
}

/**
 * The SDK client. Its own retries are off (ours honour Retry-After and the
 * budget); its logger is silenced so nothing it prints can carry the key.
 * The SDK is evaluated here, with the first client (sdk.ts).
 */
export async function createModelClient(config: EndpointConfig): Promise<OpenAI> {
  const { OpenAI, AzureOpenAI } = providerClients(await loadSdk());
  const apiKey = nonEmpty(config.apiKey);
  const route = azureRoute(config.baseURL ?? OPENAI_BASE_URL, nonEmpty(config.apiVersion));
  const common = {
    maxRetries: 0,
    timeout: config.requestTimeoutMs ?? 30 * 60_000,
    logLevel: "off" as const,
    fetch: modelFetch(),
    // Explicit nulls: the SDK would otherwise read OPENAI_ORG_ID / OPENAI_PROJECT_ID from the environment.
    organization: null,
    project: null,
  };
  if (route.kind === "classic" && apiKey) {
    return new AzureOpenAI({ ...common, apiKey, apiVersion: route.apiVersion, baseURL: route.baseURL, defaultHeaders: { ...config.headers } });
  }
  // Azure's v1 route takes the key as a bearer token too; its `api-key` header is sent to Azure's own hosts only.
  const azureV1 = route.kind === "v1" && apiKey && isAzureHost(new URL(route.baseURL).hostname) ? { "api-key": apiKey } : {};
  return new OpenAI({
    ...common,
    // The SDK refuses to start without a key; keyless endpoints (Ollama, vLLM)
    // get a placeholder that the null Authorization header below never sends.
    apiKey: apiKey ?? "no-key",
    baseURL: route.kind === "v1" ? route.baseURL : (config.baseURL ?? OPENAI_BASE_URL),
    defaultHeaders: { ...config.headers, ...azureV1, ...(apiKey ? {} : { Authorization: null }) },
  });
}

/** Estimated dollars for one call, or undefined when the model has no price. */
export function costOf(
  priceTable: PriceTable | undefined,
  model: string,
  tokens: { promptTokens: number; completionTokens: number; cachedPromptTokens?: number },
): number | undefined {
  const price = priceTable?.[model];
  if (price === undefined) return undefined;
  // An endpoint reporting more cached tokens than prompt tokens is wrong; never price a negative remainder.
  const cached = Math.min(tokens.cachedPromptTokens ?? 0, tokens.promptTokens);
  const input = (tokens.promptTokens - cached) * price.input + cached * (price.cached_input ?? price.input);
  return (input + tokens.completionTokens * price.output) / 1_000_000;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? value : undefined;
}

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
