/**
 * `gauntlet review --sarif FILE` writes the run's findings as SARIF 2.1.0 for
 * code scanning, next to the report and the exit code it always gives; a file
 * it cannot write is a usage error that names the flag.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Log } from "sarif";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { FINGERPRINT_KEY } from "../../src/review/sarif/index.js";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import { cleanLanes, gauntletRepo, oneVerifiedCritical, PLAIN_CHANGE, type Route } from "../support/gauntletHarness.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { cliEnv, runCliInProcess } from "../support/reviewHarness.js";
import { problemsOf, validateSarif } from "../support/sarifValidator.js";

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

function script(routes: Record<string, Route>): void {
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
}

function changedRepo(): string {
  const repo = gauntletRepo(PLAIN_CHANGE);
  onTestFinished(() => repo.cleanup());
  return repo.dir;
}

describe("gauntlet review --sarif", () => {
  it("writes a valid SARIF file with the run's findings, under the category given", async () => {
    script(oneVerifiedCritical());
    const dir = changedRepo();
    const cli = await runCliInProcess(["review", "--base", "HEAD~1", "--json", "result.json", "--sarif", "out.sarif", "--sarif-category", "gauntlet-strict"], {
      cwd: dir,
      env: cliEnv(server),
    });
    expect(cli.code, cli.stderr).toBe(1);
    const result = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as GauntletResult;
    const log = JSON.parse(readFileSync(join(dir, "out.sarif"), "utf8")) as Log;
    const run = log.runs[0]!;
    expect(run.automationDetails?.id).toBe("gauntlet-strict/");
    expect(run.properties).toMatchObject({ verdict: "BLOCKED" });
    expect(run.results).toHaveLength(1);
    expect(run.results![0]).toMatchObject({
      ruleId: "code-review/critical",
      level: "error",
      locations: [{ physicalLocation: { artifactLocation: { uri: "src/greet.ts", uriBaseId: "%SRCROOT%" }, region: { startLine: 2, endLine: 2 } } }],
      partialFingerprints: { [FINGERPRINT_KEY]: result.findings[0]!.fingerprint },
      properties: { verdict: "VERIFIED", evidence: expect.stringContaining("src/greet.ts:2:") },
    });
    const issues = await validateSarif([join(dir, "out.sarif")]);
    expect(problemsOf(issues.get(join(dir, "out.sarif")))).toEqual([]);
  });

  it("a partial review's warning names each file not reviewed, with why and which budget; the file stays valid", async () => {
    script(cleanLanes());
    const repo = gauntletRepo({ ...PLAIN_CHANGE, "src/blob.ts": `export const BLOB = "${"x".repeat(120_000)}";\n` });
    onTestFinished(() => repo.cleanup());
    const cli = await runCliInProcess(["review", "--base", "HEAD~1", "--sarif", "out.sarif"], { cwd: repo.dir, env: cliEnv(server) });
    // Partial coverage at production blocks.
    expect(cli.code, cli.stderr).toBe(1);
    const file = join(repo.dir, "out.sarif");
    const notes = (JSON.parse(readFileSync(file, "utf8")) as Log).runs[0]!.invocations![0]!.toolExecutionNotifications!;
    expect(notes.filter((n) => n.level === "warning").map((n) => n.message.text)).toEqual([
      expect.stringMatching(
        /^Coverage is partial: 1 file\(s\) were not reviewed: "src\/blob\.ts" \(over budget: a line of \d+ tokens is larger than a chunk \(chunk_tokens 24000\), so it cannot be shown in parts — review it by hand\)\.$/,
      ),
    ]);
    expect(problemsOf((await validateSarif([file])).get(file))).toEqual([]);
  });

  it("names the flag and the path when the file cannot be written", async () => {
    script(cleanLanes());
    const dir = changedRepo();
    const cli = await runCliInProcess(["review", "--base", "HEAD~1", "--sarif", "no/such/folder/out.sarif"], { cwd: dir, env: cliEnv(server) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain("--sarif no/such/folder/out.sarif: cannot write it (ENOENT)");
    expect(cli.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a category without a file, before any work", async () => {
    const before = server.requests.length;
    const cli = await runCliInProcess(["review", "--sarif-category", "x"], { cwd: changedRepo(), env: cliEnv(server) });
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain("--sarif-category names the code-scanning category of a --sarif file; add --sarif FILE");
    expect(server.requests).toHaveLength(before);
  });
});
