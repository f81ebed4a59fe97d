/**
 * A repository for one test whose git processes are counted by git itself:
 * `startTracing()` sets GIT_TRACE in the process's environment (the CLI's
 * clients use it), so the repository's own set-up is not counted. The
 * environment and the folders are restored when the test ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { TempRepo, tracedGitCommands } from "../../review/support/tempRepo.js";

export function tracedRepo(prefix: string) {
  const repo = TempRepo.create(prefix);
  const scratch = mkdtempSync(join(tmpdir(), `${prefix}trace-`));
  const trace = join(scratch, "trace");
  const before = process.env.GIT_TRACE;
  onTestFinished(() => {
    if (before === undefined) delete process.env.GIT_TRACE;
    else process.env.GIT_TRACE = before;
    repo.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });
  return {
    repo,
    scratch,
    startTracing: () => void (process.env.GIT_TRACE = trace),
    spawned: () => tracedGitCommands(trace),
  };
}
