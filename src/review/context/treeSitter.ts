/**
 * web-tree-sitter, loaded at run time from its CommonJS build: beside the
 * bundle in `dist/grammars/` (the build copies it), or from node_modules when
 * running from source. The bundler (ncc) does not take it in: its ES build
 * finds Node's `module` through a dynamic import that ncc turns into a
 * namespace without `createRequire`, and the runtime would not start.
 */
import { createRequire } from "node:module";
import type * as WebTreeSitter from "web-tree-sitter";

export type TreeSitter = typeof WebTreeSitter;

const loaded = new Map<string, TreeSitter>();

/** The runtime module at `path` (an absolute path to web-tree-sitter.cjs), loaded once. */
export function treeSitterAt(path: string): TreeSitter {
  let module = loaded.get(path);
  if (!module) {
    module = createRequire(import.meta.url)(path) as TreeSitter;
    loaded.set(path, module);
  }
  return module;
}
