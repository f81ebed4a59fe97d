export const id = 926;
export const ids = [926];
export const modules = {

/***/ 4109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ startedEntry),
/* harmony export */   GE: () => (/* binding */ auditEntry),
/* harmony export */   Wy: () => (/* binding */ renderAudit),
/* harmony export */   fl: () => (/* binding */ refusedEntry),
/* harmony export */   iU: () => (/* binding */ traceLine)
/* harmony export */ });
/* unused harmony exports AUDIT_HEAD_CHARS, AUDIT_HEAD_LINES, outcomeOf */
/* harmony import */ var _cappedOutput_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(744);
/**
 * The record of everything the probe ran: each command, its exit code, its
 * duration and the head of its output. It goes into the lane report (every
 * line indented, so no output can pose as a verdict line) and the trace.
 */

const AUDIT_HEAD_CHARS = 600;
const AUDIT_HEAD_LINES = 12;
function auditEntry(phase, command, result, network) {
    const streams = [result.stdout.text.trim() && result.stdout.text, result.stderr.text.trim() && `[stderr]\n${result.stderr.text}`].filter(Boolean).join("\n");
    const note = result.isolationError ? `isolation failed: ${result.isolationError}` : result.killed ? `killed: ${result.killed}` : undefined;
    return {
        phase,
        command,
        exitCode: result.killed || result.isolationError ? null : result.exitCode,
        durationMs: result.durationMs,
        ...(note ? { note } : {}),
        outputHead: (0,_cappedOutput_js__WEBPACK_IMPORTED_MODULE_0__/* .headOf */ .U)(streams, AUDIT_HEAD_CHARS, AUDIT_HEAD_LINES),
        network,
    };
}
/** A process left running in the background (the service), recorded when it starts. */
function startedEntry(command, network) {
    return { phase: "start", command, exitCode: null, durationMs: 0, note: "running in the background", outputHead: "", network };
}
function refusedEntry(command, reason) {
    return { phase: "exec", command, exitCode: null, durationMs: 0, note: `refused: ${reason}`, outputHead: "", network: "host" };
}
function outcomeOf(entry) {
    const status = entry.exitCode === null ? (entry.note ?? "no exit code") : `exit ${entry.exitCode}${entry.note ? ` (${entry.note})` : ""}`;
    // Nothing ran to completion (a refusal, a service just started): no duration to give.
    return entry.exitCode === null && entry.durationMs === 0 ? status : `${status}, ${(entry.durationMs / 1000).toFixed(2)} s`;
}
/** One line for the trace. */
function traceLine(entry) {
    const output = entry.outputHead ? `\n${entry.outputHead}` : "";
    return `probe ${entry.phase} [${entry.network === "isolated" ? "loopback only" : "host network"}]: ${oneLine(entry.command)} → ${outcomeOf(entry)}${output}`;
}
/** The audit as report text. Every line a command or its output contributes is indented. */
function renderAudit(entries) {
    if (entries.length === 0)
        return "No command was run.";
    const blocks = entries.map((entry, i) => {
        const lines = [
            `${i + 1}. ${entry.phase} — ${outcomeOf(entry)}${entry.network === "host" && entry.phase !== "check" ? " — host network" : ""}`,
            prefixed(entry.command, "    $ ", "      "),
        ];
        const output = entry.outputHead.replace(/\s+$/, "");
        if (output)
            lines.push(prefixed(output, "    │ ", "    │ "));
        return lines.join("\n");
    });
    return blocks.join("\n");
}
function prefixed(text, first, rest) {
    return text
        .split("\n")
        .map((line, i) => `${i === 0 ? first : rest}${line}`.trimEnd())
        .join("\n");
}
function oneLine(text) {
    const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
    return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}


/***/ }),

/***/ 744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ headOf),
/* harmony export */   n: () => (/* binding */ CappedOutput)
/* harmony export */ });
class CappedOutput {
    headLimit;
    tailLimit;
    head = [];
    headBytes = 0;
    tail = [];
    tailBytes = 0;
    total = 0;
    constructor(headLimit, tailLimit) {
        this.headLimit = headLimit;
        this.tailLimit = tailLimit;
    }
    get totalBytes() {
        return this.total;
    }
    push(chunk) {
        this.total += chunk.length;
        let rest = chunk;
        if (this.headBytes < this.headLimit) {
            const take = Math.min(this.headLimit - this.headBytes, rest.length);
            this.head.push(rest.subarray(0, take));
            this.headBytes += take;
            rest = rest.subarray(take);
        }
        if (rest.length === 0 || this.tailLimit === 0)
            return;
        this.tail.push(rest);
        this.tailBytes += rest.length;
        // Drop whole chunks, then trim the oldest, so the tail never holds more than its limit.
        while (this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailLimit)
            this.tailBytes -= this.tail.shift().length;
        if (this.tailBytes > this.tailLimit) {
            const over = this.tailBytes - this.tailLimit;
            this.tail[0] = this.tail[0].subarray(over);
            this.tailBytes -= over;
        }
    }
    result() {
        const head = Buffer.concat(this.head).toString("utf8");
        const tail = Buffer.concat(this.tail).toString("utf8");
        const cut = this.total - this.headBytes - this.tailBytes;
        if (cut <= 0)
            return { text: head + tail, totalBytes: this.total, cutBytes: 0 };
        const join = head.endsWith("\n") || head === "" ? "" : "\n";
        return { text: `${head}${join}[… ${cut} bytes cut …]\n${tail}`, totalBytes: this.total, cutBytes: cut };
    }
}
/** The first `maxChars` characters and at most `maxLines` lines of a text, marked when shortened. */
function headOf(text, maxChars, maxLines) {
    const lines = text.split("\n");
    let out = lines.slice(0, maxLines).join("\n");
    if (out.length > maxChars)
        out = out.slice(0, maxChars);
    return out.length < text.length ? `${out.replace(/\n$/, "")}\n[… ${text.length - out.length} more characters]` : out;
}


/***/ }),

/***/ 2030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ WORK_DIR),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   M4: () => (/* binding */ HOME_DIR),
/* harmony export */   P_: () => (/* binding */ SCRATCH_MOUNT),
/* harmony export */   UE: () => (/* binding */ hiddenPlan),
/* harmony export */   o: () => (/* binding */ PRIVATE_TMP)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * What a probe command must not see, and the PATH it gets. The runner's
 * workspace, its temp folder (actions/checkout's credentials file, the step
 * command files), the home folder and the original checkout are each covered
 * by an empty tmpfs inside the command's mount namespace.
 */


/**
 * The host's world-writable folders, replaced by fresh, empty tmpfs mounts in
 * every command's namespace (the scratch tree is mounted back at
 * SCRATCH_MOUNT): nothing is read from or left behind in them.
 */
