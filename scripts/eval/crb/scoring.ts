/**
 * The benchmark's scoring, per profile. As the published pipeline counts:
 * - a golden comment is a true positive when some candidate matches it, else
 *   a false negative (each golden counts once, however many candidates match);
 * - a candidate that matches no golden comment is a false positive, in every
 *   profile;
 * - a candidate that matches only golden comments outside a profile counts in
 *   that profile as neither right nor wrong.
 * A judgment that failed (transport, schema) is an error and never a match.
 */
import type { GoldenCategory, GoldenComment } from "./formats.js";

export const PROFILES = ["strict", "core", "all"] as const;
export type Profile = (typeof PROFILES)[number];

const STRICT: readonly GoldenCategory[] = ["bug", "security", "concurrency", "data", "api"];
const CORE: readonly GoldenCategory[] = [...STRICT, "perf", "test_gap", "doc_defect"];

/** Whether a golden comment counts in a profile. Without a category it counts in All only. */
export function inProfile(profile: Profile, category: GoldenCategory | undefined): boolean {
  if (profile === "all") return true;
  if (category === undefined) return false;
  return (profile === "strict" ? STRICT : CORE).includes(category);
}

export type Judgment = { kind: "judged"; match: boolean; confidence: "high" | "medium" | "low"; reasoning: string } | { kind: "error"; message: string };

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface ProfileScore extends Counts {
  precision: number;
  recall: number;
  f1: number;
}

export type ProfileScores = Record<Profile, ProfileScore>;

/** precision = tp/(tp+fp), recall = tp/(tp+fn), F1 their harmonic mean; 0 where a denominator is 0, as published. */
export function withRatios(counts: Counts): ProfileScore {
  const precision = counts.tp + counts.fp === 0 ? 0 : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? 0 : counts.tp / (counts.tp + counts.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...counts, precision, recall, f1 };
}

export interface PairScoring {
  /** judgments[c][g]: candidate c against golden comment g. */
  judgments: readonly (readonly Judgment[])[];
  golden: readonly Pick<GoldenComment, "category">[];
}

export interface PrScoring {
  profiles: ProfileScores;
  /** Per candidate: the golden comments (indexes) it matched. */
  candidateMatches: number[][];
  /** Per golden comment: matched by some candidate. */
  goldenMatched: boolean[];
  errors: number;
}

export function scorePr({ judgments, golden }: PairScoring): PrScoring {
  const isMatch = (j: Judgment | undefined) => j?.kind === "judged" && j.match;
  const candidateMatches = judgments.map((row) => golden.map((_, g) => g).filter((g) => isMatch(row[g])));
  const goldenMatched = golden.map((_, g) => judgments.some((row) => isMatch(row[g])));
  const errors = judgments.reduce((n, row) => n + row.filter((j) => j.kind === "error").length, 0);
  const unmatched = candidateMatches.filter((matches) => matches.length === 0).length;
  const profiles = Object.fromEntries(
    PROFILES.map((profile) => {
      const counted = golden.map((comment) => inProfile(profile, comment.category));
      const tp = goldenMatched.filter((matched, g) => matched && counted[g]).length;
      const fn = goldenMatched.filter((matched, g) => !matched && counted[g]).length;
      return [profile, withRatios({ tp, fp: unmatched, fn })];
    }),
  ) as ProfileScores;
  return { profiles, candidateMatches, goldenMatched, errors };
}

/** Sums counts per profile, then recomputes the ratios (never averages them). */
export function totalProfiles(scores: readonly ProfileScores[]): ProfileScores {
  return Object.fromEntries(
    PROFILES.map((profile) => {
      const sum = (key: keyof Counts) => scores.reduce((n, s) => n + s[profile][key], 0);
      return [profile, withRatios({ tp: sum("tp"), fp: sum("fp"), fn: sum("fn") })];
    }),
  ) as ProfileScores;
}
