/**
 * The action's one endpoint check (review job and lane job alike): a refusal
 * names the action's inputs and the configuration's fields, where each value
 * came from and where to set a missing one, never the CLI's flags or
 * environment variables, which a workflow author cannot set.
 */
import { describe, expect, it } from "vitest";
import { isGauntletError } from "../../src/engine/errors.js";
import { assertActionEndpoint, type EndpointJob } from "../../src/github/session/actionEndpoint.js";
import type { EndpointConfig } from "../../src/llm/endpoint.js";

const DEPLOYMENT = "https://r.openai.azure.com/openai/deployments/gpt-4o";

function refusal(endpoint: EndpointConfig, inputs: { openaiBaseUrl: string; model: string; apiVersion?: string }, job: EndpointJob = "review"): string {
  try {
    assertActionEndpoint(endpoint, inputs, job);
  } catch (error) {
    expect(isGauntletError(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

describe("the action's endpoint check", () => {
  it("an Azure deployment URL from the input without a version: names the input and where the version goes", () => {
    const message = refusal({ baseURL: DEPLOYMENT, apiKey: "k", defaultModel: "gpt-4o" }, { openaiBaseUrl: DEPLOYMENT, model: "gpt-4o" });
    expect(message).toBe(
      "the base URL (from input openai-base-url) is an Azure OpenAI deployment, which needs an API version: set input api-version or models.api_version in the base's configuration (or use the …/openai/v1 base URL, which needs none)",
    );
    expect(message).not.toMatch(/--|OPENAI_/);
  });

  it("a version from the configuration and no key: names the configuration's field and the key's input", () => {
    const endpoint = { baseURL: DEPLOYMENT, apiVersion: "2024-10-21", defaultModel: "gpt-4o" };
    expect(refusal(endpoint, { openaiBaseUrl: DEPLOYMENT, model: "gpt-4o" })).toBe(
      "Azure OpenAI (api-version from models.api_version in the base's configuration) needs an API key: set input openai-api-key",
    );
    expect(refusal(endpoint, { openaiBaseUrl: DEPLOYMENT, model: "gpt-4o", apiVersion: "2024-10-21" })).toBe(
      "Azure OpenAI (api-version from input api-version) needs an API key: set input openai-api-key",
    );
  });

  it("no model: the review job names its input, a lane job the plan job's", () => {
    const endpoint = { baseURL: "http://127.0.0.1:1/v1" };
    expect(refusal(endpoint, { openaiBaseUrl: "http://127.0.0.1:1/v1", model: "" })).toBe(
      "no model configured: set input model or models.default in the base's configuration",
    );
    expect(refusal(endpoint, { openaiBaseUrl: "", model: "" }, "lane")).toBe(
      "no model configured: set the plan job's input model or models.default in the base's configuration",
    );
  });

  it("accepts a complete endpoint", () => {
    const endpoint = { baseURL: DEPLOYMENT, apiKey: "k", apiVersion: "2024-10-21", defaultModel: "gpt-4o" };
    expect(() => assertActionEndpoint(endpoint, { openaiBaseUrl: DEPLOYMENT, model: "" }, "review")).not.toThrow();
  });
});