const PRIVATE_TMP = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"];
/** Where the scratch tree appears inside the isolation. */
const SCRATCH_MOUNT = "/tmp/probe";
const WORK_DIR = `${SCRATCH_MOUNT}/work`;
const HOME_DIR = `${SCRATCH_MOUNT}/home`;
const BASE_PATH = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
function isInside(path, folder) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(folder, path);
    return rel === "" || (!rel.startsWith("..") && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
function real(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
function hiddenPlan(env, checkout, execPath = process.execPath) {
    const candidates = [env.GITHUB_WORKSPACE, env.RUNNER_TEMP, env.HOME, checkout].filter((p) => typeof p === "string" && p.trim() !== "");
    const hidden = new Set();
    for (const candidate of candidates) {
        if (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(candidate))
            continue;
        for (const path of [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(candidate), real((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(candidate))]) {
            // Covering / would cover everything, the isolation's own tools included.
            if (path !== "/")
                hidden.add(path);
        }
    }
    const covered = [...hidden, ...PRIVATE_TMP];
    const visible = (dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(dir) && !covered.some((h) => isInside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), h) || isInside(real(dir), h)) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir);
    const notes = [];
    const entries = [];
    for (const dir of [...(env.PATH ?? "").split(":"), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(execPath), ...BASE_PATH]) {
        if (dir && !entries.includes(dir) && visible(dir))
            entries.push(dir);
    }
    if (!visible((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(execPath)))
        notes.push(`node (${execPath}) is inside a hidden folder, so the runner's node is not on the probe's PATH`);
    return { hidden: [...hidden].sort(), path: entries.join(":"), notes };
}


/***/ }),

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ runHost),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   cP: () => (/* binding */ SYSTEM_ENV)
/* harmony export */ });
/* unused harmony export SYSTEM_PATH */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Short commands the probe's own machinery runs on the host (id, useradd,
 * pkill, chown, rm): never PR code. They run with a fixed minimal
 * environment, so no token of ours reaches even them.
 */

