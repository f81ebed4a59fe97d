/**
 * One settings path for the CLI and the action: the base configuration is a
 * floor the caller (inputs or flags) may only raise; the endpoint and the
 * configuration's part of the review request are assembled once.
 */
import { describe, expect, it } from "vitest";
import { configuredRequest, endpointFor, probeRecipe, settleSettings, type AskedSettings } from "../../src/review/settings.js";

const NAMES = { rigor: "input rigor", posture: "input security-posture" };
const asked = (extra: Partial<AskedSettings> = {}): AskedSettings => ({ lanes: [], ...extra });

describe("the base configuration is a floor", () => {
  it("ignores weaker settings, with a warning naming where they came from", () => {
    const warnings: string[] = [];
    const settings = settleSettings({ rigor: "production", security_posture: "hardened" }, asked({ rigor: "poc", posture: "standard" }), NAMES, (m) =>
      warnings.push(m),
    );
    expect(settings).toMatchObject({ rigor: "production", posture: "hardened" });
    expect(warnings).toEqual([
      "input rigor: poc is weaker than the base configuration's production; using production",
      "input security-posture: standard is weaker than the base configuration's hardened; using hardened",
    ]);
    settleSettings({ rigor: "production" }, asked({ rigor: "prototype" }), { rigor: "--rigor", posture: "--security-posture" }, (m) => warnings.push(m));
    expect(warnings[2]).toMatch(/^--rigor: prototype is weaker/);
  });

  it("lets the caller raise rigor and posture, and add lanes", () => {
    const settings = settleSettings(
      { rigor: "prototype", lanes: ["security"] },
      asked({ rigor: "production", posture: "hardened", lanes: ["adversary", "probe"] }),
      NAMES,
      () => {},
    );
    expect(settings).toMatchObject({ rigor: "production", posture: "hardened" });
    expect(settings.lanes).toEqual(["adversary", "security", "probe"]);
  });

  it("applies the tighter budget of the two, per limit", () => {
    const budget = (config: string | undefined, wanted: AskedSettings["budget"]) =>
      settleSettings(config ? { budget: config } : {}, asked({ budget: wanted }), NAMES, () => {}).budget;
    expect(budget("300k,$5", { maxTokens: 100_000 })).toEqual({ maxTokens: 100_000, maxCostUsd: 5 });
    expect(budget("100k", { maxTokens: 300_000 })).toEqual({ maxTokens: 100_000 });
    expect(budget(undefined, { maxCostUsd: 2 })).toEqual({ maxCostUsd: 2 });
    expect(budget(undefined, undefined)).toBeUndefined();
  });

  it("defaults to production and standard", () => {
    expect(settleSettings({}, asked(), NAMES, () => {})).toEqual({ rigor: "production", posture: "standard", lanes: [] });
  });
});

describe("the endpoint and the configured part of the request", () => {
  it("takes the caller's model over the configuration's default, and the configuration's per-graph models and prices", () => {
    const config = { models: { default: "m-config", graphs: { "finding-verifier": "m-small" } }, prices: { "m-config": { input: 1, output: 2 } } };
    expect(endpointFor(config, { apiKey: "k", baseURL: "http://x", model: "m-flag" })).toEqual({
      apiKey: "k",
      baseURL: "http://x",
      defaultModel: "m-flag",
      graphModels: { "finding-verifier": "m-small" },
      priceTable: { "m-config": { input: 1, output: 2 } },
    });
    expect(endpointFor(config, { model: "" }).defaultModel).toBe("m-config");
    expect(endpointFor({}, {})).toEqual({});
  });

  it("never gives an untrusted head the recipe that runs its code", () => {
    const config = {
      probe: { start: "npm start", suites: ["npm test"] },
      verification_commands: ["npm test"],
      denylist: ["secrets/**"],
      paths: { ignore: ["gen/**"] },
    };
    expect(configuredRequest(config, false)).toEqual({
      untrustedHead: false,
      probeContext: "start: npm start\nsuites: npm test",
      probe: config.probe,
      verificationCommands: ["npm test"],
      denylist: ["secrets/**"],
      pathRules: { ignore: ["gen/**"] },
    });
    const untrusted = configuredRequest(config, true);
    expect(untrusted.probeContext).toBe("");
    expect(untrusted).not.toHaveProperty("probe");
    expect(probeRecipe({})).toBe("");
  });
});
