/**
 * The one writer of a partial result file, for the CLI's `lane` and the
 * action's lane mode: `<lane>-<I>-of-<N>.json` in the folder, atomically
 * (temp file, then rename), so the gate never reads half a file.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { GauntletError } from "../../engine/index.js";
import { partialFileName } from "./shards.js";
import type { PartialResult } from "./schemas.js";

export class PartialWriteError extends GauntletError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("matrix_partial", "user", message, options);
  }
}

/** Returns the file's path; a folder that cannot take it is a PartialWriteError naming the folder. */
export async function writePartialFile(folder: string, partial: PartialResult): Promise<string> {
  const name = partialFileName(partial.job);
  const path = join(folder, name);
  const temp = `${path}.${process.pid}.tmp`;
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(temp, JSON.stringify(partial, null, 2) + "\n");
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new PartialWriteError(`cannot write the partial ${name} into ${folder} (${code}); give a writable folder`, { cause: error });
  }
  return path;
}
