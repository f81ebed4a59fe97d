import { describe, expect, it } from "vitest";
import { applyFloor } from "../../src/github/floor.js";
import type { ActionInputs } from "../../src/github/inputs.js";

const inputs = (extra: Partial<ActionInputs> = {}): ActionInputs => ({
  githubToken: "t",
  openaiApiKey: "",
  openaiBaseUrl: "",
  model: "",
  checkName: "Gauntlet",
  lanes: [],
  configPath: ".github/gauntlet.yml",
  timeoutMinutes: 30,
  failOnBlocked: true,
  reviewDrafts: false,
  prComment: "on-blocked",
  inlineReview: false,
  ...extra,
});

describe("the base branch's configuration is a floor", () => {
  it("ignores weaker inputs, with a warning", () => {
    const warnings: string[] = [];
    const floor = applyFloor({ rigor: "production", security_posture: "hardened" }, inputs({ rigor: "poc", securityPosture: "standard" }), [], (m) => warnings.push(m));
    expect(floor).toMatchObject({ rigor: "production", posture: "hardened" });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("input rigor: poc is weaker than the base branch's production");
  });

  it("lets inputs raise rigor and posture, and add lanes", () => {
    const floor = applyFloor({ rigor: "prototype", lanes: ["security"] }, inputs({ rigor: "production", securityPosture: "hardened", lanes: ["adversary"] }), ["probe"], () => {});
    expect(floor).toMatchObject({ rigor: "production", posture: "hardened" });
    expect(floor.lanes).toEqual(["adversary", "security", "probe"]);
  });

  it("applies the stricter budget of the two", () => {
    expect(applyFloor({ budget: "300k,$5" }, inputs({ budget: { maxTokens: 100_000 } }), [], () => {}).budget).toEqual({ maxTokens: 100_000, maxCostUsd: 5 });
    expect(applyFloor({ budget: "100k" }, inputs({ budget: { maxTokens: 300_000 } }), [], () => {}).budget).toEqual({ maxTokens: 100_000 });
    expect(applyFloor({}, inputs(), [], () => {}).budget).toBeUndefined();
  });

  it("defaults to production and standard", () => {
    expect(applyFloor({}, inputs(), [], () => {})).toMatchObject({ rigor: "production", posture: "standard", lanes: [] });
  });
});
