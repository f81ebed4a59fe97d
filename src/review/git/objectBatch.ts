/**
 * Objects by full name through one `git cat-file` process, where a read used
 * to be a process of its own (a fork and git's start, about 5 ms of CPU, for a
 * few kilobytes). With `--batch-command` (git 2.36+) `info` answers an
 * object's type and size and `contents` its bytes too, so a caller can look at
 * the size before it asks for the bytes (a tree's entries carry no sizes);
 * with `--batch` (any git) every read is `contents`.
 *
 * Only full object names are ever written to git's input, never a name a pull
 * request chose. The process lives until `close()`, which the caller must
 * reach (a `finally`): an open pipe would keep the CLI from exiting.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { GitError } from "./gitError.js";
import { GLOBAL_ARGS, type GitCallOptions, type GitProcessSettings } from "./gitProcess.js";

export type BatchMode = "--batch-command" | "--batch";
const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const STDERR_KEEP = 16 * 1024;

export interface ObjectInfo {
  type: string;
  size: number;
}

interface Waiting {
  withBytes: boolean;
  resolve: (answer: (ObjectInfo & { bytes?: Buffer }) | undefined) => void;
  reject: (error: unknown) => void;
}

export class ObjectBatch {
  private child?: ChildProcess;
  private pending: Buffer = Buffer.alloc(0);
  private waiting: Waiting[] = [];
  private stderr = "";
  private readonly args: string[];

  constructor(
    private readonly settings: Pick<GitProcessSettings, "cwd" | "env">,
    private readonly options: GitCallOptions = {},
    private readonly mode: BatchMode = "--batch-command",
  ) {
    this.args = ["cat-file", mode];
  }

  /** The object's type and size, or undefined when the repository has no such object. Rejects with GitError when git fails. */
  info(objectName: string): Promise<ObjectInfo | undefined> {
    if (this.mode === "--batch") return Promise.reject(new TypeError("git cat-file --batch answers contents only"));
    return this.ask("info", objectName);
  }

  /** The object's type, size and bytes, or undefined when the repository has no such object. */
  async contents(objectName: string): Promise<(ObjectInfo & { bytes: Buffer }) | undefined> {
    return (await this.ask("contents", objectName)) as (ObjectInfo & { bytes: Buffer }) | undefined;
  }

  /** Starts git now, before the first read knows its object: its start then overlaps what finds the object. */
  open(): void {
    if (!this.options.signal?.aborted) this.child ??= this.start();
  }

  /** Ends git's input: git answers what was asked, then exits. */
  close(): void {
    this.child?.stdin?.end();
  }

  private ask(command: "info" | "contents", objectName: string): Promise<(ObjectInfo & { bytes?: Buffer }) | undefined> {
    if (!OBJECT_NAME.test(objectName)) return Promise.reject(new GitError(this.args, null, "", { cause: new Error(`not a full object name: ${objectName}`) }));
    if (this.options.signal?.aborted) return Promise.reject(this.options.signal.reason);
    const child = (this.child ??= this.start());
    return new Promise((resolve, reject) => {
      this.waiting.push({ withBytes: command === "contents", resolve, reject });
      child.stdin!.write(this.mode === "--batch" ? `${objectName}\n` : `${command} ${objectName}\n`);
    });
  }

  private start(): ChildProcess {
    // A new git's failure is told in its own words, not with those of the one before it.
    this.stderr = "";
    const child = spawn("git", [...GLOBAL_ARGS, ...this.args], {
      cwd: this.settings.cwd,
      env: this.settings.env,
      signal: this.options.signal,
      stdio: ["pipe", "pipe", "pipe"],
      windowsHide: true,
    });
    // A write after git died fails here; the close below says why.
    child.stdin!.on("error", () => {});
    child.stdout!.on("data", (chunk: Buffer) => this.take(chunk));
    child.stderr!.on("data", (chunk: Buffer) => {
      if (this.stderr.length < STDERR_KEEP) this.stderr += chunk.toString("utf8");
    });
    child.on("error", (error) =>
      this.fail(this.options.signal?.aborted ? this.options.signal.reason : new GitError(this.args, null, this.stderr, { cause: error })),
    );
    child.on("close", (code, signal) => {
      if (this.child === child) this.child = undefined;
      const cause = new Error("git exited before answering every read");
      this.fail(this.options.signal?.aborted ? this.options.signal.reason : new GitError(this.args, code, this.stderr, { cause, signal }));
    });
    return child;
  }

  /** Answers, in the order asked: `<name> missing\n`; `<name> <type> <size>\n`, then for `contents` the bytes and `\n`. */
  private take(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const end = this.pending.indexOf(10);
      const next = this.waiting[0];
      if (end < 0 || next === undefined) return;
      const header = this.pending.toString("latin1", 0, end).split(" ");
      if (header.length !== 3) {
        this.pending = this.pending.subarray(end + 1);
        this.waiting.shift()!.resolve(undefined);
        continue;
      }
      const info = { type: header[1]!, size: Number(header[2]) };
      if (!next.withBytes) {
        this.pending = this.pending.subarray(end + 1);
        this.waiting.shift()!.resolve(info);
        continue;
      }
      if (this.pending.length < end + 1 + info.size + 1) return;
      const bytes = Buffer.from(this.pending.subarray(end + 1, end + 1 + info.size));
      this.pending = this.pending.subarray(end + 1 + info.size + 1);
      this.waiting.shift()!.resolve({ ...info, bytes });
    }
  }

  private fail(error: unknown): void {
    for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    this.pending = Buffer.alloc(0);
  }
}
