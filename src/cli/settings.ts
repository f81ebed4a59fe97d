/**
 * Model endpoint settings shared by every command that calls a model: flags
 * first, then the environment, then (for the commands that read one) the
 * base's configuration file. The endpoint is checked once all three are
 * merged, so a value given only in the configuration (an Azure deployment's
 * `models.api_version`, `models.default`) counts, and a refusal names where
 * each value came from.
 */
import { assertEndpointUsable, endpointFromEnvironment, type EndpointConfig, type EndpointSetting, type EndpointSources } from "../llm/endpoint.js";
import { STRUCTURED_SETTINGS, TOOLS_SETTINGS, type StructuredSetting, type ToolsSetting } from "../llm/providers/capabilities.js";
import type { GauntletConfig } from "../review/config.js";
import { endpointFor } from "../review/settings.js";
import { UsageError, type CliIo } from "./io.js";
import { CONFIG_PATH } from "./repositoryQuestions.js";

export { MODEL_FLAGS } from "./modelFlags.js";

export interface EndpointFlagValues {
  "base-url"?: string | undefined;
  model?: string | undefined;
  "api-version"?: string | undefined;
  "structured-output"?: string | undefined;
  tools?: string | undefined;
}

/** The flags and environment's endpoint, not yet checked, and where each value came from. */
export interface AskedEndpoint {
  config: EndpointConfig;
  from: EndpointSources["from"];
}

/** What a flag or variable sets, for the message: flag and variable per setting. */
const CLI_PLACES: Record<EndpointSetting, [flag: string | undefined, variable: string]> = {
  apiKey: [undefined, "OPENAI_API_KEY"],
  baseURL: ["--base-url", "OPENAI_BASE_URL"],
  defaultModel: ["--model", "GAUNTLET_MODEL"],
  apiVersion: ["--api-version", "OPENAI_API_VERSION"],
};

/** Reads the endpoint flags and the environment; a bad flag value is a UsageError now, the endpoint is checked later. */
export function askedEndpoint(flags: EndpointFlagValues, io: CliIo): AskedEndpoint {
  const config = endpointFromEnvironment(io.env, {
    ...(flags["base-url"] !== undefined ? { baseURL: flags["base-url"] } : {}),
    ...(flags.model !== undefined ? { model: flags.model } : {}),
  });
  if (flags["api-version"]?.trim()) config.apiVersion = flags["api-version"];
  const structuredOutput = oneOf(flags["structured-output"], STRUCTURED_SETTINGS, "--structured-output");
  if (structuredOutput) config.structuredOutput = structuredOutput as StructuredSetting;
  const tools = oneOf(flags.tools, TOOLS_SETTINGS, "--tools");
  if (tools) config.tools = tools as ToolsSetting;
  const given = { baseURL: flags["base-url"], defaultModel: flags.model, apiVersion: flags["api-version"], apiKey: undefined };
  const from: AskedEndpoint["from"] = {};
  for (const setting of Object.keys(CLI_PLACES) as EndpointSetting[]) {
    if (config[setting] === undefined) continue;
    from[setting] = given[setting]?.trim() ? CLI_PLACES[setting][0]! : CLI_PLACES[setting][1];
  }
  return { config, from };
}

/** For the commands that read no configuration (`run`, `verify`): flags and environment, checked now. */
export function endpointFrom(flags: EndpointFlagValues, io: CliIo): EndpointConfig {
  const asked = askedEndpoint(flags, io);
  assertEndpointUsable(asked.config, undefined, { from: asked.from, setIn: setIn(undefined) });
  return asked.config;
}

/**
 * The endpoint a review calls: the flags and environment, else the base's
 * configuration (its models per graph and node, its prices), checked with
 * each value's source named. `configSource` names the configuration file as
 * read (undefined: there was none).
 */
export function reviewEndpoint(asked: AskedEndpoint, config: GauntletConfig, configSource: string | undefined): EndpointConfig {
  const endpoint = { ...asked.config, ...endpointFor(config, { ...asked.config, model: asked.config.defaultModel }) };
  const file = configSource ?? `${CONFIG_PATH} (none at the base yet)`;
  const from = { ...asked.from };
  if (!from.defaultModel && endpoint.defaultModel) from.defaultModel = `models.default in ${file}`;
  if (!from.apiVersion && endpoint.apiVersion) from.apiVersion = `models.api_version in ${file}`;
  assertEndpointUsable(endpoint, undefined, { from, setIn: setIn(file) });
  return endpoint;
}

function setIn(file: string | undefined): Record<EndpointSetting, string> {
  const places = (setting: EndpointSetting, field?: string) => {
    const [flag, variable] = CLI_PLACES[setting];
    const names = [flag, variable, field && file ? `${field} in ${file}` : undefined].filter(Boolean) as string[];
    return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0]!;
  };
  return {
    apiKey: places("apiKey"),
    baseURL: places("baseURL"),
    defaultModel: places("defaultModel", "models.default"),
    apiVersion: places("apiVersion", "models.api_version"),
  };
}

function oneOf(value: string | undefined, allowed: readonly string[], flag: string): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  if (!allowed.includes(value.trim())) throw new UsageError(`${flag}: ${JSON.stringify(value)}; use one of ${allowed.join(", ")}`);
  return value.trim();
}
