/**
 * The probe users the tests run commands as: one per test file that runs
 * probe commands, because a session kills every process of its user before
 * and after it runs, and test files run in parallel. test/probe/globalSetup.ts
 * creates them once (parallel useradd calls race).
 */
import { execFileSync } from "node:child_process";

export const PROBE_TEST_USERS = {
  isolation: "gauntlet-probe-iso",
  limits: "gauntlet-probe-lim",
  endToEnd: "gauntlet-probe-e2e",
} as const;

export const isRoot = process.getuid?.() === 0 && process.platform === "linux";

function userExists(name: string): boolean {
  try {
    execFileSync("id", ["-u", name], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the root-only tests of a file cannot run here, or "" when they can. A
 * skipped test says why in its name, so a green run never hides it.
 */
export function rootSkipReason(user: string): string {
  if (!isRoot) return "needs root on Linux (the isolation builds namespaces as root); skipped";
  if (!userExists(user)) return `needs the probe user ${user}, which test/probe/globalSetup.ts creates: add it to vitest.config.ts globalSetup; skipped`;
  return "";
}
