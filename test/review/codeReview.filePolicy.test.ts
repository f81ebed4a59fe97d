/**
 * Who decides a skip: only the base configuration and fixed rules the pull
 * request cannot influence. Every case names the file's status, since the
 * built-in conventions apply only to a file that already sat at its path.
 */
import { describe, expect, it } from "vitest";
import { createWithheldMatcher } from "../../src/llm/tools/secretFiles.js";
import { planChunks } from "../../src/review/codeReview/chunks.js";
import { reviewFilePolicy, skipDecision, type BasePathRules } from "../../src/review/codeReview/filePolicy.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";
import { parseConfig } from "../../src/review/config.js";

const file = (path: string, status = "modified", extra: Partial<FileDiff> = {}): FileDiff => ({
  path,
  status,
  binary: false,
  additions: 1,
  deletions: 0,
  patch: `diff --git a/${path} b/${path}\n@@ -1,1 +1,2 @@\n line\n+added\n`,
  ...extra,
});

const policy = (paths: BasePathRules = {}, denylist: string[] = []) => reviewFilePolicy({ withheld: createWithheldMatcher(denylist), paths });
const decide = (f: FileDiff, p = policy()) => skipDecision(f, p);

describe("the base configuration's path rules", () => {
  it("skips ignored, generated and vendored paths with the rule and its source", () => {
    const config = parseConfig("paths:\n  ignore: ['docs/generated/**']\n  generated: ['src/api/*.gen.ts']\n  vendored: ['lib/ext/**']\n", "gauntlet.yml");
    const plan = planChunks([file("src/a.ts"), file("docs/generated/api.md"), file("src/api/client.gen.ts", "added"), file("lib/ext/x.js", "added")], {
      chunkTokens: 24_000,
      maxChunks: 20,
      policy: policy(config.paths),
    });
    expect(plan.chunks.flatMap((c) => c.paths)).toEqual(["src/a.ts"]);
    expect(plan.skipped).toEqual([
      { path: "docs/generated/api.md", reason: "ignored by configuration", source: 'base configuration paths.ignore ("docs/generated/**")' },
      { path: "src/api/client.gen.ts", reason: "generated", source: 'base configuration paths.generated ("src/api/*.gen.ts")' },
      { path: "lib/ext/x.js", reason: "vendored", source: 'base configuration paths.vendored ("lib/ext/**")' },
    ]);
  });

  it("rejects a malformed rule with the field named", () => {
    expect(() => parseConfig("paths:\n  ignore: 3\n", "gauntlet.yml")).toThrow(/gauntlet\.yml: paths\.ignore/);
    expect(() => parseConfig("paths:\n  generated: [1]\n", "gauntlet.yml")).toThrow(/gauntlet\.yml: paths\.generated/);
  });
});

describe("built-in conventions apply only to a file that existed at the base", () => {
  it.each(["dist/index.js", "build/out.js", "vendor/lib.go", "third_party/x.c", "web/app.min.js", "src/__generated__/types.ts"])(
    "%s is reviewed when the pull request adds it or moves it there",
    (path) => {
      expect(decide(file(path, "added"))).toBeUndefined();
      expect(decide(file(path, "renamed", { oldPath: "src/evil.js" }))).toBeUndefined();
      expect(decide(file(path, "copied", { oldPath: "src/evil.js" }))).toBeUndefined();
    },
  );

  it("sends a modification of a file the base already had there to the security lane only, saying so", () => {
    expect(decide(file("dist/index.js"))).toEqual({ reason: "reviewed by security only", source: 'built-in convention; existed at the base ("**/dist/**")' });
    expect(decide(file("vendor/lib.go"))).toEqual({ reason: "reviewed by security only", source: 'built-in convention; existed at the base ("**/vendor/**")' });
    expect(decide(file(".yarn/releases/yarn-4.1.0.cjs"))).toMatchObject({ reason: "reviewed by security only" });
    expect(decide(file("dist/index.js", "deleted"))).toMatchObject({ reason: "reviewed by security only" });
  });

  it("at posture hardened, code review reads them too", () => {
    const hardened = reviewFilePolicy({ withheld: createWithheldMatcher([]), readsSecurityOnly: true });
    expect(decide(file("dist/index.js"), hardened)).toBeUndefined();
    expect(decide(file("src/api.ts", "modified", { baseMarker: "@generated" }), hardened)).toBeUndefined();
  });

  it.each(["src/Model.Generated.cs", "src/Model.GENERATED.ts", "obj/Form.autogen.cs", "Api/Client.g.cs", "api/v1/service.Swagger.JSON"])(
    "%s matches its convention whatever the case",
    (path) => {
      expect(decide(file(path))).toMatchObject({
        reason: "reviewed by security only",
        source: expect.stringMatching(/^built-in convention; existed at the base/),
      });
    },
  );

  it("the base configuration's own rules stay plain skips", () => {
    expect(decide(file("dist/index.js"), policy({ generated: ["dist/**"] }))).toEqual({
      reason: "generated",
      source: 'base configuration paths.generated ("dist/**")',
    });
  });
});

