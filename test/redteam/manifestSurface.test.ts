/**
 * Red team: the manifest-based consumer surface (src/review/signals/
 * manifestSurface.ts) with a hostile package.json. An entry that points out
 * of the package (`../../etc/passwd`) is never read; the number of reads a
 * manifest can cause is the break below: it grows with the pull request's
 * text, each read a git process at the head.
 */
import { describe, expect, it } from "vitest";
import { manifestSurface } from "../../src/review/signals/manifestSurface.js";

function countingReader(files: Record<string, string>) {
  const asked: string[] = [];
  return { asked, read: async (path: string) => (asked.push(path), files[path]) };
}

describe("consumer surface from a hostile manifest", () => {
  it("never reads an entry outside the package, however it is spelt", async () => {
    const pkg = JSON.stringify({
      main: "../../etc/passwd",
      module: "./../../../etc/shadow",
      bin: { x: "..//..//home/runner/.ssh/id_rsa" },
      exports: { ".": { import: "./dist/../../../../proc/self/environ" } },
    });
    const { asked, read } = countingReader({ "packages/a/package.json": pkg, "packages/a/src/index.ts": "export const a = 1;\n" });
    expect(await manifestSurface(["packages/a/src/index.ts"], read)).toEqual([]);
    expect(asked.filter((p) => p.startsWith("..") || p.startsWith("/") || /etc|proc|\.ssh/.test(p))).toEqual([]);
  });

  it("an import that climbs out of the repository is never read", async () => {
    const { asked, read } = countingReader({
      "package.json": JSON.stringify({ main: "./src/index.ts" }),
      "src/index.ts": 'import "../../../etc/passwd";\nexport * from "./lib";\n',
      "src/lib.ts": "export const b = 2;\n",
    });
    expect(await manifestSurface(["src/lib.ts"], read)).toEqual([{ path: "src/lib.ts", why: "reachable from the entry points of package.json" }]);
    // It is asked for by a path that climbs out; the reader (git at the head) has no such file.
    expect(asked.filter((p) => p.includes("etc/passwd")).every((p) => p.startsWith("../"))).toBe(true);
  });

  // A package.json with 10,000 `exports` entries (278 KB, under the 512 KB read cap) made 260,002 reads for
  // one changed file; 5,000 relative imports made 65,004. The walk now stops at a fixed number of reads, and
  // what it could not decide counts as consumer surface (widening is allowed; missing is not).
  it("makes a bounded number of reads, whatever the manifest lists, and widens when cut short", async () => {
    const exports = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`./e${i}`, `./dist/e${i}.js`]));
    const entries = countingReader({ "package.json": JSON.stringify({ exports }), "src/index.ts": "export const a = 1;\n" });
    expect(await manifestSurface(["src/index.ts"], entries.read)).toEqual([{ path: "src/index.ts", why: expect.stringMatching(/stopped at its bound/) }]);
    expect(entries.asked.length).toBeLessThanOrEqual(20_000);
    const imports = Array.from({ length: 5_000 }, (_, i) => `import "./m${i}";`).join("\n");
    const walk = countingReader({ "package.json": JSON.stringify({ main: "./src/index.ts" }), "src/index.ts": imports });
    await manifestSurface(["src/index.ts"], walk.read);
    expect(walk.asked.length).toBeLessThanOrEqual(20_000);
  });
});
