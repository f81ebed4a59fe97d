/**
 * One command run inside the isolation. Root (directly, or through
 * passwordless sudo) builds the namespaces, hides the secrets' folders, and
 * only then drops to the probe user:
 *
 *   [nsenter --net=<probe net ns>]            the probe's loopback-only network, when asked
 *   unshare --pid --fork --kill-child --mount-proc --mount --ipc
 *     bash -c WRAPPER                         PID 1 of the namespace, as root:
 *       tmpfs over the hidden folders and over /tmp, /var/tmp, /dev/shm;
 *       the scratch tree bound at /tmp/probe; ulimit -u
 *       runuser -u <probe user> -- setpriv --no-new-privs -- env -i PATH=… HOME=… bash -c <command>
 *
 * no_new_privs means no setuid binary (sudo, su, mount) can lift the command back up.
 *
 * PID 1 waits for the command and exits with its status; when PID 1 dies the
 * kernel kills every process left in the namespace, even one that called
 * setsid or double-forked. To stop a command early we close its stdin pipe
 * (PID 1's watchdog then kills it, which works through sudo too) and, as
 * root, SIGKILL unshare, whose --kill-child takes PID 1 down.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { CappedOutput, type CappedText } from "./cappedOutput.js";
import { PRIVATE_TMP, SCRATCH_MOUNT, WORK_DIR, HOME_DIR, type HiddenPlan } from "./hiddenPaths.js";
import { SYSTEM_ENV } from "./hostCommand.js";
import { asRoot } from "./privilege.js";
import type { ProbeUser } from "./probeUser.js";

export interface IsolationSpec {
  mode: "root" | "sudo";
  user: ProbeUser;
  /** The scratch tree's root on the host (bound at /tmp/probe inside). */
  scratchRoot: string;
  plan: HiddenPlan;
  /** RLIMIT_NPROC for the probe user's processes. */
  nproc: number;
  /** PID of the process holding the probe's network namespace; absent: the host's network. */
  netnsPid?: number;
}

export interface RunLimits {
  /** Wall-clock limit; absent for the service, which runs until the session closes. */
  timeoutMs?: number;
  headBytes: number;
  tailBytes: number;
  signal?: AbortSignal;
}

export interface IsolatedResult {
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  stdout: CappedText;
  stderr: CappedText;
  /** Why the command was killed, when it was ("exceeded its 5 s limit", "cancelled", "stopped"). */
  killed?: string;
  /** The isolation could not be set up, so the command never ran; why. */
  isolationError?: string;
}

export interface IsolatedProcess {
  done: Promise<IsolatedResult>;
  /** Kills the command and everything it started. */
  stop(reason: string): void;
  readonly exited: boolean;
}

/** PID 1 of the command's namespaces. Arguments: marker scratch user path nproc [hidden…] -- command. */
const WRAPPER = `set -u
marker=$1 scratch=$2 user=$3 path=$4 nproc=$5
shift 5
hide=()
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do hide+=("$1"); shift; done
shift
cmd=$1
fail() { printf 'gauntlet-probe: isolation setup failed: %s\\n' "$*" >&2; exit 125; }
exec 4<"$scratch" || fail "cannot open the scratch tree"
for p in "\${hide[@]}"; do
  [ -d "$p" ] || continue
  mount -t tmpfs -o ro,nosuid,nodev,size=4k,mode=0555 gauntlet-hidden "$p" || fail "cannot hide $p"
done
for p in ${PRIVATE_TMP.join(" ")}; do
  [ -d "$p" ] || continue
  mount -t tmpfs -o nosuid,nodev,size=1g,mode=1777 gauntlet-tmp "$p" || fail "cannot replace $p"
done
mkdir -p ${SCRATCH_MOUNT} || fail "cannot make ${SCRATCH_MOUNT}"
mount --no-canonicalize --bind /proc/self/fd/4 ${SCRATCH_MOUNT} || fail "cannot mount the scratch tree"
exec 4<&-
[ "$(stat -c %u ${WORK_DIR})" = "$(id -u "$user")" ] || fail "the scratch tree is not the probe user's"
cd ${WORK_DIR} || fail "cannot enter ${WORK_DIR}"
umask 022
ulimit -u "$nproc" || fail "cannot limit processes"
exec 5<&0 </dev/null
printf '%s\\n' "$marker" >&2
runuser -u "$user" -- setpriv --no-new-privs -- env -i PATH="$path" HOME=${HOME_DIR} TMPDIR=/tmp LANG=C.UTF-8 CI=1 bash -c "$cmd" 5<&- &
child=$!
( read -r _ <&5; kill -KILL "$child" 2>/dev/null ) &
watch=$!
# From here PID 1's own messages (bash's job reports) would mix into the command's stderr.
exec 5<&- 2>/dev/null
wait "$child"
rc=$?
kill -KILL "$watch" 2>/dev/null
exit "$rc"
`;