/** Where the machinery finds its tools; never the caller's PATH, which may hold anything. */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
const SYSTEM_ENV = Object.freeze({ PATH: SYSTEM_PATH, LANG: "C.UTF-8" });
const MAX_CAPTURE = 64 * 1024;
function runHost(argv, options = {}) {
    return new Promise((resolve) => {
        let stdout = "";
        let stderr = "";
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(argv[0], argv.slice(1), { env: { ...SYSTEM_ENV }, stdio: ["pipe", "pipe", "pipe"] });
        const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
        const onAbort = () => child.kill("SIGKILL");
        options.signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk) => {
            if (stdout.length < MAX_CAPTURE)
                stdout += chunk.toString("utf8");
        });
        child.stderr.on("data", (chunk) => {
            if (stderr.length < MAX_CAPTURE)
                stderr += chunk.toString("utf8");
        });
        child.stdin.on("error", () => { });
        child.stdin.end(options.input ?? "");
        const finish = (code, extra = "") => {
            clearTimeout(timer);
            options.signal?.removeEventListener("abort", onAbort);
            resolve({ code, stdout, stderr: stderr + extra });
        };
        child.on("error", (error) => finish(null, `${argv[0]}: ${error.message}`));
        child.on("close", (code) => finish(code));
    });
}
/** Single-quotes a word for bash. */
function shellQuote(word) {
    return `'${word.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 5814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   qs: () => (/* binding */ startIsolated)
/* harmony export */ });
/* unused harmony export isolatedArgv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cappedOutput_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(744);
/* harmony import */ var _hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2030);
/* harmony import */ var _hostCommand_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6833);
/* harmony import */ var _privilege_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9633);
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
for p in ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIVATE_TMP */ .o.join(" ")}; do
  [ -d "$p" ] || continue
  mount -t tmpfs -o nosuid,nodev,size=1g,mode=1777 gauntlet-tmp "$p" || fail "cannot replace $p"
done
mkdir -p ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .SCRATCH_MOUNT */ .P_} || fail "cannot make ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .SCRATCH_MOUNT */ .P_}"
mount --no-canonicalize --bind /proc/self/fd/4 ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .SCRATCH_MOUNT */ .P_} || fail "cannot mount the scratch tree"
exec 4<&-
[ "$(stat -c %u ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .WORK_DIR */ .CC})" = "$(id -u "$user")" ] || fail "the scratch tree is not the probe user's"
cd ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .WORK_DIR */ .CC} || fail "cannot enter ${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .WORK_DIR */ .CC}"
umask 022
ulimit -u "$nproc" || fail "cannot limit processes"
exec 5<&0 </dev/null
printf '%s\\n' "$marker" >&2
runuser -u "$user" -- setpriv --no-new-privs -- env -i PATH="$path" HOME=${_hiddenPaths_js__WEBPACK_IMPORTED_MODULE_2__/* .HOME_DIR */ .M4} TMPDIR=/tmp LANG=C.UTF-8 CI=1 bash -c "$cmd" 5<&- &
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
function isolatedArgv(spec, marker, command) {
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
    return (0,_privilege_js__WEBPACK_IMPORTED_MODULE_4__/* .asRoot */ .tE)(spec.mode, argv);
}
/** Splits stderr at PID 1's marker line: before it, the isolation's own messages; after it, the command's. */
class MarkerSplit {
    marker;
    after;
    prelude = "";
    seen = false;
    constructor(marker, after) {
        this.marker = marker;
        this.after = after;
    }
    get passed() {
        return this.seen;
    }
    get setupText() {
        return this.prelude.trim();
    }
    push(chunk) {
        if (this.seen)
            return this.after.push(chunk);
        this.prelude += chunk.toString("latin1");
        const at = this.prelude.indexOf(`${this.marker}\n`);
        if (at < 0) {
            if (this.prelude.length > 64 * 1024)
                this.prelude = this.prelude.slice(-64 * 1024);
            return;
        }
        this.seen = true;
        const rest = Buffer.from(this.prelude.slice(at + this.marker.length + 1), "latin1");
        this.prelude = this.prelude.slice(0, at);
        if (rest.length > 0)
            this.after.push(rest);
    }
}
function startIsolated(spec, command, limits) {
    const marker = `gauntlet-probe-isolated:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(12).toString("hex")}`;
    const argv = isolatedArgv(spec, marker, command);
    const started = performance.now();
    const stdout = new _cappedOutput_js__WEBPACK_IMPORTED_MODULE_5__/* .CappedOutput */ .n(limits.headBytes, limits.tailBytes);
    const stderr = new _cappedOutput_js__WEBPACK_IMPORTED_MODULE_5__/* .CappedOutput */ .n(limits.headBytes, limits.tailBytes);
    const split = new MarkerSplit(marker, stderr);
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(argv[0], argv.slice(1), { env: { ..._hostCommand_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_ENV */ .cP }, stdio: ["pipe", "pipe", "pipe"] });
    let killed;
    let exited = false;
    let spawnError;
    const stop = (reason) => {
        if (exited)
            return;
        killed ??= reason;
        child.stdin.destroy();
        // As root, unshare is our child: its --kill-child takes PID 1, and so the whole namespace, down.
        if (spec.mode === "root")
            child.kill("SIGKILL");
        else
            setTimeout(() => child.kill("SIGKILL"), 2_000).unref();
    };
    const timer = limits.timeoutMs === undefined ? undefined : setTimeout(() => stop(`exceeded its ${formatSeconds(limits.timeoutMs)} limit`), limits.timeoutMs);
    const onAbort = () => stop("cancelled");
    if (limits.signal?.aborted)
        queueMicrotask(onAbort);
    else
        limits.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdin.on("error", () => { });
    child.stdout.on("data", (chunk) => stdout.push(chunk));
    child.stderr.on("data", (chunk) => split.push(chunk));
    const done = new Promise((resolve) => {
        let settled = false;
        const finish = (code, signal) => {
            if (settled)
                return;
            settled = true;
            exited = true;
            if (timer)
                clearTimeout(timer);
            limits.signal?.removeEventListener("abort", onAbort);
            child.stdin.destroy();
            const result = {
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
function formatSeconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 2776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ DEFAULT_PROBE_LIMITS)
/* harmony export */ });
const DEFAULT_PROBE_LIMITS = Object.freeze({
    commandMs: 120_000,
    setupMs: 600_000,
    suiteMs: 300_000,
    readyMs: 60_000,
    headBytes: 4_000,
    tailBytes: 4_000,
    nproc: 1024,
});


/***/ }),

/***/ 9633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cj: () => (/* binding */ missingTools),
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   Ih: () => (/* binding */ REQUIRED_TOOLS),
/* harmony export */   fn: () => (/* binding */ NETWORK_TOOLS),
/* harmony export */   tE: () => (/* binding */ asRoot)
/* harmony export */ });
/* harmony import */ var _hostCommand_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6833);
/**
 * How the probe gets the root it needs to build namespaces: it is root, or it
 * has passwordless sudo (as GitHub-hosted runners do). Without either there is
 * no isolation, and without isolation nothing runs.
 */

const detectPrivilege = async () => {
    if (process.platform !== "linux")
        return { available: false, reason: `isolation needs Linux namespaces; this is ${process.platform}` };
    if (process.getuid?.() === 0)
        return { available: true, mode: "root" };
    const sudo = await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_0__/* .runHost */ .KC)(["sudo", "-n", "true"], { timeoutMs: 10_000 });
    if (sudo.code === 0)
        return { available: true, mode: "sudo" };
    return { available: false, reason: "the process is neither root nor allowed passwordless sudo" };
};
/** The argv that runs `argv` as root. */
function asRoot(mode, argv) {
    return mode === "root" ? [...argv] : ["sudo", "-n", "--", ...argv];
}
/** Tools the isolation cannot do without, and the ones only the network namespace needs. */
const REQUIRED_TOOLS = ["bash", "unshare", "runuser", "setpriv", "mount", "stat", "pkill", "pgrep", "tar", "id", "env", "rm", "chown"];
const NETWORK_TOOLS = ["nsenter", "ip"];
/** The named tools root cannot find. */
async function missingTools(mode, tools) {
    const script = 'for t in "$@"; do command -v "$t" >/dev/null 2>&1 || printf "%s\\n" "$t"; done';
    const result = await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_0__/* .runHost */ .KC)(asRoot(mode, ["bash", "-c", script, "check", ...tools]), { timeoutMs: 10_000 });
    if (result.code !== 0)
        return [...tools];
    return result.stdout.split("\n").filter(Boolean);
}


/***/ }),

/***/ 4499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ ProbeUserError),
/* harmony export */   Xy: () => (/* binding */ killUserProcesses),
/* harmony export */   Y1: () => (/* binding */ ensureProbeUser),
/* harmony export */   vQ: () => (/* binding */ DEFAULT_PROBE_USER)
/* harmony export */ });
/* harmony import */ var _privilege_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9633);
/* harmony import */ var _hostCommand_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6833);
/**
 * The unprivileged user probe commands run as: created once, with a private
 * primary group and no supplementary groups, so it reaches nothing the
 * runner's own user can (the docker socket, group-readable checkouts).
 */


const DEFAULT_PROBE_USER = "gauntlet-probe";
const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
class ProbeUserError extends Error {
}
async function lookup(name) {
    const [uid, gid, groups] = await Promise.all([(0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)(["id", "-u", name]), (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)(["id", "-g", name]), (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)(["id", "-G", name])]);
    if (uid.code !== 0 || gid.code !== 0 || groups.code !== 0)
        return undefined;
    const user = { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    const all = groups.stdout.trim().split(/\s+/).map(Number);
    if (!Number.isInteger(user.uid) || !Number.isInteger(user.gid))
        throw new ProbeUserError(`id gave no numeric ids for ${name}`);
    if (all.length !== 1 || all[0] !== user.gid)
        throw new ProbeUserError(`user ${name} has supplementary groups (${all.join(" ")}); the probe user must have none`);
    return user;
}
/** The probe user, created when missing. Throws ProbeUserError when it cannot be used safely. */
async function ensureProbeUser(name, mode) {
    if (!NAME.test(name))
        throw new ProbeUserError(`"${name}" is not a valid user name`);
    let user = await lookup(name);
    if (!user) {
        const created = await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)((0,_privilege_js__WEBPACK_IMPORTED_MODULE_0__/* .asRoot */ .tE)(mode, ["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "--user-group", name]), { timeoutMs: 30_000 });
        // Another process may have created it meanwhile: the lookup decides.
        user = await lookup(name);
        if (!user)
            throw new ProbeUserError(`cannot create user ${name}: ${created.stderr.trim().replace(/\.$/, "") || `useradd exited ${created.code}`}${await leftoverGroupHint(name)}`);
    }
    if (user.uid === 0 || user.gid === 0)
        throw new ProbeUserError(`user ${name} is privileged (uid ${user.uid}, gid ${user.gid})`);
    if (user.uid === process.getuid?.())
        throw new ProbeUserError(`user ${name} is the runner's own user`);
    return user;
}
/**
 * A group of the user's name left behind without its user (a user removed from /etc/passwd alone) makes useradd refuse.
 * It is not reused: files may already belong to it. Say what to do instead.
 */
async function leftoverGroupHint(name) {
    const group = await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)(["getent", "group", name], { timeoutMs: 10_000 });
    return group.code === 0
        ? `. A group named ${name} exists without its user (a leftover): remove it with \`groupdel ${name}\`, or set another probe user name`
        : "";
}
/** Kills every process of the user, wherever it runs, and waits until none is left. */
async function killUserProcesses(user, mode) {
    for (let round = 0; round < 20; round++) {
        await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)((0,_privilege_js__WEBPACK_IMPORTED_MODULE_0__/* .asRoot */ .tE)(mode, ["pkill", "-KILL", "-u", String(user.uid)]), { timeoutMs: 10_000 });
        const left = await (0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_1__/* .runHost */ .KC)(["pgrep", "-u", String(user.uid)], { timeoutMs: 10_000 });
        if (left.code === 1)
            return;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}


