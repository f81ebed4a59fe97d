/**
 * pnpm-lock.yaml, versions 5 to 9. The `packages` map holds one entry per
 * package; a registry package carries only `resolution: {integrity}` (the
 * configured registry), others a `tarball`, `type: git` or `type: directory`.
 * Importers' `link:` dependencies and v9's `snapshots` fetch nothing.
 */
import type { LineIndex } from "./lineIndex.js";
import { originOfSpec } from "./sources.js";
import { LockfileSyntaxError, type EntryOrigin, type LockEntry } from "./types.js";
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
    const integrity = resolutionMap && stringField(resolutionMap.pairs.get("integrity"));
    const name = stringField(fields.get("name"))?.value;
    const packageVersion = stringField(fields.get("version"))?.value;
    entries.push({
      key,
      package: name && packageVersion ? `${name}@${packageVersion}` : displayKey(key, legacyKeys),
      line: pair.line,
      origin: resolutionOrigin(resolution, resolutionMap, lockfileDir),
      integrity: integrity && { value: integrity.value, line: integrity.line, format: "sri" },
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

/** `/@scope/name/1.0.0_peer@2` (v5), `/name@1.0.0(peer@2)` (v6), `name@1.0.0(peer@2)` (v9) → `name@1.0.0`. */
function displayKey(key: string, legacyKeys: boolean): string {
  const id = key.replace(/^\//, "").replace(/\(.*$/, "");
  if (!legacyKeys) return id;
  const slash = id.lastIndexOf("/");
  return slash > 0 ? `${id.slice(0, slash)}@${id.slice(slash + 1).replace(/_.*$/, "")}` : id;
}
