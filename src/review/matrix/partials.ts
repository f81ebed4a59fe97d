/**
 * Reading the lane jobs' partial results from the artifact folder. A file
 * that is not a valid partial is a problem recorded for the gate (it blocks,
 * naming the file), never a throw and never ignored.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { oneLine } from "../text.js";
import type { MatrixProblem } from "./problems.js";
import { partialResultSchema, type PartialResult } from "./schemas.js";
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

type FileStats = NonNullable<PartialResult["code_review"]>["file_stats"];

/**
 * File tables already validated in this reading, by their JSON text. Every
 * code-review shard ships the whole diff's table (2,000 rows on a large pull
 * request), the same in each: validating it once, not once per shard, is most
 * of what the gate's schema check costs. Identical text validates identically.
 */
export type ValidatedFileStats = Map<string, FileStats>;

/** The partial's file table, when it is one this reading already validated (then it is left out of the schema check). */
function knownFileStats(data: unknown, validated: ValidatedFileStats): { key: string; stats: FileStats | undefined } | undefined {
  const review = (data as { code_review?: { file_stats?: unknown } } | null)?.code_review;
  if (!review || !Array.isArray(review.file_stats)) return undefined;
  const key = JSON.stringify(review.file_stats);
  const stats = validated.get(key);
  if (stats) review.file_stats = [];
  return { key, stats };
}

/** Validates one partial's text; a problem instead of a throw. */
export function parsePartial(file: string, text: string, validated: ValidatedFileStats = new Map()): FoundPartial | MatrixProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: "invalid", file, detail: `not JSON: ${oneLine(error instanceof Error ? error.message : String(error))}` };
  }
  const known = knownFileStats(data, validated);
  const parsed = partialResultSchema.safeParse(data);
  if (!parsed.success) return { kind: "invalid", file, detail: oneLine(z.prettifyError(parsed.error)).slice(0, 500) };
  const review = parsed.data.code_review;
  if (review && known) {
    if (known.stats) review.file_stats = known.stats;
    else validated.set(known.key, review.file_stats);
  }
  return { file, partial: parsed.data };
}

export async function readPartials(dir: string): Promise<FoundPartials> {
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
  const validatedStats: ValidatedFileStats = new Map();
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
    const found = parsePartial(file, text, validatedStats);
    if ("partial" in found) partials.push(found);
    else problems.push(found);
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
