/**
 * The action, start to finish, in named phases: route the event, connect,
 * authorise (and pin the head), open the check, check out, configure,
 * review, publish. Every path after the check opens ends it as success or
 * failure — never in_progress, never neutral on an error. The matrix modes
 * (plan, lane, gate: github/matrix/) reuse these phases through SessionPhases.
 */
import { readFileSync } from "node:fs";
import { isGauntletError, messageOf, type Logger } from "../../engine/index.js";
import { createDocumentRedactor, createRedactor, type Redactor } from "../../llm/redact.js";
import { runReview } from "../../review/reviewRun.js";
import { shortSha } from "../../review/text.js";
import { GithubApi, createOctokit } from "../transport/api.js";
import { BaseConfig } from "./baseConfig.js";
import { CheckRunPublisher } from "../publish/checkRun.js";
import { commandIsFor } from "../commands/command.js";
import { prepareCheckout, type Checkout } from "./checkout.js";
import { configureReview, type ReviewSetup } from "./configure.js";
import { routeEvent } from "../commands/events.js";
import { readInputs, type ActionInputs } from "./inputs.js";
import { InputError } from "./inputError.js";
import { JOB_SUMMARY_BYTES, cutBytes } from "../transport/limits.js";
import { LaneProgress } from "../publish/progress.js";
import { CANCEL_DEADLINE_MS, publishVerdict } from "../publish/publish.js";
import { READ_ONLY_HELP, isPermissionError } from "../transport/readOnly.js";
import { reviewHead, type ReviewedHead } from "./reviewHead.js";
import { readRunnerEnv, runUrlOf, type RunnerEnv } from "./runnerEnv.js";
import { CancelledError, ConfigurationError, GithubCallError } from "./errors.js";
import { resolveTarget, type Target } from "../commands/target.js";
import { runGateMode } from "../matrix/gateMode.js";
import { rescueCheck, rescueInputs } from "../matrix/gateRescue.js";
import { runLaneMode } from "../matrix/laneMode.js";
import { runPlanMode } from "../matrix/planMode.js";
import { reviewRequestOf } from "./reviewRequest.js";
import type { ActionDeps, Routed, SessionPhases, VerdictToPublish } from "./phases.js";

export type { ActionDeps, SessionPhases } from "./phases.js";

export class ActionSession implements SessionPhases {
  private publisher: CheckRunPublisher | undefined;
  redact: Redactor = (text) => text;
  private finished = false;
  /** Why the run was cancelled (a signal, a crash): it names the check's failure, whoever completes it. */
  private cancelReason: string | undefined;
  /** The verdict reached the check, the outputs and the job summary. */
  private published = false;
  /** The job summary and the step's failure say why no verdict was published. */
  private concluded = false;
  readonly runner: RunnerEnv;
  /** One logger for the run, down into the review runtime: info and warnings on the step's log, redacted. */
  readonly logger: Logger = {
    info: (m) => this.deps.core.info(this.redact(m)),
    warn: (m) => this.deps.core.warning(this.redact(m)),
    debug: () => {},
  };

