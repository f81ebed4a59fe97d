/** git's failures as typed errors, and git's "no" answers told apart from them. */
import { GauntletError, messageOf } from "../../engine/errors.js";

/** git exited non-zero or could not start. Runtime: the caller degrades. */
export class GitError extends GauntletError {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    options?: { cause?: unknown; signal?: string | null },
  ) {
    const status = exitCode !== null ? `failed (exit ${exitCode})` : options?.signal ? `was stopped by ${options.signal}` : "could not run";
    const detail = stderrHead(stderr) || (options?.cause === undefined ? "" : messageOf(options.cause));
    super("GIT_FAILED", "runtime", `${commandText(args)} ${status}${detail ? `: ${detail}` : ""}`, options);
  }
}

function commandText(args: readonly string[]): string {
  const text = `git ${args.join(" ")}`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

function stderrHead(stderr: string): string {
  const head = stderr.trim().split("\n").slice(0, 3).join(" / ");
  return head.length > 500 ? `${head.slice(0, 499)}…` : head;
}

/** grep's stdout; its exit 1 means no match, an empty answer. */
export async function grepOutput(call: Promise<string>): Promise<string> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GitError && error.exitCode === 1) return "";
    throw error;
  }
}

/** True when the call exits 0, false when git exits with one of `no` (its "no" answer); other failures reject. */
export async function exitsCleanly(call: Promise<unknown>, no: readonly number[] = [1]): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (error instanceof GitError && error.exitCode !== null && no.includes(error.exitCode)) return false;
    throw error;
  }
}
