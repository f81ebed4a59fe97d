/**
 * yarn.lock from yarn 2 and later ("berry"): YAML with a `__metadata` key.
 * Each entry's `resolution` is a locator, `name@protocol:reference`; the
 * registry behind `npm:` is configured in .yarnrc.yml, which the lockfile
 * does not show, so `npm:` counts as the configured registry, unless the
 * locator binds its own `__archiveUrl`.
 */
import { posix } from "node:path";
import type { LineIndex } from "./lineIndex.js";
import { originOfSpec } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry } from "./types.js";
import { readYamlMap, stringField } from "./yaml.js";

/** A patch of a patch of …: deeper than yarn writes. */
const MAX_PATCH_DEPTH = 4;
const TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;

export function readYarnBerryLockfile(lines: LineIndex, lockfileDir: string): LockEntry[] {
  const root = readYamlMap(lines);
  if (root.pairs.get("__metadata")?.value.kind !== "map") throw new LockfileSyntaxError("no __metadata map");
  const entries: LockEntry[] = [];
  for (const [key, pair] of root.pairs) {
    if (key === "__metadata") continue;
    if (pair.value.kind !== "map") throw new LockfileSyntaxError("an entry is not a map", pair.line);
    const fields = pair.value.pairs;
    const resolution = stringField(fields.get("resolution"));
    const checksum = stringField(fields.get("checksum"));
    const version = stringField(fields.get("version"))?.value;
    const name = resolution ? resolution.value.slice(0, atOf(resolution.value)) : key;
    entries.push({
      key,
      package: resolution && version ? `${name}@${version}` : (resolution?.value ?? key),
      line: pair.line,
      // No resolution is nothing yarn writes: judged as an unknown source.
      origin: resolution ? locatorOrigin(resolution.value, resolution.line, lockfileDir, 0) : { kind: "resolved", spec: "", line: pair.line },
      integrity: checksum && { value: checksum.value, line: checksum.line, format: "berry-checksum" },
    });
  }
  return entries;
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
