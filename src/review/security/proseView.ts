/**
 * The security lane's prose view: a prose file (signals/prose.ts) is shown as
 * its added lines only, with their head-side numbers, in the digest's usual
 * hunk format. Deleting prose cannot add a vulnerability, so deleted lines
 * and context are left out; a rewritten changelog no longer costs the lane
 * its deleted half. Plain added lines share one budget over all prose files;
 * every line that can act (proseActs.ts) is shown past it, up to a ceiling.
 * A file not shown whole says so in its header and is named in the omitted
 * list, to be read with fs_read. Code review is unchanged: it reads every
 * prose line in its chunks. The adversary lane's digest never takes this view.
 */
import { skipDecision, type ReviewFilePolicy } from "../codeReview/filePolicy.js";
import type { FileDiff } from "../codeReview/types.js";
import { isProsePath } from "../signals/prose.js";
import { proseAddedLines, type ProseLine } from "./proseActs.js";

/**
 * Characters of plain added prose shown, over all prose files (about 3k
 * tokens): a typical docs edit is shown whole, while three rewritten
 * changelogs (vite `merge-main-23`: 140k characters) no longer fill the
 * lane's digest; the lane reads the rest with fs_read when it matters.
 */
export const PROSE_BUDGET = 12_000;
/** Characters of lines that can act, shown past the budget, over all prose files (about 12k tokens). */
export const PROSE_ACTING_CEILING = 48_000;

/** A prose file shown in part: named in the omitted list. */
export interface PartlyShown {
  path: string;
  added: number;
  shown: number;
  /** Lines that can act left out over the ceiling. */
  actingHidden: number;
}

export interface ProseView {
  /** The diff's files, prose files replaced by their view, in the same order. */
  files: FileDiff[];
  partlyShown: PartlyShown[];
}

/** What a shown line costs in the digest: its text, its number and mark, a newline. */
const costOf = (line: ProseLine) => line.text.length + 8;

function candidate(file: FileDiff, policy: ReviewFilePolicy): boolean {
  if (!isProsePath(file.path) || file.binary || file.tooLarge || file.unreadable || file.status === "deleted") return false;
  // A file the policy skips keeps its skip (and its reason in the omitted list).
  return skipDecision(file, policy) === undefined;
}

/** Each file's plain lines within a fair share of the budget: the smallest first, what one leaves goes to the rest. */
function plainAllowances(lines: ReadonlyMap<string, readonly ProseLine[]>): Map<string, Set<ProseLine>> {
  const plainCost = (path: string) => lines.get(path)!.reduce((n, line) => (line.acts ? n : n + costOf(line)), 0);
  const order = [...lines.keys()].sort((a, b) => plainCost(a) - plainCost(b) || (a < b ? -1 : a > b ? 1 : 0));
  const shown = new Map<string, Set<ProseLine>>();
  let left = PROSE_BUDGET;
  for (const [i, path] of order.entries()) {
    const allowance = Math.floor(left / (order.length - i));
    const taken = new Set<ProseLine>();
    let used = 0;
    // The first lines in order (a changelog's newest entries), up to the first that does not fit.
    for (const line of lines.get(path)!) {
      if (line.acts) continue;
      if (used + costOf(line) > allowance) break;
      used += costOf(line);
      taken.add(line);
    }
    left -= used;
    shown.set(path, taken);
  }
  return shown;
}

/** The shown lines as insertion hunks: one per run of lines consecutive in both the head and the diff. */
function viewPatch(shown: readonly ProseLine[]): string {
  const hunks: string[] = [];
  let run: ProseLine[] = [];
  const close = () => {
    if (run.length === 0) return;
    hunks.push([`@@ -${run[0]!.after},0 +${run[0]!.number},${run.length} @@`, ...run.map((line) => `+${line.text}`)].join("\n"));
    run = [];
  };
  for (const line of shown) {
    const last = run.at(-1);
    if (last && !(line.number === last.number + 1 && line.after === last.after)) close();
    run.push(line);
  }
  close();
  return hunks.join("\n");
}

function note(added: number, shown: number, actingHidden: number): string {
  if (added === 0) return "prose: added lines only; it adds none";
  if (shown === added) return `prose: added lines only, all ${added} shown`;
  const acting = actingHidden > 0 ? ` (${actingHidden} of them can act: over the ceiling)` : "";
  return `prose: added lines only, ${shown} of ${added} shown (every line that can act, then the first within a budget); read the other ${added - shown} with fs_read${acting}`;
}

/** The prose view of a diff's files, for the security lane's digest. */
export function proseView(files: readonly FileDiff[], policy: ReviewFilePolicy): ProseView {
  const lines = new Map<string, ProseLine[]>();
  for (const file of files) if (candidate(file, policy)) lines.set(file.path, proseAddedLines(file.patch));
  const plain = plainAllowances(lines);
  let actingLeft = PROSE_ACTING_CEILING;
  const partlyShown: PartlyShown[] = [];
  const viewed = files.map((file) => {
    const own = lines.get(file.path);
    if (!own) return file;
    const taken = plain.get(file.path)!;
    let actingHidden = 0;
    const shown = own.filter((line) => {
      if (!line.acts) return taken.has(line);
      if (costOf(line) > actingLeft) {
        actingHidden++;
        return false;
      }
      actingLeft -= costOf(line);
      return true;
    });
    if (shown.length < own.length) partlyShown.push({ path: file.path, added: own.length, shown: shown.length, actingHidden });
    // The view keeps the path, status and base marker, and its first hunk is a prefix of the file's first
    // lines: the policy decides it as it decided the file (no generator header appears or goes).
    return { ...file, patch: viewPatch(shown), viewNote: note(own.length, shown.length, actingHidden) };
  });
  return { files: viewed, partlyShown };
}
