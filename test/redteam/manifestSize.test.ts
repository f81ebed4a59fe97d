/**
 * Red team: a manifest (or an entry module) the pull request pads past the
 * 512 KiB the head's files are read up to. headFiles.ts reads a file that
 * large as absent, as its listing did before the tree walk, so the manifests'
 * walk finds no package.json (or no entry module) and the changed module the
 * entry point reaches is not consumer surface: valid JSON with a long
 * `description` is enough. What the walk cannot read must widen, as a walk cut
 * short by its bound does: a manifest the head holds but is too large to read
 * now counts its package's changed files as reachable (headFiles.ts records
 * what it could not read; manifestSurface.ts widens). An entry MODULE too large
 * to read still ends the walk there: widening on it would make every package
 * whose bundled `dist/index.js` is large surface on every change, so that case
 * stays open (skipped below, named in docs/security.md).
 */
import { afterEach, describe, expect, it } from "vitest";
import { computeSignals } from "../../src/review/signals/compute.js";
import { TempRepo } from "../review/support/tempRepo.js";

const repos: TempRepo[] = [];
afterEach(() => repos.splice(0).forEach((repo) => repo.cleanup()));

async function consumerSurface(manifest: string, entry: string): Promise<string | undefined> {
  const repo = TempRepo.create("redteam-manifest-size-");
  repos.push(repo);
  repo.write("packages/a/package.json", manifest);
  repo.write("packages/a/lib/core.js", entry);
  repo.write("packages/a/lib/util.js", "module.exports = 1;\n");
  const base = repo.commit("base");
  repo.write("packages/a/lib/util.js", "module.exports = 2;\n");
  const head = repo.commit("change");
  const signals = await computeSignals(repo.client(), `${base}...${head}`);
  expect(signals.signals_error).toBe("");
  return signals.signal_evidence.consumer_surface;
}

const PAD = "x".repeat(600 * 1024);
const REACHED = "packages/a/lib/util.js (path: reachable from the entry points of packages/a/package.json)";

describe("a manifest or an entry module too large to read", () => {
  it("is reached as usual when small (the control)", async () => {
    expect(await consumerSurface(JSON.stringify({ name: "a", main: "lib/core.js" }), 'require("./util");\n')).toBe(REACHED);
  });

  it("still raises consumer_surface when package.json is padded past 512 KiB", async () => {
    expect(await consumerSurface(JSON.stringify({ name: "a", description: PAD, main: "lib/core.js" }), 'require("./util");\n')).toBe(
      "packages/a/lib/util.js (path: its manifest packages/a/package.json is too large to read, so it counts as reachable)",
    );
  });

  it.skip("still raises consumer_surface when the entry module is padded past 512 KiB (open: see the header)", async () => {
    expect(await consumerSurface(JSON.stringify({ name: "a", main: "lib/core.js" }), `require("./util");\n/* ${PAD} */\n`)).toBeDefined();
  });
});
