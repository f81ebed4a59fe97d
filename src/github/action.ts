/**
 * The action, start to finish: route the event, authorise, pin the head,
 * open the check, read the base branch's configuration, run the gauntlet,
 * publish. Every path after the check opens ends it as success or failure —
 * never in_progress, never neutral on an error.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GauntletError, isGauntletError, messageOf } from "../engine/index.js";
import { assertEndpointUsable, isOpenAiHosted, type EndpointConfig } from "../llm/endpoint.js";
import { createRedactor, type Redactor } from "../llm/redact.js";
import { parseConfig, probeRecipe, type GauntletConfig } from "../review/config.js";
import { normalizeLanes, type LaneName } from "../review/gauntlet/lanes.js";
import { runReview, type ReviewOutcome } from "../review/reviewRun.js";
import { GithubApi, createOctokit, type PullInfo } from "./api.js";
import { planAnnotations } from "./annotations.js";
import { CheckRunPublisher } from "./checkRun.js";
import { prepareCheckout, type Checkout } from "./checkout.js";
import type { CorePort } from "./corePort.js";
import { queuePullNumber, routeEvent, type Trigger } from "./events.js";
import { applyFloor } from "./floor.js";
import { readInputs, type ActionInputs } from "./inputs.js";
import { JOB_SUMMARY_BYTES, cutBytes } from "./limits.js";
import { placeableLocations } from "./placement.js";
import { planFor } from "./planText.js";
import { LaneProgress } from "./progress.js";
import { READ_ONLY_HELP, isPermissionError } from "./readOnly.js";

export interface ActionDeps {
  core: CorePort;
  env: NodeJS.ProcessEnv;
  graphsDir: string;
  /** Aborts on SIGINT/SIGTERM. */
  signal: AbortSignal;
}

interface Target {
  headSha: string;
  baseSha: string;
  pull?: PullInfo;
  /** The head's code is data only: a fork, pull_request_target. */
  untrusted: boolean;
  lanes: LaneName[];
  /** Where to reply for a comment command. */
  commentId?: number;
}

const WRITE_PERMISSIONS = new Set(["admin", "maintain", "write"]);
const CANCEL_DEADLINE_MS = 4000;

export class ActionSession {
  private publisher: CheckRunPublisher | undefined;
  private redact: Redactor = (text) => text;
  private finished = false;
  /** Why the run was cancelled (a signal, a crash): it names the check's failure, whoever completes it. */
  private cancelReason: string | undefined;
  /** The verdict reached the check, the outputs and the job summary. */
  private published = false;

  constructor(private readonly deps: ActionDeps) {}

