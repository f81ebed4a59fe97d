/**
 * One place for action.yml's defaults in the code (inputDefaults.ts), held to
 * action.yml itself; every input is classified for each matrix job (read, or
 * settled by the plan); and the shipped matrix workflow gives each job only
 * inputs its mode reads.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { CorePort } from "../../src/github/session/corePort.js";
import { ACTION_INPUT_DEFAULTS, ACTION_INPUT_NAMES } from "../../src/github/session/inputDefaults.js";
import { MATRIX_INPUTS, READ_BY_JOB, SETTLED_BY_PLAN, readMode } from "../../src/github/session/modeInputs.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => parse(readFileSync(`${ROOT}/${path}`, "utf8")) as Record<string, unknown>;

function actionYmlDefaults(text: string): Record<string, string> {
  const action = parse(text) as { inputs: Record<string, { default?: unknown }> };
  return Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, String(input.default ?? "")]));
}

describe("action.yml's input defaults", () => {
  it("are the code's (ACTION_INPUT_DEFAULTS), input for input", () => {
    expect(ACTION_INPUT_DEFAULTS).toEqual(actionYmlDefaults(readFileSync(`${ROOT}/action.yml`, "utf8")));
  });

  it("the comparison is not blind: a default changed in action.yml alone, or an input added there alone, differs", () => {
    const text = readFileSync(`${ROOT}/action.yml`, "utf8");
    const changed = text.replace('default: "30"', 'default: "45"');
    expect(changed).not.toBe(text);
    expect(ACTION_INPUT_DEFAULTS).not.toEqual(actionYmlDefaults(changed));
    const added = text.replace("\noutputs:", '\n  extra:\n    description: x\n    default: ""\n\noutputs:');
    expect(ACTION_INPUT_DEFAULTS).not.toEqual(actionYmlDefaults(added));
  });

  it.each(["lane", "gate"] as const)("every input is either read by the %s job or settled by the plan, never both", (mode) => {
    const matrixOnly: readonly string[] = ["mode", ...MATRIX_INPUTS];
    const classified = [...READ_BY_JOB[mode], ...SETTLED_BY_PLAN[mode], ...matrixOnly];
    expect([...classified].sort()).toEqual([...ACTION_INPUT_NAMES].sort());
    expect(READ_BY_JOB[mode].filter((name) => SETTLED_BY_PLAN[mode].includes(name))).toEqual([]);
  });
});

describe("gauntlet-matrix.yml's action steps", () => {
  it("give each job only the inputs its mode reads", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the workflow is read field by field
    const workflow = read(".github/workflows/gauntlet-matrix.yml") as any;
    const steps = Object.values(workflow.jobs as Record<string, { steps: Array<{ uses?: string; with?: Record<string, string> }> }>)
      .flatMap((job) => job.steps)
      .filter((step) => step.uses?.startsWith("review-gauntlet/"));
    expect(steps.map((step) => step.with!.mode)).toEqual(["plan", "lane", "gate"]);
    for (const step of steps) {
      // What the runner passes: the step's values (expressions stand for some value), the defaults for the rest.
      const given: Record<string, string> = { ...ACTION_INPUT_DEFAULTS, ...step.with };
      // The lane's `${{ toJSON(matrix) }}`, as the runner renders it.
      if (given.mode === "lane") given.job = JSON.stringify({ lane: "security", shard: 1, shards: 1 });
      const core = { getInput: (name: string) => (given[name] ?? "").replace(/\$\{\{[^}]*\}\}/g, "x") } as unknown as CorePort;
      const mode = readMode(core, "/ws");
      expect(mode.kind === "gate" ? mode.unread : [], step.with!.mode).toEqual([]);
    }
  });
});
