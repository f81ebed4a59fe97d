/**
 * The verifier's cited excerpt from the code map: the whole innermost
 * definition holding the cited lines. The file is read through the confined
 * reader (as the map reads it) and parsed; the run's map serves it when the
 * review built one. Undefined for a language the map does not read, a file it
 * cannot read, or lines in no definition: the caller falls back to indentation.
 */
import { readWorkspaceBytes } from "../../llm/tools/confinedRead.js";
import type { WorkspaceSandbox } from "../../llm/tools/sandbox.js";
import { languageOf } from "./languages.js";
import { parseFile, type ParsedFile } from "./parse.js";

/** 1-based, inclusive. */
export interface LineSpan {
  from: number;
  to: number;
}

async function parsedAlone(sandbox: WorkspaceSandbox, path: string, signal?: AbortSignal): Promise<ParsedFile | undefined> {
  const spec = languageOf(path);
  if (!spec || sandbox.withheld(path)) return undefined;
  const read = await readWorkspaceBytes(sandbox.root, path, { maxBytes: sandbox.maxFileBytes, ...(signal ? { signal } : {}) });
  if (read.kind !== "file" || read.truncated) return undefined;
  return parseFile(spec, read.bytes.toString("utf8")).catch(() => undefined);
}

export async function definitionWindow(sandbox: WorkspaceSandbox, path: string, cited: LineSpan, signal?: AbortSignal): Promise<LineSpan | undefined> {
  const parsed = await parsedAlone(sandbox, path, signal);
  if (!parsed) return undefined;
  let best: LineSpan | undefined;
  for (const def of parsed.definitions) {
    const span = { from: def.startLine + 1, to: def.endLine + 1 };
    if (span.from <= cited.from && cited.to <= span.to && (!best || span.to - span.from < best.to - best.from)) best = span;
  }
  return best;
}
