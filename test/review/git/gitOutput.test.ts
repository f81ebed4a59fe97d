import { describe, expect, it } from "vitest";
import { parseRawZ } from "../../../src/review/git/gitOutput.js";

const A = "a".repeat(40);
const B = "b".repeat(40);
const Z = "0".repeat(40);

describe("parseRawZ (git diff --raw -z --no-abbrev)", () => {
  it("reads each record's modes, objects and status, then one path or, for a rename or copy, the old path first", () => {
    const output = [
      `:100644 100644 ${A} ${B} M`,
      "src/a b\tc.ts",
      `:000000 100644 ${Z} ${B} A`,
      "new\nline.txt",
      `:100644 100644 ${A} ${A} R100`,
      "old/name.go",
      "new/name.go",
      `:100644 100644 ${A} ${B} C075`,
      "from.py",
      "to.py",
      `:160000 160000 ${A} ${B} M`,
      "vendor/sub",
      "",
    ].join("\0");
    expect(parseRawZ(output)).toStrictEqual([
      { status: "modified", oldMode: "100644", newMode: "100644", path: "src/a b\tc.ts", oldObject: A, newObject: B },
      { status: "added", oldMode: "000000", newMode: "100644", path: "new\nline.txt", oldObject: Z, newObject: B },
      { status: "renamed", oldMode: "100644", newMode: "100644", path: "new/name.go", oldObject: A, newObject: A, oldPath: "old/name.go" },
      { status: "copied", oldMode: "100644", newMode: "100644", path: "to.py", oldObject: A, newObject: B, oldPath: "from.py" },
      { status: "modified", oldMode: "160000", newMode: "160000", path: "vendor/sub", oldObject: A, newObject: B },
    ]);
  });

  it("reads nothing from empty output, and a cut-off rename as far as it goes", () => {
    expect(parseRawZ("")).toEqual([]);
    expect(parseRawZ(`:100644 100644 ${A} ${B} R090\0only-one\0`)).toStrictEqual([
      { status: "renamed", oldMode: "100644", newMode: "100644", path: "only-one", oldObject: A, newObject: B },
    ]);
  });

  it("refuses output that is not a change record, naming what it found", () => {
    expect(() => parseRawZ("M\0path\0")).toThrow(/expected a change record, got "M"/);
  });
});
