/**
 * What the map reads of a checkout, which the pull request controls: regular
 * files only, under the tools' rules. A symlink (to a file inside or outside,
 * or a folder), a FIFO, a file over the size cap, a binary file and a
 * withheld file are never in the map; the FIFO does not hold the read up.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { buildCodeMap } from "../../../src/review/context/codeMap.js";

it("maps regular files only: no symlink, FIFO, oversized, binary or withheld file is read", async () => {
  const root = mkdtempSync(join(tmpdir(), "codemap-reading-"));
  const outside = mkdtempSync(join(tmpdir(), "codemap-outside-"));
  const write = (path: string, text: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write("src/real.ts", "export function real() {}\n");
  write("src/big.ts", `export const big = "${"x".repeat(4_000)}";\n`);
  write("src/binary.ts", Buffer.from([0x65, 0x00, 0x66]));
  write("src/secret.ts", "export const token = 1;\n");
  writeFileSync(join(outside, "leak.ts"), "export function leak() {}\n");
  mkdirSync(join(outside, "folder"));
  writeFileSync(join(outside, "folder", "inner.ts"), "export function inner() {}\n");
  symlinkSync(join(root, "src/real.ts"), join(root, "src/alias.ts"));
  symlinkSync(join(outside, "leak.ts"), join(root, "src/leak.ts"));
  symlinkSync(join(outside, "folder"), join(root, "src/folder"));
  execFileSync("mkfifo", [join(root, "src/pipe.ts")]);

  const sandbox = new WorkspaceSandbox({ root, maxFileBytes: 1_000, denylist: ["src/secret.ts"] });
  const outcome = await buildCodeMap(sandbox);
  if (outcome.kind !== "mapped") throw new Error(outcome.reason);
  expect([...outcome.map.texts.keys()]).toEqual(["src/real.ts"]);
  expect(outcome.map.texts.get("src/real.ts")).toBe("export function real() {}\n");
  expect(outcome.map.occurrences("leak")).toEqual([]);
  expect(outcome.map.occurrences("inner")).toEqual([]);
});
