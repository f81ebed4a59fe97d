/**
 * The action, start to finish: route the event, authorise, pin the head,
 * open the check, read the base branch's configuration, run the gauntlet,
 * publish. Every path after the check opens ends it as success or failure —
 * never in_progress, never neutral on an error.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GauntletError, isGauntletError, messageOf } from "../engine/index.js";
import { assertEndpointUsable, isOpenAiHosted } from "../llm/endpoint.js";
import { createDocumentRedactor, createRedactor, type Redactor } from "../llm/redact.js";
import { parseConfig, type GauntletConfig } from "../review/config.js";
import type { CarryRequest } from "../review/gauntlet/carry.js";
import { applyDismissals } from "../review/gauntlet/decision.js";
import type { GauntletResult } from "../review/gauntlet/result.js";
import { runReview, type ReviewOutcome } from "../review/reviewRun.js";
import { configuredRequest, endpointFor, settleSettings } from "../review/settings.js";
import { GithubApi, createOctokit } from "./api.js";
import { planAnnotations } from "./annotations.js";
import { overrideFor } from "./authority.js";
import { buildFingerprint, cacheKey, settingsKey } from "./cacheKey.js";
import { CheckRunPublisher } from "./checkRun.js";
import { commandIsFor } from "./command.js";
import { prepareCheckout, type Checkout } from "./checkout.js";
import type { CorePort } from "./corePort.js";
import { routeEvent } from "./events.js";
import { readInputs, type ActionInputs } from "./inputs.js";
import { JOB_SUMMARY_BYTES, cutBytes } from "./limits.js";
import { writeOutputs } from "./outputs.js";
import { placeableLocations } from "./placement.js";
import { planFor } from "./planText.js";
import { updateConversation } from "./prConversation.js";
import { readPriorReviews, refreshAuthority, type CheckState, type PriorReviews } from "./priorReviews.js";
import { planReview, type ReviewKeys } from "./reviewPlan.js";
import { LaneProgress } from "./progress.js";
import { READ_ONLY_HELP, isPermissionError } from "./readOnly.js";
import { buildState, findingFromState, resultFromState, type ReviewState } from "./reviewState.js";
import { renderStateBlock } from "./stateBlock.js";
import { readRunnerEnv, runUrlOf, type RunnerEnv } from "./runnerEnv.js";
import { resolveTarget, type Target } from "./target.js";
import { composeReport, conclusionOf, renderRefusals, reportOf } from "./view.js";
import { shortSha } from "../review/text.js";

export interface ActionDeps {
  core: CorePort;
  env: NodeJS.ProcessEnv;
  graphsDir: string;
  /** The running bundle (part of the cache key: any change to the action's code changes it). */
  entry?: string;
  /** Aborts on SIGINT/SIGTERM. */
  signal: AbortSignal;
}

const CANCEL_DEADLINE_MS = 4000;

export class ActionSession {
  private publisher: CheckRunPublisher | undefined;
  private redact: Redactor = (text) => text;
  private finished = false;
  /** Why the run was cancelled (a signal, a crash): it names the check's failure, whoever completes it. */
  private cancelReason: string | undefined;
  /** The verdict reached the check, the outputs and the job summary. */
  private published = false;
  /** The job summary and the step's failure say why no verdict was published. */
  private concluded = false;
  private config: { baseSha: string; value: GauntletConfig } | undefined;
  /** The configuration file's text at the base, part of the cache key. */
  private configText = "";

  private readonly runner: RunnerEnv;

  constructor(private readonly deps: ActionDeps) {
    this.runner = readRunnerEnv(deps.env, process.cwd());
  }

  /** Ends the check as failure within the runner's cancellation window, whatever the run is doing. */
  async cancel(reason: string): Promise<void> {
    this.cancelReason ??= reason;
    if (this.finished) return;
    // No check yet (its creation may be what stalls): the job summary and the step's failure carry the reason.
    if (!this.publisher) return this.concludeUnpublished(this.redact(this.cancelReason));
    if (this.publisher.isCompleted) return;
    await this.publisher.fail(this.redact(this.cancelReason), { deadlineMs: CANCEL_DEADLINE_MS }).catch((error: unknown) => {
      this.deps.core.error(`could not complete the check run on cancellation: ${this.redact(messageOf(error))}`);
    });
  }

