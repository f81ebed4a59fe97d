/**
 * The probe user's creation when a group of its name is left behind without
 * it (a user removed from /etc/passwd alone): useradd refuses, and the error
 * says which group and what to do, instead of useradd's own advice to reuse it.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it, onTestFinished } from "vitest";
import { ensureProbeUser, ProbeUserError } from "../../src/probe/probeUser.js";
import { isRoot } from "./support/users.js";

const ORPHAN = "gauntlet-probe-orphan";

describe("a probe user whose group is a leftover", () => {
  it.skipIf(!isRoot)(`is refused with the group named and groupdel suggested (needs root on Linux)`, async () => {
    execFileSync("groupadd", ["--system", ORPHAN]);
    onTestFinished(() => {
      execFileSync("sh", ["-c", `userdel ${ORPHAN} 2>/dev/null; groupdel ${ORPHAN} 2>/dev/null; true`]);
    });
    const attempt = ensureProbeUser(ORPHAN, "root");
    await expect(attempt).rejects.toBeInstanceOf(ProbeUserError);
    await expect(attempt).rejects.toThrow(`A group named ${ORPHAN} exists without its user (a leftover): remove it with \`groupdel ${ORPHAN}\``);
  });
});
