/**
 * Probe test helpers: a real RunContext (createReviewRuntime) with the facts
 * the probe reads, a workbench on a test user, and fixture repositories.
 */
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunContext } from "../../../src/engine/index.js";
import { ProbeWorkbench, type WorkbenchOptions } from "../../../src/probe/index.js";
import { createReviewRuntime, type ReviewRuntime } from "../../../src/review/runtime.js";
import { TempRepo } from "../../review/support/tempRepo.js";

export const GRAPHS_DIR = fileURLToPath(new URL("../../../graphs", import.meta.url));
export const FIXTURE_SERVICE_DIR = fileURLToPath(new URL("../fixtures/service", import.meta.url));

const cleanups: string[] = [];

export function tempDir(prefix: string, mode = 0o700): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, mode);
  cleanups.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of cleanups.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A committed repository holding `files`; its directory is removed by removeTempDirs(). */
export function committedRepo(files: Record<string, string>, message = "base"): { repo: TempRepo; sha: string } {
  const repo = TempRepo.create("gauntlet-probe-repo-");
  cleanups.push(repo.dir);
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  return { repo, sha: repo.commit(message) };
}

/** The fixture service's files (test/probe/fixtures/service), by relative path. */
export function fixtureServiceFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(FIXTURE_SERVICE_DIR, path)] = readFileSync(path, "utf8");
    }
  };
  walk(FIXTURE_SERVICE_DIR);
  return files;
}

export function probeRuntime(workspaceRoot: string, facts: Record<string, unknown>, workbench?: ProbeWorkbench): ReviewRuntime {
  return createReviewRuntime({ workspaceRoot, graphsDir: GRAPHS_DIR, facts, ...(workbench ? { services: { probe: workbench } } : {}) });
}

export function trustedContext(workspaceRoot: string, headSha: string, workbench?: ProbeWorkbench): RunContext {
  return probeRuntime(workspaceRoot, { head_sha: headSha, untrusted_head: false }, workbench).context;
}

/** Short limits, so a test that waits on one stays quick. */
export function testWorkbench(user: string, options: WorkbenchOptions = {}): ProbeWorkbench {
  return new ProbeWorkbench({ user, ...options, limits: { commandMs: 20_000, setupMs: 30_000, suiteMs: 30_000, readyMs: 15_000, ...options.limits } });
}
