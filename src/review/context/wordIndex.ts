/**
 * Which files hold a name as a whole word, for many names at once: one pass
 * over the map's texts, instead of a search of every file for each name.
 *
 * A large change has thousands of changed definitions (2,000 files of 26 each
 * in bench:scale), and a search per name over 2,000 files cost a lane job
 * about 12 s of CPU. One pass costs about what 150 searches by name do, so a
 * run with few names searches them one by one (CodeMap decides).
 *
 * A whole-word match of a name is a maximal run of word characters ([\w$])
 * equal to it, so the occurrences are exactly those the map's search by name
 * finds: the index changes the cost, never what is found.
 */

/** Word characters as the map's search counts them: `$` too (`$el`, `jQuery$`). */
const WORD = /[\w$]+/g;
/** Names the index can serve: word characters only (a Ruby `empty?` or C++ `operator+` is searched as before). */
export const INDEXABLE = /^[\w$]+$/;

/** Where a name occurs: 0-based line and character index. */
export interface WordSite {
  path: string;
  index: number;
  line: number;
}

/** For each wanted name, its whole-word occurrences in path order (the texts' order); a name found nowhere is absent. */
export function wordSites(texts: ReadonlyMap<string, string>, wanted: ReadonlySet<string>, signal?: AbortSignal): Map<string, WordSite[]> {
  const sites = new Map<string, WordSite[]>();
  for (const [path, text] of texts) {
    signal?.throwIfAborted();
    // Lines are counted from the previous hit, so a file is read for newlines once.
    let [line, counted] = [0, 0];
    for (const match of text.matchAll(WORD)) {
      if (!wanted.has(match[0])) continue;
      for (let i = text.indexOf("\n", counted); i !== -1 && i < match.index; i = text.indexOf("\n", i + 1)) line += 1;
      counted = match.index;
      const site = { path, index: match.index, line };
      const list = sites.get(match[0]);
      if (list) list.push(site);
      else sites.set(match[0], [site]);
    }
  }
  return sites;
}