  async run(): Promise<number> {
    const { core } = this.deps;
    try {
      return await this.runUnsafe();
    } catch (error) {
      const reason = this.redact(this.cancelReason ?? (isGauntletError(error) ? error.message : `internal error: ${messageOf(error)}`));
      if (this.publisher && !this.publisher.isCompleted) {
        await this.publisher
          .fail(reason, this.deps.signal.aborted ? { deadlineMs: CANCEL_DEADLINE_MS } : {})
          .catch((e: unknown) => core.error(`could not complete the check run: ${this.redact(messageOf(e))}`));
      }
      if (this.published) core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
      else await this.concludeUnpublished(reason);
      return 1;
    } finally {
      this.finished = true;
    }
  }

  /** No verdict was published: later steps (`if: always()`) and the person reading the run see why, not silence. Once. */
  private async concludeUnpublished(reason: string): Promise<void> {
    if (this.concluded) return;
    this.concluded = true;
    const { core } = this.deps;
    core.setOutput("verdict", "BLOCKED");
    await core
      .writeSummary(cutBytes(`## Review gauntlet: BLOCKED\n\nThe review could not finish, so it cannot pass.\n\n**Reason:** ${reason}\n`, JOB_SUMMARY_BYTES - 1024, "…"))
      .catch((e: unknown) => core.error(`could not write the job summary: ${this.redact(messageOf(e))}`));
    core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
  }

