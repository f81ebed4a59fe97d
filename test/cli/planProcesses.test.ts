/**
 * `gauntlet plan` on a small pull request runs few git processes: every one
 * costs a fork of the CLI and git's own start, more than the question itself.
 * The process that resolves the refs also answers the merge base (no
 * `git merge-base`) and whether the base holds a configuration (no
 * `git cat-file -e`); the signals start while the configuration is read; the
 * manifests' walk reads the head's trees through one process (no `ls-tree`).
 * Counted by git itself (GIT_TRACE, set for the test only: the CLI's git
 * clients use the process's environment).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/main.js";
import { tracedRepo } from "./support/tracedRepo.js";

/** A package whose entry reaches lib/a.js; the change edits it and the README. Git is traced from the change on. */
function smallPullRequest(config?: string) {
  const { repo, scratch, startTracing, spawned } = tracedRepo("gauntlet-planprocs-");
  repo.write("package.json", JSON.stringify({ name: "small", main: "index.js" }));
  repo.write("index.js", 'module.exports = require("./lib/a.js");\n');
  repo.write("lib/a.js", "module.exports = 1;\n");
  repo.write("README.md", "# small\n");
  if (config !== undefined) repo.write(".github/gauntlet.yml", config);
  const base = repo.commit("base");
  repo.git("checkout", "--quiet", "-b", "topic");
  repo.write("lib/a.js", "module.exports = 2;\n");
  repo.write("README.md", "# small, changed\n");
  const head = repo.commit("change");
  repo.git("checkout", "--quiet", "main");
  startTracing();
  let stdout = "";
  let stderr = "";
  const io: CliIo = { cwd: repo.dir, env: process.env, stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) };
  return { repo, base, head, io, json: join(scratch, "plan.json"), spawned, out: () => stdout, err: () => stderr };
}

const subcommand = (command: string) => command.split(" ")[0];

const noToolkit = { version: "0", load: () => Promise.reject(new Error("plan builds no toolkit")) };

describe("plan on a small pull request", () => {
  it("resolves the refs, the merge base and the configuration's absence in one process, and runs at most six in all", async () => {
    const { base, head, io, json, spawned, out, err } = smallPullRequest();
    expect(await runCli(["plan", "--base", base, "--head", "topic", "--json", json], io, noToolkit), err()).toBe(0);
    const signals = JSON.parse(readFileSync(json, "utf8")).signals;
    expect(signals.consumer_surface).toBe(true);
    expect(signals.signal_evidence.consumer_surface).toBe("lib/a.js (path: reachable from the entry points of package.json)");
    expect(out()).toContain(`diff: ${base}...${head}`);
    const commands = spawned();
    expect(commands.filter((c) => subcommand(c) === "rev-parse")).toEqual([
      `rev-parse --show-toplevel --revs-only --end-of-options 'HEAD^{commit}' 'topic^{commit}' '${base}^{commit}' '${base}^{commit}...topic^{commit}' '${base}^{commit}:.github/gauntlet.yml'`,
    ]);
    expect(commands.filter((c) => ["merge-base", "cat-file -e"].some((asked) => c.startsWith(asked)))).toEqual([]);
    // The manifests' walk: the head's trees through one process, no listing of the whole tree.
    expect(commands.filter((c) => c.startsWith("cat-file --batch") || c.startsWith("ls-tree"))).toEqual(["cat-file --batch-command"]);
    expect(commands.length, commands.join("\n")).toBeLessThanOrEqual(6);
  });

  it("reads a configuration the base has, and what it says decides the lanes", async () => {
    const { io, json, spawned, out, err } = smallPullRequest("lanes: [security]\n");
    expect(await runCli(["plan", "--base", "main", "--head", "topic", "--json", json], io, noToolkit), err()).toBe(0);
    expect(out()).toMatch(/✓ security \(security-reviewer\): forced/);
    expect(spawned().filter((c) => c.startsWith("cat-file -e") || c.startsWith("cat-file blob"))).toHaveLength(2);
    expect(spawned().filter((c) => c.startsWith("merge-base"))).toEqual([]);
  });

  it("a base that names no commit is asked alone, and the message names it", async () => {
    const { io, json, err } = smallPullRequest();
    expect(await runCli(["plan", "--base", "no-such-branch", "--json", json], io, noToolkit)).toBe(2);
    expect(err()).toBe(`--base no-such-branch: not a commit in ${io.cwd}; check the name, or fetch it first (git fetch origin no-such-branch)\n`);
  });
});
