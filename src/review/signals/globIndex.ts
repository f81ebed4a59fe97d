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
import { asciiLower, nameMatches, placeMatches, shapeOf, type FolderShape, type NamePattern, type Place } from "./globShapes.js";

/** A name in some places, for the lists whose globs say so. */
interface NameEntry {
  lists: readonly number[];
  name: NamePattern;
  places: readonly Place[];
}

interface FolderEntry extends FolderShape {
  lists: readonly number[];
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/** A line terminator or beyond ASCII: one scan says the path needs neither care. */
const UNUSUAL = /[\n\r\u0080-\uffff]/;

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
  /** Starred last segments whose last piece has no dot, by their first letter (`id_rsa*`). */
  private readonly initials = new Map<string, NameEntry[]>();
  /** The rest (`*`, `*x`): checked for every path. */
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
    // Each distinct glob is read once, whatever the number of lists it is in.
    const owners = new Map<string, number[]>();
    lists.forEach((globs, list) => globs.forEach((glob) => push(owners, glob, list)));
    for (const [glob, listsOfGlob] of owners) this.add(glob, [...new Set(listsOfGlob)]);
  }

  private add(glob: string, lists: readonly number[]): void {
    const shape = shapeOf(glob);
    if (shape === undefined) {
      globSource(glob); // a malformed glob fails here, not on the first path that asks
      for (const list of lists) this.leftoverGlobs[list]!.push(glob);
    } else if (shape.kind === "folders") {
      for (const folder of shape.folders) push(this.folders, folder.needle.slice(1, folder.needle.indexOf("/", 1)), { ...folder, lists });
    } else {
      for (const name of shape.names) {
        const entry = { lists, name, places: shape.places };
        const last = name[name.length - 1]!;
        if (name.length === 1) push(this.names, last, entry);
        else if (last.includes(".")) push(this.extensions, last.slice(last.lastIndexOf(".")), entry);
        else if (name[0] !== "") push(this.initials, name[0]!.charAt(0), entry);
        else this.otherNames.push(entry);
      }
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
    if (base !== "") this.markNames(this.initials.get(base.charAt(0)), base, dir, folders);
    this.markNames(this.otherNames, base, dir, folders);
    // Each folder segment's entries; a DIR of several segments is then checked whole, where it starts.
    for (let start = 1; start < folders.length;) {
      const end = folders.indexOf("/", start);
      const entries = this.folders.get(folders.slice(start, end));
      // Indexed loops here and below: this runs for every path, mostly before the JIT has compiled it.
      if (entries) {
        for (let i = 0; i < entries.length; i += 1) {
          const entry = entries[i]!;
          if ((!entry.atStart || start === 1) && folders.startsWith(entry.needle, start - 1)) this.mark(entry.lists);
        }
      }
      start = end + 1;
    }
    return new PathMatches(this, path, round);
  }

  private markNames(entries: readonly NameEntry[] | undefined, base: string, dir: string | undefined, folders: string): void {
    if (entries === undefined) return;
    for (let i = 0; i < entries.length; i += 1) {
      const entry = entries[i]!;
      if (!nameMatches(entry.name, base)) continue;
      for (let j = 0; j < entry.places.length; j += 1) {
        if (placeMatches(entry.places[j]!, dir, folders)) {
          this.mark(entry.lists);
          break;
        }
      }
    }
  }

  private mark(lists: readonly number[]): void {
    for (let i = 0; i < lists.length; i += 1) this.marks[lists[i]!] = this.round;
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