  private async runUnsafe(): Promise<number> {
    const { core } = this.deps;
    const runner = this.runner;
    const inputs = readInputs(core);
    for (const secret of [inputs.githubToken, inputs.openaiApiKey]) if (secret) core.setSecret(secret);
    // A document redactor: whatever this run posts or logs is redacted line by line (see createDocumentRedactor).
    this.redact = createDocumentRedactor(createRedactor([inputs.githubToken, inputs.openaiApiKey].filter(Boolean)));

    const payload = runner.eventPath ? (JSON.parse(readFileSync(runner.eventPath, "utf8")) as Record<string, unknown>) : {};
    const trigger = routeEvent(runner.eventName, payload, { reviewDrafts: inputs.reviewDrafts });
    if (trigger.kind === "ignore") {
      core.info(`Nothing to review: ${trigger.reason}.`);
      return 0;
    }
    if (trigger.kind === "error") throw new ConfigurationError(trigger.reason);
    // A command naming another check is that check's run's to answer: no reply, no reaction, no check run from this one.
    if (trigger.kind === "comment" && !commandIsFor(trigger.command, inputs.checkName)) {
      core.info(`Nothing to do: the command is for the check "${trigger.command.check}", not "${inputs.checkName}".`);
      return 0;
    }
    if (!inputs.githubToken) throw new ConfigurationError("input github-token is empty: leave it at its default (`${{ github.token }}`) or pass a token");
    if (!runner.repository) throw new ConfigurationError("GITHUB_REPOSITORY is not set: this runs inside GitHub Actions");
    const { owner, repo } = runner.repository;
    const { apiUrl } = runner;
    const octokit = createOctokit(inputs.githubToken, apiUrl, (m) => core.info(m), {
      signal: this.deps.signal,
      pacing: runner.githubPacing,
      ...(runner.githubTimeoutMs ? { requestTimeoutMs: runner.githubTimeoutMs } : {}),
    });
    const api = new GithubApi(octokit, { owner, repo }, { apiUrl, token: inputs.githubToken });

    const target = await resolveTarget(trigger, payload, {
      api,
      core,
      lanes: inputs.lanes,
      baseRepo: `${owner}/${repo}`,
      overridersAt: async (baseSha) => (await this.configAt(api, inputs, baseSha)).overriders ?? [],
    });
    if (!target) return 0;
    // Cancelled before the check exists: open none (an in_progress check could outlive the process).
    this.throwIfCancelled();

    const runUrl = runUrlOf(runner);
    const publisher = new CheckRunPublisher(api, {
      name: inputs.checkName,
      headSha: target.headSha,
      redact: (t) => this.redact(t),
      log: (m) => core.warning(m),
      intervalMs: runner.progressIntervalMs,
      ...(runUrl ? { detailsUrl: runUrl } : {}),
    });
    try {
      await publisher.start(`## Review gauntlet — queued\n\nReviewing ${target.headSha} against ${target.baseSha}.`);
    } catch (error) {
      if (!isPermissionError(error)) throw new GithubCallError(`could not create the check run "${inputs.checkName}" on ${shortSha(target.headSha)}`, error);
      core.error(READ_ONLY_HELP);
      await core.writeSummary(`## Review gauntlet: not run\n\n${READ_ONLY_HELP}\n`);
      core.setFailed("GAUNTLET: not run — read-only token (fork or Dependabot pull request); see the job summary");
      return 1;
    }
    this.publisher = publisher;
    this.throwIfCancelled();

    const checkout = await prepareCheckout({
      workspace: runner.workspace,
      headSha: target.headSha,
      baseSha: target.baseSha,
      ...(target.pull ? { pullNumber: target.pull.number } : {}),
      token: inputs.githubToken,
      ...(runner.serverUrl ? { serverUrl: runner.serverUrl } : {}),
      ...(runner.tempDir ? { tempDir: runner.tempDir } : {}),
      log: (m) => core.info(m),
    });
    // The worktree a dirty workspace needed is removed whatever happens: a self-hosted runner keeps its temp folder.
    try {
      const config = await this.configAt(api, inputs, target.baseSha);
      const floor = settleSettings(
        config,
        { rigor: inputs.rigor, posture: inputs.securityPosture, lanes: [...inputs.lanes, ...target.lanes], budget: inputs.budget },
        { rigor: "input rigor", posture: "input security-posture" },
        (m) => core.warning(m),
      );
      const plan = inputs.plan ?? (target.pull ? await planFor(api, target.pull.body, (m) => core.warning(m)) : "");
      const rules = config.rules ? ((await api.fileAt(config.rules, target.baseSha)) ?? "") : "";
      if (config.rules && !rules) core.warning(`the configured rules file ${config.rules} does not exist at the base commit`);

      const endpoint = endpointFor(config, { apiKey: inputs.openaiApiKey, baseURL: inputs.openaiBaseUrl, model: inputs.model });
      if (!inputs.openaiApiKey && isOpenAiHosted(inputs.openaiBaseUrl || undefined)) {
        core.error(READ_ONLY_HELP);
        throw new ConfigurationError("no openai-api-key: pass `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` (forks and Dependabot get no secrets: see the job summary)");
      }
      assertEndpointUsable(endpoint);

      const diffSpec = `${target.baseSha}...${target.headSha}`;
      const priors = await readPriorReviews(api, { checkName: inputs.checkName, target, identity: publisher.identity, currentCheckRun: publisher.checkRunId, config, log: (m) => core.warning(m) });
      const mergeBase = await checkout.git.mergeBase(target.baseSha, target.headSha).catch(() => target.baseSha);
      const settings = settingsKey({
        configuration: { text: this.configText, rules, rigor: floor.rigor, posture: floor.posture, lanes: floor.lanes, budget: floor.budget ?? null, untrusted: target.untrusted },
        models: { base: inputs.openaiBaseUrl, default: endpoint.defaultModel ?? null, graphs: endpoint.graphModels ?? null, nodes: endpoint.nodeModels ?? null },
        plan,
        build: buildFingerprint(this.deps.entry, this.deps.graphsDir),
      });
      const keys = { key: cacheKey({ headSha: target.headSha, mergeBase }, settings), settings };

      const review = await this.reviewHead({ target, priors, keys, checkout, diffSpec }, (scope) =>
        runReview({
          ...scope,
          workspaceRoot: checkout.root,
          graphsDir: this.deps.graphsDir,
          diffSpec,
          baseSha: target.baseSha,
          headSha: target.headSha,
          plan,
          rigor: floor.rigor,
          securityPosture: floor.posture,
          lanes: floor.lanes,
          // The recipe runs PR code: never for an untrusted head (the probe's own steps check again).
          ...configuredRequest(config, target.untrusted),
          rules,
          extraContext: target.pull ? `Pull request #${target.pull.number} by @${target.pull.author}.` : "",
          timeoutSeconds: inputs.timeoutMinutes * 60,
          endpoint,
          ...(floor.budget ? { budget: floor.budget } : {}),
          secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
          signal: this.deps.signal,
          progress: new LaneProgress((summary) => publisher.progress(summary)),
        }),
      );
      return await this.publish({ review, priors, target, keys, mergeBase, publisher, inputs, checkout, diffSpec, api, runUrl });
    } finally {
      await checkout.dispose();
    }
  }

