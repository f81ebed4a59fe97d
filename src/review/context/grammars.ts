/**
 * The tree-sitter runtime and its grammars, loaded lazily: the runtime on the
 * first parse, each grammar the first time a file of its language is read.
 * A run whose diff holds no mapped language loads nothing.
 *
 * Where they are: the build ships them once in `dist/grammars/` (brotli-
 * compressed: 19 MB of WASM is 1 MB so), shared by the action (dist/index.js)
 * and the CLI (dist/cli/index.js); from source they come from node_modules.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import type { Language } from "web-tree-sitter";
import { treeSitterAt, type TreeSitter } from "./treeSitter.js";
import type { LanguageSpec } from "./languages.js";

export const RUNTIME_WASM = "web-tree-sitter.wasm";
export const RUNTIME_MODULE = "web-tree-sitter.cjs";

/** A grammar or the runtime could not be found or loaded: the map falls back to diff-only context. */
export class GrammarError extends Error {
  readonly code = "GRAMMAR_UNAVAILABLE";
}

interface Places {
  runtime: string;
  module: string;
  grammar: (name: string) => string | undefined;
}

/** The shipped folder beside a bundle, else the packages (running from source). */
function places(): Places {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dir of [join(here, "grammars"), join(here, "..", "grammars")]) {
    if (existsSync(join(dir, RUNTIME_WASM))) {
      return {
        runtime: join(dir, RUNTIME_WASM),
        module: join(dir, RUNTIME_MODULE),
        grammar: (name) => [join(dir, `${name}.wasm.br`)].find((p) => existsSync(p)),
      };
    }
  }
  // Package names built at run time, so the bundler leaves them to this fallback and never copies them itself.
  const req = createRequire(import.meta.url);
  const wasms = join(dirname(req.resolve([["@repomix", "tree-sitter-wasms"].join("/"), "package.json"].join("/"))), "out");
  const runtime = req.resolve([["web", "tree", "sitter"].join("-"), RUNTIME_WASM].join("/"));
  return {
    runtime,
    module: join(dirname(runtime), RUNTIME_MODULE),
    grammar: (name) => [join(wasms, `${name}.wasm`)].find((p) => existsSync(p)),
  };
}

/** A loaded grammar and the runtime that parses with it. */
export interface LoadedLanguage {
  language: Language;
  ts: TreeSitter;
}

let runtime: Promise<{ found: Places; ts: TreeSitter }> | undefined;
const languages = new Map<string, Promise<LoadedLanguage>>();

function initRuntime(): Promise<{ found: Places; ts: TreeSitter }> {
  runtime ??= (async () => {
    const found = places();
    const ts = treeSitterAt(found.module);
    await ts.Parser.init({ locateFile: () => found.runtime });
    return { found, ts };
  })();
  return runtime;
}

/** The grammar of a language, loaded once per process. */
export function loadLanguage(spec: LanguageSpec): Promise<LoadedLanguage> {
  let loading = languages.get(spec.grammar);
  if (!loading) {
    loading = (async () => {
      const { found, ts } = await initRuntime().catch((error: unknown) => {
        throw new GrammarError(`the tree-sitter runtime did not load (${error instanceof Error ? error.message : String(error)})`);
      });
      const file = found.grammar(spec.grammar);
      if (!file) throw new GrammarError(`no grammar ${spec.grammar} shipped beside the bundle`);
      const bytes = readFileSync(file);
      return { language: await ts.Language.load(file.endsWith(".br") ? brotliDecompressSync(bytes) : bytes), ts };
    })();
    languages.set(spec.grammar, loading);
  }
  return loading;
}
