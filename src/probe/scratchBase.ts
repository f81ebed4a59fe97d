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
import { statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import { isInside } from "./hiddenPaths.js";
import type { ProbeUser } from "./probeUser.js";

export type ScratchBase = { ok: true; base: string } | { ok: false; reason: string };

/** What decides traversal: owner, group and mode bits (ACLs are not read: a folder that needs one to pass is reported). */
export interface FolderStat {
  uid: number;
  gid: number;
  mode: number;
}

const statOf = (path: string): FolderStat | undefined => {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? { uid: stat.uid, gid: stat.gid, mode: stat.mode } : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `user` may pass through a folder with `stat`: the owner's, the group's, or the others' `x` bit, as the kernel picks. */
export function canTraverse(stat: FolderStat, user: Pick<ProbeUser, "uid" | "gid">): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** The first folder from `/` down to `dir` (itself included) that `user` cannot pass, or that is missing; undefined when all pass. */
export function traversalBlocker(
  dir: string,
  user: Pick<ProbeUser, "uid" | "gid">,
  stat: (path: string) => FolderStat | undefined = statOf,
): string | undefined {
  const chain: string[] = [];
  for (let current = resolve(dir); ; current = dirname(current)) {
    chain.unshift(current);
    if (dirname(current) === current) break;
  }
  return chain.find((folder) => {
    const found = stat(folder);
    return found === undefined || !canTraverse(found, user);
  });
}

/** The folder to create the scratch tree in, or why there is none. `hidden`: folders probe commands never see. */
export function chooseScratchBase(
  user: ProbeUser,
  hidden: readonly string[],
  candidates: readonly string[] = [tmpdir(), "/tmp"],
  stat: (path: string) => FolderStat | undefined = statOf,
): ScratchBase {
  const blocked: string[] = [];
  for (const candidate of new Set(candidates.map((c) => resolve(c)))) {
    if (hidden.some((h) => isInside(candidate, h))) continue;
    const blocker = traversalBlocker(candidate, user, stat);
    if (blocker === undefined) return { ok: true, base: candidate };
    blocked.push(
      blocker === candidate ? `${candidate} cannot be entered by ${user.name}` : `${candidate} is inside ${blocker}, which ${user.name} cannot pass`,
    );
  }
  return {
    ok: false,
    reason:
      `no temp folder the probe user can reach for its scratch tree: ${blocked.join("; ") || "every candidate is hidden from probe commands"}; ` +
      `set TMPDIR to a folder every user can pass through (such as /tmp), or give others search permission on the blocking folder (chmod o+x)`,
  };
}
