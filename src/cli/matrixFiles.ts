/** The matrix commands' files: the plan file they read, the partial `lane` writes. Every mistake names the flag or file. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseMatrixPlan, partialFileName, writePartialFile, type MatrixPlan, type PartialResult } from "../review/matrix/index.js";
import { UsageError, type CliIo } from "./io.js";

export function readMatrixFlag(io: CliIo, command: string, path: string | undefined): MatrixPlan {
  if (!path) throw new UsageError(`gauntlet ${command}: --matrix FILE is required; write one with gauntlet plan --matrix FILE`);
  let text: string;
  try {
    text = readFileSync(resolve(io.cwd, path), "utf8");
  } catch (error) {
    throw new UsageError(
      `--matrix ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)}); give the file gauntlet plan --matrix wrote`,
    );
  }
  const reading = parseMatrixPlan(text);
  if (!reading.ok) throw new UsageError(`--matrix ${path}: ${reading.problem}; write it again with gauntlet plan --matrix`);
  return reading.plan;
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
