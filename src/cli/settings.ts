/** Model endpoint settings shared by every command that calls a model: flags first, then the environment. */
import { assertEndpointUsable, type EndpointConfig } from "../llm/endpoint.js";
import type { CliIo } from "./io.js";

export const MODEL_FLAGS = {
  "base-url": { type: "string" },
  model: { type: "string" },
  "api-version": { type: "string" },
  budget: { type: "string" },
  trace: { type: "string" },
  "project-dir": { type: "string" },
  "timeout-minutes": { type: "string" },
} as const;

export function endpointFrom(flags: { "base-url"?: string; model?: string; "api-version"?: string }, io: CliIo): EndpointConfig {
  const env = io.env;
  const baseURL = flags["base-url"] ?? (env.OPENAI_BASE_URL || undefined);
  const model = flags.model ?? (env.GAUNTLET_MODEL || undefined);
  const apiVersion = flags["api-version"] ?? (env.OPENAI_API_VERSION || undefined);
  const config: EndpointConfig = {
    ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}),
    ...(baseURL ? { baseURL } : {}),
    ...(model ? { defaultModel: model } : {}),
    ...(apiVersion ? { apiVersion } : {}),
    ...(env.GAUNTLET_STRUCTURED_OUTPUT === "json_object" ? { structuredOutput: "json_object" as const } : {}),
  };
  assertEndpointUsable(config);
  return config;
}
