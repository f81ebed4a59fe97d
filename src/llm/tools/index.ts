/**
 * The read-only repository tools an llm node may whitelist, all confined to
 * one WorkspaceSandbox. They never write and never execute anything.
 */
import { createFsCatTool } from "./fsCat.js";
import { createFsGlobTool } from "./fsGlob.js";
import { createFsGrepTool } from "./fsGrep.js";
import { createFsLsTool } from "./fsLs.js";
import { createFsReadTool } from "./fsRead.js";
import { WorkspaceSandbox, type WorkspaceSandboxOptions } from "./sandbox.js";
import type { ToolDefinition } from "./types.js";

export const REPOSITORY_TOOL_NAMES = ["fs_read", "fs_cat", "fs_grep", "fs_glob", "fs_ls"] as const;
export type RepositoryToolName = (typeof REPOSITORY_TOOL_NAMES)[number];

/** All five tools over one sandbox: pass an existing sandbox to share it with the verifier's gate. */
export function createRepositoryTools(source: WorkspaceSandbox | WorkspaceSandboxOptions): ToolDefinition[] {
  const sandbox = source instanceof WorkspaceSandbox ? source : new WorkspaceSandbox(source);
  return [createFsReadTool(sandbox), createFsCatTool(sandbox), createFsGrepTool(sandbox), createFsGlobTool(sandbox), createFsLsTool(sandbox)];
}

export { createFsCatTool, createFsGlobTool, createFsGrepTool, createFsLsTool, createFsReadTool };
export { DEFAULT_MAX_FILE_BYTES, WorkspaceSandbox, type WorkspaceSandboxOptions } from "./sandbox.js";
export { DEFAULT_SECRET_FILES, createWithheldMatcher, hasSourceExtension, type WithheldBy } from "./secretFiles.js";
export { readWorkspaceLine, readWorkspaceLines } from "./workspaceLine.js";
export { compileSearchPattern, searchWorkspace, type SearchMatch, type SearchOptions, type SearchResult, type SearchStop } from "./search.js";
export { ToolRefusal, isToolRefusal, type ToolDefinition } from "./types.js";
