/**
 * How the probe gets the root it needs to build namespaces: it is root, or it
 * has passwordless sudo (as GitHub-hosted runners do). Without either there is
 * no isolation, and without isolation nothing runs.
 */
import { runHost } from "./hostCommand.js";

export type Privilege = { available: true; mode: "root" | "sudo" } | { available: false; reason: string };

export type PrivilegeDetector = () => Promise<Privilege>;

export const detectPrivilege: PrivilegeDetector = async () => {
  if (process.platform !== "linux") return { available: false, reason: `isolation needs Linux namespaces; this is ${process.platform}` };
  if (process.getuid?.() === 0) return { available: true, mode: "root" };
  const sudo = await runHost(["sudo", "-n", "true"], { timeoutMs: 10_000 });
  if (sudo.code === 0) return { available: true, mode: "sudo" };
  return { available: false, reason: "the process is neither root nor allowed passwordless sudo" };
};

/** The argv that runs `argv` as root. */
export function asRoot(mode: "root" | "sudo", argv: readonly string[]): string[] {
  return mode === "root" ? [...argv] : ["sudo", "-n", "--", ...argv];
}

/** Tools the isolation cannot do without, and the ones only the network namespace needs. */
export const REQUIRED_TOOLS = ["bash", "unshare", "runuser", "setpriv", "mount", "stat", "pkill", "pgrep", "tar", "id", "env", "rm", "chown"] as const;
export const NETWORK_TOOLS = ["nsenter", "ip"] as const;

/** The named tools root cannot find. */
export async function missingTools(mode: "root" | "sudo", tools: readonly string[]): Promise<string[]> {
  const script = 'for t in "$@"; do command -v "$t" >/dev/null 2>&1 || printf "%s\\n" "$t"; done';
  const result = await runHost(asRoot(mode, ["bash", "-c", script, "check", ...tools]), { timeoutMs: 10_000 });
  if (result.code !== 0) return [...tools];
  return result.stdout.split("\n").filter(Boolean);
}
