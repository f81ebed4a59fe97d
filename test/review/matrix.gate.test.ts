/**
 * The matrix gate, with no model: every fault in the partials blocks, naming
 * it — a missing job, a duplicate, an extra partial, another head, base or
 * settings key than the matrix file records, a file that fails its schema,
 * and a shard's own fault — while a complete set passes. Real parts: a temp
 * git repository, the shipped graph, the same verdict gate.
 */
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderCodeReview } from "../../src/review/codeReview/render.js";
import type { CodeReviewRenderInput } from "../../src/review/codeReview/renderInput.js";
import { classifyLane } from "../../src/review/gauntlet/laneState.js";
import type { ReadLaneOutcome } from "../../src/review/gauntlet/laneOutcome.js";
import {
  MAX_PARTIAL_BYTES,
  MAX_PARTIAL_FILES,
  gateMatrix,
  jobBudget,
  parseMatrixPlan,
  parsePartial,
  partialFileName,
  readPartials,
  type FoundPartials,
  type MatrixJob,
  type MatrixPlan,
  type PartialResult,
} from "../../src/review/matrix/index.js";
import { jobsNamedBy } from "../../src/review/matrix/partials.js";
import type { ReviewRequest } from "../../src/review/reviewRun.js";
import { renderLanePictures } from "../../src/review/summary/index.js";
import { GRAPHS_DIR, PLAIN_CHANGE, SECURITY_PASS, gauntletRepo, resultSchemaErrors } from "../support/gauntletHarness.js";
import type { TempRepo } from "./support/tempRepo.js";

let repo: TempRepo;
let keys: MatrixPlan["keys"];
beforeAll(() => {
  repo = gauntletRepo(PLAIN_CHANGE);
  keys = { head_sha: repo.git("rev-parse", "HEAD").trim(), base_sha: repo.git("rev-parse", "HEAD~1").trim(), settings_key: "settings-1", plan_nonce: "plan-1" };
  return () => repo.cleanup();
});
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const JOBS: MatrixJob[] = [
  { lane: "code-review", shard: 1, shards: 2 },
  { lane: "code-review", shard: 2, shards: 2 },
  { lane: "security", shard: 1, shards: 1 },
];

function plan(): MatrixPlan {
  return {
    schema: "gauntlet.matrix/1",
    include: JOBS,
    keys,
    request: {
      diff_spec: `${keys.base_sha}...${keys.head_sha}`,
      untracked_files: false,
      plan_context: "",
      rigor: "production",
      security_posture: "standard",
      probe_context: "",
      extra_context: "",
      rules: "",
      verification_commands: [],
      forced_lanes: ["security"],
      untrusted_head: false,
    },
    lane_selection: [
      { lane: "code-review", selected: true, reason: "always runs" },
      { lane: "adversary", selected: false, reason: "not selected" },
      { lane: "security", selected: true, reason: "forced" },
      { lane: "probe", selected: false, reason: "not selected" },
    ],
    lanes_summary: "- code-review: selected — always runs",
    shards: { "code-review": 2, security: 1 },
    chunk_plan: { chunks: 2, chunks_per_shard: 4, max_chunks: 20 },
    budget: { max_tokens: 1000 },
  };
}

function request(): ReviewRequest {
  return {
    workspaceRoot: repo.dir,
    graphsDir: GRAPHS_DIR,
    diffSpec: "HEAD~1...HEAD",
    plan: "",
    rigor: "production",
    securityPosture: "standard",
    lanes: [],
    probeContext: "",
    rules: "",
    extraContext: "",
    verificationCommands: [],
    untrustedHead: false,
    timeoutSeconds: 60,
    endpoint: {},
  };
}

function shardInput(chunk: number): CodeReviewRenderInput {
  return {
    findings: [],
    raw_findings: [],
    chunk_count: 2,
    file_stats: [{ path: "src/greet.ts", status: "modified", additions: 2, deletions: 1 }],
    skipped: [],
    over_budget: [],
    failed_chunks: [],
    walkthrough: [{ chunk, paths: ["src/greet.ts"], summary: `chunk ${chunk}` }],
    diff_error: "",
    verifier_fault: null,
    budget_exhausted: false,
    rigor: "production",
  };
}

