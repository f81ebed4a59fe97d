/**
 * The code map's context in the code-review lane, on a real git repository
 * and the loopback model: the caller of a changed function (in another file)
 * reaches the chunk's prompt after the diff, which the block does not repeat;
 * the report counts the references
 * shown; a symlink out of the repository is never read; a withheld file
 * (`.env`) never reaches the context; a file in an unmapped language is named
 * as diff-only.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TempRepo } from "../support/tempRepo.js";
import { REVIEW_CHUNK, chunkReviewReply, promptText, routeByNode, startReviewHarness, type ReviewHarness } from "../../support/reviewHarness.js";

const OUTSIDE_SECRET = "outside-the-repo-7c1f";
const ENV_SECRET = "env-file-secret-93ab";
let h: ReviewHarness;
let repo: TempRepo;

beforeAll(async () => {
  h = await startReviewHarness();
  h.server.setHandler(routeByNode({ [REVIEW_CHUNK]: () => chunkReviewReply("A change to applyDiscount.", []) }));
  const outside = mkdtempSync(join(tmpdir(), "codemap-outside-"));
  writeFileSync(join(outside, "leak.ts"), `export const leak = "${OUTSIDE_SECRET}"; applyDiscount(1, 2);\n`);
  repo = TempRepo.create("codemap-lane-");
  repo.write("src/pricing.ts", ["export function applyDiscount(price: number, rate: number): number {", "  return price * (1 - rate);", "}", ""].join("\n"));
  repo.write(
    "src/checkout.ts",
    [
      'import { applyDiscount } from "./pricing";',
      "",
      "export function total(items: number[]): number {",
      "  const sum = items.reduce((a, b) => a + b, 0);",
      "  return applyDiscount(sum, 0.1);",
      "}",
      "",
    ].join("\n"),
  );
  repo.write("test/pricing.test.ts", ['import { applyDiscount } from "../src/pricing";', "applyDiscount(100, 0.5);", ""].join("\n"));
  repo.write(".env", `TOKEN=${ENV_SECRET} # applyDiscount\n`);
  repo.write("scripts/tool.lua", "print('x')\n");
  repo.symlink("src/linked.ts", join(outside, "leak.ts"));
  repo.commit("base");
  repo.write(
    "src/pricing.ts",
    ["export function applyDiscount(price: number, rate: number, floor = 0): number {", "  return Math.max(floor, price * (1 - rate));", "}", ""].join("\n"),
  );
  repo.write("scripts/tool.lua", "print('y')\n");
  repo.commit("change");
});
afterAll(async () => {
  await h.close();
  repo.cleanup();
});

describe("the chunk's context from the code map", () => {
  it("shows the changed function whole and its callers in other files, after the diff; the report counts them", async () => {
    const run = await h.runCodeReviewer(repo.dir, { diffSpec: "HEAD~1..HEAD" });
    const prompt = h.requestsFor(REVIEW_CHUNK).map(promptText).join("\n");
    const after = prompt.slice(prompt.indexOf("What the change touches beyond its diff"));
    // The diff shows the 3-line function entirely, so the block does not repeat it; the report counts it whole.
    expect(after).not.toContain("--- src/pricing.ts");
    expect(after).toContain("--- src/checkout.ts:5 calls applyDiscount");
    expect(after).toMatch(/^5\| {3}return applyDiscount\(sum, 0\.1\);$/m);
    expect(after).toContain("--- test/pricing.test.ts:2 calls applyDiscount");
    // The symlink's target lies outside the repository, and the .env is withheld: neither is read.
    expect(prompt).not.toContain(OUTSIDE_SECRET);
    expect(prompt).not.toContain(ENV_SECRET);
    expect(after).not.toContain("src/linked.ts");
    expect(run.output).toMatch(/^context: 4 of 4 references shown; 1 of 1 changed definitions shown whole \(3 files mapped\)$/m);
    expect(run.output).toContain("context: diff only for scripts/tool.lua (language not mapped)");
  });

  it("spends a small budget by rank and counts what did not fit", async () => {
    h.server.requests.length = 0;
    const run = await h.runCodeReviewer(repo.dir, { diffSpec: "HEAD~1..HEAD", variables: { context_share: "0.03" } });
    const prompt = h.requestsFor(REVIEW_CHUNK).map(promptText).join("\n");
    const shown = /^context: (\d+) of (\d+) references shown/m.exec(run.output);
    expect(shown).not.toBeNull();
    expect(Number(shown![1])).toBeLessThan(Number(shown![2]));
    // The calls rank before the imports: what fits is a call's location, and no import's.
    const after = prompt.slice(prompt.indexOf("What the change touches beyond its diff"));
    expect(Number(shown![1])).toBeGreaterThan(0);
    expect(after).toMatch(/(calls applyDiscount|→ applyDiscount: L[25]\b)/);
    expect(after).not.toMatch(/(imports applyDiscount|\bL1 import)/);
  });

  it("does not read the checkout for a change in no mapped language, and says the context was the diff", async () => {
    h.server.requests.length = 0;
    repo.write("scripts/tool.lua", "print('z')\n");
    repo.commit("lua only");
    const run = await h.runCodeReviewer(repo.dir, { diffSpec: "HEAD~1..HEAD" });
    const prompt = h.requestsFor(REVIEW_CHUNK).map(promptText).join("\n");
    expect(prompt).toContain("print('z')");
    expect(prompt).not.toMatch(/Each changed definition whole|References to the changed definitions|Signatures of what the changed lines call/);
    expect(run.output).toMatch(/^context: diff only; no file was mapped$/m);
    expect(run.output).toContain("context: diff only for scripts/tool.lua (language not mapped)");
  });
});
