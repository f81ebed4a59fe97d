/**
 * The code map of a checkout: the text of every file in a mapped language,
 * read once per run under the same rules as the tools' confined reader (no
 * symlink followed, the sandbox's size cap, the secret-file denylist), and
 * each file's syntax tree and definitions, parsed on first use.
 *
 * References are found by name, then confirmed by the tree: a word that
 * matches a changed definition's name is a reference when the node there is
 * a name, not a comment or a string. Only files holding the word are parsed,
 * so the map costs a read of the tree and a parse of the files in play.
 *
 * Bounded: a checkout over the file or byte limit is not mapped at all, and
 * the report says the review fell back to diff-only context. The map never
 * runs anything from the checkout.
 */
import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { WorkspaceSandbox } from "../../llm/tools/sandbox.js";
import { FileWalk } from "../../llm/tools/walk.js";
import { parseFile, type ParsedFile } from "./parse.js";
import { languageOf } from "./languages.js";
import { readWalkedFile } from "./readSources.js";
import { INDEXABLE, wordSites, type WordSite } from "./wordIndex.js";

export interface MapLimits {
  /** Mapped-language files at most; a larger checkout is not mapped. */
  maxFiles: number;
  /** Their bytes in all at most. */
  maxBytes: number;
}

export const DEFAULT_MAP_LIMITS: MapLimits = { maxFiles: 25_000, maxBytes: 128 * 1024 * 1024 };

export type MapOutcome = { kind: "mapped"; map: CodeMap } | { kind: "unmapped"; reason: string };

/** One word of a file that may name a definition: 0-based line and character index. */
export type Occurrence = WordSite;

/** About 100 MB of syntax trees alive at once; a normal source file has a node every few bytes. */
const MAX_ALIVE_TREE_NODES = 1_000_000;
/** The source a run may parse in all, re-parses included: a few hundred times a chunk's diff. */
const MAX_PARSED_CHARS = 64 * 1024 * 1024;

export class CodeMap {
  private readonly parsed = new Map<string, Promise<ParsedFile | undefined>>();
  /** The parsed files whose trees are alive, oldest first, and their nodes in all. */
  private readonly alive = new Map<string, { file: ParsedFile; nodes: number }>();
  private aliveNodes = 0;
  private parsedChars = 0;
  /** Occurrences by name, searched once per run: the chunks of a run share callees and names. */
  private readonly found = new Map<string, Occurrence[]>();
  /** Grammars that did not load, with why: the files of their language get diff-only context, and the report says why. */
  readonly grammarFaults = new Map<string, string>();

  constructor(
    /** Repository-relative path → text, for the files the map read. */
    readonly texts: ReadonlyMap<string, string>,
    /** Build figures, for the bench and the report. */
    readonly figures: { files: number; bytes: number; skipped: number; ms: number },
  ) {}

  /** A mapped file's tree and definitions, parsed once; undefined for a file not in the map or a grammar that did not load. */
  parse(path: string): Promise<ParsedFile | undefined> {
    let parsing = this.parsed.get(path);
    if (!parsing) {
      const text = this.texts.get(path);
      const spec = languageOf(path);
      // Parse work is bounded as well: past MAX_PARSED_CHARS a file is not parsed, and the map confirms no reference in it.
      const over = text !== undefined && (this.parsedChars += text.length) > MAX_PARSED_CHARS;
      parsing =
        text === undefined || !spec || over
          ? Promise.resolve(undefined)
          : parseFile(spec, text).then(
              (file) => file && this.retain(path, file),
              (error: unknown) => {
                this.grammarFaults.set(spec.grammar, error instanceof Error ? error.message : String(error));
                return undefined;
              },
            );
      this.parsed.set(path, parsing);
    }
    return parsing;
  }

  /**
   * Keeps a parsed file's tree, releasing the oldest others while the trees
   * alive hold more than MAX_ALIVE_TREE_NODES: a tree costs memory by its
   * nodes (deeply nested brackets, about 100 bytes a node), and a pull
   * request decides how many of its files a changed name makes the map parse.
   * A released file is parsed again when next asked for.
   */
  private retain(path: string, file: ParsedFile): ParsedFile {
    const nodes = file.tree?.rootNode.descendantCount ?? 0;
    this.alive.set(path, { file, nodes });
    this.aliveNodes += nodes;
    for (const [oldPath, old] of this.alive) {
      if (this.aliveNodes <= MAX_ALIVE_TREE_NODES || oldPath === path) break;
      this.alive.delete(oldPath);
      this.parsed.delete(oldPath);
      this.aliveNodes -= old.nodes;
      const tree = old.file.tree;
      old.file.tree = undefined;
      tree?.delete();
    }
    return file;
  }

  /**
   * Finds these names' occurrences in one pass over the texts (wordIndex.ts)
   * rather than a search per name: worth it past INDEX_AFTER names; fewer are
   * cheaper searched one by one, when first asked for. Returns how many names
   * the pass found (0: none, they are searched one by one).
   */
  index(names: Iterable<string>, signal?: AbortSignal): number {
    const wanted = new Set([...names].filter((n) => INDEXABLE.test(n) && !this.found.has(n)));
    if (wanted.size <= INDEX_AFTER) return 0;
    const sites = wordSites(this.texts, wanted, signal);
    for (const name of wanted) this.found.set(name, sites.get(name) ?? []);
    return wanted.size;
  }

