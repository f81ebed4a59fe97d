import { describe, expect, it } from "vitest";
import { decodeText, isLegible } from "../../../src/llm/text/decode.js";
import { guardPromptMessages, guardPromptText } from "../../../src/llm/text/promptGuard.js";

const source = 'const s = "ü"; // café\nexec(process.env.CMD)\n';

function utf32(text: string, littleEndian: boolean, bom = true): Buffer {
  const points = [...text].map((c) => c.codePointAt(0)!);
  const buffer = Buffer.alloc((points.length + (bom ? 1 : 0)) * 4);
  const all = bom ? [0xfeff, ...points] : points;
  all.forEach((p, i) => (littleEndian ? buffer.writeUInt32LE(p, i * 4) : buffer.writeUInt32BE(p, i * 4)));
  return buffer;
}
const utf16le = (text: string, bom = true) => Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, "utf16le");
  return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]);
};
/** Bytes with no NUL and a flat distribution, as compressed data has. */
function compressedLike(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 12345;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = ((state >>> 16) % 255) + 1;
  }
  return bytes;
}

describe("decodeText", () => {
  it.each([
    ["UTF-8 with a BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(source)]), "utf-8"],
    ["UTF-16LE with a BOM", utf16le(source), "utf-16le"],
    ["UTF-16BE with a BOM", utf16be(source), "utf-16be"],
    ["UTF-32LE with a BOM", utf32(source, true), "utf-32le"],
    ["UTF-32BE with a BOM", utf32(source, false), "utf-32be"],
    ["UTF-16LE without a BOM", utf16le(source, false), "utf-16le"],
  ])("decodes %s to the text an editor shows, with a note", (_name, bytes, encoding) => {
    const decoded = decodeText(bytes);
    expect(decoded).toMatchObject({ kind: "text", text: source, encoding });
    expect(decoded.kind === "text" && decoded.note).toBeTruthy();
  });

  it("reads plain UTF-8 as it is, without a note", () => {
    expect(decodeText(Buffer.from(source))).toEqual({ kind: "text", text: source, encoding: "utf-8" });
  });

  it("shows Windows-1252 text decoded, with a note, instead of U+FFFD", () => {
    const decoded = decodeText(Buffer.from([0x93, 0x68, 0x69, 0x94, 0x20, 0x80, 0x0a]));
    expect(decoded).toMatchObject({ kind: "text", text: "\u201chi\u201d \u20ac\n", encoding: "windows-1252" });
    expect(decoded.kind === "text" && decoded.note).toMatch(/Windows-1252/);
  });

  it("decodes by the base's working-tree-encoding when there is no BOM", () => {
    const bytes = Buffer.from(source, "latin1");
    expect(decodeText(Buffer.from("x = 1\n", "utf16le"), "UTF-16LE")).toMatchObject({ kind: "text", text: "x = 1\n", encoding: "UTF-16LE" });
    expect(decodeText(bytes, "ISO-8859-1")).toMatchObject({ kind: "text", encoding: "ISO-8859-1" });
  });

  it("calls data without a NUL binary when no encoding makes it legible (compressed data)", () => {
    const bytes = compressedLike(4096);
    expect(bytes.includes(0)).toBe(false);
    expect(decodeText(bytes)).toMatchObject({ kind: "binary" });
  });

  it("calls a BOM over NUL-riddled bytes binary: a BOM does not make garbage text", () => {
    const lying = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("exec(x)\n", "utf16le")]);
    expect(decodeText(lying)).toMatchObject({ kind: "binary" });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0x00, 0xd8, 0x41, 0x00])]))).toMatchObject({ kind: "binary" });
  });

  it("keeps a text with one NUL in a comment as text", () => {
    const text = `${"echo hello\n".repeat(100)}# \0 here\n`;
    expect(decodeText(Buffer.from(text))).toMatchObject({ kind: "text", text });
  });

  it("judges legibility by the share of control characters and U+FFFD", () => {
    expect(isLegible("plain\ttext\r\n")).toBe(true);
    expect(isLegible("a\u0001b\u0002c\u0003")).toBe(false);
    expect(isLegible("\ufffd\ufffd ok")).toBe(false);
  });
});

describe("guardPromptText", () => {
  it("replaces every C0 control but tab, LF and CR with its visible control picture", () => {
    expect(guardPromptText("a\0b\u0001c\td\ne\rf\u001b[0m\u007f")).toBe("a\u2400b\u2401c\td\ne\rf\u241b[0m\u2421");
    expect(guardPromptText("clean text\n")).toBe("clean text\n");
  });

  it("guards string and text-part contents, leaving the caller's messages unchanged", () => {
    const messages = [
      { role: "user", content: "x\0y" },
      { role: "user", content: [{ type: "text", text: "p\0q" }] },
      { role: "assistant", content: null },
    ];
    const guarded = guardPromptMessages(messages);
    expect(guarded).toEqual([
      { role: "user", content: "x\u2400y" },
      { role: "user", content: [{ type: "text", text: "p\u2400q" }] },
      { role: "assistant", content: null },
    ]);
    expect(messages[0]!.content).toBe("x\0y");
  });
});
