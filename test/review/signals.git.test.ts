/**
 * The git client and computeSignals against real repositories in the OS temp
 * directory: ranges, single refs and the worktree; renames, deletions, binary
 * files, type changes, awkward names; failures that widen; and a 10,000-file diff.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isGauntletError } from "../../src/engine/errors.js";
import { DiffSpecError } from "../../src/review/git/diffSpec.js";
import { Git, GitError } from "../../src/review/git/git.js";
import { computeSignals } from "../../src/review/signals/compute.js";
import { createSyntheticDiffRepo } from "./support/syntheticRepo.js";
import { GIT_TEST_ENV, TempRepo } from "./support/tempRepo.js";

const BINARY = Buffer.from([0x00, 0x01, 0x02, 0xff, ...Buffer.from("system(cmd)\n")]);
const SPACED = "src/my dir/file name.ts";
const UNICODE = "src/ünïcödé/naïve café.py";
const QUOTED = 'notes/say "hi"\tnow.ts';

/**
 * main:    base ── fork ────────── later   (later adds a migration)
 *                   └── feature         (feature renames, deletes, adds binary …)
 */
function historyRepo() {
  const repo = TempRepo.create();
  repo.write("README.md", "# demo\n");
  repo.write("src/app.ts", "export const app = 1;\n");
  repo.write("src/old name.ts", Array.from({ length: 30 }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n");
  repo.write("src/remove-me.ts", "export const gone = true;\n");
  repo.write("assets/logo.bin", BINARY);
  repo.write("a-link", "plain file\n");
  const base = repo.commit("base");

  repo.git("checkout", "--quiet", "-b", "feature");
  repo.move("src/old name.ts", "src/renamed/new name.ts");
  repo.remove("src/remove-me.ts");
  repo.write("assets/logo.bin", Buffer.concat([BINARY, Buffer.from([0x00, 0x07])]));
  repo.write(SPACED, "export const spaced = true;\n");
  repo.write(UNICODE, 'import os\nos.system("ls")\n');
  repo.write(QUOTED, "export const quoted = 1;\n");
  repo.remove("a-link");
  repo.symlink("a-link", "src/app.ts"); // a type change: file → symlink
  repo.write("b.py", "import subprocess\n");
  const feature = repo.commit("feature");

  repo.git("checkout", "--quiet", "main");
  repo.write("db/migrate/20240101000000_add_users.rb", "class AddUsers < ActiveRecord::Migration[7.1]; end\n");
  const later = repo.commit("later on main");
  return { repo, base, feature, later };
}

describe("Git", () => {
  let history: ReturnType<typeof historyRepo>;
  let git: Git;
  beforeAll(() => {
    history = historyRepo();
    git = history.repo.client();
  });
  afterAll(() => history.repo.cleanup());

  it("resolves revisions, merge bases and the top directory", async () => {
    expect(await git.revParse("feature")).toBe(history.feature);
    expect(await git.revParse("main")).toBe(history.later);
    expect(await git.mergeBase("main", "feature")).toBe(history.base);
    expect(await git.isShallow()).toBe(false);
    expect(await git.topLevel()).toBe(history.repo.git("rev-parse", "--show-toplevel").trim());
  });

  it("lists name and status with renames, deletions and verbatim paths", async () => {
    const entries = await git.diffNameStatus("main...feature");
    expect(entries).toEqual(
      expect.arrayContaining([
        { status: "renamed", path: "src/renamed/new name.ts", oldPath: "src/old name.ts", similarity: 100 },
        { status: "deleted", path: "src/remove-me.ts" },
        { status: "modified", path: "assets/logo.bin" },
        { status: "added", path: SPACED },
        { status: "added", path: UNICODE },
        { status: "added", path: QUOTED },
        { status: "typechange", path: "a-link" },
      ]),
    );
    expect(entries).toHaveLength(8);
  });

  it("reports binary files in numstat as null counts", async () => {
    const entries = await git.diffNumstat("main...feature");
    expect(entries.find((entry) => entry.path === "assets/logo.bin")).toEqual({ path: "assets/logo.bin", added: null, removed: null, binary: true });
    expect(entries.find((entry) => entry.path === UNICODE)).toMatchObject({ added: 2, removed: 0, binary: false });
    expect(entries.find((entry) => entry.oldPath === "src/old name.ts")).toMatchObject({ path: "src/renamed/new name.ts", added: 0, removed: 0 });
  });

  it("limits a patch to literal paths", async () => {
    const repo = TempRepo.create();
    try {
      repo.write("[x].ts", "a\n");
      repo.write("x.ts", "b\n");
      repo.commit("one");
      repo.write("[x].ts", "a2\n");
      repo.write("x.ts", "b2\n");
      repo.commit("two");
      const patch = await repo.client().diffPatch("HEAD~1..HEAD", ["[x].ts"]);
      expect(patch).toContain("+a2");
      expect(patch).not.toContain("+b2"); // `[x]` is not a character class
      expect(patch).not.toContain("\x1b["); // no colour, whatever the config says
    } finally {
      repo.cleanup();
    }
  });

  it("fails with a typed error that names the command and git's message", async () => {
    const failure = await git.diffNameStatus("no-such-branch...HEAD").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitError);
    expect(isGauntletError(failure) && [failure.code, failure.category]).toEqual(["GIT_FAILED", "runtime"]);
    expect((failure as GitError).message).toMatch(/^git diff .*no-such-branch\.\.\.HEAD .*failed \(exit 128\): .*no-such-branch/);
  });

  it("never lets a diff spec become an option", async () => {
    const target = join(history.repo.dir, "pwned.txt");
    await expect(git.diffPatch(`--output=${target}`)).rejects.toBeInstanceOf(DiffSpecError);
    await expect(git.revParse("--all")).rejects.toBeInstanceOf(DiffSpecError);
    expect(existsSync(target)).toBe(false);
  });

  it("stops git when the stream's reader throws", async () => {
    const boom = new Error("reader gave up");
    await expect(
      git.stream(["log", "--all", "-p"], () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });

  it("rejects with the abort reason when cancelled", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled by test"));
    await expect(git.run(["status"], { signal: controller.signal })).rejects.toThrow("cancelled by test");
    await expect(git.stream(["status"], () => {}, { signal: controller.signal })).rejects.toThrow("cancelled by test");
  });

  it("knows a shallow clone", async () => {
    const clone = mkdtempSync(join(tmpdir(), "gauntlet-shallow-"));
    try {
      history.repo.git("clone", "--quiet", "--depth=1", `file://${history.repo.dir}`, clone);
      expect(await new Git(clone, { env: GIT_TEST_ENV }).isShallow()).toBe(true);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});

describe("computeSignals", () => {
  let history: ReturnType<typeof historyRepo>;
  let git: Git;
  beforeAll(() => {
    history = historyRepo();
    git = history.repo.client();
  });
  afterAll(() => history.repo.cleanup());

  it("reads A...B as what B adds since the merge base", async () => {
    const signals = await computeSignals(git, "main...feature");
    expect(signals.signals_error).toBe("");
    expect(signals.changed_files).toEqual([
      "a-link",
      "assets/logo.bin",
      "b.py",
      'notes/say "hi"\tnow.ts',
      "src/my dir/file name.ts",
      "src/remove-me.ts",
      "src/renamed/new name.ts",
      "src/ünïcödé/naïve café.py",
    ]);
    expect(signals.file_count).toBe(8);
    expect(signals.signals_summary).toBe("8 files, +6/−2 lines; new 4, renames 1, deletions 1, binary 1");
    expect(signals.touches_migrations).toBe(false); // main's later migration is not part of the feature
    expect(signals.touches_exec).toBe(true);
    // The type change's two patch sections must not shift b.py's lines onto another file.
    expect(signals.signal_evidence.touches_exec).toBe("b.py (added line: Python subprocess, os.system, os.exec*, pty)");
    expect(signals.docs_only).toBe(false);
  });

  it("reads A..B as the difference between the two commits", async () => {
    const signals = await computeSignals(git, "main..feature");
    expect(signals.changed_files).toContain("db/migrate/20240101000000_add_users.rb");
    expect(signals.touches_migrations).toBe(true);
  });

  it("attributes added lines to files with unicode and quoted names", async () => {
    const repo = TempRepo.create();
    try {
      repo.write("src/plain.ts", "export {};\n");
      repo.commit("one");
      repo.write(QUOTED, "const password = process.argv[2];\n");
      repo.write(UNICODE, "import os\nos.system('ls')\n");
      repo.commit("two");
      const signals = await computeSignals(repo.client(), "HEAD~1..HEAD");
      expect(signals.changed_files).toEqual([QUOTED, UNICODE]);
      expect(signals.signal_evidence.touches_auth).toBe(`${QUOTED} (added line: auth, credentials, tokens and crypto in added lines)`);
      expect(signals.signal_evidence.touches_exec).toBe(`${UNICODE} (added line: Python subprocess, os.system, os.exec*, pty)`);
    } finally {
      repo.cleanup();
    }
  });

  it("reads a single ref as that commit against the working tree, untracked files aside", async () => {
    const repo = TempRepo.create();
    try {
      repo.write("src/app.ts", "export const a = 1;\n");
      repo.commit("one");
      repo.write("src/app.ts", "export const a = 1;\nexport const run = (code: string) => eval(code);\n");
      repo.write("scratch/untracked.py", "import subprocess\n");
      const signals = await computeSignals(repo.client(), "HEAD");
      expect(signals.changed_files).toEqual(["src/app.ts"]);
      expect(signals.signal_evidence.touches_exec).toBe("src/app.ts (added line: exec, spawn, system, popen or eval calls)");
      expect(signals.signals_summary).toBe("1 file, +1/−0 lines");
    } finally {
      repo.cleanup();
    }
  });

  it("reads worktree as staged, unstaged and untracked changes against HEAD", async () => {
    const repo = TempRepo.create();
    try {
      repo.write(".gitignore", "build/\n");
      repo.write("src/staged.ts", "export const s = 1;\n");
      repo.write("src/unstaged.ts", "export const u = 1;\n");
      repo.commit("one");
      repo.write("src/staged.ts", "export const s = 2;\n");
      repo.git("add", "src/staged.ts");
      repo.write("src/unstaged.ts", "export const u = 2;\n");
      repo.write("tools/new tool.py", "import subprocess\nsubprocess.run(['make'])\n");
      repo.write("tools/blob.dat", BINARY);
      repo.write("build/ignored.py", "import subprocess\n");
      repo.symlink("tools/link", "../src/staged.ts");
      const signals = await computeSignals(repo.client(), "worktree");
      expect(signals.signals_error).toBe("");
      expect(signals.changed_files).toEqual(["src/staged.ts", "src/unstaged.ts", "tools/blob.dat", "tools/link", "tools/new tool.py"]);
      expect(signals.signal_evidence.touches_exec).toBe("tools/new tool.py (added line: Python subprocess, os.system, os.exec*, pty)");
      expect(signals.signals_summary).toBe("5 files, +5/−2 lines; binary 1, untracked 3");
    } finally {
      repo.cleanup();
    }
  });

  it("reads worktree during an unresolved merge as each path once, with its conflict markers and its own evidence", async () => {
    // `git diff` (index against the tree) lists an unmerged path twice (U, then M); `git diff HEAD` must list it once,
    // or the reads that map by path would place a later file's evidence at the wrong index.
    const repo = TempRepo.create();
    try {
      repo.write("src/conflict.ts", "export const value = 1;\n");
      repo.write("src/plain.ts", "export const plain = 1;\n");
      repo.commit("base");
      repo.git("checkout", "--quiet", "-b", "other");
      repo.write("src/conflict.ts", "export const value = 2;\n");
      repo.commit("other");
      repo.git("checkout", "--quiet", "-");
      repo.write("src/conflict.ts", "export const value = 3;\n");
      repo.commit("main");
      expect(() => repo.git("merge", "--quiet", "other")).toThrow();
      expect(repo.git("diff", "--raw", "--no-abbrev").match(/\tsrc\/conflict\.ts/g)).toHaveLength(2);
      repo.write("src/plain.ts", "import { execSync } from 'node:child_process';\nexecSync('make');\n");
      const signals = await computeSignals(repo.client(), "worktree");
      expect(signals.signals_error).toBe("");
      expect(signals.changed_files).toEqual(["src/conflict.ts", "src/plain.ts"]);
      expect(signals.signals_summary).toBe("2 files, +6/−1 lines");
      expect(signals.signal_evidence.touches_exec).toMatch(/^src\/plain\.ts \(added line: /);
    } finally {
      repo.cleanup();
    }
  });

  it("reports a docs-only change", async () => {
    const repo = TempRepo.create();
    try {
      repo.write("src/a.ts", "export {};\n");
      repo.commit("one");
      repo.write("README.md", "# Title\n\nRun `eval()` at your peril.\n");
      repo.write("docs/guide/intro.rst", "Intro\n=====\n");
      repo.commit("docs");
      const signals = await computeSignals(repo.client(), "HEAD~1..HEAD");
      expect(signals.docs_only).toBe(true);
      expect(signals.touches_exec).toBe(false);
    } finally {
      repo.cleanup();
    }
  });

  it("reports an empty diff as no files and no flags", async () => {
    const signals = await computeSignals(git, "feature..feature");
    expect(signals).toMatchObject({ file_count: 0, changed_files: [], docs_only: false, touches_exec: false, signals_error: "" });
    expect(signals.signals_summary).toBe("0 files, +0/−0 lines");
  });

  describe("when the diff cannot be read, widens every flag instead of failing", () => {
    const widened = {
      touches_auth: true,
      touches_deps: true,
      touches_exec: true,
      touches_proto: true,
      touches_migrations: true,
      consumer_surface: true,
      docs_only: false,
      changed_files: [],
      file_count: 0,
    };

    it("for a spec that is not a bare revision, and never runs it", async () => {
      const target = join(history.repo.dir, "pwned.patch");
      const signals = await computeSignals(git, `--output=${target}`);
      expect(signals).toMatchObject(widened);
      expect(signals.signals_error).toMatch(/not a bare revision: it starts with '-'/);
      expect(existsSync(target)).toBe(false);
    });

    it("for an unknown revision", async () => {
      const signals = await computeSignals(git, "main...no-such-branch");
      expect(signals).toMatchObject(widened);
      expect(signals.signals_error).toMatch(/git diff .* failed \(exit 128\)/);
    });

    it("for a directory that is not a repository", async () => {
      const dir = mkdtempSync(join(tmpdir(), "gauntlet-norepo-"));
      try {
        const signals = await computeSignals(new Git(dir, { env: { ...GIT_TEST_ENV, GIT_CEILING_DIRECTORIES: tmpdir() } }), "worktree");
        expect(signals).toMatchObject(widened);
        expect(signals.signals_error).toMatch(/not a git repository/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  it("rejects when cancelled rather than widening", async () => {
    const controller = new AbortController();
    controller.abort(new Error("run cancelled"));
    await expect(computeSignals(git, "main...feature", { signal: controller.signal })).rejects.toThrow("run cancelled");
  });
});

describe("computeSignals on a 10,000-file diff", () => {
  const dir = join(mkdtempSync(join(tmpdir(), "gauntlet-10k-")), "repo");
  afterAll(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

  it("reads every file, rename and binary", async () => {
    // Small files keep the test quick; the benchmark (bench/signals.bench.ts) diffs 80-line files.
    const repo = await createSyntheticDiffRepo(dir, { files: 10_000, linesPerFile: 20, changedLinesPerFile: 8, renameRatio: 0.05, binaryRatio: 0.01 });
    const signals = await computeSignals(new Git(dir, { env: GIT_TEST_ENV }), `${repo.baseSha}...${repo.headSha}`);

    expect(signals.signals_error).toBe("");
    expect(signals.file_count).toBe(10_000);
    expect(new Set(signals.changed_files).size).toBe(10_000);
    expect(signals.changed_files_sample).toHaveLength(200);
    expect(signals.signals_summary).toBe("10000 files, +39600/−39600 lines; renames 500, binary 100");
    // The generated content names nothing a rule looks for, so every added line was scanned.
    expect(signals.signal_evidence).toEqual({});
  });
});