function partial(job: MatrixJob, outcome?: ReadLaneOutcome): PartialResult {
  const input = job.lane === "code-review" ? shardInput(job.shard) : null;
  const read =
    outcome ??
    (input
      ? classifyLane("code-review", { report: renderCodeReview(input).report, result: renderCodeReview(input).lane_result }, { rigor: "production" })
      : classifyLane(job.lane, { report: SECURITY_PASS }, { rigor: "production" }));
  return {
    schema: "gauntlet.partial/1",
    keys,
    job,
    outcome: read,
    attempts: 1,
    given_up: false,
    code_review: outcome ? null : input,
    usage: { prompt_tokens: 10, completion_tokens: 5, calls: 1, cost_usd: null },
    duration_ms: 1000,
    passes: [{ start_ms: 0, duration_ms: 1000 }],
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:00:01.000Z",
  };
}

const complete = (): FoundPartials => ({ partials: JOBS.map((job, i) => ({ file: `p${i}.json`, partial: partial(job) })), problems: [] });

async function gate(found: FoundPartials, matrix: MatrixPlan = plan()) {
  const outcome = await gateMatrix(request(), matrix, found);
  return { verdict: outcome.result.verdict, reasons: outcome.result.reasons.join("\n"), text: outcome.text, result: outcome.result };
}

describe("gateMatrix", () => {
  test("a complete, matching set of partials passes; usage adds up and the shards show on the time line", async () => {
    const { verdict, reasons, text, result } = await gate(complete());
    expect(reasons).toBe("");
    expect(verdict).toBe("PASS");
    expect(text.split("\n")[0]).toBe("GAUNTLET: PASS");
    expect(result.usage.calls).toBe(3);
    expect(result.lanes.find((l) => l.name === "code-review")).toMatchObject({ usage: { calls: 2 }, passes: [{ label: "shard 1/2" }, { label: "shard 2/2" }] });
    expect(renderLanePictures(result)).toMatch(/shard 2\/2, pass 1, 1\.0 s :done, bar\d+, 0, 1000/);
    expect(resultSchemaErrors(result)).toBeNull();
  });

  test.each([
    ["a missing shard", (f: FoundPartials) => ({ ...f, partials: f.partials.slice(1) }), "code-review 1/2: no partial result"],
    ["a missing lane", (f: FoundPartials) => ({ ...f, partials: f.partials.slice(0, 2) }), "security 1/1: no partial result"],
    [
      "a duplicate",
      (f: FoundPartials) => ({ ...f, partials: [...f.partials, { file: "again.json", partial: f.partials[1]!.partial }] }),
      "code-review 2/2: 2 partial results (p1.json, again.json)",
    ],
    [
      "an extra partial",
      (f: FoundPartials) => ({ ...f, partials: [...f.partials, { file: "probe.json", partial: partial({ lane: "probe", shard: 1, shards: 1 }, undefined) }] }),
      "probe.json: a partial for probe 1/1, which is not in the matrix",
    ],
    ["another head", (f: FoundPartials) => withKeys(f, { head_sha: "1".repeat(40) }), "code-review 2/2: p1.json was made for head_sha 111111111111"],
    ["another base", (f: FoundPartials) => withKeys(f, { base_sha: "2".repeat(40) }), "code-review 2/2: p1.json was made for base_sha 222222222222"],
    [
      "another settings key",
      (f: FoundPartials) => withKeys(f, { settings_key: "settings-2" }),
      "code-review 2/2: p1.json was made for settings_key settings-2, the matrix for settings-1",
    ],
    [
      "a partial of another plan (a stale artifact of an earlier run)",
      (f: FoundPartials) => withKeys(f, { plan_nonce: "plan-0" }),
      "code-review 2/2: p1.json was made for plan_nonce plan-0, the matrix for plan-1; it belongs to another plan",
    ],
    [
      "the jobs' usage summed over the plan's budget",
      (f: FoundPartials) => ({
        ...f,
        partials: f.partials.map((p) => ({ ...p, partial: { ...p.partial, usage: { prompt_tokens: 300, completion_tokens: 50, calls: 1, cost_usd: null } } })),
      }),
      "budget exhausted across jobs: 1050 tokens used, the budget is 1000",
    ],
    [
      "a file that fails its schema",
      (f: FoundPartials) => ({ ...f, problems: [{ kind: "invalid" as const, file: "broken.json", detail: "schema: expected gauntlet.partial/1" }] }),
      "broken.json: not a gauntlet.partial/1 result",
    ],
    [
      "a shard's own fault",
      (f: FoundPartials) => ({
        ...f,
        partials: f.partials.map((p, i) =>
          i === 1
            ? {
                ...p,
                partial: partial(JOBS[1]!, {
                  lane: "code-review",
                  state: "degraded",
                  report: "PIPELINE-FAULT: review-gauntlet/matrix_job: crash: out of memory",
                  verdict: null,
                  fault: { kind: "node_failed", node: "matrix_job", failure_kind: "crash", message: "out of memory", retryable: false },
                }),
              }
            : p,
        ),
      }),
      "code-review: degraded — code-review 2/2: crash: out of memory",
    ],
  ])("%s blocks, naming it", async (_name, edit, reason) => {
    const { verdict, reasons, text } = await gate(edit(complete()));
    expect(verdict).toBe("BLOCKED");
    expect(text.split("\n")[0]).toBe("GAUNTLET: BLOCKED");
    expect(reasons).toContain(reason);
  });
});

