/**
 * Where a lockfile entry's code comes from, and whether the base allows it.
 * Only the base decides: its registries (the origins of its registry tarball
 * URLs, or the public defaults), and the exact non-registry sources it
 * already had. Nothing in the head can widen either.
 */
import { posix } from "node:path";
import type { EntryOrigin, LockEntry } from "./types.js";

/** The public registry under its three names; a base on any of them allows all three (one registry, three hostnames). */
export const DEFAULT_REGISTRIES: readonly string[] = ["https://registry.npmjs.org", "https://registry.npmjs.com", "https://registry.yarnpkg.com"];

export type SourceClass =
  | { kind: "url"; url: URL; registryShaped: boolean }
  | { kind: "git" }
  | { kind: "file-tarball" }
  | { kind: "file-folder"; target: string }
  | { kind: "registry-alias" }
  | { kind: "unknown" };

const GIT_SCHEME = /^(?:git\+[a-z]+|git|ssh|github|gitlab|bitbucket|gist):/i;
/** `git@github.com:user/repo.git`. */
const SCP_LIKE = /^[\w.-]+@[\w.-]+:/;
/** npm's short form for a GitHub repository, `user/repo#ref`. */
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
const GIT_HOSTS = new Set(["github.com", "www.github.com", "codeload.github.com", "api.github.com", "gist.github.com", "gitlab.com", "bitbucket.org"]);
/** A registry's tarball path: `/name/-/name-1.0.0.tgz`, `/@scope/name/-/name-1.0.0.tgz`, after any registry prefix. */
const REGISTRY_TARBALL_PATH = /\/-\/[^/]+\.tgz$/i;
/** What npm takes for a tarball rather than a folder. */
const TARBALL_FILE = /\.(?:tgz|tar\.gz|tar)$/i;

