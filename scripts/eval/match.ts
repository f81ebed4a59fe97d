/**
 * Scoring for the review-quality eval: which findings hit which planted bugs.
 *
 * A finding matches a planted bug when it cites the same file and either
 * - its line range overlaps the bug's, give or take LINE_TOLERANCE lines, or
 * - its title or claim contains one of the bug's keywords (case-insensitive,
 *   white space collapsed), for a finding that cites another spot in the file
 *   (the call, the declaration) for the same defect.
 * A finding that matches no planted bug is a false finding. One finding may
 * match several planted bugs, and several findings may match one bug: recall
 * counts bugs, false findings count findings.
 */

export const LINE_TOLERANCE = 3;

export type PlantedSeverity = "critical" | "warning";

export interface PlantedBug {
  id: string;
  /** Repository-relative, as in the head tree. */
  path: string;
  /** Head-side lines, inclusive. */
  lines: [number, number];
  keywords: string[];
  severity: PlantedSeverity;
}

export interface Expected {
  description: string;
  planted: PlantedBug[];
}

/** The fields of a lane finding that scoring reads (a ReviewFinding has them all). */
export interface ScoredFinding {
  id: string;
  severity: string;
  path: string;
  start_line: number;
  end_line: number;
  title: string;
  claim: string;
  verdict: string;
  /** The verifier's note, kept in the report to explain a verdict. */
  note?: string;
}

export type MatchHow = "lines" | "keyword";

export interface FindingMatch {
  planted: string;
  how: MatchHow;
}

export interface FindingOutcome {
  id: string;
  severity: string;
  verdict: string;
  path: string;
  lines: [number, number];
  title: string;
  claim: string;
  note?: string;
  /** Empty when the finding matches no planted bug: a false finding. */
  matches: FindingMatch[];
}

export interface FixtureScore {
  planted: number;
  /** Planted bugs matched by a kept finding. */
  found: string[];
  missed: string[];
  /** Planted bugs matched by any finding, kept or dropped: what the reviewer saw before verification. */
  foundBeforeVerification: string[];
  /** found / planted; null for a clean fixture. */
  recall: number | null;
  recallBeforeVerification: number | null;
  /** Findings, kept or dropped, that match no planted bug. */
  falseBeforeVerification: number;
  /** Kept findings that match no planted bug. */
  falseAfterVerification: number;
  /** Of those, the 🔴/🟡 ones: the false findings that can block a merge. */
  falseAfterVerificationBlocking: number;
  /** Findings the verifier proved FALSE that were in fact planted bugs: verifier mistakes. */
  wronglyDropped: number;
  /** Planted bugs found before verification and lost by it (only FALSE findings matched them). */
  lostByVerifier: string[];
  kept: FindingOutcome[];
  dropped: FindingOutcome[];
}

const BLOCKING_SEVERITIES = ["🔴 CRITICAL", "🟡 WARNING"];

export function normalizePath(path: string): string {
  return path
    .trim()
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/^\/+/, "");
}

function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** True when [start, end] and the bug's lines overlap once the bug's range is widened by `tolerance` on each side. */
export function linesOverlap(start: number, end: number, bug: Pick<PlantedBug, "lines">, tolerance = LINE_TOLERANCE): boolean {
  const [bugStart, bugEnd] = bug.lines;
  const low = Math.min(start, end);
  const high = Math.max(start, end);
  return low <= bugEnd + tolerance && high >= bugStart - tolerance;
}

/** The first of the bug's keywords found in the finding's title or claim, if any. */
export function keywordHit(finding: Pick<ScoredFinding, "title" | "claim">, bug: Pick<PlantedBug, "keywords">): string | undefined {
  const text = normalizeText(`${finding.title}\n${finding.claim}`);
  return bug.keywords.find((keyword) => {
    const needle = normalizeText(keyword);
    return needle !== "" && text.includes(needle);
  });
}

/** How `finding` matches `bug`, or undefined when it does not. */
export function matchFinding(finding: ScoredFinding, bug: PlantedBug, tolerance = LINE_TOLERANCE): MatchHow | undefined {
  if (normalizePath(finding.path) !== normalizePath(bug.path)) return undefined;
  if (linesOverlap(finding.start_line, finding.end_line, bug, tolerance)) return "lines";
  if (keywordHit(finding, bug) !== undefined) return "keyword";
  return undefined;
}

