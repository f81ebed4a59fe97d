/**
 * A finding's path as a URI relative to the repository root. Paths in lane
 * reports are model text: an absolute path or one that climbs out of the
 * repository names no file of it, so it gets no URI at all.
 */

/** The uriBaseId every location is relative to; code scanning resolves it to the checkout. */
export const SRCROOT = "%SRCROOT%";

export function repoRelativeUri(path: string): string | undefined {
  const segments = path
    .replace(/\\/g, "/")
    .split("/")
    .filter((s) => s !== "" && s !== ".");
  if (/^(?:\/|[A-Za-z]:)/.test(path) || segments.length === 0 || segments.includes("..")) return undefined;
  return segments.map((s) => encodeURIComponent(s)).join("/");
}
