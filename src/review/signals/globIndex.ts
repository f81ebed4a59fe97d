/**
 * Which of many glob lists a path matches, by lookups in Maps instead of a
 * regular expression per list. Nearly every glob of the rule table is a name
 * or a starred name (`go.mod`, `*.proto`, `V*__*.sql`), at any depth, in a
 * folder (`migrations`) or below one (`openapi`, then any folders), or a
 * folder's whole content: a path's last segment and its folders answer all
 * of them at once, for every list together, in time linear in the path. The
 * others (a star in a folder, as in the `packages/<any>/index.ts` entry
 * points) keep glob.ts's expression, compiled and run only when their list
 * is asked about.
 *
 * The answers are glob.ts's exactly (test/review/signals.pathRules.test.ts):
 * matching is case-insensitive for ASCII letters only, as a non-unicode `i`
 * expression is, and a path holding a line terminator, which `.` does not
 * cross, is answered by glob.ts's expressions.
 */
import { compileGlobs, globSource } from "./glob.js";

/** A glob's last segment, lower-case, cut at its stars: `["go.mod"]`, `["", ".proto"]`, `["v", "__", ".sql"]`. */
type NamePattern = readonly string[];

/** Where the last segment must be, by its folder (`dir`: the path before its last slash, lower-case). */
type Place =
  | { kind: "anywhere" } // **/NAME
  | { kind: "root" } // NAME: no folder
  | { kind: "in"; dir: string } // DIR/NAME: exactly that folder
  | { kind: "under"; needle: string } // **/DIR/NAME: a folder ending in DIR, needle "/DIR"
  | { kind: "below"; needle: string }; // **/DIR/**/NAME: DIR among the folders, needle "/DIR/"

interface NameEntry {
  list: number;
  name: NamePattern;
  place: Place;
}

// `**/DIR/**` (needle "/DIR/" anywhere in "/folders/") or `DIR/**` (at its start).
interface FolderEntry {
  list: number;
  needle: string;
  atStart: boolean;
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/** A line terminator or beyond ASCII: one scan says the path needs neither care. */
const UNUSUAL = /[\n\r\u0080-\uffff]/;
/** A UTF-16 code unit beyond ASCII. */
export const NOT_ASCII = /[\u0080-\uffff]/;
const LITERAL = /^[^*?{}[\]]+$/;
const STAR_IN_BRACES = /\{[^}]*\*/;

/** Lower-cases A–Z only: what a non-unicode case-insensitive expression folds (`K`, the Kelvin sign, is not `k`). */
function asciiLower(text: string): string {
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
}

/** `{a,b}` alternatives, one level (glob.ts allows no nesting): every combination. */
function expandBraces(glob: string): string[] {
  const open = glob.indexOf("{");
  if (open < 0) return [glob];
  const close = glob.indexOf("}", open);
  if (close < 0) return [glob];
  return glob
    .slice(open + 1, close)
    .split(",")
    .flatMap((alternative) => expandBraces(glob.slice(0, open) + alternative + glob.slice(close + 1)));
}

function namePattern(segment: string): NamePattern | undefined {
  const pieces = segment.split("*");
  return pieces.every((piece) => piece === "" || LITERAL.test(piece)) ? pieces : undefined;
}

/** One brace-free glob as an index entry, or undefined when it is not one of the indexed shapes. */
function entryOf(glob: string, list: number): NameEntry | FolderEntry | undefined {
  if (NOT_ASCII.test(glob) || glob.includes("?")) return undefined;
  const anywhere = glob.startsWith("**/");
  const segments = (anywhere ? glob.slice(3) : glob).split("/");
  if (segments.some((segment) => segment === "")) return undefined;
  const last = segments.pop()!;
  const deep = segments.at(-1) === "**";
  if (deep) segments.pop();
  const folders = segments.join("/");
  if (segments.length > 0 && !LITERAL.test(folders)) return undefined;
  if (last === "**") {
    if (deep || segments.length === 0) return undefined;
    return { list, needle: `/${folders}/`, atStart: !anywhere };
  }
  const name = namePattern(last);
  if (!name) return undefined;
  let place: Place;
  if (deep) {
    if (!anywhere || segments.length === 0) return undefined;
    place = { kind: "below", needle: `/${folders}/` };
  } else if (segments.length === 0) place = anywhere ? { kind: "anywhere" } : { kind: "root" };
  else place = anywhere ? { kind: "under", needle: `/${folders}` } : { kind: "in", dir: folders };
  return { list, name, place };
}

/** Stars only: the first piece starts the name, the last ends it, and the others are found in order between (the leftmost fit is as good as any). */
function nameMatches(pieces: NamePattern, base: string): boolean {
  const first = pieces[0]!;
  if (pieces.length === 1) return base === first;
  const last = pieces[pieces.length - 1]!;
  const end = base.length - last.length;
  if (end < first.length || !base.startsWith(first) || !base.endsWith(last)) return false;
  let at = first.length;
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const found = base.indexOf(pieces[i]!, at);
    if (found < 0 || found + pieces[i]!.length > end) return false;
    at = found + pieces[i]!.length;
  }
  return true;
}

/** `dir`: the folders, or undefined at the root; `folders`: "/" + dir + "/". */
function placeMatches(place: Place, dir: string | undefined, folders: string): boolean {
  switch (place.kind) {
    case "anywhere":
      return true;
    case "root":
      return dir === undefined;
    case "in":
      return dir === place.dir;
    case "under":
      return dir !== undefined && folders.endsWith(`${place.needle}/`);
    case "below":
      return dir !== undefined && folders.includes(place.needle);
  }
}

