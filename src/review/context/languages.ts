/**
 * The languages the code map reads, by file extension, each with its grammar
 * (a prebuilt tree-sitter WASM from @repomix/tree-sitter-wasms) and the query
 * that finds its definitions. Every other file falls back to diff-only
 * context, and the report says so per file.
 *
 * The definition queries are written for these grammars after the tags.scm
 * files of the tree-sitter grammars (MIT) as Aider's repo map adapts them.
 * `@def` is the whole definition (its range is what the chunk shows), `@name`
 * its name (what references are looked up by).
 */
import type { DEFINITION_QUERIES } from "./definitionQueries.js";

export type LanguageId = keyof typeof DEFINITION_QUERIES;

export interface LanguageSpec {
  id: LanguageId;
  /** The grammar's file name without `.wasm`. */
  grammar: string;
}

const BY_EXTENSION: Readonly<Record<string, LanguageSpec>> = (() => {
  const table: Record<string, LanguageSpec> = {};
  const add = (id: LanguageId, grammar: string, extensions: string[]) => {
    for (const ext of extensions) table[ext] = { id, grammar };
  };
  add("typescript", "tree-sitter-typescript", ["ts", "mts", "cts"]);
  add("tsx", "tree-sitter-tsx", ["tsx"]);
  add("javascript", "tree-sitter-javascript", ["js", "jsx", "mjs", "cjs"]);
  add("python", "tree-sitter-python", ["py", "pyi"]);
  add("go", "tree-sitter-go", ["go"]);
  add("rust", "tree-sitter-rust", ["rs"]);
  add("java", "tree-sitter-java", ["java"]);
  add("ruby", "tree-sitter-ruby", ["rb", "rake"]);
  add("csharp", "tree-sitter-c_sharp", ["cs"]);
  add("php", "tree-sitter-php", ["php"]);
  add("c", "tree-sitter-c", ["c", "h"]);
  add("cpp", "tree-sitter-cpp", ["cc", "cpp", "cxx", "hpp", "hh", "hxx"]);
  return table;
})();

/** The grammars the build ships (scripts/build.mjs copies exactly these). */
export const SHIPPED_GRAMMARS: readonly string[] = [...new Set(Object.values(BY_EXTENSION).map((s) => s.grammar))].sort();

/** The language of a repository-relative path, or undefined when the map does not read it. */
export function languageOf(relPath: string): LanguageSpec | undefined {
  const base = relPath.slice(relPath.lastIndexOf("/") + 1);
  if (base.endsWith(".d.ts")) return BY_EXTENSION.ts;
  const dot = base.lastIndexOf(".");
  return dot > 0 ? BY_EXTENSION[base.slice(dot + 1).toLowerCase()] : undefined;
}
