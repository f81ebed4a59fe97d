/**
 * The mini benchmark's local clones, built at test time: for each
 * `crb-mini/repos/<name>/`, a git repository whose first commit is `base/` and
 * with one branch per `pull-<n>/` (laid over base). Authors and dates are
 * fixed, so the SHAs are the same on every machine and the committed
 * manifest.json can name them.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const CRB_MINI_DIR = fileURLToPath(new URL("../crb-mini/", import.meta.url));

const FIXED = {
  GIT_AUTHOR_NAME: "Benchmark",
  GIT_AUTHOR_EMAIL: "benchmark@example.invalid",
  GIT_COMMITTER_NAME: "Benchmark",
  GIT_COMMITTER_EMAIL: "benchmark@example.invalid",
  GIT_AUTHOR_DATE: "2025-07-01T10:00:00Z",
  GIT_COMMITTER_DATE: "2025-07-01T10:00:00Z",
};

function git(cwd: string, args: string[]): string {
  return execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", "-c", "core.autocrlf=false", ...args], {
    cwd,
    env: { ...process.env, ...FIXED, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
    encoding: "utf8",
  }).trim();
}

/** Builds every mini repository under `into/<name>`; returns each branch's SHA by "<name>/<branch>" (base included). */
export function buildCrbRepos(into: string, source = join(CRB_MINI_DIR, "repos")): Record<string, string> {
  const shas: Record<string, string> = {};
  for (const name of readdirSync(source).sort()) {
    const repo = join(into, name);
    mkdirSync(repo, { recursive: true });
    git(repo, ["init", "--quiet"]);
    cpSync(join(source, name, "base"), repo, { recursive: true });
    git(repo, ["add", "--all"]);
    git(repo, ["commit", "--quiet", "-m", "base"]);
    shas[`${name}/base`] = git(repo, ["rev-parse", "HEAD"]);
    for (const pull of readdirSync(join(source, name))
      .filter((entry) => entry.startsWith("pull-"))
      .sort()) {
      git(repo, ["checkout", "--quiet", "-b", pull, shas[`${name}/base`]!]);
      cpSync(join(source, name, pull), repo, { recursive: true });
      git(repo, ["add", "--all"]);
      git(repo, ["commit", "--quiet", "-m", pull]);
      shas[`${name}/${pull}`] = git(repo, ["rev-parse", "HEAD"]);
    }
    git(repo, ["checkout", "--quiet", "main"]);
  }
  return shas;
}
