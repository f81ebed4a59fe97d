/**
 * Runs `git <args>` as a child process: through execFile or spawn, never a
 * shell, with the global arguments every call needs. No credential ever goes
 * on the command line (other users can read /proc/<pid>/cmdline).
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  return writesPatch(args) ? runGitToFile(settings, args, options) : execGit(settings, args, args, options);
}

/** `git <run>` through execFile; errors name `args`, the command as its caller asked it. */
function execGit(settings: GitProcessSettings, run: readonly string[], args: readonly string[], options: GitCallOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...GLOBAL_ARGS, ...run],
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

/** A `git diff` that prints patches: megabytes, for a large pull request. */
const writesPatch = (args: readonly string[]) => args[0] === "diff" && args.includes("--patch");

/**
 * A patch goes to a private temporary file (`git diff --output`), not a pipe,
 * and is read whole when git exits. Through a pipe git writes 64 KB at a time
 * and waits for this process to read each: while it is busy (loading its
 * modules, say) git stalls. The file is at most the size of the changed text,
 * which the checkout holds already; beyond maxBuffer it is refused, as a pipe's
 * output would be.
 */
async function runGitToFile(settings: GitProcessSettings, args: readonly string[], options: GitCallOptions): Promise<string> {
  // Made at once, not on the thread pool: git should start now, not when a busy event loop next turns.
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-patch-"));
  const file = join(dir, "patch");
  try {
    const stdout = await execGit(settings, ["diff", `--output=${file}`, ...args.slice(1)], args, options);
    const size = await stat(file).then(
      (found) => found.size,
      () => undefined,
    );
    // No file: this git wrote to stdout after all.
    if (size === undefined) return stdout;
    if (size > settings.maxBuffer)
      throw new GitError(args, null, "", { cause: new Error(`its output of ${size} bytes is more than the ${settings.maxBuffer} allowed`) });
    return await readFile(file, "utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
