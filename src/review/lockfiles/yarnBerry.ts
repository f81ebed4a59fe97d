/**
 * yarn.lock from yarn 2 and later ("berry"): YAML with a `__metadata` key.
 * Each entry's `resolution` is a locator, `name@protocol:reference`; the
 * registry behind `npm:` is configured in .yarnrc.yml, which the lockfile
 * does not show, so `npm:` counts as the configured registry, unless the
 * locator binds its own `__archiveUrl`. yarn keeps a descriptor's name in its
 * locator, except through an `npm:` alias, so the key's descriptors and the
 * resolution must agree on the package they fetch. An entry has the fields
 * yarn's lockfile writer gives it and no others.
 */
import { posix } from "node:path";
import { exactVersionOf, fetchedDescriptor } from "./descriptors.js";
import type { LineIndex } from "./lineIndex.js";
import { originOfSpec } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry, type PackageClaim } from "./types.js";
import { readYamlMap, stringField, type YamlMap } from "./yaml.js";

/** A patch of a patch of …: deeper than yarn writes. */
const MAX_PATCH_DEPTH = 4;
const TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;
/** What yarn's lockfile writer puts in an entry (Project.generateLockfile: the manifest's fields, then linkType, resolution, checksum, conditions). */
const ENTRY_FIELDS = new Set([
  "version",
  "resolution",
  "checksum",
  "languageName",
  "linkType",
  "conditions",
  "dependencies",
  "optionalDependencies",
  "peerDependencies",
  "dependenciesMeta",
  "peerDependenciesMeta",
  "bin",
]);
const TEXT_FIELDS = new Set(["version", "resolution", "checksum", "languageName", "linkType", "conditions"]);
/** yarn 4 prefixes a checksum with the cache key it was computed under: `10c0/…`. */
const CHECKSUM_CACHE_KEY = /^([0-9a-z]+)\//;

export function readYarnBerryLockfile(lines: LineIndex, lockfileDir: string): LockEntry[] {
  const root = readYamlMap(lines);
  const metadata = root.pairs.get("__metadata")?.value;
  if (metadata?.kind !== "map") throw new LockfileSyntaxError("no __metadata map");
  if (!metadata.pairs.has("version")) throw new LockfileSyntaxError("__metadata has no version", metadata.line);
  const cacheKey = metadata.pairs.get("cacheKey")?.value;
  const defaultScope = cacheKey?.kind === "scalar" && cacheKey.value !== null ? String(cacheKey.value) : "";
  const entries: LockEntry[] = [];
  for (const [key, pair] of root.pairs) {
    if (key === "__metadata") continue;
    if (pair.value.kind !== "map") throw new LockfileSyntaxError("an entry is not a map", pair.line);
    requireEntryShape(pair.value, pair.line);
    const fields = pair.value.pairs;
    const resolution = stringField(fields.get("resolution"))!;
    const checksum = stringField(fields.get("checksum"));
    const version = stringField(fields.get("version"))?.value;
    const name = resolution.value.slice(0, atOf(resolution.value));
    entries.push({
      key,
      package: version === undefined ? resolution.value : `${name}@${version}`,
      line: pair.line,
      origin: locatorOrigin(resolution.value, resolution.line, lockfileDir, 0),
      integrity: checksum && {
        value: checksum.value,
        line: checksum.line,
        format: "berry-checksum",
        scope: CHECKSUM_CACHE_KEY.exec(checksum.value)?.[1] ?? defaultScope,
      },
      claim: claimOf(key, resolution, version),
      artifact: resolution.value,
    });
  }
  return entries;
}

/**
 * A `resolution`, and only the fields yarn writes, as text where they are
 * text. (yarn leaves `version` out for a package whose manifest has none.)
 */
function requireEntryShape(entry: YamlMap, line: number): void {
  for (const [field, pair] of entry.pairs) {
    if (!ENTRY_FIELDS.has(field)) throw new LockfileSyntaxError("an entry has a field yarn does not write", pair.line);
    if (TEXT_FIELDS.has(field) && pair.value.kind !== "scalar") throw new LockfileSyntaxError(`${field} is not text`, pair.line);
  }
  if (!stringField(entry.pairs.get("resolution"))) throw new LockfileSyntaxError("an entry has no resolution", line);
}

/** Each descriptor's fetched package (an alias's target), and the resolution's; the version field and the resolution's exact version. */
function claimOf(key: string, resolution: { value: string; line: number }, version: string | undefined): PackageClaim {
  const descriptors = key.split(", ").map((descriptor) => fetchedDescriptor(descriptor));
  const fetched = fetchedDescriptor(resolution.value);
  const resolvedVersion = exactVersionOf(fetched.range);
  return {
    names: [...descriptors.map((d) => d.name), fetched.name],
    versions: [version, resolvedVersion].filter((v): v is string => v !== undefined),
    line: resolution.line,
  };
}

function locatorOrigin(locator: string, line: number, lockfileDir: string, depth: number): EntryOrigin {
  const range = locator.slice(atOf(locator) + 1);
  const bindings = range.indexOf("::");
  const reference = bindings === -1 ? range : range.slice(0, bindings);
  const protocol = /^[a-z]+:/.exec(reference)?.[0];
  const path = protocol ? reference.slice(protocol.length) : reference;
  switch (protocol) {
    case "npm:": {
      // yarn fetches an `npm:` package from `__archiveUrl` when the locator binds one, not from the registry.
      const archive = bindings === -1 ? null : new URLSearchParams(range.slice(bindings + 2)).get("__archiveUrl");
      return archive === null ? { kind: "registry" } : originOfSpec(archive, line, lockfileDir);
    }
    case "workspace:":
      return { kind: "local", target: path, relativeTo: lockfileDir, line };
    case "link:":
    case "portal:":
      return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
    case "file:":
      if (TARBALL_FILE.test(path)) return { kind: "resolved", spec: reference, line };
      return { kind: "local", target: path, relativeTo: bindingDir(range, bindings, lockfileDir), line };
    case "patch:": {
      // patch:<url-encoded inner locator>#<patch files>: the patched package comes from the inner locator.
      const inner = decoded(path.slice(0, path.indexOf("#") === -1 ? undefined : path.indexOf("#")));
      if (inner === undefined || depth >= MAX_PATCH_DEPTH) return { kind: "resolved", spec: reference, line };
      return locatorOrigin(inner, line, lockfileDir, depth + 1);
    }
    default:
      return originOfSpec(reference, line, lockfileDir);
  }
}

/** A link or portal is relative to the workspace that declares it (`::locator=app%40workspace%3Apackages%2Fapp`). */
function bindingDir(range: string, bindings: number, lockfileDir: string): string {
  if (bindings === -1) return lockfileDir;
  const locator = new URLSearchParams(range.slice(bindings + 2)).get("locator");
  const reference = locator?.slice(atOf(locator) + 1);
  return reference?.startsWith("workspace:") ? posix.join(lockfileDir, reference.slice("workspace:".length)) : lockfileDir;
}

/** Where a locator's name ends: the first `@` after a scope's. */
function atOf(locator: string): number {
  const at = locator.indexOf("@", 1);
  return at === -1 ? locator.length : at;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
