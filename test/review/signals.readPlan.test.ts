/**
 * What computeSignals reads of a diff (compute.ts, contentPass.ts): a listing,
 * then only the patches whose added lines could still raise a flag, in growing
 * batches, and added files' first lines from their blobs. Real repositories in
 * the OS temp directory; git's own trace counts the processes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { BlobHeadReader, HEAD_WINDOW } from "../../src/review/git/blobHeads.js";
import { Git, GitError } from "../../src/review/git/git.js";
import { computeSignals, signalsFromChanges } from "../../src/review/signals/compute.js";
import type { FileChange } from "../../src/review/signals/types.js";
import { GIT_TEST_ENV, TempRepo, tracedGitCommands } from "./support/tempRepo.js";

const GENERATED = "build output, vendored or generated code (reviewed by the security lane only)";

function repoFor(test: string) {
  const repo = TempRepo.create(`gauntlet-readplan-${test}-`);
  const traceDir = mkdtempSync(join(tmpdir(), "gauntlet-readplan-trace-"));
  onTestFinished(() => {
    repo.cleanup();
    rmSync(traceDir, { recursive: true, force: true });
  });
  const trace = join(traceDir, "trace");
  const traced = () => new Git(repo.dir, { env: { ...GIT_TEST_ENV, GIT_TRACE: trace } });
  return { repo, traced, spawned: () => tracedGitCommands(trace) };
}

const patchReads = (commands: string[]) => commands.filter((command) => command.startsWith("diff ") && command.includes(" --patch"));

describe("computeSignals reads only what can still raise a flag", () => {
  it("stops reading patches once the first batch raised every flag the rest could raise", async () => {
    const { repo, traced, spawned } = repoFor("stop");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    // Data files: only the "any file" auth and exec rules read them. The first raises both.
    repo.write("a/first.cfg", 'password = "hunter2"\nrun = system("ls")\n');
    for (let i = 0; i < 200; i += 1) repo.write(`data/file-${String(i).padStart(3, "0")}.cfg`, `value_${i} = ${i}\n`);
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    expect(signals.file_count).toBe(201);
    expect(signals.signal_evidence).toEqual({
      touches_auth: "a/first.cfg (added line: auth, credentials, tokens and crypto in added lines)",
      touches_exec: "a/first.cfg (added line: exec, spawn, system, popen or eval calls)",
    });
    // One patch read (the first batch, 32 files): without asking again, 201 files would take batches of 32, 64 and 128.
    const reads = patchReads(spawned());
    expect(reads).toHaveLength(1);
    expect(reads[0]!.split(" -- ")[1]!.split(" ")).toHaveLength(32);
    // The other added files' first lines come from one cat-file, for a generator's header.
    expect(spawned().filter((command) => command.startsWith("cat-file --batch"))).toHaveLength(1);
  });

  it("reads the rest of a diff of code in one pass once the first batch shows most of it is still wanted", async () => {
    const { repo, traced, spawned } = repoFor("whole");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    for (let i = 0; i < 100; i += 1) repo.write(`src/mod-${String(i).padStart(3, "0")}.ts`, `export const value${i} = ${i};\n`);
    repo.write("src/zz-last.ts", 'app.get("/late", handler);\n');
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_summary).toBe("101 files, +101/−0 lines; new 101");
    expect(signals.signal_evidence.consumer_surface).toBe("src/zz-last.ts (added line: route and handler declarations)");
    // 32 paths, then the whole diff: not batches of 64 paths that git would match against every path.
    const reads = patchReads(spawned());
    expect(reads).toHaveLength(2);
    expect(reads[1]!.endsWith(" --")).toBe(true);
    expect(spawned().filter((command) => command.startsWith("diff ") && command.includes("--numstat"))).toHaveLength(0);
  });

  it("reads a rename's patch with its old path, so git still pairs them", async () => {
    const { repo, traced, spawned } = repoFor("rename");
    const body = Array.from({ length: 30 }, (_, i) => `export const line${i} = ${i};`);
    // The route was there before the move: the rename adds one comment, not the route.
    repo.write("lib/app.js", ['app.get("/health", health);', ...body].join("\n") + "\n");
    repo.commit("base");
    repo.move("lib/app.js", "lib/server.js");
    repo.write("lib/server.js", ['app.get("/health", health);', "// moved", ...body].join("\n") + "\n");
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    expect(signals.signals_summary).toBe("1 file, +1/−0 lines; renames 1");
    expect(signals.consumer_surface).toBe(false);
    const [read] = patchReads(spawned());
    expect(read!.endsWith(" -- lib/app.js lib/server.js")).toBe(true);
  });

  it("asks for a file named with glob characters literally", async () => {
    const { repo, traced } = repoFor("glob");
    repo.write("src/x.ts", "export const x = 1;\n");
    repo.commit("base");
    // As a glob, `src/[x].ts` names src/x.ts. (git also matches a pathspec's exact name, so without --literal-pathspecs
    // this still passes: a glob would only add other files' patches, which the reader drops.)
    repo.write("src/[x].ts", 'app.get("/x", handler);\n');
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.consumer_surface).toBe("src/[x].ts (added line: route and handler declarations)");
  });

  it("writes the evidence one pass in git's order would: an earlier file's added line before a later file's path", async () => {
    const { repo, traced } = repoFor("order");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    repo.write("a/app.cfg", "password = 1\n");
    repo.write("src/auth/login.ts", "export const login = 1;\n");
    repo.commit("head");

    const signals = await computeSignals(traced(), "HEAD~1..HEAD");

    expect(signals.signal_evidence.touches_auth).toBe("a/app.cfg (added line: auth, credentials, tokens and crypto in added lines)");
  });

  it("finds a generator's header in an added file's first lines, UTF-8 from its blob and UTF-16 from its patch", async () => {
    const { repo, traced, spawned } = repoFor("header");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    // The first file closes every rule that reads data files, so the 35th is read for its header alone.
    const addFiles = (folder: string, header: Buffer) => {
      repo.write(`${folder}/a.cfg`, 'password = "hunter2"\nrun = system("ls")\n');
      for (let i = 0; i < 40; i += 1) repo.write(`${folder}/file-${String(i).padStart(3, "0")}.cfg`, i === 35 ? header : `value_${i} = ${i}\n`);
    };
    addFiles("utf8", Buffer.from("# Code generated by tool. DO NOT EDIT.\nvalue = 1\n"));
    repo.commit("utf-8");
    addFiles("utf16", Buffer.from("\ufeff// <auto-generated>\r\nvalue = 1\r\n", "utf16le"));
    repo.commit("utf-16");

    const utf8 = await computeSignals(traced(), "HEAD~2..HEAD~1");
    expect(utf8.signal_evidence.touches_deps).toBe(`utf8/file-035.cfg (added line: ${GENERATED})`);
    expect(patchReads(spawned())).toHaveLength(1);
    expect(spawned().filter((command) => command.startsWith("cat-file --batch"))).toHaveLength(1);

    // UTF-16 has NULs: its blob's bytes are not what the patch reader shows, so its patch is read.
    const utf16 = await computeSignals(traced(), "HEAD~1..HEAD");
    expect(utf16.signal_evidence.touches_deps).toBe(`utf16/file-035.cfg (added line: ${GENERATED})`);
    const reads = patchReads(spawned());
    expect(reads).toHaveLength(3);
    expect(reads[2]!.endsWith(" -- utf16/file-035.cfg")).toBe(true);
  });

  it("reads a working-tree file's header from its patch: it has no blob yet", async () => {
    const { repo, traced } = repoFor("worktree");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    repo.write("data/generated.cfg", "value = 1\n");
    repo.git("add", "data/generated.cfg");
    repo.write("data/generated.cfg", "# Code generated by tool. DO NOT EDIT.\nvalue = 1\n");

    const signals = await computeSignals(traced(), "worktree");

    expect(signals.signals_error).toBe("");
    expect(signals.signal_evidence.touches_deps).toBe(`data/generated.cfg (added line: ${GENERATED})`);
  });

  it("widens when a content read fails, and rejects when cancelled", async () => {
    const { repo } = repoFor("fail");
    repo.write("README.md", "# demo\n");
    repo.commit("base");
    repo.write("src/app.ts", "export const app = 1;\n");
    repo.commit("head");
    // The listing succeeds; the patch read fails as git would.
    class PatchFails extends Git {
      override streamRawPatch(): Promise<void> {
        return Promise.reject(new GitError(["diff", "--patch"], 128, "fatal: unable to read 1234abcd"));
      }
    }
    const widened = await computeSignals(new PatchFails(repo.dir, { env: GIT_TEST_ENV }), "HEAD~1..HEAD");
    expect(widened.signals_error).toContain("fatal: unable to read 1234abcd");
    expect(widened.touches_exec).toBe(true);
    expect(widened.docs_only).toBe(false);

    const controller = new AbortController();
    controller.abort(new Error("cancelled by test"));
    await expect(computeSignals(repo.client(), "HEAD~1..HEAD", { signal: controller.signal })).rejects.toThrow("cancelled by test");
  });
});

describe("route and command-line rules read code and scripts only", () => {
  const added = (path: string, lines: string[]): FileChange => ({ path, status: "added", binary: false, addedLines: lines });

  it.each(["src/Strings.resx", "test/fixtures/routes.json", "docs/api.xml", "config/app.yaml"])("not in %s", (path) => {
    const signals = signalsFromChanges([added(path, ['app.get("/x", handler)', 'parser.add_argument("--verbose")', "-- +goose Up"])]);
    expect(signals.consumer_surface).toBe(false);
    expect(signals.touches_migrations).toBe(false);
  });

  it.each([
    ["src/server.ts", 'app.get("/x", handler)', "route and handler declarations"],
    ["tools/build.ps1", "param([string]$x); $ARGV", "command-line flags and commands"],
    ["scripts/release.sh", 'cli.option("-v")', "command-line flags and commands"],
  ])("in %s", (path, line, topic) => {
    expect(signalsFromChanges([added(path, [line])]).signal_evidence.consumer_surface).toBe(`${path} (added line: ${topic})`);
  });

  it("goose migrations in SQL", () => {
    expect(signalsFromChanges([added("db/001_users.sql", ["-- +goose Up"])]).signal_evidence.touches_migrations).toBe("db/001_users.sql (added line: goose)");
  });
});

describe("BlobHeadReader", () => {
  const output = (blobs: Array<[string, Buffer]>) =>
    Buffer.concat(blobs.flatMap(([name, bytes]) => [Buffer.from(`${name} blob ${bytes.length}\n`), bytes, Buffer.from("\n")]));
  const A = "a".repeat(40);
  const B = "b".repeat(40);
  const C = "c".repeat(40);

  it("gives each blob's first lines, however git's output is cut into chunks", () => {
    const text = Buffer.from(Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n") + "\n");
    const all = Buffer.concat([
      output([
        [A, text],
        [B, Buffer.from("one\ntwo")],
      ]),
      Buffer.from(`${C} missing\n`),
    ]);
    for (const step of [1, 7, all.length]) {
      const reader = new BlobHeadReader(12);
      for (let at = 0; at < all.length; at += step) reader.write(all.subarray(at, at + step));
      reader.end();
      expect(reader.reads.get(A)?.head).toEqual({ kind: "head", lines: Array.from({ length: 12 }, (_, i) => `line ${i}`) });
      expect(reader.reads.get(B)?.head).toEqual({ kind: "head", lines: ["one", "two"] });
      expect(reader.reads.get(C)?.head).toEqual({ kind: "unsure" });
    }
  });

  it("is unsure of a blob with a NUL in its head, or whose first lines run past the window", () => {
    const reader = new BlobHeadReader(12);
    reader.write(
      output([
        [A, Buffer.from("a\0b\nc\n")],
        [B, Buffer.from("x".repeat(HEAD_WINDOW + 10))],
      ]),
    );
    reader.end();
    expect(reader.reads.get(A)?.head).toEqual({ kind: "unsure" });
    expect(reader.reads.get(B)?.head).toEqual({ kind: "unsure" });
  });

  it("refuses output that ends inside a blob", () => {
    const reader = new BlobHeadReader(12);
    reader.write(Buffer.from(`${A} blob 10\nabc`));
    expect(() => reader.end()).toThrow(/ends inside an object/);
  });
});
