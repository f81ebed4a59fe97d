/**
 * fs_glob: workspace files whose relative path matches a glob.
 * Standard glob semantics: `*.ts` matches at the root only, and `**` spans
 * folders. The walk starts at the pattern's literal base, so `src/**` never
 * reads the rest of the tree.
 */
import { stat } from "node:fs/promises";
import picomatch from "picomatch";
import { requiredString } from "./args.js";
import { MissingPathRefusal, type WorkspaceSandbox } from "./sandbox.js";
import { ToolRefusal, type ToolDefinition } from "./types.js";
import { FileWalk } from "./walk.js";

export const FS_GLOB_MAX_RESULTS = 500;
const MAX_PATTERN_CHARS = 1000;

export function createFsGlobTool(sandbox: WorkspaceSandbox): ToolDefinition {
  return {
    name: "fs_glob",
    description:
      `Files whose path matches the glob \`pattern\` (\`**/*.ts\`), sorted, at most ${FS_GLOB_MAX_RESULTS}; ` +
      "never .git, and node_modules only when the pattern names it.",
    parameters: {
      type: "object",
      properties: { pattern: { type: "string" } },
      required: ["pattern"],
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const pattern = normalizePattern(requiredString("fs_glob", args, "pattern"));
      const { base } = picomatch.scan(pattern);
      let start: string;
      try {
        start = await sandbox.resolve(base || ".");
      } catch (error) {
        // A base that is merely absent has no matches; every other refusal stands.
        if (error instanceof MissingPathRefusal) return noMatch(sandbox, pattern);
        throw error;
      }
      const matches = picomatch(pattern, { dot: true });
      const found: string[] = [];
      let capped = false;
      if ((await stat(start)).isFile()) {
        const relPath = sandbox.relative(start);
        if (matches(relPath)) found.push(relPath);
      } else {
        const walk = new FileWalk(sandbox, start, {
          includeDenied: true,
          includeNodeModules: pattern.includes("node_modules"),
          signal,
        });
        for await (const file of walk) if (matches(file.relPath)) found.push(file.relPath);
        capped = walk.capped;
      }
      if (found.length === 0) return noMatch(sandbox, pattern, capped);
      found.sort();
      const shown = found.slice(0, FS_GLOB_MAX_RESULTS);
      const notes: string[] = [];
      if (found.length > shown.length) notes.push(`[showing ${shown.length} of ${found.length} paths; narrow the pattern]`);
      if (capped) notes.push("[the walk stopped at its file limit; some files were not considered]");
      return sandbox.redact([...shown, ...notes].join("\n"));
    },
  };
}

function normalizePattern(raw: string): string {
  if (raw.length > MAX_PATTERN_CHARS) throw new ToolRefusal(`fs_glob: pattern is longer than ${MAX_PATTERN_CHARS} characters`);
  const pattern = raw.replace(/^(\.\/)+/, "");
  if (pattern.startsWith("/") || pattern.split("/").includes("..")) {
    throw new ToolRefusal("fs_glob: the pattern must be relative to the workspace root and must not contain `..`");
  }
  return pattern;
}

function noMatch(sandbox: WorkspaceSandbox, pattern: string, capped = false): string {
  const note = capped ? " (the walk stopped at its file limit)" : "";
  return sandbox.redact(`No files match ${JSON.stringify(pattern)}${note}.`);
}
