// `npm test`: the `unit` and `e2e` vitest projects as two concurrent vitest
// processes. Vitest runs projects with different `maxWorkers` one after the
// other, so the e2e files (one at a time, by design) would wait for the unit
// files and leave a core idle; side by side they keep both cores busy. The
// e2e files still never run beside each other.
//
// Each line of output is prefixed with its project (`[unit]`, `[e2e] `) and
// written whole, so a failure block stays in one piece. The exit code is
// non-zero when either run fails. SIGINT/SIGTERM stop both, with everything
// they started: each vitest leads its own process group, so the built
// action's processes that an e2e test started are stopped too, not orphaned.
//
// With arguments (`npm test -- test/x.test.ts`, `npm test -- -t name`), it
// runs one vitest process over both projects instead, as before: a filter
// that matches nothing then still fails.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const args = process.argv.slice(2);

if (args.length > 0) {
  const single = spawnSync(process.execPath, [vitest, "run", "--project", "unit", "--project", "e2e", ...args], { cwd: root, stdio: "inherit" });
  process.exit(single.status ?? 1);
}

// Vitest sees pipes, not a terminal: keep its colours when ours is one.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {};
const started = Date.now();

/** Writes the stream's complete lines, each prefixed, in one write per chunk; the rest waits for its newline. */
function prefixLines(stream, out, prefix) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    if (lines.length > 0) out.write(lines.map((line) => prefix + line + "\n").join(""));
  });
  stream.on("end", () => {
    if (pending) out.write(prefix + pending + "\n");
    pending = "";
  });
}

/** Runs one project; resolves with how it ended, once its output is flushed. */
function runProject(name) {
  const prefix = `[${name}]`.padEnd(7);
  const child = spawn(process.execPath, [vitest, "run", "--project", name], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...colour },
    detached: true,
  });
  prefixLines(child.stdout, process.stdout, prefix);
  prefixLines(child.stderr, process.stderr, prefix);
  const done = new Promise((resolveRun) => {
    child.on("error", (error) => resolveRun({ name, code: 1, why: `could not start vitest: ${error.message}` }));
    // "close" comes after both output streams ended, so the summary below is the last word.
    child.on("close", (code, signal) => {
      run.ended = true;
      resolveRun({ name, code: code ?? 1, why: signal ? `stopped by ${signal}` : `exit ${code}`, stopped: run.stopped });
    });
  });
  const run = { child, done, ended: false, stopped: false };
  return run;
}

/** Sends the signal to the run's whole process group: vitest, its workers and what they started. */
function stop(run, signal) {
  if (run.ended) return;
  run.stopped = true;
  try {
    process.kill(-run.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

// e2e first: it is the longer run, and it alone creates the probe users (its globalSetup).
const runs = ["e2e", "unit"].map(runProject);

let stopping = undefined;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // A second signal does not wait for vitest's own teardown.
    const forward = stopping ? "SIGKILL" : signal;
    stopping = signal;
    for (const run of runs) stop(run, forward);
  });
}

const results = await Promise.all(runs.map((run) => run.done));
const seconds = Math.round((Date.now() - started) / 1000);
for (const { name, code, why, stopped } of results) {
  const outcome = stopped ? `stopped (${why})` : code === 0 ? "passed" : `FAILED (${why}); its lines above start with [${name}]`;
  console.log(`npm test: ${name} ${outcome}`);
}
console.log(`npm test: ${seconds} s`);
if (stopping) process.exit(stopping === "SIGINT" ? 130 : 143);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
