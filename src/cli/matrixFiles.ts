/** The matrix commands' files: the plan file they read, the partial `lane` writes. Every mistake names the flag or file. */
import { resolve } from "node:path";
import { partialFileName, readMatrixPlanFile, writePartialFile, type MatrixPlan, type PartialResult } from "../review/matrix/index.js";
import { UsageError, type CliIo } from "./io.js";

/**
 * The plan file `--matrix` names, read as every reader reads it (readMatrixPlanFile).
 * A gate gets an inconsistent plan back to block on; any other command refuses it.
 */
export async function readMatrixFlag(io: CliIo, command: string, path: string | undefined, options: { inconsistentOk?: boolean } = {}): Promise<MatrixPlan> {
  if (!path) throw new UsageError(`gauntlet ${command}: --matrix FILE is required; write one with gauntlet plan --matrix FILE`);
  const reading = await readMatrixPlanFile(resolve(io.cwd, path));
  if (reading.ok) return reading.plan;
  if (reading.inconsistent && options.inconsistentOk) return reading.inconsistent;
  throw new UsageError(`--matrix ${path}: ${reading.problem}; write it again with gauntlet plan --matrix`);
}

/** `--shard I/N`, 1 ≤ I ≤ N. */
export function parseShardFlag(text: string): { shard: number; shards: number } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const shard = Number(match?.[1]);
  const shards = Number(match?.[2]);
  if (!match || shard < 1 || shards < 1 || shard > shards) throw new UsageError(`--shard ${text}: use I/N with 1 ≤ I ≤ N, e.g. --shard 2/3`);
  return { shard, shards };
}

/** The partial into `dir` (atomically, see writePartialFile); a folder it cannot write names the flag. */
export async function writePartial(io: CliIo, dir: string, partial: PartialResult): Promise<string> {
  try {
    return await writePartialFile(resolve(io.cwd, dir), partial);
  } catch (error) {
    throw new UsageError(
      `--out ${dir}: cannot write ${partialFileName(partial.job)} (${(error as NodeJS.ErrnoException).code ?? String(error)}); give a writable folder`,
    );
  }
}
