/**
 * The glob subset the signal rules are written in, compiled to plain regular
 * expressions that combine into one alternation per list of globs.
 *
 * - `**` then a slash: any number of directories, including none;
 * - a trailing slash then `**`: everything below;
 * - `*` any run of characters within one path segment; `?` one such character;
 * - `{a,b,}` alternatives (may be empty, may not nest).
 * Matching is against the whole repository-relative path.
 *
 * The signal rules ask globIndex.ts, which answers most globs by Map lookups
 * and keeps these expressions for the rest. Every alternative starts with `^`
 * or `(?:^|/)` (a leading "any directories"), so the engine only tries a glob
 * where a path segment begins, instead of backtracking through every way of
 * splitting the directories.
 */
const SPECIAL = /[.+^$()|[\]\\]/;

export function globSource(glob: string): string {
  const anyDirectoriesFirst = glob.startsWith("**/");
  const rest = anyDirectoriesFirst ? glob.slice(3) : glob;
  let source = anyDirectoriesFirst ? "(?:^|/)" : "^";
  let inBraces = false;
  for (let i = 0; i < rest.length; i += 1) {
    const char = rest[i]!;
    if (rest.startsWith("**/", i)) {
      source += "(?:.*/)?";
      i += 2;
    } else if (rest.startsWith("/**", i) && i + 3 === rest.length) {
      source += "/.*";
      i += 2;
    } else if (char === "*") {
      source += "[^/]*";
    } else if (char === "?") {
      source += "[^/]";
    } else if (char === "{" && !inBraces) {
      source += "(?:";
      inBraces = true;
    } else if (char === "}" && inBraces) {
      source += ")";
      inBraces = false;
    } else if (char === "," && inBraces) {
      source += "|";
    } else {
      source += SPECIAL.test(char) ? `\\${char}` : char;
    }
  }
  if (inBraces) throw new Error(`glob ${JSON.stringify(glob)} has an unclosed '{'`);
  return source;
}

/** One case-insensitive regular expression matching a whole path against any of `globs`. */
export function compileGlobs(globs: readonly string[]): RegExp {
  if (globs.length === 0) return /(?!)/;
  // Every alternative starts with ^ or (?:^|/), so the match begins where a glob may.
  return new RegExp(`(?:${globs.map(globSource).join("|")})$`, "i");
}
