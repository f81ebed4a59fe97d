/**
 * The first lines of blobs, from one `git cat-file --batch`: what a generator
 * header check reads of an added file, without a patch of the whole file; and,
 * from the same bytes, each blob's line count for the summary (blobLines.ts).
 * Each blob's bytes beyond a small window are counted as they stream, never
 * decoded or kept.
 *
 * A head is only given where it is exactly the text the patch reader
 * (diffReader.ts) would have cut from the patch: no NUL byte in the window
 * (the reader would have read the file as UTF-16 or binary and changed its
 * text) and the lines asked for inside it. Anything else is `unsure`, and the
 * caller reads that file's patch instead.
 */
import { GauntletError } from "../../engine/errors.js";
import { LineTally, type BlobLines } from "./blobLines.js";
import type { Git, GitCallOptions } from "./git.js";

export type BlobHead = { kind: "head"; lines: string[] } | { kind: "unsure" };

/** What one pass over a blob gives: its head, and its line count as git's numstat would give it. */
export interface BlobRead {
  head: BlobHead;
  lines: BlobLines;
}

const UNSURE: BlobRead = { head: { kind: "unsure" }, lines: { kind: "unsure" } };

/** Bytes of each blob looked at: well past the 8,000 characters in which the patch reader looks for a NUL. */
export const HEAD_WINDOW = 64 * 1024;

const NEWLINE = 0x0a;

interface Pending {
  name: string;
  /** Bytes of the blob (and its closing newline) still to come. */
  left: number;
  size: number;
  blob: boolean;
  /** Content bytes seen so far. */
  seen: number;
  /** The blob's bytes up to its `lineCount`-th newline, within the window: all a head keeps. */
  kept: Buffer[];
  keptBytes: number;
  newlines: number;
  /** A NUL byte within the window. */
  nul: boolean;
  tally: LineTally;
}

/** Reads `git cat-file --batch` output: `<name> <type> <size>\n<content>\n`, or `<name> missing\n`. */
export class BlobHeadReader {
  readonly reads = new Map<string, BlobRead>();
  private header: Buffer[] = [];
  private pending?: Pending;

  constructor(private readonly lineCount: number) {}

  write(chunk: Buffer): void {
    let position = 0;
    while (position < chunk.length) {
      const pending = this.pending;
      if (pending) {
        const take = Math.min(pending.left, chunk.length - position);
        // All but the newline that closes the object is content.
        const content = Math.min(take, pending.left - 1);
        if (content > 0) this.look(pending, chunk.subarray(position, position + content));
        pending.left -= take;
        position += take;
        if (pending.left === 0) this.finish(pending);
        continue;
      }
      const newline = chunk.indexOf(NEWLINE, position);
      const end = newline < 0 ? chunk.length : newline;
      this.header.push(chunk.subarray(position, end));
      position = end;
      if (newline >= 0) {
        position += 1;
        this.startObject(Buffer.concat(this.header).toString("latin1"));
        this.header = [];
      }
    }
  }

  end(): void {
    if (this.pending || this.header.some((part) => part.length > 0)) throw unreadable("its output ends inside an object");
  }

  private startObject(line: string): void {
    const [name = "", type = "", sizeField = ""] = line.split(" ");
    if (type === "missing" || type === "ambiguous") {
      this.reads.set(name, UNSURE);
      return;
    }
    const size = Number(sizeField);
    if (!/^[0-9a-f]+$/.test(name) || !Number.isSafeInteger(size) || size < 0) throw unreadable(`unexpected header ${JSON.stringify(line.slice(0, 120))}`);
    this.pending = { name, left: size + 1, size, blob: type === "blob", seen: 0, kept: [], keptBytes: 0, newlines: 0, nul: false, tally: new LineTally() };
  }

  /** The next piece of the current blob's content: counted; looked at for a NUL within the window, kept up to its lines. */
  private look(pending: Pending, piece: Buffer): void {
    pending.tally.add(piece);
    const start = pending.seen;
    pending.seen += piece.length;
    if (start >= HEAD_WINDOW) return;
    const window = piece.subarray(0, Math.min(piece.length, HEAD_WINDOW - start));
    if (!pending.nul && window.indexOf(0) >= 0) pending.nul = true;
    if (pending.newlines >= this.lineCount) return;
    let end = window.length;
    for (let from = 0; pending.newlines < this.lineCount;) {
      const newline = window.indexOf(NEWLINE, from);
      if (newline < 0) break;
      pending.newlines += 1;
      from = end = newline + 1;
      if (pending.newlines < this.lineCount) end = window.length;
    }
    pending.kept.push(Buffer.from(window.subarray(0, end)));
    pending.keptBytes += end;
  }

  private finish(pending: Pending): void {
    this.pending = undefined;
    // Lines that run past the window, or a NUL in it: not what the patch reader would show. Ask for the patch.
    const complete = pending.newlines >= this.lineCount || pending.keptBytes === pending.size;
    if (!pending.blob) return void this.reads.set(pending.name, UNSURE);
    const lines = pending.tally.result(pending.size);
    if (pending.nul || !complete) return void this.reads.set(pending.name, { head: { kind: "unsure" }, lines });
    const text = Buffer.concat(pending.kept).toString("utf8");
    const head = text === "" ? [] : (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
    this.reads.set(pending.name, { head: { kind: "head", lines: head }, lines });
  }
}

function unreadable(message: string): GauntletError {
  return new GauntletError("DIFF_UNREADABLE", "runtime", `unexpected git cat-file output: ${message}`);
}

/** The first `lineCount` lines and the line count of each blob in `objects` (full object names), by object name. */
export async function readBlobs(git: Git, objects: readonly string[], lineCount: number, options?: GitCallOptions): Promise<Map<string, BlobRead>> {
  const reader = new BlobHeadReader(lineCount);
  if (objects.length === 0) return reader.reads;
  await git.streamObjects(objects, (chunk) => reader.write(chunk), options);
  reader.end();
  return reader.reads;
}
