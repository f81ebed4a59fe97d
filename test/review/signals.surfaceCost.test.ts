/**
 * What the manifests' walk (manifestSurface.ts) costs `plan` beyond its diff:
 * git processes, counted by git itself (GIT_TRACE), and the files the walk
 * reads. A walk through a chain of imports reads its files through one
 * `cat-file --batch` process, not one process each; it is not taken when a
 * rule has raised consumer_surface already or no changed file is of a
 * language a manifest reaches; and it walks only as far as the changed file.
 * The flag and its evidence are those of the whole walk.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { BlobBatch } from "../../src/review/git/blobBatch.js";
import { Git, GitError } from "../../src/review/git/git.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { manifestSurface } from "../../src/review/signals/manifestSurface.js";
import { GIT_TEST_ENV, TempRepo, tracedGitCommands } from "./support/tempRepo.js";

const CHAIN = 40;

/** package.json → src/index.ts → m1 → … → m40, each importing the next. */
function chainFiles(): Record<string, string> {
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "chain", main: "dist/index.js" }),
    "src/index.ts": 'export * from "./m1";\n',
    "README.md": "# chain\n",
  };
  for (let i = 1; i <= CHAIN; i += 1) files[`src/m${i}.ts`] = `${i < CHAIN ? `export * from "./m${i + 1}";\n` : ""}export const v${i} = ${i};\n`;
  return files;
}

/** A repository with the chain at the base and `change` on top, and a client whose git processes are traced. */
function tracedChange(change: Record<string, string>) {
  const repo = TempRepo.create("surface-cost-");
  const traceDir = mkdtempSync(join(tmpdir(), "surface-cost-trace-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(traceDir, { recursive: true, force: true });
  });
  for (const [path, text] of Object.entries(chainFiles())) repo.write(path, text);
  repo.commit("base");
  for (const [path, text] of Object.entries(change)) repo.write(path, text);
  repo.commit("change");
  const trace = join(traceDir, "trace");
  return { repo, git: new Git(repo.dir, { env: { ...GIT_TEST_ENV, GIT_TRACE: trace } }), spawned: () => tracedGitCommands(trace) };
}

afterEach(() => vi.restoreAllMocks());

const reads = (commands: string[]) => commands.filter((c) => c.startsWith("cat-file") || c.startsWith("ls-tree") || c.startsWith("show"));

