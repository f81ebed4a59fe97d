/**
 * The run record: what the plan job decided that only the action needs, kept
 * beside the matrix plan file (which is the review layer's, and strict). It
 * carries the check run the gate completes, the pinned target, the base's
 * configuration text, the settled settings and models, and how the head is
 * reviewed (replay, incremental or full). No secret is ever written here.
 *
 * The gate trusts it no further than its schema and its agreement with the
 * plan file: both are artifacts, and artifacts are only files.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { z } from "zod";
import { messageOf } from "../../engine/index.js";
import { LANES } from "../../review/gauntlet/lanes.js";
import { oneLine } from "../../review/text.js";
import { reviewStateSchema } from "../state/reviewState.js";

export const RUN_RECORD_SCHEMA = "gauntlet.matrix-run/1";

const sha = z.string().regex(/^[0-9a-f]{40,64}$/);

const pullSchema = z.strictObject({
  number: z.number().int().positive(),
  headSha: sha,
  headRef: z.string(),
  headRepo: z.string().nullable(),
  baseSha: sha,
  baseRef: z.string(),
  baseRepo: z.string(),
  body: z.string(),
  draft: z.boolean(),
  author: z.string(),
});

const targetSchema = z.strictObject({
  headSha: sha,
  baseSha: sha,
  pull: pullSchema.optional(),
  untrusted: z.boolean(),
  lanes: z.array(z.enum(LANES)),
  before: sha.optional(),
  forceFull: z.boolean(),
  command: z.strictObject({ commentId: z.number().int(), author: z.string(), kind: z.enum(["review", "dismiss", "override"]) }).optional(),
  mergeGroup: z.boolean(),
  queuedHead: sha.optional(),
});

const snapshotSchema = z.object({
  id: z.number().int().positive(),
  htmlUrl: z.string().nullable(),
  appId: z.number().int().nullable(),
  status: z.string(),
  conclusion: z.string().nullable(),
  completedAt: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  text: z.string(),
});

/** How the plan job decided the head is reviewed (state/reviewPlan.ts), as the gate needs it. */
const decisionSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("replay"),
    from: z.strictObject({ check: snapshotSchema, state: reviewStateSchema }),
    why: z.enum(["re-decide", "same cache key"]),
  }),
  z.strictObject({ kind: z.literal("incremental"), since: reviewStateSchema, paths: z.array(z.string()) }),
  z.strictObject({ kind: z.literal("full"), reason: z.string() }),
]);

export const runRecordSchema = z.strictObject({
  schema: z.literal(RUN_RECORD_SCHEMA),
  check: z.strictObject({
    name: z.string().min(1),
    id: z.number().int().positive(),
    appId: z.number().int().nullable(),
    login: z.string().nullable(),
  }),
  target: targetSchema,
  /** The base's configuration file as read at the base SHA ("" without one): the lane jobs read no API. */
  config: z.strictObject({ path: z.string(), text: z.string() }),
  settings: z.strictObject({
    rigor: z.string(),
    posture: z.string(),
    lanes: z.array(z.enum(LANES)),
    budget: z.strictObject({ maxTokens: z.number().positive().optional(), maxCostUsd: z.number().positive().optional() }).optional(),
  }),
  /** The endpoint as the plan job settled it (never its key): every job calls the same models. */
  models: z.strictObject({ baseUrl: z.string(), model: z.string() }),
  keys: z.strictObject({ key: z.string().min(1), settings: z.string().min(1) }),
  mergeBase: sha,
  decision: decisionSchema,
  timeoutMinutes: z.number().positive(),
});

export type RunRecord = z.infer<typeof runRecordSchema>;
export type RunDecision = RunRecord["decision"];

/** The record's file: beside the plan file, named after it (`matrix.json` → `matrix.run.json`). */
export function runRecordPath(matrixFile: string): string {
  return matrixFile.replace(/(\.json)?$/i, ".run.json");
}

export async function writeRunRecord(matrixFile: string, record: RunRecord): Promise<void> {
  const path = runRecordPath(matrixFile);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(runRecordSchema.parse(record), null, 2) + "\n");
}

export type RunRecordReading = { ok: true; record: RunRecord } | { ok: false; problem: string };

export async function readRunRecord(matrixFile: string): Promise<RunRecordReading> {
  const path = runRecordPath(matrixFile);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, problem: `cannot read the run record ${path} (${code ?? messageOf(error)})` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `the run record ${path} is not JSON (${oneLine(messageOf(error))})` };
  }
  const parsed = runRecordSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, problem: `the run record ${path} is not a ${RUN_RECORD_SCHEMA} record (${oneLine(z.prettifyError(parsed.error)).slice(0, 500)})` };
  return { ok: true, record: parsed.data };
}
