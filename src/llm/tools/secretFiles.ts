/**
 * Which files are withheld from the model: true secret files, never code.
 *
 * The default list names secret file types only (`.env*`, keys, certificates,
 * credential stores). A file whose name merely looks sensitive but has a
 * source extension (`credentials.ts`, `.env.js`, `secret_key.py`) is code: it
 * is reviewed, and its secret-shaped values are redacted like any other text.
 * Otherwise a pull request could hide code by naming it like a secret.
 *
 * The base branch's configuration may withhold more (`denylist:`), any file
 * at all: that is the base's decision, not the pull request's. It adds to the
 * default protection and never removes it.
 */
import { createPathMatcher, type PathMatcher } from "./pathMatcher.js";

/** Secret file types withheld by default. A pattern without `/` matches a file name at any depth. */
export const DEFAULT_SECRET_FILES: readonly string[] = [
  ".env",
  ".env.*",
  "*.env",
  "*.pem",
  "*.key",
  "*.p12",
  "*.pfx",
  "*.jks",
  "*.keystore",
  "*.crt",
  "*.cer",
  "*.der",
  "*.kdbx",
  "id_rsa*",
  "id_dsa*",
  "id_ecdsa*",
  "id_ed25519*",
  ".npmrc",
  ".pypirc",
  ".netrc",
  ".git-credentials",
  ".htpasswd",
  ".dockercfg",
  "*.tfstate",
  "*.tfstate.backup",
  "credentials",
  "credentials.*",
];

/** Extensions of code and templates: a file with one of these is reviewed whatever its name, since it can run. */
const SOURCE_EXTENSIONS = new Set(
  (
    "ts tsx mts cts js jsx mjs cjs py pyi go rb java kt kts scala groovy cs fs vb php rs ex exs swift c cc cpp cxx h hpp " +
    "m mm pl pm lua dart vue svelte sh bash zsh fish ps1 psm1 bat cmd sql r jl erl hrl clj cljs hs ml zig nim tf hcl " +
    "erb ejs hbs handlebars mustache njk jinja jinja2 j2 twig liquid html htm xhtml jsp asp aspx cshtml razor phtml mdx"
  ).split(" "),
);

export function hasSourceExtension(relPath: string): boolean {
  const name = relPath.slice(relPath.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 && SOURCE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/** Who withholds a file: the default secret-file rule, or the base branch's configuration. */
export type WithheldBy = { pattern: string; by: "default secret files" | "base configuration denylist" };

export type WithheldMatcher = (relPath: string) => WithheldBy | undefined;

/**
 * `nocase`: on a case-insensitive file system (macOS runners) `.ENV` opens `.env`.
 * `configured` are the base configuration's extra patterns, applied as written.
 */
export function createWithheldMatcher(configured: readonly string[] = []): WithheldMatcher {
  const defaults: PathMatcher = createPathMatcher(DEFAULT_SECRET_FILES, { nocase: true });
  const extra: PathMatcher = createPathMatcher(configured, { nocase: true });
  return (relPath) => {
    const byBase = extra(relPath);
    if (byBase !== undefined) return { pattern: byBase, by: "base configuration denylist" };
    const byDefault = defaults(relPath);
    if (byDefault !== undefined && !hasSourceExtension(relPath)) return { pattern: byDefault, by: "default secret files" };
    return undefined;
  };
}
