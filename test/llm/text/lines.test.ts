/**
 * Line counts in a file's own encoding, as the shared decoder reads it: the
 * byte 0x0A is not a newline in UTF-16 or UTF-32 (a final newline there ends
 * in NULs; `Ċ`, U+010A, holds that byte), and a head cut at a read limit
 * keeps only whole lines, in whole code units.
 */
import { describe, expect, it } from "vitest";
import { decodeText } from "../../../src/llm/text/decode.js";
import { countTextLines, wholeLines } from "../../../src/llm/text/lines.js";

const BOM_16LE = Buffer.from([0xff, 0xfe]);
const BOM_16BE = Buffer.from([0xfe, 0xff]);
const utf16le = (text: string) => Buffer.from(text, "utf16le");
const utf16be = (text: string) => Buffer.from(utf16le(text)).swap16();
const utf32le = (text: string) => {
  const codes = [...text].map((c) => c.codePointAt(0)!);
  const bytes = Buffer.alloc(codes.length * 4);
  codes.forEach((code, i) => bytes.writeUInt32LE(code, i * 4));
  return Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x00]), bytes]);
};

describe("countTextLines", () => {
  it.each([
    ["UTF-8", Buffer.from("one\ntwo\nthree\n")],
    ["UTF-8 without a final newline", Buffer.from("one\ntwo\nthree")],
    ["UTF-16LE with a BOM", Buffer.concat([BOM_16LE, utf16le("one\ntwo\nthree\n")])],
    ["UTF-16BE with a BOM", Buffer.concat([BOM_16BE, utf16be("one\ntwo\nthree\n")])],
    ["UTF-16LE without a BOM", utf16le("one\ntwo\nthree\n")],
    ["UTF-16LE holding U+010A, whose low byte is 0x0A", Buffer.concat([BOM_16LE, utf16le("Ċ one\nĊ two\nĊ three")])],
    ["UTF-32LE with a BOM", utf32le("one\ntwo\nthree\n")],
    ["Windows-1252", Buffer.from([0x93, 0x61, 0x94, 0x0a, 0x62, 0x0a, 0x80, 0x0a])],
  ])("%s: three lines", (_name, bytes) => {
    expect(countTextLines(bytes)).toBe(3);
    const decoded = decodeText(bytes);
    if (decoded.kind === "text") expect(decoded.text.replace(/\n$/, "").split("\n")).toHaveLength(3);
  });

  it("an empty file has none; a BOM alone has none", () => {
    expect(countTextLines(Buffer.alloc(0))).toBe(0);
    expect(countTextLines(BOM_16LE)).toBe(0);
  });
});

describe("wholeLines", () => {
  it("cuts a UTF-16 head after its last newline unit, so it decodes", () => {
    const full = Buffer.concat([BOM_16LE, utf16le("first\nsecond\nthi")]);
    const cut = full.subarray(0, full.length - 1);
    const head = wholeLines(cut);
    expect(decodeText(head)).toMatchObject({ kind: "text", text: "first\nsecond\n" });
  });

  it("cuts a UTF-8 head inside a character back to its last whole line", () => {
    const full = Buffer.from("première\ndeuxième\n€");
    const head = wholeLines(full.subarray(0, full.length - 1));
    expect(decodeText(head)).toMatchObject({ kind: "text", encoding: "utf-8", text: "première\ndeuxième\n" });
  });
});
