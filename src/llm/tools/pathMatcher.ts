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
  const compiled = patterns.map((pattern) => {
    const normalized = pattern.replace(/^\.\//, "");
    const byName = !normalized.includes("/");
    return { pattern, byName, test: picomatch(normalized, { dot: true, nocase: options.nocase ?? false }) };
  });
  return (relPath: string) => {
    const name = relPath.slice(relPath.lastIndexOf("/") + 1);
    for (const { pattern, byName, test } of compiled) {
      if (test(byName ? name : relPath)) return pattern;
    }
    return undefined;
  };
}
