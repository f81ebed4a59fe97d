/**
 * consumer_surface decided by what a package declares and exposes, not by
 * folder names: a changed file is surface when the nearest manifest above it
 * names it as an entry point, or it is reachable from one.
 *
 * - package.json: `main`, `module`, `types`/`typings`, `browser`, `bin`,
 *   `exports` (any depth); a built entry (`dist/index.js`) also names its
 *   source (`src/index.ts`); then every module reachable by relative imports;
 *   with neither `main` nor `exports`, Node's own default, `index.js`;
 * - Cargo.toml: `src/lib.rs` and the modules its `mod` items reach;
 * - pyproject.toml, setup.py or setup.cfg: the modules of `[project.scripts]`
 *   and entry points, and the modules that they and an importable package's
 *   `__init__.py` reach by the package's own imports;
 * - go.mod: a package outside `internal/` that declares an exported name;
 * - a PowerShell module manifest (`Name/Name.psd1`): the modules it loads.
 *
 * Files are read at the head through the caller's reader (capped); nothing
 * is run. The flag only ever widens lane selection.
 */
import { posix } from "node:path";
import { pythonEntryModules, pythonPackageDir, PY_MANIFESTS, reachablePython } from "./pythonSurface.js";
import { MAX_REACHABLE, Reach, type HeadReader } from "./surfaceReach.js";

export type { HeadReader } from "./surfaceReach.js";

const MAX_READS = 20_000;
/** The files a manifest's walk can reach: what widens when the walk is cut short. */
export const MAPPED_SOURCE = /\.(?:[cm]?[jt]sx?|rs|py|go|psm?1)$/i;
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

/** What a package.json's entry points reach by relative imports, as it is reached. */
async function* reachableJs(dir: string, manifest: string, read: HeadReader): AsyncGenerator<string> {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(manifest) as Record<string, unknown>;
  } catch {
    return;
  }
  const entries = ["main", "module", "types", "typings", "browser", "bin", "exports"].flatMap((key) => entryStrings(pkg[key]));
  // Node loads `index.js` for a package that names neither (express's lib/ is reached only this way).
  if (pkg.main === undefined && pkg.exports === undefined) entries.push("index.js");
  const cache = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const entry of entries) {
    for (const candidate of entryCandidates(dir, entry)) {
      const found = await resolveJs(candidate, read, cache);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
        yield found;
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
        yield found;
      }
    }
  }
}

/** What a crate's `src/lib.rs` reaches by `mod` items, as it is reached. */
async function* reachableRust(dir: string, read: HeadReader): AsyncGenerator<string> {
  const seen = new Set<string>();
  const queue = [posix.join(dir, "src/lib.rs")];
  while (queue.length > 0 && seen.size < MAX_REACHABLE) {
    const file = queue.shift()!;
    const text = await read(file);
    if (text === undefined || seen.has(file)) continue;
    seen.add(file);
    yield file;
    // `mod x;` in lib.rs or mod.rs lives beside it; in `a.rs` it lives in `a/`.
    const base = /(?:^|\/)(?:lib|main|mod)\.rs$/.test(file) ? posix.dirname(file) : file.replace(/\.rs$/, "");
    for (const m of text.matchAll(/^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/gm))
      queue.push(posix.join(base, `${m[1]}.rs`), posix.join(base, m[1]!, "mod.rs"));
  }
}

/**
 * A PowerShell module manifest that loads this script: auto-loading finds
 * `Name/Name.psd1` (or `Name/1.2.3/Name.psd1`), and its RootModule,
 * NestedModules or ScriptsToProcess name what it runs.
 */
async function powershellManifest(path: string, read: HeadReader): Promise<string | undefined> {
  const dir = posix.dirname(path);
  const folder = posix.basename(dir);
  const name = /^\d+(?:\.\d+)+$/.test(folder) ? posix.basename(posix.dirname(dir)) : folder;
  const manifest = posix.join(dir, `${name}.psd1`);
  // A UTF-16 manifest read as UTF-8 still spells its ASCII keys between NULs.
  const text = (await read(manifest))?.replace(/\0/g, "");
  if (text === undefined) return undefined;
  const file = posix.basename(path).toLowerCase();
  for (const [, value] of text.matchAll(/^[ \t]*(?:RootModule|ModuleToProcess|NestedModules|ScriptsToProcess)[ \t]*=[ \t]*(@\([^)]*\)|[^\n]+)/gim)) {
    const named = [...value!.matchAll(/["']([^"']+)["']/g)].map((m) => posix.basename(m[1]!.replace(/\\/g, "/")).toLowerCase());
    if (named.some((n) => n === file || `${n}.psm1` === file)) return manifest;
  }
  return undefined;
}

const GO_EXPORTED = /^(?:func\s+(?:\([^)]*\)\s*)?|type\s+|var\s+|const\s+)[A-Z]/m;

/**
 * A reader that reads only paths the head's file list holds (`readListed`),
 * the list fetched once on first use: most probes (`./x` → `x.ts`, `x.js`, …)
 * miss, and a miss then costs no git process. Without a list, `read` reads every path.
 */
/** The head's paths, as a Set or a Map keyed by path. */
type Listing = { has(path: string): boolean };

export function listedReader(list: () => Promise<Listing>, readListed: HeadReader, read: HeadReader): HeadReader {
  let listing: Promise<Listing | undefined> | undefined;
  return async (path) => {
    listing ??= list().catch(() => undefined);
    const files = await listing;
    if (files === undefined) return read(path);
    return files.has(path) ? readListed(path) : undefined;
  };
}

