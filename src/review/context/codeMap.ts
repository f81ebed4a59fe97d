/**
 * The code map of a checkout: the text of every file in a mapped language,
 * read once per run through the same confined reader as the tools (no
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
import pLimit from "p-limit";
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";
import type { WorkspaceSandbox } from "../../llm/tools/sandbox.js";
import { FileWalk } from "../../llm/tools/walk.js";
import { parseFile, type ParsedFile } from "./parse.js";
import { languageOf } from "./languages.js";

export interface MapLimits {
  /** Mapped-language files at most; a larger checkout is not mapped. */
  maxFiles: number;
  /** Their bytes in all at most. */
  maxBytes: number;
}

export const DEFAULT_MAP_LIMITS: MapLimits = { maxFiles: 25_000, maxBytes: 128 * 1024 * 1024 };

export type MapOutcome = { kind: "mapped"; map: CodeMap } | { kind: "unmapped"; reason: string };

/** One word of a file that may name a definition: 0-based line and character index. */
export interface Occurrence {
  path: string;
  index: number;
  line: number;
}

export class CodeMap {
  private readonly parsed = new Map<string, Promise<ParsedFile | undefined>>();
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
      parsing =
        text === undefined || !spec
          ? Promise.resolve(undefined)
          : parseFile(spec, text).catch((error: unknown) => {
              this.grammarFaults.set(spec.grammar, error instanceof Error ? error.message : String(error));
              return undefined;
            });
      this.parsed.set(path, parsing);
    }
    return parsing;
  }

  /** Every whole-word occurrence of `name` in the mapped files, in path order. */
  occurrences(name: string): Occurrence[] {
    const found: Occurrence[] = [];
    const word = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, "\\$")}(?![\\w$])`, "g");
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

const READ_CONCURRENCY = 16;

/**
 * Reads the checkout's mapped-language files. Files the walk or the confined
 * reader refuse, files over the sandbox's size cap and binary files are left
 * out; a checkout over the limits is not mapped.
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
  // Sixteen reads at a time: each is a few system calls that wait on the file system, not the CPU.
  const limit = pLimit(READ_CONCURRENCY);
  const reads = await Promise.all(
    paths.map((relPath) =>
      limit(() => readWorkspaceBytes(sandbox.root, relPath, { maxBytes: sandbox.maxFileBytes, ...(options.signal ? { signal: options.signal } : {}) })),
    ),
  );
  for (const [i, read] of reads.entries()) {
    // The confined reader refuses a symlink, a symlinked folder and anything but a regular file.
    if (read.kind !== "file" || read.truncated || read.bytes.includes(0)) {
      skipped++;
      continue;
    }
    bytes += read.bytes.length;
    if (bytes > limits.maxBytes) return { kind: "unmapped", reason: `over ${Math.round(limits.maxBytes / 1024 / 1024)} MB of source` };
    texts.set(paths[i]!, read.bytes.toString("utf8"));
  }
  return { kind: "mapped", map: new CodeMap(texts, { files: texts.size, bytes, skipped, ms: performance.now() - started }) };
}
