/**
 * The copy of the head commit the probe works in: a fresh 0700 folder per
 * run, owned by the probe user, filled by `git archive <head-sha>`. Tracked
 * files only, symlinks kept as links, no `.git`: nothing of the checkout's
 * configuration (where actions/checkout may leave a token) comes along.
 *
 *   <root>/work   the tree (the commands' working folder)
 *   <root>/home   the probe user's HOME
 */
import { spawn } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SYSTEM_ENV, runHost } from "./hostCommand.js";
import { asRoot } from "./privilege.js";
import type { ProbeUser } from "./probeUser.js";

export interface ScratchTree {
  root: string;
  work: string;
  home: string;
}

export class ScratchTreeError extends Error {}

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export async function createScratchTree(options: {
  repo: string;
  headSha: string;
  user: ProbeUser;
  mode: "root" | "sudo";
  base?: string;
}): Promise<ScratchTree> {
  const { repo, headSha, user, mode } = options;
  if (!COMMIT.test(headSha)) throw new ScratchTreeError(`the head "${headSha}" is not a full commit id`);
  const root = mkdtempSync(join(options.base ?? tmpdir(), "gauntlet-probe-"));
  const tree: ScratchTree = { root, work: join(root, "work"), home: join(root, "home") };
  mkdirSync(tree.work, { mode: 0o700 });
  mkdirSync(tree.home, { mode: 0o700 });
  // Fresh, empty folders: nothing to follow, so a plain chown is safe.
  if (mode === "root") {
    for (const dir of [tree.work, tree.home, root]) chownSync(dir, user.uid, user.gid);
  } else {
    const owned = await runHost(asRoot(mode, ["chown", `${user.uid}:${user.gid}`, tree.work, tree.home, root]));
    if (owned.code !== 0) throw new ScratchTreeError(`cannot hand the scratch tree to ${user.name}: ${owned.stderr.trim()}`);
  }
  try {
    await extract(repo, headSha, tree.work, user, mode);
  } catch (error) {
    await removeScratchTree(tree, mode);
    throw error;
  }
  return tree;
}

/** git archive (as us, reading the checkout) piped into tar (as the probe user, writing its own tree). */
function extract(repo: string, headSha: string, work: string, user: ProbeUser, mode: "root" | "sudo"): Promise<void> {
  return new Promise((resolve, reject) => {
    const git = spawn("git", ["-c", `safe.directory=${repo}`, "-C", repo, "archive", "--format=tar", headSha], {
      env: { ...SYSTEM_ENV, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const tarArgv = asRoot(mode, ["runuser", "-u", user.name, "--", "env", "-i", "PATH=/usr/bin:/bin", "tar", "-x", "--no-same-owner", "-C", work]);
    const tar = spawn(tarArgv[0]!, tarArgv.slice(1), { env: { ...SYSTEM_ENV }, stdio: ["pipe", "ignore", "pipe"] });
    let gitErr = "";
    let tarErr = "";
    git.stderr.on("data", (c: Buffer) => (gitErr += c.toString("utf8")));
    tar.stderr.on("data", (c: Buffer) => (tarErr += c.toString("utf8")));
    tar.stdin.on("error", () => {});
    git.stdout.pipe(tar.stdin);
    const exits = [git, tar].map(
      (child) =>
        new Promise<number | null>((done) => {
          child.on("error", () => done(null));
          child.on("close", (code) => done(code));
        }),
    );
    void Promise.all(exits).then(([gitCode, tarCode]) => {
      if (gitCode !== 0) reject(new ScratchTreeError(`git archive ${headSha} failed: ${gitErr.trim().slice(0, 500) || `exit ${gitCode}`}`));
      else if (tarCode !== 0) reject(new ScratchTreeError(`extracting the tree failed: ${tarErr.trim().slice(0, 500) || `exit ${tarCode}`}`));
      else resolve();
    });
  });
}

/** rm -rf as root: the files are the probe user's. rm never follows a symlink out. */
export async function removeScratchTree(tree: ScratchTree, mode: "root" | "sudo"): Promise<void> {
  await runHost(asRoot(mode, ["rm", "-rf", "--one-file-system", "--", tree.root]), { timeoutMs: 120_000 });
}
