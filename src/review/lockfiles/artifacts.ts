/**
 * The same artifact cannot change its hash. A registry never republishes a
 * release, so an entry whose name, version and source stay as the base had
 * them but whose hash changes points the install at other code: npm's and
 * pnpm's stores are addressed by hash, so a poisoned cache or mirror would
 * serve it. A yarn v1 `resolved` URL's `#sha1` fragment is part of the hash.
 *
 * The base's hashes are the reference; an artifact the base lacks takes its
 * first hash in the head, so two head entries cannot disagree either. A
 * berry hash is compared only under the same cache key: a new cache key
 * rehashes every package, and is not judged here.
 */
import { classifySpec, sourceKey } from "./sources.js";
import type { LockEntry } from "./types.js";

export interface HashChange {
  line: number;
  message: string;
}

interface ArtifactHash {
  /** What names the artifact: package, version, source without its hash, hash scope. */
  artifact: string;
  /** The integrity value and the URL fragment, joined. */
  hash: string;
  integrity: string;
  /** Where each part is written, for the evidence. */
  integrityLine: number;
  fragmentLine: number;
}

export class ArtifactHashes {
  private readonly known = new Map<string, Set<string>>();

  constructor(baseEntries: readonly LockEntry[]) {
    for (const entry of baseEntries) this.record(entry);
  }

  /** Records an entry the check does not judge (unchanged against the base). */
  record(entry: LockEntry): void {
    const hashed = artifactHashOf(entry);
    if (!hashed) return;
    const hashes = this.known.get(hashed.artifact);
    if (hashes) hashes.add(hashed.hash);
    else this.known.set(hashed.artifact, new Set([hashed.hash]));
  }

  /** A hash this artifact never had, if the entry's is one; `name` is what the message calls the entry. */
  judge(entry: LockEntry, name: string): HashChange | undefined {
    const hashed = artifactHashOf(entry);
    if (!hashed) return undefined;
    const hashes = this.known.get(hashed.artifact);
    if (!hashes) {
      this.known.set(hashed.artifact, new Set([hashed.hash]));
      return undefined;
    }
    if (hashes.has(hashed.hash)) return undefined;
    const integrityKnown = [...hashes].some((hash) => hash.startsWith(`${hashed.integrity}\u0000`));
    return {
      line: integrityKnown ? hashed.fragmentLine : hashed.integrityLine,
      message: `${name} has the name, version and source of a release already pinned (by the base, or by another entry) but another hash, and a published release never changes, so the entry points the install at other code; restore the pinned hash, or, if the package manager only moved to a stronger hash algorithm, confirm the new hash against the registry before merging`,
    };
  }
}

function artifactHashOf(entry: LockEntry): ArtifactHash | undefined {
  const { origin, integrity } = entry;
  let source = sourceKey(origin) ?? "registry";
  let fragment = "";
  if (origin.kind === "resolved" && classifySpec(origin.spec, origin.git).kind === "url") {
    const hashMark = origin.spec.indexOf("#");
    if (hashMark !== -1) {
      source = origin.spec.slice(0, hashMark);
      fragment = origin.spec.slice(hashMark + 1);
    }
  }
  if (!integrity && fragment === "") return undefined;
  const sourceLine = origin.kind === "registry" ? entry.line : origin.line;
  return {
    artifact: [entry.artifact ?? entry.package, source, integrity?.scope ?? ""].join("\u0000"),
    hash: `${integrity?.value ?? ""}\u0000${fragment}`,
    integrity: integrity?.value ?? "",
    integrityLine: integrity?.line ?? sourceLine,
    fragmentLine: sourceLine,
  };
}