function outcome(finding: ScoredFinding, planted: readonly PlantedBug[]): FindingOutcome {
  const matches: FindingMatch[] = [];
  for (const bug of planted) {
    const how = matchFinding(finding, bug);
    if (how) matches.push({ planted: bug.id, how });
  }
  return {
    id: finding.id,
    severity: finding.severity,
    verdict: finding.verdict,
    path: finding.path,
    lines: [finding.start_line, finding.end_line],
    title: finding.title,
    claim: finding.claim,
    ...(finding.note ? { note: finding.note } : {}),
    matches,
  };
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Scores one fixture's lane result: `kept` are the lane's findings, `dropped` the ones the verifier proved FALSE. */
export function scoreFixture(expected: Expected, kept: readonly ScoredFinding[], dropped: readonly ScoredFinding[]): FixtureScore {
  const keptOutcomes = kept.map((f) => outcome(f, expected.planted));
  const droppedOutcomes = dropped.map((f) => outcome(f, expected.planted));
  const hitBy = (outcomes: FindingOutcome[]) => new Set(outcomes.flatMap((o) => o.matches.map((m) => m.planted)));
  const keptHits = hitBy(keptOutcomes);
  const droppedHits = hitBy(droppedOutcomes);
  const ids = expected.planted.map((bug) => bug.id);
  const found = ids.filter((id) => keptHits.has(id));
  const foundBefore = ids.filter((id) => keptHits.has(id) || droppedHits.has(id));
  const falseKept = keptOutcomes.filter((o) => o.matches.length === 0);
  const falseDropped = droppedOutcomes.filter((o) => o.matches.length === 0);
  return {
    planted: ids.length,
    found,
    missed: ids.filter((id) => !keptHits.has(id)),
    foundBeforeVerification: foundBefore,
    recall: ratio(found.length, ids.length),
    recallBeforeVerification: ratio(foundBefore.length, ids.length),
    falseBeforeVerification: falseKept.length + falseDropped.length,
    falseAfterVerification: falseKept.length,
    falseAfterVerificationBlocking: falseKept.filter((o) => BLOCKING_SEVERITIES.includes(o.severity)).length,
    wronglyDropped: droppedOutcomes.filter((o) => o.matches.length > 0).length,
    lostByVerifier: ids.filter((id) => droppedHits.has(id) && !keptHits.has(id)),
    kept: keptOutcomes,
    dropped: droppedOutcomes,
  };
}

export interface ScoreTotals {
  fixtures: number;
  planted: number;
  found: number;
  foundBeforeVerification: number;
  recall: number | null;
  recallBeforeVerification: number | null;
  falseBeforeVerification: number;
  falseAfterVerification: number;
  falseAfterVerificationBlocking: number;
  wronglyDropped: number;
  lostByVerifier: number;
  /** Clean fixtures (nothing planted) with at least one kept 🔴/🟡 finding. */
  cleanFixturesFlagged: number;
}

export function totalScores(scores: readonly FixtureScore[]): ScoreTotals {
  const sum = (pick: (s: FixtureScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const planted = sum((s) => s.planted);
  const found = sum((s) => s.found.length);
  const foundBefore = sum((s) => s.foundBeforeVerification.length);
  return {
    fixtures: scores.length,
    planted,
    found,
    foundBeforeVerification: foundBefore,
    recall: ratio(found, planted),
    recallBeforeVerification: ratio(foundBefore, planted),
    falseBeforeVerification: sum((s) => s.falseBeforeVerification),
    falseAfterVerification: sum((s) => s.falseAfterVerification),
    falseAfterVerificationBlocking: sum((s) => s.falseAfterVerificationBlocking),
    wronglyDropped: sum((s) => s.wronglyDropped),
    lostByVerifier: sum((s) => s.lostByVerifier.length),
    cleanFixturesFlagged: scores.filter((s) => s.planted === 0 && s.falseAfterVerificationBlocking > 0).length,
  };
}