/***/ }),

/***/ 8906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M9: () => (/* binding */ readinessCommand),
/* harmony export */   jL: () => (/* binding */ hasRecipe),
/* harmony export */   z9: () => (/* binding */ readyTarget)
/* harmony export */ });
/* harmony import */ var _hostCommand_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6833);
/**
 * The local-run recipe, from the base branch's configuration only (never from
 * the PR): setup commands, the service's start command, the URL that says it
 * is ready, and the existing usage suites.
 */

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
/** The readiness URL as host, port and path; only plain http on loopback, the one place the probe's network reaches. */
function readyTarget(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new Error(`ready: "${url}" is not a URL; use e.g. http://127.0.0.1:3000/`);
    }
    if (parsed.protocol !== "http:")
        throw new Error(`ready: "${url}" must be an http:// URL`);
    if (!LOOPBACK.has(parsed.hostname))
        throw new Error(`ready: "${url}" must point at loopback (127.0.0.1, localhost or [::1]): the probe's network reaches nothing else`);
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    return { host, port: parsed.port ? Number(parsed.port) : 80, path: `${parsed.pathname}${parsed.search}` || "/" };
}
function hasRecipe(recipe) {
    return !!recipe && (!!recipe.start || (recipe.suites ?? []).length > 0 || (recipe.setup ?? []).length > 0);
}
/**
 * A bash command that polls the target over /dev/tcp until it answers with an
 * HTTP status line, for at most `seconds`. Pure bash, so the project needs no
 * curl; it runs inside the isolation, on the probe's own loopback.
 */
function readinessCommand(target, seconds) {
    const script = [
        "host=$1 port=$2 path=$3 deadline=$((SECONDS + $4))",
        "while :; do",
        '  if exec 3<>"/dev/tcp/$host/$port"; then',
        `    printf 'GET %s HTTP/1.0\\r\\nHost: %s:%s\\r\\nConnection: close\\r\\n\\r\\n' "$path" "$host" "$port" >&3`,
        "    IFS= read -r -t 5 line <&3",
        "    exec 3<&- 3>&-",
        '    case $line in HTTP/*) printf "%s\\n" "$line"; exit 0;; esac',
        "  fi 2>/dev/null",
        '  [ "$SECONDS" -ge "$deadline" ] && exit 1',
        "  sleep 0.2",
        "done",
    ].join("\n");
    return `bash -c ${(0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_0__/* .shellQuote */ .ZL)(script)} ready ${(0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_0__/* .shellQuote */ .ZL)(target.host)} ${target.port} ${(0,_hostCommand_js__WEBPACK_IMPORTED_MODULE_0__/* .shellQuote */ .ZL)(target.path)} ${Math.max(1, Math.ceil(seconds))}`;
}


/***/ }),

/***/ 4926:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ PROBE_GRAPH),
  q: () => (/* binding */ registerProbeScripts)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 10 modules
var schemas = __webpack_require__(3798);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/workbench.ts + 4 modules
var probe_workbench = __webpack_require__(5714);
;// CONCATENATED MODULE: ./src/probe/prepareNode.ts
/**
 * The probe graph's `prepare` script: brings the environment up before the
 * model is called (deterministically: setup, service, readiness, the existing
 * suites), and routes to the model only when it is up. Without isolation, for
 * an untrusted head, or when the project would not come up, it goes straight
 * to the gate, which ends INCONCLUSIVE: no model call is spent on it.
 */



function workbenchOf(context) {
    return context.services.probe;
}
const prepareNode = {
    writes: { environment: schemas/* string */.YjP(), environment_ok: schemas/* boolean */.zMY(), environment_problem: schemas/* string */.YjP() },
    routes: ["probe", "gate"],
    run: async ({ context, signal }) => {
        const workbench = workbenchOf(context);
        // A run wired without the probe's environment (a harness, a caller that does not run PR code).
        if (!workbench)
            return down("probe lane not available");
        const bringup = await workbench.open(context, signal);
        if (!bringup.ok)
            return down((0,probe_workbench/* problemOf */.Zw)(bringup));
        return { environment: describe(bringup.session, workbench, String(context.facts.head_sha)), environment_ok: true, environment_problem: "", _next: "probe" };
    },
};
function down(problem) {
    return { environment: "", environment_ok: false, environment_problem: problem, _next: "gate" };
}
function describe(session, workbench, headSha) {
    const recipe = workbench.recipe ?? {};
    const lines = [
        `- Working folder: ${hiddenPaths/* WORK_DIR */.CC}, a copy of the head commit ${headSha.slice(0, 12)} (tracked files only, no .git). HOME is ${hiddenPaths/* HOME_DIR */.M4}. Write your tests here.`,
        session.networkIsolated
            ? "- Network: loopback only. The service and your commands share it; nothing else is reachable."
            : `- Network: the host's network is reachable (network isolation unavailable: ${session.networkNote}).`,
    ];
    for (const command of recipe.setup ?? [])
        lines.push(`- Setup ran: \`${command}\` (exit 0)`);
    if (recipe.start)
        lines.push(`- Service: \`${recipe.start}\` is running${recipe.ready ? ` and answered on ${recipe.ready}` : ""}.`);
    for (const suite of session.suites)
        lines.push(`- Existing suite \`${suite.command}\`: ${suite.exitCode === 0 ? "passed (exit 0)" : `FAILED (${suite.note ?? `exit ${suite.exitCode}`})`}; its output is in the audit.`);
    if (session.suites.length === 0)
        lines.push("- Existing suites: none configured.");
    for (const note of session.notes)
        lines.push(`- Note: ${note}`);
    lines.push(`- Each exec command may take at most ${Math.round(workbench.limits.commandMs / 1000)} s.`);
    return lines.join("\n");
}

// EXTERNAL MODULE: ./src/probe/audit.ts
var audit = __webpack_require__(4109);
;// CONCATENATED MODULE: ./src/probe/probeGate.ts
/**
 * The probe graph's `gate` script: the lane's verdict, decided by rules and
 * never by the model alone. No environment → INCONCLUSIVE; a failing
 * existing suite → FAIL whatever the model says; the model's own FAIL or
 * INCONCLUSIVE stands; a PASS needs something to have been exercised and
 * no refusal on the way. The audit of every command is appended, indented, so
 * no command output can pose as the verdict line, which the gate writes last.
 */



