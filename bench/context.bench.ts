/**
 * bench:context — the code map's context on real history, against a type
 * checker's ground truth.
 *
 *   npm run bench:context -- [/work/.mirror/OWNER+NAME/repo …]
 *
 * Default repositories: vite, express and koa, fetched as bare mirrors (the
 * `fetch` tool). For recent commits that change TypeScript or JavaScript, each
 * commit's tree is extracted, and for every function or method whose lines the
 * commit changes, the TypeScript language service's findReferences gives its
 * references in other files. The code map then builds the chunk's context for
 * the commit's changed files (one chunk, the default budget) and the bench
 * counts which of those references the context shows (a reference counts when
 * the block shows its line: inside a snippet, or listed by its path and line).
 *
 * Printed: context recall (goal ≥ 0.8), extra prompt tokens per chunk (goal
 * ≤ +25%), map build time and memory per 1,000 files (goal ≤ 1 s), and the
 * share of changed definitions shown whole. A benchmark, not a test.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WorkspaceSandbox } from "../src/llm/tools/sandbox.js";
import { buildCodeMap } from "../src/review/context/codeMap.js";
import { chunkContext } from "../src/review/context/chunkContext.js";
import { changedHeadLines } from "../src/review/context/hunks.js";
import { DEFAULT_CONTEXT_SHARE, PROMPT_HEAD_TOKENS } from "../src/review/context/runMap.js";
import { changedFunctions, languageService, referencesElsewhere } from "./support/tsReferences.js";

const DEFAULT_REPOS = ["vitejs+vite", "expressjs+express", "koajs+koa"].map((r) => `/work/.mirror/${r}/repo`);
/** Changed functions per repository, at most; commits looked at, at most. */
const PER_REPO = Number(process.env.BENCH_CONTEXT_PER_REPO ?? 100);
const MAX_COMMITS = Number(process.env.BENCH_CONTEXT_MAX_COMMITS ?? 70);
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Monorepos: only this part of the tree is extracted and mapped (the language service's program too). */
const SUBTREE: Record<string, string> = { "vitejs+vite": "packages" };

interface RepoFigures {
  repo: string;
  commits: number;
  functions: number;
  truth: number;
  shown: number;
  extraShare: number[];
  mapMsPer1000: number[];
  mapMbPer1000: number[];
  defs: number;
  whole: number;
}

const git = (dir: string, args: string[]) => execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

function splitPatch(patch: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const section of patch.split(/^(?=diff --git )/m)) {
    const path = /^\+\+\+ b\/(.+)$/m.exec(section)?.[1];
    if (path) files.set(path, section);
  }
  return files;
}

