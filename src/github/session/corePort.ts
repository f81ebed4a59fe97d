/**
 * The thin port over @actions/core. Only main.ts builds the real one; tests
 * and the rest of github/ see this interface, so nothing patches globals.
 */
export interface CorePort {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setSecret(value: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** Appends markdown to the job summary. */
  writeSummary(markdown: string): Promise<void>;
}
