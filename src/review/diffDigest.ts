/**
 * read_diff for the plan-conformance and security lanes: the whole change as
 * one budgeted, line-numbered text; the security lane's shows prose files as
 * their added lines (security/proseView.ts). Files left out, or shown in part,
 * are named, never dropped silently. A diff that cannot be read routes to
 * `diff_unreadable`, an end node whose verdict line records the fault: a lane
 * that saw no change is degraded, never a pass.
 */
import { z } from "zod";
import { messageOf } from "../engine/index.js";
import { planChunks, type ChunkPlan } from "./codeReview/chunks.js";
import { readFileDiffs, runFilePolicy } from "./codeReview/readDiff.js";
import { runDiffSpec, runUntracked } from "./git/diffSpec.js";
import type { ReviewScript } from "./services.js";
import { secretLikeCodeLines } from "./secretLikeCode.js";
import { proseView, type PartlyShown } from "./security/proseView.js";

export const DEFAULT_DIGEST_TOKENS = 40_000;

/**
 * Files named in the omitted list, at most. A 2,000-file change once spent
 * 253k of a 413k-character prompt listing them; past the cap, one line counts
 * the rest by why they were left out, and the tools find any of them.
 */
export const OMITTED_NAMED = 60;

/**
 * The files the digest leaves out, or shows in part: the reviewable ones over
 * its budget first (they are the change's own code), then prose files shown
 * in part (the prose view), then the skipped ones, each in path order, so the
 * same change always lists the same names.
 */
export function omittedList(plan: Pick<ChunkPlan, "skipped" | "overBudget">, cap = OMITTED_NAMED, partlyShown: readonly PartlyShown[] = []): string[] {
  const byPath = <T extends { path: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const left = new Set([...plan.overBudget, ...plan.skipped].map((file) => file.path));
  const partly = "prose shown in part";
  const all = [
    ...byPath(plan.overBudget).map((o) => ({ line: `${o.path} (over the diff budget: read it with the tools)`, why: "over the diff budget" })),
    ...byPath(partlyShown.filter((p) => !left.has(p.path))).map((p) => ({
      line: `${p.path} (prose: ${p.added - p.shown} of its ${p.added} added lines not shown${p.actingHidden > 0 ? `, ${p.actingHidden} of them lines that can act` : ""}; read them with fs_read)`,
      why: partly,
    })),
    ...byPath(plan.skipped).map((s) => ({ line: `${s.path} (skipped: ${s.reason})`, why: `skipped: ${s.reason}` })),
  ];
  if (all.length <= cap) return all.map((entry) => entry.line);
  const rest = new Map<string, number>();
  for (const entry of all.slice(cap)) rest.set(entry.why, (rest.get(entry.why) ?? 0) + 1);
  const counts = [...rest].map(([why, n]) => `${n} ${why}`).join(", ");
  return [...all.slice(0, cap).map((entry) => entry.line), `… and ${all.length - cap} more files not named here (${counts}); list them with fs_glob or fs_ls`];
}

/**
 * With `requirePlan`, a request without a plan routes to `no_plan` (an end node) instead of `review`. With
 * `proseView` (the security lane), prose files show their added lines only (security/proseView.ts).
 */
export function diffDigest(options: { requirePlan: boolean; proseView?: boolean }): ReviewScript {
  return {
    reads: { diff_spec: z.string(), plan_context: z.string() },
    writes: { diff_text: z.string(), diff_omitted: z.array(z.unknown()), diff_error: z.string(), secret_like_code: z.array(z.string()) },
    routes: options.requirePlan ? ["review", "no_plan", "diff_unreadable"] : ["review", "diff_unreadable"],
    run: async ({ state, context, signal }) => {
      // Plan conformance without a plan has nothing to check: no git, no model call, a blocking DIVERGES.
      if (options.requirePlan && String(state.plan_context ?? "").trim() === "") {
        return { diff_text: "", diff_omitted: [], diff_error: "", _next: "no_plan" };
      }
      const { git, sandbox } = context.services;
      try {
        if (!git) throw new Error("no git client in this run");
        const files = await readFileDiffs(git, runDiffSpec(context, state), signal, sandbox.redact, runUntracked(context));
        const budget = typeof state.diff_tokens === "number" && state.diff_tokens > 0 ? state.diff_tokens : DEFAULT_DIGEST_TOKENS;
        const policy = runFilePolicy(context, { incremental: false });
        const view = options.proseView ? proseView(files, policy) : { files, partlyShown: [] };
        const plan = planChunks(view.files, { chunkTokens: budget, maxChunks: 1, policy });
        const secret_like_code = secretLikeCodeLines(files, plan.skipped);
        const diff_omitted = omittedList(plan, OMITTED_NAMED, view.partlyShown);
        return { diff_text: plan.chunks[0]?.diff ?? "(no changes)", diff_omitted, diff_error: "", secret_like_code, _next: "review" };
      } catch (error) {
        if (signal.aborted) throw error;
        // One line: it lands on the lane's verdict line.
        const reason = messageOf(error)
          .replace(/\s*\n\s*/g, " ")
          .replace(/[()]/g, "")
          .trim()
          .slice(0, 500);
        return { diff_text: "", diff_omitted: [], diff_error: reason || "unknown error", _next: "diff_unreadable" };
      }
    },
  };
}
