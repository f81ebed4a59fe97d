/**
 * Decoding a file's bytes into the text an editor would show, before anything
 * reads it: the reviewer's diff, the fs tools, the verifier, the redactor.
 * Bytes are hostile, so the decision is made from the bytes alone (and an
 * encoding the base tree names), never from the file's name or the pull
 * request's attributes.
 *
 * Order: a BOM wins (UTF-8, UTF-32LE/BE, UTF-16LE/BE); then strict UTF-8;
 * then the base tree's `working-tree-encoding`; then UTF-16 without a BOM
 * (NULs in every other byte); then a legacy single-byte text (Windows-1252,
 * which is Latin-1 with printable 0x80–0x9F). Whatever comes out must be
 * legible: a small share of control characters and U+FFFD at most. Else the
 * content is not text (`binary`), however git or the file's name calls it.
 */

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "utf-32le" | "utf-32be" | "windows-1252" | string;

export type DecodedText =
  | {
      kind: "text";
      text: string;
      encoding: TextEncodingName;
      /** Set when the bytes were not plain UTF-8: what a reader should know (shown beside the file). */
      note?: string;
    }
  /** No decoder makes it legible: never shown, never counted as reviewed. */
  | { kind: "binary"; reason: string };

/** How much of a text may be control characters or U+FFFD and still count as legible. */
const ODD_SHARE = 0.03;
/** The most characters the legibility check reads: the head decides, as git's own test does. */
const LEGIBILITY_SAMPLE = 64 * 1024;

const BOMS: ReadonlyArray<{ bytes: readonly number[]; encoding: TextEncodingName }> = [
  // UTF-32LE before UTF-16LE: its BOM starts with UTF-16LE's.
  { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8" },
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: "utf-32le" },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: "utf-32be" },
  { bytes: [0xff, 0xfe], encoding: "utf-16le" },
  { bytes: [0xfe, 0xff], encoding: "utf-16be" },
];

/** The encoding a BOM at the start of `bytes` names, and the BOM's length. */
export function bomOf(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  for (const bom of BOMS) {
    if (bytes.length >= bom.bytes.length && bom.bytes.every((b, i) => bytes[i] === b)) return { encoding: bom.encoding, length: bom.bytes.length };
  }
  return undefined;
}

/** A character text does not hold: a C0 control other than tab, LF, FF and CR, DEL, a C1 control, or U+FFFD. */
export function isOddCode(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
  return code === 0x7f || (code >= 0x80 && code <= 0x9f) || code === 0xfffd;
}

/** The share of a file's head in bytes no text encoding produces (C0 controls but tab, LF, FF, CR; DEL) that makes it binary data. */
const BINARY_BYTE_SHARE = 0.1;
/** git's binary test reads this much: a NUL in it makes the file binary. */
const BINARY_SNIFF_BYTES = 8000;

/**
 * Binary by its bytes, whatever git said: a NUL in the head, or a high share
 * of bytes that text in no encoding we read produces (compressed data holds
 * about 11% of them and may hold no NUL at all). Ask it only of bytes no
 * decoder made legible: UTF-16 text is full of NULs.
 */
export function isBinaryData(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, BINARY_SNIFF_BYTES);
  if (head.includes(0)) return true;
  let odd = 0;
  for (const byte of head) if (byte < 0x20 ? byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d : byte === 0x7f) odd += 1;
  return odd >= head.length * BINARY_BYTE_SHARE;
}

/** Whether `text` reads as text: few odd characters in its head. */
export function isLegible(text: string): boolean {
  const length = Math.min(text.length, LEGIBILITY_SAMPLE);
  let odd = 0;
  for (let i = 0; i < length; i += 1) if (isOddCode(text.charCodeAt(i))) odd += 1;
  return odd <= length * ODD_SHARE;
}

/** UTF-32 by hand (TextDecoder has no UTF-32); undefined on a code point that cannot be. */
export function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string | undefined {
  if (bytes.length % 4 !== 0) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: string[] = [];
  let codes: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    const code = view.getUint32(i, littleEndian);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    codes.push(code);
    if (codes.length === 4096) {
      parts.push(String.fromCodePoint(...codes));
      codes = [];
    }
  }
  parts.push(String.fromCodePoint(...codes));
  return parts.join("");
}

