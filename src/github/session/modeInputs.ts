/**
 * The `mode` input and the inputs only the matrix modes read. Each mode gets
 * exactly what it needs, as a discriminated union; an input given to a mode
 * that ignores it is an error, not a silent no-op (a `job` in review mode
 * would mean the workflow is wired wrong).
 */
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { LANES, type LaneName } from "../../review/gauntlet/lanes.js";
import { MAX_SHARDS } from "../../review/matrix/index.js";
import type { CorePort } from "./corePort.js";
import { InputError } from "./inputError.js";

export const MODES = ["review", "plan", "lane", "gate"] as const;

/** One entry of the plan's matrix, as `${{ toJSON(matrix) }}` passes it. */
export interface JobInput {
  lane: LaneName;
  shard: number;
  shards: number;
}

export type ActionMode =
  | { kind: "review" }
  | { kind: "plan"; matrixFile: string; shards?: number }
  | { kind: "lane"; matrixFile: string; partials: string; job: JobInput }
  | { kind: "gate"; matrixFile: string; partials: string };

/** Which of the matrix inputs each mode reads. */
const READS: Record<(typeof MODES)[number], readonly string[]> = {
  review: [],
  plan: ["matrix-file", "shards"],
  lane: ["matrix-file", "partials", "job"],
  gate: ["matrix-file", "partials"],
};
const MATRIX_INPUTS = ["matrix-file", "partials", "job", "shards"] as const;

/**
 * The review inputs a lane job does not read (the plan job settled them; the
 * lane takes them from the plan file), with their action.yml defaults: a value
 * other than the default would be silently ignored, so it is an error.
 */
const LANE_IGNORES: Readonly<Record<string, string>> = {
  model: "",
  rigor: "",
  "security-posture": "",
  plan: "",
  lanes: "",
  config: ".github/gauntlet.yml",
  budget: "",
  "timeout-minutes": "30",
  "fail-on-blocked": "true",
  "review-drafts": "false",
  "pr-comment": "on-blocked",
  "inline-review": "false",
};

const JOB_SCHEMA = z.strictObject({
  lane: z.enum(LANES),
  shard: z.number().int().positive(),
  shards: z.number().int().positive().max(MAX_SHARDS),
});

export function readMode(core: CorePort, workspace: string): ActionMode {
  const text = core.getInput("mode").trim() || "review";
  const mode = MODES.find((m) => m === text);
  if (!mode) throw new InputError(`input mode: ${JSON.stringify(text)}; use one of ${MODES.join(", ")}`);
  for (const name of MATRIX_INPUTS) {
    if (core.getInput(name).trim() !== "" && !READS[mode].includes(name)) {
      const readers = MODES.filter((m) => READS[m].includes(name)).join(" and ");
      throw new InputError(`input ${name} is only read in mode ${readers}, and this step's mode is ${mode}: remove it, or set mode`);
    }
  }
  if (mode === "lane") {
    for (const [name, fallback] of Object.entries(LANE_IGNORES)) {
      const value = core.getInput(name).trim();
      if (value !== "" && value !== fallback) {
        throw new InputError(
          `input ${name} is not read in mode lane (the plan job settled it, and the lane takes it from the plan file): give it to the plan job, and remove it here`,
        );
      }
    }
  }
  switch (mode) {
    case "review":
      return { kind: "review" };
    case "plan": {
      const shards = readShards(core);
      return { kind: "plan", matrixFile: path(core, "matrix-file", workspace), ...(shards ? { shards } : {}) };
    }
    case "lane":
      return { kind: "lane", matrixFile: path(core, "matrix-file", workspace), partials: path(core, "partials", workspace), job: readJob(core) };
    case "gate":
      return { kind: "gate", matrixFile: path(core, "matrix-file", workspace), partials: path(core, "partials", workspace) };
  }
}

/** A required path; a relative one is taken from the workspace, as other actions do. */
function path(core: CorePort, name: string, workspace: string): string {
  const value = core.getInput(name).trim();
  if (!value) throw new InputError(`input ${name} is empty: mode ${core.getInput("mode").trim()} needs it (e.g. \`\${{ runner.temp }}/gauntlet/…\`)`);
  return isAbsolute(value) ? value : resolve(workspace, value);
}

function readShards(core: CorePort): number | undefined {
  const text = core.getInput("shards").trim();
  if (!text) return undefined;
  const shards = Number(text);
  if (!Number.isInteger(shards) || shards < 1 || shards > MAX_SHARDS) {
    throw new InputError(
      `input shards: ${JSON.stringify(text)}; give a whole number of code-review shards from 1 to ${MAX_SHARDS}, or leave it empty to size them by the diff`,
    );
  }
  return shards;
}

function readJob(core: CorePort): JobInput {
  const text = core.getInput("job").trim();
  const hint = "pass the matrix entry as `job: ${{ toJSON(matrix) }}`";
  if (!text) throw new InputError(`input job is empty: ${hint}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputError(`input job is not JSON: ${hint}`);
  }
  const parsed = JOB_SCHEMA.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`input job: ${issue.path.join(".") || "the entry"}: ${issue.message}; ${hint}`);
  }
  const job = parsed.data;
  if (job.shard > job.shards) throw new InputError(`input job: shard ${job.shard} of ${job.shards} does not exist; ${hint}`);
  return job;
}