  /** Ends the check as failure within the runner's cancellation window, whatever the run is doing. */
  async cancel(reason: string): Promise<void> {
    this.cancelReason ??= reason;
    if (this.finished || !this.publisher || this.publisher.isCompleted) return;
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
      if (!this.published) {
        // Later steps (`if: always()`) and the person reading the run see why, not silence.
        core.setOutput("verdict", "BLOCKED");
        await core
          .writeSummary(cutBytes(`## Review gauntlet: BLOCKED\n\nThe review could not finish, so it cannot pass.\n\n**Reason:** ${reason}\n`, JOB_SUMMARY_BYTES - 1024, "…"))
          .catch((e: unknown) => core.error(`could not write the job summary: ${this.redact(messageOf(e))}`));
      }
      core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
      return 1;
    } finally {
      this.finished = true;
    }
  }

  private async runUnsafe(): Promise<number> {
    const { core, env } = this.deps;
    const inputs = readInputs(core);
    for (const secret of [inputs.githubToken, inputs.openaiApiKey]) if (secret) core.setSecret(secret);
    this.redact = createRedactor([inputs.githubToken, inputs.openaiApiKey].filter(Boolean));

    const eventName = env.GITHUB_EVENT_NAME ?? "";
    const payload = env.GITHUB_EVENT_PATH ? (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) as Record<string, unknown>) : {};
    const trigger = routeEvent(eventName, payload, { reviewDrafts: inputs.reviewDrafts });
    if (trigger.kind === "ignore") {
      core.info(`Nothing to review: ${trigger.reason}.`);
      return 0;
    }
    if (trigger.kind === "error") throw new ConfigurationError(trigger.reason);
    if (!inputs.githubToken) throw new ConfigurationError("input github-token is empty: leave it at its default (`${{ github.token }}`) or pass a token");
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
    if (!owner || !repo) throw new ConfigurationError("GITHUB_REPOSITORY is not set: this runs inside GitHub Actions");
    const apiUrl = env.GITHUB_API_URL || "https://api.github.com";
    const api = new GithubApi(createOctokit(inputs.githubToken, apiUrl, (m) => core.info(m)), { owner, repo }, { apiUrl, token: inputs.githubToken });

    const target = await this.resolveTarget(trigger, payload, api, inputs, `${owner}/${repo}`);
    if (!target) return 0;
    // Cancelled before the check exists: open none (an in_progress check could outlive the process).
    this.throwIfCancelled();

    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
    const intervalMs = Math.max(200, Number(env.GAUNTLET_PROGRESS_INTERVAL_MS) || 5000);
    const publisher = new CheckRunPublisher(api, {
      name: inputs.checkName,
      headSha: target.headSha,
      redact: (t) => this.redact(t),
      log: (m) => core.warning(m),
      intervalMs,
      ...(runUrl ? { detailsUrl: runUrl } : {}),
    });
    try {
      await publisher.start(`## Review gauntlet — queued\n\nReviewing ${target.headSha} against ${target.baseSha}.`);
    } catch (error) {
      if (!isPermissionError(error)) throw error;
      core.error(READ_ONLY_HELP);
      await core.writeSummary(`## Review gauntlet: not run\n\n${READ_ONLY_HELP}\n`);
      core.setFailed("GAUNTLET: not run — read-only token (fork or Dependabot pull request); see the job summary");
      return 1;
    }
    this.publisher = publisher;
    this.throwIfCancelled();

    const checkout = await prepareCheckout({
      workspace: env.GITHUB_WORKSPACE || process.cwd(),
      headSha: target.headSha,
      baseSha: target.baseSha,
      ...(target.pull ? { pullNumber: target.pull.number } : {}),
      token: inputs.githubToken,
      ...(env.GITHUB_SERVER_URL ? { serverUrl: env.GITHUB_SERVER_URL } : {}),
      ...(env.RUNNER_TEMP ? { tempDir: env.RUNNER_TEMP } : {}),
      log: (m) => core.info(m),
    });

    const config = await this.loadConfig(api, inputs, target);
    const floor = applyFloor(config, inputs, target.lanes, (m) => core.warning(m));
    const plan = inputs.plan ?? (target.pull ? await planFor(api, target.pull.body, (m) => core.warning(m)) : "");
    const rules = config.rules ? ((await api.fileAt(config.rules, target.baseSha)) ?? "") : "";
    if (config.rules && !rules) core.warning(`the configured rules file ${config.rules} does not exist at the base commit`);

    const endpoint: EndpointConfig = {
      ...(inputs.openaiApiKey ? { apiKey: inputs.openaiApiKey } : {}),
      ...(inputs.openaiBaseUrl ? { baseURL: inputs.openaiBaseUrl } : {}),
      ...(inputs.model || config.models?.default ? { defaultModel: inputs.model || config.models!.default! } : {}),
      ...(config.models?.graphs ? { graphModels: config.models.graphs } : {}),
      ...(config.models?.nodes ? { nodeModels: config.models.nodes } : {}),
      ...(config.prices ? { priceTable: config.prices } : {}),
    };
    if (!inputs.openaiApiKey && isOpenAiHosted(inputs.openaiBaseUrl || undefined)) {
      core.error(READ_ONLY_HELP);
      throw new ConfigurationError("no openai-api-key: pass `openai-api-key: ${{ secrets.OPENAI_API_KEY }}` (forks and Dependabot get no secrets: see the job summary)");
    }
    assertEndpointUsable(endpoint);

    const progress = new LaneProgress((summary) => publisher.progress(summary));
    const diffSpec = `${target.baseSha}...${target.headSha}`;
    const outcome = await runReview({
      workspaceRoot: checkout.root,
      graphsDir: this.deps.graphsDir,
      diffSpec,
      baseSha: target.baseSha,
      headSha: target.headSha,
      plan,
      rigor: floor.rigor,
      securityPosture: floor.posture,
      lanes: floor.lanes,
      probeContext: target.untrusted ? "" : probeRecipe(config),
      // The recipe runs PR code: never for an untrusted head (the probe's own steps check again).
      ...(target.untrusted || !config.probe ? {} : { probe: config.probe }),
      rules,
      extraContext: target.pull ? `Pull request #${target.pull.number} by @${target.pull.author}.` : "",
      verificationCommands: config.verification_commands ?? [],
      untrustedHead: target.untrusted,
      timeoutSeconds: inputs.timeoutMinutes * 60,
      endpoint,
      ...(floor.budget ? { budget: floor.budget } : {}),
      ...(config.denylist ? { denylist: config.denylist } : {}),
      ...(config.paths?.ignore ? { ignorePaths: config.paths.ignore } : {}),
      secrets: [inputs.githubToken, inputs.openaiApiKey].filter(Boolean),
      signal: this.deps.signal,
      progress,
    });
    return this.publish(outcome, publisher, inputs, checkout, diffSpec);
  }

  private throwIfCancelled(): void {
    if (this.deps.signal.aborted) throw new CancelledError(this.cancelReason ?? "the run was cancelled");
  }

  private async resolveTarget(trigger: Exclude<Trigger, { kind: "ignore" | "error" }>, payload: Record<string, any>, api: GithubApi, inputs: ActionInputs, baseRepo: string): Promise<Target | undefined> { // eslint-disable-line @typescript-eslint/no-explicit-any -- the webhook payload
    const { core } = this.deps;
    const fromPull = (pull: PullInfo, dataOnly: boolean, lanes: LaneName[]): Target => ({
      headSha: pull.headSha,
      baseSha: pull.baseSha,
      pull,
      // Compared on every event: a maintainer's /gauntlet on a fork PR still never runs fork code.
      untrusted: dataOnly || pull.headRepo !== baseRepo,
      lanes,
    });
    switch (trigger.kind) {
      case "pull": {
        const pr = payload.pull_request;
        const pull: PullInfo = {
          number: pr.number,
          headSha: pr.head.sha,
          headRef: pr.head.ref,
          headRepo: pr.head.repo?.full_name ?? null,
          baseSha: pr.base.sha,
          baseRef: pr.base.ref,
          baseRepo: pr.base.repo?.full_name ?? baseRepo,
          body: pr.body ?? "",
          draft: pr.draft === true,
          author: pr.user?.login ?? "",
        };
        return fromPull(pull, trigger.dataOnly, inputs.lanes);
      }
      case "merge_group": {
        const number = queuePullNumber(trigger.headRef);
        const pull = number ? await api.getPull(number).catch(() => undefined) : undefined;
        return { headSha: trigger.headSha, baseSha: trigger.baseSha, ...(pull ? { pull: { ...pull, headSha: trigger.headSha, baseSha: trigger.baseSha } } : {}), untrusted: pull ? pull.headRepo !== baseRepo : false, lanes: inputs.lanes };
      }
      case "dispatch": {
        const pull = await api.getPull(trigger.number);
        return fromPull(pull, false, inputs.lanes);
      }
      case "comment": {
        const { command } = trigger;
        if (command.kind === "invalid") {
          await api.reply(trigger.number, `@${trigger.author} ${command.message}`);
          core.info(`refused: ${command.message}`);
          return undefined;
        }
        const permission = await api.permission(trigger.author);
        if (!WRITE_PERMISSIONS.has(permission)) {
          await api.reply(trigger.number, `@${trigger.author} only people with write access can run \`/gauntlet\` here.`);
          core.info(`refused /gauntlet from @${trigger.author} (permission: ${permission})`);
          return undefined;
        }
        if (command.kind !== "review") {
          await api.reply(trigger.number, `@${trigger.author} \`/gauntlet ${command.kind}\` is not available in this version of the action.`);
          return undefined;
        }
        await api.react(trigger.commentId, "eyes");
        // Pin the head now: a push after the comment is a new review, not this one.
        const pull = await api.getPull(trigger.number);
        return { ...fromPull(pull, false, normalizeLanes([...inputs.lanes, ...command.lanes]).lanes), commentId: trigger.commentId };
      }
    }
  }

  private async loadConfig(api: GithubApi, inputs: ActionInputs, target: Target): Promise<GauntletConfig> {
    // Read at the base commit through the API: a pull request cannot change the rules it is judged by.
    const text = await api.fileAt(inputs.configPath, target.baseSha);
    if (text === undefined) {
      this.deps.core.info(`no ${inputs.configPath} at the base commit; using the defaults`);
      return {};
    }
    return parseConfig(text, `${inputs.configPath} (at ${target.baseSha.slice(0, 12)})`);
  }

  private async publish(
    outcome: ReviewOutcome,
    publisher: CheckRunPublisher,
    inputs: ActionInputs,
    checkout: Checkout,
    diffSpec: string,
  ): Promise<number> {
    const { core, env } = this.deps;
    const { result } = outcome;
    if (this.deps.signal.aborted) {
      const reason = this.redact(this.cancelReason ?? (result.reasons.join("; ") || "the run was cancelled"));
      await publisher.fail(reason, { deadlineMs: CANCEL_DEADLINE_MS });
      core.setFailed(`GAUNTLET: BLOCKED — ${reason}`);
      return 1;
    }
    const placeable = await placeableLocations(checkout.git, checkout.root, diffSpec).catch(() => () => false);
    const { annotations, unplaced } = planAnnotations(result.findings, placeable, this.redact);
    const unplacedText =
      unplaced.length > 0
        ? `\n\n### Findings not on a changed line (${unplaced.length})\n${unplaced.map((f) => `- ${f.id} ${f.severity} \`${f.path}:${f.start_line}\` — ${f.title} (${f.verdict})`).join("\n")}`
        : "";
    const report = outcome.text + unplacedText;
    const title = `GAUNTLET: ${result.verdict}`;
    await publisher.complete(result.verdict === "PASS" ? "success" : "failure", title, report, annotations);
    this.published = true;

    const outDir = join(env.RUNNER_TEMP || checkout.root, "gauntlet");
    mkdirSync(outDir, { recursive: true });
    const reportPath = join(outDir, "report.md");
    const resultPath = join(outDir, "result.json");
    writeFileSync(reportPath, report);
    writeFileSync(resultPath, JSON.stringify(result, null, 2) + "\n");
    core.setOutput("verdict", result.verdict);
    core.setOutput("report", reportPath);
    core.setOutput("findings", resultPath);
    await core.writeSummary(cutBytes(this.redact(`${report}\n\n${laneTable(result)}\n`), JOB_SUMMARY_BYTES - 1024, "\n\n… (cut: the full report is in the `report` output)"));
    core.info(title);
    if (result.verdict === "BLOCKED" && inputs.failOnBlocked) {
      core.setFailed(`${title} — ${result.reasons.slice(0, 3).join("; ")}`);
      return 1;
    }
    return 0;
  }
}

function laneTable(result: ReviewOutcome["result"]): string {
  const rows = result.lanes.map(
    (l) =>
      `| ${l.name} | ${l.state} | ${l.verdict ?? "—"} | ${l.attempts} | ${(l.duration_ms / 1000).toFixed(1)} s | ${l.usage.prompt_tokens + l.usage.completion_tokens} | ${l.usage.cost_usd === null ? "—" : `$${l.usage.cost_usd.toFixed(4)}`} |`,
  );
  return ["| Lane | Status | Verdict | Attempts | Duration | Tokens | Est. cost |", "|---|---|---|---|---|---|---|", ...rows].join("\n");
}

class CancelledError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CANCELLED", "runtime", message);
  }
}

class ConfigurationError extends GauntletError {
  constructor(message: string) {
    super("ACTION_CONFIG", "user", message);
  }
}
