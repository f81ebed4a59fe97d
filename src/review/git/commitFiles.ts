/**
 * The files of one commit by path, read through one `git cat-file
 * --batch-command` process (objectBatch.ts): the commit gives its root tree,
 * each folder on a path is one tree read (kept), and a file's size is asked
 * before its bytes. A walk that asks about a few dozen paths then costs one
 * process and a few tree reads, where listing the whole tree first
 * (`git ls-tree -r --long`) cost a process of its own and, in a large
 * repository, tens of thousands of entries.
 *
 * A path is a file when `ls-tree -r` would list it as a blob: every folder on
 * the way a tree, the last entry neither a tree nor a submodule (a symbolic
 * link is a blob: its target's text). No path is written to git's input: only
 * object names read from the trees.
 */
import { ObjectBatch } from "./objectBatch.js";
import type { GitCallOptions, GitProcessSettings } from "./gitProcess.js";

interface Entry {
  kind: "tree" | "submodule" | "file";
  object: string;
}

/** What a mode says, read as git reads it: an octal number, so a zero-padded `040000` (fsck only warns) is a folder too. */
function kindOf(mode: string): Entry["kind"] {
  const type = Number.parseInt(mode, 8) & 0o170000;
  return type === 0o040000 ? "tree" : type === 0o160000 ? "submodule" : "file";
}

/** A tree object's entries by name: `<mode> <name>\0<raw object name>` each. */
function parseTree(bytes: Buffer, rawLength: number): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let at = 0;
  while (at < bytes.length) {
    const space = bytes.indexOf(32, at);
    const nul = bytes.indexOf(0, space + 1);
    if (space < 0 || nul < 0 || nul + 1 + rawLength > bytes.length) throw new Error("a tree object git returned is not one");
    const object = bytes.toString("hex", nul + 1, nul + 1 + rawLength);
    entries.set(bytes.toString("utf8", space + 1, nul), { kind: kindOf(bytes.toString("latin1", at, space)), object });
    at = nul + 1 + rawLength;
  }
  return entries;
}

export class CommitFiles {
  private readonly batch: ObjectBatch;
  /** The paths read as absent only for being larger than `maxBytes`. */
  readonly tooLarge = new Set<string>();
  private readonly trees = new Map<string, Promise<Map<string, Entry>>>();
  private root?: Promise<string>;

  /** `commit`: a full object name. Files larger than `maxBytes` read as absent, as a listing filtered by size would. */
  constructor(
    settings: Pick<GitProcessSettings, "cwd" | "env">,
    private readonly commit: string,
    private readonly maxBytes: number,
    options: GitCallOptions = {},
  ) {
    this.batch = new ObjectBatch(settings, options);
  }

  /** The file's text at the commit, or undefined when it has no such file (or one too large). Rejects when git fails. */
  async read(path: string): Promise<string | undefined> {
    const names = path.split("/");
    let tree = await this.tree(await this.rootTree());
    for (const [i, name] of names.entries()) {
      const entry = tree.get(name);
      if (entry === undefined || name === "" || name === "." || name === "..") return undefined;
      if (i < names.length - 1) {
        if (entry.kind !== "tree") return undefined;
        tree = await this.tree(entry.object);
        continue;
      }
      if (entry.kind !== "file") return undefined;
      const info = await this.batch.info(entry.object);
      if (info?.type !== "blob") return undefined;
      if (info.size > this.maxBytes) return void this.tooLarge.add(path);
      return (await this.batch.contents(entry.object))?.bytes.toString("utf8");
    }
    return undefined;
  }

  close(): void {
    this.batch.close();
  }

  private rootTree(): Promise<string> {
    return (this.root ??= this.batch.contents(this.commit).then((answer) => {
      const tree = answer?.type === "commit" ? /^tree ([0-9a-f]+)\n/.exec(answer.bytes.toString("latin1"))?.[1] : undefined;
      if (tree === undefined) throw new Error(`${this.commit} is not a commit here`);
      return tree;
    }));
  }

  private tree(object: string): Promise<Map<string, Entry>> {
    let tree = this.trees.get(object);
    if (!tree) {
      tree = this.batch.contents(object).then((answer) => {
        if (answer?.type !== "tree") throw new Error(`${object} is not a tree here`);
        return parseTree(answer.bytes, object.length / 2);
      });
      this.trees.set(object, tree);
    }
    return tree;
  }
}
