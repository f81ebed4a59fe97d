/**
 * The shapes of glob.ts's globs that globIndex.ts answers without an
 * expression: a last segment of literal pieces between stars, in a place
 * given by literal folders (at the root, exactly in them, under them at any
 * depth, or anywhere below them), or a folder's whole content. Each shape
 * matches exactly what glob.ts's expression for it matches, for a path with
 * no line terminator.
 */

/** A last segment, lower-case, cut at its stars: `["go.mod"]`, `["", ".proto"]`, `["v", "__", ".sql"]`. */
export type NamePattern = readonly string[];

/** Where the last segment must be, by its folders (`dir`: the path before its last slash, lower-case). */
export type Place =
  | { kind: "anywhere" } // **/NAME
  | { kind: "root" } // NAME: no folder
  | { kind: "in"; dir: string } // DIR/NAME: exactly that folder
  | { kind: "under"; needle: string } // **/DIR/NAME: a folder ending in DIR, needle "/DIR/"
  | { kind: "below"; needle: string }; // **/DIR/**/NAME: DIR among the folders, needle "/DIR/"

// A folder's whole content: `**/DIR/**` (needle "/DIR/" anywhere in "/folders/"), or `DIR/**` (at their start).
export interface FolderShape {
  needle: string;
  atStart: boolean;
}

export type GlobShape = { kind: "names"; names: NamePattern[]; places: Place[] } | { kind: "folders"; folders: FolderShape[] };

/** A UTF-16 code unit beyond ASCII. */
export const NOT_ASCII = /[\u0080-\uffff]/;
const LITERAL = /^[^*?{}[\]]+$/;
/** A star or a slash in braces: the alternatives would change the glob's shape (glob.ts reads `**` in braces otherwise). */
const STARS_OR_SLASHES_IN_BRACES = /\{[^}]*[*/]/;

/** Lower-cases A–Z only: what a non-unicode case-insensitive expression folds (`K`, the Kelvin sign, is not `k`). */
export function asciiLower(text: string): string {
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

/** The place of a last segment after `folders` (brace-free, maybe ""), or undefined when it is not an indexed shape. */
function placeOf(folders: string, anywhere: boolean): Place | undefined {
  if (folders === "") return anywhere ? { kind: "anywhere" } : { kind: "root" };
  const deep = folders === "**" || folders.endsWith("/**");
  const literal = deep ? folders.slice(0, -3) : folders;
  if (!LITERAL.test(literal) || literal.split("/").includes("")) return undefined;
  if (deep) return anywhere ? { kind: "below", needle: `/${literal}/` } : undefined;
  return anywhere ? { kind: "under", needle: `/${literal}/` } : { kind: "in", dir: literal };
}

/**
 * A glob as the index's shapes, or undefined when any part of it is not one.
 * Braces are expanded in the folders and in the last segment apart (a match
 * is "some folders' place, and some name"), so the routes rule's 9 folders
 * and 40 extensions are 9 places and 40 names, not 360 entries.
 */
export function shapeOf(glob: string): GlobShape | undefined {
  if (NOT_ASCII.test(glob) || glob.includes("?") || STARS_OR_SLASHES_IN_BRACES.test(glob)) return undefined;
  const lower = glob.toLowerCase();
  const anywhere = lower.startsWith("**/");
  const rest = anywhere ? lower.slice(3) : lower;
  // A leading slash is an empty first segment (`^/x`), not the root: the expression answers it.
  if (rest.startsWith("/")) return undefined;
  const cut = rest.lastIndexOf("/");
  const [folders, last] = cut < 0 ? ["", rest] : [rest.slice(0, cut), rest.slice(cut + 1)];
  if (last === "**") {
    if (folders === "" || folders === "**" || folders.endsWith("/**")) return undefined;
    const shapes = expandBraces(folders).map((literal) =>
      LITERAL.test(literal) && !literal.split("/").includes("") ? { needle: `/${literal}/`, atStart: !anywhere } : undefined,
    );
    return shapes.every((shape) => shape !== undefined) ? { kind: "folders", folders: shapes } : undefined;
  }
  const places = expandBraces(folders).map((expanded) => placeOf(expanded, anywhere));
  const names = expandBraces(last).map(namePattern);
  if (places.some((place) => place === undefined) || names.some((name) => name === undefined)) return undefined;
  return { kind: "names", names: names as NamePattern[], places: places as Place[] };
}

/** Stars only: the first piece starts the name, the last ends it, and the others are found in order between (the leftmost fit is as good as any). */
export function nameMatches(pieces: NamePattern, base: string): boolean {
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
export function placeMatches(place: Place, dir: string | undefined, folders: string): boolean {
  switch (place.kind) {
    case "anywhere":
      return true;
    case "root":
      return dir === undefined;
    case "in":
      return dir === place.dir;
    case "under":
      return dir !== undefined && folders.endsWith(place.needle);
    case "below":
      return dir !== undefined && folders.includes(place.needle);
  }
}