const SENTINEL = /^[ \t>]*USAGE_PROBE:[ \t]*(PASS|FAIL|INCONCLUSIVE)\b(.*)$/gm;
/** The model's verdict: the strictest line it wrote (as the gauntlet reads it, any FAIL or INCONCLUSIVE line blocks). */
function modelVerdict(report) {
    let found;
    for (const match of report.matchAll(SENTINEL)) {
        const verdict = match[1];
        if (!found || found.verdict === "PASS" || verdict !== "PASS")
            found = { verdict, detail: match[2].trim() };
    }
    return found;
}
function decide(input) {
    if (!input.environmentOk)
        return { verdict: "INCONCLUSIVE", reason: input.environmentProblem || "the environment could not be brought up" };
    const failingSuites = input.audit.filter((e) => e.phase === "suite" && e.exitCode !== 0);
    if (failingSuites.length > 0) {
        return {
            verdict: "FAIL",
            reason: failingSuites
                .map((e) => `existing suite \`${e.command}\` ${e.exitCode === null ? (e.note ?? "did not finish") : `exited ${e.exitCode}`}`)
                .join("; "),
        };
    }
    const model = modelVerdict(input.report);
    if (!model)
        return { verdict: undefined, reason: "" };
    if (model.verdict !== "PASS")
        return { verdict: model.verdict, reason: model.detail.replace(/^\((.*)\)$/, "$1") };
    const refused = input.audit.find((e) => e.phase === "exec" && e.note?.startsWith("refused"));
    if (refused)
        return { verdict: "INCONCLUSIVE", reason: `a command was refused during the probe (${refused.note})` };
    const exercised = input.audit.some((e) => (e.phase === "suite" || e.phase === "exec") && e.exitCode !== null);
    if (!exercised)
        return { verdict: "INCONCLUSIVE", reason: "nothing was exercised: no existing suite and no probe command ran" };
    return { verdict: "PASS", reason: "" };
}
function renderGateReport(input) {
    const { verdict, reason } = decide(input);
    const body = input.environmentOk
        ? input.report.replace(SENTINEL, (_line, v, rest) => `Model verdict: ${v}${rest}`).trim()
        : `The probe did not run the project: ${input.environmentProblem}`;
    const sections = [body || "(the probe model wrote no report)"];
    if (input.environmentOk && input.networkNote) {
        sections.push(`**Network:** the host's network was reachable during the probe's own tests (network isolation unavailable: ${input.networkNote}).`);
    }
    sections.push(`### Commands run (audit)\n\n${(0,audit/* renderAudit */.Wy)(input.audit)}`);
    if (verdict)
        sections.push(`USAGE_PROBE: ${verdict}${reason ? ` (${reason.replace(/\s*\n\s*/g, " ")})` : ""}`);
    return sections.join("\n\n") + "\n";
}
const probeGate = {
    reads: { report: schemas/* string */.YjP(), environment_ok: schemas/* boolean */.zMY(), environment_problem: schemas/* string */.YjP() },
    writes: { report: schemas/* string */.YjP() },
    run: ({ state, context }) => {
        const workbench = workbenchOf(context);
        const report = typeof state.report === "string" ? state.report : "";
        return {
            report: renderGateReport({
                report,
                environmentOk: state.environment_ok === true,
                environmentProblem: typeof state.environment_problem === "string" ? state.environment_problem : "",
                audit: workbench?.audit ?? [],
                ...(workbench?.networkNote ? { networkNote: workbench.networkNote } : {}),
            }),
        };
    },
};

;// CONCATENATED MODULE: ./src/probe/register.ts


const PROBE_GRAPH = "probe";
function registerProbeScripts(registry) {
    return registry.register(PROBE_GRAPH, "prepare", prepareNode).register(PROBE_GRAPH, "gate", probeGate);
}


/***/ }),

/***/ 5714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ut: () => (/* binding */ ProbeWorkbench),
  Ef: () => (/* binding */ isExecRefused),
  Zw: () => (/* binding */ problemOf),
  lw: () => (/* binding */ untrustedReason)
});

// UNUSED EXPORTS: ExecRefused

// EXTERNAL MODULE: ./src/probe/audit.ts
var audit = __webpack_require__(4109);
// EXTERNAL MODULE: ./src/probe/limits.ts
var limits = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/probe/privilege.ts
var probe_privilege = __webpack_require__(9633);
// EXTERNAL MODULE: ./src/probe/probeUser.ts
var probeUser = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/probe/recipe.ts
var recipe = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/isolatedCommand.ts
var isolatedCommand = __webpack_require__(5814);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/probe/hostCommand.ts
var hostCommand = __webpack_require__(6833);
;// CONCATENATED MODULE: ./src/probe/networkNamespace.ts
/**
 * The probe's network: a namespace whose only interface is loopback, held
 * open by a small root process. The service and the probe's tests join it
 * (nsenter --net), so they reach each other on 127.0.0.1 and nothing else.
 * Setup commands stay on the host's network: `npm ci` needs the registry.
 */



