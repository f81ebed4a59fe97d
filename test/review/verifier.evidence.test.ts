/** The gate's pure parts: how evidence lines are read, and which claim words may build a NO_MATCH. */
import { describe, expect, it } from "vitest";
import { claimIdentifiers, parseEvidence } from "../../src/review/verifier/evidence.js";

describe("parseEvidence", () => {
  it("reads quotes, absences and anything else as malformed; fences and blank lines are ignored", () => {
    expect(parseEvidence(["```", "src/a.ts:12:   return x;", "./lib/b.py:3: def f():", "NO_MATCH: fooBar\\(", "", "see above", "```"].join("\n"))).toEqual([
      { kind: "quote", path: "src/a.ts", line: 12, text: "  return x;" },
      { kind: "quote", path: "lib/b.py", line: 3, text: "def f():" },
      { kind: "absence", pattern: "fooBar\\(" },
      { kind: "malformed", raw: "see above" },
    ]);
  });

  it("keeps a quote's leading white space (it must match the file) and drops trailing white space", () => {
    expect(parseEvidence("src/a.ts:2:     indented   ")).toEqual([{ kind: "quote", path: "src/a.ts", line: 2, text: "    indented" }]);
  });
});

describe("claimIdentifiers", () => {
  it("takes code-shaped, backticked and called names, not prose", () => {
    expect(claimIdentifiers("checkToken calls sanitize_input and `store` with MAX_SIZE, then flush() and padded tokens v2x")).toEqual([
      "checkToken",
      "sanitize_input",
      "store",
      "MAX_SIZE",
      "flush",
      "v2x",
    ]);
  });
});
