/**
 * The security lane's deterministic checks, run before its model and merged
 * into its report after it, so no model can drop them:
 *
 * - the lockfile check (lockfiles/): a lockfile is not reviewed line by line,
 *   so every new or changed entry must come from the base's registries, carry
 *   an integrity hash, and use no git, http or tarball source the base did
 *   not already have. Each violation is a 🔴 finding quoting the line.
 * - withheld secret files the change adds, edits or deletes: a note, without
 *   their contents (the model never sees them).
 */
import { z } from "zod";
import { messageOf } from "../engine/index.js";
import { checkLockfile, lockfileKindOf, type LockfileViolation } from "./lockfiles/index.js";
import { parseDiffSpec, runDiffSpec, type DiffSpec } from "./git/diffSpec.js";
import type { Git } from "./git/git.js";
import type { WorkspaceSandbox } from "../llm/tools/index.js";
import { openWorkspaceFile } from "../llm/tools/workspaceFile.js";
import type { ReviewScript } from "./services.js";

/** The largest lockfile read; a larger one cannot be checked, which is itself a violation. */
export const LOCKFILE_READ_LIMIT = 64 * 1024 * 1024;

/** Text that must stay inside one report field: no line breaks, and no ` — ` separator of its own. */
function field(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/(^|\s)[—–-]+(?=\s|$)/g, "$1~")
    .replace(/`/g, "'")
    .trim()
    .slice(0, 300);
}

export function violationLine(v: LockfileViolation): string {
  return `🔴 Lockfile injection (${v.rule}) — ${field(v.path)}:${v.line} — line ${v.line}: '${field(v.text)}' → a package install — ${field(v.message)}`;
}

/**
 * `.npmrc` settings that decide where packages come from or what installs run.
 * The file is withheld from the model (it holds tokens), so these are checked
 * here: a pull request that changes one gets a 🔴 finding naming the key and,
 * for a registry, only its origin.
 */
const NPMRC_KEYS =
  /^[ \t]*((?:@[^:=\s]+:)?registry|replace-registry-host|node-options|script-shell|shell|onload-script|init-module|ignore-scripts)[ \t]*=[ \t]*(.*)$/;

function npmrcSettings(text: string): Map<string, { line: number; value: string }> {
  const settings = new Map<string, { line: number; value: string }>();
  text.split(/\r?\n/).forEach((line, index) => {
    const match = NPMRC_KEYS.exec(line);
    if (match) settings.set(match[1]!, { line: index + 1, value: match[2]!.trim() });
  });
  return settings;
}

/** A setting's value as it may be shown: a URL's origin only, anything else withheld. */
function shownValue(key: string, value: string): string {
  if (!key.endsWith("registry")) return "(value withheld)";
  try {
    return new URL(value).origin;
  } catch {
    return "(not a URL)";
  }
}

export function npmrcLines(path: string, headText: string, baseText: string | undefined): string[] {
  const base = npmrcSettings(baseText ?? "");
  const lines: string[] = [];
  for (const [key, { line, value }] of npmrcSettings(headText)) {
    if (base.get(key)?.value === value) continue;
    lines.push(
      `🔴 Package manager configuration changed — ${field(path)}:${line} — ${key} = ${shownValue(key, value)} → every later install — check that the change is intended; the file is withheld from the model`,
    );
  }
  return lines;
}

/** A changed file's head content: the head commit's blob, or (a working-tree diff) the file through the tools' confinement. */
export async function headText(
  git: Git,
  sandbox: WorkspaceSandbox,
  spec: DiffSpec,
  path: string,
  signal: AbortSignal,
): Promise<{ text: string; truncated: boolean } | undefined> {
  if (spec.kind === "range") return git.showFile(spec.head, path, LOCKFILE_READ_LIMIT, { signal });
  // The working tree is the head: read it through the tools' confinement (no symlinks out, regular files only).
  const file = await openWorkspaceFile(sandbox, path);
  try {
    const size = Math.min(file.size, LOCKFILE_READ_LIMIT);
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await file.handle.read(buffer, 0, size, 0);
    return { text: buffer.subarray(0, bytesRead).toString("utf8"), truncated: file.size > LOCKFILE_READ_LIMIT };
  } finally {
    await file.handle.close();
  }
}

const isNpmrc = (path: string) => path === ".npmrc" || path.endsWith("/.npmrc");

async function lockfileLines(
  git: Git,
  sandbox: WorkspaceSandbox,
  spec: DiffSpec,
  changes: Array<{ path: string; oldPath?: string; status: string }>,
  signal: AbortSignal,
): Promise<string[]> {
  const lockfiles = changes.filter((c) => c.status !== "deleted" && (lockfileKindOf(c.path) !== undefined || isNpmrc(c.path)));
  if (lockfiles.length === 0) return [];
  const base = await git.baseRevision(spec, { signal });
  const lines: string[] = [];
  for (const change of lockfiles) {
    const fail = (why: string) =>
      lines.push(
        violationLine({
          path: change.path,
          line: 1,
          text: "",
          rule: "unparseable",
          package: "",
          message: `the lockfile could not be checked (${why}); check it by hand before merging`,
        }),
      );
    try {
      const head = await headText(git, sandbox, spec, change.path, signal);
      if (!head) continue;
      if (head.truncated) {
        fail(`larger than ${LOCKFILE_READ_LIMIT / 1024 / 1024} MiB`);
        continue;
      }
      const baseFile = await git.showFile(base, change.oldPath ?? change.path, LOCKFILE_READ_LIMIT, { signal });
      const baseText = baseFile?.truncated ? undefined : baseFile?.text;
      if (isNpmrc(change.path)) lines.push(...npmrcLines(change.path, head.text, baseText));
      else for (const violation of checkLockfile(change.path, head.text, baseText)) lines.push(violationLine(violation));
    } catch (error) {
      if (signal.aborted) throw error;
      fail(messageOf(error));
    }
  }
  return lines;
}

export const securityChecks: ReviewScript = {
  reads: { diff_spec: z.string() },
  writes: { deterministic_findings: z.array(z.string()), deterministic_notes: z.array(z.string()) },
  run: async ({ state, context, signal }) => {
    const { sandbox, git } = context.services;
    const spec = parseDiffSpec(runDiffSpec(context, state));
    // No git: read_diff routes to diff_unreadable next, which blocks.
    if (!git) return { deterministic_findings: [], deterministic_notes: [] };
    let changes: Awaited<ReturnType<Git["diffNameStatus"]>>;
    try {
      changes = await git.diffNameStatus(spec, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      // read_diff meets the same failure next and routes to diff_unreadable, which blocks with the reason.
      return { deterministic_findings: [], deterministic_notes: [] };
    }
    const notes = changes.flatMap((change) => {
      const withheld = sandbox.withheld(change.path);
      return withheld
        ? [
            `the change ${change.status === "added" ? "adds" : change.status === "deleted" ? "deletes" : "changes"} ${field(change.path)}, a withheld secret file (${withheld.by}); its contents are not shown`,
          ]
        : [];
    });
    return { deterministic_findings: await lockfileLines(git, sandbox, spec, changes, signal), deterministic_notes: notes };
  },
};

/** The lane's report: the deterministic block first, then the model's own report with its verdict lines last. */
export const mergeSecurityChecks: ReviewScript = {
  reads: { deterministic_findings: z.array(z.string()), deterministic_notes: z.array(z.string()), report: z.string() },
  writes: { report: z.string() },
  run: ({ state }) => {
    const findings = (state.deterministic_findings ?? []) as string[];
    const notes = (state.deterministic_notes ?? []) as string[];
    const report = String(state.report ?? "");
    if (findings.length === 0 && notes.length === 0) return { report };
    const block = ["### Deterministic checks", ...findings, ...notes.map((n) => `Note: ${n}.`), ""];
    return { report: `${block.join("\n")}\n${report}` };
  },
};
