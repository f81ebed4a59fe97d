/** The result's usage: cached prompt tokens kept apart when an endpoint reports them, and shown in the report. */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/review/config.js";
import { describeTokens, usageSummary } from "../../src/review/gauntlet/result.js";

describe("usage in the result", () => {
  it("sums meter totals and keeps the cached prompt tokens apart", () => {
    const summary = usageSummary([
      { promptTokens: 1000, completionTokens: 50, calls: 1, cachedPromptTokens: 768, costUsd: 0.001 },
      { promptTokens: 500, completionTokens: 20, calls: 2 },
      undefined,
    ]);

    expect(summary).toEqual({ prompt_tokens: 1500, completion_tokens: 70, calls: 3, cost_usd: 0.001, cached_prompt_tokens: 768 });
    expect(describeTokens(summary)).toBe("1500 prompt (768 cached) + 70 completion tokens");
  });

  it("leaves cached tokens and cost out when no endpoint reported them", () => {
    const summary = usageSummary([{ promptTokens: 10, completionTokens: 5, calls: 1 }]);

    expect(summary).toEqual({ prompt_tokens: 10, completion_tokens: 5, calls: 1, cost_usd: null });
    expect(describeTokens(summary)).toBe("10 prompt + 5 completion tokens");
  });

  it("takes a cached-input price in the configuration's price table", () => {
    const config = parseConfig("prices:\n  gpt-x: {input: 2.5, output: 10, cached_input: 1.25}\n", ".github/gauntlet.yml");

    expect(config.prices).toEqual({ "gpt-x": { input: 2.5, output: 10, cached_input: 1.25 } });
    expect(() => parseConfig("prices:\n  gpt-x: {input: 2.5, output: 10, cached: 1}\n", ".github/gauntlet.yml")).toThrow(/cached/);
  });
});
