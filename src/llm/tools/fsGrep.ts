/**
 * fs_grep: regex search over workspace files, one `path:line: text` row per
 * matching line. The text is the line exactly as fs_read shows it.
 */
import { optionalBoolean, optionalString, requiredString } from "./args.js";
import type { WorkspaceSandbox } from "./sandbox.js";
import { compileSearchPattern, searchWorkspace, type SearchResult } from "./search.js";
import type { ToolDefinition } from "./types.js";

export const FS_GREP_MAX_ROWS = 200;

export function createFsGrepTool(sandbox: WorkspaceSandbox): ToolDefinition {
  return {
    name: "fs_grep",
    description:
      "JavaScript regex `pattern` (no slashes or flags) in the text files under `path` (file or folder) matching the glob " +
      `\`include\` (\`*.ts\` by name, \`src/**/*.ts\` by path): up to ${FS_GREP_MAX_ROWS} \`path:line: text\` rows and the total. ` +
      "Skips binary files, .git and node_modules unless `path` or `include` names them.",
    parameters: {
      type: "object",
      properties: {
        pattern: { type: "string" },
        path: { type: "string" },
        include: { type: "string" },
        ignore_case: { type: "boolean" },
      },
      required: ["pattern"],
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const source = requiredString("fs_grep", args, "pattern");
      const regex = compileSearchPattern(source, optionalBoolean("fs_grep", args, "ignore_case") ?? false);
      const result = await searchWorkspace(sandbox, regex, {
        path: optionalString("fs_grep", args, "path"),
        include: optionalString("fs_grep", args, "include"),
        maxMatches: FS_GREP_MAX_ROWS,
        signal,
      });
      return sandbox.redact(render(result, source, sandbox.maxFileBytes));
    },
  };
}

const STOP_REASONS = {
  bytes: "it reached its byte budget",
  files: "it reached its file limit",
  time: "it ran out of time (simplify the pattern or narrow path/include)",
} as const;

function render(result: SearchResult, source: string, maxChars: number): string {
  const rows: string[] = [];
  let chars = 0;
  for (const match of result.matches) {
    const row = `${match.path}:${match.line}: ${match.text}`;
    if (rows.length > 0 && chars + row.length + 1 > maxChars) break;
    rows.push(row);
    chars += row.length + 1;
  }
  const notes: string[] = [];
  if (result.total === 0) {
    const binary = result.binaryFilesSkipped > 0 ? `; ${result.binaryFilesSkipped} binary file(s) not searched` : "";
    notes.push(`No matches for /${source}/ in ${result.filesScanned} file(s)${binary}.`);
  } else if (rows.length < result.total) {
    notes.push(`[showing ${rows.length} of ${result.total} matches; narrow the pattern, path or include to see the rest]`);
  } else {
    notes.push(`[${result.total} match${result.total === 1 ? "" : "es"}]`);
  }
  if (result.stoppedBy) {
    notes.push(`[the search stopped early because ${STOP_REASONS[result.stoppedBy]}; counts cover only what was scanned]`);
  }
  return [...rows, ...notes].join("\n");
}
