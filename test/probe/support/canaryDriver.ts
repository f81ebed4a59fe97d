/**
 * The parent process of the canary test: it carries canaries in its own
 * environment and on its command line (as a gauntlet run would carry the
 * Actions token), opens a probe workbench, and runs the attack commands
 * through the exec tool. Prints one JSON object: what each command returned.
 *
 *   node --import tsx canaryDriver.ts '<config json>' --token=<canary>
 */
import { readFileSync } from "node:fs";
import type { MemoryTrace } from "../../../src/engine/index.js";
import { createExecTool } from "../../../src/probe/index.js";
import { testWorkbench, trustedContext } from "./probeRun.js";

interface DriverConfig {
  repo: string;
  sha: string;
  user: string;
  commands: string[];
}

const config = JSON.parse(process.argv[2]!) as DriverConfig;
const bench = testWorkbench(config.user, { recipe: { setup: ["true"] } });
const context = trustedContext(config.repo, config.sha, bench);
const exec = createExecTool(bench, context);
const results: Array<{ command: string; text: string }> = [];
try {
  for (const command of config.commands) {
    results.push({ command, text: await exec.run({ command }, new AbortController().signal) });
  }
} finally {
  await bench.close();
}
process.stdout.write(
  JSON.stringify({
    pid: process.pid,
    // The controls: the canaries really are in this process's environment and command line.
    ownEnviron: readFileSync("/proc/self/environ", "latin1"),
    ownCmdline: readFileSync("/proc/self/cmdline", "latin1"),
    results,
    audit: bench.audit,
    trace: (context.trace as MemoryTrace).events,
  }),
);
