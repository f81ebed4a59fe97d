/**
 * Reading a text file line by line, by chunks, so a 50 MB file costs a
 * chunk of memory rather than 50 MB, and one 50 MB line costs no more than a
 * short one. Every tool that shows file lines (fs_read, fs_grep, the
 * evidence check) goes through readShownLines, so a line is shown the same
 * way everywhere and a quote taken from one can be checked against another.
 */
import { createHash, type Hash } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import { createLineRedactor, type Redactor } from "../redact.js";
import { pieceDecoder } from "../text/decode.js";
import { textEncodingOf } from "./workspaceFile.js";

/** Shown lines are cut at this many UTF-16 code units. */
export const MAX_LINE_CHARS = 2000;
/**
 * What follows a cut line: its whole length and a digest of the whole line,
 * so two lines that differ only past the cut never show alike (a dismissal
 * bound to the shown text must not survive an edit past column 2000).
 */
export const lineCutMark = (whole: WholeLine) =>
  ` … [line cut at ${MAX_LINE_CHARS} of ${whole.partial ? "more than " : ""}${whole.chars} chars, #${whole.digest}]`;
/**
 * Kept of each raw line before redaction: more than is shown, so a token
 * straddling the cut is still recognised whole and redacted, not half shown.
 */
const CAPTURE_CHARS = MAX_LINE_CHARS + 2048;
const CHUNK_BYTES = 64 * 1024;

/** A long line's whole length (UTF-16 code units) and a digest of all of it (12 hex digits of SHA-256). */
export interface WholeLine {
  chars: number;
  digest: string;
  /** A byte budget ended the read inside the line: `chars` and `digest` are of what was read. */
  partial?: true;
}

export interface RawLine {
  /** The line without its terminator (`\n` or `\r\n`), at most CAPTURE_CHARS long. */
  text: string;
  /** True when the line was longer than what `text` holds. */
  cut: boolean;
  /** When cut: the whole line's length and digest, taken as it streamed past. */
  whole?: WholeLine;
}

const digestOf = (hash: Hash) => hash.digest("hex").slice(0, 12);
/** The whole-line facts of a line `text` holds entirely. */
const wholeOf = (text: string): WholeLine => ({ chars: text.length, digest: digestOf(createHash("sha256").update(text)) });

export interface ReadLinesOptions {
  /** Stop after this many bytes of the file. */
  maxBytes?: number;
  /**
   * When maxBytes ends the read inside a line, leave that line out, unless
   * what was read of it already fills what a line keeps (then it shows
   * exactly as an unbounded read shows it). By default the piece read is
   * yielded as though it were the whole line.
   */
  wholeLinesOnly?: boolean;
  /** Called once when maxBytes stopped the read and the file holds more, with the bytes read. */
  onCapped?: (bytesRead: number) => void;
  /** Checked between chunks. */
  signal?: AbortSignal;
  /** Called with the bytes read so far after every chunk. */
  onBytes?: (bytesRead: number) => void;
  /** The file's workspace path: a config file's secret values are redacted too (createLineRedactor). */
  path?: string;
}

/**
 * Yields the file's lines in order, in batches (one per chunk read, possibly
 * empty) because an async step per line would cost more than the line.
 * A final line without a newline still counts; a final newline adds none.
 */
export async function* readRawLineBatches(handle: FileHandle, options: ReadLinesOptions = {}): AsyncGenerator<RawLine[]> {
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  // Decoded as the file is (a UTF-16 file's lines are its characters', not NUL-riddled bytes); a BOM is no line's.
  const { encoding, skip } = (await textEncodingOf(handle)) ?? { encoding: "utf-8", skip: 0 };
  const decode = pieceDecoder(encoding);
  let position = skip;
  let current = "";
  let cut = false;
  // A cut line's whole text streams through a hash: its digest tells it from a line that differs only past the cut.
  // A CR is held back until more follows, so a CRLF line end is no part of it (as it is no part of `text`).
  let hash: Hash | undefined;
  let chars = 0;
  let heldCR = false;
  const stream = (piece: string) => {
    if (heldCR) hash!.update("\r");
    chars += heldCR ? 1 : 0;
    heldCR = piece.endsWith("\r");
    const body = heldCR ? piece.slice(0, -1) : piece;
    hash!.update(body);
    chars += body.length;
  };

  const append = (piece: string) => {
    if (cut) {
      stream(piece);
      return;
    }
    const room = CAPTURE_CHARS - current.length;
    if (piece.length > room) {
      hash = createHash("sha256");
      stream(current + piece);
      current += piece.slice(0, room);
      cut = true;
    } else {
      current += piece;
    }
  };
  const finish = (): RawLine => {
    const line: RawLine = { text: current.endsWith("\r") ? current.slice(0, -1) : current, cut };
    if (cut) line.whole = { chars, digest: digestOf(hash!) };
    current = "";
    cut = false;
    hash = undefined;
    chars = 0;
    heldCR = false;
    return line;
  };

  let capped = false;
  for (;;) {
    options.signal?.throwIfAborted();
    const want = Math.min(CHUNK_BYTES, maxBytes - position);
    if (want <= 0) {
      capped = (await handle.read(buffer, 0, 1, position)).bytesRead > 0;
      break;
    }
    const { bytesRead } = await handle.read(buffer, 0, want, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    options.onBytes?.(position);
    const chunk = decode(buffer.subarray(0, bytesRead));
    const batch: RawLine[] = [];
    let start = 0;
    for (let newline = chunk.indexOf("\n"); newline >= 0; newline = chunk.indexOf("\n", start)) {
      append(chunk.slice(start, newline));
      start = newline + 1;
      batch.push(finish());
    }
    append(chunk.slice(start));
    yield batch;
  }
  append(decode(new Uint8Array(0), true));
  if (capped) options.onCapped?.(position);
  if (current.length === 0 && !cut) return;
  if (capped && options.wholeLinesOnly && !cut) return;
  const last = finish();
  if (capped && last.whole) last.whole.partial = true;
  yield [last];
}

/** Cuts a line for display without splitting a surrogate pair; `whole` is what the mark says of the whole line. */
export function showLine(text: string, cut: boolean, whole: () => WholeLine): string {
  if (!cut && text.length <= MAX_LINE_CHARS) return text;
  let end = MAX_LINE_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + lineCutMark(whole());
}

/**
 * Yields batches of lines as a tool shows them: redacted (with private-key
 * blocks tracked across lines, which is why every read starts at line 1) and
 * cut. Line numbers are positions in this sequence, counting from 1.
 */
export async function* readShownLineBatches(handle: FileHandle, redact: Redactor, options: ReadLinesOptions = {}): AsyncGenerator<string[]> {
  const redactLine = createLineRedactor(redact, options.path);
  for await (const batch of readRawLineBatches(handle, options)) {
    yield batch.map((raw) => {
      const redacted = redactLine(raw.text);
      // The mark describes the raw line: the same for every reader, whatever redaction did to its length.
      const shown = showLine(redacted, raw.cut, () => raw.whole ?? wholeOf(raw.text));
      // A cut changes what a pattern's look-ahead sees, so a cut line is checked again.
      return shown === redacted ? shown : redact(shown);
    });
  }
}