/** `ip link set lo up`: a new namespace starts with loopback down. The holder prints its PID, then waits for its stdin to close. */
const HOLDER = 'ip link set lo up || exit 3; echo "$$"; read -r _';
function openNetworkNamespace(mode, timeoutMs = 15_000) {
    const argv = (0,probe_privilege/* asRoot */.tE)(mode, ["unshare", "--net", "--", "bash", "-c", HOLDER]);
    return new Promise((resolve) => {
        let child;
        let out = "";
        let err = "";
        let settled = false;
        const settle = (value) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            resolve(value);
        };
        const close = () => {
            child.stdin?.destroy();
            child.kill("SIGKILL");
        };
        try {
            child = (0,external_node_child_process_.spawn)(argv[0], argv.slice(1), { env: { ...hostCommand/* SYSTEM_ENV */.cP }, stdio: ["pipe", "pipe", "pipe"] });
        }
        catch (error) {
            return resolve({ available: false, reason: error.message });
        }
        const timer = setTimeout(() => {
            close();
            settle({ available: false, reason: "the network namespace did not come up in time" });
        }, timeoutMs);
        child.stdin?.on("error", () => { });
        child.stderr?.on("data", (c) => (err += c.toString("utf8")));
        child.stdout?.on("data", (c) => {
            out += c.toString("utf8");
            const line = /^(\d+)\n/.exec(out);
            if (line)
                settle({ available: true, pid: Number(line[1]), close });
        });
        child.on("error", (error) => settle({ available: false, reason: error.message }));
        child.on("close", (code) => settle({ available: false, reason: err.trim().split("\n").slice(-2).join(" ") || `unshare --net exited ${code}` }));
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/probe/scratchBase.ts
/**
 * Where the probe's scratch tree goes: a folder the probe user can reach.
 * The tree itself is the probe user's, but every folder above it must let
 * that user pass (search permission, `x`). A runner whose TMPDIR sits inside
 * a private folder (a 0700 home or job folder) would otherwise end every
 * probe in `tar: … Permission denied`. Candidates, in order: the system temp
 * folder (TMPDIR), then /tmp; a candidate inside a folder hidden from probe
 * commands is passed over. With none reachable, the failure names the folder
 * that blocks each candidate and what to set.
 */




const statOf = (path) => {
    try {
        const stat = (0,external_node_fs_.statSync)(path);
        return stat.isDirectory() ? { uid: stat.uid, gid: stat.gid, mode: stat.mode } : undefined;
    }
    catch {
        return undefined;
    }
};
/** Whether `user` may pass through a folder with `stat`: the owner's, the group's, or the others' `x` bit, as the kernel picks. */
function canTraverse(stat, user) {
    if (stat.uid === user.uid)
        return (stat.mode & 0o100) !== 0;
    if (stat.gid === user.gid)
        return (stat.mode & 0o010) !== 0;
    return (stat.mode & 0o001) !== 0;
}
/** The first folder from `/` down to `dir` (itself included) that `user` cannot pass, or that is missing; undefined when all pass. */
function traversalBlocker(dir, user, stat = statOf) {
    const chain = [];
    for (let current = (0,external_node_path_.resolve)(dir);; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    return chain.find((folder) => {
        const found = stat(folder);
        return found === undefined || !canTraverse(found, user);
    });
}
/** The folder to create the scratch tree in, or why there is none. `hidden`: folders probe commands never see. */
function chooseScratchBase(user, hidden, candidates = [(0,external_node_os_.tmpdir)(), "/tmp"], stat = statOf) {
    const blocked = [];
    for (const candidate of new Set(candidates.map((c) => (0,external_node_path_.resolve)(c)))) {
        if (hidden.some((h) => (0,hiddenPaths/* isInside */.FK)(candidate, h)))
            continue;
        const blocker = traversalBlocker(candidate, user, stat);
        if (blocker === undefined)
            return { ok: true, base: candidate };
        blocked.push(blocker === candidate ? `${candidate} cannot be entered by ${user.name}` : `${candidate} is inside ${blocker}, which ${user.name} cannot pass`);
    }
    return {
        ok: false,
        reason: `no temp folder the probe user can reach for its scratch tree: ${blocked.join("; ") || "every candidate is hidden from probe commands"}; ` +
            `set TMPDIR to a folder every user can pass through (such as /tmp), or give others search permission on the blocking folder (chmod o+x)`,
    };
}

;// CONCATENATED MODULE: ./src/probe/scratchTree.ts
/**
 * The copy of the head commit the probe works in: a fresh 0700 folder per
 * run, owned by the probe user, filled by `git archive <head-sha>`. Tracked
 * files only, symlinks kept as links, no `.git`: nothing of the checkout's
 * configuration (where actions/checkout may leave a token) comes along.
 *
 *   <root>/work   the tree (the commands' working folder)
 *   <root>/home   the probe user's HOME
 */






class ScratchTreeError extends Error {
}
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
async function createScratchTree(options) {
    const { repo, headSha, user, mode } = options;
    if (!COMMIT.test(headSha))
        throw new ScratchTreeError(`the head "${headSha}" is not a full commit id`);
    const root = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(options.base ?? (0,external_node_os_.tmpdir)(), "gauntlet-probe-"));
    const tree = { root, work: (0,external_node_path_.join)(root, "work"), home: (0,external_node_path_.join)(root, "home") };
    (0,external_node_fs_.mkdirSync)(tree.work, { mode: 0o700 });
    (0,external_node_fs_.mkdirSync)(tree.home, { mode: 0o700 });
    // Fresh, empty folders: nothing to follow, so a plain chown is safe.
    if (mode === "root") {
        for (const dir of [tree.work, tree.home, root])
            (0,external_node_fs_.chownSync)(dir, user.uid, user.gid);
    }
    else {
        const owned = await (0,hostCommand/* runHost */.KC)((0,probe_privilege/* asRoot */.tE)(mode, ["chown", `${user.uid}:${user.gid}`, tree.work, tree.home, root]));
        if (owned.code !== 0)
            throw new ScratchTreeError(`cannot hand the scratch tree to ${user.name}: ${owned.stderr.trim()}`);
    }
    try {
        await extract(repo, headSha, tree.work, user, mode);
    }
    catch (error) {
        await removeScratchTree(tree, mode);
        throw error;
    }
    return tree;
}
/** git archive (as us, reading the checkout) piped into tar (as the probe user, writing its own tree). */
function extract(repo, headSha, work, user, mode) {
    return new Promise((resolve, reject) => {
        const git = (0,external_node_child_process_.spawn)("git", ["-c", `safe.directory=${repo}`, "-C", repo, "archive", "--format=tar", headSha], {
            env: { ...hostCommand/* SYSTEM_ENV */.cP, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
            stdio: ["ignore", "pipe", "pipe"],
        });
        const tarArgv = (0,probe_privilege/* asRoot */.tE)(mode, ["runuser", "-u", user.name, "--", "env", "-i", "PATH=/usr/bin:/bin", "tar", "-x", "--no-same-owner", "-C", work]);
        const tar = (0,external_node_child_process_.spawn)(tarArgv[0], tarArgv.slice(1), { env: { ...hostCommand/* SYSTEM_ENV */.cP }, stdio: ["pipe", "ignore", "pipe"] });
        let gitErr = "";
        let tarErr = "";
        git.stderr.on("data", (c) => (gitErr += c.toString("utf8")));
        tar.stderr.on("data", (c) => (tarErr += c.toString("utf8")));
        tar.stdin.on("error", () => { });
        git.stdout.pipe(tar.stdin);
        const exits = [git, tar].map((child) => new Promise((done) => {
            child.on("error", () => done(null));
            child.on("close", (code) => done(code));
        }));
        void Promise.all(exits).then(([gitCode, tarCode]) => {
            if (gitCode !== 0)
                reject(new ScratchTreeError(`git archive ${headSha} failed: ${gitErr.trim().slice(0, 500) || `exit ${gitCode}`}`));
            else if (tarCode !== 0)
                reject(new ScratchTreeError(`extracting the tree failed: ${tarErr.trim().slice(0, 500) || `exit ${tarCode}`}`));
            else
                resolve();
        });
    });
}
/** rm -rf as root: the files are the probe user's. rm never follows a symlink out. */
async function removeScratchTree(tree, mode) {
    await (0,hostCommand/* runHost */.KC)((0,probe_privilege/* asRoot */.tE)(mode, ["rm", "-rf", "--one-file-system", "--", tree.root]), { timeoutMs: 120_000 });
}

;// CONCATENATED MODULE: ./src/probe/session.ts
/**
 * One probe environment, start to end: the privilege check, the probe user,
 * the scratch tree, the loopback-only network, the setup commands, the
 * service and its readiness, the existing suites; then the model's commands;
 * then everything is killed and removed. Every command goes through
 * startIsolated and into the audit.
 */









class ProbeSession {
    options;
    mode;
    user;
    tree;
    plan;
    network;
    service;
    suites;
    closed = false;
    constructor(options, mode, user, tree, plan, network, service, suites) {
        this.options = options;
        this.mode = mode;
        this.user = user;
        this.tree = tree;
        this.plan = plan;
        this.network = network;
        this.service = service;
        this.suites = suites;
    }
    /** Brings the environment up. Never throws for an environment problem: it says which kind it was. */
    static async open(options) {
        const privilege = await options.detect();
        if (!privilege.available)
            return { ok: false, kind: "isolation", reason: privilege.reason };
        const { mode } = privilege;
        const missing = await (0,probe_privilege/* missingTools */.Cj)(mode, probe_privilege/* REQUIRED_TOOLS */.Ih);
        if (missing.length > 0)
            return { ok: false, kind: "isolation", reason: `missing tools: ${missing.join(", ")}` };
        let user;
        try {
            user = await (0,probeUser/* ensureProbeUser */.Y1)(options.user, mode);
        }
        catch (error) {
            if (error instanceof probeUser/* ProbeUserError */.Ij)
                return { ok: false, kind: "isolation", reason: error.message };
            throw error;
        }
        await (0,probeUser/* killUserProcesses */.Xy)(user, mode);
        const plan = (0,hiddenPaths/* hiddenPlan */.UE)(options.env, options.checkout);
        const scratch = chooseScratchBase(user, plan.hidden);
        if (!scratch.ok)
            return { ok: false, kind: "environment", reason: scratch.reason };
        let tree;
        try {
            tree = await createScratchTree({ repo: options.checkout, headSha: options.headSha, user, mode, base: scratch.base });
        }
        catch (error) {
            if (error instanceof ScratchTreeError)
                return { ok: false, kind: "environment", reason: error.message };
            throw error;
        }
        let network;
        try {
            network = await (options.network ?? defaultNetwork)(mode);
        }
        catch (error) {
            // Nothing else owns the scratch tree yet: remove it here, or it outlives the run.
            await removeScratchTree(tree, mode);
            throw error;
        }
        const session = new ProbeSession(options, mode, user, tree, plan, network, undefined, []);
        try {
            const failure = await session.bringUp();
            if (failure) {
                await session.close();
                return failure;
            }
            return { ok: true, session };
        }
        catch (error) {
            await session.close();
            throw error;
        }
    }
    get networkIsolated() {
        return this.network.available;
    }
    /** Why the probe's network is the host's, when it is. */
    get networkNote() {
        return this.network.available ? undefined : this.network.reason;
    }
    get notes() {
        return this.plan.notes;
    }
    spec(network) {
        return {
            mode: this.mode,
            user: this.user,
            scratchRoot: this.tree.root,
            plan: this.plan,
            nproc: this.options.limits.nproc,
            ...(network === "isolated" && this.network.available ? { netnsPid: this.network.pid } : {}),
        };
    }
    /** Runs one command to completion, audited. `network: "host"` only for setup. */
    async run(phase, command, timeoutMs, network, signal) {
        const spec = this.spec(network);
        const effective = spec.netnsPid === undefined ? "host" : "isolated";
        const { limits } = this.options;
        const child = (0,isolatedCommand/* startIsolated */.qs)(spec, command, { timeoutMs, headBytes: limits.headBytes, tailBytes: limits.tailBytes, ...(signal ? { signal } : {}) });
        const result = await child.done;
        this.options.record((0,audit/* auditEntry */.GE)(phase, command, result, effective));
        signal?.throwIfAborted();
        return { ...result, network: effective };
    }
    async bringUp() {
        const { recipe, limits, signal } = this.options;
        // The isolation proves itself before anything of the project runs.
        const check = await this.run("check", "id -u; id -G", 30_000, "host", signal);
        if (check.isolationError)
            return { ok: false, kind: "isolation", reason: check.isolationError };
        const ids = check.stdout.text.trim().split("\n");
        if (check.exitCode !== 0 || ids[0] !== String(this.user.uid) || ids[1] !== String(this.user.gid)) {
            return {
                ok: false,
                kind: "isolation",
                reason: `the isolation check ran as "${ids.join(" / ")}", not as ${this.user.name} (${this.user.uid}, group ${this.user.gid} only)`,
            };
        }
        for (const command of recipe.setup ?? []) {
            const result = await this.run("setup", command, limits.setupMs, "host", signal);
            const problem = failureOf(result);
            if (problem)
                return { ok: false, kind: "environment", reason: `setup command \`${command}\` ${problem}` };
        }
        if (recipe.start) {
            const failure = await this.startService(recipe.start, recipe.ready);
            if (failure)
                return failure;
        }
        for (const command of recipe.suites ?? []) {
            signal?.throwIfAborted();
            const result = await this.run("suite", command, limits.suiteMs, "isolated", signal);
            if (result.isolationError)
                return { ok: false, kind: "isolation", reason: result.isolationError };
            this.suites.push({ command, exitCode: result.killed ? null : result.exitCode, ...(result.killed ? { note: `killed: ${result.killed}` } : {}) });
        }
        return undefined;
    }
    async startService(start, ready) {
        const { limits, signal } = this.options;
        const spec = this.spec("isolated");
        const network = spec.netnsPid === undefined ? "host" : "isolated";
        const child = (0,isolatedCommand/* startIsolated */.qs)(spec, start, { headBytes: limits.headBytes, tailBytes: limits.tailBytes });
        this.options.record((0,audit/* startedEntry */.Ew)(start, network));
        const service = { process: child };
        this.service = service;
        const exited = child.done.then((result) => {
            service.result = result;
            this.options.record((0,audit/* auditEntry */.GE)("start", start, result, network));
            return result;
        });
        const serviceDied = (result) => ({
            ok: false,
            kind: result.isolationError ? "isolation" : "environment",
            reason: result.isolationError ??
                `the service (\`${start}\`) exited ${result.exitCode ?? result.signal} before it was ready (start must run in the foreground)${tailOf(result)}`,
        });
        if (!ready) {
            const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 1_000))]);
            return early ? serviceDied(early) : undefined;
        }
        let target;
        try {
            target = (0,recipe/* readyTarget */.z9)(ready);
        }
        catch (error) {
            return { ok: false, kind: "environment", reason: error.message };
        }
        const poll = (0,isolatedCommand/* startIsolated */.qs)(spec, (0,recipe/* readinessCommand */.M9)(target, limits.readyMs / 1000), {
            timeoutMs: limits.readyMs + 10_000,
            headBytes: 1_000,
            tailBytes: 1_000,
            ...(signal ? { signal } : {}),
        });
        const first = await Promise.race([exited.then((result) => ({ died: result })), poll.done.then((result) => ({ polled: result }))]);
        if ("died" in first) {
            poll.stop("the service exited");
            await poll.done;
            return serviceDied(first.died);
        }
        const polled = first.polled;
        this.options.record((0,audit/* auditEntry */.GE)("ready", `poll ${ready}`, polled, network));
        if (polled.isolationError)
            return { ok: false, kind: "isolation", reason: polled.isolationError };
        if (polled.exitCode !== 0)
            return { ok: false, kind: "environment", reason: `the service did not answer on ${ready} within ${limits.readyMs / 1000} s${tailOf(service.result)}` };
        return undefined;
    }
    /** A model's command: inside the isolation, on the probe's network, with the command limit. */
    async exec(command, signal) {
        if (this.closed)
            throw new Error("the probe session is closed");
        return this.run("exec", command, this.options.limits.commandMs, "isolated", signal);
    }
    /** The service's end, when it has ended. */
    serviceExit() {
        return this.service?.result;
    }
    /** Kills the service and every process of the probe user, removes the scratch tree. Idempotent. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        if (this.service && !this.service.process.exited) {
            this.service.process.stop("the probe ended");
            await Promise.race([this.service.process.done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        }
        if (this.network.available)
            this.network.close();
        await (0,probeUser/* killUserProcesses */.Xy)(this.user, this.mode);
        await removeScratchTree(this.tree, this.mode);
    }
}
const defaultNetwork = async (mode) => {
    const missing = await (0,probe_privilege/* missingTools */.Cj)(mode, probe_privilege/* NETWORK_TOOLS */.fn);
    return missing.length > 0 ? { available: false, reason: `missing tools: ${missing.join(", ")}` } : openNetworkNamespace(mode);
};
function failureOf(result) {
    if (result.isolationError)
        return `could not run: ${result.isolationError}`;
    if (result.killed)
        return `was killed: ${result.killed}`;
    if (result.exitCode !== 0)
        return `exited ${result.exitCode ?? result.signal}${tailOf(result)}`;
    return undefined;
}
function tailOf(result) {
    if (!result)
        return "";
    const text = `${result.stdout.text}\n${result.stderr.text}`.trim();
    return text ? `: ${text.slice(-400)}` : "";
}

