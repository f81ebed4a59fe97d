/**
 * Reading the lane jobs' partial results from the artifact folder. A file
 * that is not a valid partial is a problem recorded for the gate (it blocks,
 * naming the file), never a throw and never ignored.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/** Every `*.json` file of the folder (and its sub-folders: artifacts may be downloaded one folder each). */
async function jsonFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await jsonFiles(dir, name)));
    else if (entry.isFile() && entry.name.endsWith(".json")) files.push(name);
  }
  return files;
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

export async function readPartials(dir: string): Promise<FoundPartials> {
  const partials: FoundPartial[] = [];
  const problems: MatrixProblem[] = [];
  let files: string[];
  try {
    files = await jsonFiles(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { partials, problems: [{ kind: "unreadable", path: dir, detail: code ?? String(error) }] };
  }
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(join(dir, file), "utf8");
    } catch (error) {
      problems.push({ kind: "invalid", file, detail: `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})` });
      continue;
    }
    const found = parsePartial(file, text);
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
