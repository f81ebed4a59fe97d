/**
 * Diff specs: what a review compares. A spec arrives from a person (CLI flag),
 * an event, or a model's extraction, so it is validated as a bare revision
 * token before it reaches git: it must never be able to become a git option,
 * a path, or anything a shell would interpret.
 *
 * - `A...B`: B against the merge base of A and B (what a pull request adds);
 * - `A..B`:  B against A;
 * - `R`:     the working tree (tracked files) against R, like `git diff R`;
 * - `worktree`: uncommitted changes against HEAD, staged and unstaged; the
 *   signals and the diff readers also count untracked files (see
 *   signals/untracked.ts). A caller comparing the working tree with a ref
 *   (the CLI's --worktree) asks for them with the run fact `untracked_files`.
 */
import { GauntletError } from "../../engine/errors.js";

export type DiffSpec = { kind: "worktree" } | { kind: "range"; base: string; head: string; mergeBase: boolean } | { kind: "ref"; ref: string };

/** A spec or revision that is not a bare revision token. A user error: fix the input. */
export class DiffSpecError extends GauntletError {
  constructor(message: string) {
    super("DIFF_SPEC_INVALID", "user", message);
  }
}

export const WORKTREE_SPEC = "worktree";

const MAX_REVISION_LENGTH = 256;
// Characters a shell, git's pathspec/revision syntax (`:path`, `:/search`) or
// an option parser would give meaning to, besides whitespace and control
// characters. `^ ~ @ { }` stay allowed: they are how people write HEAD~3,
// main^ and main@{upstream}.
const FORBIDDEN_PUNCTUATION = new Set(";|&$`<>()*?[]!'\"\\:#");

function forbiddenCharacter(text: string): string | undefined {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || /\s/.test(char) || FORBIDDEN_PUNCTUATION.has(char)) return char;
  }
  return undefined;
}

/** Why `revision` is not a bare revision token, or undefined when it is one. */
function revisionProblem(revision: string): string | undefined {
  if (revision === "") return "it is empty";
  if (revision.length > MAX_REVISION_LENGTH) return `it is longer than ${MAX_REVISION_LENGTH} characters`;
  if (revision.startsWith("-")) return "it starts with '-', so git would read it as an option";
  const forbidden = forbiddenCharacter(revision);
  if (forbidden !== undefined) return `it contains ${JSON.stringify(forbidden)}`;
  if (revision.includes("..")) return "it contains '..' more than once";
  if (revision.startsWith(".") || revision.endsWith(".")) return "it starts or ends with '.'";
  return undefined;
}

const HINT = 'Use a range such as "origin/main...HEAD" or "HEAD~3..HEAD", a single ref, or "worktree".';

/** Throws DiffSpecError unless `revision` is a single bare revision token. */
export function assertRevision(revision: string): string {
  const problem = revisionProblem(revision);
  if (problem) throw new DiffSpecError(`revision ${JSON.stringify(revision)} is not a bare revision token: ${problem}.`);
  return revision;
}

/** Parses and validates a diff spec. Throws DiffSpecError (category user). */
export function parseDiffSpec(spec: string): DiffSpec {
  if (spec === WORKTREE_SPEC) return { kind: "worktree" };
  const separator = spec.includes("...") ? "..." : spec.includes("..") ? ".." : undefined;
  const sides = separator === undefined ? [spec] : splitOnce(spec, separator);
  // git reads an empty side of a range as HEAD ("main..." is "main...HEAD").
  const revisions = separator === undefined ? sides : sides.map((side) => (side === "" ? "HEAD" : side));
  for (const revision of revisions) {
    const problem = revisionProblem(revision);
    if (problem) throw new DiffSpecError(`diff spec ${JSON.stringify(spec)} is not a bare revision: ${problem}. ${HINT}`);
  }
  if (separator === undefined) return { kind: "ref", ref: spec };
  if (sides.every((side) => side === "")) throw new DiffSpecError(`diff spec ${JSON.stringify(spec)} names no revision. ${HINT}`);
  const [base, head] = revisions as [string, string];
  return { kind: "range", base, head, mergeBase: separator === "..." };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + separator.length)];
}

/** The revision arguments `git diff` takes for this spec, in canonical form. */
export function revisionArgs(spec: DiffSpec): string[] {
  switch (spec.kind) {
    case "worktree":
      return ["HEAD"];
    case "ref":
      return [spec.ref];
    case "range":
      return [`${spec.base}${spec.mergeBase ? "..." : ".."}${spec.head}`];
  }
}

/** The spec written back as text, e.g. for a report. */
export function formatDiffSpec(spec: DiffSpec): string {
  return spec.kind === "worktree" ? WORKTREE_SPEC : revisionArgs(spec)[0]!;
}

/**
 * The diff a run reviews: the caller's, fixed in the run context, when it set
 * one (no model output can move it); otherwise the graph state's own.
 */
export function runDiffSpec(context: { facts: { diff_spec?: string } }, state: Readonly<Record<string, unknown>>): string {
  const fixed = context.facts.diff_spec;
  if (typeof fixed === "string" && fixed !== "") return fixed;
  return typeof state.diff_spec === "string" && state.diff_spec !== "" ? state.diff_spec : WORKTREE_SPEC;
}

/**
 * Whether a diff counts untracked files as added: as `requested` when the
 * caller says (only a spec that reads the working tree can have any), else
 * only the `worktree` spec.
 */
export function countsUntracked(spec: DiffSpec, requested?: boolean): boolean {
  if (spec.kind === "range") return false;
  return requested ?? spec.kind === "worktree";
}

/** The caller's choice for the run, fixed in its facts; undefined leaves it to the spec. */
export function runUntracked(context: { facts: Readonly<Record<string, unknown>> }): boolean | undefined {
  return typeof context.facts.untracked_files === "boolean" ? context.facts.untracked_files : undefined;
}
