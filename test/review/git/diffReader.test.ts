/**
 * The streaming reader of `git diff --raw -z --patch`, fed the way a pipe
 * feeds it: in chunks that split records and lines anywhere. (Chunks are
 * text already; Git.stream decodes bytes with a StringDecoder, which carries
 * a character split between two reads.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADDED_LINES_KEPT_BYTES, DiffReadError, DiffReader } from "../../../src/review/git/diffReader.js";
import type { FileChange } from "../../../src/review/signals/types.js";

const RECORDS = [
  ":100644 100644 aaaaaaa bbbbbbb M",
  "src/a b.ts",
  ":100644 100644 ccccccc ddddddd R090",
  "old/x.ts",
  "new/ünï x.ts",
  ":000000 100644 0000000 eeeeeee A",
  "img.png",
  ":120000 100644 fffffff 1111111 T",
  "link",
  ":100644 000000 2222222 0000000 D",
  "gone.py",
];

const PATCH = [
  "diff --git a/src/a b.ts b/src/a b.ts",
  "index aaaaaaa..bbbbbbb 100644",
  "--- a/src/a b.ts",
  "+++ b/src/a b.ts",
  "@@ -1,2 +1,3 @@",
  " keep",
  "-old line",
  "+--- content that looks like a header",
  "+++ content too",
  "\\ No newline at end of file",
  "diff --git a/old/x.ts b/new/ünï x.ts",
  "similarity index 90%",
  "rename from old/x.ts",
  "rename to new/ünï x.ts",
  "index ccccccc..ddddddd 100644",
  "--- a/old/x.ts",
  "+++ b/new/ünï x.ts",
  "@@ -1 +1 @@",
  "-a",
  "+b ✓",
  "diff --git a/img.png b/img.png",
  "new file mode 100644",
  "index 0000000..eeeeeee",
  "Binary files /dev/null and b/img.png differ",
  "diff --git a/link b/link",
  "deleted file mode 120000",
  "index fffffff..0000000",
  "--- a/link",
  "+++ /dev/null",
  "@@ -1 +0,0 @@",
  "-target",
  "\\ No newline at end of file",
  "diff --git a/link b/link",
  "new file mode 100644",
  "index 0000000..1111111",
  "--- /dev/null",
  "+++ b/link",
  "@@ -0,0 +1 @@",
  "+now a file",
  "diff --git a/gone.py b/gone.py",
  "deleted file mode 100644",
  "index 2222222..0000000",
  "--- a/gone.py",
  "+++ /dev/null",
  "@@ -1 +0,0 @@",
  "-import os",
];

const OUTPUT = `${RECORDS.join("\0")}\0\0${PATCH.join("\n")}\n`;

const EXPECTED: FileChange[] = [
  {
    path: "src/a b.ts",
    status: "modified",
    binary: false,
    addedLines: [],
    addedText: "--- content that looks like a header\n++ content too",
    added: 2,
    removed: 1,
  },
  { path: "new/ünï x.ts", oldPath: "old/x.ts", status: "renamed", binary: false, addedLines: [], addedText: "b ✓", added: 1, removed: 1 },
  { path: "img.png", status: "added", binary: true, addedLines: [], added: 0, removed: 0 },
  { path: "link", status: "typechange", binary: false, addedLines: [], addedText: "now a file", added: 1, removed: 1 },
  { path: "gone.py", status: "deleted", binary: false, addedLines: [], added: 0, removed: 1 },
];

function read(chunks: string[], collect?: (path: string) => boolean): FileChange[] {
  const changes: FileChange[] = [];
  const reader = new DiffReader({ onChange: (change) => changes.push(change), collectAddedLines: collect });
  for (const chunk of chunks) reader.write(chunk);
  reader.end();
  return changes;
}

function chunked(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

describe("DiffReader", () => {
  it.each([1, 2, 3, 7, 64, OUTPUT.length])("reads every change with its lines, in chunks of %i", (size) => {
    expect(read(chunked(OUTPUT, size))).toEqual(EXPECTED);
  });

  it("counts lines without keeping them when asked not to collect", () => {
    const changes = read([OUTPUT], (path) => path !== "src/a b.ts");
    expect(changes[0]).toEqual({ path: "src/a b.ts", status: "modified", binary: false, addedLines: [], added: 2, removed: 1 });
    expect(changes[1]!.addedText).toBe("b ✓");
  });

  it("reads an empty diff as no changes", () => {
    expect(read([])).toEqual([]);
  });

  it("reports records that git gave no patch section", () => {
    expect(read([":100644 100644 aaaaaaa bbbbbbb M\0only.ts\0"])).toEqual([
      { path: "only.ts", status: "modified", binary: false, addedLines: [], added: 0, removed: 0 },
    ]);
  });

  it("refuses a patch section that does not match its record", () => {
    const output = ":100644 100644 aaaaaaa bbbbbbb M\0a.ts\0\0diff --git a/b.ts b/b.ts\n";
    expect(() => read([output])).toThrow(DiffReadError);
  });

  it("refuses more patch sections than records", () => {
    const output = ":100644 100644 aaaaaaa bbbbbbb M\0a.ts\0\0diff --git a/a.ts b/a.ts\ndiff --git a/b.ts b/b.ts\n";
    expect(() => read([output])).toThrow(/without a change record/);
  });

  it("refuses output that is not a change record", () => {
    expect(() => read(["warning: something\0"])).toThrow(/expected a change record/);
  });

  it("refuses records cut short", () => {
    expect(() => read([":100644 100644 aaaaaaa bbbbbbb R100\0old.ts\0"])).toThrow(/lacks its path/);
  });

  it("reads UTF-16 text's added lines as their characters, without the NULs and each line's BOM", () => {
    const utf16 = (line: string) => [...line].map((c) => `${c}\0`).join("");
    const output = `:100644 100644 aaaaaaa bbbbbbb M\0w.ps1\0\0diff --git a/w.ps1 b/w.ps1\n@@ -1 +1,2 @@\n+\ufffd\ufffd${utf16("exec(x)")}\n+${utf16("run")}\n`;
    for (const size of [1, 5, output.length]) {
      expect(read(chunked(output, size))).toEqual([
        { path: "w.ps1", status: "modified", binary: false, addedLines: [], addedText: "exec(x)\nrun", added: 2, removed: 0 },
      ]);
    }
  });

  it("keeps a file's added lines up to the cap, as a prefix of whole lines", () => {
    const line = "x".repeat(1023);
    const lines = ADDED_LINES_KEPT_BYTES / 1024 + 10;
    const output = `:000000 100644 0000000 aaaaaaa A\0big.ts\0\0diff --git a/big.ts b/big.ts\n@@ -0,0 +1,${lines} @@\n${`+${line}\n`.repeat(lines)}`;
    const [change] = read(chunked(output, 65_536));
    expect(change!.added).toBe(lines);
    const kept = change!.addedText!.split("\n");
    expect(kept.length).toBeGreaterThan(lines - 20);
    expect(kept.length).toBeLessThan(lines);
    expect(kept.every((text) => text === line)).toBe(true);
  });

  describe("reads the patch in linear work", () => {
    afterEach(() => vi.restoreAllMocks());

    // Every scan the reader makes is a String.prototype.indexOf: the characters those scans pass over, summed, stay a
    // small multiple of the input's length, however many lines a chunk holds (a scan per line to the chunk's end was quadratic).
    it.each([
      ["text", "const a = 1; // a line of code"],
      ["a NUL in every line", "a\0b"],
    ])("with %s", (_name, content) => {
      const body = `+${content}\n`.repeat(4000);
      const output = `:000000 100644 0000000 aaaaaaa A\0dense.ts\0\0diff --git a/dense.ts b/dense.ts\n@@ -0,0 +1,4000 @@\n${body}`;
      let scanned = 0;
      const indexOf = String.prototype.indexOf;
      vi.spyOn(String.prototype, "indexOf").mockImplementation(function (this: string, search: string, from?: number) {
        const found = indexOf.call(this, search, from);
        scanned += (found < 0 ? this.length : found + search.length) - Math.max(0, from ?? 0);
        return found;
      });
      const [change] = read([output]);
      vi.restoreAllMocks();
      expect(change!.added).toBe(4000);
      expect(scanned).toBeGreaterThan(output.length);
      expect(scanned).toBeLessThan(3 * output.length);
    });
  });
});
