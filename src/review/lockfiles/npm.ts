/**
 * package-lock.json and npm-shrinkwrap.json. Versions 2 and 3 list installs
 * in `packages` by install path; version 1, and version 2's copy for npm 6,
 * nest them under `dependencies`. Both halves are read, because npm 6
 * installs from the nested one; an entry the same in both is read once.
 * An entry's package is the last name in its install path, or its `name`
 * field (an alias, `npm:`); in version 1 an alias is `version: "npm:b@1.0.0"`.
 * A field the check reads that is not the type npm writes is unparseable.
 */
import { parseLocatedJson, type LocatedJson } from "./json.js";
import type { LineIndex } from "./lineIndex.js";
import { entryFingerprint, originOfSpec } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry, type PackageClaim } from "./types.js";

type JsonObject = Record<string, unknown>;

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;

export function readNpmLockfile(lines: LineIndex, lockfileDir: string): LockEntry[] {
  const json = parseLocatedJson(lines.text);
  if (!isObject(json.root)) throw new LockfileSyntaxError("not a JSON object");
  const version = json.root.lockfileVersion;
  if (version !== 1 && version !== 2 && version !== 3) throw new LockfileSyntaxError("unknown lockfileVersion");
  if (version !== 1 && json.root.packages === undefined) throw new LockfileSyntaxError("no packages object");
  const reader = new NpmReader(json, lines, lockfileDir);
  if (json.root.packages !== undefined) reader.packages(objectOf(json.root.packages));
  if (json.root.dependencies !== undefined) reader.tree(objectOf(json.root.dependencies), "");
  return reader.entries;
}

class NpmReader {
  readonly entries: LockEntry[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly json: LocatedJson,
    private readonly lines: LineIndex,
    private readonly lockfileDir: string,
  ) {}

  /** Versions 2 and 3: `{"node_modules/a/node_modules/b": {...}}`. */
  packages(packages: JsonObject): void {
    for (const key of Object.keys(packages)) {
      // "" is the project and other keys are its workspace folders: their code is in the repository.
      if (!key.startsWith("node_modules/") && !key.includes("/node_modules/")) continue;
      const line = this.keyLine(packages, key);
      const meta = entryObject(packages[key], line);
      // Shipped inside its parent's tarball, which carries the hash. A bundled entry that names a source is checked like any other.
      if (meta.inBundle === true && meta.resolved === undefined) continue;
      const name = stringOf(meta.name) ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
      const version = stringOf(meta.version);
      const origin: EntryOrigin = meta.link === true ? this.linkOrigin(meta, line) : this.resolvedOrigin(meta, line);
      const claim = { names: [name], versions: version === undefined ? [] : [version], line: this.fieldLine(meta, "name", line) };
      this.add({ key, package: version ? `${name}@${version}` : name, line, origin, integrity: this.integrity(meta), claim });
    }
  }

  /** Version 1 (and version 2's second half): `{"a": {"version", "resolved", "dependencies": {"b": ...}}}`. */
  tree(dependencies: JsonObject, prefix: string): void {
    for (const name of Object.keys(dependencies)) {
      const line = this.keyLine(dependencies, name);
      const meta = entryObject(dependencies[name], line);
      const key = `${prefix}node_modules/${name}`;
      if (meta.bundled !== true || meta.resolved !== undefined) {
        const version = stringOf(meta.version);
        const display = version !== undefined && SEMVER.test(version) ? `${name}@${version}` : name;
        const claim = legacyClaim(name, version, this.fieldLine(meta, "version", line));
        this.add({ key, package: display, line, origin: this.legacyOrigin(meta, line), integrity: this.integrity(meta), claim });
      }
      if (meta.dependencies !== undefined) this.tree(objectOf(meta.dependencies, line), `${key}/`);
    }
  }

  private linkOrigin(meta: JsonObject, line: number): EntryOrigin {
    const target = stringOf(meta.resolved);
    const at = this.fieldLine(meta, "resolved", line);
    // A link that names no folder is nothing npm writes: judged as an unknown source.
    return target === undefined ? { kind: "resolved", spec: "", line: at } : { kind: "local", target, relativeTo: this.lockfileDir, line: at };
  }

  private resolvedOrigin(meta: JsonObject, line: number): EntryOrigin {
    const resolved = stringOf(meta.resolved);
    // npm leaves `resolved` out only for the configured registry (omit-lockfile-registry-resolved).
    return resolved === undefined ? { kind: "registry" } : originOfSpec(resolved, this.fieldLine(meta, "resolved", line), this.lockfileDir);
  }

  /** Version 1 spells a git or folder source in `version` when there is no `resolved`. */
  private legacyOrigin(meta: JsonObject, line: number): EntryOrigin {
    if (meta.resolved !== undefined) return this.resolvedOrigin(meta, line);
    const version = stringOf(meta.version);
    if (version === undefined || SEMVER.test(version) || version.startsWith("npm:")) return { kind: "registry" };
    return originOfSpec(version, this.fieldLine(meta, "version", line), this.lockfileDir);
  }

  private integrity(meta: JsonObject): LockEntry["integrity"] {
    const value = stringOf(meta.integrity);
    return value === undefined ? undefined : { value, line: this.fieldLine(meta, "integrity", 1), format: "sri" };
  }

  private add(entry: LockEntry): void {
    const fingerprint = entryFingerprint(entry);
    if (this.seen.has(fingerprint)) return;
    this.seen.add(fingerprint);
    this.entries.push(entry);
  }

  private keyLine(owner: JsonObject, key: string): number {
    const offset = this.json.keyOffset(owner, key);
    return offset === undefined ? 1 : this.lines.lineAt(offset);
  }

  private fieldLine(owner: JsonObject, key: string, fallback: number): number {
    const offset = this.json.keyOffset(owner, key);
    return offset === undefined ? fallback : this.lines.lineAt(offset);
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectOf(value: unknown, line?: number): JsonObject {
  if (!isObject(value)) throw new LockfileSyntaxError("expected an object", line);
  return value;
}

/** Fields this check reads, and the type npm writes them in: another type could hide a source from the check. */
const FIELD_TYPES: ReadonlyArray<readonly [string, "string" | "boolean"]> = [
  ["name", "string"],
  ["version", "string"],
  ["resolved", "string"],
  ["integrity", "string"],
  ["link", "boolean"],
  ["inBundle", "boolean"],
  ["bundled", "boolean"],
];

function entryObject(value: unknown, line: number): JsonObject {
  const meta = objectOf(value, line);
  for (const [field, type] of FIELD_TYPES) {
    if (meta[field] !== undefined && typeof meta[field] !== type) throw new LockfileSyntaxError(`${field} is not a ${type}`, line);
  }
  return meta;
}

/** Version 1 spells an alias in `version`: `npm:bar@1.0.0` (and a git or file source, which names no registry package). */
function legacyClaim(name: string, version: string | undefined, line: number): PackageClaim {
  if (version?.startsWith("npm:")) {
    const target = version.slice("npm:".length);
    const at = target.indexOf("@", 1);
    if (at !== -1) return { names: [target.slice(0, at)], versions: [target.slice(at + 1)], line };
  }
  return { names: [name], versions: version !== undefined && SEMVER.test(version) ? [version] : [], line };
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
