/**
 * The isolation's mechanics, as root with a real probe user: the scratch
 * tree, the wall-clock limit that kills a command with every descendant, the
 * output cap, the loopback-only network, and the probe user's processes
 * killed before and after a run.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createExecTool, type ProbeWorkbench } from "../../src/probe/index.js";
import { committedRepo, fixtureServiceFiles, removeTempDirs, testWorkbench, trustedContext } from "./support/probeRun.js";
import { PROBE_TEST_USERS, rootSkipReason } from "./support/users.js";

const USER = PROBE_TEST_USERS.limits;
const skip = rootSkipReason(USER);

/** Passwordless sudo as GitHub-hosted runners have it; tested by forcing the sudo path even as root. */
function sudoSkipReason(): string {
  if (skip) return skip;
  try {
    execFileSync("sudo", ["-n", "true"], { stdio: "ignore" });
    return "";
  } catch {
    return "needs sudo installed (passwordless); skipped";
  }
}
const uid = skip ? -1 : Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }).trim());

/** PIDs of the probe user's processes on the host, any namespace. */
/** The probe user's processes; with `pattern`, only those whose full command line matches it. */
function userPids(pattern?: string): string[] {
  try {
    return execFileSync("pgrep", ["-u", String(uid), ...(pattern ? ["-f", pattern] : [])], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

async function waitUntil(check: () => boolean, ms = 60_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

let host: Server;
let hostPort = 0;
const benches: ProbeWorkbench[] = [];

beforeAll(async () => {
  host = createServer((_req, res) => res.end("host service\n"));
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostPort = (host.address() as AddressInfo).port;
});
afterEach(async () => {
  for (const bench of benches.splice(0)) await bench.close();
});
afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
  removeTempDirs();
});

function open(files: Record<string, string>, options: Parameters<typeof testWorkbench>[1] = {}) {
  const { repo, sha } = committedRepo(files);
  const bench = testWorkbench(USER, { recipe: { setup: ["true"] }, ...options });
  benches.push(bench);
  return { repo, sha, bench, context: trustedContext(repo.dir, sha, bench) };
}

describe.skipIf(skip !== "")(`the isolation's mechanics${skip ? ` — ${skip}` : ""}`, () => {
  test("the scratch tree is the head commit's tracked files: a fresh 0700 folder of the probe user, symlinks kept, no .git", async () => {
    const { repo } = committedRepo({ "README.md": "committed\n", "src/app.js": "module.exports = 1;\n" });
    repo.symlink("hostname-link", "/etc/hostname");
    const sha = repo.commit("add a symlink");
    repo.write("README.md", "uncommitted edit\n");
    repo.write("untracked.txt", "not in git\n");
    const bench = testWorkbench(USER, { recipe: { setup: ["true"] } });
    benches.push(bench);
    const context = trustedContext(repo.dir, sha, bench);
    const out = async (command: string) => (await bench.exec(context, command, new AbortController().signal)).stdout.text.trim();
    expect(await out("cat README.md")).toBe("committed");
    expect(await out("ls -A | sort | tr '\\n' ' '")).toBe("README.md hostname-link src");
    expect(await out("readlink hostname-link")).toBe("/etc/hostname");
    expect(await out("stat -c '%a %U' /tmp/probe /tmp/probe/work")).toBe(`700 ${USER}\n700 ${USER}`);
    expect(await out("id -un; id -G | wc -w")).toBe(`${USER}\n1`);
    expect(await out("test -e .git && echo has-git || echo no-git")).toBe("no-git");
  });

  test("no setuid binary can lift a command (no_new_privs), the process count is capped, and nothing is left in the host's shared temp folders", async () => {
    const { bench, context } = open({ "a.txt": "a\n" }, { limits: { nproc: 321 } });
    const marker = `left-behind-${process.pid}-${Date.now()}`;
    const result = await bench.exec(
      context,
      `grep NoNewPrivs /proc/self/status; ulimit -u; for d in /tmp /var/tmp /dev/shm /run/lock; do touch "$d/${marker}" && echo "wrote $d"; done`,
      new AbortController().signal,
    );
    expect(result.stdout.text).toBe("NoNewPrivs:\t1\n321\nwrote /tmp\nwrote /var/tmp\nwrote /dev/shm\nwrote /run/lock\n");
    for (const dir of ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"]) expect(existsSync(`${dir}/${marker}`)).toBe(false);
  });

  test("a command that outlives its limit is killed with all its children, setsid ones included", async () => {
    const { bench, context } = open({ "a.txt": "a\n" }, { limits: { commandMs: 1_500 } });
    const started = Date.now();
    const result = await bench.exec(
      context,
      "sleep 300 & setsid sleep 301 & (setsid bash -c 'sleep 302' &); nohup sleep 303 >/dev/null 2>&1 & echo spawned; sleep 304",
      new AbortController().signal,
    );
    expect(result.killed).toMatch(/exceeded its 1\.5 s limit/);
    expect(result.exitCode).toBeNull();
    expect(result.stdout.text).toContain("spawned");
    // Far below the 300 s the sleeps would take: the limit, not the command, ended it.
    expect(Date.now() - started).toBeLessThan(150_000);
    // Killed by the PID namespace's end, before the session's own sweep.
    expect(await waitUntil(() => userPids().length === 0)).toBe(true);
  });

  test("background processes end with their command, even without a timeout", async () => {
    const { bench, context } = open({ "a.txt": "a\n" });
    const result = await bench.exec(context, "setsid sleep 300 & (setsid sleep 301 &); echo left-behind", new AbortController().signal);
    expect(result.exitCode).toBe(0);
    expect(await waitUntil(() => userPids().length === 0)).toBe(true);
  });

  test("a cancelled command (the lane's timeout, the run's cancellation) is killed with its children", async () => {
    const { bench, context } = open({ "a.txt": "a\n" });
    const controller = new AbortController();
    // Cancelled once the command runs (both sleeps exist), however busy the machine is. The sleeps are
    // counted by name: the environment's bring-up runs its own processes as the same user first.
    const running = bench.exec(context, "setsid sleep 300 & sleep 301", controller.signal);
    expect(await waitUntil(() => userPids("^(setsid )?sleep 30[01]$").length >= 2)).toBe(true);
    controller.abort(new Error("lane timeout"));
    await expect(running).rejects.toThrow("lane timeout");
    expect(bench.audit.at(-1)).toMatchObject({ phase: "exec", exitCode: null, note: "killed: cancelled" });
    expect(await waitUntil(() => userPids().length === 0)).toBe(true);
  });

  test("output over the cap is cut in the middle, and the cut is said", async () => {
    const { bench, context } = open({ "a.txt": "a\n" }, { limits: { headBytes: 1_000, tailBytes: 500 } });
    const tool = createExecTool(bench, context);
    const text = await tool.run({ command: "echo BEGIN; head -c 200000 /dev/zero | tr '\\0' x; echo; echo END; echo oops >&2" }, new AbortController().signal);
    expect(text).toMatch(/^exit code: 0$/m);
    expect(text).toMatch(/^stdout \(200011 bytes, cut: 198511 bytes left out of the middle\):$/m);
    expect(text).toContain("[… 198511 bytes cut …]");
    expect(text).toMatch(/^BEGIN/m);
    expect(text).toMatch(/END$/m);
    expect(text).toMatch(/^stderr \(5 bytes\):\noops$/m);
    expect(text.length).toBeLessThan(3_000);
  });

  test("the probe's commands reach only their own loopback; setup commands have the host's network", async () => {
    const reach = `exec 3<>/dev/tcp/127.0.0.1/${hostPort} && echo reached`;
    const { bench, context } = open({ "a.txt": "a\n" }, { recipe: { setup: [reach] } });
    const result = await bench.exec(context, `${reach} || echo unreachable; ip -o link | awk '{print $2}'`, new AbortController().signal);
    expect(result.network).toBe("isolated");
    expect(result.stdout.text).toBe("unreachable\nlo:\n");
    expect(bench.audit.find((e) => e.phase === "setup")).toMatchObject({ exitCode: 0, network: "host", outputHead: "reached\n" });
  });

  test("every process of the probe user is killed before the run and after it; the scratch tree is removed", async () => {
    const stray = spawn("runuser", ["-u", USER, "--", "sleep", "300"], { stdio: "ignore" });
    expect(await waitUntil(() => userPids().length > 0)).toBe(true);
    const { bench, context } = open({ "a.txt": "a\n" });
    const bringup = await bench.open(context);
    expect(bringup.ok).toBe(true);
    expect(await waitUntil(() => stray.exitCode !== null || stray.signalCode !== null)).toBe(true);
    const root = bringup.ok ? bringup.session.tree.root : "";
    expect(existsSync(root)).toBe(true);
    await bench.close();
    expect(userPids()).toEqual([]);
    expect(existsSync(root)).toBe(false);
  });
});

describe.skipIf(sudoSkipReason() !== "")(`through passwordless sudo, as on GitHub-hosted runners${sudoSkipReason() ? ` — ${sudoSkipReason()}` : ""}`, () => {
  test("the same isolation: the service on loopback, no parent environ, a limit that kills every descendant, nothing left after", async () => {
    const { repo, sha } = committedRepo(fixtureServiceFiles());
    const bench = testWorkbench(USER, {
      detect: async () => ({ available: true, mode: "sudo" }),
      recipe: { start: "node server.mjs", ready: "http://127.0.0.1:3000/health", suites: ["node test/smoke.mjs"] },
      limits: { commandMs: 1_500 },
    });
    benches.push(bench);
    const context = trustedContext(repo.dir, sha, bench);
    const probe = await bench.exec(
      context,
      "id -un; cat /proc/$PPID/environ; node -e 'fetch(\"http://127.0.0.1:3000/greet?name=x\").then((r) => r.text()).then(console.log)'",
      new AbortController().signal,
    );
    expect(probe.stdout.text).toBe(`${USER}\n{"greeting":"hello x"}\n`);
    expect(probe.stderr.text).toMatch(/Permission denied/);
    const slow = await bench.exec(context, "setsid sleep 300 & (setsid sleep 301 &); sleep 302", new AbortController().signal);
    expect(slow.killed).toMatch(/exceeded its 1\.5 s limit/);
    // Only the service is left once the command is gone.
    expect(await waitUntil(() => userPids().length === 1)).toBe(true);
    await bench.close();
    expect(userPids()).toEqual([]);
  });
});
