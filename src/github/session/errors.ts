/** The action's own failures: each message says what happened and, where it can, what to do. */
import { GauntletError, messageOf } from "../../engine/index.js";

export class CancelledError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CANCELLED", "runtime", message);
  }
}

/** A GitHub call the run cannot do without failed: the message names the call, then GitHub's answer. */
export class GithubCallError extends GauntletError {
  constructor(call: string, cause: unknown) {
    super("ACTION_GITHUB", "runtime", `${call}: ${messageOf(cause)}`, { cause });
  }
}

export class ConfigurationError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CONFIG", "user", message);
  }
}
