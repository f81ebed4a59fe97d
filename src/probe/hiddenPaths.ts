/**
 * What a probe command must not see, and the PATH it gets. The runner's
 * workspace, its temp folder (actions/checkout's credentials file, the step
 * command files), the home folder and the original checkout are each covered
 * by an empty tmpfs inside the command's mount namespace.
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";

/**
 * The host's world-writable folders, replaced by fresh, empty tmpfs mounts in
 * every command's namespace (the scratch tree is mounted back at
 * SCRATCH_MOUNT): nothing is read from or left behind in them.
 */
export const PRIVATE_TMP = ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"] as const;

/** Where the scratch tree appears inside the isolation. */
export const SCRATCH_MOUNT = "/tmp/probe";
export const WORK_DIR = `${SCRATCH_MOUNT}/work`;
export const HOME_DIR = `${SCRATCH_MOUNT}/home`;

const BASE_PATH = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

export interface HiddenPlan {
  /** Absolute folders covered by an empty tmpfs. */
  hidden: string[];
  /** PATH inside the isolation: the caller's absolute entries that stay visible, then the system's. */
  path: string;
  /** Things the model and the report should know (a tool that is hidden, say). */
  notes: string[];
}

export function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export function hiddenPlan(env: Readonly<Record<string, string | undefined>>, checkout: string, execPath = process.execPath): HiddenPlan {
  const candidates = [env.GITHUB_WORKSPACE, env.RUNNER_TEMP, env.HOME, checkout].filter((p): p is string => typeof p === "string" && p.trim() !== "");
  const hidden = new Set<string>();
  for (const candidate of candidates) {
    if (!isAbsolute(candidate)) continue;
    for (const path of [resolve(candidate), real(resolve(candidate))]) {
      // Covering / would cover everything, the isolation's own tools included.
      if (path !== "/") hidden.add(path);
    }
  }
  const covered = [...hidden, ...PRIVATE_TMP];
  const visible = (dir: string) => isAbsolute(dir) && !covered.some((h) => isInside(resolve(dir), h) || isInside(real(dir), h)) && existsSync(dir);
  const notes: string[] = [];
  const entries: string[] = [];
  for (const dir of [...(env.PATH ?? "").split(":"), dirname(execPath), ...BASE_PATH]) {
    if (dir && !entries.includes(dir) && visible(dir)) entries.push(dir);
  }
  if (!visible(dirname(execPath))) notes.push(`node (${execPath}) is inside a hidden folder, so the runner's node is not on the probe's PATH`);
  return { hidden: [...hidden].sort(), path: entries.join(":"), notes };
}
