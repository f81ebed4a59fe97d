#!/usr/bin/env node
/**
 * The `gauntlet` CLI entry (bundled to dist/cli/index.js). It imports almost
 * nothing itself: each command, and the toolkit of graphs and scripts, loads
 * when used, so `gauntlet version` starts about as fast as node does.
 */
import module from "node:module";
import { runCli } from "./cli/main.js";
import type { Toolkit } from "./cli/toolkit.js";
import { VERSION } from "./version.js";

// Node 22.1+ caches compiled code across runs (the runner's node24); absent on Node 20, where this does nothing.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
}

async function loadToolkit(): Promise<Toolkit> {
  const [{ DirectoryGraphLibrary, shippedGraphsDir }, { REPOSITORY_TOOL_NAMES }, { EXEC_TOOL }, { reviewScripts }] = await Promise.all([
    import("./engine/library.js"),
    import("./llm/tools/index.js"),
    import("./probe/index.js"),
    import("./review/scripts.js"),
  ]);
  const graphsDir = shippedGraphsDir(import.meta.url);
  return {
    library: new DirectoryGraphLibrary(graphsDir),
    graphsDir,
    scripts: reviewScripts(),
    toolNames: [...REPOSITORY_TOOL_NAMES, EXEC_TOOL],
    version: VERSION,
  };
}

const code = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
  },
  { version: VERSION, load: loadToolkit },
);
process.exitCode = code;
// The command has finished: nothing left open (a stray timer, a socket kept alive) may keep the process running.
setTimeout(() => process.exit(code), 5_000).unref();
