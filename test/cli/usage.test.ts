import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { VERSION } from "../../src/version.js";
import { removeTempDirs, runCliInProcess, tempWorkspace } from "../support/reviewHarness.js";

afterEach(removeTempDirs);

describe("CLI usage errors: exit 2, one line that names the place and says what to do", () => {
  it("graph: an unknown name lists the shipped graphs", async () => {
    const cli = await runCliInProcess(["graph", "nosuch"], { cwd: tempWorkspace({}) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/no graph file nosuch and no shipped graph of that name \(shipped: .*review-gauntlet/);
  });

  it("validate: a missing file is a usage error, not an invalid graph", async () => {
    const cli = await runCliInProcess(["validate", "nope.yaml"], { cwd: tempWorkspace({}) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain("no such file");
  });

  it("validate: a bad graph exits 1 with file:node:field lines", async () => {
    const dir = tempWorkspace({ "bad.yaml": 'name: bad\nversion: "1.0"\nstart: a\nnodes:\n  a: {id: a, type: nope}\n' });
    const cli = await runCliInProcess(["validate", "bad.yaml"], { cwd: dir });
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain('bad.yaml:a:type: unknown node type "nope"');
  });

  it("an unknown flag names itself", async () => {
    const cli = await runCliInProcess(["plan", "--bogus"], { cwd: tempWorkspace({}) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain("--bogus");
    expect(cli.stderr).not.toMatch(/\n\s+at /);
  });

  it("--help on a command prints the usage", async () => {
    const cli = await runCliInProcess(["review", "--help"], { cwd: tempWorkspace({}) });
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain("usage: gauntlet <command>");
  });

  it("version matches package.json", async () => {
    const cli = await runCliInProcess(["version"], { cwd: tempWorkspace({}) });
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(cli.stdout.trim()).toBe(VERSION);
    expect(VERSION).toBe(pkg.version);
  });
});
