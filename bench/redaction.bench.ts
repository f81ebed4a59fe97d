/**
 * `npm run bench:redaction [-- --before REV --examples N]`
 *
 * Redaction's false positives on the replay's 96 merged pull requests
 * (../shared/benchmarks/replay/picks/*.tsv, repositories mirrored as bare git
 * directories under /work/.mirror). Every file section of every PR's diff is
 * redacted as read_diff redacts it (redactPatch), by the redactor at REV (the
 * code before "values, not code", by default) and by this tree's; for each
 * added line the redactor changed, the hidden spans are classified: a token-
 * shaped value, or code, a placeholder or an identifier. A line with any
 * non-token span is a line "redacted without a token". Also counts the added
 * lines this tree flags as looking like a secret and like code. Prints
 * figures; needs the mirrors, so it is a bench, not a test.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { redactSecrets, type Redactor } from "../src/llm/redact.js";
import { redactPatch } from "../src/llm/redactDeep.js";
import { auditLine, emptyAudit, type RedactionAudit } from "../src/llm/redaction/audit.js";
import { flaggedAddedLines } from "../src/llm/redaction/codeLike.js";

const ROOT = resolve(import.meta.dirname, "..");
const PICKS = process.env.REPLAY_PICKS ?? "/work/shared/benchmarks/replay/picks";
const MIRRORS = process.env.REPLAY_MIRRORS ?? "/work/.mirror";
const REPOS: Record<string, string> = {
  express: "expressjs+express",
  requests: "psf+requests",
  ripgrep: "BurntSushi+ripgrep",
  "grpc-gateway": "grpc-ecosystem+grpc-gateway",
  PowerShell: "PowerShell+PowerShell",
  vite: "vitejs+vite",
};

const { values } = parseArgs({ options: { before: { type: "string" }, examples: { type: "string", default: "8" } } });
const maxExamples = Number(values.examples);

type PatchRedactor = (patch: string, redact: Redactor) => string;
interface Side {
  redactPatch: PatchRedactor;
  redact: Redactor;
}

/** The commit before the redactor learned "values, not code": the parent of the one that added valueShape.ts. */
function beforeRev(): string {
  if (values.before) return values.before;
  const added = execFileSync("git", ["log", "--diff-filter=A", "--format=%H", "--", "src/llm/redaction/valueShape.ts"], { cwd: ROOT, encoding: "utf8" })
    .trim()
    .split("\n")
    .at(-1);
  if (!added) throw new Error("bench:redaction: cannot find the commit that added src/llm/redaction/valueShape.ts; pass --before REV");
  return `${added}^`;
}

/** The redactor at `rev`, extracted from git into a temporary folder and imported from there. */
async function redactorAt(rev: string, dir: string): Promise<Side> {
  const archive = execFileSync("git", ["archive", "--format=tar", rev, "src/llm/redact.ts", "src/llm/redactDeep.ts", "src/llm/redaction"], {
    cwd: ROOT,
    maxBuffer: 1 << 26,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  const deep = (await import(join(dir, "src/llm/redactDeep.ts"))) as { redactPatch: PatchRedactor };
  const plain = (await import(join(dir, "src/llm/redact.ts"))) as { redactSecrets: Redactor };
  return { redactPatch: deep.redactPatch, redact: (text) => plain.redactSecrets(text) };
}

interface Pick {
  repo: string;
  label: string;
  base: string;
  head: string;
}

function picks(): Pick[] {
  const all: Pick[] = [];
  for (const file of readdirSync(PICKS)
    .filter((f) => f.endsWith(".tsv"))
    .sort()) {
    const repo = file.replace(/\.tsv$/, "");
    for (const line of readFileSync(join(PICKS, file), "utf8").split("\n")) {
      if (line.startsWith("#") || line.trim() === "") continue;
      const [label, base, head] = line.split("\t");
      if (label && base && head) all.push({ repo, label, base, head });
    }
  }
  return all;
}

/** Added lines of one file section, as [raw, redacted] pairs: both sides have one line per input line. */
function addedPairs(raw: string, redacted: string): Array<[string, string]> {
  const a = raw.split("\n");
  const b = redacted.split("\n");
  const pairs: Array<[string, string]> = [];
  let inHunk = false;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]!.startsWith("@@")) inHunk = true;
    else if (a[i]!.startsWith("diff ")) inHunk = false;
    else if (inHunk && a[i]!.startsWith("+")) pairs.push([a[i]!.slice(1), b[i]!.slice(1)]);
  }
  return pairs;
}

