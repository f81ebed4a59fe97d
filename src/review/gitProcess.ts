/**
 * Runs `git <args>` as a child process: through execFile or spawn, never a
 * shell, with the global arguments every call needs. No credential ever goes
 * on the command line (other users can read /proc/<pid>/cmdline).
 */
import { execFile, spawn } from "node:child_process";
import { StringDecoder } from "node:string_decoder";
import { GitError } from "./gitError.js";

export interface GitCallOptions {
  signal?: AbortSignal;
}

/** Where git runs and with what: one client's settings. */
export interface GitProcessSettings {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Cap on the output of one buffered call, in bytes. Streaming calls have none. */
  maxBuffer: number;
}

const STDERR_KEEP = 64 * 1024;

// Before the subcommand: paths are printed verbatim (with -z, unquoted), and
// pathspecs are literal, so a changed file named `*.ts` selects only itself.
const GLOBAL_ARGS = ["-c", "core.quotepath=false", "--literal-pathspecs"];

/** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
export function runGit(settings: GitProcessSettings, args: readonly string[], options: GitCallOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...GLOBAL_ARGS, ...args],
      { cwd: settings.cwd, env: settings.env, maxBuffer: settings.maxBuffer, encoding: "utf8", signal: options.signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (options.signal?.aborted) return reject(options.signal.reason);
        const exitCode = typeof error.code === "number" ? error.code : null;
        reject(new GitError(args, exitCode, stderr, { cause: error, signal: error.signal }));
      },
    );
  });
}

/**
 * Runs `git <args>` and hands stdout to `sink` as decoded text while git is
 * still writing, so a large diff is parsed alongside git's own work and never
 * held whole. A sink that throws stops git and rejects with its error.
 */
export function streamGit(settings: GitProcessSettings, args: readonly string[], sink: (text: string) => void, options: GitCallOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", [...GLOBAL_ARGS, ...args], {
      cwd: settings.cwd,
      env: settings.env,
      signal: options.signal,
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
    });
    const decoder = new StringDecoder("utf8");
    let stderr = "";
    let failure: unknown;
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) resolve();
      else reject(error);
    };
    const feed = (text: string) => {
      if (failure !== undefined || text === "") return;
      try {
        sink(text);
      } catch (error) {
        failure = error;
        child.kill();
      }
    };
    child.stdout.on("data", (chunk: Buffer) => feed(decoder.write(chunk)));
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      if (options.signal?.aborted) settle(options.signal.reason);
      else settle(new GitError(args, null, stderr, { cause: error }));
    });
    child.on("close", (code, signal) => {
      if (options.signal?.aborted) return settle(options.signal.reason);
      if (failure !== undefined) return settle(failure);
      if (code !== 0) return settle(new GitError(args, code, stderr, { signal }));
      feed(decoder.end());
      settle(failure);
    });
  });
}
