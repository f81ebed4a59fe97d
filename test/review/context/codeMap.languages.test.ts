/**
 * The code map per language: each grammar loads, its definition query finds
 * the functions, methods and classes with their ranges, and a call in another
 * file is confirmed as a reference while the same word in a comment or a
 * string is not.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { WorkspaceSandbox } from "../../../src/llm/tools/sandbox.js";
import { buildCodeMap, type CodeMap } from "../../../src/review/context/codeMap.js";
import { SHIPPED_GRAMMARS } from "../../../src/review/context/languages.js";
import { enclosingDefinition, occurrenceKind } from "../../../src/review/context/parse.js";

function checkout(files: Record<string, string>): WorkspaceSandbox {
  const root = mkdtempSync(join(tmpdir(), "codemap-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return new WorkspaceSandbox({ root });
}

async function mapOf(files: Record<string, string>): Promise<CodeMap> {
  const outcome = await buildCodeMap(checkout(files));
  if (outcome.kind !== "mapped") throw new Error(outcome.reason);
  return outcome.map;
}

/** Per language: a definition file (the target `target` on its own line range) and a caller file. */
const CASES: Array<{ lang: string; def: [string, string]; caller: [string, string]; kinds: string[]; lines: [number, number] }> = [
  {
    lang: "TypeScript",
    def: [
      "src/lib.ts",
      "// héllo: non-ASCII before the definition\nexport function target(a: number): number {\n  return a + 1;\n}\nexport class Box { size(): number { return 1; } }\nexport interface Shape { area(): number }\n",
    ],
    caller: [
      "src/use.ts",
      '// ünïcode first, so character and byte offsets differ\nimport { target } from "./lib";\n// target in a comment\nconst s = "target";\nexport const y = target(2);\n',
    ],
    kinds: ["function_declaration", "class_declaration", "method_definition", "interface_declaration"],
    lines: [1, 3],
  },
  {
    lang: "TSX",
    def: ["src/view.tsx", "export function target(p: { n: number }) {\n  return <div>{p.n}</div>;\n}\n"],
    caller: ["src/app.tsx", 'import { target } from "./view";\n// target\nexport const App = () => target({ n: 1 });\n'],
    kinds: ["function_declaration"],
    lines: [0, 2],
  },
  {
    lang: "JavaScript",
    def: ["lib/a.js", "function target(x) {\n  return x;\n}\nconst other = (y) => y;\nmodule.exports = { target, other };\n"],
    caller: ["lib/b.js", 'const { target } = require("./a");\n// target\nconsole.log(target(1), "target");\n'],
    kinds: ["function_declaration", "variable_declarator"],
    lines: [0, 2],
  },
  {
    lang: "Python",
    def: ["pkg/a.py", "class Thing:\n    def target(self, x):\n        return x\n"],
    caller: ["pkg/b.py", 'from pkg.a import Thing\n# target\nprint(Thing().target(1), "target")\n'],
    kinds: ["class_definition", "function_definition"],
    lines: [1, 2],
  },
  {
    lang: "Go",
    def: ["a/a.go", "package a\n\ntype T struct{}\n\nfunc (t T) target(x int) int {\n\treturn x\n}\n"],
    caller: ["b/b.go", 'package b\n\n// target\nfunc f() { _ = "target"; a.T{}.target(1) }\n'],
    kinds: ["type_spec", "method_declaration"],
    lines: [4, 6],
  },
  {
    lang: "Rust",
    def: ["src/lib.rs", "pub struct S;\npub fn target(x: i32) -> i32 {\n    x\n}\n"],
    caller: ["src/main.rs", 'use crate::target;\n// target\nfn main() { let _ = "target"; target(1); }\n'],
    kinds: ["struct_item", "function_item"],
    lines: [1, 3],
  },
  {
    lang: "Java",
    def: ["src/A.java", "public class A {\n  public int target(int x) {\n    return x;\n  }\n}\n"],
    caller: ["src/B.java", 'class B {\n  // target\n  int f() { String s = "target"; return new A().target(1); }\n}\n'],
    kinds: ["class_declaration", "method_declaration"],
    lines: [1, 3],
  },
  {
    lang: "Ruby",
    def: ["lib/a.rb", "class A\n  def target(x)\n    x\n  end\nend\n"],
    caller: ["lib/b.rb", '# target\nputs "target"\nA.new.target(1)\n'],
    kinds: ["class", "method"],
    lines: [1, 3],
  },
  {
    lang: "C#",
    def: ["src/A.cs", "public class A {\n  public int target(int x) {\n    return x;\n  }\n}\n"],
    caller: ["src/B.cs", 'class B {\n  // target\n  int F() { var s = "target"; return new A().target(1); }\n}\n'],
    kinds: ["class_declaration", "method_declaration"],
    lines: [1, 3],
  },
  {
    lang: "PHP",
    def: ["src/a.php", "<?php\nfunction target($x) {\n  return $x;\n}\nclass K { public function m() {} }\n"],
    caller: ["src/b.php", '<?php\n// target\n$s = "target";\necho target(1);\n'],
    kinds: ["function_definition", "class_declaration", "method_declaration"],
    lines: [1, 3],
  },
  {
    lang: "C",
    def: ["src/a.c", "int target(int x) {\n  return x;\n}\nchar *name(void) { return 0; }\n"],
    caller: ["src/b.c", '#include "a.h"\n/* target */\nint f(void) { const char *s = "target"; return target(1); }\n'],
    kinds: ["function_definition"],
    lines: [0, 2],
  },
  {
    lang: "C++",
    def: ["src/a.cpp", "class A {\n public:\n  int m();\n};\nint A::target(int x) {\n  return x;\n}\n"],
    caller: ["src/b.cc", '// target\nint f() { const char* s = "target"; return A().target(1); }\n'],
    kinds: ["class_specifier", "function_definition"],
    lines: [4, 6],
  },
];

