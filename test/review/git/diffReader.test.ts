/**
 * The streaming reader of `git diff --raw -z --patch`, fed the way a pipe
 * feeds it: in chunks that split records and lines anywhere. (Chunks are
 * text already; Git.stream decodes bytes with a StringDecoder, which carries
 * a character split between two reads.)
 */
import { describe, expect, it } from "vitest";
import { DiffReadError, DiffReader } from "../../../src/review/git/diffReader.js";
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
    addedLines: ["--- content that looks like a header", "++ content too"],
    added: 2,
    removed: 1,
  },
  { path: "new/ünï x.ts", oldPath: "old/x.ts", status: "renamed", binary: false, addedLines: ["b ✓"], added: 1, removed: 1 },
  { path: "img.png", status: "added", binary: true, addedLines: [], added: 0, removed: 0 },
  { path: "link", status: "typechange", binary: false, addedLines: ["now a file"], added: 1, removed: 1 },
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
    expect(changes[0]).toMatchObject({ path: "src/a b.ts", addedLines: [], added: 2, removed: 1 });
    expect(changes[1]!.addedLines).toEqual(["b ✓"]);
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
});
