/**
 * schemas/gauntlet-review.schema.json: the committed contract of the
 * machine-readable result. Real results from the graph are checked against it
 * in every end-to-end run (the harness fails a run whose result does not
 * match); here, a real run's result once more, the fail-closed result of a run
 * that did not finish, and objects the schema must refuse.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { RESULT_SCHEMA, type GauntletResult } from "../../src/review/gauntlet/result.js";
import { blockedResult } from "../../src/review/reviewRun.js";
import {
  AUTH_CHANGE,
  PLAIN_CHANGE,
  REVIEW_CHUNK,
  RESULT_SCHEMA_FILE,
  VERIFY_ONE,
  cleanLanes,
  gauntletRepo,
  resultSchemaErrors,
  startGauntletHarness,
  verifyByReading,
  type GauntletHarness,
} from "../support/gauntletHarness.js";
import { jsonReply, textReply } from "../support/modelServer.js";
import type { TempRepo } from "./support/tempRepo.js";

let h: GauntletHarness;
let repo: TempRepo;
let passed: GauntletResult;
let blocked: GauntletResult;

beforeAll(async () => {
  h = await startGauntletHarness();
  repo = gauntletRepo({ ...PLAIN_CHANGE, ...AUTH_CHANGE });
  const sha = (rev: string) => repo.git("rev-parse", rev).trim();
  const facts = { base_sha: sha("HEAD~1"), head_sha: sha("HEAD") };
  h.script(cleanLanes());
  passed = (await h.run(repo.dir, { request: { plan_context: "greet trims" }, facts })).gauntlet;
  h.script({
    ...cleanLanes(),
    [REVIEW_CHUNK]: () =>
      jsonReply({
        summary: "s",
        findings: [
          {
            severity: "🔴 CRITICAL",
            path: "src/greet.ts",
            start_line: 2,
            end_line: 2,
            title: "Null name",
            claim: "greet calls name.trim() on a possibly null name.",
            suggestion: "Guard.",
          },
          {
            severity: "💡 NITPICK",
            path: "src/greet.ts",
            start_line: 3,
            end_line: 3,
            title: "Template",
            claim: "Use a template literal.",
            suggestion: "`hello ${trimmed}`",
          },
        ],
      }),
    [VERIFY_ONE]: verifyByReading("src/greet.ts", 2),
    "security-reviewer/review": () =>
      textReply("🟠 Long session — src/auth/session.ts:2 — config → ttl — shorten it\n\nSECURITY_REVIEW: FAIL\nPosture: standard — sessions"),
  });
  blocked = (await h.run(repo.dir, { request: { plan_context: "greet trims" }, facts })).gauntlet;
});

afterAll(async () => {
  await h.close();
  repo.cleanup();
});

describe("the committed schema", () => {
  test("is itself valid draft 2020-12, under ajv's strict mode", () => {
    const schema = JSON.parse(readFileSync(RESULT_SCHEMA_FILE, "utf8")) as { $schema: string };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const ajv = new Ajv2020({ strict: true });
    expect(ajv.validateSchema(schema)).toBe(true);
  });

  test("accepts a real passing result, with SHAs, usage and per-lane facts", () => {
    expect(resultSchemaErrors(passed)).toBeNull();
    expect(passed).toMatchObject({ schema: RESULT_SCHEMA, verdict: "PASS", base_sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  test("accepts a real blocked result with findings from two lanes", () => {
    expect(resultSchemaErrors(blocked)).toBeNull();
    expect(blocked.verdict).toBe("BLOCKED");
    expect(blocked.findings.map((f) => [f.lane, f.id, f.verdict])).toEqual([
      ["code-review", "F1", "VERIFIED"],
      ["code-review", "F2", "UNCHECKED"],
      ["security", "S1", "UNCHECKED"],
    ]);
  });

  test("accepts the fail-closed result of a review that did not finish", () => {
    const result = blockedResult({ diffSpec: "main...HEAD", baseSha: "a".repeat(40) }, "the review did not finish: run timeout");
    expect(resultSchemaErrors(result)).toBeNull();
  });
});

describe("objects the schema refuses", () => {
  const mutate = (base: GauntletResult, change: (copy: Record<string, unknown> & GauntletResult) => void): unknown => {
    const copy = structuredClone(base) as Record<string, unknown> & GauntletResult;
    change(copy);
    return copy;
  };

  test.each<[string, (r: Record<string, unknown> & GauntletResult) => void]>([
    ["another schema version", (r) => (r.schema = "gauntlet.review/1" as never)],
    ["a verdict other than PASS or BLOCKED", (r) => (r.verdict = "MAYBE" as never)],
    ["a PASS that still lists reasons", (r) => ((r.verdict = "PASS"), (r.reasons = ["security: FAIL"]))],
    ["a PASS with a lane that blocks", (r) => ((r.verdict = "PASS"), (r.reasons = []))],
    ["a BLOCKED with no reason", (r) => (r.reasons = [])],
    ["a missing lane usage", (r) => delete (r.lanes[0] as Partial<GauntletResult["lanes"][number]>).usage],
    ["a faulted lane that does not block", (r) => ((r.lanes[0]!.state = "faulted"), (r.lanes[0]!.blocks = false), (r.lanes[0]!.reasons = []))],
    ["a skipped lane with attempts", (r) => (r.lanes[3]!.attempts = 1)],
    ["an unknown lane", (r) => (r.lanes[0]!.name = "lint" as never)],
    ["a finding without evidence", (r) => delete (r.findings[0] as Partial<GauntletResult["findings"][number]>).evidence],
    ["a finding at line 0", (r) => (r.findings[0]!.start_line = 0)],
    ["a finding with an invented verdict", (r) => (r.findings[0]!.verdict = "PROBABLY" as never)],
    ["a SHA that is not hex", (r) => (r.head_sha = "main")],
    ["negative tokens", (r) => (r.usage.prompt_tokens = -1)],
    ["an unknown top-level key", (r) => (r.extra = true)],
    ["coverage without its lists", (r) => delete (r.coverage as Partial<GauntletResult["coverage"]>).not_reviewed],
  ])("%s", (_name, change) => {
    expect(resultSchemaErrors(blocked)).toBeNull();
    expect(resultSchemaErrors(mutate(blocked, change))).not.toBeNull();
  });

  test("a PASS with no completed lane", () => {
    const none = mutate(passed, (r) => {
      for (const l of r.lanes) Object.assign(l, { state: "skipped", attempts: 0, verdict: null });
    });
    expect(resultSchemaErrors(none)).not.toBeNull();
  });
});
