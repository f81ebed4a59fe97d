/**
 * The action's entry (bundled to dist/index.js, run by the runner on node24).
 * Only this file touches @actions/core directly; everything else sees the port.
 */
import { fileURLToPath } from "node:url";
import * as core from "@actions/core";
import { shippedGraphsDir } from "./engine/index.js";
import { ActionSession } from "./github/session/action.js";

/** How long the process may linger after the run has concluded. */
const EXIT_WATCHDOG_MS = 5_000;

const controller = new AbortController();
const session = new ActionSession({
  core: {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (value) => core.setSecret(value),
    setFailed: (message) => core.setFailed(message),
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    error: (message) => core.error(message),
    writeSummary: async (markdown) => {
      // Outside a runner there is no summary file; the log already has the report.
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
    },
  },
  env: process.env,
  graphsDir: shippedGraphsDir(import.meta.url),
  entry: fileURLToPath(import.meta.url),
  signal: controller.signal,
});

// The runner sends SIGINT, then SIGTERM ~7.5 s later, then SIGKILL: finish the check inside that window.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (controller.signal.aborted) return;
    core.warning(`received ${signal}: stopping the review and completing the check as failure`);
    // The reason first, so whichever path completes the check names the signal.
    const cancelled = session.cancel(`the workflow run was cancelled (${signal}) before the review finished`);
    controller.abort(new Error(`cancelled (${signal})`));
    void cancelled.finally(() => {
      // Give the run's own fail-closed path a moment, then leave before SIGKILL.
      setTimeout(() => process.exit(1), 1500).unref();
    });
  });
}

// A crash anywhere (a throw in a callback, a promise nobody awaited) still completes the check as failure.
let crashed = false;
const crash = (error: unknown) => {
  if (crashed) return;
  crashed = true;
  const message = error instanceof Error ? error.message : String(error);
  void session.cancel(`internal error: ${message}`).finally(() => {
    core.setFailed(`GAUNTLET: BLOCKED — internal error: ${message}`);
    process.exit(1);
  });
};
process.on("uncaughtException", crash);
process.on("unhandledRejection", crash);

process.exitCode = await session.run();
// The verdict is published (or the failure concluded): a stray timer, a socket kept alive or a blocked read
// must not hold the job until its timeout. The watchdog is unref'd, so a clean exit never waits for it.
setTimeout(() => process.exit(process.exitCode ?? 1), EXIT_WATCHDOG_MS).unref();
