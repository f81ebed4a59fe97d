/**
 * The plan job's files as the lane and gate jobs read them: a plan and its
 * run record are trusted only when both pass their schemas and agree with
 * each other and with this step's check name. Every other case is a problem
 * that says which file and what is wrong.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readMatrixFiles } from "../../src/github/matrix/matrixFiles.js";
import { RUN_RECORD_SCHEMA, runRecordPath, type RunRecord } from "../../src/github/matrix/runRecord.js";
import type { MatrixPlan } from "../../src/review/matrix/index.js";
import { removeTempDirs, tempDir } from "../support/actionHarness.js";

afterEach(removeTempDirs);

const HEAD = "a".repeat(40);
const BASE = "b".repeat(40);

function plan(): MatrixPlan {
  return {
    schema: "gauntlet.matrix/1",
    include: [
      { lane: "code-review", shard: 1, shards: 2 },
      { lane: "code-review", shard: 2, shards: 2 },
    ],
    keys: { head_sha: HEAD, base_sha: BASE, settings_key: "settings-1", plan_nonce: "17.1" },
    request: {
      diff_spec: `${BASE}...${HEAD}`,
      untracked_files: false,
      plan_context: "",
      rigor: "production",
      security_posture: "standard",
      probe_context: "",
      extra_context: "",
      rules: "",
      verification_commands: [],
      forced_lanes: [],
      untrusted_head: false,
    },
    lane_selection: [{ lane: "code-review", selected: true, reason: "always" }],
    lanes_summary: "code-review",
    shards: { "code-review": 2 },
    budget: { max_tokens: 2_000_000 },
    chunk_plan: { chunks: 5, chunks_per_shard: 4, max_chunks: 20 },
  };
}

function record(): RunRecord {
  return {
    schema: RUN_RECORD_SCHEMA,
    check: { name: "Gauntlet", id: 17, appId: 1, login: "gauntlet[bot]" },
    target: { headSha: HEAD, baseSha: BASE, untrusted: false, lanes: [], forceFull: false, mergeGroup: false },
    config: { path: ".github/gauntlet.yml", text: "rigor: production\n" },
    settings: { rigor: "production", posture: "standard", lanes: ["code-review"] },
    models: { baseUrl: "http://127.0.0.1:1/v1", model: "m" },
    keys: { key: "cache-1", settings: "settings-1" },
    mergeBase: BASE,
    decision: { kind: "full", reason: "no earlier review to build on" },
    timeoutMinutes: 30,
  };
}

function write(planValue: unknown, recordValue: unknown): string {
  const dir = join(tempDir("gauntlet-matrix-files-"), "plan");
  mkdirSync(dir);
  const file = join(dir, "matrix.json");
  if (planValue !== undefined) writeFileSync(file, typeof planValue === "string" ? planValue : JSON.stringify(planValue));
  if (recordValue !== undefined) writeFileSync(runRecordPath(file), JSON.stringify(recordValue));
  return file;
}

describe("readMatrixFiles", () => {
  it("reads a plan and its record that agree", async () => {
    const file = write(plan(), record());
    expect(runRecordPath(file)).toMatch(/plan\/matrix\.run\.json$/);
    expect(await readMatrixFiles(file, "Gauntlet")).toMatchObject({ ok: true, plan: { include: plan().include }, record: { check: { id: 17 } } });
  });

  it("names a missing or unreadable plan file, and a plan that fails gauntlet.matrix/1", async () => {
    expect(await readMatrixFiles(write(undefined, record()), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringMatching(/cannot read the plan file .*matrix\.json \(ENOENT\)/),
    });
    expect(await readMatrixFiles(write("{", record()), "Gauntlet")).toEqual({ ok: false, problem: expect.stringContaining("is not JSON") });
    expect(await readMatrixFiles(write({ ...plan(), extra: 1 }, record()), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringContaining("not a gauntlet.matrix/1 plan"),
    });
  });

  it("names a missing record, and a record that fails its schema (no unknown keys: nothing rides along)", async () => {
    expect(await readMatrixFiles(write(plan(), undefined), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringMatching(/cannot read the run record .*matrix\.run\.json/),
    });
    expect(await readMatrixFiles(write(plan(), { ...record(), token: "ghs_x" }), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringContaining(`is not a ${RUN_RECORD_SCHEMA} record`),
    });
    const badCheck = { ...record(), check: { ...record().check, id: -1 } };
    expect(await readMatrixFiles(write(plan(), badCheck), "Gauntlet")).toMatchObject({ ok: false });
  });

  it("refuses a plan and a record from different plan jobs", async () => {
    const otherHead = { ...record(), target: { ...record().target, headSha: "c".repeat(40) } };
    expect(await readMatrixFiles(write(plan(), otherHead), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringMatching(/the plan file and its run record disagree \(head a{40} ≠ c{40}/),
    });
    const otherCheck = { ...record(), check: { ...record().check, id: 8 } };
    expect(await readMatrixFiles(write(plan(), otherCheck), "Gauntlet")).toEqual({
      ok: false,
      problem: expect.stringContaining("nonce 17.1 is not of the check run 8"),
    });
  });

  it("refuses a plan made for another check name", async () => {
    expect(await readMatrixFiles(write(plan(), record()), "Gauntlet (fast)")).toEqual({
      ok: false,
      problem: 'the plan was made for the check "Gauntlet", and this step\'s check-name is "Gauntlet (fast)": give every job the same check-name',
    });
  });
});
