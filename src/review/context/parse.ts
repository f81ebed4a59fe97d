/**
 * One file's syntax tree and definitions. Parsing is local computation over
 * text: nothing in the file is run.
 */
import type { Language, Node, Parser, Query, Tree } from "web-tree-sitter";
import type { TreeSitter } from "./treeSitter.js";
import { DEFINITION_QUERIES } from "./definitionQueries.js";
import { loadLanguage } from "./grammars.js";
import type { LanguageSpec } from "./languages.js";

export interface Definition {
  name: string;
  /** The grammar's node type: `function_declaration`, `method_definition`, `class_definition` … */
  kind: string;
  /** 0-based, inclusive. */
  startLine: number;
  endLine: number;
  startIndex: number;
  endIndex: number;
}

export interface ParsedFile {
  language: LanguageSpec["id"];
  /** Undefined once the map released it to stay within its memory bound (CodeMap.retain). */
  tree: Tree | undefined;
  /** In source order (outer before inner). */
  definitions: Definition[];
}

const queries = new Map<string, Query>();
const parsers = new Map<string, Parser>();

function parserFor(ts: TreeSitter, spec: LanguageSpec, language: Language): Parser {
  let parser = parsers.get(spec.id);
  if (!parser) {
    parser = new ts.Parser();
    parser.setLanguage(language);
    parsers.set(spec.id, parser);
  }
  return parser;
}

function definitionQuery(ts: TreeSitter, spec: LanguageSpec, language: Language): Query {
  let query = queries.get(spec.id);
  if (!query) {
    query = new ts.Query(language, DEFINITION_QUERIES[spec.id]);
    queries.set(spec.id, query);
  }
  return query;
}

/** Parses a file; rejects with GrammarError when its grammar does not load. */
export async function parseFile(spec: LanguageSpec, text: string): Promise<ParsedFile | undefined> {
  // A grammar that does not load rejects (GrammarError): the map records why, and the report names it.
  const { language, ts } = await loadLanguage(spec);
  // One parser per language for the process: a parse is synchronous, so no two share it at once.
  const parser = parserFor(ts, spec, language);
  const tree = parser.parse(text);
  if (!tree) return undefined;
  const definitions: Definition[] = [];
  const seen = new Set<number>();
  for (const match of definitionQuery(ts, spec, language).matches(tree.rootNode)) {
    const def = match.captures.find((c) => c.name === "def")?.node;
    const name = match.captures.find((c) => c.name === "name")?.node;
    if (!def || !name || seen.has(def.id)) continue;
    seen.add(def.id);
    definitions.push({
      name: simpleName(name.text),
      kind: def.type,
      startLine: def.startPosition.row,
      endLine: def.endPosition.row,
      startIndex: def.startIndex,
      endIndex: def.endIndex,
    });
  }
  definitions.sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
  return { language: spec.id, tree, definitions };
}

/** `Foo::bar`, `self.bar`, `~Foo` → the name references use. */
function simpleName(text: string): string {
  const parts = text.split(/::|\.|->/);
  return (parts.at(-1) ?? text).replace(/^~/, "");
}

/** The innermost definition holding a 0-based line, if any. */
export function enclosingDefinition(file: ParsedFile, line: number): Definition | undefined {
  let best: Definition | undefined;
  for (const def of file.definitions) {
    if (def.startLine <= line && line <= def.endLine && (!best || def.endLine - def.startLine <= best.endLine - best.startLine)) best = def;
  }
  return best;
}

export type OccurrenceKind = "call" | "import" | "name";

/**
 * What the word at `index` is in the tree: undefined in a comment or string
 * (not a reference), else a call, an import, or another use of the name.
 */
export function occurrenceKind(file: ParsedFile, index: number, name: string): OccurrenceKind | undefined {
  // A released tree: the word cannot be placed, so it counts as a use of the name.
  if (!file.tree) return "name";
  const node = file.tree.rootNode.descendantForIndex(index);
  if (!node || node.text !== name || /comment|string|heredoc/.test(node.type)) return undefined;
  for (let up: Node | null = node.parent, depth = 0; up && depth < 4; up = up.parent, depth++) {
    if (/import|require|use_declaration|using_directive|namespace_use|preproc_include/.test(up.type)) return "import";
    if (/call|invocation|new_expression|object_creation/.test(up.type)) return "call";
  }
  return "name";
}
