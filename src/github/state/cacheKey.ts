/**
 * The keys of a review. The settings key covers everything but the commits:
 * the configuration and rules at the base, the effective settings, the
 * action's build (code, prompts and graphs), the models and the plan. The
 * cache key adds the head and the merge base. The same cache key means the
 * same review, so a rerun replays it without model calls (unless forced with
 * `/gauntlet full`); an incremental review builds only on a review made under
 * the same settings key.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { EndpointConfig } from "../../llm/endpoint.js";
import { VERSION } from "../../version.js";

export interface SettingsKeyParts {
  /** The configuration's and the rules file's text at the base, and the effective settings after inputs. */
  configuration: unknown;
  models: unknown;
  plan: string;
  /** What the action is made of: its bundle and graphs (a constant version number would replay verdicts across upgrades). */
  build: string;
}

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

export function settingsKey(parts: SettingsKeyParts): string {
  return sha256(
    JSON.stringify({
      version: VERSION,
      build: parts.build,
      configuration: sha256(JSON.stringify(parts.configuration)),
      models: parts.models,
      plan: sha256(parts.plan),
    }),
  ).slice(0, 32);
}

/** What a review's settings key is made of, as a review job and a matrix lane job both compute it. */
export interface ReviewSettingsParts {
  configText: string;
  rules: string;
  settings: { rigor: string; posture: string; lanes: readonly string[]; budget?: unknown };
  untrusted: boolean;
  baseUrl: string;
  endpoint: Pick<EndpointConfig, "defaultModel" | "graphModels" | "nodeModels">;
  plan: string;
  build: string;
}

export function reviewSettingsKey(p: ReviewSettingsParts): string {
  return settingsKey({
    configuration: {
      text: p.configText,
      rules: p.rules,
      rigor: p.settings.rigor,
      posture: p.settings.posture,
      lanes: p.settings.lanes,
      budget: p.settings.budget ?? null,
      untrusted: p.untrusted,
    },
    models: { base: p.baseUrl, default: p.endpoint.defaultModel ?? null, graphs: p.endpoint.graphModels ?? null, nodes: p.endpoint.nodeModels ?? null },
    plan: p.plan,
    build: p.build,
  });
}

export function cacheKey(head: { headSha: string; mergeBase: string }, settings: string): string {
  return sha256(JSON.stringify({ head: head.headSha, merge_base: head.mergeBase, settings })).slice(0, 32);
}

/** A hash of the running bundle and every graph file: any change to the action's code or prompts changes it. */
export function buildFingerprint(entry: string | undefined, graphsDir: string): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    try {
      hash.update(path).update(readFileSync(path));
    } catch {
      hash.update(`${path}: unreadable`);
    }
  };
  if (entry) add(entry);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else add(path);
    }
  };
  try {
    walk(graphsDir);
  } catch {
    hash.update("graphs: unreadable");
  }
  return hash.digest("hex").slice(0, 32);
}
