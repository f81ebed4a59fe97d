/**
 * The unprivileged user probe commands run as: created once, with a private
 * primary group and no supplementary groups, so it reaches nothing the
 * runner's own user can (the docker socket, group-readable checkouts).
 */
import { asRoot } from "./privilege.js";
import { runHost } from "./hostCommand.js";

export const DEFAULT_PROBE_USER = "gauntlet-probe";

export interface ProbeUser {
  name: string;
  uid: number;
  gid: number;
}

const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;

export class ProbeUserError extends Error {}

async function lookup(name: string): Promise<ProbeUser | undefined> {
  const [uid, gid, groups] = await Promise.all([runHost(["id", "-u", name]), runHost(["id", "-g", name]), runHost(["id", "-G", name])]);
  if (uid.code !== 0 || gid.code !== 0 || groups.code !== 0) return undefined;
  const user = { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  const all = groups.stdout.trim().split(/\s+/).map(Number);
  if (!Number.isInteger(user.uid) || !Number.isInteger(user.gid)) throw new ProbeUserError(`id gave no numeric ids for ${name}`);
  if (all.length !== 1 || all[0] !== user.gid)
    throw new ProbeUserError(`user ${name} has supplementary groups (${all.join(" ")}); the probe user must have none`);
  return user;
}

/** The probe user, created when missing. Throws ProbeUserError when it cannot be used safely. */
export async function ensureProbeUser(name: string, mode: "root" | "sudo"): Promise<ProbeUser> {
  if (!NAME.test(name)) throw new ProbeUserError(`"${name}" is not a valid user name`);
  let user = await lookup(name);
  if (!user) {
    const created = await runHost(
      asRoot(mode, ["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "--user-group", name]),
      { timeoutMs: 30_000 },
    );
    // Another process may have created it meanwhile: the lookup decides.
    user = await lookup(name);
    if (!user)
      throw new ProbeUserError(
        `cannot create user ${name}: ${created.stderr.trim().replace(/\.$/, "") || `useradd exited ${created.code}`}${await leftoverGroupHint(name)}`,
      );
  }
  if (user.uid === 0 || user.gid === 0) throw new ProbeUserError(`user ${name} is privileged (uid ${user.uid}, gid ${user.gid})`);
  if (user.uid === process.getuid?.()) throw new ProbeUserError(`user ${name} is the runner's own user`);
  return user;
}

/**
 * A group of the user's name left behind without its user (a user removed from /etc/passwd alone) makes useradd refuse.
 * It is not reused: files may already belong to it. Say what to do instead.
 */
async function leftoverGroupHint(name: string): Promise<string> {
  const group = await runHost(["getent", "group", name], { timeoutMs: 10_000 });
  return group.code === 0
    ? `. A group named ${name} exists without its user (a leftover): remove it with \`groupdel ${name}\`, or set another probe user name`
    : "";
}

/** Kills every process of the user, wherever it runs, and waits until none is left. */
export async function killUserProcesses(user: ProbeUser, mode: "root" | "sudo"): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await runHost(asRoot(mode, ["pkill", "-KILL", "-u", String(user.uid)]), { timeoutMs: 10_000 });
    const left = await runHost(["pgrep", "-u", String(user.uid)], { timeoutMs: 10_000 });
    if (left.code === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
