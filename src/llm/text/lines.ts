/**
 * Lines in a file's bytes as the shared decoder (decode.ts) reads them: a
 * line ends at U+000A in the file's own encoding. Counting the byte 0x0A
 * counts UTF-16 and UTF-32 wrong: `Ċ` (U+010A) holds that byte, and a final
 * newline ends in NULs, so its last line counted twice. Both work on code
 * units, not decoded text, so a head cut at a read limit still counts the
 * lines that start in it.
 */
import { bomOf, decodeText } from "./decode.js";

/** How a file's code units sit in its bytes: after `start` (a BOM), `size` bytes each. */
interface Units {
  start: number;
  size: 1 | 2 | 4;
  littleEndian: boolean;
}

/** What decodeText decides from a head this long: enough to tell UTF-16 without a BOM. */
const SNIFF_BYTES = 16 * 1024;

function unitsOf(bytes: Uint8Array): Units {
  const bom = bomOf(bytes);
  const head = bytes.subarray(0, Math.min(bytes.length, SNIFF_BYTES) & ~3);
  // UTF-16 without a BOM is NULs in every other byte: a head without any needs no decoding to tell.
  const encoding = bom?.encoding ?? (head.includes(0) ? decodedEncoding(head) : undefined);
  const start = bom?.length ?? 0;
  if (encoding === "utf-16le" || encoding === "utf-16be") return { start, size: 2, littleEndian: encoding === "utf-16le" };
  if (encoding === "utf-32le" || encoding === "utf-32be") return { start, size: 4, littleEndian: encoding === "utf-32le" };
  // UTF-8 and every single-byte encoding the decoder reads keep 0x0A as the newline.
  return { start, size: 1, littleEndian: true };
}

function decodedEncoding(head: Uint8Array): string | undefined {
  const decoded = decodeText(head);
  return decoded.kind === "text" ? decoded.encoding : undefined;
}

function unitAt(bytes: Uint8Array, at: number, units: Units): number {
  if (units.size === 1) return bytes[at]!;
  let value = 0;
  for (let i = 0; i < units.size; i += 1) value = value * 256 + bytes[at + (units.littleEndian ? units.size - 1 - i : i)]!;
  return value;
}

/** Where each line ends (the offset after its newline unit), and the end of the last whole unit. */
function scan(bytes: Uint8Array, units: Units, onNewline: (end: number) => void): { end: number; lastIsNewline: boolean } {
  const end = units.start + Math.floor((bytes.length - units.start) / units.size) * units.size;
  if (units.size === 1) {
    for (let at = bytes.indexOf(0x0a, units.start); at >= 0 && at < end; at = bytes.indexOf(0x0a, at + 1)) onNewline(at + 1);
  } else {
    for (let at = units.start; at < end; at += units.size) if (unitAt(bytes, at, units) === 0x0a) onNewline(at + units.size);
  }
  return { end, lastIsNewline: end > units.start && unitAt(bytes, end - units.size, units) === 0x0a };
}

/** How many lines `bytes` hold: their newlines, plus one when the text does not end in one. */
export function countTextLines(bytes: Uint8Array): number {
  const units = unitsOf(bytes);
  let newlines = 0;
  const { end, lastIsNewline } = scan(bytes, units, () => (newlines += 1));
  return end === units.start || lastIsNewline ? newlines : newlines + 1;
}

/** `bytes` up to the end of their last whole line (all of them when there is none): a head cut at a read limit, made decodable. */
export function wholeLines(bytes: Uint8Array): Uint8Array {
  let last = 0;
  scan(bytes, unitsOf(bytes), (end) => (last = end));
  return last === 0 ? bytes : bytes.subarray(0, last);
}
