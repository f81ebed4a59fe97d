/**
 * Throwaway git repositories for tests, isolated from the machine's git
 * configuration: identity comes from the environment, global and system
 * config are switched off.
 *
 * Each process a test worker starts costs a fork of its large heap (most of
 * the unit project's system time), so the helpers start as few as they can:
 * a commit is one `sh` whose own git children are cheap, and repoTemplate
 * builds a repository once per file and hands out in-process copies.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Git } from "../../../src/review/git/git.js";

export const GIT_TEST_ENV: NodeJS.ProcessEnv = {
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Review Gauntlet Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Review Gauntlet Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};

export class TempRepo {
  private constructor(readonly dir: string) {}

  /** A new repository on branch `main`, in a fresh directory under the OS temp dir. */
  static create(prefix = "gauntlet-git-"): TempRepo {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    const repo = new TempRepo(dir);
    repo.git("init", "--quiet", "--initial-branch=main");
    // No `git maintenance --auto` process after every commit: a throwaway repository never needs it.
    appendFileSync(join(dir, ".git", "config"), "[maintenance]\n\tauto = false\n");
    return repo;
  }

  /** A copy of `source` (work tree and .git), made in-process, in a fresh directory under the OS temp dir. */
  static copyOf(source: TempRepo, prefix = "gauntlet-git-"): TempRepo {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    cpSync(source.dir, dir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    return new TempRepo(dir);
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.dir, env: { ...process.env, ...GIT_TEST_ENV }, encoding: "utf8" });
  }

  client(): Git {
    return new Git(this.dir, { env: GIT_TEST_ENV });
  }

  write(path: string, content: string | Buffer): void {
    const absolute = join(this.dir, path);
    mkdirSync(dirname(absolute), { recursive: true });
    writeFileSync(absolute, content);
  }

  symlink(path: string, target: string): void {
    symlinkSync(target, join(this.dir, path));
  }

  move(from: string, to: string): void {
    const destination = join(this.dir, to);
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(join(this.dir, from), destination);
  }

  remove(path: string): void {
    unlinkSync(join(this.dir, path));
  }

  /** Stages everything and commits; returns the new commit's SHA. One process, not three. */
  commit(message: string): string {
    const script = 'git add --all && git commit --quiet --allow-empty -m "$1" && git rev-parse HEAD';
    return execFileSync("sh", ["-c", script, "sh", message], { cwd: this.dir, env: { ...process.env, ...GIT_TEST_ENV }, encoding: "utf8" }).trim();
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A repository built once, on first use, and copied for every test that asks:
 * the copies are the test's own (it may commit, check out, reset), and cost
 * no process. `build` returns what the tests need to know of it (its SHAs);
 * each copy comes with the same. Call dispose() in the file's afterAll.
 */
export interface RepoTemplate<T> {
  copy(): { repo: TempRepo } & T;
  dispose(): void;
}

export function repoTemplate<T extends object>(prefix: string, build: (repo: TempRepo) => T): RepoTemplate<T> {
  let built: { repo: TempRepo; facts: T } | undefined;
  return {
    copy() {
      if (!built) {
        const repo = TempRepo.create(prefix);
        try {
          built = { repo, facts: build(repo) };
        } catch (error) {
          repo.cleanup();
          throw error;
        }
      }
      return { ...built.facts, repo: TempRepo.copyOf(built.repo, prefix) };
    },
    dispose() {
      built?.repo.cleanup();
      built = undefined;
    },
  };
}

/** The git commands a `GIT_TRACE` file records so far, e.g. `rev-parse --show-toplevel`, without the client's global options. */
export function tracedGitCommands(trace: string): string[] {
  let text: string;
  try {
    text = readFileSync(trace, "utf8");
  } catch {
    return [];
  }
  return [...text.matchAll(/trace: built-in: git (.*)$/gm)].map((m) => m[1]!.replace(/^-c core\.quotepath=false --literal-pathspecs /, ""));
}
