/**
 * The first lines of blobs, from one `git cat-file --batch`: what a generator
 * header check reads of an added file, without a patch of the whole file.
 * Each blob's bytes beyond a small window are skipped as they stream, never
 * decoded or kept.
 *
 * A head is only given where it is exactly the text the patch reader
 * (diffReader.ts) would have cut from the patch: no NUL byte in the window
 * (the reader would have read the file as UTF-16 or binary and changed its
 * text) and the lines asked for inside it. Anything else is `unsure`, and the
 * caller reads that file's patch instead.
 */
import { GauntletError } from "../../engine/errors.js";
import type { Git, GitCallOptions } from "./git.js";

export type BlobHead = { kind: "head"; lines: string[] } | { kind: "unsure" };

/** Bytes of each blob looked at: well past the 8,000 characters in which the patch reader looks for a NUL. */
export const HEAD_WINDOW = 64 * 1024;

const NEWLINE = 0x0a;

interface Pending {
  name: string;
  /** Bytes of the blob (and its closing newline) still to come. */
  left: number;
  size: number;
  kept: Buffer[];
  keptBytes: number;
  blob: boolean;
}

/** Reads `git cat-file --batch` output: `<name> <type> <size>\n<content>\n`, or `<name> missing\n`. */
export class BlobHeadReader {
  readonly heads = new Map<string, BlobHead>();
  private header: Buffer[] = [];
  private pending?: Pending;

  constructor(private readonly lineCount: number) {}

  write(chunk: Buffer): void {
    let position = 0;
    while (position < chunk.length) {
      const pending = this.pending;
      if (pending) {
        const take = Math.min(pending.left, chunk.length - position);
        const keep = Math.min(take, Math.min(pending.size, HEAD_WINDOW) - pending.keptBytes);
        if (keep > 0) {
          pending.kept.push(Buffer.from(chunk.subarray(position, position + keep)));
          pending.keptBytes += keep;
        }
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
      this.heads.set(name, { kind: "unsure" });
      return;
    }
    const size = Number(sizeField);
    if (!/^[0-9a-f]+$/.test(name) || !Number.isSafeInteger(size) || size < 0) throw unreadable(`unexpected header ${JSON.stringify(line.slice(0, 120))}`);
    this.pending = { name, left: size + 1, size, kept: [], keptBytes: 0, blob: type === "blob" };
  }

  private finish(pending: Pending): void {
    this.pending = undefined;
    this.heads.set(pending.name, pending.blob ? headOf(Buffer.concat(pending.kept), pending.size, this.lineCount) : { kind: "unsure" });
  }
}

/** The first `count` lines of a blob whose first bytes are `window`, as the patch reader would cut them. */
function headOf(window: Buffer, size: number, count: number): BlobHead {
  if (window.indexOf(0) >= 0) return { kind: "unsure" };
  let end = 0;
  let lines = 0;
  while (lines < count) {
    const newline = window.indexOf(NEWLINE, end);
    if (newline < 0) {
      // The blob ended inside the window: its last line has no newline. Otherwise the lines run past the window.
      if (window.length < size) return { kind: "unsure" };
      end = window.length;
      break;
    }
    lines += 1;
    end = newline + (lines < count ? 1 : 0);
  }
  const text = window.toString("utf8", 0, end);
  if (text === "") return { kind: "head", lines: [] };
  return { kind: "head", lines: (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n") };
}

function unreadable(message: string): GauntletError {
  return new GauntletError("DIFF_UNREADABLE", "runtime", `unexpected git cat-file output: ${message}`);
}

/** The first `lineCount` lines of each blob in `objects` (full object names), by object name. */
export async function blobHeads(git: Git, objects: readonly string[], lineCount: number, options?: GitCallOptions): Promise<Map<string, BlobHead>> {
  const reader = new BlobHeadReader(lineCount);
  if (objects.length === 0) return reader.heads;
  await git.streamObjects(objects, (chunk) => reader.write(chunk), options);
  reader.end();
  return reader.heads;
}
