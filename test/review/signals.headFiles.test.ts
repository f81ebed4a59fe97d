/**
 * The manifests' walk (manifestSurface.ts) asks about a manifest in every
 * folder up from each changed file; at the head of a range one listing of the
 * tree answers them, so a wide change costs no git process per folder, and
 * what the manifests declare still raises consumer_surface.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Git } from "../../src/review/git/git.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  repos.splice(0).forEach((r) => r.cleanup());
});

const MODULES = 40;

function wideChange(): TempRepo {
  const repo = TempRepo.create("head-files-");
  repos.push(repo);
  repo.write("package.json", JSON.stringify({ name: "app", main: "dist/index.js" }));
  repo.write("src/index.ts", 'export * from "./lib/api";\n');
  repo.write("src/lib/api.ts", "export const api = 1;\n");
  for (let i = 0; i < MODULES; i += 1) repo.write(`packages/m${i}/src/f.ts`, `export const f = ${i};\n`);
  repo.commit("base");
  repo.write("src/lib/api.ts", "export const api = 2;\n");
  for (let i = 0; i < MODULES; i += 1) repo.write(`packages/m${i}/src/f.ts`, `export const f = ${i + 1};\n`);
  repo.commit("change");
  return repo;
}

describe("the head's files, for the manifests' walk", () => {
  it("asks git a handful of times for a change in forty folders, and still finds the entry's module", async () => {
    const repo = wideChange();
    const run = vi.spyOn(Git.prototype, "run");
    const signals = await computeSignals(repo.client(), "HEAD~1..HEAD");
    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.consumer_surface).toBe("src/lib/api.ts (path: reachable from the entry points of package.json)");
    // Each changed module's folders would be two questions of their own (packages/mN/src/package.json, packages/mN/package.json).
    expect(run.mock.calls.length).toBeLessThan(15);
    expect(run.mock.calls.filter(([args]) => args[0] === "ls-tree")).toHaveLength(1);
  });

  it("reads a worktree change's manifests from the working tree", async () => {
    const repo = wideChange();
    repo.write("src/lib/api.ts", "export const api = 3;\n");
    const signals = await computeSignals(repo.client(), "HEAD");
    expect(signals.signal_evidence.consumer_surface).toBe("src/lib/api.ts (path: reachable from the entry points of package.json)");
  });
});