/** A path's answers, read before the index matches another path: the index's marks, and each list's leftover expression when asked. */
export class PathMatches {
  constructor(
    private readonly index: GlobIndex,
    readonly path: string,
    /** The index's round for this path; 0: the path is answered by the expressions alone. */
    private readonly round: number,
  ) {}

  /** Whether the path matches glob list `list`. */
  has(list: number): boolean {
    if (this.round === 0) return this.index.whole(list).test(this.path);
    return this.index.marked(list, this.round) || (this.index.leftover(list)?.test(this.path) ?? false);
  }
}

export class GlobIndex {
  /** Exact last segments. */
  private readonly names = new Map<string, NameEntry[]>();
  /** Starred last segments by the extension their last piece ends with: `*.ts`, `*controller.ts`, `v*__*.sql`. */
  private readonly extensions = new Map<string, NameEntry[]>();
  /** Starred last segments whose last piece has no dot (`id_rsa*`): checked for every path. */
  private readonly otherNames: NameEntry[] = [];
  // `**/DIR/**` and `DIR/**` by DIR's first segment: looked up for each of a path's folders.
  private readonly folders = new Map<string, FolderEntry[]>();
  private readonly leftoverGlobs: string[][];
  private readonly leftovers: Array<RegExp | undefined> = [];
  private readonly wholes: Array<RegExp | undefined> = [];
  /** Per list, the round of the last path that matched it: one array for every path, nothing allocated per path. */
  private readonly marks: Int32Array;
  private round = 0;

  constructor(private readonly lists: ReadonlyArray<readonly string[]>) {
    this.leftoverGlobs = lists.map(() => []);
    this.marks = new Int32Array(lists.length);
    lists.forEach((globs, list) => globs.forEach((glob) => this.add(glob, list)));
  }

  private add(glob: string, list: number): void {
    // A star in braces would change what glob.ts makes of a leading `**/`: left to the expression.
    const entries = STAR_IN_BRACES.test(glob) ? [undefined] : expandBraces(asciiLower(glob)).map((expanded) => entryOf(expanded, list));
    // A glob is indexed only whole: one shape the index cannot answer leaves it all to the expression.
    if (entries.some((entry) => entry === undefined)) {
      globSource(glob); // a malformed glob fails here, not on the first path that asks
      this.leftoverGlobs[list]!.push(glob);
      return;
    }
    for (const entry of entries as Array<NameEntry | FolderEntry>) {
      if ("needle" in entry) push(this.folders, entry.needle.slice(1, entry.needle.indexOf("/", 1)), entry);
      else if (entry.name.length === 1) push(this.names, entry.name[0]!, entry);
      else if (entry.name.at(-1)!.includes(".")) push(this.extensions, entry.name.at(-1)!.slice(entry.name.at(-1)!.lastIndexOf(".")), entry);
      else this.otherNames.push(entry);
    }
  }

  /** The lists `path` matches, to be asked before the next call. */
  match(path: string): PathMatches {
    let lower: string;
    if (UNUSUAL.test(path)) {
      if (LINE_TERMINATOR.test(path)) return new PathMatches(this, path, 0);
      lower = asciiLower(path);
    } else lower = path.toLowerCase();
    if (this.round === 0x7fffffff) {
      this.marks.fill(0);
      this.round = 0;
    }
    const round = (this.round += 1);
    const slash = lower.lastIndexOf("/");
    const base = slash < 0 ? lower : lower.slice(slash + 1);
    const dir = slash < 0 ? undefined : lower.slice(0, slash);
    const folders = dir === undefined ? "" : `/${dir}/`;
    const dot = base.lastIndexOf(".");
    this.markNames(this.names.get(base), base, dir, folders);
    if (dot >= 0) this.markNames(this.extensions.get(base.slice(dot)), base, dir, folders);
    this.markNames(this.otherNames, base, dir, folders);
    // Each folder segment's entries; a DIR of several segments is then checked whole, where it starts.
    for (let start = 1; start < folders.length;) {
      const end = folders.indexOf("/", start);
      const entries = this.folders.get(folders.slice(start, end));
      if (entries) {
        for (const entry of entries) {
          if ((!entry.atStart || start === 1) && folders.startsWith(entry.needle, start - 1)) this.marks[entry.list] = round;
        }
      }
      start = end + 1;
    }
    return new PathMatches(this, path, round);
  }

  private markNames(entries: readonly NameEntry[] | undefined, base: string, dir: string | undefined, folders: string): void {
    if (entries === undefined) return;
    for (const entry of entries) {
      if (this.marks[entry.list] !== this.round && nameMatches(entry.name, base) && placeMatches(entry.place, dir, folders))
        this.marks[entry.list] = this.round;
    }
  }

  /** Whether the path of `round` matched list `list` here; a stale round is a caller's mistake, not an answer. */
  marked(list: number, round: number): boolean {
    if (round !== this.round) throw new Error("glob index: a path's matches were read after another path was matched");
    return this.marks[list] === round;
  }

  /** List `list`'s globs the index does not answer, as glob.ts's expression; compiled when first asked. */
  leftover(list: number): RegExp | undefined {
    const globs = this.leftoverGlobs[list]!;
    if (globs.length === 0) return undefined;
    return (this.leftovers[list] ??= compileGlobs(globs));
  }

  /** List `list` whole, as glob.ts's expression: for a path with a line terminator. */
  whole(list: number): RegExp {
    return (this.wholes[list] ??= compileGlobs(this.lists[list]!));
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const entries = map.get(key);
  if (entries) entries.push(value);
  else map.set(key, [value]);
}
