/**
 * A finding's fingerprint names one claim at one place: the line hash of its
 * first cited line (code scanning's primaryLocationLineHash, in meaning) keeps
 * a finding that only moved, and tells another occurrence of the same text
 * apart, by what follows it or by its occurrence number.
 */
import { describe, expect, it } from "vitest";
import {
  FINGERPRINT_PATTERN,
  LEGACY_FINGERPRINT_PATTERN,
  MAX_CITED_LINES,
  fingerprint,
  fingerprintOf,
  fingerprints,
  legacyFingerprintOf,
  type Citation,
} from "../../src/review/fingerprint.js";
import { WINDOW, lineHashAt, lineHashes } from "../../src/review/lineHash.js";

const CRITICAL = "🔴 CRITICAL";

const AVERAGE = [
  "export function average(values: number[]): number {",
  "  let total = 0;",
  "  for (const v of values) total += v;",
  "  return total / values.length;",
  "}",
];
const MEAN = [
  "export function mean(xs: number[]): number {",
  "  let total = 0;",
  "  for (const v of xs) total += v;",
  "  return total / values.length;",
  "  // unreachable",
  "}",
];

/** A reader over one file's lines, as the workspace tools give them: fewer past the end. */
const fileReader = (lines: readonly string[]) => async (_path: string, start: number, end: number) => lines.slice(start - 1, end);
const at = (start: number, end = start): Citation => ({ lane: "code-review", path: "src/stats.ts", severity: CRITICAL, start_line: start, end_line: end });

describe("lineHashes", () => {
  it("gives every line `<hex>:<occurrence>`", () => {
    const hashes = lineHashes(AVERAGE, true);
    expect(hashes).toHaveLength(AVERAGE.length);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{16}:1$/);
  });

  it("a line keeps its hash when lines above it change", () => {
    const before = lineHashes(AVERAGE, true);
    const after = lineHashes(["// stats helpers", "import { x } from './x';", "", ...AVERAGE], true);
    expect(after.slice(3)).toEqual(before);
  });

  it("ignores spaces and tabs (reindenting is no move) and CR line ends", () => {
    const before = lineHashes(AVERAGE, true);
    expect(
      lineHashes(
        AVERAGE.map((l) => `\t${l.trim()}\r`),
        true,
      ),
    ).toEqual(before);
  });

  it("the same line followed by other text hashes differently", () => {
    const file = [...AVERAGE, "", ...MEAN];
    const hashes = lineHashes(file, true);
    expect(file[3]).toBe(file[AVERAGE.length + 1 + 3]);
    expect(hashes[3]).not.toBe(hashes[AVERAGE.length + 1 + 3]);
  });

  it("identical lines with identical context differ by their occurrence number", () => {
    // Blocks of 14 characters: a window of 100 sees the same text from any block's second line, far enough from the end.
    const block = ["if (!ok) {", "  return result;", "}"];
    const file = Array.from({ length: 20 }, () => block).flat();
    const hashes = lineHashes(file, true);
    const [hash, occurrence] = hashes[1]!.split(":");
    expect(occurrence).toBe("1");
    expect(hashes[4]).toBe(`${hash}:2`);
    expect(hashes[7]).toBe(`${hash}:3`);
    // The last block's window runs into the end of the file: another hash, first of its kind.
    expect(hashes[58]!.split(":")[0]).not.toBe(hash);
  });

  it("hashes WINDOW characters of context: what lies further down does not count", () => {
    const long = Array.from({ length: 300 }, (_, i) => `line ${i}`);
    const edited = [...long.slice(0, 200), "changed far below", ...long.slice(201)];
    expect(lineHashes(edited, true)[10]).toBe(lineHashes(long, true)[10]);
    expect(lineHashes(edited, true)[199]).not.toBe(lineHashes(long, true)[199]);
  });

  it("lineHashAt needs the file only up to WINDOW lines past the line", () => {
    const long = Array.from({ length: 400 }, (_, i) => (i % 7 === 0 ? "}" : `value ${i % 5}`));
    const whole = lineHashes(long, true);
    expect(lineHashAt(long.slice(0, 150 + WINDOW), 150, false)).toBe(whole[149]);
    expect(lineHashAt(long, 399, true)).toBe(whole[398]);
    expect(lineHashAt(long, 401, true)).toBeUndefined();
  });
});

