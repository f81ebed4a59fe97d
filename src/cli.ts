#!/usr/bin/env node
/** The `gauntlet` CLI entry (bundled to dist/cli/index.js). */
import { DirectoryGraphLibrary, shippedGraphsDir } from "./engine/index.js";
import { runCli } from "./cli/main.js";
import { REPOSITORY_TOOL_NAMES } from "./llm/tools/index.js";
import { EXEC_TOOL } from "./probe/index.js";
import { reviewScripts } from "./review/scripts.js";
import { VERSION } from "./version.js";

const graphsDir = shippedGraphsDir(import.meta.url);
const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => controller.abort(new Error(`received ${signal}`)));
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
  {
    library: new DirectoryGraphLibrary(graphsDir),
    graphsDir,
    scripts: reviewScripts(),
    toolNames: [...REPOSITORY_TOOL_NAMES, EXEC_TOOL],
    version: VERSION,
  },
);
process.exitCode = code;
// The command has finished: nothing left open (a stray timer, a socket kept alive) may keep the process running.
setTimeout(() => process.exit(code), 5_000).unref();
