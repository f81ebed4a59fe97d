/**
 * Lane selection: the deterministic rules are the floor, and nothing narrows
 * it. The model's flags, forced lanes, missing signals and the default_lanes
 * fallback can only add. The probe never runs an untrusted head's code and
 * needs a recipe; skipping it for either reason does not block.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { gauntletIntake, normalizePosture, normalizeRigor } from "../../src/review/gauntlet/intake.js";
import { LANES, normalizeLanes, type LaneName } from "../../src/review/gauntlet/lanes.js";
import { selectLanes, type SelectionInput } from "../../src/review/gauntlet/selection.js";
import { buildItems, defaultLanes } from "../../src/review/gauntlet/selectionNodes.js";
import { initialGauntletState, scriptRunner } from "../support/gauntletHarness.js";

const workspace = mkdtempSync(join(tmpdir(), "gauntlet-sel-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const NO_SIGNALS = { touches_auth: false, touches_deps: false, touches_exec: false, consumer_surface: false, signals_error: "" };

function input(overrides: Partial<SelectionInput> = {}): SelectionInput {
  return {
    signals: NO_SIGNALS,
    plan_context: "",
    security_posture: "standard",
    probe_context: "",
    forced_lanes: [],
    add: {},
    untrusted_head: false,
    ...overrides,
  };
}

const selected = (i: SelectionInput): LaneName[] =>
  selectLanes(i)
    .choices.filter((c) => c.selected)
    .map((c) => c.lane);
const choice = (i: SelectionInput, lane: LaneName) => selectLanes(i).choices.find((c) => c.lane === lane)!;

describe("the deterministic floor", () => {
  test("code review always runs, alone on a plain change", () => {
    expect(selected(input())).toEqual(["code-review"]);
  });

  test("a plan selects the adversary", () => {
    expect(selected(input({ plan_context: "1. greet trims names" }))).toEqual(["code-review", "adversary"]);
    expect(selected(input({ plan_context: "  \n " }))).toEqual(["code-review"]);
  });

  test.each(["touches_auth", "touches_deps", "touches_exec"] as const)("%s selects security", (flag) => {
    expect(selected(input({ signals: { ...NO_SIGNALS, [flag]: true } }))).toContain("security");
  });

  test("a hardened posture selects security, however it is spelt", () => {
    expect(selected(input({ security_posture: "hardened" }))).toContain("security");
    expect(selected(input({ security_posture: " Hardened " }))).toContain("security");
  });

  test("consumer surface with a recipe selects the probe", () => {
    expect(selected(input({ signals: { ...NO_SIGNALS, consumer_surface: true }, probe_context: "npm start" }))).toContain("probe");
  });
});

describe("widening, never narrowing", () => {
  const floor = input({ plan_context: "plan", signals: { ...NO_SIGNALS, touches_auth: true } });

  test("flags set to false remove nothing the floor selected", () => {
    const off = { "code-review": false, adversary: false, security: false, probe: false } as const;
    expect(selected({ ...floor, add: off })).toEqual(selected(floor));
    expect(selected({ ...floor, add: off })).toEqual(["code-review", "adversary", "security"]);
  });

  test("the model's flags add lanes", () => {
    expect(selected(input({ add: { security: true, adversary: true } }))).toEqual(["code-review", "adversary", "security"]);
    expect(choice(input({ add: { security: true } }), "security").reason).toMatch(/added by lane judgment/);
  });

  test("forced lanes widen, by any common name, and unknown names are noted", () => {
    const forced = input({ forced_lanes: ["Security", "plan-conformance", "lint", "everything"] });
    expect(selected(forced)).toEqual(["code-review", "adversary", "security"]);
    expect(selectLanes(forced).notes).toEqual(["unknown forced lane(s) ignored: lint, everything"]);
    expect(normalizeLanes(["code_review", "sec", "usage-probe", 7])).toEqual({ lanes: ["code-review", "security", "probe"], unknown: ["7"] });
  });

  test("forcing a lane the floor already has changes nothing", () => {
    expect(selected({ ...floor, forced_lanes: ["code-review"] })).toEqual(selected(floor));
  });

  test("unavailable signals select every lane the run can take", () => {
    const blind = input({ signals: { ...NO_SIGNALS, signals_error: "bad revision" }, probe_context: "npm start" });
    expect(selected(blind)).toEqual([...LANES]);
    expect(choice(blind, "adversary").reason).toMatch(/signals unavailable/);
  });

  test("adding to every combination of the floor never removes a lane", () => {
    const bools = [false, true];
    for (const auth of bools)
      for (const plan of bools)
        for (const surface of bools)
          for (const addAll of bools) {
            const base = input({
              signals: { ...NO_SIGNALS, touches_auth: auth, consumer_surface: surface },
              plan_context: plan ? "p" : "",
              probe_context: "run it",
            });
            const widened = {
              ...base,
              add: addAll ? { "code-review": true, adversary: true, security: true, probe: true } : {},
              forced_lanes: addAll ? ["probe"] : [],
            };
            for (const lane of selected(base)) expect(selected(widened)).toContain(lane);
          }
  });
});

describe("the probe's guards", () => {
  const surface = { ...NO_SIGNALS, consumer_surface: true };

  test("an untrusted head never runs the probe, even forced; it is listed as skipped", () => {
    const c = choice(input({ signals: surface, probe_context: "npm start", forced_lanes: ["probe"], untrusted_head: true }), "probe");
    expect(c.selected).toBe(false);
    expect(c.reason).toMatch(/^skipped \(untrusted context/);
  });

  test("without a recipe the probe is skipped, even forced or added", () => {
    const c = choice(input({ signals: surface, forced_lanes: ["probe"], add: { probe: true } }), "probe");
    expect(c.selected).toBe(false);
    expect(c.reason).toMatch(/^skipped \(no local-run recipe/);
  });
});

describe("default_lanes: the fallback when lane judgment dies", () => {
  const runner = scriptRunner({ workspace });

  test("forces code review and the adversary, and widens on the floor's own signals", async () => {
    const state = { ...initialGauntletState(), touches_exec: true, select_lanes_failure: "PIPELINE-FAULT: review-gauntlet/select_lanes: model: HTTP 500" };
    const out = await runner.run(defaultLanes, state);
    expect(out).toMatchObject({ add_code_review: true, add_adversary: true, add_security: true, add_probe: false });
    expect(String(out.lanes_degraded)).toMatch(/lane selection judgment failed \(PIPELINE-FAULT: review-gauntlet\/select_lanes: model: HTTP 500\)/);
  });

  test("a dead signals node widens every lane", async () => {
    const state = {
      ...initialGauntletState(),
      probe_context: "npm start",
      signals_failure: { node: "signals", kind: "timeout", attempts: 1, message: "timed out after 0.2s" },
    };
    const out = await runner.run(defaultLanes, state);
    expect(out).toMatchObject({ add_code_review: true, add_adversary: true, add_security: true, add_probe: true });
    expect(String(out.lanes_degraded)).toMatch(/^diff signals failed \(PIPELINE-FAULT: review-gauntlet\/signals: timeout/);
    const built = await runner.run(buildItems, { ...state, ...out });
    expect(built.lane_selection).toEqual(LANES.map((lane) => expect.objectContaining({ lane, selected: true })));
  });
});

describe("build_items", () => {
  test("emits one item per selected lane and an empty list for the rest", async () => {
    const runner = scriptRunner({ workspace });
    const out = await runner.run(buildItems, {
      ...initialGauntletState(),
      plan_context: "plan",
      add_security: true,
      lane_reasons: "the diff parses untrusted JSON",
    });
    expect(out.code_review_items).toEqual([{ lane: "code-review", attempt: 1, reason: "always runs" }]);
    expect(out.adversary_items).toEqual([expect.objectContaining({ lane: "adversary", attempt: 1 })]);
    expect(out.security_items).toEqual([expect.objectContaining({ lane: "security", reason: "added by lane judgment" })]);
    expect(out.probe_items).toEqual([]);
    expect(out.lane_attempts).toEqual({ "code-review": 1, adversary: 1, security: 1 });
    expect(String(out.lanes_summary)).toContain("- lane judgment: the diff parses untrusted JSON");
  });

  test("an untrusted head (from the run's facts) skips the probe", async () => {
    const runner = scriptRunner({ workspace, facts: { untrusted_head: true } });
    const out = await runner.run(buildItems, { ...initialGauntletState(), consumer_surface: true, probe_context: "npm start" });
    expect(out.probe_items).toEqual([]);
    expect(String(out.lanes_summary)).toMatch(/probe: not run — skipped \(untrusted context/);
  });

  test("a re-run pass emits only the faulted lanes, with their attempt numbers, and keeps the selection", async () => {
    const runner = scriptRunner({ workspace });
    const state = { ...initialGauntletState(), plan_context: "plan", retry_lanes: ["security"], lane_attempts: { "code-review": 1, security: 3 } };
    const out = await runner.run(buildItems, state);
    expect(out).toMatchObject({
      code_review_items: [],
      adversary_items: [],
      probe_items: [],
      security_items: [{ lane: "security", attempt: 3, reason: "re-run after a fault" }],
      retry_lanes: [],
    });
    expect(out).not.toHaveProperty("lane_selection");
  });

  test("the lanes see the request normalized: an unknown rigor is production, a shouted posture is itself", async () => {
    const runner = scriptRunner({ workspace });
    const out = await runner.run(buildItems, { ...initialGauntletState(), rigor: "relaxed", security_posture: "HARDENED" });
    expect(out).toMatchObject({ rigor: "production", security_posture: "hardened" });
    expect(out.security_items).toEqual([expect.objectContaining({ reason: "hardened posture" })]);
  });
});

describe("intake", () => {
  const runner = scriptRunner({ workspace });

  test("a structured request seeds the fields and skips parse", async () => {
    const request = {
      diff_spec: "main...HEAD",
      plan_context: "plan",
      rigor: "poc",
      security_posture: "hardened",
      forced_lanes: "security, probe",
      extra_context: "x",
    };
    const out = await runner.run(gauntletIntake, { ...initialGauntletState(), request, initial_prompt: "ignored free text" });
    expect(out).toMatchObject({
      _next: "signals",
      diff_spec: "main...HEAD",
      plan_context: "plan",
      rigor: "poc",
      security_posture: "hardened",
      forced_lanes: ["security", "probe"],
    });
    expect(typeof out.gauntlet_started_at).toBe("number");
  });

  test("free text goes to parse", async () => {
    const out = await runner.run(gauntletIntake, { ...initialGauntletState(), initial_prompt: "review main...HEAD please" });
    expect(out._next).toBe("parse");
  });

  test("an unknown rigor or posture reads as the default, never looser", () => {
    expect(["production", "Production", "bogus", undefined, 3].map(normalizeRigor)).toEqual([
      "production",
      "production",
      "production",
      "production",
      "production",
    ]);
    expect(["hardened", "HARDENED", "prototype", "lax", null].map(normalizePosture)).toEqual(["hardened", "hardened", "prototype", "standard", "standard"]);
  });
});
