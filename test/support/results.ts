/**
 * Builders for gauntlet.review/1 results (src/review/gauntlet/result.ts) and
 * the committed JSON Schema they must satisfy. The defaults describe a clean,
 * completed lane and a verified 🔴 code-review finding at src/greet.ts:2; a
 * test states what it is about as overrides.
 *
 *   const r = gauntletResult([laneSummary("code-review", { blocks: true, reasons: [why] }), laneSummary("adversary")], [resultFinding("F1")]);
 *   expectValidResult(r);
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { expect } from "vitest";
import { fingerprintOf, legacyFingerprintOf } from "../../src/review/fingerprint.js";
import { lineHashes } from "../../src/review/lineHash.js";
import type { LaneName } from "../../src/review/gauntlet/lanes.js";
import { RESULT_SCHEMA, type GauntletResult, type LaneSummary, type ResultFinding, type UsageSummary } from "../../src/review/gauntlet/result.js";

// ---------- the schema ----------

export const RESULT_SCHEMA_FILE = fileURLToPath(new URL("../../schemas/gauntlet-review.schema.json", import.meta.url));

let resultValidator: ValidateFunction | undefined;

/** The committed JSON Schema of gauntlet.review/1, compiled with ajv (strict mode: the schema itself is checked too). */
export function resultSchemaValidator(): ValidateFunction {
  resultValidator ??= new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(readFileSync(RESULT_SCHEMA_FILE, "utf8")) as object);
  return resultValidator;
}

/** The schema's complaints about `value`, or null when it is valid. */
export function resultSchemaErrors(value: unknown): string[] | null {
  const validate = resultSchemaValidator();
  return validate(value) ? null : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

/** Fails the test with the schema's complaints when `result` breaks the committed contract. */
export function expectValidResult(result: GauntletResult): void {
  expect(resultSchemaErrors(result) ?? []).toEqual([]);
}

// ---------- builders ----------

/** A 40-hex-digit SHA of one repeated digit. */
export const sha = (digit: string): string => digit.repeat(40);
export const BASE_SHA = sha("1");
export const HEAD_SHA = sha("2");

/** A fingerprint-shaped constant, for findings whose cited text the test does not care about. */
export const FINGERPRINT = "0123456789abcdef01234567";

/** Nothing spent (a fresh object each call). */
export const zeroUsage = (): UsageSummary => ({ prompt_tokens: 0, completion_tokens: 0, calls: 0, cost_usd: null });

/** A lane that completed without blocking: PASS, or CONFORMS for the adversary. */
export function laneSummary(name: LaneName, overrides: Partial<LaneSummary> = {}): LaneSummary {
  return {
    name,
    state: "completed",
    verdict: name === "adversary" ? "CONFORMS" : "PASS",
    blocks: false,
    reasons: [],
    selection: "floor",
    attempts: 1,
    duration_ms: 1,
    usage: zeroUsage(),
    dismissible: false,
    ...overrides,
  };
}

/** A lane that did not run: no verdict, no attempt. */
export function skippedLane(name: LaneName, overrides: Partial<LaneSummary> = {}): LaneSummary {
  return laneSummary(name, { state: "skipped", verdict: null, attempts: 0, duration_ms: 0, ...overrides });
}

/**
 * A VERIFIED finding, by default a code-review 🔴 CRITICAL at src/greet.ts:2.
 * It blocks when it is a code-review 🔴, unless `overrides` says otherwise.
 * With `citedLines` its fingerprint is computed from them (as the verdict gate
 * does, from the final lane, path, severity and range) and the range ends at
 * the last of them; without, it is the constant FINGERPRINT.
 */
export function resultFinding(id: string, overrides: Partial<ResultFinding> = {}, citedLines?: string[]): ResultFinding {
  const lane = overrides.lane ?? "code-review";
  const severity = overrides.severity ?? "🔴 CRITICAL";
  const path = overrides.path ?? "src/greet.ts";
  const start_line = overrides.start_line ?? 2;
  const end_line = overrides.end_line ?? start_line + (citedLines?.length ?? 1) - 1;
  return {
    id,
    lane,
    severity,
    path,
    start_line,
    end_line,
    title: `title of ${id}`,
    claim: `claim of ${id}`,
    verdict: "VERIFIED",
    evidence: "src/greet.ts:2:   const trimmed = name.trim();",
    note: "",
    // The cited lines stand for the file from the cited place on: their first line's hash is the place.
    ...(citedLines
      ? {
          fingerprint: fingerprintOf({ lane, path, severity, start_line, end_line }, citedLines, lineHashes(citedLines, true)[0] ?? ""),
          fingerprint_v1: legacyFingerprintOf({ lane, path, severity, start_line, end_line }, citedLines),
        }
      : { fingerprint: FINGERPRINT }),
    blocking: lane === "code-review" && severity.startsWith("🔴"),
    ...overrides,
  };
}

/**
 * A result of BASE_SHA...HEAD_SHA whose reasons are its lanes' reasons plus
 * `extra.reasons` (run-level ones: faults, lanes given up on), and whose
 * verdict follows from them. Everything else in `extra` replaces the default.
 */
export function gauntletResult(lanes: LaneSummary[], findings: ResultFinding[], extra: Partial<GauntletResult> = {}): GauntletResult {
  const reasons = [...lanes.flatMap((l) => l.reasons), ...(extra.reasons ?? [])];
  return {
    schema: RESULT_SCHEMA,
    base_sha: BASE_SHA,
    head_sha: HEAD_SHA,
    diff_spec: `${BASE_SHA}...${HEAD_SHA}`,
    coverage: { complete: true, not_reviewed: [], skipped: [] },
    incomplete: [],
    faults: [],
    usage: zeroUsage(),
    ...extra,
    lanes,
    findings,
    reasons,
    verdict: reasons.length > 0 ? "BLOCKED" : "PASS",
  };
}
