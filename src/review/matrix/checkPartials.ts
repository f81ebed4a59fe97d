/**
 * Which partials the gate may use: exactly one per job of the matrix, made
 * for the head, base and settings key the matrix FILE records (never a
 * recomputation: an edited PR body between plan and gate changes nothing).
 * Everything else is a typed problem, and every problem blocks.
 */
import type { FoundPartial, FoundPartials } from "./partials.js";
import type { KeyName, MatrixProblem } from "./problems.js";
import type { MatrixJob, MatrixPlan, PartialResult } from "./schemas.js";
import { jobLabel } from "./shards.js";

export interface CheckedPartials {
  /** The one usable partial of each job, by jobLabel. */
  accepted: Map<string, PartialResult>;
  problems: MatrixProblem[];
}

const KEYS: readonly KeyName[] = ["head_sha", "base_sha", "settings_key", "plan_nonce"];

export function checkPartials(plan: MatrixPlan, found: FoundPartials): CheckedPartials {
  const problems: MatrixProblem[] = [...found.problems];
  const byJob = new Map<string, FoundPartial[]>();
  for (const entry of found.partials) {
    const label = jobLabel(entry.partial.job);
    byJob.set(label, [...(byJob.get(label) ?? []), entry]);
  }
  const planned = new Set(plan.include.map(jobLabel));
  for (const [label, entries] of byJob) {
    if (!planned.has(label)) for (const entry of entries) problems.push({ kind: "extra", job: entry.partial.job, file: entry.file });
  }
  const accepted = new Map<string, PartialResult>();
  for (const job of plan.include) {
    const entries = byJob.get(jobLabel(job)) ?? [];
    if (entries.length === 0) {
      problems.push({ kind: "missing", job });
      continue;
    }
    if (entries.length > 1) {
      problems.push({ kind: "duplicate", job, files: entries.map((e) => e.file) });
      continue;
    }
    const entry = entries[0]!;
    const foreign = KEYS.find((key) => entry.partial.keys[key] !== plan.keys[key]);
    if (foreign) {
      problems.push({ kind: "foreign_key", job, file: entry.file, key: foreign, expected: plan.keys[foreign], found: entry.partial.keys[foreign] });
      continue;
    }
    accepted.set(jobLabel(job), entry.partial);
  }
  return { accepted, problems };
}

/** The matrix's jobs of one lane, in shard order. */
export const jobsOfLane = (plan: MatrixPlan, lane: string): MatrixJob[] => plan.include.filter((job) => job.lane === lane).sort((a, b) => a.shard - b.shard);
