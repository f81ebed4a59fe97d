/**
 * What the built CLI loads for each command: dist/cli is one chunk per
 * dynamic import, and a command's start-up costs the chunks it loads. Each
 * file the process loads as a module is logged by module hooks
 * (support/loadLog.mjs); a library is recognised in a chunk by a name only it
 * defines. `version` and `help` load the entry alone, without even the git
 * client; `plan` loads neither the
 * model client, nor the schema library, the YAML parser or the code map's
 * parser, and `validate`, which builds the toolkit, shows that the check sees them.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { TempRepo } from "../review/support/tempRepo.js";

const CLI = fileURLToPath(new URL("../../dist/cli/index.js", import.meta.url));
const HOOKS = pathToFileURL(fileURLToPath(new URL("./support/loadLog.mjs", import.meta.url))).href;
const REGISTER = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(HOOKS)})`;

/** A name each library defines and nothing else in the bundle does. */
const LIBRARIES = { openai: "OpenAIError", zod: "ZodError", yaml: "YAMLParseError", "web-tree-sitter": "web-tree-sitter" } as const;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the built CLI with `args` in `cwd`; resolves with its exit code, the files it loaded (names in dist/cli) and the libraries among them. */
function run(args: string[], cwd: string): Promise<{ code: number; stderr: string; files: string[]; libraries: string[] }> {
  const scratch = mkdtempSync(join(tmpdir(), "gauntlet-e2e-chunks-"));
  dirs.push(scratch);
  const log = join(scratch, "loaded.txt");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", REGISTER, CLI, ...args],
      { cwd, env: { ...process.env, GAUNTLET_LOAD_LOG: log }, timeout: 120_000 },
      (error, _stdout, stderr) => {
        const urls = readFileSync(log, "utf8").split("\n").filter(Boolean);
        const paths = urls.map((url) => fileURLToPath(url));
        const texts = paths.map((path) => readFileSync(path, "utf8"));
        const libraries = Object.entries(LIBRARIES).flatMap(([name, mark]) => (texts.some((text) => text.includes(mark)) ? [name] : []));
        resolve({ code: error ? Number(error.code) : 0, stderr, files: paths.map((path) => basename(path)), libraries });
      },
    );
  });
}

describe("the built CLI loads what the command runs", () => {
  it("every library's mark is in some chunk of the build", () => {
    const dir = join(CLI, "..");
    const texts = readdirSync(dir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(dir, name), "utf8"));
    for (const mark of Object.values(LIBRARIES))
      expect(
        texts.some((text) => text.includes(mark)),
        mark,
      ).toBe(true);
  });

  it("version and help load the entry alone, which holds no git client (the commands that read git load it)", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "gauntlet-e2e-chunks-cwd-"));
    dirs.push(scratch);
    for (const args of [["version"], ["--help"]]) {
      const { code, files } = await run(args, scratch);
      expect(code).toBe(0);
      expect(files).toEqual(["index.js"]);
    }
    // The git client's environment (gitHeadStart.ts): a lane or gate job's head start imports it before its command.
    expect(readFileSync(CLI, "utf8")).not.toContain("GIT_OPTIONAL_LOCKS");
  });

  it("plan loads no model client, schema library, YAML parser or code-map parser", async () => {
    const repo = TempRepo.create("gauntlet-e2e-chunks-repo-");
    dirs.push(repo.dir);
    repo.write("src/a.ts", "export const a = 1;\n");
    const base = repo.commit("base");
    repo.write("src/a.ts", "export const a = 2;\n");
    repo.commit("change");
    const { code, stderr, files, libraries } = await run(["plan", "--base", base, "--json", join(repo.dir, "..", `${basename(repo.dir)}.json`)], repo.dir);
    dirs.push(`${repo.dir}.json`);
    expect(code, stderr).toBe(0);
    expect(files.length).toBeGreaterThan(1);
    expect(libraries).toEqual([]);
  });

  it("validate builds the toolkit, and the check finds the schema library and the YAML parser there", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "gauntlet-e2e-chunks-cwd-"));
    dirs.push(scratch);
    const { code, libraries } = await run(["validate"], scratch);
    expect(code).toBe(0);
    expect(libraries).toEqual(expect.arrayContaining(["zod", "yaml"]));
  });
});
