/**
 * The security and adversary lanes' digest of the change (diffDigest.ts):
 * files it leaves out are named up to a cap, in a fixed order, and the rest
 * are counted by why they were left out, never dropped silently.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { diffDigest, OMITTED_NAMED, omittedList } from "../../src/review/diffDigest.js";
import { scriptRunner } from "../support/gauntletHarness.js";
import { TempRepo } from "./support/tempRepo.js";

describe("the omitted list", () => {
  it("names every file when there are few", () => {
    expect(
      omittedList({ overBudget: [{ path: "src/b.ts", reason: "over budget" }], skipped: [{ path: "dist/a.js", reason: "generated", source: "x" }] }),
    ).toEqual(["src/b.ts (over the diff budget: read it with the tools)", "dist/a.js (skipped: generated)"]);
  });

  it("on a large change names the first files, over-budget ones first in path order, and counts the rest by reason", async () => {
    const repo = TempRepo.create();
    onTestFinished(() => repo.cleanup());
    repo.write("src/app.ts", "export const a = 1;\n");
    const base = repo.commit("base");
    // 400 binary files (skipped), 30 source files over a tiny budget.
    for (let i = 0; i < 400; i++) repo.write(`assets/img_${String(i).padStart(3, "0")}.bin`, Buffer.from([0, 1, 2, i % 256, 0, 9]));
    for (let i = 0; i < 30; i++) repo.write(`src/mod_${String(i).padStart(2, "0")}.ts`, `export const m${i} = "${"y".repeat(400)}";\n`);
    repo.commit("change");

    const runner = scriptRunner({ workspace: repo.dir, facts: { diff_spec: `${base}..HEAD` } });
    const digest = await runner.run(diffDigest({ requirePlan: false }), { diff_tokens: 300 });

    const omitted = digest.diff_omitted as string[];
    expect(omitted).toHaveLength(OMITTED_NAMED + 1);
    const named = omitted.slice(0, -1);
    const overBudget = named.filter((line) => line.endsWith("(over the diff budget: read it with the tools)"));
    // The one shown in the digest is not omitted; every other source file is, ahead of any skipped file, in path order.
    expect(overBudget.length).toBeGreaterThanOrEqual(28);
    expect(named.slice(0, overBudget.length)).toEqual(overBudget);
    expect(named).toEqual([...overBudget, ...named.slice(overBudget.length)]);
    expect(overBudget.map((l) => l.split(" ")[0])).toEqual(overBudget.map((l) => l.split(" ")[0]).sort());
    expect(named.slice(overBudget.length)[0]).toBe("assets/img_000.bin (skipped: binary)");
    const skippedShown = OMITTED_NAMED - overBudget.length;
    expect(omitted.at(-1)).toBe(
      `… and ${400 - skippedShown} more files not named here (${400 - skippedShown} skipped: binary); list them with fs_glob or fs_ls`,
    );
    expect(JSON.stringify(omitted).length).toBeLessThan(6_000);
  });
});
