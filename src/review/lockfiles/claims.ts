/**
 * A registry entry must be the package it says it is. An entry that keeps the
 * key `node_modules/lodash` at 4.17.21 but fetches another package's tarball
 * from the same registry, with that tarball's hash, passes every source and
 * hash rule; so the names an entry gives must agree, and a registry tarball
 * URL must be that package's release in the registry layout:
 * `/<name>/-/<unscoped-name>-<version>.tgz`, the scope also as `@scope%2f`.
 *
 * The public registry always uses that layout, so another path there is
 * refused. A custom registry (one the base's lockfile uses) may serve
 * tarballs under other paths, which name no package this check can read:
 * those are held to the source and hash rules only.
 */
import { classifySpec, DEFAULT_REGISTRIES, type SourcePolicy } from "./sources.js";
import type { EntryOrigin, LockEntry } from "./types.js";

export interface ClaimProblem {
  line: number;
  message: string;
}

/** The registry layout's tarball path, after any registry prefix. */
const LAYOUT_TARBALL = /\/-\/[^/]+\.tgz$/;

/** What is wrong with the package a registry entry claims to be, if anything; `name` is what the message calls the entry. */
export function judgeClaim(entry: LockEntry, policy: SourcePolicy, name: string): ClaimProblem | undefined {
  const tarball = registryTarball(entry.origin, policy);
  if (!entry.claim || (!tarball && !fetchesByName(entry.origin))) return undefined;
  const { claim } = entry;
  const names = distinct(claim.names);
  const versions = distinct(claim.versions);
  if (names.length > 1) {
    return {
      line: claim.line,
      message: `${name}'s entry names different packages (${listed(names)}), so it can install one package under another's name; regenerate the lockfile with the package manager`,
    };
  }
  if (versions.length > 1) {
    return {
      line: claim.line,
      message: `${name}'s entry states different versions (${listed(versions)}), so it can install another release than it names; regenerate the lockfile with the package manager`,
    };
  }
  if (!tarball) return undefined;
  return judgeTarball(tarball.url, names[0], versions[0], tarball.line, name);
}

function judgeTarball(url: URL, packageName: string | undefined, version: string | undefined, line: number, name: string): ClaimProblem | undefined {
  if (!LAYOUT_TARBALL.test(url.pathname)) {
    if (!DEFAULT_REGISTRIES.includes(url.origin)) return undefined; // a custom registry's own layout: nothing here names the package
    return {
      line,
      message: `${name} is downloaded from a path on ${url.origin} that is not a package tarball of the registry's layout, so nothing ties it to this package; resolve it to the package's own tarball with the package manager`,
    };
  }
  if (packageName === undefined || packageName === "" || version === undefined) {
    return {
      line,
      message: `${name} names no ${version === undefined ? "version" : "package"}, so its registry tarball cannot be matched to it; regenerate the lockfile with the package manager`,
    };
  }
  if (isTarballOf(url.pathname, packageName, version)) return undefined;
  return {
    line,
    message: `${name} is downloaded from a registry tarball that is not ${displayed(packageName)}@${displayed(version)}'s, so the entry installs another package's code under its name; regenerate the lockfile with the package manager`,
  };
}

/** Whether a registry path ends with the package's tarball: `/lodash/-/lodash-4.17.21.tgz`, `/@s/n/-/n-1.0.0.tgz` or `/@s%2fn/-/n-1.0.0.tgz`. */
export function isTarballOf(pathname: string, packageName: string, version: string): boolean {
  const slash = packageName.indexOf("/");
  const scoped = packageName.startsWith("@") && slash > 1;
  const unscoped = scoped ? packageName.slice(slash + 1) : packageName;
  const file = `/-/${unscoped}-${version}.tgz`;
  const folders = scoped ? [packageName, `${packageName.slice(0, slash)}%2f${unscoped}`, `${packageName.slice(0, slash)}%2F${unscoped}`] : [packageName];
  return folders.some((folder) => pathname.endsWith(`/${folder}${file}`));
}

/** The URL of a tarball the entry fetches from a registry the base uses. */
function registryTarball(origin: EntryOrigin, policy: SourcePolicy): { url: URL; line: number } | undefined {
  if (origin.kind !== "resolved") return undefined;
  const source = classifySpec(origin.spec, origin.git);
  return source.kind === "url" && policy.registries.has(source.url.origin) ? { url: source.url, line: origin.line } : undefined;
}

/** Fetched by name from the configured registry, so the names decide what is fetched. */
function fetchesByName(origin: EntryOrigin): boolean {
  return origin.kind === "registry" || (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "registry-alias");
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function listed(values: string[]): string {
  return values.slice(0, 3).map(displayed).join(", ") + (values.length > 3 ? ", …" : "");
}

/** A name or version from the pull request's text, for a message: one line, bounded. */
function displayed(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "?");
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}
