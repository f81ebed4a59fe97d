import picomatch from "picomatch";
import { describe, expect, it } from "vitest";
import { createPathMatcher } from "../../../src/llm/tools/pathMatcher.js";
import { DEFAULT_SECRET_FILES } from "../../../src/llm/tools/secretFiles.js";

/** The matcher without its shortcut: every pattern in order, as picomatch tests it. */
function reference(patterns: readonly string[], nocase: boolean) {
  const compiled = patterns.map((pattern) => {
    const normalized = pattern.replace(/^\.\//, "");
    return { pattern, byName: !normalized.includes("/"), test: picomatch(normalized, { dot: true, nocase }) };
  });
  return (relPath: string) => {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    return compiled.find(({ byName, test }) => test(byName ? name : relPath))?.pattern;
  };
}

const PATTERNS = [...DEFAULT_SECRET_FILES, "./deploy/*.yml", "config/**/secrets.*", "[ab].txt", "notes(1).md", "*.{pem,key}", "docs/!(public)/**"];

const PATHS = [
  ".env",
  ".ENV",
  "app/.env.local",
  "app/.env.js",
  "keys/server.pem",
  "keys/SERVER.PEM",
  "id_rsa",
  "home/id_rsa.pub",
  "credentials",
  "credentials.ts",
  "src/credentials.json",
  "deploy/prod.yml",
  "deploy/sub/prod.yml",
  "Deploy/prod.yml",
  "config/a/b/secrets.yaml",
  "config/secrets.yaml",
  "a.txt",
  "c.txt",
  "[ab].txt",
  "notes(1).md",
  "x/notes(1).md",
  "docs/private/x.md",
  "docs/public/x.md",
  "src/index.ts",
  "state.tfstate.backup",
  "weird name with spaces.key",
  "ünïcode/.npmrc",
  "*.pem",
];

describe("path matcher", () => {
  for (const nocase of [true, false]) {
    it(`names the same first pattern as testing every pattern in order (nocase ${nocase})`, () => {
      const fast = createPathMatcher(PATTERNS, { nocase });
      const slow = reference(PATTERNS, nocase);
      for (const path of PATHS) expect([path, fast(path)]).toEqual([path, slow(path)]);
      // The corpus exercises both answers.
      expect(PATHS.filter((path) => slow(path) !== undefined).length).toBeGreaterThan(10);
      expect(PATHS.filter((path) => slow(path) === undefined).length).toBeGreaterThan(3);
    });
  }

  it("matches nothing with no patterns", () => {
    expect(createPathMatcher([])("anything/.env")).toBeUndefined();
  });
});