export function classifySpec(spec: string, git = false): SourceClass {
  if (git) return { kind: "git" };
  if (/^file:/i.test(spec)) {
    const target = spec.slice(5).replace(/#.*$/, "");
    return TARBALL_FILE.test(target) ? { kind: "file-tarball" } : { kind: "file-folder", target };
  }
  if (GIT_SCHEME.test(spec) || SCP_LIKE.test(spec)) return { kind: "git" };
  if (/^npm:/i.test(spec)) return { kind: "registry-alias" };
  const url = parseUrl(spec);
  if (url && (url.protocol === "https:" || url.protocol === "http:")) {
    if (GIT_HOSTS.has(url.hostname) || url.pathname.endsWith(".git")) return { kind: "git" };
    return { kind: "url", url, registryShaped: REGISTRY_TARBALL_PATH.test(url.pathname) };
  }
  if (!url && GITHUB_SHORTHAND.test(spec)) return { kind: "git" };
  return { kind: "unknown" };
}

/** What the base allows. */
export interface SourcePolicy {
  /** Registry origins, `scheme://host[:port]`. */
  registries: ReadonlySet<string>;
  /** Non-registry sources the base already had, spelt exactly (see sourceKey). */
  knownSources: ReadonlySet<string>;
  /** The lockfile's folder, repository-relative: what its `file:` paths are relative to. */
  lockfileDir: string;
}

export function sourcePolicy(baseEntries: readonly LockEntry[], lockfileDir: string): SourcePolicy {
  const registries = new Set<string>();
  const knownSources = new Set<string>();
  for (const entry of baseEntries) {
    const key = sourceKey(entry.origin);
    if (key !== undefined) knownSources.add(key);
    if (entry.origin.kind !== "resolved") continue;
    const source = classifySpec(entry.origin.spec, entry.origin.git);
    if (source.kind === "url" && source.registryShaped) registries.add(source.url.origin);
  }
  if (registries.size === 0 || DEFAULT_REGISTRIES.some((r) => registries.has(r))) for (const r of DEFAULT_REGISTRIES) registries.add(r);
  return { registries, knownSources, lockfileDir };
}

/** An origin's exact spelling, for "the base already had exactly this source"; undefined for the configured registry. */
export function sourceKey(origin: EntryOrigin): string | undefined {
  if (origin.kind === "resolved") return `${origin.git ? "git " : ""}${origin.spec}`;
  if (origin.kind === "local") return `local ${posix.join(origin.relativeTo, origin.target)}`;
  return undefined;
}

export type Judgement = { ok: true; needsIntegrity: boolean } | { ok: false; rule: "registry" | "source"; message: string };

/** Whether `origin` is allowed; `name` is what the message calls the entry. */
export function judgeOrigin(origin: EntryOrigin, policy: SourcePolicy, name: string): Judgement {
  if (origin.kind === "registry") return { ok: true, needsIntegrity: true };
  const known = policy.knownSources.has(sourceKey(origin)!);
  if (origin.kind === "local") {
    if (isInsideRepository(origin.relativeTo, origin.target) || known) return { ok: true, needsIntegrity: false };
    return sourceProblem(`${name} links to a folder outside the repository, which this review cannot see; keep linked packages inside the repository`);
  }
  const source = classifySpec(origin.spec, origin.git);
  switch (source.kind) {
    case "registry-alias":
      return { ok: true, needsIntegrity: true };
    case "git":
      // Pinned by its commit, and npm and yarn record no hash for git sources.
      if (known) return { ok: true, needsIntegrity: false };
      return sourceProblem(
        `${name} is installed from a git repository the base lockfile does not use, so its code is not a reviewed registry release; depend on a published version, or add this source in a separate reviewed change`,
      );
    case "file-tarball":
      if (known) return { ok: true, needsIntegrity: true };
      return sourceProblem(`${name} is installed from a tarball file, whose contents this review cannot read; depend on a published registry version instead`);
    case "file-folder": {
      if (isInsideRepository(policy.lockfileDir, source.target) || known) return { ok: true, needsIntegrity: false };
      return sourceProblem(
        `${name} is installed from a folder outside the repository, which this review cannot see; keep local packages inside the repository`,
      );
    }
    case "url":
      return judgeUrl(source.url, source.registryShaped, known, policy, name);
    case "unknown":
      if (known) return { ok: true, needsIntegrity: true };
      return sourceProblem(`${name} uses a source this check does not recognise as a registry; depend on a published registry version instead`);
  }
}

function judgeUrl(url: URL, registryShaped: boolean, known: boolean, policy: SourcePolicy, name: string): Judgement {
  if (policy.registries.has(url.origin)) return { ok: true, needsIntegrity: true };
  if (registryShaped) {
    const secureTwin = url.protocol === "http:" && policy.registries.has(`https://${url.host}`);
    const message =
      url.protocol === "http:"
        ? `${name} is downloaded over plain http from ${url.origin}, which the base lockfile never used, so anyone on the network path can swap it; resolve it over https${secureTwin ? " from the same registry" : " from a registry the base uses"}`
        : `${name} is downloaded from ${url.origin}, a registry the base lockfile does not use; resolve it from ${registryList(policy)}, or add the new registry in a separate reviewed change`;
    return { ok: false, rule: "registry", message };
  }
  if (known) return { ok: true, needsIntegrity: true };
  return sourceProblem(
    `${name} is downloaded from a tarball URL on ${url.origin}, which is not a registry the base lockfile uses; depend on a published registry version instead`,
  );
}

function sourceProblem(message: string): Judgement {
  return { ok: false, rule: "source", message };
}

function registryList(policy: SourcePolicy): string {
  const all = [...policy.registries];
  return all.length <= 3 ? all.join(", ") : `${all.slice(0, 3).join(", ")} or another registry the base uses`;
}

/** A relative path that stays inside the repository once joined to `relativeTo` (the lockfile's folder, repository-relative). */
export function isInsideRepository(relativeTo: string, target: string): boolean {
  // npm reads a `file:` spec as a URL, where `%2e%2e` is `..`: both spellings must stay inside.
  return [target, percentDecoded(target)].every((spelling) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(spelling) || /^[/\\~]/.test(spelling)) return false; // a scheme, a drive, absolute, home
    const joined = posix.normalize(posix.join(relativeTo, spelling.replace(/\\/g, "/")));
    return joined !== ".." && !joined.startsWith("../") && !posix.isAbsolute(joined);
  });
}

/** `target` with its percent escapes read; a malformed escape reads as `..`, which is never inside. */
function percentDecoded(target: string): string {
  if (!target.includes("%")) return target;
  try {
    return decodeURIComponent(target);
  } catch {
    return "..";
  }
}

function parseUrl(spec: string): URL | undefined {
  try {
    return new URL(spec);
  } catch {
    return undefined;
  }
}

/** An origin for a spec a lockfile spells out: `file:` folders are local folders (nothing is downloaded), all else is judged as a source. */
export function originOfSpec(spec: string, line: number, lockfileDir: string): EntryOrigin {
  const source = classifySpec(spec);
  if (source.kind === "file-folder") return { kind: "local", target: source.target, relativeTo: lockfileDir, line };
  return { kind: "resolved", spec, line };
}

/** What "unchanged against the base" compares: the entry's key, its source and its hash. */
export function entryFingerprint(entry: LockEntry): string {
  return `${entry.key}\u0000${sourceKey(entry.origin) ?? "registry"}\u0000${entry.integrity?.value ?? ""}`;
}