const added = (path: string, ...lines: string[]) =>
  file(path, "added", {
    patch: `diff --git a/${path} b/${path}\nnew file mode 100644\n@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join("\n")}\n`,
  });

describe("generated-file markers", () => {
  it("a marker at the base sends the edited file to the security lane only", () => {
    expect(decide(file("src/evil.ts"))).toBeUndefined();
    expect(decide(file("src/api.ts", "modified", { baseMarker: "@generated" }))).toEqual({
      reason: "reviewed by security only",
      source: 'built-in convention; existed at the base (generator header "@generated")',
    });
    // A rename carries no base marker at its new path.
    expect(decide(file("src/api.ts", "renamed", { oldPath: "gen/api.ts", baseMarker: "@generated" }))).toBeUndefined();
  });

  it.each([
    ["go-swagger", "// Code generated by go-swagger; DO NOT EDIT."],
    ["go generate", "// Code generated by stringer -type=Pill; DO NOT EDIT."],
    ["sqlc (Python)", "# Code generated by sqlc. DO NOT EDIT."],
    ["@generated", "// @generated by protoc-gen-es v1.0"],
    ["@generated in a block comment", "/* @generated */"],
    [".NET", "// <auto-generated />"],
    [".NET, XML", "<!-- <auto-generated> -->"],
    ["protoc", "# Generated by the protocol buffer compiler.  DO NOT EDIT!"],
    ["OpenAPI Generator", " * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech)."],
    ["swagger-codegen", " * NOTE: This class is auto generated by the swagger code generator program."],
    ["Apollo", "// This file was automatically generated and should not be edited."],
    ["after a UTF-8 BOM", "\uFEFF// Code generated by protoc-gen-go. DO NOT EDIT."],
  ])("a file added with a %s header goes to the security lane only", (_name, header) => {
    expect(decide(added("pkg/client/x.go", header, "package client"))).toEqual({
      reason: "reviewed by security only",
      source: `generated, by its own header (${JSON.stringify(
        header
          .replace(/^\uFEFF/, "")
          .trim()
          .slice(0, 80),
      )})`,
    });
  });

  it.each([
    ["a bare DO NOT EDIT", "; DO NOT EDIT THIS FILE IN ECMANGEN.EXE"],
    ["DO NOT EDIT without Go's form", "// DO NOT EDIT"],
    ["Go's words, not its line", "// Code generated. DO NOT EDIT."],
    ["Go's words, text after", "// Code generated by x. DO NOT EDIT. (really)"],
    ["a mention of generated ids", "// ids are auto-generated by the database"],
    ["a marker after line 12", ...Array.from({ length: 12 }, () => "x"), "// Code generated by x. DO NOT EDIT."],
  ])("%s is no marker: the added file is reviewed", (_name, ...lines) => {
    expect(decide(added("src/manifest.ts", ...lines))).toBeUndefined();
  });
});

