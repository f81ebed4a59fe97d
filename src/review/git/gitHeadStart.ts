/**
 * Git questions started before the client that asks them exists. A matrix
 * lane or gate job knows its commits from the matrix file before its command
 * and the review's modules load (about a third of a second), and git can
 * answer meanwhile. The first Git client on the same folder, with the default
 * environment, that asks the same question takes the answer over; nothing
 * else ever reads it. A question nobody asks costs one git process.
 */
import { runGit, type GitProcessSettings } from "./gitProcess.js";

/** The environment every Git client adds to the process's own (git.ts). */
export function defaultGitEnv(): NodeJS.ProcessEnv {
  // No prompts for credentials, and no optional index writes (lock files) from read-only commands running beside the caller's own git use.
  return { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}

export const DEFAULT_MAX_BUFFER = 512 * 1024 * 1024;

const started = new Map<string, Promise<string>>();
const keyOf = (cwd: string, args: readonly string[]) => [cwd, ...args].join("\0");

/** Starts `git <args>` in `cwd` now, for a client to take over (takeHeadStart); returns its answer, which the caller may read too. */
export function startHeadStart(cwd: string, args: readonly string[]): Promise<string> {
  const key = keyOf(cwd, args);
  const running = started.get(key);
  if (running) return running;
  const settings: GitProcessSettings = { cwd, env: defaultGitEnv(), maxBuffer: DEFAULT_MAX_BUFFER };
  const answer = runGit(settings, args);
  // Until someone takes it, a failure is nobody's: the taker gets it as its own, with git's reason.
  answer.catch(() => {});
  started.set(key, answer);
  return answer;
}

/** The answer to `git <args>` in `cwd` started earlier, once: the next ask runs git again. */
export function takeHeadStart(cwd: string, args: readonly string[]): Promise<string> | undefined {
  const key = keyOf(cwd, args);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
