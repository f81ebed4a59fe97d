/**
 * Real temporary workspaces for the tool tests: a `ws/` root with a sibling
 * `outside/` folder, so a symlink or `..` that escapes has something to find.
 */
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { isToolRefusal, type ToolDefinition } from "../../../src/llm/tools/types.js";

export interface TempWorkspace {
  /** The workspace root. */
  root: string;
  /** A folder beside the root, outside it. */
  outside: string;
  write(relPath: string, content: string | Buffer): Promise<string>;
  writeOutside(relPath: string, content: string | Buffer): Promise<string>;
  /** Creates `linkRelPath` (inside the root) pointing at `target` as written. */
  link(linkRelPath: string, target: string): Promise<void>;
  mkdir(relPath: string): Promise<void>;
}

async function writeUnder(base: string, relPath: string, content: string | Buffer): Promise<string> {
  const full = path.join(base, relPath);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, content);
  return full;
}

/** Makes a workspace, removed after the test, with the given files. */
export async function makeWorkspace(files: Record<string, string | Buffer> = {}): Promise<TempWorkspace> {
  const parent = await mkdtemp(path.join(tmpdir(), "gauntlet-tools-"));
  // Per workspace, not a module-level afterEach: the unit files share their workers' modules (isolate: false), so a
  // hook registered on import would belong only to the first file that imported this one.
  onTestFinished(() => rm(parent, { recursive: true, force: true }));
  const root = path.join(parent, "ws");
  const outside = path.join(parent, "outside");
  await mkdir(root);
  await mkdir(outside);
  const workspace: TempWorkspace = {
    root,
    outside,
    write: (relPath, content) => writeUnder(root, relPath, content),
    writeOutside: (relPath, content) => writeUnder(outside, relPath, content),
    link: async (linkRelPath, target) => {
      const full = path.join(root, linkRelPath);
      await mkdir(path.dirname(full), { recursive: true });
      await symlink(target, full);
    },
    mkdir: async (relPath) => {
      await mkdir(path.join(root, relPath), { recursive: true });
    },
  };
  for (const [relPath, content] of Object.entries(files)) await workspace.write(relPath, content);
  return workspace;
}

export function runTool(tool: ToolDefinition, args: Record<string, unknown>, signal = new AbortController().signal): Promise<string> {
  return tool.run(args, signal);
}

/** The refusal a tool call ends in; fails the test when the call succeeds or throws something else. */
export async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isToolRefusal(error)) return error.message;
    throw error;
  }
  throw new Error("expected a ToolRefusal, but the call succeeded");
}

/** Token shapes built at run time, so this source holds none. */
export const fakeGithubToken = (): string => `ghp_${"R4nd0mT0k3n".repeat(4).slice(0, 36)}`;
export const fakeOpenAiKey = (): string => `sk-${"Qw3rTy9Zx".repeat(6).slice(0, 48)}`;
