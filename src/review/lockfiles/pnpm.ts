/**
 * pnpm-lock.yaml, versions 5 to 9. The `packages` map holds one entry per
 * package; a registry package carries only `resolution: {integrity}` (the
 * configured registry), others a `tarball`, `type: git` or `type: directory`.
 * Importers' `link:` dependencies and v9's `snapshots` fetch nothing.
 * pnpm fetches a registry package by its `name` and `version` fields when it
 * has them, else by its key's, so all of them are the entry's claim.
 */
import { exactVersionOf, isPackageName } from "./descriptors.js";
import type { LineIndex } from "./lineIndex.js";
import { originOfSpec } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry, type PackageClaim } from "./types.js";
import { readYamlMap, stringField, type YamlMap, type YamlPair } from "./yaml.js";

export function readPnpmLockfile(lines: LineIndex, lockfileDir: string): LockEntry[] {
  const root = readYamlMap(lines);
  const version = root.pairs.get("lockfileVersion")?.value;
  const versionText = version?.kind === "scalar" && (typeof version.value === "string" || typeof version.value === "number") ? String(version.value) : "";
  if (!/^\d+(?:\.\d+)?$/.test(versionText)) throw new LockfileSyntaxError("no lockfileVersion");
  const packages = root.pairs.get("packages");
  if (!packages || (packages.value.kind === "scalar" && packages.value.value === null)) return [];
  if (packages.value.kind !== "map") throw new LockfileSyntaxError("packages is not a map", packages.line);
  const legacyKeys = Number.parseFloat(versionText) < 6;
  const entries: LockEntry[] = [];
  for (const [key, pair] of packages.value.pairs) {
    if (pair.value.kind !== "map") throw new LockfileSyntaxError("a package is not a map", pair.line);
    const fields = pair.value.pairs;
    const resolution = fields.get("resolution");
    const resolutionMap = resolution?.value.kind === "map" ? resolution.value : undefined;
    if (resolutionMap) requireStringFields(resolutionMap, RESOLUTION_STRINGS);
    requireStringFields(pair.value, ["name", "version"]);
    const integrity = resolutionMap && stringField(resolutionMap.pairs.get("integrity"));
    const name = stringField(fields.get("name"));
    const packageVersion = stringField(fields.get("version"));
    const id = displayKey(key, legacyKeys);
    entries.push({
      key,
      package: name && packageVersion ? `${name.value}@${packageVersion.value}` : id,
      line: pair.line,
      origin: resolutionOrigin(resolution, resolutionMap, lockfileDir),
      integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
      claim: claimOf(id, name, packageVersion, pair.line),
    });
  }
  return entries;
}

function resolutionOrigin(resolution: YamlPair | undefined, map: YamlMap | undefined, lockfileDir: string): EntryOrigin {
  // No resolution at all: pnpm would fetch by name from the registry, and there is no hash to check it with.
  if (!resolution) return { kind: "registry" };
  if (!map) return { kind: "resolved", spec: "", line: resolution.line };
  const field = (name: string) => stringField(map.pairs.get(name));
  const type = field("type");
  if (type?.value === "git") {
    const repo = field("repo");
    return { kind: "resolved", spec: `${repo?.value ?? ""}#${field("commit")?.value ?? ""}`, git: true, line: repo?.line ?? resolution.line };
  }
  if (type?.value === "directory") {
    const directory = field("directory");
    return { kind: "local", target: directory?.value ?? "", relativeTo: lockfileDir, line: directory?.line ?? resolution.line };
  }
  if (type) return { kind: "resolved", spec: `pnpm-resolution-type:${type.value}`, line: type.line };
  const tarball = field("tarball");
  return tarball ? originOfSpec(tarball.value, tarball.line, lockfileDir) : { kind: "registry" };
}

/** Resolution fields that decide what is fetched: pnpm reads them as strings, so another type could hide one from this check. */
const RESOLUTION_STRINGS = ["integrity", "tarball", "type", "repo", "commit", "directory", "path"];

function requireStringFields(map: YamlMap, names: readonly string[]): void {
  for (const name of names) {
    const pair = map.pairs.get(name);
    if (pair && !stringField(pair)) throw new LockfileSyntaxError(`${name} is not text`, pair.line);
  }
}

/**
 * The key's name (unless the key is a host path, as v5 spells some tarball
 * sources) and exact version, and the name and version fields: a registry
 * package's key is its real name, so a name field that differs would fetch
 * another package under it.
 */
function claimOf(
  id: string,
  name: { value: string; line: number } | undefined,
  version: { value: string; line: number } | undefined,
  line: number,
): PackageClaim {
  const at = id.indexOf("@", 1);
  const keyName = at === -1 ? id : id.slice(0, at);
  const keyVersion = at === -1 ? undefined : exactVersionOf(id.slice(at + 1));
  const names = [...(isPackageName(keyName) ? [keyName] : []), ...(name ? [name.value] : [])];
  const versions = [...(keyVersion === undefined ? [] : [keyVersion]), ...(version ? [version.value] : [])];
  return { names, versions, line: name?.line ?? version?.line ?? line };
}

/** `/@scope/name/1.0.0_peer@2` (v5), `/name@1.0.0(peer@2)` (v6), `name@1.0.0(peer@2)` (v9) → `name@1.0.0`. */
function displayKey(key: string, legacyKeys: boolean): string {
  const id = key.replace(/^\//, "").replace(/\(.*$/, "");
  if (!legacyKeys) return id;
  const slash = id.lastIndexOf("/");
  return slash > 0 ? `${id.slice(0, slash)}@${id.slice(slash + 1).replace(/_.*$/, "")}` : id;
}
