/**
 * `gauntlet lane code-review` runs code review alone: its partial's report
 * says what this invocation did with a security-only file (an in-place edit
 * under dist/: not reviewed by this lane, reviewed by security when that
 * lane runs), not that security reviewed it. The gate, after the security
 * job ran, reports it as a full run does: reviewed by security only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_ONLY } from "../../src/review/codeReview/filePolicy.js";
import { NOT_BY_THIS_LANE } from "../../src/review/codeReview/laneAlone.js";
import type { GauntletResult } from "../../src/review/gauntlet/result.js";
import type { MatrixPlan, PartialResult } from "../../src/review/matrix/index.js";
import { BASE_FILES, cleanLanes, gauntletRepo, PLAIN_CHANGE, type Route } from "../support/gauntletHarness.js";
import { httpError, startModelServer, type ModelServer } from "../support/modelServer.js";
import { cliEnv, runCliInProcess } from "../support/reviewHarness.js";
import type { TempRepo } from "../review/support/tempRepo.js";

let server: ModelServer;
let repo: TempRepo;
let out: string;

beforeAll(async () => {
  server = await startModelServer();
  const routes: Record<string, Route> = cleanLanes();
  server.setHandler((request) => {
    const route = routes[String(request.headers["x-gauntlet-node"] ?? "")];
    return route ? route(request) : httpError(418, { message: "unscripted node" });
  });
  // dist/ existed at the base: an edit in place is the security lane's to read (filePolicy.ts SECURITY_ONLY).
  repo = gauntletRepo({ ...PLAIN_CHANGE, "dist/bundle.js": "module.exports = 2;\n" }, { ...BASE_FILES, "dist/bundle.js": "module.exports = 1;\n" });
  out = mkdtempSync(join(tmpdir(), "gauntlet-lane-alone-"));
});
afterAll(async () => {
  await server.close();
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

const cli = (argv: string[]) => runCliInProcess(argv, { cwd: repo.dir, env: cliEnv(server) });

describe("gauntlet lane code-review, alone", () => {
  it("reports the security-only file as not reviewed by this lane; the gate, after the security job, as reviewed by security only", async () => {
    const matrixFile = join(out, "matrix.json");
    const planned = await cli(["plan", "--base", "HEAD~1", "--matrix", matrixFile]);
    expect(planned.code, planned.stderr).toBe(0);
    const matrix = JSON.parse(readFileSync(matrixFile, "utf8")) as MatrixPlan;
    expect(matrix.include.map((job) => job.lane)).toEqual(["code-review", "security"]);

    const partials = join(out, "partials");
    const codeReview = await cli(["lane", "code-review", "--matrix", matrixFile, "--out", partials, "--base", "HEAD~1"]);
    expect(codeReview.code, codeReview.stderr).toBe(0);
    const [file] = readdirSync(partials);
    const partial = JSON.parse(readFileSync(join(partials, file!), "utf8")) as PartialResult;
    const report = "report" in partial.outcome ? partial.outcome.report : "";
    expect(report).toMatch(/^- `dist\/bundle\.js` — not reviewed by this lane; reviewed by security when that lane runs: built-in convention/m);
    expect(report).not.toContain("reviewed by security only");
    expect(report).toContain("Review Verdict: PASS");
    // Its structured coverage says the same; the render input keeps the skip as it is, for the gate.
    const verdict = partial.outcome.verdict?.lane === "code-review" ? partial.outcome.verdict : null;
    expect(verdict?.result?.coverage?.skipped).toEqual([expect.objectContaining({ path: "dist/bundle.js", reason: NOT_BY_THIS_LANE })]);
    expect(partial.code_review?.skipped).toEqual([expect.objectContaining({ path: "dist/bundle.js", reason: SECURITY_ONLY })]);

    const security = await cli(["lane", "security", "--matrix", matrixFile, "--out", partials, "--base", "HEAD~1"]);
    expect(security.code, security.stderr).toBe(0);
    const resultFile = join(out, "result.json");
    const gate = await cli(["gate", "--matrix", matrixFile, partials, "--json", resultFile]);
    expect(gate.code, gate.stderr).toBe(0);
    expect(gate.stdout).toMatch(/^- `dist\/bundle\.js` — reviewed by security only: built-in convention/m);
    expect(gate.stdout).not.toContain("not reviewed by this lane");
    const result = JSON.parse(readFileSync(resultFile, "utf8")) as GauntletResult;
    expect(result.verdict).toBe("PASS");
    expect(result.coverage.skipped).toEqual([expect.objectContaining({ path: "dist/bundle.js", reason: SECURITY_ONLY })]);
  });
});