  private throwIfCancelled(): void {
    if (this.deps.signal.aborted) throw new CancelledError(this.cancelReason ?? "the run was cancelled");
  }

  /** The base branch's configuration, read once per base through the API: a pull request cannot change the rules it is judged by. */
  private async configAt(api: GithubApi, inputs: ActionInputs, baseSha: string): Promise<GauntletConfig> {
    if (this.config?.baseSha === baseSha) return this.config.value;
    const text = await api.fileAt(inputs.configPath, baseSha).catch((error: unknown) => {
      throw new GithubCallError(`could not read ${inputs.configPath} at the base commit ${shortSha(baseSha)}`, error);
    });
    if (text === undefined) this.deps.core.info(`no ${inputs.configPath} at the base commit; using the defaults`);
    const value = text === undefined ? {} : parseConfig(text, `${inputs.configPath} (at ${baseSha.slice(0, 12)})`);
    this.config = { baseSha, value };
    this.configText = text ?? "";
    return value;
  }

  /** The review of the head, as the plan says: replayed (no model), incremental (carrying the rest) or full. */
  private async reviewHead(context: ReviewContext, run: (scope?: { reviewPaths: string[]; carry: CarryRequest }) => Promise<ReviewOutcome>): Promise<ReviewedHead> {
    const { core } = this.deps;
    const plan = await planReview(context.checkout.git, context.target, context.priors, context.keys, this.deps.signal);
    switch (plan.kind) {
      case "replay": {
        const { check, state } = plan.from;
        core.info(`replaying the review of ${shortSha(context.target.headSha)} from check run ${check.id} (${plan.why}): no model calls`);
        const link = check.htmlUrl ? `[check run ${check.id}](${check.htmlUrl})` : `check run ${check.id}`;
        return {
          result: resultFromState(state, context.diffSpec, context.target.baseSha),
          report: reportOf(check.summary),
          replayedFrom: plan.from,
          note: `Replayed from ${link} of this head: ${plan.why === "re-decide" ? "re-decided without the model" : "nothing that decides the review changed (same cache key)"}; no model calls. Comment \`/gauntlet full\` to review it again.`,
        };
      }
      case "incremental": {
        core.info(`incremental review since ${shortSha(plan.since.head)}: ${plan.paths.length} file(s) to read anew`);
        const outcome = await run({ reviewPaths: plan.paths, carry: { since: plan.since.head, findings: plan.since.findings.map(findingFromState) } });
        return { result: outcome.result, report: outcome.text, carriedFrom: plan.since };
      }
      case "full": {
        core.info(`full review: ${plan.reason}`);
        const outcome = await run();
        return { result: outcome.result, report: outcome.text };
      }
    }
  }

