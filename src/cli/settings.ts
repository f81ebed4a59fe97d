/** Model endpoint settings shared by every command that calls a model: flags first, then the environment. */
import { assertEndpointUsable, endpointFromEnvironment, type EndpointConfig } from "../llm/endpoint.js";
import { STRUCTURED_SETTINGS, TOOLS_SETTINGS, type StructuredSetting, type ToolsSetting } from "../llm/providers/capabilities.js";
import { UsageError, type CliIo } from "./io.js";

export { MODEL_FLAGS } from "./modelFlags.js";

export interface EndpointFlagValues {
  "base-url"?: string | undefined;
  model?: string | undefined;
  "api-version"?: string | undefined;
  "structured-output"?: string | undefined;
  tools?: string | undefined;
}

export function endpointFrom(flags: EndpointFlagValues, io: CliIo): EndpointConfig {
  const config = endpointFromEnvironment(io.env, {
    ...(flags["base-url"] !== undefined ? { baseURL: flags["base-url"] } : {}),
    ...(flags.model !== undefined ? { model: flags.model } : {}),
  });
  if (flags["api-version"]) config.apiVersion = flags["api-version"];
  const structuredOutput = oneOf(flags["structured-output"], STRUCTURED_SETTINGS, "--structured-output");
  if (structuredOutput) config.structuredOutput = structuredOutput as StructuredSetting;
  const tools = oneOf(flags.tools, TOOLS_SETTINGS, "--tools");
  if (tools) config.tools = tools as ToolsSetting;
  assertEndpointUsable(config);
  return config;
}

function oneOf(value: string | undefined, allowed: readonly string[], flag: string): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  if (!allowed.includes(value.trim())) throw new UsageError(`${flag}: ${JSON.stringify(value)}; use one of ${allowed.join(", ")}`);
  return value.trim();
}
