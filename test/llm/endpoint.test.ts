import { describe, expect, it } from "vitest";
import { isGauntletError, type GauntletError } from "../../src/engine/errors.js";
import { assertEndpointUsable, costOf, endpointFromEnvironment, isOpenAiHosted, resolveModel } from "../../src/llm/endpoint.js";
import { textReply } from "../support/modelServer.js";
import { API_KEY, makeRequest, makeRunContext, useModelServer } from "./harness.js";

function configError(run: () => void): GauntletError {
  try {
    run();
  } catch (error) {
    expect(isGauntletError(error)).toBe(true);
    return error as GauntletError;
  }
  throw new Error("expected a configuration error");
}

describe("assertEndpointUsable", () => {
  it("accepts a keyless local endpoint with a default model", () => {
    expect(() => assertEndpointUsable({ baseURL: "http://localhost:11434/v1", defaultModel: "llama3" })).not.toThrow();
  });

  it("rejects a missing model with one user-facing line", () => {
    const error = configError(() => assertEndpointUsable({ apiKey: API_KEY }));
    expect(error.category).toBe("user");
    expect(error.message).toBe("no model configured: set --model or GAUNTLET_MODEL");
  });

  it("rejects OpenAI's own endpoint without a key", () => {
    const error = configError(() => assertEndpointUsable({ defaultModel: "gpt-4o" }));
    expect(error.category).toBe("user");
    expect(error.message).toContain("OPENAI_API_KEY");
    expect(error.message).not.toContain("\n");
  });

  it("rejects a base URL that isn't http(s)", () => {
    expect(configError(() => assertEndpointUsable({ baseURL: "localhost:8080", defaultModel: "m" })).code).toBe("ENDPOINT_BAD_URL");
  });

  it("checks each node resolves to a model when the nodes are given", () => {
    const config = { baseURL: "http://127.0.0.1:1/v1", graphModels: { "code-reviewer": "m" } };
    expect(() => assertEndpointUsable(config, [{ graph: "code-reviewer", node: "review" }])).not.toThrow();
    const error = configError(() =>
      assertEndpointUsable(config, [
        { graph: "code-reviewer", node: "review" },
        { graph: "adversary", node: "judge" },
        { graph: "probe", node: "plan", model: "explicit" },
      ]),
    );
    expect(error.message).toBe("no model configured for adversary/judge: set --model or GAUNTLET_MODEL");
  });

  it("requires a key for classic Azure", () => {
    const error = configError(() => assertEndpointUsable({ baseURL: "https://x.openai.azure.com/openai", apiVersion: "2024-10-21", defaultModel: "m" }));
    expect(error.message).toContain("Azure");
  });
});

describe("model resolution and pricing", () => {
  it("ignores blank entries", () => {
    expect(resolveModel({ defaultModel: "d", nodeModels: { "g/n": " " } }, { graph: "g", node: "n", model: "" })).toBe("d");
    expect(resolveModel({}, { graph: "g", node: "n" })).toBeUndefined();
  });

  it("knows OpenAI's host", () => {
    expect(isOpenAiHosted(undefined)).toBe(true);
    expect(isOpenAiHosted("https://api.openai.com/v1")).toBe(true);
    expect(isOpenAiHosted("https://openrouter.ai/api/v1")).toBe(false);
  });

  it("prices tokens per million, and leaves unpriced models unpriced", () => {
    expect(costOf({ m: { input: 3, output: 15 } }, "m", { promptTokens: 2_000_000, completionTokens: 100_000 })).toBeCloseTo(7.5);
    expect(costOf({ m: { input: 3, output: 15 } }, "other", { promptTokens: 1, completionTokens: 1 })).toBeUndefined();
  });
});

describe("talking to different endpoints", () => {
  const h = useModelServer();

  it("sends no Authorization header to a keyless endpoint", async () => {
    h.server.enqueue(textReply("ok"));
    const runner = h.runnerWith({ endpoint: { apiKey: undefined } });

    await runner.run(makeRequest(), makeRunContext());

    expect(h.server.requests[0]?.headers).not.toHaveProperty("authorization");
  });

  it("talks classic Azure: deployment path, api-version query, api-key header", async () => {
    h.server.enqueue(textReply("ok"));
    const runner = h.runnerWith({
      endpoint: { baseURL: h.server.baseURL.replace(/\/v1$/, "/openai"), apiVersion: "2024-10-21", defaultModel: "gpt4o-deploy" },
    });

    const result = await runner.run(makeRequest(), makeRunContext());

    expect(result.output).toBe("ok");
    const [request] = h.server.requests;
    expect(request?.path).toBe("/openai/deployments/gpt4o-deploy/chat/completions?api-version=2024-10-21");
    expect(request?.headers["api-key"]).toBe(API_KEY);
    expect(request?.headers["x-gauntlet-node"]).toBe("code-reviewer/review");
  });
});

describe("endpointFromEnvironment", () => {
  it("reads the key, base URL and model, with flags winning over the environment", () => {
    const env = { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: "http://env/v1", GAUNTLET_MODEL: "env-model", OPENAI_API_VERSION: "" };
    expect(endpointFromEnvironment(env)).toEqual({ apiKey: API_KEY, baseURL: "http://env/v1", defaultModel: "env-model" });
    expect(endpointFromEnvironment(env, { baseURL: "http://flag/v1", model: "flag-model" })).toEqual({
      apiKey: API_KEY,
      baseURL: "http://flag/v1",
      defaultModel: "flag-model",
    });
  });

  it("leaves blank settings unset, so assertEndpointUsable reports them", () => {
    const config = endpointFromEnvironment({ OPENAI_API_KEY: " ", GAUNTLET_MODEL: "" });
    expect(config).toEqual({});
    expect(() => assertEndpointUsable(config)).toThrow("OPENAI_API_KEY");
  });
});