describe("the manifests' walk, in git processes", () => {
  it("between two commits' full names (plan's and review's diff), walks the head's trees through one cat-file --batch-command: no listing", async () => {
    const { repo, git, spawned } = tracedChange({ [`src/m${CHAIN}.ts`]: `export const v${CHAIN} = 0;\n` });
    const [base, head] = ["HEAD~1", "HEAD"].map((ref) => repo.git("rev-parse", ref).trim());
    const signals = await computeSignals(git, `${base}..${head}`);
    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.consumer_surface).toBe(`src/m${CHAIN}.ts (path: reachable from the entry points of package.json)`);
    expect(reads(spawned()).filter((c) => !c.startsWith("cat-file -e"))).toEqual(["cat-file --batch-command"]);
  });

  it("and what it finds is what the listing finds", async () => {
    const { repo, git } = tracedChange({ [`src/m${CHAIN}.ts`]: `export const v${CHAIN} = 0;\n` });
    const [base, head] = ["HEAD~1", "HEAD"].map((ref) => repo.git("rev-parse", ref).trim());
    // Raised by a file deep in the chain either way; only the reader differs.
    expect(await computeSignals(git, `${base}..${head}`)).toEqual(await computeSignals(git, "HEAD~1..HEAD"));
  });

  it("reads a chain of 40 imports through one cat-file --batch process, not one process per file", async () => {
    const { git, spawned } = tracedChange({ [`src/m${CHAIN}.ts`]: `export const v${CHAIN} = 0;\n` });
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.consumer_surface).toBe(`src/m${CHAIN}.ts (path: reachable from the entry points of package.json)`);
    // The listing and the batch, started together; reading each of the 42 files with a process of its own made 42 more.
    expect(
      reads(spawned())
        .filter((c) => !c.startsWith("cat-file -e"))
        .sort(),
    ).toEqual(["cat-file --batch", expect.stringMatching(/^ls-tree -r -z --long --full-tree /)]);
    expect(spawned().length).toBeLessThanOrEqual(8);
  });

  it("is not taken when a rule has raised consumer_surface: the evidence is the rule's, and nothing at the head is read", async () => {
    const { git, spawned } = tracedChange({ "src/index.ts": 'export * from "./m1";\nexport const x = 1;\n', [`src/m${CHAIN}.ts`]: "export const z = 0;\n" });
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(signals.signal_evidence.consumer_surface).toBe("src/index.ts (path: package entry points)");
    expect(reads(spawned()).filter((c) => !c.startsWith("cat-file -e"))).toEqual([]);
  });

  it("is not taken when no changed file is of a language a manifest reaches", async () => {
    const { git, spawned } = tracedChange({ "README.md": "# chain, renamed\n", "assets/logo.css": "a { color: red }\n" });
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(signals.consumer_surface).toBe(false);
    expect(reads(spawned()).filter((c) => !c.startsWith("cat-file -e"))).toEqual([]);
  });

  it("when the batch fails, reads each file with a process of its own and still finds the module", async () => {
    const { git, spawned } = tracedChange({ [`src/m${CHAIN}.ts`]: `export const v${CHAIN} = 0;\n` });
    const batch = vi.spyOn(BlobBatch.prototype, "read").mockRejectedValue(new GitError(["cat-file", "--batch"], 128, "fatal: broken"));
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(signals.signal_evidence.consumer_surface).toBe(`src/m${CHAIN}.ts (path: reachable from the entry points of package.json)`);
    // Asked once; then the 42 files are read one process each, as before the batch.
    expect(batch).toHaveBeenCalledTimes(1);
    expect(spawned().filter((c) => c.startsWith("cat-file blob"))).toHaveLength(CHAIN + 2);
  });

  it("asks the base for generator headers without waiting for the walk through the head", async () => {
    const { git } = tracedChange({ [`src/m${CHAIN}.ts`]: `export const v${CHAIN} = 0;\n` });
    let grepAsked!: () => void;
    const grepped = new Promise<string>((resolve) => (grepAsked = () => resolve("grep first")));
    const grep = Git.prototype.grepAtRevision;
    vi.spyOn(Git.prototype, "grepAtRevision").mockImplementation(function (this: Git, ...args) {
      grepAsked();
      return grep.apply(this, args);
    });
    const read = BlobBatch.prototype.read;
    const order: string[] = [];
    // The walk's first read waits for the grep (at most 120 s): run one after the other, the grep would never come first.
    vi.spyOn(BlobBatch.prototype, "read").mockImplementation(async function (this: BlobBatch, name) {
      if (order.length === 0) order.push(await Promise.race([grepped, new Promise<string>((r) => setTimeout(() => r("walk alone"), 120_000).unref())]));
      return read.call(this, name);
    });
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(order).toEqual(["grep first"]);
    expect(signals.signal_evidence.consumer_surface).toBe(`src/m${CHAIN}.ts (path: reachable from the entry points of package.json)`);
  }, 180_000);

  it("still says no for a module off every entry's path, after walking the whole graph", async () => {
    const { git } = tracedChange({ "src/tools/release.ts": "export const r = 1;\n" });
    const signals = await computeSignals(git, "HEAD~1..HEAD");
    expect(signals.signals_error).toBe("");
    expect(signals.consumer_surface).toBe(false);
  });
});

describe("the manifests' walk, in files read", () => {
  function countingReader(files: Record<string, string>) {
    const asked: string[] = [];
    return { asked, read: async (path: string) => (asked.push(path), files[path]) };
  }

  it("walks only as far as the changed file: one import from the entry reads a few files, not the chain", async () => {
    const { asked, read } = countingReader(chainFiles());
    expect(await manifestSurface(["src/m1.ts"], read)).toEqual([{ path: "src/m1.ts", why: "reachable from the entry points of package.json" }]);
    expect(asked.filter((p) => /^src\/m\d+\.ts$/.test(p))).toEqual(["src/m1.ts"]);
  });

  it("asked for the first only, stops at the first changed file found, in the diff's order", async () => {
    const whole = countingReader(chainFiles());
    const changed = ["README.md", "src/m2.ts", `src/m${CHAIN}.ts`];
    expect((await manifestSurface(changed, whole.read)).map((f) => f.path)).toEqual(["src/m2.ts", `src/m${CHAIN}.ts`]);
    const first = countingReader(chainFiles());
    expect(await manifestSurface(changed, first.read, { first: true })).toEqual([
      { path: "src/m2.ts", why: "reachable from the entry points of package.json" },
    ]);
    expect(first.asked.filter((p) => /^src\/m\d+\.ts$/.test(p))).toEqual(["src/m1.ts", "src/m2.ts"]);
    expect(whole.asked.filter((p) => /^src\/m\d+\.ts$/.test(p))).toHaveLength(CHAIN);
  });
});
