/** The CLI's window on the world, injected so tests can run commands in-process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Aborts on SIGINT/SIGTERM. */
  signal?: AbortSignal;
  readStdin?(): Promise<string>;
}

export const EXIT = {
  ok: 0,
  /** The command's negative result: BLOCKED, or an invalid graph. */
  negative: 1,
  /** A usage or configuration error, before any work. */
  usage: 2,
} as const;

export class UsageError extends Error {}
