/**
 * Blobs read by object name through one `git cat-file --batch` process, where
 * a read used to be a process of its own: a manifests' walk through a
 * monorepo's imports reads a hundred files, and each process costs a fork
 * and git's start (about 5 ms of CPU) for a few kilobytes.
 *
 * Only full object names are asked (from a tree listing), never `rev:path`,
 * so no name a pull request chose is ever written to git's input. The process
 * lives until `close()`, which the caller must reach (a `finally`): an open
 * pipe would keep the CLI from exiting.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { GitError } from "./gitError.js";
import { GLOBAL_ARGS, type GitCallOptions, type GitProcessSettings } from "./gitProcess.js";

const ARGS = ["cat-file", "--batch"];
const OBJECT_NAME = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const STDERR_KEEP = 16 * 1024;

interface Waiting {
  resolve: (bytes: Buffer | undefined) => void;
  reject: (error: unknown) => void;
}

export class BlobBatch {
  private child?: ChildProcess;
  private pending: Buffer = Buffer.alloc(0);
  private waiting: Waiting[] = [];
  private stderr = "";

  constructor(
    private readonly settings: Pick<GitProcessSettings, "cwd" | "env">,
    private readonly options: GitCallOptions = {},
  ) {}

  /** A blob's bytes, or undefined when the repository has no such object or it is not a blob. Rejects with GitError when git fails. */
  read(objectName: string): Promise<Buffer | undefined> {
    if (!OBJECT_NAME.test(objectName)) return Promise.reject(new GitError(ARGS, null, "", { cause: new Error(`not a full object name: ${objectName}`) }));
    if (this.options.signal?.aborted) return Promise.reject(this.options.signal.reason);
    const child = (this.child ??= this.start());
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      child.stdin!.write(`${objectName}\n`);
    });
  }

  /** Starts git now, before the first read knows its object: its start then overlaps what finds the object (a tree's listing). */
  open(): void {
    if (!this.options.signal?.aborted) this.child ??= this.start();
  }

  /** Ends git's input: git answers what was asked, then exits. */
  close(): void {
    this.child?.stdin?.end();
  }

  private start(): ChildProcess {
    const child = spawn("git", [...GLOBAL_ARGS, ...ARGS], {
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
      this.fail(this.options.signal?.aborted ? this.options.signal.reason : new GitError(ARGS, null, this.stderr, { cause: error })),
    );
    child.on("close", (code, signal) => {
      if (this.child === child) this.child = undefined;
      const cause = new Error("git exited before answering every read");
      this.fail(this.options.signal?.aborted ? this.options.signal.reason : new GitError(ARGS, code, this.stderr, { cause, signal }));
    });
    return child;
  }

  /** Answers: `<name> missing\n`, or `<name> <type> <size>\n<size bytes>\n`, in the order asked. */
  private take(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const end = this.pending.indexOf(10);
      if (end < 0) return;
      const header = this.pending.toString("latin1", 0, end).split(" ");
      if (header.length === 3) {
        const size = Number(header[2]);
        if (this.pending.length < end + 1 + size + 1) return;
        const bytes = Buffer.from(this.pending.subarray(end + 1, end + 1 + size));
        this.pending = this.pending.subarray(end + 1 + size + 1);
        this.waiting.shift()?.resolve(header[1] === "blob" ? bytes : undefined);
      } else {
        this.pending = this.pending.subarray(end + 1);
        this.waiting.shift()?.resolve(undefined);
      }
    }
  }

  private fail(error: unknown): void {
    for (const waiting of this.waiting.splice(0)) waiting.reject(error);
    this.pending = Buffer.alloc(0);
  }
}
