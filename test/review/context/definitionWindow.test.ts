/**
 * The verifier's cited excerpt takes the enclosing definition from the code
 * map: the whole function, even where indentation says nothing (flush-left
 * code); indentation stays the fallback for a language the map does not read.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { citedExcerpt } from "../../../src/review/verifier/citedCode.js";
import type { FindingItem } from "../../../src/review/findings.js";

const FLUSH_LEFT = ["const a = 1;", "function outer(x) {", "if (x) {", "return a;", "}", "return 2;", "}", "const b = 2;", ""].join("\n");

function finding(path: string, lines: string): FindingItem {
  return { id: "F1", severity: "🟡 WARNING", path, lines, claim: "c" };
}

it("shows the whole enclosing function from the map, where indentation finds no header", async () => {
  const root = mkdtempSync(join(tmpdir(), "codemap-cite-"));
  writeFileSync(join(root, "flat.js"), FLUSH_LEFT);
  writeFileSync(join(root, "flat.lua"), FLUSH_LEFT);
  const sandbox = new WorkspaceSandbox({ root });
  const mapped = await citedExcerpt(finding("flat.js", "4"), sandbox);
  expect(mapped.text.split("\n")[0]).toBe("flat.js lines 2-7:");
  const fallback = await citedExcerpt(finding("flat.lua", "4"), sandbox);
  expect(fallback.text.split("\n")[0]).not.toBe("flat.lua lines 2-7:");
});
