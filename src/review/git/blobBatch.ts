/**
 * Blobs read by object name through one `git cat-file --batch` process
 * (objectBatch.ts), where a read used to be a process of its own: a manifests'
 * walk through a monorepo's imports reads a hundred files. `--batch` reads on
 * any git, for a caller that knows its objects' names and sizes already (from
 * a tree listing). Only full object names are asked, never `rev:path`; the
 * process lives until `close()`, which the caller must reach (a `finally`).
 */
import { ObjectBatch } from "./objectBatch.js";
import type { GitCallOptions, GitProcessSettings } from "./gitProcess.js";

export class BlobBatch {
  private readonly objects: ObjectBatch;

  constructor(settings: Pick<GitProcessSettings, "cwd" | "env">, options: GitCallOptions = {}) {
    this.objects = new ObjectBatch(settings, options, "--batch");
  }

  /** A blob's bytes, or undefined when the repository has no such object or it is not a blob. Rejects with GitError when git fails. */
  async read(objectName: string): Promise<Buffer | undefined> {
    const answer = await this.objects.contents(objectName);
    return answer?.type === "blob" ? answer.bytes : undefined;
  }

  /** Starts git now, before the first read knows its object: its start then overlaps what finds the object (a tree's listing). */
  open(): void {
    this.objects.open();
  }

  /** Ends git's input: git answers what was asked, then exits. */
  close(): void {
    this.objects.close();
  }
}
