/**
 * Pipfile.lock: JSON. `_meta.sources` names the package indexes; each
 * package in `default`, `develop` and any other category comes from one (`index`, else the
 * first), from git (`git`, `hg`, `svn`, `bzr`), from a URL (`file`), or from a
 * folder (`path`), and pins its code with `hashes`.
 */
import { parseLocatedJson } from "../json.js";
import type { LineIndex } from "../lineIndex.js";
import { LockfileSyntaxError } from "../types.js";
import type { EcoEntry, EcoSource, Ecosystem } from "./types.js";

const VCS_KEYS = ["git", "hg", "svn", "bzr"] as const;

export const pipfile: Ecosystem = {
  file: "Pipfile.lock",
  regenerate: "pipenv lock",
  defaultRegistries: ["https://pypi.org/simple", "https://pypi.python.org/simple"],
  checksum: /^(?:sha256:[0-9a-f]{64}|sha384:[0-9a-f]{96}|sha512:[0-9a-f]{128})$/,
  read: readPipfileLock,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readPipfileLock(lines: LineIndex): EcoEntry[] {
  const json = parseLocatedJson(lines.text);
  const root = json.root;
  if (!isObject(root) || !isObject(root._meta)) throw new LockfileSyntaxError("no `_meta` object", 1);
  const lineOf = (owner: object, key: string, fallback: number) => {
    const offset = json.keyOffset(owner, key);
    return offset === undefined ? fallback : lines.lineAt(offset);
  };
  const sources = root._meta.sources ?? [];
  if (!Array.isArray(sources)) throw new LockfileSyntaxError("`_meta.sources` is not a list", lineOf(root._meta, "sources", 1));
  const indexes = new Map<string, string>();
  for (const source of sources) {
    if (!isObject(source) || typeof source.name !== "string" || typeof source.url !== "string") {
      throw new LockfileSyntaxError("a source without a name and url", lineOf(root._meta, "sources", 1));
    }
    indexes.set(source.name, source.url);
  }
  const firstIndex = sources.length > 0 ? (sources[0] as { url: string }).url : pipfile.defaultRegistries[0]!;
  const entries: EcoEntry[] = [];
  // Every key beside `_meta` is a package category: `default`, `develop`, and the Pipfile's own (`pipenv install --categories docs`).
  for (const group of Object.keys(root).filter((key) => key !== "_meta")) {
    const packages = root[group];
    if (!isObject(packages)) throw new LockfileSyntaxError(`category ${group.slice(0, 60)} is not an object`, lineOf(root, group, 1));
    for (const [name, spec] of Object.entries(packages)) {
      const line = lineOf(packages, name, 1);
      if (!isObject(spec)) throw new LockfileSyntaxError(`package ${name.slice(0, 60)} is not an object`, line);
      const version = typeof spec.version === "string" ? spec.version.replace(/^==/, "") : "";
      const { source, key } = sourceOf(spec, indexes, firstIndex, line);
      const hashes = spec.hashes;
      if (hashes !== undefined && (!Array.isArray(hashes) || hashes.some((h) => typeof h !== "string"))) {
        throw new LockfileSyntaxError(`package ${name.slice(0, 60)} has hashes that are not a list of strings`, lineOf(spec, "hashes", line));
      }
      const list = (hashes ?? []) as string[];
      entries.push({
        package: version ? `${name}@${version}` : name,
        line,
        source,
        sourceLine: key ? lineOf(spec, key, line) : line,
        // Every hash must be well formed: the check reads them as one value, space-separated.
        ...(list.length > 0 ? { checksum: { value: [...list].sort().join(" "), line: lineOf(spec, "hashes", line) } } : {}),
        checksumRequired: source.kind === "registry" || source.kind === "url",
      });
    }
  }
  return entries;
}

function sourceOf(spec: Record<string, unknown>, indexes: Map<string, string>, firstIndex: string, line: number): { source: EcoSource; key?: string } {
  // A source key that is not a string is no entry pipenv writes; reading past it would take the package for the index's.
  for (const key of [...VCS_KEYS, "path", "file", "ref"]) {
    if (spec[key] !== undefined && typeof spec[key] !== "string") throw new LockfileSyntaxError(`a package's \`${key}\` is not a string`, line);
  }
  for (const key of VCS_KEYS) {
    if (typeof spec[key] === "string")
      return { source: { kind: "vcs", spec: `${key}+${spec[key]}${typeof spec.ref === "string" ? `@${spec.ref}` : ""}` }, key };
  }
  if (typeof spec.path === "string") return { source: { kind: "path", target: spec.path }, key: "path" };
  if (typeof spec.file === "string") return { source: { kind: "url", spec: spec.file }, key: "file" };
  if (spec.index !== undefined) {
    const url = typeof spec.index === "string" ? indexes.get(spec.index) : undefined;
    if (url === undefined) throw new LockfileSyntaxError("a package names an index that `_meta.sources` does not list", line);
    return { source: { kind: "registry", registry: url }, key: "index" };
  }
  return { source: { kind: "registry", registry: firstIndex } };
}