describe("the code map, per language", () => {
  for (const c of CASES) {
    it(`${c.lang}: definitions with their ranges, and references confirmed by the tree`, async () => {
      const map = await mapOf({ [c.def[0]]: c.def[1], [c.caller[0]]: c.caller[1] });
      const parsed = await map.parse(c.def[0]);
      expect(parsed, `${c.lang} grammar`).toBeDefined();
      const kinds = new Set(parsed!.definitions.map((d) => d.kind));
      for (const kind of c.kinds) expect(kinds).toContain(kind);
      const target = parsed!.definitions.find((d) => d.name === "target");
      expect(target, `${c.lang} target`).toMatchObject({ startLine: c.lines[0], endLine: c.lines[1] });
      expect(enclosingDefinition(parsed!, c.lines[0] + 1)?.name).toBe("target");

      const caller = (await map.parse(c.caller[0]))!;
      const kindsInCaller = map
        .occurrences("target")
        .filter((o) => o.path === c.caller[0])
        .map((o) => occurrenceKind(caller, o.index, "target"));
      // The comment and the string are not references; the call is.
      expect(kindsInCaller).toContain("call");
      expect(kindsInCaller.filter((k) => k === undefined).length).toBeGreaterThanOrEqual(1);
    });
  }

  it("ships every grammar it maps: scripts/build.mjs copies exactly these", () => {
    const build = readFileSync(resolve(import.meta.dirname, "../../../scripts/build.mjs"), "utf8");
    const listed = JSON.parse(/const GRAMMARS = (\[[^\]]*\]);/.exec(build)![1]!) as string[];
    expect(listed.map((g) => `tree-sitter-${g}`).sort()).toEqual([...SHIPPED_GRAMMARS]);
  });

  it("falls back for a language it does not map: the file is not in the map", async () => {
    const map = await mapOf({ "a.lua": "function target() end\n", "b.ts": "export const x = 1;\n" });
    expect([...map.texts.keys()]).toEqual(["b.ts"]);
    expect(await map.parse("a.lua")).toBeUndefined();
  });
});
