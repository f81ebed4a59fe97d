/**
 * Red team: what a pull request's files cost the code map. Every mapped file
 * that holds a changed definition's name is parsed, and its tree is kept for
 * the run. Files of deeply nested brackets (under the 256 KB cap) cost tens
 * of megabytes each to parse and keep: the map now releases the oldest trees
 * past a node bound, and bounds the source a run may parse.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { WorkspaceSandbox } from "../../src/llm/tools/sandbox.js";
import { buildCodeMap } from "../../src/review/context/codeMap.js";
import { chunkContext } from "../../src/review/context/chunkContext.js";

const DEPTH = 60_000;
const FILES = 40;

// 40 files of `chargeCard([[[…]]])` nested 60,000 deep (120 KB each) that call a changed `chargeCard` grew the
// process by 711 MB in one chunkContext, every tree kept for the run.
it("parses a pull request's deeply nested files within a fixed memory bound", async () => {
  const root = mkdtempSync(join(tmpdir(), "redteam-nesting-"));
  const files: Record<string, string> = { "src/pay.js": "export function chargeCard(a) {\n  return a;\n}\n" };
  for (let k = 0; k < FILES; k++) files[`src/deep${k}.js`] = `chargeCard(${"[".repeat(DEPTH)}${"]".repeat(DEPTH)});\n`;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const outcome = await buildCodeMap(new WorkspaceSandbox({ root }));
  if (outcome.kind !== "mapped") throw new Error(outcome.reason);
  const patch = "--- a/src/pay.js\n+++ b/src/pay.js\n@@ -2,1 +2,1 @@\n-  return 0;\n+  return a;\n";
  const before = process.memoryUsage().rss;
  await chunkContext(outcome.map, ["src/pay.js"], new Map([["src/pay.js", patch]]), 4_000);
  expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
});
