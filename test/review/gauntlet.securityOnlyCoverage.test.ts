/**
 * What result.json's coverage says of a security-only file (a built-in
 * convention's file edited in place: dist/ existed at the base) beside a file
 * over budget (one line longer than a chunk): "reviewed by security only"
 * only when the security lane completed; when it gave no verdict, nobody
 * reviewed the file, and coverage names that instead. The over-budget file
 * keeps its own reason either way.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SECURITY_DID_NOT_FINISH } from "../../src/review/codeReview/laneAlone.js";
import { SECURITY_ONLY } from "../../src/review/codeReview/filePolicy.js";
import { httpError } from "../support/modelServer.js";
import { BASE_FILES, PLAIN_CHANGE, SECURITY, cleanLanes, gauntletRepo, lane, useGauntletSuite } from "../support/gauntletHarness.js";
import type { TempRepo } from "./support/tempRepo.js";

const { h } = useGauntletSuite();
let repo: TempRepo;

beforeAll(() => {
  const change = { ...PLAIN_CHANGE, "dist/bundle.js": "module.exports = 2;\n", "src/blob.ts": `export const BLOB = "${"x".repeat(120_000)}";\n` };
  repo = gauntletRepo(change, { ...BASE_FILES, "dist/bundle.js": "module.exports = 1;\n" });
});
afterAll(() => repo.cleanup());

describe("coverage.skipped names what became of a security-only file", () => {
  test("the security lane completed: reviewed by security only; the long file is over budget", async () => {
    h.script(cleanLanes());
    const run = await h.run(repo.dir, { request: {} });

    expect(lane(run.gauntlet, "security").state).toBe("completed");
    expect(run.gauntlet.coverage.skipped).toEqual([expect.objectContaining({ path: "dist/bundle.js", reason: SECURITY_ONLY })]);
    expect(run.gauntlet.coverage.not_reviewed).toEqual([expect.objectContaining({ path: "src/blob.ts", reason: "over budget" })]);
  });

  test("the security lane gave no verdict (a 400): the file is named as not reviewed, not as reviewed by security", async () => {
    h.script({ ...cleanLanes(), [SECURITY]: () => httpError(400, { message: "the model rejected the request" }) });
    const run = await h.run(repo.dir, { request: {} });

    expect(run.gauntlet.verdict).toBe("BLOCKED");
    expect(lane(run.gauntlet, "security").state).toBe("degraded");
    expect(run.gauntlet.coverage.skipped).toEqual([expect.objectContaining({ path: "dist/bundle.js", reason: SECURITY_DID_NOT_FINISH })]);
    expect(JSON.stringify(run.gauntlet.coverage)).not.toContain(SECURITY_ONLY);
    expect(run.gauntlet.coverage.not_reviewed).toEqual([expect.objectContaining({ path: "src/blob.ts", reason: "over budget" })]);
  });
});