describe("fingerprints", () => {
  it("is 24 hex digits, with the first format's 16 beside", async () => {
    const fp = await fingerprints(at(4), fileReader(AVERAGE));
    expect(fp.fingerprint).toMatch(FINGERPRINT_PATTERN);
    expect(fp.fingerprint_v1).toMatch(LEGACY_FINGERPRINT_PATTERN);
    expect(fp.fingerprint_v1).toBe(legacyFingerprintOf(at(4), [AVERAGE[3]!]));
  });

  it("a finding that only moved keeps its fingerprint", async () => {
    const before = await fingerprint(at(4), fileReader(AVERAGE));
    const moved = ["// stats", "", "import { sum } from './sum';", ...AVERAGE];
    expect(await fingerprint(at(7), fileReader(moved))).toBe(before);
  });

  it("the same cited text at another place (another function, further down) is another fingerprint; the first format could not tell", async () => {
    const file = [...AVERAGE, "", ...MEAN];
    const average = await fingerprints(at(4), fileReader(file));
    const mean = await fingerprints(at(AVERAGE.length + 1 + 4), fileReader(file));
    expect(mean.fingerprint).not.toBe(average.fingerprint);
    expect(mean.fingerprint_v1).toBe(average.fingerprint_v1);
  });

  it("identical blocks: each occurrence is its own fingerprint", async () => {
    const block = ["if (!ok) {", "  return result;", "}", "log();"];
    const file = [...block, ...block, "end();"];
    const first = await fingerprint(at(2), fileReader(file));
    const second = await fingerprint(at(6), fileReader(file));
    expect(second).not.toBe(first);
  });

  it("changes with the cited text, severity, path or lane; not with prose", async () => {
    const read = fileReader(AVERAGE);
    const fp = await fingerprint(at(4), read);
    expect(await fingerprint(at(4, 5), read)).not.toBe(fp);
    expect(await fingerprint({ ...at(4), severity: "🟡 WARNING" }, read)).not.toBe(fp);
    expect(await fingerprint({ ...at(4), path: "src/other.ts" }, read)).not.toBe(fp);
    expect(await fingerprint({ ...at(4), lane: "security" }, read)).not.toBe(fp);
    expect(await fingerprint({ ...at(4), title: "Division by zero", claim: "empty arrays" } as Citation, read)).toBe(fp);
    const edited = AVERAGE.map((l, i) => (i === 3 ? "  return values.length ? total / values.length : 0;" : l));
    expect(await fingerprint(at(4), fileReader(edited))).not.toBe(fp);
  });

  it("fingerprintOf ignores trailing blanks but not indentation of the cited text", () => {
    const hash = "0123456789abcdef:1";
    expect(fingerprintOf(at(1), ["return x;  \t"], hash)).toBe(fingerprintOf(at(1), ["return x;"], hash));
    expect(fingerprintOf(at(1), ["  return x;"], hash)).not.toBe(fingerprintOf(at(1), ["return x;"], hash));
    expect(fingerprintOf(at(1), ["return x;"], "fedcba9876543210:1")).not.toBe(fingerprintOf(at(1), ["return x;"], hash));
  });

  it("reads from line 1 to past the start's window, the cited range capped at MAX_CITED_LINES", async () => {
    const asked: [number, number][] = [];
    const read = async (_path: string, start: number, end: number) => {
      asked.push([start, end]);
      return AVERAGE.slice(start - 1, end);
    };
    await fingerprint(at(4), read);
    await fingerprint(at(5, 5000), read);
    expect(asked).toEqual([
      [1, 4 + WINDOW],
      [1, 5 + MAX_CITED_LINES - 1],
    ]);
  });

  it("a citation past the end of the file still gets a fingerprint (of nothing, at no place)", async () => {
    expect(await fingerprint(at(40), fileReader(AVERAGE))).toMatch(FINGERPRINT_PATTERN);
  });
});
