import { describe, expect, it } from "vitest";
import { compileGlobs } from "../../src/review/signals/glob.js";
import { GlobIndex } from "../../src/review/signals/globIndex.js";
import { pathWords, SignalMatcher } from "../../src/review/signals/matcher.js";

describe("rule globs", () => {
  it.each([
    ["**/package.json", "package.json", true],
    ["**/package.json", "apps/web/package.json", true],
    ["**/package.json", "apps/web/not-package.json", false],
    ["**/migrations/**", "migrations/0001.py", true],
    ["**/migrations/**", "app/migrations/0001.py", true],
    ["**/migrations/**", "app/old-migrations/0001.py", false],
    ["{,src/}index.{ts,js}", "index.ts", true],
    ["{,src/}index.{ts,js}", "src/index.js", true],
    ["{,src/}index.{ts,js}", "lib/src/index.js", false],
    ["**/openapi/**/*.yaml", "openapi/v1/users.yaml", true],
    ["**/openapi/**/*.yaml", "openapi/users.yaml", true],
    ["**/openapi/**/*.yaml", "openapi/users.yaml.bak", false],
    [".github/workflows/*.yml", ".github/workflows/ci.yml", true],
    [".github/workflows/*.yml", ".github/workflows/sub/ci.yml", false],
    ["**/V*__*.sql", "db/V2__add_orders.sql", true],
    ["**/Gemfile", "gemfile", true], // case-insensitive
    ["**/a+b(c).txt", "x/a+b(c).txt", true], // regular-expression characters are literal
    ["**/a+b(c).txt", "x/aab(c).txt", false],
  ])("%s matches %s: %s", (glob, path, expected) => {
    expect(compileGlobs([glob]).test(path)).toBe(expected);
  });

  it("combines globs into one expression", () => {
    const globs = compileGlobs(["**/go.mod", "**/*.proto"]);
    expect(["go.mod", "api/v1/user.proto"].every((path) => globs.test(path))).toBe(true);
    expect(globs.test("go.modx")).toBe(false);
  });

  it("refuses an unclosed brace", () => {
    expect(() => compileGlobs(["**/*.{ts,js"])).toThrow(/unclosed/);
  });
});

describe("path words", () => {
  it.each([
    ["src/OAuthClient.ts", " src o auth client ts "],
    ["app/controllers/sessions_controller.rb", " app controllers sessions controller rb "],
    ["src/components/SignInButton.tsx", " src components sign in button tsx "],
    ["lib/XMLHttpRequest.js", " lib xml http request js "],
    ["pkg/2fa/totp-v2.go", " pkg 2fa totp v2 go "],
  ])("%s reads %j", (path, words) => {
    expect(pathWords(path)).toBe(words);
  });
});

describe("the glob index", () => {
  const index = new GlobIndex([["**/migrations/**"], ["**/migrations/*.py"], ["**/package.json"], ["packages/*/index.ts"], ["**/V*__*.sql"]]);
  const lists = (path: string) => {
    const matches = index.match(path);
    return [0, 1, 2, 3, 4].filter((list) => matches.has(list));
  };

  it.each([
    ["app/migrations/0001.py", [0, 1]],
    ["app/migrations/old/0001.py", [0]],
    ["MIGRATIONS/x.PY", [0, 1]],
    ["pac\u212Aage.json", []], // the Kelvin sign is not a k to a non-unicode case-insensitive expression
    ["apps/web/Package.JSON", [2]],
    ["packages/core/index.ts", [3]],
    ["packages/core/src/index.ts", []],
    ["db/V2__add__orders.sql", [4]],
    ["db/V__.sql", [4]],
    ["db/V_.sql", []],
    // `.` does not cross a line terminator: the expressions answer such a path.
    ["migrations/a\nb.py", [1]],
  ] as const)("%j matches lists %j", (path, expected) => {
    expect(lists(path)).toEqual(expected);
  });

  it("refuses a malformed glob when the matcher is built, not when a path first asks", () => {
    expect(() => new SignalMatcher([{ flag: "touches_deps", topic: "broken", paths: ["packages/*/x.{ts,js"] }])).toThrow(/unclosed '\{'/);
  });

  it("refuses to answer for a path after another was matched", () => {
    const first = index.match("a/package.json");
    index.match("b/go.mod");
    expect(() => first.has(2)).toThrow(/after another path was matched/);
  });
});
