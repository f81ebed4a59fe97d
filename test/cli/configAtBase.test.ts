/**
 * Without --config, `gauntlet plan` and `review` read `.github/gauntlet.yml`
 * at the base, as the action does: the change under review cannot loosen its
 * own review. An explicit --config is the local user's choice, read as given.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { resolveReviewFlags } from "../../src/cli/reviewFlags.js";
import { TempRepo } from "../review/support/tempRepo.js";
import { runCliInProcess } from "../support/reviewHarness.js";

/** A repository whose base has `baseConfig`, and a branch `change` that edits src/a.ts and, with `headConfig`, the configuration. */
function repoWithConfig(baseConfig: string, headConfig?: string): TempRepo {
  const repo = TempRepo.create();
  onTestFinished(() => repo.cleanup());
  repo.write(".github/gauntlet.yml", baseConfig);
  repo.write("src/a.ts", "export const a = 1;\n");
  repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "change");
  if (headConfig !== undefined) repo.write(".github/gauntlet.yml", headConfig);
  repo.write("src/a.ts", "export const a = 2;\n");
  repo.commit("change");
  return repo;
}

const repoWhoseChangeDropsTheSecurityLane = () => repoWithConfig("lanes: [security]\n", "lanes: []\n");

describe("the configuration comes from the base", () => {
  it("plan keeps the lane the base's configuration forces, whatever the head's copy says", async () => {
    const repo = repoWhoseChangeDropsTheSecurityLane();
    const cli = await runCliInProcess(["plan", "--base", "main"], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(/✓ security \(security-reviewer\): forced/);
  });

  it("an explicit --config is read as given", async () => {
    const repo = repoWhoseChangeDropsTheSecurityLane();
    // Outside the repository's history: the user's own file, untracked.
    const mine = join(repo.dir, "mine.yml");
    writeFileSync(mine, "lanes: []\n");
    const cli = await runCliInProcess(["plan", "--base", "main", "--config", mine], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(/· security \(security-reviewer\): not selected/);
  });

  it("an invalid configuration at the base is a usage error naming the base", async () => {
    const repo = repoWithConfig("rigor: extreme\n");
    const cli = await runCliInProcess(["plan", "--base", "main"], { cwd: repo.dir });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/\.github\/gauntlet\.yml at the base \([0-9a-f]{12}\): rigor:/);
  });
});

describe("the base's configuration is a floor the flags may only raise, as the action's inputs", () => {
  it("a weaker --security-posture is ignored with a warning naming the flag", async () => {
    const repo = repoWithConfig("security_posture: hardened\n");
    const cli = await runCliInProcess(["plan", "--base", "main", "--security-posture", "prototype", "--json", join(repo.dir, "plan.json")], { cwd: repo.dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stderr).toContain("gauntlet: --security-posture: prototype is weaker than the base configuration's hardened; using hardened");
  });

  it("a --budget looser than the configuration's does not loosen it; a tighter one applies", async () => {
    const repo = repoWithConfig("budget: 1k,$2\n");
    const io = { stdout: () => {}, stderr: () => {}, env: {}, cwd: repo.dir };
    const settle = async (budget: string) => (await resolveReviewFlags({ base: "main", budget }, io, { headMustBeCheckedOut: true })).settings.budget;
    expect(await settle("5m")).toEqual({ maxTokens: 1000, maxCostUsd: 2 });
    expect(await settle("500,$9")).toEqual({ maxTokens: 500, maxCostUsd: 2 });
    await expect(settle("lots")).rejects.toThrow(/--budget/);
  });
});
