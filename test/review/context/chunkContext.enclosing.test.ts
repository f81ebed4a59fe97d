/**
 * A change inside a hook of a plugin factory: the hook's name is everywhere
 * (every plugin has a `buildStart`), and the callers that matter are the
 * factory's. The block lists them, and the bench's notion of "shown" (the
 * exact line) holds for them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { buildCodeMap } from "../../../src/review/context/codeMap.js";
import { chunkContext } from "../../../src/review/context/chunkContext.js";

const FACTORY = ["export function cssPlugin(config) {", "  return {", "    buildStart() {", "      config.started = true;", "    },", "  };", "}", ""].join(
  "\n",
);
const OTHERS = Array.from(
  { length: 40 },
  (_, i) => `export const p${i} = { buildStart() { return ${i}; } };\nexport function run${i}(p) { p.buildStart(); }\n`,
);

it("lists the enclosing factory's callers, which a common hook name would crowd out", async () => {
  const root = mkdtempSync(join(tmpdir(), "codemap-enclosing-"));
  const files: Record<string, string> = {
    "src/plugins/css.ts": FACTORY,
    "test/css.spec.ts": ['import { cssPlugin } from "../src/plugins/css";', "", "const plugin = cssPlugin({});", ""].join("\n"),
    ...Object.fromEntries(OTHERS.map((text, i) => [`src/other/plugin${i}.ts`, text])),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const outcome = await buildCodeMap(new WorkspaceSandbox({ root }));
  if (outcome.kind !== "mapped") throw new Error(outcome.reason);
  const patch = [
    "--- a/src/plugins/css.ts",
    "+++ b/src/plugins/css.ts",
    "@@ -4,1 +4,1 @@",
    "-      config.started = 1;",
    "+      config.started = true;",
    "",
  ].join("\n");
  const context = await chunkContext(outcome.map, ["src/plugins/css.ts"], new Map([["src/plugins/css.ts", patch]]), 400);
  expect(context.text).toContain("--- test/css.spec.ts:3 calls cssPlugin");
  expect(context.shown).toContain("test/css.spec.ts:3");
  expect(context.shown).toContain("test/css.spec.ts:1");
  expect(context.stats.references).toBeGreaterThan(40);
  expect(context.stats.referencesShown).toBeLessThanOrEqual(context.stats.references);
  expect(context.stats.tokens).toBeLessThanOrEqual(400);
});