;// CONCATENATED MODULE: ./src/probe/workbench.ts






/** Why a run's head may not be executed, or undefined when it may. */
function untrustedReason(context) {
    // Fail closed: only a run that says its head is trusted runs it.
    if (context.facts.untrusted_head !== false)
        return "the head is untrusted (a fork, pull_request_target or a read-only run) or its trust is unknown: PR code is never executed for it";
    return undefined;
}
class ProbeWorkbench {
    options;
    audit = [];
    limits;
    opening;
    session;
    closed = false;
    constructor(options = {}) {
        this.options = options;
        this.limits = { ...limits/* DEFAULT_PROBE_LIMITS */.e, ...options.limits };
    }
    /** Why the probe's own tests had the host's network, when they did. */
    get networkNote() {
        return this.session?.networkNote;
    }
    get recipe() {
        return this.options.recipe;
    }
    /** The environment, brought up on the first call; every later call gets the same outcome. */
    open(context, signal) {
        const refused = this.refusal(context);
        if (refused)
            return Promise.resolve(refused);
        this.opening ??= ProbeSession.open({
            recipe: this.options.recipe,
            checkout: context.workspaceRoot,
            headSha: String(context.facts.head_sha),
            env: this.options.env ?? process.env,
            user: this.options.user ?? probeUser/* DEFAULT_PROBE_USER */.vQ,
            limits: this.limits,
            detect: this.options.detect ?? probe_privilege/* detectPrivilege */.F4,
            ...(this.options.network ? { network: this.options.network } : {}),
            record: (entry) => this.record(entry, context),
            ...(signal ? { signal } : {}),
        })
            .then((bringup) => {
            if (bringup.ok)
                this.session = bringup.session;
            return bringup;
        })
            .catch((error) => ({
            ok: false,
            kind: "environment",
            reason: `the environment's bring-up was interrupted: ${error?.message ?? String(error)}`,
        }));
        return this.opening;
    }
    refusal(context) {
        const untrusted = untrustedReason(context);
        if (untrusted)
            return { ok: false, kind: "untrusted", reason: untrusted };
        if (this.closed)
            return { ok: false, kind: "environment", reason: "the probe environment was already torn down" };
        if (!(0,recipe/* hasRecipe */.jL)(this.options.recipe))
            return { ok: false, kind: "environment", reason: "no local-run recipe (probe: in the base branch's configuration)" };
        const head = context.facts.head_sha;
        if (typeof head !== "string" || head === "")
            return { ok: false, kind: "environment", reason: "the run names no head commit to probe" };
        return undefined;
    }
    /** One model command. Throws ExecRefused when nothing may run. */
    async exec(context, command, signal) {
        const untrusted = untrustedReason(context);
        if (untrusted)
            throw this.refuse(command, problemOf({ ok: false, kind: "untrusted", reason: untrusted }), context);
        const bringup = await this.open(context, signal);
        if (!bringup.ok)
            throw this.refuse(command, problemOf(bringup), context);
        const result = await bringup.session.exec(command, signal);
        if (result.isolationError)
            throw new ExecRefused(`isolation unavailable: ${result.isolationError}`);
        const serviceExit = bringup.session.serviceExit();
        return { ...result, ...(serviceExit ? { serviceExit } : {}) };
    }
    refuse(command, reason, context) {
        this.record((0,audit/* refusedEntry */.fl)(command, reason), context);
        return new ExecRefused(reason);
    }
    record(entry, context) {
        this.audit.push(entry);
        const redact = this.options.redact ?? ((text) => text);
        context.trace.emit({
            ts: context.clock.now(),
            runId: context.runId,
            graph: "probe",
            depth: 1,
            type: "log",
            node: "probe",
            level: "info",
            message: redact((0,audit/* traceLine */.iU)(entry)),
        });
    }
    /** Tears the environment down: kills every probe process, removes the scratch tree. */
    async close() {
        this.closed = true;
        const opening = this.opening;
        if (!opening)
            return;
        const bringup = await opening;
        if (bringup.ok)
            await bringup.session.close();
    }
}
/** The failure as the lane states it: `isolation unavailable: …`, `untrusted head: …` or `the environment could not be brought up: …`. */
function problemOf(failure) {
    switch (failure.kind) {
        case "isolation":
            return `isolation unavailable: ${failure.reason}`;
        case "untrusted":
            return `untrusted head: ${failure.reason}`;
        case "environment":
            return `the environment could not be brought up: ${failure.reason}`;
    }
}
const EXEC_REFUSED = Symbol.for("review-gauntlet.probe.exec-refused");
/** The probe may not run a command (no isolation, an untrusted head, no environment). */
class ExecRefused extends Error {
    reason;
    [EXEC_REFUSED] = true;
    constructor(reason) {
        super(reason);
        this.reason = reason;
        this.name = "ExecRefused";
    }
}
function isExecRefused(value) {
    return typeof value === "object" && value !== null && value[EXEC_REFUSED] === true;
}


/***/ })

};
