/**
 * Short commands the probe's own machinery runs on the host (id, useradd,
 * pkill, chown, rm): never PR code. They run with a fixed minimal
 * environment, so no token of ours reaches even them.
 */
import { spawn } from "node:child_process";

/** Where the machinery finds its tools; never the caller's PATH, which may hold anything. */
export const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export const SYSTEM_ENV: Readonly<Record<string, string>> = Object.freeze({ PATH: SYSTEM_PATH, LANG: "C.UTF-8" });

export interface HostResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface HostOptions {
  /** Piped to stdin, then closed. */
  input?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const MAX_CAPTURE = 64 * 1024;

export function runHost(argv: readonly string[], options: HostOptions = {}): Promise<HostResult> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    const child = spawn(argv[0]!, argv.slice(1), { env: { ...SYSTEM_ENV }, stdio: ["pipe", "pipe", "pipe"] });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
    const onAbort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      if (stdout.length < MAX_CAPTURE) stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < MAX_CAPTURE) stderr += chunk.toString("utf8");
    });
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
    const finish = (code: number | null, extra = "") => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve({ code, stdout, stderr: stderr + extra });
    };
    child.on("error", (error) => finish(null, `${argv[0]}: ${error.message}`));
    child.on("close", (code) => finish(code));
  });
}

/** Single-quotes a word for bash. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