async function benchRepo(dir: string): Promise<RepoFigures> {
  const name = dir.split("/").at(-2)!;
  const sub = SUBTREE[name];
  const figures: RepoFigures = {
    repo: name,
    commits: 0,
    functions: 0,
    truth: 0,
    shown: 0,
    extraShare: [],
    mapMsPer1000: [],
    mapMbPer1000: [],
    defs: 0,
    whole: 0,
  };
  const commits = git(dir, ["log", "--no-merges", "--format=%H", "-n", String(MAX_COMMITS * 4), "HEAD", "--", ...(sub ? [sub] : ["."])])
    .split("\n")
    .filter(Boolean);
  for (const sha of commits) {
    if (figures.functions >= PER_REPO || figures.commits >= MAX_COMMITS) break;
    let patch: string;
    try {
      patch = git(dir, ["diff", "--no-color", "--no-renames", `${sha}~1`, sha, "--", ...(sub ? [sub] : ["."])]);
    } catch {
      continue; // a root commit
    }
    const patches = new Map([...splitPatch(patch)].filter(([path]) => CODE.test(path) && !path.endsWith(".d.ts")));
    if (patches.size === 0 || patches.size > 20) continue;
    const root = mkdtempSync(join(tmpdir(), "bench-context-"));
    try {
      execFileSync("sh", ["-c", `git --git-dir "$1" archive "$2" ${sub ? `"${sub}"` : ""} | tar -x -C "$3"`, "sh", dir, sha, root]);
      const files = git(dir, ["ls-tree", "-r", "--name-only", sha, ...(sub ? [sub] : [])])
        .split("\n")
        .filter((f) => CODE.test(f) && !f.includes("node_modules/"));
      const changed = [...patches].flatMap(([path, p]) => {
        const text = execFileSync("cat", [join(root, path)], { encoding: "utf8" });
        return changedFunctions(path, text, new Set(changedHeadLines(p)));
      });
      if (changed.length === 0) continue;
      figures.commits++;

      const before = process.memoryUsage().heapUsed;
      const outcome = await buildCodeMap(new WorkspaceSandbox({ root }));
      if (outcome.kind !== "mapped") throw new Error(`${name} ${sha}: ${outcome.reason}`);
      const heap = Math.max(0, process.memoryUsage().heapUsed - before);
      const map = outcome.map;
      const tokens = Math.ceil(patch.length / 4);
      const budget = Math.floor(DEFAULT_CONTEXT_SHARE * (tokens + PROMPT_HEAD_TOKENS));
      const context = await chunkContext(map, [...patches.keys()], patches, budget);
      figures.mapMsPer1000.push((map.figures.ms / Math.max(1, map.figures.files)) * 1000);
      figures.mapMbPer1000.push((heap / 1024 / 1024 / Math.max(1, map.figures.files)) * 1000);
      figures.extraShare.push(context.stats.tokens / (tokens + PROMPT_HEAD_TOKENS));
      figures.defs += context.stats.definitions;
      figures.whole += context.stats.definitionsWhole;

      const service = languageService(root, files);
      // Exactly the lines the block shows: a snippet's lines around, a listed reference's own line.
      const shownAt = new Set(context.shown);
      for (const fn of changed) {
        const truth = referencesElsewhere(service, root, fn);
        figures.functions++;
        figures.truth += truth.length;
        if (process.env.BENCH_CONTEXT_DEBUG && truth.length > 0)
          console.error(sha.slice(0, 7), fn.path, fn.name, "truth", truth.slice(0, 3), "shown", context.shown.slice(0, 3), context.stats);
        for (const ref of truth) if (shownAt.has(ref)) figures.shown++;
      }
      service.dispose();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return figures;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const mark = (ok: boolean) => (ok ? "✓" : "✗");

const repos = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_REPOS;
const all: RepoFigures[] = [];
for (const dir of repos) {
  const figures = await benchRepo(dir);
  all.push(figures);
  console.log(
    `${figures.repo.padEnd(22)} commits ${String(figures.commits).padStart(3)}  changed functions ${String(figures.functions).padStart(4)}  ` +
      `references ${String(figures.truth).padStart(5)}  shown ${String(figures.shown).padStart(5)}  recall ${(figures.shown / Math.max(1, figures.truth)).toFixed(2)}  ` +
      `extra tokens +${(mean(figures.extraShare) * 100).toFixed(1)}%  map ${mean(figures.mapMsPer1000).toFixed(0)} ms and ${mean(figures.mapMbPer1000).toFixed(1)} MB per 1,000 files  ` +
      `whole ${figures.whole}/${figures.defs}`,
  );
}
const sum = (key: "functions" | "truth" | "shown" | "defs" | "whole") => all.reduce((n, f) => n + f[key], 0);
const recall = sum("shown") / Math.max(1, sum("truth"));
const extra = mean(all.flatMap((f) => f.extraShare));
const ms = mean(all.flatMap((f) => f.mapMsPer1000));
console.log("");
console.log(`changed functions: ${sum("functions")} over ${all.length} repositories (goal ≥ 200) ${mark(sum("functions") >= 200)}`);
console.log(`context recall: ${recall.toFixed(2)} (${sum("shown")} of ${sum("truth")} references; goal ≥ 0.80) ${mark(recall >= 0.8)}`);
console.log(`extra prompt tokens per chunk: +${(extra * 100).toFixed(1)}% (goal ≤ +25%) ${mark(extra <= 0.25)}`);
console.log(
  `map build: ${ms.toFixed(0)} ms per 1,000 files (goal ≤ 1,000 ms) ${mark(ms <= 1000)}; heap ${mean(all.flatMap((f) => f.mapMbPer1000)).toFixed(1)} MB per 1,000 files`,
);
console.log(`changed definitions shown whole: ${sum("whole")} of ${sum("defs")} (${((sum("whole") / Math.max(1, sum("defs"))) * 100).toFixed(0)}%)`);
