/**
 * The cache key of a review: everything that could change its outcome. The
 * same key means the same review, so a rerun replays it without model calls
 * (unless forced with `/gauntlet full`).
 */
import { createHash } from "node:crypto";
import { VERSION } from "../version.js";

export interface CacheKeyParts {
  headSha: string;
  mergeBase: string;
  /** The configuration's text at the base (empty without one) and the effective settings after inputs. */
  configuration: unknown;
  models: unknown;
  plan: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function cacheKey(parts: CacheKeyParts): string {
  return sha256(
    JSON.stringify({
      head: parts.headSha,
      merge_base: parts.mergeBase,
      configuration: sha256(JSON.stringify(parts.configuration)),
      version: VERSION,
      models: parts.models,
      plan: sha256(parts.plan),
    }),
  ).slice(0, 32);
}
