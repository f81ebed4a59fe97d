/**
 * The benchmark run: for each golden PR, the gauntlet's review on base...head
 * in the manifest's clone, our candidates, the judge on every candidate ×
 * golden pair, and the PR's score in each profile. A PR whose review or judge
 * fails is reported with its error; its golden comments count as missed and
 * nothing it produced counts as a match.
 */
import pLimit from "p-limit";
import { messageOf } from "../../../src/engine/index.js";
import type { EndpointConfig } from "../../../src/llm/endpoint.js";
import type { BudgetLimits } from "../../../src/llm/usage.js";
import { candidatesOf, type Candidate } from "./candidates.js";
import { lookup, type GoldenPr, type Manifest } from "./formats.js";
import { judgePairs } from "./judge.js";
import { headWorktree, reviewPr } from "./review.js";
import { scorePr, totalProfiles, type Judgment, type ProfileScores } from "./scoring.js";

export interface CrbOptions {
  golden: GoldenPr[];
  manifest: Manifest;
  graphsDir: string;
  endpoint: EndpointConfig;
  judgeModel: string;
  concurrency: number;
  timeoutSeconds: number;
  budget?: BudgetLimits;
  env: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  calls: number;
  /** Estimated from the price table; null without prices for the models used. */
  costUsd: number | null;
}

export interface CandidateOutcome extends Omit<Candidate, "text"> {
  /** The golden comments (indexes into the PR's list) the judge matched it to. */
  matched: number[];
}

export interface PrReport {
  url: string;
  title: string;
  ok: boolean;
  error?: string;
  verdict?: "PASS" | "BLOCKED";
  /** The review's own faults (a lane that failed or degraded): fewer findings than a whole review would give. */
  faults: string[];
  golden: { comment: string; category: string | null; matched: boolean }[];
  candidates: CandidateOutcome[];
  /** Findings folded into another with the same title, claim, path and line. */
  duplicates: number;
  /** Findings the verifier proved FALSE: never candidates. */
  droppedFalse: number;
  judgeErrors: number;
  judgeErrorSamples: string[];
  profiles: ProfileScores;
  review: Usage;
  judge: Usage;
  tokens: number;
  calls: number;
  costUsd: number | null;
  wallMs: number;
}

export interface CrbReport {
  suite: "crb";
  generatedAt: string;
  reviewModel: string | null;
  judgeModel: string;
  judgeCalls: "one per candidate × golden pair";
  profiles: ProfileScores;
  prs: PrReport[];
  totals: {
    prs: number;
    failed: number;
    candidates: number;
    golden: number;
    judgeErrors: number;
    tokens: number;
    calls: number;
    costUsd: number | null;
    wallMs: number;
    elapsedMs: number;
  };
}

const NO_USAGE: Usage = { promptTokens: 0, completionTokens: 0, calls: 0, costUsd: null };

const addCost = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

function usageOf(meter: { promptTokens: number; completionTokens: number; calls: number; costUsd?: number | null }): Usage {
  return { promptTokens: meter.promptTokens, completionTokens: meter.completionTokens, calls: meter.calls, costUsd: meter.costUsd ?? null };
}

