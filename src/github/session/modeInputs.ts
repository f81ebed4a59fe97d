/**
 * The `mode` input and the inputs only the matrix modes read. Each mode gets
 * exactly what it needs, as a discriminated union; an input given to a mode
 * that ignores it is an error, not a silent no-op (a `job` in review mode
 * would mean the workflow is wired wrong). The gate carries its errors of
 * this kind instead of throwing them: only the gate can conclude the check
 * the plan job opened, and it reports them there (gateMode.ts).
 */
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { LANES, type LaneName } from "../../review/gauntlet/lanes.js";
import { MAX_SHARDS } from "../../review/matrix/index.js";
import type { CorePort } from "./corePort.js";
import { InputError } from "./inputError.js";
import { ACTION_INPUT_DEFAULTS, type ActionInputName } from "./inputDefaults.js";

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
  /** `unread`: what is wrong with the inputs the gate was given and does not read, one message each (none: all is well). */
  | { kind: "gate"; matrixFile: string; partials: string; unread: string[] };

/** Which of the matrix inputs each mode reads. */
const READS: Record<(typeof MODES)[number], readonly string[]> = {
  review: [],
  plan: ["matrix-file", "shards"],
  lane: ["matrix-file", "partials", "job"],
  gate: ["matrix-file", "partials"],
};
export const MATRIX_INPUTS = ["matrix-file", "partials", "job", "shards"] as const;

/** The model endpoint's inputs beyond key, URL and model, read once (inputs.ts endpointInputs): a lane job reads them, the gate does not. */
export const ENDPOINT_INPUTS = ["api-version", "structured-output", "tools"] as const satisfies readonly ActionInputName[];

/** What the review is: settled by the plan job for every job of the matrix. */
const REVIEW_SETTINGS = ["model", "rigor", "security-posture", "plan", "lanes", "config", "budget", "timeout-minutes", "review-drafts"] as const;

/**
 * The review inputs a matrix job does not read: the plan job settled them,
 * and the job takes them from the plan's files. One given at other than its
 * action.yml default would be silently ignored, so it is an error naming it.
 * The lane job reads the token (a git fetch), the model's key and endpoint
 * and the check's name. The gate reads the token, the check's name and how
 * to publish (fail-on-blocked, pr-comment, inline-review); it calls no model,
 * and takes the model's key only to redact it from what it publishes.
 */
export const SETTLED_BY_PLAN: Readonly<Record<"lane" | "gate", readonly ActionInputName[]>> = {
  lane: [...REVIEW_SETTINGS, "fail-on-blocked", "pr-comment", "inline-review"],
  gate: [...REVIEW_SETTINGS, "openai-base-url", ...ENDPOINT_INPUTS],
};

/** The review inputs each matrix job does read: with SETTLED_BY_PLAN and the matrix inputs, every input of action.yml (a test holds it so). */
export const READ_BY_JOB: Readonly<Record<"lane" | "gate", readonly ActionInputName[]>> = {
  lane: ["github-token", "openai-api-key", "openai-base-url", ...ENDPOINT_INPUTS, "check-name"],
  gate: ["github-token", "openai-api-key", "check-name", "fail-on-blocked", "pr-comment", "inline-review"],
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
  const unread = unreadInputs(core, mode);
  if (unread.length > 0 && mode !== "gate") throw new InputError(unread.join("; "));
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
      return { kind: "gate", matrixFile: path(core, "matrix-file", workspace), partials: path(core, "partials", workspace), unread };
  }
}

/** Each input given to this mode that it does not read, as the error that names it and says where it belongs. */
function unreadInputs(core: CorePort, mode: (typeof MODES)[number]): string[] {
  const unread: string[] = [];
  for (const name of MATRIX_INPUTS) {
    if (core.getInput(name).trim() !== "" && !READS[mode].includes(name)) {
      const readers = MODES.filter((m) => READS[m].includes(name)).join(" and ");
      unread.push(`input ${name} is only read in mode ${readers}, and this step's mode is ${mode}: remove it, or set mode`);
    }
  }
  if (mode !== "lane" && mode !== "gate") return unread;
  for (const name of SETTLED_BY_PLAN[mode]) {
    const value = core.getInput(name).trim();
    if (value !== "" && value !== ACTION_INPUT_DEFAULTS[name]) {
      unread.push(
        `input ${name} is not read in mode ${mode} (the plan job settled it, and the ${mode} job takes it from the plan file): give it to the plan job, and remove it here`,
      );
    }
  }
  return unread;
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
