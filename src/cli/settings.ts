/** Model endpoint settings shared by every command that calls a model: flags first, then the environment. */
import { assertEndpointUsable, endpointFromEnvironment, type EndpointConfig } from "../llm/endpoint.js";
import type { CliIo } from "./io.js";

export { MODEL_FLAGS } from "./modelFlags.js";

export function endpointFrom(flags: { "base-url"?: string; model?: string; "api-version"?: string }, io: CliIo): EndpointConfig {
  const config = endpointFromEnvironment(io.env, {
    ...(flags["base-url"] !== undefined ? { baseURL: flags["base-url"] } : {}),
    ...(flags.model !== undefined ? { model: flags.model } : {}),
  });
  if (flags["api-version"]) config.apiVersion = flags["api-version"];
  if (io.env.GAUNTLET_STRUCTURED_OUTPUT === "json_object") config.structuredOutput = "json_object";
  assertEndpointUsable(config);
  return config;
}