async function runPr(pr: GoldenPr, options: CrbOptions): Promise<PrReport> {
  const started = performance.now();
  const golden = pr.comments.map((c) => ({ comment: c.comment, category: c.category ?? null, matched: false }));
  let review = NO_USAGE;
  let judge = NO_USAGE;
  const finish = (part: Partial<PrReport> & Pick<PrReport, "ok" | "profiles">): PrReport => ({
    url: pr.url,
    title: pr.title,
    golden,
    faults: [],
    candidates: [],
    duplicates: 0,
    droppedFalse: 0,
    judgeErrors: 0,
    judgeErrorSamples: [],
    ...part,
    review,
    judge,
    tokens: review.promptTokens + review.completionTokens + judge.promptTokens + judge.completionTokens,
    calls: review.calls + judge.calls,
    costUsd: addCost(review.costUsd, judge.costUsd),
    wallMs: Math.round(performance.now() - started),
  });
  const missedAll = () => scorePr({ judgments: [], golden: pr.comments }).profiles;
  const entry = lookup(options.manifest, pr);
  if (!entry) return finish({ ok: false, error: `no manifest entry for ${pr.url}: add it (see docs/benchmark.md)`, profiles: missedAll() });
  let worktree: Awaited<ReturnType<typeof headWorktree>> | undefined;
  try {
    worktree = await headWorktree(entry.repo, entry.head, options.signal);
    const result = await reviewPr(
      {
        entry,
        graphsDir: options.graphsDir,
        endpoint: options.endpoint,
        timeoutSeconds: options.timeoutSeconds,
        env: options.env,
        ...(options.budget ? { budget: options.budget } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
      worktree.dir,
    );
    review = {
      promptTokens: result.usage.prompt_tokens,
      completionTokens: result.usage.completion_tokens,
      calls: result.usage.calls,
      costUsd: result.usage.cost_usd,
    };
    const { candidates, duplicates, droppedFalse } = candidatesOf(result.findings);
    const judged = await judgePairs({
      candidates: candidates.map((c) => c.text),
      golden: pr.comments.map((c) => c.comment),
      endpoint: options.endpoint,
      judgeModel: options.judgeModel,
      graphsDir: options.graphsDir,
      workspaceRoot: worktree.dir,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    judge = usageOf(judged.usage);
    const score = scorePr({ judgments: judged.judgments, golden: pr.comments });
    score.goldenMatched.forEach((matched, g) => (golden[g]!.matched = matched));
    const errors = judged.judgments.flat().filter((j): j is Extract<Judgment, { kind: "error" }> => j.kind === "error");
    const incomplete = [...result.reasons.filter((reason) => /did not finish/.test(reason)), ...(judged.failure ? [judged.failure] : [])];
    return finish({
      ok: incomplete.length === 0,
      ...(incomplete.length > 0 ? { error: incomplete.join("; ") } : {}),
      verdict: result.verdict,
      faults: [
        ...result.faults,
        ...result.lanes
          .filter((lane) => lane.state === "degraded" || lane.state === "faulted")
          .map((lane) => `${lane.name} ${lane.state}: ${lane.reasons.join("; ") || "no reason given"}`),
      ],
      candidates: candidates.map(({ text: _text, ...candidate }, c) => ({ ...candidate, matched: score.candidateMatches[c]! })),
      duplicates,
      droppedFalse,
      judgeErrors: score.errors,
      judgeErrorSamples: [...new Set(errors.map((e) => e.message))].slice(0, 3),
      profiles: score.profiles,
    });
  } catch (error) {
    return finish({ ok: false, error: messageOf(error), profiles: missedAll() });
  } finally {
    await worktree?.remove();
  }
}

export async function runCrb(options: CrbOptions): Promise<CrbReport> {
  const started = performance.now();
  const limit = pLimit(Math.max(1, options.concurrency));
  const prs = await Promise.all(
    options.golden.map((pr) =>
      limit(async () => {
        options.log?.(`eval crb: ${pr.url}: reviewing`);
        const report = await runPr(pr, options);
        const all = report.profiles.all;
        options.log?.(
          `eval crb: ${pr.url}: ${report.ok ? `${report.candidates.length} candidate(s), tp ${all.tp} fp ${all.fp} fn ${all.fn}` : `failed: ${report.error}`} in ${(report.wallMs / 1000).toFixed(1)} s`,
        );
        return report;
      }),
    ),
  );
  const sum = (pick: (pr: PrReport) => number) => prs.reduce((n, pr) => n + pick(pr), 0);
  return {
    suite: "crb",
    generatedAt: new Date().toISOString(),
    reviewModel: options.endpoint.defaultModel ?? null,
    judgeModel: options.judgeModel,
    judgeCalls: "one per candidate × golden pair",
    profiles: totalProfiles(prs.map((pr) => pr.profiles)),
    prs,
    totals: {
      prs: prs.length,
      failed: prs.filter((pr) => !pr.ok).length,
      candidates: sum((pr) => pr.candidates.length),
      golden: sum((pr) => pr.golden.length),
      judgeErrors: sum((pr) => pr.judgeErrors),
      tokens: sum((pr) => pr.tokens),
      calls: sum((pr) => pr.calls),
      costUsd: prs.reduce<number | null>((n, pr) => addCost(n, pr.costUsd), null),
      wallMs: sum((pr) => pr.wallMs),
      elapsedMs: Math.round(performance.now() - started),
    },
  };
}
