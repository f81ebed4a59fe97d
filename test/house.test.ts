/**
 * The house rules the linter can't state: no import cycles in src/ and bench/
 * (type-only imports count: a cycle of types still ties two modules into one
 * concept), no src/ file over 300 lines, and a README a newcomer reads to the end (at most 12 KB).
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const MAX_LINES = 300;
const MAX_README_BYTES = 12 * 1024;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".d.ts"))
    .map((e) => join(e.parentPath, e.name));
}

/** Relative specifiers of every static import/export-from and dynamic import, resolved to .ts paths. */
function localImports(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specs.map((s) => resolve(dirname(file), s.replace(/\.js$/, ".ts"))).filter((p) => known.has(p));
}

/** Every cycle's members, by Tarjan's strongly connected components (a component of more than one file is a cycle). */
function importCycles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, localImports(f, known)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      else if (w === v) cycles.push([v]);
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

describe("the house", () => {
  it("has no import cycle in src/ or bench/", () => {
    const files = [...tsFiles(join(ROOT, "src")), ...tsFiles(join(ROOT, "bench"))];
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it("finds a cycle when there is one (the check can fail)", () => {
    const dir = mkdtempSync(join(tmpdir(), "house-"));
    writeFileSync(join(dir, "a.ts"), 'import type { B } from "./b.js";\nexport type A = B;\n');
    writeFileSync(join(dir, "b.ts"), 'import { a } from "./a.js";\nexport type B = typeof a;\n');
    writeFileSync(join(dir, "c.ts"), 'import type { A } from "./a.js";\nexport type C = A;\n');
    const cycles = importCycles(["a.ts", "b.ts", "c.ts"].map((f) => join(dir, f)));
    expect(cycles.map((c) => c.map((f) => basename(f)))).toEqual([["a.ts", "b.ts"]]);
  });

  it(`keeps every src/ file at or under ${MAX_LINES} lines`, () => {
    const long = tsFiles(join(ROOT, "src"))
      .map((f) => ({ file: relative(ROOT, f), lines: readFileSync(f, "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps the README at or under ${MAX_README_BYTES / 1024} KB`, () => {
    expect(readFileSync(join(ROOT, "README.md")).byteLength).toBeLessThanOrEqual(MAX_README_BYTES);
  });
});
