/**
 * The one check of the action's model endpoint, for the review job and every
 * lane job: the inputs merged over the base's configuration, refused before
 * any model call with the action's own names (inputs and configuration
 * fields, never the CLI's flags or variables) for where each value came from.
 */
import { assertEndpointUsable, type EndpointConfig, type EndpointSources } from "../../llm/endpoint.js";
import type { ActionInputs } from "./inputs.js";

/** Who set the model: the review job's own input, or (in a lane job) the plan job's. */
export type EndpointJob = "review" | "lane";

export function assertActionEndpoint(endpoint: EndpointConfig, inputs: Pick<ActionInputs, "openaiBaseUrl" | "model" | "apiVersion">, job: EndpointJob): void {
  const config = "the base's configuration";
  const modelInput = job === "lane" ? "the plan job's input model" : "input model";
  const modelFrom = job === "lane" ? "the plan job's settings" : inputs.model ? "input model" : `models.default in ${config}`;
  const from: EndpointSources["from"] = {
    ...(inputs.openaiBaseUrl ? { baseURL: "input openai-base-url" } : {}),
    ...(endpoint.apiVersion ? { apiVersion: inputs.apiVersion ? "input api-version" : `models.api_version in ${config}` } : {}),
    ...(endpoint.defaultModel ? { defaultModel: modelFrom } : {}),
  };
  assertEndpointUsable(endpoint, undefined, {
    from,
    setIn: {
      apiKey: "input openai-api-key",
      baseURL: "input openai-base-url",
      defaultModel: `${modelInput} or models.default in ${config}`,
      apiVersion: `input api-version or models.api_version in ${config}`,
    },
  });
}