  /** Every whole-word occurrence of `name` in the mapped files, in path order; searched once per run. */
  occurrences(name: string): Occurrence[] {
    let found = this.found.get(name);
    if (!found) this.found.set(name, (found = this.search(name)));
    return found;
  }

  /**
   * The occurrences of `name` that may be where it is defined, likeliest
   * first, at most MAX_DEFINITION_SITES: a member call (`xs.reduce(`) is
   * never a definition's name, and a line with a definition word before the
   * name (`function`, `def`, `fn` …) is looked at first. Each one looked at
   * is a parse, and a method every file calls would otherwise parse them all.
   */
  definitionSites(name: string): Occurrence[] {
    const sites = this.occurrences(name).filter((o) => !isMemberCall(this.texts.get(o.path) ?? "", o.index, name));
    const likely = new Set(sites.filter((o) => DEFINITION_WORD.test(lineBefore(this.texts.get(o.path) ?? "", o.index))));
    return [...likely, ...sites.filter((o) => !likely.has(o))].slice(0, MAX_DEFINITION_SITES);
  }

  private search(name: string): Occurrence[] {
    const found: Occurrence[] = [];
    // Escaped whole: a C++ `operator++` or a Ruby `empty?` is a name too.
    const word = new RegExp(`(?<![\\w$])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w$])`, "g");
    for (const [path, text] of this.texts) {
      if (!text.includes(name)) continue;
      // Matches come in order: count the newlines since the last one, not from the start for each (a common name has hundreds).
      let [line, counted] = [0, 0];
      for (const match of text.matchAll(word)) {
        for (let i = text.indexOf("\n", counted); i !== -1 && i < match.index; i = text.indexOf("\n", i + 1)) line += 1;
        counted = match.index;
        found.push({ path, index: match.index, line });
      }
    }
    return found;
  }
}

/** Past this many names, one pass over the texts costs less than a search for each (measured: a pass ≈ 150 searches). */
const INDEX_AFTER = 64;
const MAX_DEFINITION_SITES = 64;
const DEFINITION_WORD =
  /\b(function|def|fn|func|sub|class|struct|interface|trait|enum|type|impl|module|void|public|private|protected|static|async|export|const|let|var)\b/;

function lineBefore(text: string, index: number): string {
  return text.slice(text.lastIndexOf("\n", index - 1) + 1, index);
}

/** `x.name(`, `x?.name(`, `x->name(`: a call on an object; Ruby's `def self.name(` is a definition. */
function isMemberCall(text: string, index: number, name: string): boolean {
  const before = lineBefore(text, index).trimEnd();
  if (!(before.endsWith(".") || before.endsWith("->")) || /\bdef\s/.test(before)) return false;
  return /^\s*\(/.test(text.slice(index + name.length, index + name.length + 40));
}

const READ_BATCH = 64;

/**
 * Reads the checkout's mapped-language files. Files the walk or the reader's
 * rules refuse (readSources.ts), files over the sandbox's size cap and binary
 * files are left out; a checkout over the limits is not mapped.
 */
export async function buildCodeMap(sandbox: WorkspaceSandbox, options: { limits?: MapLimits; signal?: AbortSignal } = {}): Promise<MapOutcome> {
  const limits = options.limits ?? DEFAULT_MAP_LIMITS;
  const started = performance.now();
  const texts = new Map<string, string>();
  let bytes = 0;
  let skipped = 0;
  const walk = new FileWalk(sandbox, sandbox.root, { maxFiles: limits.maxFiles * 4, ...(options.signal ? { signal: options.signal } : {}) });
  const paths: string[] = [];
  for await (const file of walk) {
    if (!languageOf(file.relPath) || sandbox.withheld(file.relPath)) continue;
    paths.push(file.relPath);
    if (paths.length > limits.maxFiles) return { kind: "unmapped", reason: `over ${limits.maxFiles} source files` };
  }
  if (walk.capped) return { kind: "unmapped", reason: `over ${limits.maxFiles * 4} files` };
  for (const [i, path] of paths.entries()) {
    // Synchronous reads, a batch per turn of the event loop: timers and child processes' output are not held up.
    if (i > 0 && i % READ_BATCH === 0) await yieldToLoop();
    options.signal?.throwIfAborted();
    const read = readWalkedFile(sandbox.root, path, sandbox.maxFileBytes);
    // Refused by the rules (a symlink, not a regular file, over the size cap) or binary.
    if (!read || read.includes(0)) {
      skipped++;
      continue;
    }
    bytes += read.length;
    if (bytes > limits.maxBytes) return { kind: "unmapped", reason: `over ${Math.round(limits.maxBytes / 1024 / 1024)} MB of source` };
    texts.set(path, read.toString("utf8"));
  }
  return { kind: "mapped", map: new CodeMap(texts, { files: texts.size, bytes, skipped, ms: performance.now() - started }) };
}
