/**
 * `gauntlet review --worktree` compares the working tree with the base (a
 * single-ref diff) and fixes the run fact `untracked_files`: then the signals
 * and every lane's diff count a new, untracked file as added, as the
 * `worktree` spec does. Without the fact, a single ref leaves them out.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { readDiff } from "../../src/review/codeReview/readDiff.js";
import { diffDigest } from "../../src/review/diffDigest.js";
import { signalsNode } from "../../src/review/gauntlet/signalsNode.js";
import { scriptRunner } from "../support/gauntletHarness.js";
import { TempRepo } from "./support/tempRepo.js";

const DEPLOY = 'import { execSync } from "node:child_process";\nexport const deploy = () => execSync("make deploy");\n';

/** A committed base, a tracked edit on top, and an untracked tools/deploy.ts. */
function workingTree(): { repo: TempRepo; baseSha: string } {
  const repo = TempRepo.create();
  onTestFinished(() => repo.cleanup());
  repo.write("src/app.ts", "export const a = 1;\n");
  const baseSha = repo.commit("base");
  repo.write("src/app.ts", "export const a = 2;\n");
  repo.write("tools/deploy.ts", DEPLOY);
  return { repo, baseSha };
}

describe("untracked files in a diff of the working tree against a ref", () => {
  it("count in the signals, the code-review chunks and the other lanes' digest when the run asks for them", async () => {
    const { repo, baseSha } = workingTree();
    const runner = scriptRunner({ workspace: repo.dir, facts: { diff_spec: baseSha, untracked_files: true } });
    const signals = await runner.run(signalsNode, {});
    expect(signals.touches_exec).toBe(true);
    expect(signals.changed_files).toEqual(["src/app.ts", "tools/deploy.ts"]);
    const diff = await runner.run(readDiff, {});
    expect(diff.changed_paths).toEqual(["src/app.ts", "tools/deploy.ts"]);
    expect(JSON.stringify(diff.chunks)).toContain("make deploy");
    const digest = await runner.run(diffDigest({ requirePlan: false }), {});
    expect(digest.diff_text).toContain("make deploy");
  });

  it("stay out when the run does not ask for them", async () => {
    const { repo, baseSha } = workingTree();
    const runner = scriptRunner({ workspace: repo.dir, facts: { diff_spec: baseSha } });
    const signals = await runner.run(signalsNode, {});
    expect(signals.touches_exec).toBe(false);
    expect(signals.changed_files).toEqual(["src/app.ts"]);
    const diff = await runner.run(readDiff, {});
    expect(diff.changed_paths).toEqual(["src/app.ts"]);
  });
});
