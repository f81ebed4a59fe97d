/**
 * The shape yarn v1's lockfile writer gives a file (lockfile/index.js
 * implodeEntry, lockfile/stringify.js): the `# yarn lockfile v1` header,
 * entries keyed by `name@range` patterns, each with a `version` and only
 * the fields yarn writes, and dependency maps of `name range` lines. A file
 * named yarn.lock is skipped from code review as a lockfile, so anything
 * else in it (a shell script that happens to tokenize, say) is unparseable
 * rather than hidden.
 */
import { isPackageName, parseDescriptor } from "./descriptors.js";
import { LockfileSyntaxError } from "./types.js";

export interface RawEntry {
  patterns: string[];
  line: number;
  /** Top-level fields (null: a nested block); the last one wins, as in yarn. */
  fields: Map<string, { value: string | boolean | null; line: number }>;
}

type FieldKind = "text" | "block" | "either";

/** yarn's writer, plus what other yarn 1 releases and tools leave in a v1 file. */
const FIELDS = new Map<string, FieldKind>([
  ["name", "text"],
  ["version", "text"],
  ["uid", "text"],
  ["resolved", "text"],
  ["integrity", "text"],
  ["registry", "text"],
  ["languageName", "text"],
  ["linkType", "text"],
  ["dependencies", "block"],
  ["optionalDependencies", "block"],
  ["peerDependencies", "block"],
  ["peerDependenciesMeta", "block"],
  ["permissions", "block"],
  ["prebuiltVariants", "block"],
  ["bin", "block"],
  ["os", "either"],
  ["cpu", "either"],
]);
/** Blocks whose lines are `name range`. */
const DEPENDENCY_MAPS = new Set(["dependencies", "optionalDependencies", "peerDependencies"]);

export function isYarnClassicHeader(comment: string): boolean {
  return comment.trimEnd() === "# yarn lockfile v1";
}

/** Checks each line against the shape as the reader meets it. */
export class ShapeTracker {
  /** The top-level field whose block the following deeper lines belong to. */
  private block: string | undefined;

  line(level: number, keys: string[], value: string | boolean | undefined, line: number): void {
    if (level === 0) {
      for (const pattern of keys) if (!isPackageName(parseDescriptor(pattern).name)) throw new LockfileSyntaxError("an entry's pattern names no package", line);
      this.block = undefined;
    } else if (level === 1) {
      for (const key of keys) checkField(key, value, line);
      this.block = value === undefined ? keys[0] : undefined;
    } else if (level === 2 && this.block !== undefined && DEPENDENCY_MAPS.has(this.block)) {
      if (typeof value !== "string") throw new LockfileSyntaxError("a dependency without a range", line);
      for (const key of keys) if (!isPackageName(key)) throw new LockfileSyntaxError("a dependency that names no package", line);
    }
  }
}

function checkField(key: string, value: string | boolean | undefined, line: number): void {
  const kind = FIELDS.get(key);
  if (kind === undefined) throw new LockfileSyntaxError("a field yarn does not write", line);
  if (kind === "text" && typeof value !== "string") throw new LockfileSyntaxError(`${key} is not text`, line);
  if (kind === "block" && value !== undefined) throw new LockfileSyntaxError(`${key} is not a block`, line);
}

interface TextField {
  value: string;
  line: number;
}

/** The fields the check reads; an entry without a `version` is nothing yarn writes. */
export function requireEntryShape(raw: RawEntry): { version: string; resolved?: TextField; integrity?: TextField } {
  const text = (name: string): TextField | undefined => {
    const field = raw.fields.get(name);
    return typeof field?.value === "string" ? { value: field.value, line: field.line } : undefined;
  };
  const version = text("version");
  if (!version) throw new LockfileSyntaxError("an entry has no version", raw.line);
  return { version: version.value, resolved: text("resolved"), integrity: text("integrity") };
}
