/**
 * No token or secret is visible to a probe command. Canaries are planted
 * where a real run keeps its secrets — the parent's environment, a parent
 * process's command line, the original checkout's .git/config (where
 * actions/checkout may leave the token), a credentials file under
 * $RUNNER_TEMP (where actions/checkout keeps it), the home folder — all
 * world-readable, so only the isolation stands between them and the probe.
 * Then the probe tries to read them every way the issue lists.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { committedRepo, removeTempDirs, tempDir } from "./support/probeRun.js";
import { PROBE_TEST_USERS, rootSkipReason } from "./support/users.js";

const USER = PROBE_TEST_USERS.isolation;
const skip = rootSkipReason(USER);
const DRIVER = fileURLToPath(new URL("./support/canaryDriver.ts", import.meta.url));

const canary = (kind: string) => `gauntlet-canary-${kind}-${randomBytes(12).toString("hex")}`;
const CANARIES = {
  env: canary("env"),
  runtimeToken: canary("runtime"),
  argv: canary("argv"),
  gitConfig: canary("gitconfig"),
  credentials: canary("credentials"),
  home: canary("home"),
};
const ALL = Object.values(CANARIES);

interface DriverOutput {
  pid: number;
  ownEnviron: string;
  ownCmdline: string;
  results: Array<{ command: string; text: string }>;
  audit: unknown[];
  trace: unknown[];
}

let gitConfigPath = "";
let credentialsPath = "";
let homeCredentialsPath = "";
let out: DriverOutput;
const result = (start: string) => out.results.find((r) => r.command.startsWith(start))!.text;

describe.skipIf(skip !== "")(`canary secrets are unreadable by exec${skip ? ` — ${skip}` : ""}`, () => {
  beforeAll(() => {
    const { repo, sha } = committedRepo({ "README.md": "# fixture\n", "src/index.js": "console.log('hi');\n" });
    gitConfigPath = join(repo.dir, ".git", "config");
    writeFileSync(
      gitConfigPath,
      `${readFileSync(gitConfigPath, "utf8")}[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${CANARIES.gitConfig}\n`,
    );
    const runnerTemp = tempDir("gauntlet-runner-temp-", 0o755);
    credentialsPath = join(runnerTemp, "git-credentials-4f2a.config");
    writeFileSync(credentialsPath, `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${CANARIES.credentials}\n`);
    const home = tempDir("gauntlet-home-", 0o755);
    homeCredentialsPath = join(home, ".git-credentials");
    writeFileSync(homeCredentialsPath, `https://x-access-token:${CANARIES.home}@github.com\n`);
    // World-readable on purpose: the mounts must hide them, not their modes.
    for (const dir of [repo.dir, join(repo.dir, ".git")]) chmodSync(dir, 0o755);
    for (const file of [gitConfigPath, credentialsPath, homeCredentialsPath]) chmodSync(file, 0o644);

    const grepPaths = [repo.dir, runnerTemp, home, "/tmp", "/var/tmp", "/dev/shm", "/root", "/home", "/run"].join(" ");
    const commands = [
      "env",
      "cat /proc/$PPID/environ | tr '\\0' '\\n'",
      "for f in /proc/*/environ; do echo \"== $f\"; tr '\\0' '\\n' < \"$f\"; done 2>&1",
      "for f in /proc/*/cmdline; do echo \"== $f\"; tr '\\0' ' ' < \"$f\"; echo; done 2>&1",
      `cat ${gitConfigPath}`,
      `cat ${credentialsPath}`,
      `cat ${homeCredentialsPath}`,
      `ls -la ${repo.dir} ${runnerTemp} ${home}`,
      // Bounded: the places the canaries live on the host, plus every shared temp folder, under a time limit.
      // Each canary is split in the command text (the shell joins the halves), so only grep's argv holds it whole.
      `timeout 60 grep -r -a -s -l -F ${ALL.map((c) => `-e '${c.slice(0, 12)}''${c.slice(12)}'`).join(" ")} ${grepPaths}; echo "grep exit $?"`,
      "cat README.md",
    ];
    const env = {
      ...process.env,
      GITHUB_TOKEN: CANARIES.env,
      ACTIONS_RUNTIME_TOKEN: CANARIES.runtimeToken,
      GITHUB_WORKSPACE: repo.dir,
      RUNNER_TEMP: runnerTemp,
      HOME: home,
      // tsx would otherwise keep a compile cache in the shared temp folder after the suite.
      TSX_DISABLE_CACHE: "1",
    };
    const stdout = execFileSync(
      process.execPath,
      ["--import", "tsx", DRIVER, JSON.stringify({ repo: repo.dir, sha, user: USER, commands }), `--token=${CANARIES.argv}`],
      {
        env,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        timeout: 120_000,
      },
    );
    out = JSON.parse(stdout) as DriverOutput;
  }, 150_000);

  afterAll(removeTempDirs);

  test("the canaries are planted: in the parent's environment and command line, and readable by the probe user outside the isolation", () => {
    expect(out.ownEnviron).toContain(CANARIES.env);
    expect(out.ownEnviron).toContain(CANARIES.runtimeToken);
    expect(out.ownCmdline).toContain(CANARIES.argv);
    for (const [file, value] of [
      [gitConfigPath, CANARIES.gitConfig],
      [credentialsPath, CANARIES.credentials],
      [homeCredentialsPath, CANARIES.home],
    ] as const) {
      expect(execFileSync("runuser", ["-u", USER, "--", "cat", file], { encoding: "utf8" })).toContain(value);
    }
  });

  test("every attack ran inside the isolation", () => {
    expect(out.results).toHaveLength(10);
    expect(result("env")).toMatch(/^exit code: 0$/m);
    expect(result("env")).toMatch(/^PATH=/m);
    expect(result("env")).toMatch(/^HOME=\/tmp\/probe\/home$/m);
    expect(result("cat README.md")).toContain("# fixture");
    expect(result("for f in /proc/*/cmdline")).toContain("== /proc/1/cmdline");
  });

  test("env shows no canary and no token variable", () => {
    expect(result("env")).not.toMatch(/GITHUB_TOKEN|ACTIONS_RUNTIME_TOKEN|RUNNER_TEMP|GITHUB_WORKSPACE/);
  });

  test("the parent's environ is closed: the parent is root's runuser, in a PID namespace of its own", () => {
    expect(result("cat /proc/$PPID/environ")).toMatch(/Permission denied/);
  });

  test("walking /proc sees only the command's own namespace: no host process, no canary", () => {
    const cmdlines = result("for f in /proc/*/cmdline");
    expect(cmdlines).not.toContain(String(out.pid));
    expect(cmdlines).not.toMatch(/vitest|canaryDriver/);
  });

  test("the original checkout's .git/config, the credentials file and the home folder are hidden behind empty tmpfs", () => {
    for (const start of [`cat ${gitConfigPath}`, `cat ${credentialsPath}`, `cat ${homeCredentialsPath}`])
      expect(result(start)).toMatch(/No such file or directory/);
  });

  test("a bounded grep -r for the canaries finds nothing", () => {
    // -l lists every matching file and makes the exit 0; 1 is no match, 2 no match with unreadable (hidden) paths.
    expect(result("timeout 60 grep")).toMatch(/^stdout \(12 bytes\):\ngrep exit [12]$/m);
  });

  test("no canary appears in any result, the audit or the trace", () => {
    const everything = JSON.stringify({ results: out.results.map((r) => r.text), audit: out.audit, trace: out.trace });
    for (const value of ALL) expect(everything).not.toContain(value);
  });
});
