/**
 * Glob lists matched the way .gitignore and `grep --include` users expect: a
 * pattern without a slash matches a file's name at any depth (`*.pem`), a
 * pattern with a slash matches the whole workspace-relative path
 * (`deploy/*.yml`). picomatch's own `basename` option applies to
 * every pattern, slashed or not, so the split is done here.
 */
import picomatch from "picomatch";

export type PathMatcher = (relPath: string) => string | undefined;

/**
 * Returns a matcher that gives the first pattern matching a posix relative
 * path. `nocase` suits a denylist: on a case-insensitive file system (macOS
 * runners) `.ENV` opens `.env`.
 */
export function createPathMatcher(patterns: readonly string[], options: { nocase?: boolean } = {}): PathMatcher {
  const pico = { dot: true, nocase: options.nocase ?? false };
  const compiled = patterns.map((pattern) => {
    const normalized = pattern.replace(/^\.\//, "");
    const byName = !normalized.includes("/");
    return { pattern, normalized, byName, test: picomatch(normalized, pico) };
  });
  // Most paths match no pattern: one expression per kind answers that first, as the patterns would (picomatch
  // also matches a path equal to the pattern itself), and only a possible match walks the list for the first.
  const anyOf = (byName: boolean) => {
    const group = compiled.filter((c) => c.byName === byName);
    const literal = new Set(group.map((c) => c.normalized));
    const any =
      group.length === 0 ? undefined : new RegExp(group.map((c) => `(?:${picomatch.makeRe(c.normalized, pico).source})`).join("|"), pico.nocase ? "i" : "");
    return (text: string) => literal.has(text) || (any?.test(text) ?? false);
  };
  const anyName = anyOf(true);
  const anyPath = anyOf(false);
  return (relPath: string) => {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    if (!anyName(name) && !anyPath(relPath)) return undefined;
    for (const { pattern, byName, test } of compiled) {
      if (test(byName ? name : relPath)) return pattern;
    }
    return undefined;
  };
}
