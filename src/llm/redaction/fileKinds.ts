/**
 * The file kinds where a key name alone marks a secret value. In `.npmrc`,
 * `.env`, `.netrc`, INI and YAML files `password=…` holds a value; in source
 * code the same text is an expression, which redaction must never hide.
 */

import { hasSourceExtension } from "../tools/secretFiles.js";

export type ConfigKind = "npmrc" | "env" | "netrc" | "ini" | "yaml";

/** Where a line comes from: a config kind, source code (any other file), or free text (no file known). */
export type LineOrigin = { kind: "config"; config: ConfigKind } | { kind: "source" } | { kind: "free" };

export const FREE_TEXT: LineOrigin = { kind: "free" };

const BY_NAME: Record<string, ConfigKind> = {
  ".npmrc": "npmrc",
  npmrc: "npmrc",
  ".yarnrc": "npmrc",
  ".netrc": "netrc",
  _netrc: "netrc",
  ".env": "env",
  ".pypirc": "ini",
  ".gitconfig": "ini",
};

const BY_EXTENSION: Record<string, ConfigKind> = {
  env: "env",
  ini: "ini",
  cfg: "ini",
  conf: "ini",
  properties: "ini",
  toml: "ini",
  yml: "yaml",
  yaml: "yaml",
};

/**
 * The origin of a file's lines, from its name only: case-insensitive, as the
 * platforms where these files live treat names. `.env.local` and
 * `production.env` are env files; an unknown name is source code, so an
 * unusual name can only make redaction narrower, never hide code. A name
 * with a code extension (`.env.js`, `secrets.ini.py`) is code.
 */
export function originOf(path: string | undefined): LineOrigin {
  if (path === undefined || path === "") return FREE_TEXT;
  if (hasSourceExtension(path)) return { kind: "source" };
  const name = (path.split("/").pop() ?? path).toLowerCase();
  const byName = BY_NAME[name];
  if (byName) return { kind: "config", config: byName };
  if (name.startsWith(".env.")) return { kind: "config", config: "env" };
  if (name === ".yarnrc.yml") return { kind: "config", config: "yaml" };
  const dot = name.lastIndexOf(".");
  const byExtension = dot > 0 ? BY_EXTENSION[name.slice(dot + 1)] : undefined;
  return byExtension ? { kind: "config", config: byExtension } : { kind: "source" };
}