  private async publish(p: PublishContext): Promise<number> {
    const { core } = this.deps;
    const { review, priors, target, publisher, inputs, api } = p;
    if (this.deps.signal.aborted) {
      const reason = this.redact(this.cancelReason ?? (review.result.reasons.join("; ") || "the run was cancelled"));
      await publisher.fail(reason, { deadlineMs: CANCEL_DEADLINE_MS });
      core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
      return 1;
    }
    const authority = target.pull ? await refreshAuthority(api, priors, target.pull.number, (m) => core.warning(m)) : priors.authority;
    const result = applyDismissals(review.result, authority.dismissals);
    // Bound heads are full SHAs: equality, never a prefix (a new commit could be made to share one).
    const override = overrideFor(authority, (bound) => bound === (target.mergeGroup ? target.queuedHead : target.headSha));
    const decision = { result, ...(override ? { override } : {}) };
    const { conclusion, title, verdict } = conclusionOf(decision);

    const notes = [
      review.note ?? "",
      ...priors.conversation.foreign.map((c) => `Ignored a state block in a comment by @${c.author} (${c.url}): only the gauntlet's own summary comment carries state.`),
    ];
    const placeable = await placeableLocations(p.checkout.git, p.checkout.root, p.diffSpec, { signal: this.deps.signal }).catch(() => () => false);
    const annotations = await this.annotationsFor(result, review, placeable, api);
    const unplaced =
      annotations.unplaced.length > 0
        ? `### Findings not on a changed line (${annotations.unplaced.length})\n${annotations.unplaced.map((f) => `- ${f.id} ${f.severity} \`${f.path}:${f.start_line}\` — ${f.title} (${f.verdict})`).join("\n")}`
        : "";
    const report = composeReport(decision, review.report, notes, [renderRefusals(authority.refused), unplaced]);
    const state = buildState({
      pr: target.pull?.number ?? null,
      result: review.result,
      mergeBase: p.mergeBase,
      check: inputs.checkName,
      key: p.keys.key,
      settings: p.keys.settings,
      complete: review.replayedFrom ? review.replayedFrom.state.complete : true,
      checkRun: publisher.checkRunId ?? null,
      at: new Date().toISOString(),
      history: priors.history,
      // Each granted override's binding is recorded, so later runs bind it the same way even when the history has moved on.
      overrides: [...new Map([...priors.overrides, ...authority.overrides].map((o) => [o.comment, { comment: o.comment, head: o.head }])).values()],
    });
    const stateBlock = renderStateBlock(state);
    await publisher.complete(conclusion, title, report, annotations.annotations, stateBlock).catch((error: unknown) => {
      throw new GithubCallError(`could not complete the check run with the verdict (${verdict})`, error);
    });
    this.published = true;

    const conversationNote =
      target.pull && !target.mergeGroup
        ? await updateConversation({
            api,
            git: p.checkout.git,
            pull: target.pull,
            target,
            decision,
            conversation: priors.conversation,
            authority,
            stateBlock,
            notes,
            prComment: inputs.prComment,
            inlineReview: inputs.inlineReview,
            botLogin: publisher.identity.login,
            diffSpec: p.diffSpec,
            ...(publisher.htmlUrl || p.runUrl ? { checkUrl: publisher.htmlUrl ?? p.runUrl } : {}),
            redact: this.redact,
            warn: (m) => core.warning(m),
          })
        : "";
    await writeOutputs(core, { dir: join(this.runner.tempDir ?? this.runner.workspace, "gauntlet"), verdict, report, result, checkName: inputs.checkName, note: conversationNote, redact: this.redact });
    core.info(title);
    if (verdict === "BLOCKED" && inputs.failOnBlocked) {
      core.setFailed(`${title} — ${result.reasons.slice(0, 3).join("; ")}`);
      return 1;
    }
    return 0;
  }

  /** Fresh findings are annotated from the result; replayed and carried ones reuse the earlier check run's annotations. */
  private async annotationsFor(result: GauntletResult, review: ReviewedHead, placeable: (path: string, start: number, end: number) => boolean, api: GithubApi) {
    const earlierRun = review.replayedFrom?.check.id ?? review.carriedFrom?.check_run ?? undefined;
    const earlier = earlierRun !== undefined ? await api.annotationsOf(earlierRun).catch(() => []) : [];
    return planAnnotations(result.findings, placeable, this.redact, earlier);
  }
}

interface ReviewContext {
  target: Target;
  priors: PriorReviews;
  keys: ReviewKeys;
  checkout: Checkout;
  diffSpec: string;
}

interface ReviewedHead {
  /** The reviewed result, before dismissals. */
  result: GauntletResult;
  report: string;
  replayedFrom?: CheckState;
  carriedFrom?: ReviewState;
  note?: string;
}

interface PublishContext {
  review: ReviewedHead;
  priors: PriorReviews;
  target: Target;
  keys: ReviewKeys;
  mergeBase: string;
  publisher: CheckRunPublisher;
  inputs: ActionInputs;
  checkout: Checkout;
  diffSpec: string;
  api: GithubApi;
  runUrl: string | undefined;
}

class CancelledError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CANCELLED", "runtime", message);
  }
}

/** A GitHub call the run cannot do without failed: the message names the call, then GitHub's answer. */
class GithubCallError extends GauntletError {
  constructor(call: string, cause: unknown) {
    super("ACTION_GITHUB", "runtime", `${call}: ${messageOf(cause)}`, { cause });
  }
}

class ConfigurationError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CONFIG", "user", message);
  }
}