  constructor(readonly deps: ActionDeps) {
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
      // A gate whose inputs cannot be read has not adopted the check the plan job opened: it is concluded here.
      if (!this.publisher && error instanceof InputError && core.getInput("mode").trim() === "gate") return await this.rescueGate(reason);
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

  /** Concludes this run's planned check with an input error of the gate step, then fails the step. */
  private async rescueGate(reason: string): Promise<number> {
    const inputs = this.guardSecrets(rescueInputs(this.deps.core));
    try {
      return await rescueCheck(this, this.connect(inputs), inputs, this.redact(reason), undefined, "bad-input");
    } catch (error) {
      this.deps.core.error(`could not look for this run's check run to conclude it: ${this.redact(messageOf(error))}`);
      await this.concludeUnpublished(this.redact(reason));
      return 1;
    }
  }

  /** No verdict was published: later steps (`if: always()`) and the person reading the run see why, not silence. Once. */
  async concludeUnpublished(reason: string): Promise<void> {
    if (this.concluded) return;
    this.concluded = true;
    const { core } = this.deps;
    // A matrix lane job decides no verdict: it says what failed, and that the gate blocks on it.
    const lane = core.getInput("mode").trim() === "lane";
    if (!lane) core.setOutput("verdict", "BLOCKED");
    const summary = lane
      ? `## Review gauntlet — lane job failed\n\nThis lane job wrote no partial result. The gate job decides the verdict: it names this job and blocks.\n\n**Reason:** ${reason}\n`
      : `## Review gauntlet: BLOCKED\n\nThe review could not finish, so it cannot pass.\n\n**Reason:** ${reason}\n`;
    await core
      .writeSummary(cutBytes(summary, JOB_SUMMARY_BYTES - 1024, "…"))
      .catch((e: unknown) => core.error(`could not write the job summary: ${this.redact(messageOf(e))}`));
    core.setFailed(lane ? `lane job failed (the gate blocks on it) — ${reason}` : `GAUNTLET: BLOCKED — ${reason}`);
  }

  private async runUnsafe(): Promise<number> {
    const inputs = this.readInputs();
    switch (inputs.mode.kind) {
      case "review":
        return this.reviewMode(inputs);
      case "plan":
        return runPlanMode(this, inputs, inputs.mode);
      case "lane":
        return runLaneMode(this, inputs, inputs.mode);
      case "gate":
        return runGateMode(this, inputs, inputs.mode);
    }
  }

  private async reviewMode(inputs: ActionInputs): Promise<number> {
    const routed = this.route(inputs);
    if (!routed) return 0;
    const api = this.connect(inputs);
    const baseConfig = new BaseConfig(api, inputs.configPath, (m) => this.logger.info(m));
    const target = await this.authorise(routed, api, inputs, baseConfig);
    if (!target) return 0;
    // Cancelled before the check exists: open none (an in_progress check could outlive the process).
    this.throwIfCancelled();
    const publisher = await this.openCheck(api, inputs, target);
    if (!publisher) return 1;
    this.throwIfCancelled();
    const checkout = await this.checkOut(inputs, target);
    // The worktree a dirty workspace needed is removed whatever happens: a self-hosted runner keeps its temp folder.
    try {
      const build = { entry: this.deps.entry, graphsDir: this.deps.graphsDir };
      const setup = await configureReview({ api, core: this.deps.core, inputs, target, checkout, publisher, baseConfig, build });
      const review = await this.review(setup, inputs, target, checkout, publisher);
      return await this.publish({ ...setup, api, review, target, publisher, inputs, checkout });
    } finally {
      await checkout.dispose();
    }
  }

  publish(verdict: VerdictToPublish): Promise<number> {
    return publishVerdict({
      ...verdict,
      core: this.deps.core,
      runner: this.runner,
      redact: this.redact,
      signal: this.deps.signal,
      runUrl: runUrlOf(this.runner),
      cancelReason: () => this.cancelReason,
      onPublished: () => (this.published = true),
    });
  }

  adoptCheck(publisher: CheckRunPublisher): void {
    this.publisher = publisher;
  }

  private readInputs(): ActionInputs {
    return this.guardSecrets(readInputs(this.deps.core, this.runner.workspace));
  }

  /** Masks the inputs' secrets in the log and makes the redactor for everything this run posts or logs (createDocumentRedactor: line by line). */
  private guardSecrets(inputs: ActionInputs): ActionInputs {
    for (const secret of [inputs.githubToken, inputs.openaiApiKey]) if (secret) this.deps.core.setSecret(secret);
    this.redact = createDocumentRedactor(createRedactor([inputs.githubToken, inputs.openaiApiKey].filter(Boolean)));
    return inputs;
  }

  /** The event, or undefined when there is nothing for this check to do. */
  route(inputs: ActionInputs): Routed | undefined {
    const { core } = this.deps;
    const payload = this.runner.eventPath ? (JSON.parse(readFileSync(this.runner.eventPath, "utf8")) as Record<string, unknown>) : {};
    const trigger = routeEvent(this.runner.eventName, payload, { reviewDrafts: inputs.reviewDrafts });
    if (trigger.kind === "ignore") {
      core.info(`Nothing to review: ${trigger.reason}.`);
      return undefined;
    }
    if (trigger.kind === "error") throw new ConfigurationError(trigger.reason);
    // A command naming another check is that check's run's to answer: no reply, no reaction, no check run from this one.
    if (trigger.kind === "comment" && !commandIsFor(trigger.command, inputs.checkName)) {
      core.info(`Nothing to do: the command is for the check "${trigger.command.check}", not "${inputs.checkName}".`);
      return undefined;
    }
    return { trigger, payload };
  }

  connect(inputs: ActionInputs): GithubApi {
    if (!inputs.githubToken) throw new ConfigurationError("input github-token is empty: leave it at its default (`${{ github.token }}`) or pass a token");
    if (!this.runner.repository) throw new ConfigurationError("GITHUB_REPOSITORY is not set: this runs inside GitHub Actions");
    const { apiUrl, githubPacing, githubTimeoutMs } = this.runner;
    const octokit = createOctokit(inputs.githubToken, apiUrl, (m) => this.logger.info(m), {
      signal: this.deps.signal,
      pacing: githubPacing,
      ...(githubTimeoutMs ? { requestTimeoutMs: githubTimeoutMs } : {}),
    });
    return new GithubApi(octokit, this.runner.repository, { apiUrl, token: inputs.githubToken });
  }

  /** Who may ask, and which head and base: a command's author is checked, the head is pinned to a full SHA. */
  authorise(routed: Routed, api: GithubApi, inputs: ActionInputs, baseConfig: BaseConfig): Promise<Target | undefined> {
    const { owner, repo } = this.runner.repository!;
    return resolveTarget(routed.trigger, routed.payload, {
      api,
      core: this.deps.core,
      lanes: inputs.lanes,
      baseRepo: `${owner}/${repo}`,
      overridersAt: async (baseSha) => (await baseConfig.at(baseSha)).overriders ?? [],
    });
  }

  /** The check run, in_progress; undefined (and the step failed) when the token cannot write it. */
  async openCheck(api: GithubApi, inputs: ActionInputs, target: Target, externalId?: string): Promise<CheckRunPublisher | undefined> {
    const { core } = this.deps;
    const runUrl = runUrlOf(this.runner);
    const publisher = new CheckRunPublisher(api, {
      name: inputs.checkName,
      headSha: target.headSha,
      redact: (t) => this.redact(t),
      log: (m) => this.logger.warn(m),
      intervalMs: this.runner.progressIntervalMs,
      ...(runUrl ? { detailsUrl: runUrl } : {}),
      ...(externalId ? { externalId } : {}),
    });
    try {
      await publisher.start(`## Review gauntlet — queued\n\nReviewing ${target.headSha} against ${target.baseSha}.`);
    } catch (error) {
      if (!isPermissionError(error)) throw new GithubCallError(`could not create the check run "${inputs.checkName}" on ${shortSha(target.headSha)}`, error);
      core.error(READ_ONLY_HELP);
      await core.writeSummary(`## Review gauntlet: not run\n\n${READ_ONLY_HELP}\n`);
      core.setFailed("GAUNTLET: not run — read-only token (fork or Dependabot pull request); see the job summary");
      return undefined;
    }
    this.publisher = publisher;
    return publisher;
  }

  checkOut(inputs: ActionInputs, target: Target): Promise<Checkout> {
    const { serverUrl, tempDir, workspace } = this.runner;
    return prepareCheckout({
      workspace,
      headSha: target.headSha,
      baseSha: target.baseSha,
      ...(target.pull ? { pullNumber: target.pull.number } : {}),
      token: inputs.githubToken,
      ...(serverUrl ? { serverUrl } : {}),
      ...(tempDir ? { tempDir } : {}),
      log: (m) => this.logger.info(m),
    });
  }

  private review(setup: ReviewSetup, inputs: ActionInputs, target: Target, checkout: Checkout, publisher: CheckRunPublisher): Promise<ReviewedHead> {
    const context = { target, priors: setup.priors, keys: setup.keys, checkout, diffSpec: setup.diffSpec };
    return reviewHead(
      context,
      (scope) =>
        runReview(
          reviewRequestOf({
            ...setup,
            target,
            workspaceRoot: checkout.root,
            // The review's git needs no token: the checkout's answers, none of its credentials.
            git: checkout.git.withOptions({}),
            graphsDir: this.deps.graphsDir,
            timeoutMinutes: inputs.timeoutMinutes,
            secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
            signal: this.deps.signal,
            logger: this.logger,
            progress: new LaneProgress((summary) => publisher.progress(summary)),
            ...(scope ? { scope } : {}),
          }),
        ),
      (m) => this.logger.info(m),
      this.deps.signal,
    );
  }

  throwIfCancelled(): void {
    if (this.deps.signal.aborted) throw new CancelledError(this.cancelReason ?? "the run was cancelled");
  }
}
