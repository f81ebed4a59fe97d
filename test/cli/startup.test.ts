/**
 * The CLI builds its toolkit (engine, model client, scripts) only for the
 * commands that use it: `version`, `help` and `plan` never pay for it, nor
 * for the review's own parts (the state schema, the engine, the code map).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/main.js";
import type { LazyToolkit } from "../../src/cli/toolkit.js";
import { TempRepo } from "../review/support/tempRepo.js";
import { removeTempDirs, tempWorkspace } from "../support/reviewHarness.js";

afterEach(removeTempDirs);

function quietIo(cwd: string): CliIo & { out: () => string; err: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: {},
    cwd,
    out: () => stdout,
    err: () => stderr,
  };
}

/** A toolkit that counts how often it is built, and cannot be used. */
function countingToolkit(): LazyToolkit & { loads: number } {
  const kit = {
    version: "9.9.9",
    loads: 0,
    load: async () => {
      kit.loads += 1;
      throw new Error("the toolkit was loaded");
    },
  };
  return kit;
}

describe("start-up: the toolkit loads only where a command needs it", () => {
  it("version prints without building the toolkit", async () => {
    const kit = countingToolkit();
    const io = quietIo(tempWorkspace({}));
    expect(await runCli(["version"], io, kit)).toBe(0);
    expect(io.out()).toBe("9.9.9\n");
    expect(kit.loads).toBe(0);
  });

  it("plan reads the diff without building the toolkit", async () => {
    const repo = TempRepo.create();
    onTestFinished(() => repo.cleanup());
    repo.write("a.ts", "export const a = 1;\n");
    repo.commit("base");
    repo.write("a.ts", "export const a = 2;\n");
    repo.commit("change");
    const kit = countingToolkit();
    const io = quietIo(repo.dir);
    expect(await runCli(["plan", "--base", "HEAD~1"], io, kit), io.err()).toBe(0);
    expect(io.out()).toContain("signals: 1 file");
    expect(kit.loads).toBe(0);
  });

  it("validate builds it once, and a failure to build it says the installation is broken", async () => {
    const kit = countingToolkit();
    const io = quietIo(tempWorkspace({}));
    expect(await runCli(["validate"], io, kit)).toBe(1);
    expect(kit.loads).toBe(1);
    expect(io.err()).toBe(
      "gauntlet: cannot load the shipped graphs and scripts (the toolkit was loaded); the installation is incomplete: rebuild it (npm run build) or reinstall it\n",
    );
  });
});

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * What evaluating `entry` evaluates: its static imports, followed. `import type` is erased; with verbatimModuleSyntax
 * any other import stays, even of types only. Dynamic `import()` loads later, where a command needs it.
 */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.startsWith("package:")) return;
    const text = readFileSync(file, "utf8");
    for (const [, kind, spec] of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?"([^"]+)";/gms)) {
      if (kind) continue;
      if (!spec!.startsWith(".")) {
        visit(`package:${spec!.startsWith("@") ? spec!.split("/").slice(0, 2).join("/") : spec!.split("/")[0]}`);
        continue;
      }
      const target = resolve(dirname(file), spec!.replace(/\.js$/, ".ts"));
      if (existsSync(target)) visit(target);
    }
  };
  visit(resolve(ROOT, entry));
  return new Set([...seen].map((file) => (file.startsWith("package:") ? file : relative(ROOT, file))));
}

describe("start-up: plan evaluates only what plan uses", () => {
  const loaded = staticClosure("src/cli/commands/plan.ts");

  it("reads the diff, the rules and the lane table", () => {
    for (const module of ["src/review/signals/compute.ts", "src/review/git/diffReader.ts", "src/review/signals/rules.ts", "src/review/gauntlet/selection.ts"]) {
      expect(loaded).toContain(module);
    }
  });

  it("loads no schema library, model client, engine, lockfile parser or code map", () => {
    const heavy = [...loaded].filter(
      (module) =>
        ["package:zod", "package:ajv", "package:yaml", "package:openai", "package:web-tree-sitter", "package:p-limit"].includes(module) ||
        /^src\/(?:engine\/index|review\/(?:context|lockfiles|matrix)\/|review\/gauntlet\/(?:state|stateSchema|intake)\.ts|llm\/redact)/.test(module),
    );
    expect(heavy).toEqual([]);
  });

  it("finds them where they are loaded (the check can fail)", () => {
    const review = staticClosure("src/review/gauntlet/intake.ts");
    expect(review).toContain("package:zod");
    expect(review).toContain("src/review/gauntlet/stateSchema.ts");
  });
});
