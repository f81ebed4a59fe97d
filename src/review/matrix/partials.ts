/**
 * Reading the lane jobs' partial results from the artifact folder. A file
 * that is not a valid partial is a problem recorded for the gate (it blocks,
 * naming the file), never a throw and never ignored.
 *
 * Where a partial sits is part of what it claims. A lane job writes one file,
 * `<lane>-<I>-of-<N>.json`, named for its job; the action's gate downloads
 * each job's artifact into a folder of its own whose name carries the job
 * (`gauntlet-partial-<plan attempt>-<lane>-<I>-of-<N>-attempt-<n>`). So a
 * partial is read only from the file named for its job, either directly in
 * the folder (the CLI's `--out DIR`, which every job shares) or in a folder
 * whose name names that job and no other. Anything else — a lane job that
 * wrote another job's partial into its artifact, a renamed file, a nested
 * one — is a named problem, and blocks.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { LANES } from "../gauntlet/lanes.js";
import { oneLine } from "../text.js";
import type { MatrixProblem } from "./problems.js";
import { partialResultSchema, type MatrixJob, type PartialResult } from "./schemas.js";
import { partialFileName } from "./shards.js";

export interface FoundPartial {
  /** The file's name in the folder. */
  file: string;
  partial: PartialResult;
}

export interface FoundPartials {
  partials: FoundPartial[];
  problems: MatrixProblem[];
}

/** A partial is a few hundred kilobytes at most; anything far larger is not one, and is not read. */
export const MAX_PARTIAL_BYTES = 16 * 1024 * 1024;
/** 16 shards and three lanes make 19 jobs: a folder with more files than this is not an artifact folder. */
export const MAX_PARTIAL_FILES = 200;

/**
 * Every `*.json` file of the folder (and its sub-folders: artifacts may be
 * downloaded one folder each). A symlink is never followed: it is a problem,
 * named (an artifact holds plain files; a link could point anywhere).
 */
async function jsonFiles(dir: string, problems: MatrixProblem[], prefix = ""): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) problems.push({ kind: "invalid", file: name, detail: "a symbolic link, not a file: partials are plain files" });
    else if (entry.isDirectory()) files.push(...(await jsonFiles(dir, problems, name)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(name);
  }
  return files;
}

/**
 * Where the reader accepts a partial: `flat-or-folders` (the CLI) directly in
 * the folder or in its job's artifact folder; `artifact-folders` (the
 * action's gate, whose workflow downloads one folder per artifact) only in
 * its job's artifact folder: a flat folder there means the artifacts were
 * merged, and a merge lets one job's file overwrite another's unseen.
 */
export type PartialsLayout = "flat-or-folders" | "artifact-folders";

/** `<lane>-<I>-of-<N>` between dashes or the name's ends: how a folder's name names a job. */
const JOB_IN_NAME = new RegExp(`(?:^|-)((?:${LANES.join("|")})-\\d+-of-\\d+)(?=-|$)`, "g");

/** The jobs a folder's name names, as `<lane>-<I>-of-<N>`. */
export function jobsNamedBy(folder: string): string[] {
  return [...new Set([...folder.matchAll(JOB_IN_NAME)].map((match) => match[1]!))];
}

/** Why a partial for `job` may not be read from `file` (its path in the folder), or undefined when it sits where its job puts it. */
export function misplacement(file: string, job: MatrixJob, layout: PartialsLayout): string | undefined {
  const parts = file.split("/");
  const name = parts.at(-1)!;
  const own = partialFileName(job);
  if (name !== own) return `is named ${name}`;
  if (parts.length === 1) {
    return layout === "flat-or-folders"
      ? undefined
      : "sits directly in the partials folder, not in its job's artifact folder (download each lane job's artifact into a folder of its own: no merge-multiple)";
  }
  const folder = parts.slice(0, -1).join("/");
  if (parts.length > 2) return `sits in ${folder}, nested below an artifact folder`;
  const named = jobsNamedBy(folder);
  const token = own.slice(0, -".json".length);
  if (named.length === 1 && named[0] === token) return undefined;
  if (named.length === 0) return `sits in ${folder}, whose name names no job`;
  return named.includes(token)
    ? `sits in ${folder}, whose name names several jobs (${named.join(", ")})`
    : `sits in ${folder}, the artifact folder of ${named.join(", ")}`;
}

/** Validates one partial's text; a problem instead of a throw. */
export function parsePartial(file: string, text: string): FoundPartial | MatrixProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: "invalid", file, detail: `not JSON: ${oneLine(error instanceof Error ? error.message : String(error))}` };
  }
  const parsed = partialResultSchema.safeParse(data);
  if (!parsed.success) return { kind: "invalid", file, detail: oneLine(z.prettifyError(parsed.error)).slice(0, 500) };
  return { file, partial: parsed.data };
}

export async function readPartials(dir: string, layout: PartialsLayout = "flat-or-folders"): Promise<FoundPartials> {
  const partials: FoundPartial[] = [];
  const problems: MatrixProblem[] = [];
  let files: string[];
  try {
    files = await jsonFiles(dir, problems);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { partials, problems: [{ kind: "unreadable", path: dir, detail: code ?? String(error) }] };
  }
  if (files.length > MAX_PARTIAL_FILES) {
    return {
      partials,
      problems: [
        ...problems,
        {
          kind: "unreadable",
          path: dir,
          detail: `${files.length} JSON files, more than the ${MAX_PARTIAL_FILES} a matrix can write; give the folder of this run's partials alone`,
        },
      ],
    };
  }
  for (const file of files) {
    let text: string;
    try {
      const size = (await stat(join(dir, file))).size;
      if (size > MAX_PARTIAL_BYTES) {
        problems.push({ kind: "invalid", file, detail: `${size} bytes, more than the ${MAX_PARTIAL_BYTES} a partial may have; not read` });
        continue;
      }
      text = await readFile(join(dir, file), "utf8");
    } catch (error) {
      problems.push({ kind: "invalid", file, detail: `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})` });
      continue;
    }
    const found = parsePartial(file, text);
    if (!("partial" in found)) {
      problems.push(found);
      continue;
    }
    const detail = misplacement(file, found.partial.job, layout);
    if (detail) problems.push({ kind: "misplaced", file, claims: found.partial.job, detail });
    else partials.push(found);
  }
  return { partials, problems };
}

/**
 * Writes a partial into `dir` as `<lane>-<I>-of-<N>.json`, atomically (a temp
 * file, then rename): a gate never reads half a file. Returns its path.
 */
export async function writePartialFile(dir: string, partial: PartialResult): Promise<string> {
  const path = join(dir, partialFileName(partial.job));
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, JSON.stringify(partial, null, 2) + "\n");
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return path;
}