describe("secret files and secret-shaped names", () => {
  it.each(["credentials.ts", "src/secrets/credentials.py", ".env.js", "config/id_rsa_loader.go", "aws/credentials.rb"])("%s is source: reviewed", (path) => {
    expect(decide(file(path, "added"))).toBeUndefined();
  });

  it.each([
    ".env",
    ".env.production",
    "deploy/prod.env",
    "certs/server.pem",
    "tls.key",
    "id_rsa",
    "id_ed25519.pub",
    ".npmrc",
    "credentials",
    "credentials.json",
    "infra/terraform.tfstate",
  ])("%s is withheld by the default secret-file rule", (path) => {
    expect(decide(file(path, "added"))).toMatchObject({ reason: "withheld (sensitive)", source: expect.stringMatching(/^default secret files/) });
  });

  it("the base configuration's denylist adds to the default and may withhold any file", () => {
    const p = policy({}, ["config/**/secrets.yml", "src/keys.ts"]);
    expect(decide(file("config/prod/secrets.yml"), p)).toMatchObject({
      reason: "withheld (sensitive)",
      source: expect.stringMatching(/^base configuration denylist/),
    });
    expect(decide(file("src/keys.ts"), p)).toMatchObject({ reason: "withheld (sensitive)" });
    expect(decide(file(".env"), p)).toMatchObject({ reason: "withheld (sensitive)", source: expect.stringMatching(/^default secret files/) });
  });
});

describe("lockfiles, binaries and documentation", () => {
  it("skips only the lockfiles the security lane checks; others are reviewed as text", () => {
    for (const path of [
      "package-lock.json",
      "web/yarn.lock",
      "pnpm-lock.yaml",
      "npm-shrinkwrap.json",
      "Cargo.lock",
      "go.sum",
      "py/Pipfile.lock",
      "Gemfile.lock",
    ]) {
      expect(decide(file(path, "added"))).toMatchObject({ reason: "lockfile", source: expect.stringMatching(/security lane/) });
    }
    for (const path of ["poetry.lock", "uv.lock", "composer.lock", "bun.lock", "Cargo.toml", "go.mod"]) {
      expect(decide(file(path))).toBeUndefined();
    }
  });

  it("skips a binary file as binary by content", () => {
    expect(decide(file("img/logo.png", "added", { binary: true }))).toMatchObject({ reason: "binary", source: expect.stringMatching(/^content/) });
  });

  it("shows a deleted file to the reviewer as one line, and code under docs/ as code", () => {
    const plan = planChunks([file("src/guard.ts", "deleted", { additions: 0, deletions: 40 }), file("docs/handler.ts", "added")], {
      chunkTokens: 24_000,
      maxChunks: 20,
      policy: policy(),
    });
    expect(plan.skipped).toEqual([]);
    expect(plan.chunks[0]!.paths).toEqual(["src/guard.ts", "docs/handler.ts"]);
    expect(plan.chunks[0]!.diff).toContain("### src/guard.ts — deleted, +0 −40 (deleted: its content is at the base)");
  });

  it("lists a file whose text is too large to read as over budget, never as skipped", () => {
    const plan = planChunks([file("src/huge.js", "added", { tooLarge: true })], { chunkTokens: 24_000, maxChunks: 20, policy: policy() });
    expect(plan.overBudget).toEqual([{ path: "src/huge.js", reason: "over budget", budget: { kind: "read_limit", limit_bytes: 2 * 1024 * 1024 } }]);
  });
});

describe("path rules: the first matching glob, found through one combined expression", () => {
  const globs = ["docs/**", "*.md", "src/{gen,out}/**", "!(keep)/*.txt", "exact/path.ts", "**/*.min.js", "a[b]c/*.ts", "weird(1).ts"];
  const paths = [
    "docs/a.md",
    "README.md",
    "src/gen/x.ts",
    "src/out/y/z.ts",
    "src/in/x.ts",
    "other/n.txt",
    "keep/n.txt",
    "exact/path.ts",
    "x/y.min.js",
    "abc/q.ts",
    "a[b]c/q.ts",
    "weird(1).ts",
    ".hidden/docs/a",
    "docs/.env",
  ];
  it("names the same glob as trying each glob in turn with picomatch", async () => {
    const picomatch = (await import("picomatch")).default;
    const rules = reviewFilePolicy({ withheld: () => undefined, paths: { ignore: globs } });
    for (const path of paths) {
      const expected = globs.find((glob) => picomatch(glob, { dot: true })(path));
      expect(rules.ignored(path), path).toBe(expected);
    }
    expect(paths.filter((path) => rules.ignored(path) !== undefined).length).toBeGreaterThan(6);
  });
});
