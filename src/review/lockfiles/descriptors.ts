/**
 * yarn's descriptors and locators, `name@range`, as lockfile keys and berry
 * resolutions spell them. The name ends at the first `@` after a scope's, as
 * in yarn's own normalizePattern, so `x@git+ssh://git@host/x.git` keeps its
 * whole range. What a descriptor fetches can be another package: an `npm:`
 * alias (`foo@npm:bar@^1`) fetches bar, and a berry `patch:` fetches its
 * inner locator.
 */
import { originOfSpec } from "./sources.js";
import type { EntryOrigin } from "./types.js";

export interface Descriptor {
  name: string;
  /** Everything after the name's `@`; "" when there is none. */
  range: string;
}

/** Aliases of patches of aliases …: deeper than yarn writes. */
const MAX_WRAPPING = 4;
/** A semver version, the only range that pins one release. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
/**
 * What the registry resolves: a semver range (`^1.2.0`, `>=1 <2 || 3.x`, `*`)
 * or a dist-tag (`latest`). No `/`, `:`, `#` or `@`, which would make it a
 * URL, git remote, path or alias, and no leading `.` (a relative path).
 */
const REGISTRY_RANGE = /^(?![.])[\w.+^~<>=|* -]*$/;

/** A package name: an optional `@scope/`, then a name; no spaces, and no `/` or `@` beyond the scope's. */
const PACKAGE_NAME = /^(?:@[^\s/@]+\/)?[^\s/@]+$/;

export function isPackageName(text: string): boolean {
  return PACKAGE_NAME.test(text);
}

export function parseDescriptor(text: string): Descriptor {
  const at = text.indexOf("@", 1);
  return at === -1 ? { name: text, range: "" } : { name: text.slice(0, at), range: text.slice(at + 1) };
}

/** The descriptor whose package is actually fetched, through `npm:` aliases and `patch:` wrappers. */
export function fetchedDescriptor(text: string, depth = 0): Descriptor {
  const descriptor = parseDescriptor(text);
  if (depth >= MAX_WRAPPING) return descriptor;
  const { range } = descriptor;
  if (range.startsWith("npm:")) {
    const target = range.slice("npm:".length);
    return isAliasTarget(target) ? fetchedDescriptor(target, depth + 1) : descriptor;
  }
  if (range.startsWith("patch:")) {
    const inner = decoded(withoutBindings(range).slice("patch:".length).replace(/#.*$/, ""));
    return inner === undefined ? descriptor : fetchedDescriptor(inner, depth + 1);
  }
  return descriptor;
}

/** The exact version a range pins (`4.17.21`, `npm:4.17.21`, `npm:2.1.3::__archiveUrl=…`), if it pins one. */
export function exactVersionOf(range: string): string | undefined {
  const reference = withoutBindings(range).replace(/^npm:/, "");
  return EXACT_VERSION.test(reference) ? reference : undefined;
}

/**
 * Where yarn v1 fetches a range from when the entry has no `resolved`: it
 * resolves the pattern again, so a URL, git remote or path in the range is
 * the source. Only a semver range or tag (directly or behind `npm:`) goes to
 * the registry.
 */
export function rangeOrigin(range: string, line: number, lockfileDir: string): EntryOrigin {
  if (range.startsWith("link:")) return { kind: "local", target: range.slice("link:".length), relativeTo: lockfileDir, line };
  if (REGISTRY_RANGE.test(range)) return { kind: "registry" };
  if (range.startsWith("npm:")) {
    // Judged by what the alias points at: `npm:` itself says nothing about the source.
    const target = range.slice("npm:".length);
    const inner = isAliasTarget(target) ? parseDescriptor(target).range : target;
    return REGISTRY_RANGE.test(inner) ? { kind: "registry" } : originOfSpec(inner, line, lockfileDir);
  }
  return originOfSpec(range, line, lockfileDir);
}

/** `bar@^1` or `@scope/bar@^1` after `npm:`, rather than a bare range such as `^1`. */
function isAliasTarget(text: string): boolean {
  return /^(?:@[^/@]+\/)?[^/@:]+@/.test(text);
}

function withoutBindings(range: string): string {
  const bindings = range.indexOf("::");
  return bindings === -1 ? range : range.slice(0, bindings);
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