interface Tally {
  prs: number;
  added: number;
  before: RedactionAudit;
  after: RedactionAudit;
  flagged: number;
  flaggedExamples: string[];
}

const newTally = (): Tally => ({ prs: 0, added: 0, before: emptyAudit(), after: emptyAudit(), flagged: 0, flaggedExamples: [] });

function row(name: string, t: Tally): string {
  const pct = (n: number) => (t.added === 0 ? "0" : ((100 * n) / t.added).toFixed(3));
  return [
    name.padEnd(14),
    String(t.prs).padStart(4),
    String(t.added).padStart(9),
    `${t.before.linesRedacted}`.padStart(7),
    `${t.before.linesWithoutToken} (${pct(t.before.linesWithoutToken)}%)`.padStart(14),
    `${t.after.linesRedacted}`.padStart(7),
    `${t.after.linesWithoutToken} (${pct(t.after.linesWithoutToken)}%)`.padStart(14),
    String(t.flagged).padStart(8),
  ].join("  ");
}

async function main(): Promise<void> {
  const rev = beforeRev();
  const dir = mkdtempSync(join(tmpdir(), "bench-redaction-"));
  try {
    const before = await redactorAt(rev, dir);
    const after: Side = { redactPatch, redact: (text) => redactSecrets(text) };
    const total = newTally();
    const byRepo = new Map<string, Tally>();
    let missing = 0;
    for (const pick of picks()) {
      const gitDir = join(MIRRORS, REPOS[pick.repo] ?? pick.repo, "repo");
      if (!existsSync(gitDir)) {
        missing += 1;
        continue;
      }
      const diff = execFileSync("git", ["--git-dir", gitDir, "diff", "--no-color", "--no-ext-diff", pick.base, pick.head], {
        maxBuffer: 1 << 30,
        encoding: "utf8",
      });
      const tally = byRepo.get(pick.repo) ?? newTally();
      byRepo.set(pick.repo, tally);
      for (const t of [tally, total]) t.prs += 1;
      for (const section of diff.split(/^(?=diff --git )/m).filter((s) => s.startsWith("diff --git "))) {
        const path = /^\+\+\+ b\/(.*)$/m.exec(section)?.[1];
        const old = addedPairs(section, before.redactPatch(section, before.redact));
        const shown = redactPatch(section, after.redact);
        const now = addedPairs(section, shown);
        const flagged = path ? flaggedAddedLines(path, shown) : [];
        for (const t of [tally, total]) {
          t.added += now.length;
          for (const [raw, redacted] of old) auditLine(t.before, raw, redacted, maxExamples);
          for (const [raw, redacted] of now) auditLine(t.after, raw, redacted, maxExamples);
          t.flagged += flagged.length;
          for (const f of flagged) if (t.flaggedExamples.length < maxExamples) t.flaggedExamples.push(`${f.path}:${f.line}: ${f.text.trim().slice(0, 160)}`);
        }
      }
    }
    console.log(`bench:redaction — the replay's added lines, redacted by ${rev} (before) and this tree (after)`);
    if (missing > 0) console.log(`(${missing} picks skipped: their mirror is missing under ${MIRRORS})`);
    console.log(["repo".padEnd(14), " PRs", "    added", "redacted", "  no token", "redacted", "  no token", " flagged"].join("  "));
    console.log(["".padEnd(14), "    ", "         ", "  before", "    before", "   after", "     after", "   after"].join("  "));
    for (const [name, t] of [...byRepo].sort()) console.log(row(name, t));
    console.log(row("total", total));
    for (const [name, audit] of [
      ["before", total.before],
      ["after", total.after],
    ] as const) {
      console.log(`\n${name}: hidden spans by kind: ${JSON.stringify(audit.spans)}`);
      for (const example of audit.examples) console.log(`  ${name} without a token: ${example}`);
    }
    const ratio = total.before.linesWithoutToken === 0 ? "n/a" : (total.after.linesWithoutToken / total.before.linesWithoutToken).toFixed(3);
    console.log(`\nlines redacted without a token, after/before: ${total.after.linesWithoutToken}/${total.before.linesWithoutToken} (ratio ${ratio})`);
    console.log(`lines flagged to the security lane as looking like a secret and like code: ${total.flagged}`);
    for (const example of total.flaggedExamples) console.log(`  flagged: ${example}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