/** What Windows-1252 puts at 0x80–0x9F (WHATWG's table; the five it leaves undefined stay C1 controls). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

/**
 * Windows-1252 by hand: Node 20's TextDecoder takes the label but decodes
 * Latin-1, so 0x80–0x9F would come out as C1 controls instead of € “ ” and
 * the like. Every byte decodes, so legibility decides whether it is text.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const step = 8192;
  for (let start = 0; start < bytes.length; start += step) {
    const codes = Array.from(bytes.subarray(start, start + step), (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b));
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** The WHATWG name of an encoding label, or undefined when TextDecoder does not know it. */
function canonicalName(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** `bytes` in `encoding`, strictly; undefined when they are not that encoding or the name is unknown. */
export function decodeAs(bytes: Uint8Array, encoding: TextEncodingName): string | undefined {
  const name = encoding.toLowerCase().replace(/-bom$/, "");
  if (name === "utf-32le" || name === "utf-32be") return decodeUtf32(bytes, name === "utf-32le");
  if (name === "utf-32") return decodeUtf32(bytes, false);
  const canonical = canonicalName(name === "utf-16" ? "utf-16be" : name);
  if (canonical === undefined) return undefined;
  if (canonical === "windows-1252") return decodeWindows1252(bytes);
  try {
    return new TextDecoder(canonical, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** UTF-16 without a BOM: one byte of nearly every pair is NUL (ASCII-heavy text, as source is). */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  if (bytes.length < 4 || bytes.length % 2 !== 0) return undefined;
  const pairs = Math.min(bytes.length, 16 * 1024) / 2;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenNul += 1;
    if (bytes[i + 1] === 0) oddNul += 1;
  }
  if (oddNul >= pairs * 0.7 && evenNul <= pairs * 0.05) return "utf-16le";
  if (evenNul >= pairs * 0.7 && oddNul <= pairs * 0.05) return "utf-16be";
  return undefined;
}

function legibleOr(text: string | undefined, encoding: TextEncodingName, note: string | undefined, what: string): DecodedText {
  if (text === undefined) return { kind: "binary", reason: `not valid ${what}` };
  if (!isLegible(text)) return { kind: "binary", reason: `not legible as ${what}` };
  return note === undefined ? { kind: "text", text, encoding } : { kind: "text", text, encoding, note };
}

/**
 * Decodes a file's bytes. `declared` is the base tree's
 * `working-tree-encoding` for the path, when it names one: a hint after a
 * BOM, tried strictly, never a reason to show what is not legible.
 */
export function decodeText(bytes: Uint8Array, declared?: TextEncodingName): DecodedText {
  const bom = bomOf(bytes);
  if (bom) {
    const body = bytes.subarray(bom.length);
    const label = bom.encoding.toUpperCase();
    return legibleOr(
      decodeAs(body, bom.encoding),
      bom.encoding,
      bom.encoding === "utf-8" ? "UTF-8 with a BOM" : `decoded from ${label} (BOM)`,
      `${label} after its BOM`,
    );
  }
  const utf8 = decodeAs(bytes, "utf-8");
  if (utf8 !== undefined && isLegible(utf8)) return { kind: "text", text: utf8, encoding: "utf-8" };
  // After UTF-8: git stores such a file as UTF-8, and UTF-8 read as, say, UTF-16 would be legible nonsense.
  if (declared) {
    const text = decodeAs(bytes, declared);
    if (text !== undefined && isLegible(text)) {
      return { kind: "text", text, encoding: declared, note: `decoded from ${declared.toUpperCase()} (the base's working-tree-encoding)` };
    }
  }
  // ASCII in UTF-16 is valid UTF-8 too, one NUL apart: tried before calling it binary.
  const wide = utf16WithoutBom(bytes);
  if (wide) return legibleOr(decodeAs(bytes, wide), wide, `decoded from ${wide.toUpperCase()} (no BOM)`, wide.toUpperCase());
  if (utf8 !== undefined) return { kind: "binary", reason: "UTF-8 with control characters no text has" };
  // A NUL and not UTF-16: no single-byte text has one in quantity; legibility decides.
  return legibleOr(decodeAs(bytes, "windows-1252"), "windows-1252", "not UTF-8: shown decoded as Windows-1252 (Latin-1)", "UTF-8 or Windows-1252 text");
}

/** A short name for why a changed file is not reviewed when it has no legible text. */
export const UNREADABLE_ENCODING = "unreadable encoding" as const;

/** How much of a file's head decides its encoding when it is read in pieces (the fs tools). */
export const HEAD_SAMPLE_BYTES = 64 * 1024;

/**
 * Decodes the head of a file (the first bytes of a longer one): a cut may
 * split a character, so up to three bytes are trimmed before calling it binary.
 */
export function decodeHead(head: Uint8Array, declared?: TextEncodingName): DecodedText {
  const aligned = head.subarray(0, head.length - (head.length % 4));
  let decoded: DecodedText = decodeText(head, declared);
  for (let trim = 0; decoded.kind === "binary" && trim < 4 && aligned.length > trim; trim += 1) {
    decoded = decodeText(aligned.subarray(0, aligned.length - trim), declared);
  }
  return decoded;
}

/**
 * A decoder for a text read in pieces, in the encoding decodeText chose:
 * call with each piece, then with `final` to flush. Lenient (U+FFFD for a bad
 * sequence): the whole text was already judged legible from its head.
 */
export function pieceDecoder(encoding: TextEncodingName): (bytes: Uint8Array, final?: boolean) => string {
  const name = canonicalName(encoding.toLowerCase().replace(/-bom$/, "")) ?? encoding.toLowerCase();
  if (name === "windows-1252") return (bytes) => decodeWindows1252(bytes);
  if (name === "utf-32le" || name === "utf-32be" || encoding.toLowerCase().startsWith("utf-32")) {
    const littleEndian = !encoding.toLowerCase().endsWith("be");
    let carry = Buffer.alloc(0);
    return (bytes, final) => {
      const all = Buffer.concat([carry, bytes]);
      const whole = all.length - (all.length % 4);
      carry = final ? Buffer.alloc(0) : all.subarray(whole);
      const codes: string[] = [];
      for (let i = 0; i < whole; i += 4) {
        const code = littleEndian ? all.readUInt32LE(i) : all.readUInt32BE(i);
        codes.push(code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code));
      }
      return codes.join("") + (final && whole < all.length ? "\ufffd" : "");
    };
  }
  const decoder = new TextDecoder(name, { ignoreBOM: true });
  return (bytes, final) => decoder.decode(bytes, { stream: !final });
}