export function isolatedArgv(spec: IsolationSpec, marker: string, command: string): string[] {
  const unshare = [
    "unshare",
    "--pid",
    "--fork",
    "--kill-child",
    "--mount-proc",
    "--mount",
    "--ipc",
    "--",
    "bash",
    "-c",
    WRAPPER,
    "gauntlet-probe",
    marker,
    spec.scratchRoot,
    spec.user.name,
    spec.plan.path,
    String(spec.nproc),
    ...spec.plan.hidden,
    "--",
    command,
  ];
  const argv = spec.netnsPid === undefined ? unshare : ["nsenter", `--net=/proc/${spec.netnsPid}/ns/net`, "--", ...unshare];
  return asRoot(spec.mode, argv);
}

/** Splits stderr at PID 1's marker line: before it, the isolation's own messages; after it, the command's. */
class MarkerSplit {
  private prelude = "";
  private seen = false;
  constructor(
    private readonly marker: string,
    private readonly after: CappedOutput,
  ) {}

  get passed(): boolean {
    return this.seen;
  }

  get setupText(): string {
    return this.prelude.trim();
  }

  push(chunk: Buffer): void {
    if (this.seen) return this.after.push(chunk);
    this.prelude += chunk.toString("latin1");
    const at = this.prelude.indexOf(`${this.marker}\n`);
    if (at < 0) {
      if (this.prelude.length > 64 * 1024) this.prelude = this.prelude.slice(-64 * 1024);
      return;
    }
    this.seen = true;
    const rest = Buffer.from(this.prelude.slice(at + this.marker.length + 1), "latin1");
    this.prelude = this.prelude.slice(0, at);
    if (rest.length > 0) this.after.push(rest);
  }
}

export function startIsolated(spec: IsolationSpec, command: string, limits: RunLimits): IsolatedProcess {
  const marker = `gauntlet-probe-isolated:${randomBytes(12).toString("hex")}`;
  const argv = isolatedArgv(spec, marker, command);
  const started = performance.now();
  const stdout = new CappedOutput(limits.headBytes, limits.tailBytes);
  const stderr = new CappedOutput(limits.headBytes, limits.tailBytes);
  const split = new MarkerSplit(marker, stderr);
  const child = spawn(argv[0]!, argv.slice(1), { env: { ...SYSTEM_ENV }, stdio: ["pipe", "pipe", "pipe"] });
  let killed: string | undefined;
  let exited = false;
  let spawnError: string | undefined;

  const stop = (reason: string) => {
    if (exited) return;
    killed ??= reason;
    child.stdin.destroy();
    // As root, unshare is our child: its --kill-child takes PID 1, and so the whole namespace, down.
    if (spec.mode === "root") child.kill("SIGKILL");
    else setTimeout(() => child.kill("SIGKILL"), 2_000).unref();
  };
  const timer = limits.timeoutMs === undefined ? undefined : setTimeout(() => stop(`exceeded its ${formatSeconds(limits.timeoutMs!)} limit`), limits.timeoutMs);
  const onAbort = () => stop("cancelled");
  if (limits.signal?.aborted) queueMicrotask(onAbort);
  else limits.signal?.addEventListener("abort", onAbort, { once: true });

  child.stdin.on("error", () => {});
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => split.push(chunk));

  const done = new Promise<IsolatedResult>((resolve) => {
    let settled = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      exited = true;
      if (timer) clearTimeout(timer);
      limits.signal?.removeEventListener("abort", onAbort);
      child.stdin.destroy();
      const result: IsolatedResult = {
        exitCode: code,
        signal,
        durationMs: Math.round(performance.now() - started),
        stdout: stdout.result(),
        stderr: stderr.result(),
        ...(killed ? { killed } : {}),
      };
      if (!split.passed && !killed)
        result.isolationError = spawnError ?? (split.setupText || `the isolation wrapper exited ${code ?? signal} before running the command`);
      resolve(result);
    };
    child.on("error", (error) => {
      spawnError = `${argv[0]}: ${error.message}`;
      finish(null, null);
    });
    child.on("close", (code, signal) => finish(code, signal));
  });
  return {
    done,
    stop,
    get exited() {
      return exited;
    },
  };
}

export function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
