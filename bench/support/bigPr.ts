/**
 * A synthetic pull request of many changed files, for the scale bench: a real
 * git repository whose branch `change` appends a block of plain arithmetic to
 * every file of `main`. Both commits go in through one `git fast-import`, which
 * writes a pack, as a clone has: git reads 2,000 loose objects several times slower.
 *
 * The content raises no diff signal (no auth, dependency, exec or consumer
 * surface words or paths), so the lane set is code review alone and stays so.
 * Every file's first added line is the same shape, so a scripted reviewer can
 * cite it: `FIRST_ADDED_LINE`.
 */
import { execFileSync } from "node:child_process";
import { GIT_TEST_ENV, TempRepo } from "../../test/review/support/tempRepo.js";

export interface BigPrShape {
  /** Changed files. */
  files: number;
  /** Lines the change appends to each file. */
  addedLines: number;
}

/** The base file's lines; the change's block starts right after them. */
const BASE_LINES = 4;
export const FIRST_ADDED_LINE = BASE_LINES + 1;

export const pathOf = (n: number) => `src/ledger${String(Math.floor(n / 100)).padStart(2, "0")}/part${String(n).padStart(4, "0")}.ts`;

function baseFile(n: number): string {
  return [`/** Ledger part ${n}: rates and totals. */`, `export const part${n} = {`, `  id: ${n},`, "};", ""].join("\n");
}

/** The changed file: the base, then `addedLines` rate definitions and a total. */
export function changedFile(n: number, addedLines: number): string {
  const rates = Array.from({ length: Math.max(1, addedLines - 1) }, (_, k) => `export const rate${n}x${k + 1} = part${n}.id * ${k + 3} + ${(k * 7) % 11};`);
  const total = `export const total${n} = [${rates.length === 1 ? `rate${n}x1` : `rate${n}x1, rate${n}x${rates.length}`}].reduce((a, b) => a + b, 0);`;
  return baseFile(n) + [...rates, total, ""].join("\n");
}

export interface BigPr {
  repo: TempRepo;
  paths: string[];
  baseSha: string;
  headSha: string;
}

/** One fast-import `data` block: a byte count, then the bytes. */
const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;

/** The fast-import stream of both commits: `main` (the base) and `change` (every file appended to). */
export function fastImportStream(shape: BigPrShape): string {
  const who = "Review Gauntlet Bench <bench@example.com> 1700000000 +0000";
  const parts = ["commit refs/heads/main", "mark :1", `author ${who}`, `committer ${who}`, data("base").trimEnd()];
  parts.push(`M 100644 inline README.md`, data("# Ledger\n").trimEnd());
  for (let n = 1; n <= shape.files; n++) parts.push(`M 100644 inline ${pathOf(n)}`, data(baseFile(n)).trimEnd());
  parts.push("", "commit refs/heads/change", "mark :2", `author ${who}`, `committer ${who}`, data("change every ledger part").trimEnd(), "from :1");
  for (let n = 1; n <= shape.files; n++) parts.push(`M 100644 inline ${pathOf(n)}`, data(changedFile(n, shape.addedLines)).trimEnd());
  return parts.join("\n") + "\n\n";
}

/** `main` holds the base files; `change` (checked out) appends to each of them. */
export function createBigPr(shape: BigPrShape, prefix = "gauntlet-bench-bigpr-"): BigPr {
  const repo = TempRepo.create(prefix);
  try {
    execFileSync("git", ["fast-import", "--quiet"], {
      cwd: repo.dir,
      env: { ...process.env, ...GIT_TEST_ENV },
      input: fastImportStream(shape),
      maxBuffer: 1 << 30,
    });
    repo.git("checkout", "--quiet", "change");
    const paths = Array.from({ length: shape.files }, (_, i) => pathOf(i + 1));
    return { repo, paths, baseSha: repo.git("rev-parse", "main").trim(), headSha: repo.git("rev-parse", "change").trim() };
  } catch (error) {
    repo.cleanup();
    throw error;
  }
}
