/**
 * Throwaway git repositories for tests, isolated from the machine's git
 * configuration: identity comes from the environment, global and system
 * config are switched off.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Git } from "../../../src/review/git.js";

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
    return repo;
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

  /** Stages everything and commits; returns the new commit's SHA. */
  commit(message: string): string {
    this.git("add", "--all");
    this.git("commit", "--quiet", "--allow-empty", "-m", message);
    return this.git("rev-parse", "HEAD").trim();
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
