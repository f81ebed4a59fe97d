/**
 * The built CLI as a user runs it: `node <cli> <args>` in a separate process,
 * asynchronously, so several jobs can run at once as a matrix's jobs do.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface JobRun {
  name: string;
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  wallMs: number;
}

export interface JobSpec {
  name: string;
  cli: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Jobs still running: a bench that is interrupted ends them before it removes their folders. */
const running = new Set<ChildProcess>();

export function stopRunningJobs(): void {
  for (const child of running) child.kill("SIGTERM");
}

export function runJob(spec: JobSpec): Promise<JobRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [spec.cli, ...spec.args], { cwd: spec.cwd, env: spec.env, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    child.on("exit", () => running.delete(child));
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("error", (error) =>
      resolve({ name: spec.name, code: null, signal: null, stdout, stderr: `${stderr}${String(error)}\n`, wallMs: performance.now() - started }),
    );
    child.on("close", (code, signal) => resolve({ name: spec.name, code, signal, stdout, stderr, wallMs: performance.now() - started }));
  });
}

/** A job that did not finish with one of `codes`: its name, how it ended and its last words. */
export function jobFailure(run: JobRun, codes: readonly number[]): string | undefined {
  if (run.code !== null && codes.includes(run.code)) return undefined;
  const how = run.signal ? `was killed by ${run.signal}` : `exited ${run.code}`;
  const tail = run.stderr.trim().split("\n").slice(-5).join("\n  ");
  return `${run.name} ${how}${tail ? `:\n  ${tail}` : ""}`;
}