describe("code review's shards are checked before they merge", () => {
  const critical = {
    id: "F1",
    lane: "code-review",
    severity: "🔴 CRITICAL",
    path: "src/greet.ts",
    start_line: 1,
    end_line: 1,
    title: "Greets nobody",
    claim: "c",
    suggestion: "",
    verdict: "VERIFIED" as const,
    evidence: "src/greet.ts:1",
    note: "",
    location_valid: true,
  };
  const withShard = (f: FoundPartials, edit: (p: PartialResult) => PartialResult): FoundPartials => ({
    ...f,
    partials: f.partials.map((p, i) => (i === 1 ? { ...p, partial: edit(p.partial) } : p)),
  });

  test("a shard that leaves out its chunk blocks, naming the shard and the chunk", async () => {
    const found = withShard(complete(), (p) => ({ ...p, code_review: { ...p.code_review!, walkthrough: [] } }));
    const { verdict, reasons } = await gate(found);
    expect(verdict).toBe("BLOCKED");
    expect(reasons).toContain("code-review: faulted — code-review 2/2: chunk(s) 2 neither reviewed nor reported failed");
  });

  test("a shard reviewing another shard's chunk blocks", async () => {
    const found = withShard(complete(), (p) => ({
      ...p,
      code_review: { ...p.code_review!, walkthrough: [{ chunk: 1, paths: ["src/greet.ts"], summary: "x" }] },
    }));
    expect((await gate(found)).reasons).toContain("chunk(s) 1 are not this shard's");
  });

  test("a shard whose own verdict is BLOCKED but ships no findings blocks, naming the mismatch", async () => {
    const found = withShard(complete(), (p) => {
      const input = { ...p.code_review!, findings: [critical], raw_findings: [{ ...critical, chunk: 2, order: 0, group: "F1" }] };
      const { report, lane_result } = renderCodeReview(input);
      return { ...p, outcome: classifyLane("code-review", { report, result: lane_result }, { rigor: "production" }) };
    });
    const { verdict, reasons } = await gate(found);
    expect(verdict).toBe("BLOCKED");
    expect(reasons).toMatch(
      /code-review 2\/2: its outcome \(completed, BLOCKED, 1 critical, findings \[F1 critical VERIFIED\]\) is not what its findings render to \(completed, PASS, 0 critical/,
    );
  });

  test("a shard's 🔴 that it reported and shipped blocks the lane", async () => {
    const found = withShard(complete(), (p) => {
      const input = { ...p.code_review!, findings: [critical], raw_findings: [{ ...critical, chunk: 2, order: 0, group: "F1" }] };
      const { report, lane_result } = renderCodeReview(input);
      return { ...p, code_review: input, outcome: classifyLane("code-review", { report, result: lane_result }, { rigor: "production" }) };
    });
    const { verdict, reasons } = await gate(found);
    expect(verdict).toBe("BLOCKED");
    expect(reasons).toContain("code-review: 1 critical finding(s)");
  });

  test("every missing job is named, and a missing job is its lane's fault", async () => {
    const { reasons } = await gate({ partials: [], problems: [] });
    expect(reasons).toContain("code-review: faulted — code-review 1/2, code-review 2/2: code-review 1/2: no partial result");
    expect(reasons).toContain("code-review 2/2: no partial result");
    expect(reasons).toContain("security: faulted — security 1/1: no partial result");
  });
});

describe("the budget across jobs", () => {
  test("each job runs under an equal share of the plan's budget", () => {
    expect(jobBudget({ ...plan(), budget: { max_tokens: 1000, max_cost_usd: 3 } })).toEqual({ maxTokens: 333, maxCostUsd: 1 });
    expect(jobBudget({ ...plan(), budget: {} })).toEqual({});
  });
});

describe("a plan that disagrees with itself blocks at the gate, naming the disagreement", () => {
  const cr = (shard: number, shards: number): MatrixJob => ({ lane: "code-review", shard, shards });
  const sec = (shard = 1, shards = 1): MatrixJob => ({ lane: "security", shard, shards });
  const found = (jobs: MatrixJob[]): FoundPartials => ({ partials: jobs.map((job, i) => ({ file: `p${i}.json`, partial: partial(job) })), problems: [] });
  test.each([
    [
      "include narrowed (shards says 3, include has 1/3 and 2/3)",
      [cr(1, 3), cr(2, 3), sec()],
      { "code-review": 3, security: 1 },
      "the job code-review 3/3 is missing from include",
    ],
    [
      "security split in two",
      [cr(1, 1), sec(1, 2), sec(2, 2)],
      { "code-review": 1, security: 2 },
      "shards.security is 2: only code review runs as several shards",
    ],
    [
      "mixed shard counts",
      [cr(1, 2), cr(1, 1), sec()],
      { "code-review": 2, security: 1 },
      "the job code-review 1/1 says 1 shard(s), shards.code-review says 2",
    ],
    ["the same job twice", [cr(1, 2), cr(1, 2), sec()], { "code-review": 2, security: 1 }, "the job code-review 1/2 is listed twice"],
    [
      "a job for an unselected lane",
      [cr(1, 1), sec(), { lane: "probe", shard: 1, shards: 1 }],
      { "code-review": 1, security: 1, probe: 1 },
      "the job probe 1/1 is for probe",
    ],
    ["more shards than allowed", [cr(1, 17), sec()], { "code-review": 17, security: 1 }, "shards.code-review is 17, more than the 16 allowed"],
  ] as const)("%s", async (_name, include, shards, reason) => {
    const matrix = { ...plan(), include: [...include], shards };
    const { verdict, reasons } = await gate(found([...include]), matrix);
    expect(verdict).toBe("BLOCKED");
    expect(reasons).toContain(`the matrix plan: ${reason}`);
    // Every reader gets the check: the file does not parse as a plan.
    const reading = parseMatrixPlan(JSON.stringify(matrix));
    expect(reading).toMatchObject({ ok: false, problem: expect.stringContaining(reason), inconsistent: { include } });
    expect(parseMatrixPlan(JSON.stringify(plan()))).toMatchObject({ ok: true });
  });
});

test("a chunk assignment that assigns another number of chunks than the plan counts, or comes without the file table, makes the plan inconsistent", () => {
  const chunk = (path: string) => ({ paths: [path], sha256: "0".repeat(64) });
  const assignment = {
    chunk_tokens: 24_000,
    max_chunks: 20,
    over_budget: [],
    reviewable_sha256: "1".repeat(64),
    chunks: [chunk("src/a.ts"), chunk("src/b.ts")],
  };
  const fileStats = ["src/a.ts", "src/b.ts"].map((path) => ({ path, status: "modified", additions: 1, deletions: 0 }));
  const consistent = { ...plan(), chunk_plan: { ...plan().chunk_plan, assignment, file_stats: fileStats } };
  expect(parseMatrixPlan(JSON.stringify(consistent))).toMatchObject({ ok: true });
  const short = { ...consistent, chunk_plan: { ...consistent.chunk_plan, assignment: { ...assignment, chunks: [chunk("src/a.ts")] } } };
  expect(parseMatrixPlan(JSON.stringify(short))).toMatchObject({
    ok: false,
    problem: expect.stringContaining("chunk_plan.assignment assigns 1 chunk(s), chunk_plan.chunks says 2"),
  });
  // The shards would list only their own files, and the gate would have no table to show.
  const { file_stats: _dropped, ...withoutTable } = consistent.chunk_plan;
  expect(parseMatrixPlan(JSON.stringify({ ...consistent, chunk_plan: withoutTable }))).toMatchObject({
    ok: false,
    problem: expect.stringContaining("chunk_plan has an assignment but no file_stats: the plan records both or neither"),
  });
  const { assignment: _gone, ...withoutAssignment } = consistent.chunk_plan;
  expect(parseMatrixPlan(JSON.stringify({ ...consistent, chunk_plan: withoutAssignment }))).toMatchObject({
    ok: false,
    problem: expect.stringContaining("chunk_plan has file_stats but no assignment"),
  });
});

function withKeys(found: FoundPartials, keys: Partial<PartialResult["keys"]>): FoundPartials {
  return { ...found, partials: found.partials.map((p, i) => (i === 1 ? { ...p, partial: { ...p.partial, keys: { ...p.partial.keys, ...keys } } } : p)) };
}

describe("reading partials", () => {
  test("a file that is not JSON, or fails gauntlet.partial/1, is a problem naming it, never a throw", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gauntlet-partials-"));
    dirs.push(dir);
    const good = partial(JOBS[2]!);
    writeFileSync(join(dir, "security-1-of-1.json"), JSON.stringify(good));
    writeFileSync(join(dir, "truncated.json"), JSON.stringify(good).slice(0, 50));
    writeFileSync(join(dir, "wrong.json"), JSON.stringify({ ...good, schema: "gauntlet.partial/2" }));
    writeFileSync(join(dir, "extra-key.json"), JSON.stringify({ ...good, surprise: true }));
    const found = await readPartials(dir);
    expect(found.partials.map((p) => p.file)).toEqual(["security-1-of-1.json"]);
    expect(found.problems.map((p) => (p.kind === "invalid" ? `${p.file}: ${p.detail.slice(0, 8)}` : p.kind)).sort()).toEqual([
      expect.stringMatching(/^extra-key\.json: /),
      "truncated.json: not JSON",
      expect.stringMatching(/^wrong\.json: /),
    ]);
  });

  test("a symbolic link, an oversize file and too many files are named problems, never read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gauntlet-partials-"));
    dirs.push(dir);
    writeFileSync(join(dir, "security-1-of-1.json"), JSON.stringify(partial(JOBS[2]!)));
    symlinkSync("/etc/passwd", join(dir, "link.json"));
    writeFileSync(join(dir, "huge.json"), Buffer.alloc(MAX_PARTIAL_BYTES + 1, 0x20));
    const found = await readPartials(dir);
    expect(found.partials.map((p) => p.file)).toEqual(["security-1-of-1.json"]);
    expect(found.problems).toEqual([
      { kind: "invalid", file: "link.json", detail: "a symbolic link, not a file: partials are plain files" },
      { kind: "invalid", file: "huge.json", detail: expect.stringContaining("more than the 16777216 a partial may have") },
    ]);
    for (let i = 0; i < MAX_PARTIAL_FILES; i++) writeFileSync(join(dir, `p${i}.json`), "{}");
    const crowded = await readPartials(dir);
    expect(crowded.partials).toEqual([]);
    expect(crowded.problems.at(-1)).toMatchObject({ kind: "unreadable", detail: expect.stringContaining("more than the 200 a matrix can write") });
  });

  test("a folder that does not exist is a problem the gate blocks on", async () => {
    const found = await readPartials(join(tmpdir(), "gauntlet-no-such-folder-0"));
    expect(found.problems).toEqual([{ kind: "unreadable", path: expect.stringContaining("gauntlet-no-such-folder-0"), detail: "ENOENT" }]);
    expect(parsePartial("x.json", "{}")).toMatchObject({ kind: "invalid", file: "x.json" });
  });
});

