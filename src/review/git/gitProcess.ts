/**
 * Runs `git <args>` as a child process: through execFile or spawn, never a
 * shell, with the global arguments every call needs. No credential ever goes
 * on the command line (other users can read /proc/<pid>/cmdline).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmdirSync, rmSync, unlinkSync } from "node:fs";
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
export const GLOBAL_ARGS = ["-c", "core.quotepath=false", "--literal-pathspecs"];

/** Runs `git <args>` and resolves with stdout. Rejects with GitError, or the signal's reason on abort. */
export function runGit(settings: GitProcessSettings, args: readonly string[], options: GitCallOptions = {}): Promise<string> {
  return writesPatch(args) ? runGitToFile(settings, args, options) : execGit(settings, args, options);
}

/** `git <args>` through execFile; errors name the command as its caller asked it. */
function execGit(settings: GitProcessSettings, args: readonly string[], options: GitCallOptions): Promise<string> {
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
 * `git <args>`'s stdout as bytes, up to `maxBytes` (more is `truncated`): a
 * file's content, which must be decoded by what it is (llm/text/decode.ts),
 * never read as UTF-8 on the way in.
 */
export function runGitBytes(
  settings: GitProcessSettings,
  args: readonly string[],
  maxBytes: number,
  options: GitCallOptions = {},
): Promise<{ bytes: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...GLOBAL_ARGS, ...args],
      { cwd: settings.cwd, env: settings.env, maxBuffer: maxBytes, encoding: "buffer", signal: options.signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve({ bytes: stdout, truncated: false });
        if (options.signal?.aborted) return reject(options.signal.reason);
        if ((error as { code?: unknown }).code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER")
          return resolve({ bytes: stdout.subarray(0, maxBytes), truncated: true });
        const exitCode = typeof error.code === "number" ? error.code : null;
        reject(new GitError(args, exitCode, stderr.toString("utf8"), { cause: error, signal: error.signal }));
      },
    );
  });
}

/** A `git diff` that prints patches: megabytes, for a large pull request. */
const writesPatch = (args: readonly string[]) => args[0] === "diff" && args.includes("--patch");

/**
 * A patch goes to a private temporary file, not a pipe, and is read whole when
 * git exits. Through a pipe git writes 64 KB at a time and waits for this
 * process to read each: while it is busy (loading its modules, say) git
 * stalls. The file is at most the size of the changed text, which the
 * checkout holds already; beyond maxBuffer it is refused, as a pipe's output
 * would be.
 *
 * The file has no name while git writes it (anonymousFile), so nothing stays
 * on disk even when this process is killed outright: a cancelled job's
 * patches would otherwise pile up on a self-hosted runner.
 */
async function runGitToFile(settings: GitProcessSettings, args: readonly string[], options: GitCallOptions): Promise<string> {
  // Made at once, not on the thread pool: git should start now, not when a busy event loop next turns.
  const file = anonymousFile();
  try {
    await spawnGit(settings, args, file.fd, options).exited;
    const size = fstatSync(file.fd).size;
    if (size > settings.maxBuffer)
      throw new GitError(args, null, "", { cause: new Error(`its output of ${size} bytes is more than the ${settings.maxBuffer} allowed`) });
    // git wrote through its own copy of the descriptor, which moved the shared offset: read by position.
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const count = readSync(file.fd, bytes, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    return bytes.toString("utf8", 0, read);
  } finally {
    file.close();
  }
}

/**
 * A private file without a name: created in a private folder, then unlinked
 * and the folder removed, while the descriptor stays open. The kernel frees it
 * when the last descriptor closes, whatever ends this process. Where an open
 * file cannot be unlinked (Windows), it keeps its name until closed.
 */
function anonymousFile(): { fd: number; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-patch-"));
  const path = join(dir, "patch");
  let fd: number;
  try {
    fd = openSync(path, "w+", 0o600);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let named = true;
  try {
    unlinkSync(path);
    rmdirSync(dir);
    named = false;
  } catch {
    // Removed after use instead.
  }
  return {
    fd,
    close: () => {
      closeSync(fd);
      if (named) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `git <args>` and hands stdout to `sink` as decoded text while git is
 * still writing, so a large diff is parsed alongside git's own work and never
 * held whole. A sink that throws stops git and rejects with its error.
 */
export async function streamGit(
  settings: GitProcessSettings,
  args: readonly string[],
  sink: (text: string) => void,
  options: GitCallOptions = {},
): Promise<void> {
  const decoder = new StringDecoder("utf8");
  let last = "";
  const feed = (chunk: Buffer) => {
    const text = decoder.write(chunk);
    if (text !== "") sink(text);
  };
  await streamGitBytes(settings, args, undefined, feed, options, () => {
    last = decoder.end();
  });
  if (last !== "") sink(last);
}

/**
 * Runs `git <args>` with `input` on its stdin (when given) and hands stdout to
 * `sink` as bytes while git is still writing. A sink that throws stops git and
 * rejects with its error; `atEnd` runs once git's output is complete.
 */
export async function streamGitBytes(
  settings: GitProcessSettings,
  args: readonly string[],
  input: string | undefined,
  sink: (chunk: Buffer) => void,
  options: GitCallOptions = {},
  atEnd: () => void = () => {},
): Promise<void> {
  let failure: unknown;
  const { child, exited } = spawnGit(settings, args, "pipe", options, () => failure, input);
  child.stdout!.on("data", (chunk: Buffer) => {
    if (failure !== undefined || chunk.length === 0) return;
    try {
      sink(chunk);
    } catch (error) {
      failure = error;
      child.kill();
    }
  });
  await exited;
  if (failure !== undefined) throw failure;
  atEnd();
}

/**
 * Spawns `git <args>` with stdout to a pipe or an open file. `exited` settles
 * when git has exited and its output is complete: rejected with the abort
 * reason, the caller's own `failure` (a sink's error), or a GitError naming
 * `args` with git's exit and stderr.
 */
function spawnGit(
  settings: GitProcessSettings,
  args: readonly string[],
  stdout: "pipe" | number,
  options: GitCallOptions,
  failure: () => unknown = () => undefined,
  input?: string,
): { child: ChildProcess; exited: Promise<void> } {
  const child = spawn("git", [...GLOBAL_ARGS, ...args], {
    cwd: settings.cwd,
    env: settings.env,
    signal: options.signal,
    stdio: [input === undefined ? "ignore" : "pipe", stdout, "pipe"],
    windowsHide: true,
  });
  if (input !== undefined) {
    // git may exit before it has read everything (a failure): its exit status says why, not the broken pipe.
    child.stdin!.on("error", () => {});
    child.stdin!.end(input);
  }
  const exited = new Promise<void>((resolve, reject) => {
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => reject(options.signal?.aborted ? options.signal.reason : new GitError(args, null, stderr, { cause: error })));
    child.on("close", (code, signal) => {
      if (options.signal?.aborted) return reject(options.signal.reason);
      const own = failure();
      if (own !== undefined) return reject(own);
      if (code !== 0) return reject(new GitError(args, code, stderr, { signal }));
      resolve();
    });
  });
  return { child, exited };
}
