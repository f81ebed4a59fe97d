/**
 * Creates the probe tests' unprivileged users once, before any test file
 * runs: parallel useradd calls race on /etc/passwd. Without root it does
 * nothing, and the tests that need root skip, saying so.
 */
import { ensureProbeUser } from "../../src/probe/probeUser.js";
import { PROBE_TEST_USERS, isRoot } from "./support/users.js";

export default async function setup(): Promise<void> {
  if (!isRoot) return;
  for (const name of Object.values(PROBE_TEST_USERS)) await ensureProbeUser(name, "root");
}