describe("where a partial sits", () => {
  const LANE_ARTIFACT = (job: MatrixJob, attempt = 1) => `gauntlet-partial-1-${job.lane}-${job.shard}-of-${job.shards}-attempt-${attempt}`;
  const CR2 = JOBS[1]!;
  const SEC = JOBS[2]!;

  function folderWith(files: Record<string, PartialResult>): string {
    const dir = mkdtempSync(join(tmpdir(), "gauntlet-partials-"));
    dirs.push(dir);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), JSON.stringify(content));
    }
    return dir;
  }

  /** Every job's own partial in its own artifact folder, as the gate job downloads them. */
  const artifacts = () => Object.fromEntries(JOBS.map((job) => [`${LANE_ARTIFACT(job)}/${partialFileName(job)}`, partial(job)]));

  test("each job's file in its own artifact folder (the action) or all in one folder (the CLI) is read, and gates to PASS", async () => {
    const inFolders = await readPartials(folderWith(artifacts()), "artifact-folders");
    expect(inFolders.problems).toEqual([]);
    expect((await gate(inFolders)).verdict).toBe("PASS");
    const flat = await readPartials(folderWith(Object.fromEntries(JOBS.map((job) => [partialFileName(job), partial(job)]))));
    expect(flat.problems).toEqual([]);
    expect((await gate(flat)).verdict).toBe("PASS");
    // The CLI reads downloaded artifact folders too; two attempts of one job stay visible as a duplicate.
    const rerun = await readPartials(folderWith({ ...artifacts(), [`${LANE_ARTIFACT(CR2, 2)}/${partialFileName(CR2)}`]: partial(CR2) }));
    expect(rerun.problems).toEqual([]);
    expect((await gate(rerun)).reasons).toContain("code-review 2/2: 2 partial results");
  });

  test("a lane job that wrote another job's partial into its artifact blocks, naming the file, the job it claims and the folder's job", async () => {
    const forged = `${LANE_ARTIFACT(SEC)}/${partialFileName(CR2)}`;
    const found = await readPartials(folderWith({ ...artifacts(), [forged]: partial(CR2) }), "artifact-folders");
    expect(found.problems).toEqual([
      { kind: "misplaced", file: forged, claims: CR2, detail: `sits in ${LANE_ARTIFACT(SEC)}, the artifact folder of security-1-of-1` },
    ]);
    // Not a duplicate of code-review 2/2: the forged file is not read as anyone's partial.
    expect(found.partials.map((p) => p.file).sort()).toEqual(Object.keys(artifacts()).sort());
    const { verdict, reasons } = await gate(found);
    expect(verdict).toBe("BLOCKED");
    expect(reasons).toContain(
      `${forged}: a partial for code-review 2/2 sits in ${LANE_ARTIFACT(SEC)}, the artifact folder of security-1-of-1; a lane job writes only its own partial (code-review-2-of-2.json)`,
    );
  });

  test.each([
    ["a renamed file", (job: MatrixJob) => `${LANE_ARTIFACT(job)}/renamed.json`, "is named renamed.json"],
    ["the file of another job's name", (job: MatrixJob) => `${LANE_ARTIFACT(job)}/security-1-of-1.json`, "is named security-1-of-1.json"],
    ["a folder that names no job", (job: MatrixJob) => `downloads/${partialFileName(job)}`, "sits in downloads, whose name names no job"],
    [
      "a folder that names two jobs",
      (job: MatrixJob) => `gauntlet-partial-1-security-1-of-1-code-review-2-of-2/${partialFileName(job)}`,
      "whose name names several jobs (security-1-of-1, code-review-2-of-2)",
    ],
    ["a folder nested in an artifact folder", (job: MatrixJob) => `${LANE_ARTIFACT(job)}/x/${partialFileName(job)}`, "nested below an artifact folder"],
    [
      "the folder of a job whose shard count starts alike",
      (job: MatrixJob) => `gauntlet-partial-1-code-review-2-of-22-attempt-1/${partialFileName(job)}`,
      "the artifact folder of code-review-2-of-22",
    ],
  ])("%s blocks, in either layout", async (_name, place, detail) => {
    const others = Object.fromEntries(Object.entries(artifacts()).filter(([file]) => !file.startsWith(LANE_ARTIFACT(CR2))));
    for (const layout of ["flat-or-folders", "artifact-folders"] as const) {
      const found = await readPartials(folderWith({ ...others, [place(CR2)]: partial(CR2) }), layout);
      expect(found.problems, layout).toEqual([expect.objectContaining({ kind: "misplaced", claims: CR2, detail: expect.stringContaining(detail) })]);
      expect((await gate(found)).verdict).toBe("BLOCKED");
    }
  });

  test("the action's gate reads artifact folders only: a partial straight in the folder means merged artifacts, and blocks", async () => {
    const found = await readPartials(folderWith({ ...artifacts(), [partialFileName(SEC)]: partial(SEC) }), "artifact-folders");
    expect(found.problems).toEqual([
      expect.objectContaining({ kind: "misplaced", file: "security-1-of-1.json", detail: expect.stringContaining("no merge-multiple") }),
    ]);
  });

  test("the shipped workflow's artifact name for a lane job names that job, and only it", () => {
    const workflow = readFileSync(fileURLToPath(new URL("../../.github/workflows/gauntlet-matrix.yml", import.meta.url)), "utf8");
    const name = /name: (gauntlet-partial-.*)$/m.exec(workflow)![1]!;
    for (const job of [CR2, SEC, { lane: "code-review", shard: 12, shards: 16 }]) {
      const folder = name
        .replace("${{ needs.plan.outputs.attempt }}", "3")
        .replace("${{ matrix.lane }}", job.lane)
        .replace("${{ matrix.shard }}", String(job.shard))
        .replace("${{ matrix.shards }}", String(job.shards))
        .replace("${{ github.run_attempt }}", "4");
      expect(folder).not.toContain("${{");
      expect(jobsNamedBy(folder)).toEqual([`${job.lane}-${job.shard}-of-${job.shards}`]);
    }
  });
});
