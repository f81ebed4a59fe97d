import { describe, expect, it } from "vitest";
import { isTokenShaped, judgeRedactions, median, p90, parsePicks, quantile, unreadableIn } from "../../bench/support/replayInspect.js";
import { firstAddedLine, minimalValue } from "../../bench/support/replayModel.js";

describe("parsePicks", () => {
  it("reads label, base, head and note, skipping comments and blank lines", () => {
    const text = "# label\tbase\thead\tnote\ndeps-hbs\tae6dd376\ta3714473\tsquash: bump hbs (#7152)\n\nrel\tABCDEF01\t12345678\t\r\n";
    expect(parsePicks(text)).toEqual([
      { label: "deps-hbs", base: "ae6dd376", head: "a3714473", note: "squash: bump hbs (#7152)" },
      { label: "rel", base: "ABCDEF01", head: "12345678", note: "" },
    ]);
  });

  it("names the file and line of a malformed pick", () => {
    expect(() => parsePicks("ok\taaaa\tbbbb\tn\nbroken line\n", "express.tsv")).toThrow(/^express\.tsv:2: expected/);
    expect(() => parsePicks("x\t--output=/tmp/x\tbbbb\n", "p.tsv")).toThrow(/p\.tsv:1/);
    expect(parsePicks("urllib3\td49f3e25^\td49f3e25\tvendored\n")[0]).toMatchObject({ base: "d49f3e25^", head: "d49f3e25" });
  });
});

describe("unreadableIn", () => {
  it("attributes NULs, C0 controls and U+FFFD to the file whose diff shows them", () => {
    const prompt = [
      "diff --git a/a.txt b/a.txt",
      "+++ b/a.txt",
      "+plain\ttext\r",
      "+++ b/b.bin",
      "+x\0y",
      "+\x1b[31mred",
      "### c.ps1 — modified, +1 −0",
      "3+  caf\uFFFD",
    ].join("\n");
    const found = unreadableIn(prompt);
    expect([...found.keys()].sort()).toEqual(["C0 control", "NUL", "U+FFFD"]);
    expect([...found.get("NUL")!]).toEqual(["b.bin"]);
    expect([...found.get("C0 control")!]).toEqual(["b.bin"]);
    expect([...found.get("U+FFFD")!]).toEqual(["c.ps1"]);
  });

  it("finds nothing in ordinary text with tabs and carriage returns", () => {
    expect(unreadableIn("+++ b/x\n+\tindent\r\n+ok").size).toBe(0);
  });
});

describe("redactions judged against the original added lines", () => {
  it("tells a token from code and placeholders", () => {
    expect(isTokenShaped("ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8")).toBe(true);
    expect(isTokenShaped("AKIAIOSFODNN7EXAMPL3")).toBe(true);
    expect(isTokenShaped('process.env["TOKEN"]')).toBe(false);
    expect(isTokenShaped("your-api-key-here-1234")).toBe(false);
    expect(isTokenShaped("xxxxxxxxxxxxxxxxxxxx")).toBe(false);
    expect(isTokenShaped("github.com/grpc-ecosystem/grpc-gateway")).toBe(false);
  });

  it("counts a mark that hid code, not one that hid a token, and leaves an unfound line unjudged", () => {
    const added = ['const key = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";', "password = getPassword(user);", "other"];
    const prompt = [
      '12: +const key = "[REDACTED:github-token]";',
      "13: +password = [REDACTED:password];",
      "14: +nothing like this = [REDACTED:secret] here",
    ].join("\n");
    const judged = judgeRedactions(prompt, added);
    expect(judged).toEqual({ marks: 3, withoutToken: 1, unjudged: 1, examples: ["getPassword(user)"] });
  });
});

describe("median and p90", () => {
  it("take the nearest rank", () => {
    const values = [5, 1, 9, 3, 7, 2, 8, 4, 6, 10];
    expect(median(values)).toBe(5);
    expect(p90(values)).toBe(9);
    expect(quantile([42], 0.9)).toBe(42);
    expect(median([])).toBeUndefined();
  });
});

describe("the scripted model's pure parts", () => {
  it("answers a schema with its smallest value", () => {
    const schema = {
      type: "object",
      properties: {
        summary: { type: "string" },
        findings: { type: "array", items: { type: "object" } },
        verdict: { enum: ["PASS", "FAIL"] },
        add: { type: "boolean" },
        note: { type: ["string", "null"] },
      },
    };
    expect(minimalValue(schema)).toEqual({ summary: "", findings: [], verdict: "PASS", add: false, note: null });
  });

  it("finds the first added line a review prompt shows, with its new-file number", () => {
    const prompt = [
      "Review part 1 of 1.",
      "### src/x.ts — modified, +2 −1",
      "@@ -10,3 +10,4 @@",
      "10     same",
      "  -    gone",
      "11+",
      "12+    added();",
      "13     tail",
    ].join("\n");
    expect(firstAddedLine(prompt)).toEqual({ path: "src/x.ts", line: 12, text: "    added();" });
    expect(firstAddedLine("### a.md — deleted, +0 −3\n -    gone")).toBeUndefined();
  });
});
