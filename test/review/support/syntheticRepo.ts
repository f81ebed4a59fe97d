/**
 * Builds a large, deterministic two-commit repository for the signals test and
 * benchmark. `git fast-import` writes the objects straight into a pack, so a
 * 10,000-file diff takes seconds instead of a worktree, an index and two
 * commits' worth of file writes. Light compression and no deltas keep the
 * import fast; both sides of the benchmark read the same pack.
 */
import { execFileSync, spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { mulberry32 } from "../../support/prng.js";

export interface SyntheticDiffOptions {
  files: number;
  /** Lines in each text file before the change; default 80. */
  linesPerFile?: number;
  /** Lines changed per modified text file; half removed, half added. */
  changedLinesPerFile: number;
  renameRatio: number;
  binaryRatio: number;
}

export interface SyntheticDiffRepo {
  dir: string;
  baseSha: string;
  headSha: string;
  counts: { files: number; renamed: number; binary: number; modified: number };
}

const DEFAULT_LINES_PER_FILE = 80;
// Changes start a little way into the file, as edits usually do.
const FIRST_CHANGED_LINE = 2;
const EXTENSIONS = ["ts", "py", "go", "java", "rb"];

/** Code-like lines of typical length that match no signal rule, so the scanner reads every one. */
function codeLine(random: () => number, line: number): string {
  const value = Math.floor(random() * 1e6);
  const hex = Math.floor(random() * 0xffffffff).toString(16);
  return `    v_${line} = mix(${value}, 0x${hex});`;
}

function textFile(random: () => number, length: number): string[] {
  return Array.from({ length }, (_, line) => codeLine(random, line));
}

function binaryBlob(random: () => number, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = Math.floor(random() * 256);
  bytes[0] = 0; // git's binary sniff looks for a NUL byte
  return bytes;
}

function pathOf(file: number, renamed = false): string {
  const ext = EXTENSIONS[file % EXTENSIONS.length];
  const dir = `${renamed ? "moved" : "src"}/pkg${file % 100}/part${file % 7}`;
  return `${dir}/unit_${file}.${ext}`;
}

/**
 * glibc's malloc hands the top of fast-import's heap back to the kernel and
 * grows it again, one brk call at a time: about 86,000 calls for the 10,000-file
 * repository, 13 s of system time on the two-core VMs this suite runs on, where a brk is costly. A
 * 64 MiB top pad keeps the heap; what git writes is the same.
 */
const FAST_IMPORT_ENV = { ...process.env, MALLOC_TOP_PAD_: String(64 * 1024 * 1024) };

/** Writes a fast-import stream to a running `git fast-import`, so generating and importing overlap. */
class FastImport {
  private mark = 0;
  private readonly child: ChildProcessByStdio<Writable, null, Readable>;
  private readonly done: Promise<void>;

  constructor(dir: string) {
    this.child = spawn("git", ["-c", "pack.compression=1", "fast-import", "--quiet", "--depth=0"], {
      cwd: dir,
      env: FAST_IMPORT_ENV,
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    this.child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    this.done = new Promise((resolve, reject) => {
      this.child.on("error", reject);
      this.child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`git fast-import failed: ${stderr}`))));
    });
  }

  blob(content: Buffer | string): number {
    const data = typeof content === "string" ? Buffer.from(content) : content;
    this.mark += 1;
    this.child.stdin.write(`blob\nmark :${this.mark}\ndata ${data.length}\n`);
    this.child.stdin.write(data);
    this.child.stdin.write("\n");
    return this.mark;
  }

  commit(ref: string, message: string, changes: string[], parent?: number): number {
    this.mark += 1;
    const header = [`commit ${ref}`, `mark :${this.mark}`, "committer Synthetic <synthetic@example.com> 1700000000 +0000"];
    header.push(`data ${Buffer.byteLength(message)}`, message);
    if (parent !== undefined) header.push(`from :${parent}`);
    this.child.stdin.write(`${header.join("\n")}\n${changes.join("\n")}\n\n`);
    return this.mark;
  }

  finish(): Promise<void> {
    this.child.stdin.end();
    return this.done;
  }
}

/**
 * Creates `dir` as a repository with branch `base` (every file) and `main`
 * (the changes), and returns both SHAs. `dir` must not exist or be empty.
 */
export async function createSyntheticDiffRepo(dir: string, options: SyntheticDiffOptions): Promise<SyntheticDiffRepo> {
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", dir]);
  const random = mulberry32(20240601);
  const stream = new FastImport(dir);
  const linesPerFile = options.linesPerFile ?? DEFAULT_LINES_PER_FILE;
  const halfChange = Math.floor(options.changedLinesPerFile / 2);
  if (FIRST_CHANGED_LINE + halfChange > linesPerFile) throw new Error("changedLinesPerFile does not fit in linesPerFile");
  const binaryEvery = Math.round(1 / options.binaryRatio);
  const renameEvery = Math.round(1 / options.renameRatio);

  const baseChanges: string[] = [];
  const headChanges: string[] = [];
  const counts = { files: options.files, renamed: 0, binary: 0, modified: 0 };
  for (let file = 0; file < options.files; file += 1) {
    const path = pathOf(file);
    if (file % binaryEvery === binaryEvery - 1) {
      baseChanges.push(`M 100644 :${stream.blob(binaryBlob(random, 2048))} ${path}.bin`);
      headChanges.push(`M 100644 :${stream.blob(binaryBlob(random, 2048))} ${path}.bin`);
      counts.binary += 1;
      continue;
    }
    const lines = textFile(random, linesPerFile);
    baseChanges.push(`M 100644 :${stream.blob(`${lines.join("\n")}\n`)} ${path}`);
    for (let offset = 0; offset < halfChange; offset += 1) lines[FIRST_CHANGED_LINE + offset] = codeLine(random, 1000 + offset);
    const headBlob = stream.blob(`${lines.join("\n")}\n`);
    if (file % renameEvery === 0) {
      headChanges.push(`D ${path}`, `M 100644 :${headBlob} ${pathOf(file, true)}`);
      counts.renamed += 1;
    } else {
      headChanges.push(`M 100644 :${headBlob} ${path}`);
      counts.modified += 1;
    }
  }
  const base = stream.commit("refs/heads/base", "base", baseChanges);
  stream.commit("refs/heads/main", "changes", headChanges, base);
  await stream.finish();

  const revParse = (ref: string) => execFileSync("git", ["rev-parse", ref], { cwd: dir, encoding: "utf8" }).trim();
  return { dir, baseSha: revParse("base"), headSha: revParse("main"), counts };
}
