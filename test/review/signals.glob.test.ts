import { describe, expect, it } from "vitest";
import { compileGlobs } from "../../src/review/signals/glob.js";
import { pathWords } from "../../src/review/signals/matcher.js";

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
