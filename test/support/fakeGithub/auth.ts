// Who is calling. GitHub identifies the caller by token; so does the fake, so a
// test can model the Actions token, a user's token, or a fork's read-only token.
import { GithubApiError } from "./errors.js";
import type { Actor } from "./records.js";

export interface TokenIdentity extends Actor {
  /** A fork PR's or Dependabot's token: every write answers 403, as on GitHub. */
  readOnly?: boolean;
}

export const ACTIONS_BOT: TokenIdentity = { login: "github-actions[bot]", type: "Bot" };

export interface AuthOptions {
  /** Accepted tokens. Without it, any token is accepted as `defaultIdentity`. */
  tokens?: Record<string, TokenIdentity>;
  defaultIdentity?: TokenIdentity;
}

export function authenticate(header: string | undefined, options: AuthOptions): TokenIdentity {
  if (!header) throw new GithubApiError(401, "Requires authentication", { rejected: "request has no authorization header" });
  const token = /^(?:token|bearer)\s+(.+)$/i.exec(header.trim())?.[1];
  if (!token) throw new GithubApiError(401, "Bad credentials", { rejected: `authorization header is not "token …" or "Bearer …"` });
  if (!options.tokens) return options.defaultIdentity ?? ACTIONS_BOT;
  const identity = options.tokens[token];
  // An unknown token is a scenario a test may set up on purpose, so it isn't a contract violation.
  if (!identity) throw new GithubApiError(401, "Bad credentials");
  return identity;
}

export function assertMayWrite(identity: TokenIdentity, method: string): void {
  if (method !== "GET" && identity.readOnly) throw new GithubApiError(403, "Resource not accessible by integration");
}
