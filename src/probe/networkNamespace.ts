/**
 * The probe's network: a namespace whose only interface is loopback, held
 * open by a small root process. The service and the probe's tests join it
 * (nsenter --net), so they reach each other on 127.0.0.1 and nothing else.
 * Setup commands stay on the host's network: `npm ci` needs the registry.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { SYSTEM_ENV } from "./hostCommand.js";
import { asRoot } from "./privilege.js";

export type NetworkNamespace = { available: true; pid: number; close(): void } | { available: false; reason: string };

/** Makes the probe's network; tests simulate a machine where it cannot be made. */
export type NetworkOpener = (mode: "root" | "sudo") => Promise<NetworkNamespace>;

/** `ip link set lo up`: a new namespace starts with loopback down. The holder prints its PID, then waits for its stdin to close. */
const HOLDER = 'ip link set lo up || exit 3; echo "$$"; read -r _';

export function openNetworkNamespace(mode: "root" | "sudo", timeoutMs = 15_000): Promise<NetworkNamespace> {
  const argv = asRoot(mode, ["unshare", "--net", "--", "bash", "-c", HOLDER]);
  return new Promise((resolve) => {
    let child: ChildProcess;
    let out = "";
    let err = "";
    let settled = false;
    const settle = (value: NetworkNamespace) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const close = () => {
      child.stdin?.destroy();
      child.kill("SIGKILL");
    };
    try {
      child = spawn(argv[0]!, argv.slice(1), { env: { ...SYSTEM_ENV }, stdio: ["pipe", "pipe", "pipe"] });
    } catch (error) {
      return resolve({ available: false, reason: (error as Error).message });
    }
    const timer = setTimeout(() => {
      close();
      settle({ available: false, reason: "the network namespace did not come up in time" });
    }, timeoutMs);
    child.stdin?.on("error", () => {});
    child.stderr?.on("data", (c: Buffer) => (err += c.toString("utf8")));
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString("utf8");
      const line = /^(\d+)\n/.exec(out);
      if (line) settle({ available: true, pid: Number(line[1]), close });
    });
    child.on("error", (error) => settle({ available: false, reason: error.message }));
    child.on("close", (code) => settle({ available: false, reason: err.trim().split("\n").slice(-2).join(" ") || `unshare --net exited ${code}` }));
  });
}
