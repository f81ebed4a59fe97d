/**
 * A stream's output kept as its head and its tail: a probe command may print
 * gigabytes, and the model, the report and the trace each need only the ends.
 * What falls between is counted and said, never silently dropped.
 */
export interface CappedText {
  /** The kept text; when bytes were cut it holds a `[… N bytes cut …]` line between head and tail. */
  text: string;
  /** Bytes the stream produced in all. */
  totalBytes: number;
  /** Bytes left out of `text`. */
  cutBytes: number;
}

export class CappedOutput {
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private total = 0;

  constructor(
    private readonly headLimit: number,
    private readonly tailLimit: number,
  ) {}

  get totalBytes(): number {
    return this.total;
  }

  push(chunk: Buffer): void {
    this.total += chunk.length;
    let rest = chunk;
    if (this.headBytes < this.headLimit) {
      const take = Math.min(this.headLimit - this.headBytes, rest.length);
      this.head.push(rest.subarray(0, take));
      this.headBytes += take;
      rest = rest.subarray(take);
    }
    if (rest.length === 0 || this.tailLimit === 0) return;
    this.tail.push(rest);
    this.tailBytes += rest.length;
    // Drop whole chunks, then trim the oldest, so the tail never holds more than its limit.
    while (this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailLimit) this.tailBytes -= this.tail.shift()!.length;
    if (this.tailBytes > this.tailLimit) {
      const over = this.tailBytes - this.tailLimit;
      this.tail[0] = this.tail[0]!.subarray(over);
      this.tailBytes -= over;
    }
  }

  result(): CappedText {
    const head = Buffer.concat(this.head).toString("utf8");
    const tail = Buffer.concat(this.tail).toString("utf8");
    const cut = this.total - this.headBytes - this.tailBytes;
    if (cut <= 0) return { text: head + tail, totalBytes: this.total, cutBytes: 0 };
    const join = head.endsWith("\n") || head === "" ? "" : "\n";
    return { text: `${head}${join}[… ${cut} bytes cut …]\n${tail}`, totalBytes: this.total, cutBytes: cut };
  }
}

/** The first `maxChars` characters and at most `maxLines` lines of a text, marked when shortened. */
export function headOf(text: string, maxChars: number, maxLines: number): string {
  const lines = text.split("\n");
  let out = lines.slice(0, maxLines).join("\n");
  if (out.length > maxChars) out = out.slice(0, maxChars);
  return out.length < text.length ? `${out.replace(/\n$/, "")}\n[… ${text.length - out.length} more characters]` : out;
}
