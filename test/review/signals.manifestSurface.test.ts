/**
 * consumer_surface from what a package declares, on real git repositories:
 * a module reachable from package.json's built entry, a Rust module reached
 * from lib.rs, a pyproject script's module, and an exported name in a Go
 * package outside internal/ raise the flag, though no path rule knows these
 * files; the same changes out of a manifest's reach do not.
 */
import { afterAll, describe, expect, it } from "vitest";
import { computeSignals } from "../../src/review/signals/compute.js";
import { TempRepo } from "./support/tempRepo.js";

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));

async function surfaceOf(base: Record<string, string>, change: Record<string, string>): Promise<{ raised: boolean; evidence: string | undefined }> {
  const repo = TempRepo.create("manifest-surface-");
  repos.push(repo);
  for (const [path, text] of Object.entries(base)) repo.write(path, text);
  repo.commit("base");
  for (const [path, text] of Object.entries(change)) repo.write(path, text);
  repo.commit("change");
  const signals = await computeSignals(repo.client(), "HEAD~1..HEAD");
  expect(signals.signals_error).toBe("");
  return { raised: signals.consumer_surface, evidence: signals.signal_evidence.consumer_surface };
}

const NODE_PACKAGE = {
  "package.json": JSON.stringify({ name: "fmt", main: "dist/index.js", exports: { ".": "./dist/index.js" } }),
  "src/index.ts": 'export { money } from "./format/money.js";\n',
  "src/format/money.ts": 'import { pad } from "../shared/pad";\nexport const money = (n: number) => pad(n.toFixed(2));\n',
  "src/shared/pad.ts": "export const pad = (s: string) => s.padStart(8);\n",
  "src/scripts/release.ts": "export const release = () => 1;\n",
};

describe("consumer_surface from manifests", () => {
  it("package.json: a module two imports away from the built entry's source", async () => {
    const { raised, evidence } = await surfaceOf(NODE_PACKAGE, { "src/shared/pad.ts": "export const pad = (s: string) => s.padStart(10);\n" });
    expect(raised).toBe(true);
    expect(evidence).toBe("src/shared/pad.ts (path: reachable from the entry points of package.json)");
  });

  it("package.json: a module no entry reaches stays off the surface", async () => {
    const { raised } = await surfaceOf(NODE_PACKAGE, { "src/scripts/release.ts": "export const release = () => 2;\n" });
    expect(raised).toBe(false);
  });

  it("Cargo: a module reached from lib.rs through a nested mod", async () => {
    const base = {
      "Cargo.toml": '[package]\nname = "p"\nversion = "0.1.0"\n',
      "src/lib.rs": "pub mod parser;\n",
      "src/parser.rs": "mod lexer;\npub fn parse() {}\n",
      "src/parser/lexer.rs": "pub fn lex() {}\n",
      "src/bin/tool/helper.rs": "pub fn help() {}\n",
    };
    const changed = await surfaceOf(base, { "src/parser/lexer.rs": "pub fn lex() -> u8 { 0 }\n" });
    expect(changed.evidence).toBe("src/parser/lexer.rs (path: reachable from the library of Cargo.toml)");
  });

  it("pyproject: the module a console script runs", async () => {
    const base = {
      "pyproject.toml": '[project]\nname = "t"\n\n[project.scripts]\nmytool = "mytool.runner:main"\n',
      "src/mytool/runner.py": "def main():\n    pass\n",
    };
    const changed = await surfaceOf(base, { "src/mytool/runner.py": "def main():\n    return 1\n" });
    expect(changed.evidence).toBe("src/mytool/runner.py (path: an entry point of pyproject.toml)");
  });

  it("Go: an exported name outside internal/ is surface; inside internal/ it is not", async () => {
    const base = {
      "go.mod": "module example.com/m\n",
      "pkg/store/store.go": "package store\n\nfunc Open() {}\n",
      "internal/cache/cache.go": "package cache\n\nfunc Get() {}\n",
    };
    const outside = await surfaceOf(base, { "pkg/store/store.go": "package store\n\nfunc Open() error { return nil }\n" });
    expect(outside.evidence).toBe("pkg/store/store.go (path: an exported name in a Go package outside internal/ (go.mod))");
    const inside = await surfaceOf(base, { "internal/cache/cache.go": "package cache\n\nfunc Get() int { return 0 }\n" });
    expect(inside.raised).toBe(false);
  });
});
