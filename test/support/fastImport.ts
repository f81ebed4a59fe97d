/**
 * Commits written straight into a bare repository by one `git fast-import`
 * process: the e2e harness builds a whole pull request (base, branch, merge
 * commit, pull refs) this way instead of some twenty porcelain calls in a
 * work tree, each a fork of the big test process.
 *
 *   const stream = new FastImport({ name: "E2E", email: "e2e@example.com" });
 *   const base = stream.commit("refs/heads/main", { message: "base", changes: files({ "a.txt": "a\n" }) });
 *   const shas = stream.run(env, "/tmp/origin.git");
 *   shas.of(base); // the base commit's SHA
 */
import { execFileSync } from "node:child_process";

/** What a commit writes at a path: a regular file (mode 100644), a symbolic link as git stores it (mode 120000), or a submodule's commit (mode 160000). */
export type TreeEntry = { kind: "file"; content: string | Buffer } | { kind: "symlink"; target: string } | { kind: "gitlink"; commit: string };

/** Path → entry: the paths a commit writes on top of its first parent's tree. */
export type TreeChanges = Record<string, TreeEntry>;

export const filesOf = (files: Record<string, string | Buffer>): TreeChanges =>
  Object.fromEntries(Object.entries(files).map(([path, content]) => [path, { kind: "file", content } as const]));

export const symlinksOf = (links: Record<string, string>): TreeChanges =>
  Object.fromEntries(Object.entries(links).map(([path, target]) => [path, { kind: "symlink", target } as const]));

export const gitlinksOf = (links: Record<string, string>): TreeChanges =>
  Object.fromEntries(Object.entries(links).map(([path, commit]) => [path, { kind: "gitlink", commit } as const]));

/** A commit of this stream (its mark, ":3"), or one already in the repository (its SHA). */
export type CommitRef = string;

export interface CommitSpec {
  message: string;
  /** The first parent; none makes a root commit (for a ref the stream has not written yet). */
  from?: CommitRef;
  /** Further parents: a merge commit. Its tree is still `from`'s, with `changes` on top. */
  merge?: CommitRef[];
  changes?: TreeChanges;
}

export interface Identity {
  name: string;
  email: string;
}

export interface ImportedCommits {
  /** The SHA fast-import gave a mark. */
  of(mark: CommitRef): string;
}

export class FastImport {
  private readonly commands: Array<string | Buffer> = [];
  private readonly marks: CommitRef[] = [];

  constructor(private readonly identity: Identity) {}

  /** Adds a commit that `ref` points at when the stream ends; returns its mark. */
  commit(ref: string, spec: CommitSpec): CommitRef {
    const mark = `:${this.marks.length + 1}`;
    this.marks.push(mark);
    // `now` (with --date-format=now): real-time dates, as `git commit` gives them.
    const who = `${this.identity.name} <${this.identity.email}> now`;
    const lines: Array<string | Buffer> = [`commit ${ref}`, `mark ${mark}`, `author ${who}`, `committer ${who}`, data(spec.message)];
    if (spec.from) lines.push(`from ${spec.from}`);
    for (const parent of spec.merge ?? []) lines.push(`merge ${parent}`);
    for (const [path, entry] of Object.entries(spec.changes ?? {})) {
      if (entry.kind === "gitlink") {
        lines.push(`M 160000 ${entry.commit} ${quotePath(path)}`);
        continue;
      }
      const [mode, bytes] = entry.kind === "file" ? ["100644", entry.content] : ["120000", entry.target];
      lines.push(`M ${mode} inline ${quotePath(path)}`, data(bytes));
    }
    // Joined as bytes: a file's content may be any bytes (UTF-16, say), never re-encoded.
    this.commands.push(Buffer.concat(lines.flatMap((line, i) => [i === 0 ? Buffer.alloc(0) : Buffer.from("\n"), Buffer.from(line)]).concat(Buffer.from("\n"))));
    return mark;
  }

  /** Points `ref` at `commit` (without writing a commit): a second name for a commit. */
  reset(ref: string, commit: CommitRef): void {
    this.commands.push(`reset ${ref}\nfrom ${commit}\n\n`);
  }

  /**
   * Runs the stream in one process against the bare repository `gitDir`.
   * `force` lets a ref move to a commit that does not contain its old one
   * (a force-push); without it fast-import refuses, as a plain push would.
   */
  run(env: NodeJS.ProcessEnv, gitDir: string, options: { force?: boolean } = {}): ImportedCommits {
    // get-mark answers on stdout, one SHA a line, in the order asked.
    const input = Buffer.concat([
      ...this.commands.map((command) => Buffer.from(command)),
      Buffer.from(this.marks.map((mark) => `get-mark ${mark}\n`).join("") + "done\n"),
    ]);
    const args = ["--git-dir", gitDir, "fast-import", "--quiet", "--date-format=now", "--done", ...(options.force ? ["--force"] : [])];
    const answers = execFileSync("git", args, { env, input, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] })
      .trim()
      .split("\n");
    const shas = new Map(this.marks.map((mark, i) => [mark, answers[i]!]));
    return {
      of: (mark) => {
        const sha = shas.get(mark);
        if (!sha || !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`fast-import gave no SHA for ${mark}: ${answers.join(" ")}`);
        return sha;
      },
    };
  }
}

/** `data <bytes>` and the bytes: the count is of bytes (a string's in UTF-8), not of string units. */
function data(content: string | Buffer): Buffer {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  return Buffer.concat([Buffer.from(`data ${bytes.length}\n`), bytes]);
}

/** A path C-quoted, as fast-import reads it: any path (spaces, quotes, newlines) survives. */
function quotePath(path: string): string {
  let quoted = "";
  for (const c of path) {
    const code = c.charCodeAt(0);
    if (c === "\\" || c === '"') quoted += `\\${c}`;
    else if (c === "\n") quoted += "\\n";
    else if (code < 0x20 || code === 0x7f) quoted += `\\${code.toString(8).padStart(3, "0")}`;
    else quoted += c;
  }
  return `"${quoted}"`;
}