/** The first of `paths` that exists at the head. */
async function firstPresent(paths: readonly string[], read: HeadReader): Promise<string | undefined> {
  for (const path of paths) if ((await read(path)) !== undefined) return path;
  return undefined;
}

export interface SurfaceOptions {
  /** Stop at the first changed file found (in `changed`'s order): the flag's evidence names only that one. */
  first?: boolean;
  /** Whether the head holds `path` but it was too large to read (the reader gave undefined): such a manifest widens. */
  tooLarge?: (path: string) => boolean;
}

/** The manifests that could own a changed file of `path`'s language, nearest folder first within one folder. */
function manifestNames(path: string): readonly string[] {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return ["package.json"];
  if (path.endsWith(".rs")) return ["Cargo.toml"];
  if (path.endsWith(".py")) return PY_MANIFESTS;
  return path.endsWith(".go") && !path.endsWith("_test.go") ? ["go.mod"] : [];
}

/** The changed files that a manifest makes consumer surface, each with why. */
export async function manifestSurface(
  changed: readonly string[],
  headRead: HeadReader,
  options: SurfaceOptions = {},
): Promise<Array<{ path: string; why: string }>> {
  const found: Array<{ path: string; why: string }> = [];
  // What the head lists decides how far the walk goes, so a fixed number of reads bounds it; past that, widen.
  let reads = 0;
  const read: HeadReader = (path) => (++reads > MAX_READS ? Promise.resolve(undefined) : headRead(path));
  const manifests = new Map<string, Promise<string | undefined>>();
  const manifest = (path: string) => {
    if (!manifests.has(path)) manifests.set(path, read(path));
    return manifests.get(path)!;
  };
  // One walk per manifest (or Python package), taken only as far as the questions asked of it need.
  const walks = new Map<string, Reach>();
  const reaches = (key: string, path: string, walk: () => AsyncIterator<string>) => {
    if (!walks.has(key)) walks.set(key, new Reach(walk()));
    return walks.get(key)!.has(path);
  };
  for (const path of changed) {
    if (options.first && found.length > 0) break;
    if (!MAPPED_SOURCE.test(path)) continue;
    if (/\.psm?1$/i.test(path)) {
      const psd1 = await powershellManifest(path, manifest);
      if (psd1 !== undefined) found.push({ path, why: `loaded by the module manifest ${psd1}` });
      continue;
    }
    for (let dir = posix.dirname(path); ; dir = posix.dirname(dir)) {
      const at = (name: string) => (dir === "." ? name : posix.join(dir, name));
      const pkg = /\.(?:[cm]?[jt]sx?)$/.test(path) ? await manifest(at("package.json")) : undefined;
      if (pkg !== undefined) {
        if (await reaches(at("package.json"), path, () => reachableJs(dir === "." ? "" : dir, pkg, read)))
          found.push({ path, why: `reachable from the entry points of ${at("package.json")}` });
        break;
      }
      const cargo = path.endsWith(".rs") ? await manifest(at("Cargo.toml")) : undefined;
      if (cargo !== undefined) {
        if (await reaches(at("Cargo.toml"), path, () => reachableRust(dir === "." ? "" : dir, read)))
          found.push({ path, why: `reachable from the library of ${at("Cargo.toml")}` });
        break;
      }
      const pyName = path.endsWith(".py") ? await firstPresent(PY_MANIFESTS.map(at), manifest) : undefined;
      if (pyName !== undefined) {
        const top = dir === "." ? "" : dir;
        const pkg = pythonPackageDir(top, path);
        const scripts = pythonEntryModules(top, (await manifest(pyName))!);
        const own = scripts.filter((script) => pkg !== undefined && script.startsWith(`${pkg}/`));
        if (scripts.includes(path)) found.push({ path, why: `an entry point of ${pyName}` });
        else if (pkg !== undefined) {
          // Like package.json's `bin`, a script's module reaches what it imports.
          const from = own.length > 0 ? `the package ${pkg}/__init__.py and the scripts of ${pyName}` : `the package ${pkg}/__init__.py (${pyName})`;
          if (await reaches(`python ${pkg}`, path, () => reachablePython(pkg, own, read))) found.push({ path, why: `reachable from ${from}` });
        }
        break;
      }
      const gomod = path.endsWith(".go") && !path.endsWith("_test.go") ? await manifest(at("go.mod")) : undefined;
      if (gomod !== undefined) {
        if (!path.split("/").includes("internal") && GO_EXPORTED.test((await read(path)) ?? "")) {
          found.push({ path, why: `an exported name in a Go package outside internal/ (${at("go.mod")})` });
        }
        break;
      }
      // A manifest the head holds but the reader could not (padded past the read cap): what it declares is unknown, so widen.
      const unread = manifestNames(path)
        .map(at)
        .find((name) => options.tooLarge?.(name));
      if (unread !== undefined) {
        found.push({ path, why: `its manifest ${unread} is too large to read, so it counts as reachable` });
        break;
      }
      if (dir === ".") break;
    }
  }
  if (reads <= MAX_READS) return found;
  const why = `the manifests' walk stopped at its bound of ${MAX_READS} reads, so it counts as reachable`;
  return [...found, ...changed.filter((path) => MAPPED_SOURCE.test(path) && !found.some((f) => f.path === path)).map((path) => ({ path, why }))];
}
