/**
 * Regex search over workspace files: the engine of fs_grep, and of the
 * finding verifier's check that a claimed pattern really is absent.
 *
 * The pattern is matched against each line as the tools show it (redacted,
 * cut at MAX_LINE_CHARS), not against the raw bytes. So a match can always be
 * quoted back and checked with readWorkspaceLine, and a search cannot be used
 * as an oracle to spell out a redacted secret one character at a time.
 *
 * Bounded three ways: bytes scanned, files visited and wall time. A search
 * that stops early says why (`stoppedBy`), so "no match" from a partial
 * search is never mistaken for absence.
 */
import { stat } from "node:fs/promises";
import { readShownLineBatches } from "./lines.js";
import { createPathMatcher } from "./pathMatcher.js";
import { RegexMatcher, RegexTimeout } from "./regexMatcher.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, isToolRefusal } from "./types.js";
import { FileWalk, type WalkedFile } from "./walk.js";
import { isBinaryFile, openResolvedFile, type OpenedFile } from "./workspaceFile.js";

export const DEFAULT_SEARCH_MAX_MATCHES = 200;
export const DEFAULT_SEARCH_MAX_BYTES = 64 * 1024 * 1024;
export const DEFAULT_SEARCH_MAX_FILES = 20_000;
export const DEFAULT_SEARCH_TIME_MS = 10_000;
const MAX_PATTERN_CHARS = 1000;
/** Lines sent to the regex worker per round trip. */
const BATCH_LINES = 4096;
const BATCH_CHARS = 1024 * 1024;

export interface SearchOptions {
  /** File or directory to search (workspace-relative); defaults to the root. */
  path?: string;
  /** Only files matching this glob (a slash-free glob matches the file name at any depth). */
  include?: string;
  /** Matches kept; counting goes on for `total`. */
  maxMatches?: number;
  /** Bytes read, over all files. */
  maxBytes?: number;
  /** Files visited. */
  maxFiles?: number;
  /** Wall time for the whole search. */
  timeBudgetMs?: number;
  /** Defaults to true only when `path` or `include` names node_modules. */
  includeNodeModules?: boolean;
  /** Checked between batches and files; on abort the search rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface SearchMatch {
  /** Workspace-relative posix path. */
  path: string;
  /** 1-based line number. */
  line: number;
  /** The line as fs_read shows it. */
  text: string;
}

export type SearchStop = "bytes" | "files" | "time";

export interface SearchResult {
  /** The first `maxMatches` matches, in walk order (files by path, lines ascending). */
  matches: SearchMatch[];
  /** Every match found in what was scanned. */
  total: number;
  filesScanned: number;
  binaryFilesSkipped: number;
  /** Set when the search ended before covering every candidate file. */
  stoppedBy?: SearchStop;
}

/** Compiles a model-supplied pattern, refusing an invalid one with the engine's reason. */
export function compileSearchPattern(pattern: unknown, ignoreCase = false): RegExp {
  if (typeof pattern !== "string" || pattern.length === 0) throw new ToolRefusal("pattern must be a non-empty string");
  if (pattern.length > MAX_PATTERN_CHARS) throw new ToolRefusal(`pattern is longer than ${MAX_PATTERN_CHARS} characters`);
  try {
    return new RegExp(pattern, ignoreCase ? "i" : "");
  } catch (error) {
    throw new ToolRefusal(`invalid regular expression: ${(error as Error).message}`);
  }
}

interface PendingLine {
  path: string;
  line: number;
  text: string;
}

/**
 * Searches the file or folder `options.path` names for `regex`. Throws a
 * ToolRefusal when the sandbox refuses that path, and the signal's reason on
 * abort; every other limit ends the search early with `stoppedBy` set.
 */
export async function searchWorkspace(sandbox: WorkspaceSandbox, regex: RegExp, options: SearchOptions = {}): Promise<SearchResult> {
  const maxMatches = options.maxMatches ?? DEFAULT_SEARCH_MAX_MATCHES;
  const maxBytes = options.maxBytes ?? DEFAULT_SEARCH_MAX_BYTES;
  const deadline = Date.now() + (options.timeBudgetMs ?? DEFAULT_SEARCH_TIME_MS);
  const include = options.include ? createPathMatcher([options.include]) : undefined;
  const { walk, candidates } = await candidatesFor(sandbox, options);

  const result: SearchResult = { matches: [], total: 0, filesScanned: 0, binaryFilesSkipped: 0 };
  const matcher = new RegexMatcher(regex);
  let batch: PendingLine[] = [];
  let batchChars = 0;
  let bytesScanned = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const lines = batch;
    batch = [];
    batchChars = 0;
    const hits = await matcher.match(
      lines.map((l) => l.text),
      deadline,
      options.signal,
    );
    result.total += hits.length;
    for (const index of hits) {
      if (result.matches.length >= maxMatches) break;
      result.matches.push(lines[index] as PendingLine);
    }
  };

  try {
    for await (const candidate of candidates) {
      if (Date.now() >= deadline) {
        result.stoppedBy = "time";
        break;
      }
      if (include && !include(candidate.relPath)) continue;
      const remaining = maxBytes - bytesScanned;
      if (remaining <= 0) {
        result.stoppedBy = "bytes";
        break;
      }
      let file: OpenedFile;
      try {
        file = await openResolvedFile(sandbox, candidate.realPath, candidate.relPath);
      } catch (error) {
        if (walk && isToolRefusal(error)) continue; // a walked file that vanished or is special
        throw error;
      }
      try {
        if (await isBinaryFile(file.handle)) {
          result.binaryFilesSkipped += 1;
          continue;
        }
        result.filesScanned += 1;
        let lineNo = 0;
        const lines = readShownLineBatches(file.handle, sandbox.redact, { maxBytes: remaining, signal: options.signal, path: candidate.relPath });
        for await (const shown of lines) {
          for (const text of shown) {
            lineNo += 1;
            batch.push({ path: candidate.relPath, line: lineNo, text });
            batchChars += text.length;
          }
          if (batch.length >= BATCH_LINES || batchChars >= BATCH_CHARS) await flush();
        }
        bytesScanned += Math.min(file.size, remaining);
        if (file.size > remaining) {
          result.stoppedBy = "bytes";
          break;
        }
      } finally {
        await file.handle.close();
      }
    }
    await flush();
    if (!result.stoppedBy && walk?.capped) result.stoppedBy = "files";
  } catch (error) {
    if (!(error instanceof RegexTimeout)) throw error;
    result.stoppedBy = "time";
  } finally {
    await matcher.close();
  }
  return result;
}

/** The files to scan: the one file `path` names, or a walk of the folder it names. */
async function candidatesFor(sandbox: WorkspaceSandbox, options: SearchOptions): Promise<{ walk?: FileWalk; candidates: AsyncIterable<WalkedFile> }> {
  const userPath = options.path ?? ".";
  const start = await sandbox.resolve(userPath);
  if (!(await stat(start)).isDirectory()) {
    return { candidates: single({ realPath: start, relPath: sandbox.relative(start) }) };
  }
  const namesNodeModules = /(^|[\\/])node_modules([\\/]|$)/.test(userPath) || /node_modules/.test(options.include ?? "");
  const walk = new FileWalk(sandbox, start, {
    includeNodeModules: options.includeNodeModules ?? namesNodeModules,
    maxFiles: options.maxFiles ?? DEFAULT_SEARCH_MAX_FILES,
    signal: options.signal,
  });
  return { walk, candidates: walk };
}

async function* single(file: WalkedFile): AsyncGenerator<WalkedFile> {
  yield file;
}
