/**
 * consumer_surface decided by what a package declares and exposes, not by
 * folder names: a changed file is surface when the nearest manifest above it
 * names it as an entry point, or it is reachable from one.
 *
 * - package.json: `main`, `module`, `types`/`typings`, `browser`, `bin`,
 *   `exports` (any depth); a built entry (`dist/index.js`) also names its
 *   source (`src/index.ts`); then every module reachable by relative imports;
 * - Cargo.toml: `src/lib.rs` and the modules its `mod` items reach;
 * - pyproject.toml: the modules of `[project.scripts]` and entry points;
 * - go.mod: a package outside `internal/` that declares an exported name.
 *
 * Files are read at the head through the caller's reader (capped); nothing
 * is run. The flag only ever widens lane selection.
 */
import { posix } from "node:path";

/** A file's text at the head of the change, or undefined when there is none (or it is too large). */
export type HeadReader = (path: string) => Promise<string | undefined>;

const MAX_REACHABLE = 3_000;
const JS_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", "/index.ts", "/index.tsx", "/index.js", "/index.mjs"];
const JS_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bexport\s*\*\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g;

function entryStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) entryStrings(v, out);
  return out;
}

/** A declared entry, and the source a build made it from: `dist/index.js` → `src/index`. */
function entryCandidates(dir: string, entry: string): string[] {
  const clean = posix.normalize(entry.replace(/^\.\//, "")).replace(/\*.*$/, "");
  if (clean.startsWith("..")) return [];
  const stem = clean.replace(/\.d\.ts$|\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/, "");
  const source = stem.replace(/^(?:dist|lib|build|out|esm|cjs|types)\//, "src/");
  return [...new Set([clean, stem, source])].map((p) => posix.join(dir, p));
}

async function resolveJs(base: string, read: HeadReader, cache: Map<string, string | undefined>): Promise<string | undefined> {
  for (const ext of JS_EXTENSIONS) {
    const path = base.replace(/\.(?:[cm]?js|jsx)$/, "") + ext;
    if (!cache.has(path)) cache.set(path, await read(path));
    if (cache.get(path) !== undefined) return path;
  }
  if (!cache.has(base)) cache.set(base, await read(base));
  return cache.get(base) !== undefined ? base : undefined;
}

async function reachableJs(dir: string, manifest: string, read: HeadReader): Promise<Set<string>> {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(manifest) as Record<string, unknown>;
  } catch {
    return new Set();
  }
  const entries = ["main", "module", "types", "typings", "browser", "bin", "exports"].flatMap((key) => entryStrings(pkg[key]));
  const cache = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const entry of entries) {
    for (const candidate of entryCandidates(dir, entry)) {
      const found = await resolveJs(candidate, read, cache);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  while (queue.length > 0 && seen.size < MAX_REACHABLE) {
    const file = queue.shift()!;
    for (const match of (cache.get(file) ?? "").matchAll(JS_IMPORT)) {
      const found = await resolveJs(posix.join(posix.dirname(file), match[1]!), read, cache);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return seen;
}

async function reachableRust(dir: string, read: HeadReader): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [posix.join(dir, "src/lib.rs")];
  while (queue.length > 0 && seen.size < MAX_REACHABLE) {
    const file = queue.shift()!;
    const text = await read(file);
    if (text === undefined || seen.has(file)) continue;
    seen.add(file);
    // `mod x;` in lib.rs or mod.rs lives beside it; in `a.rs` it lives in `a/`.
    const base = /(?:^|\/)(?:lib|main|mod)\.rs$/.test(file) ? posix.dirname(file) : file.replace(/\.rs$/, "");
    for (const m of text.matchAll(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/gm))
      queue.push(posix.join(base, `${m[1]}.rs`), posix.join(base, m[1]!, "mod.rs"));
  }
  return seen;
}

function pythonEntryModules(dir: string, manifest: string): string[] {
  const modules = [...manifest.matchAll(/^\s*[\w.-]+\s*=\s*["']([\w.]+)(?::[\w.]+)?["']/gm)].map((m) => m[1]!.replace(/\./g, "/"));
  return modules.flatMap((m) => [`${m}.py`, `${m}/__init__.py`, `src/${m}.py`, `src/${m}/__init__.py`].map((p) => posix.join(dir, p)));
}

const GO_EXPORTED = /^(?:func\s+(?:\([^)]*\)\s*)?|type\s+|var\s+|const\s+)[A-Z]/m;

/** The changed files that a manifest makes consumer surface, each with why. */
export async function manifestSurface(changed: readonly string[], read: HeadReader): Promise<Array<{ path: string; why: string }>> {
  const found: Array<{ path: string; why: string }> = [];
  const manifests = new Map<string, Promise<string | undefined>>();
  const manifest = (path: string) => {
    if (!manifests.has(path)) manifests.set(path, read(path));
    return manifests.get(path)!;
  };
  const reach = new Map<string, Promise<Set<string>>>();
  for (const path of changed) {
    for (let dir = posix.dirname(path); ; dir = posix.dirname(dir)) {
      const at = (name: string) => (dir === "." ? name : posix.join(dir, name));
      const pkg = /\.(?:[cm]?[jt]sx?)$/.test(path) ? await manifest(at("package.json")) : undefined;
      if (pkg !== undefined) {
        if (!reach.has(at("package.json"))) reach.set(at("package.json"), reachableJs(dir === "." ? "" : dir, pkg, read));
        if ((await reach.get(at("package.json"))!).has(path)) found.push({ path, why: `reachable from the entry points of ${at("package.json")}` });
        break;
      }
      const cargo = path.endsWith(".rs") ? await manifest(at("Cargo.toml")) : undefined;
      if (cargo !== undefined) {
        if (!reach.has(at("Cargo.toml"))) reach.set(at("Cargo.toml"), reachableRust(dir === "." ? "" : dir, read));
        if ((await reach.get(at("Cargo.toml"))!).has(path)) found.push({ path, why: `reachable from the library of ${at("Cargo.toml")}` });
        break;
      }
      const pyproject = path.endsWith(".py") ? await manifest(at("pyproject.toml")) : undefined;
      if (pyproject !== undefined) {
        if (pythonEntryModules(dir === "." ? "" : dir, pyproject).includes(path)) found.push({ path, why: `an entry point of ${at("pyproject.toml")}` });
        break;
      }
      const gomod = path.endsWith(".go") && !path.endsWith("_test.go") ? await manifest(at("go.mod")) : undefined;
      if (gomod !== undefined) {
        if (!path.split("/").includes("internal") && GO_EXPORTED.test((await read(path)) ?? "")) {
          found.push({ path, why: `an exported name in a Go package outside internal/ (${at("go.mod")})` });
        }
        break;
      }
      if (dir === ".") break;
    }
  }
  return found;
}
