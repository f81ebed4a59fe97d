/**
 * consumer_surface for Python (manifestSurface.ts): under pyproject.toml,
 * setup.py or setup.cfg, the modules of `[project.scripts]` and entry points,
 * and the modules that they and an importable package's `__init__.py` reach
 * by the package's own imports.
 */
import { posix } from "node:path";
import { MAX_REACHABLE, type HeadReader } from "./surfaceReach.js";

export const PY_MANIFESTS = ["pyproject.toml", "setup.py", "setup.cfg"];
const PY_FROM = /^[ \t]*from[ \t]+(\.*)([\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([^\n#]+)/gm;
// Folders beside a package that hold no importable surface, though they may carry an `__init__.py`.
const PY_NOT_SHIPPED = new Set(["test", "tests", "testing", "docs", "examples", "scripts", "benchmarks"]);

/** The top-level package folder a file sits in below a Python manifest's folder: `src/requests/x.py` → `src/requests`. */
export function pythonPackageDir(dir: string, path: string): string | undefined {
  const parts = (dir === "" ? path : path.slice(dir.length + 1)).split("/");
  const depth = parts[0] === "src" ? 2 : 1;
  if (parts.length <= depth || PY_NOT_SHIPPED.has(parts[depth - 1]!)) return undefined;
  return posix.join(dir, ...parts.slice(0, depth));
}

/** The files a manifest's scripts and entry points name (`name = "pkg.cli:main"` → `pkg/cli.py`, …). */
export function pythonEntryModules(dir: string, manifest: string): string[] {
  const modules = [...manifest.matchAll(/^\s*[\w.-]+\s*=\s*["']([\w.]+)(?::[\w.]+)?["']/gm)].map((m) => m[1]!.replace(/\./g, "/"));
  return modules.flatMap((m) => [`${m}.py`, `${m}/__init__.py`, `src/${m}.py`, `src/${m}/__init__.py`].map((p) => posix.join(dir, p)));
}

/** The modules a package's `__init__.py` and its script modules (`scripts`) reach by relative imports and imports of its own name, as they are reached. */
export async function* reachablePython(packageDir: string, scripts: readonly string[], read: HeadReader): AsyncGenerator<string> {
  const name = posix.basename(packageDir);
  const root = posix.dirname(packageDir);
  const texts = new Map<string, string | undefined>();
  const resolve = async (module: string) => {
    for (const file of [`${module}.py`, `${module}/__init__.py`]) {
      if (!texts.has(file)) texts.set(file, await read(file));
      if (texts.get(file) !== undefined) return file;
    }
    return undefined;
  };
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string | undefined): file is string => {
    if (!file || seen.has(file)) return false;
    seen.add(file);
    queue.push(file);
    return true;
  };
  for (const start of [packageDir, ...scripts.map((script) => script.replace(/(?:\/__init__)?\.py$/, ""))]) {
    const file = await resolve(start);
    if (visit(file)) yield file;
  }
  while (queue.length > 0 && seen.size < MAX_REACHABLE) {
    const file = queue.shift()!;
    const text = texts.get(file) ?? "";
    for (const [, dots, module, names] of text.matchAll(PY_FROM)) {
      let base: string;
      if (dots) {
        base = posix.dirname(file);
        for (let up = 1; up < dots.length; up++) base = posix.dirname(base);
        if (module) base = posix.join(base, ...module.split("."));
      } else if (module === name || module!.startsWith(`${name}.`)) base = posix.join(root, ...module!.split("."));
      else continue;
      const target = await resolve(base);
      if (visit(target)) yield target;
      // `from pkg import mod`: a name is a submodule only when the target is a package.
      if (target?.endsWith("__init__.py"))
        for (const item of names!.replace(/[()]/g, "").split(",")) {
          const id = item.trim().split(/\s/)[0]!;
          if (!/^\w+$/.test(id)) continue;
          const submodule = await resolve(posix.join(base, id));
          if (visit(submodule)) yield submodule;
        }
    }
    for (const [, modules] of text.matchAll(PY_IMPORT))
      for (const item of modules!.split(",")) {
        const module = item.trim().split(/\s/)[0]!;
        if (!module.startsWith(`${name}.`)) continue;
        const imported = await resolve(posix.join(root, ...module.split(".")));
        if (visit(imported)) yield imported;
      }
  }
}
