/**
 * One check run, from in_progress to a conclusion. Progress updates coalesce
 * to at most one per interval; the summary is cut to GitHub's byte limit with
 * an explicit marker; annotations go out 50 per request. Every error path
 * still completes the run as `failure` — never left in_progress.
 *
 * Everything sent is redacted last, after the text was made posted text
 * (postedText.ts): an annotation's title and message are posted text again
 * here (idempotent), so a secret that an invisible character split is
 * redacted once the character is gone.
 */
import type { Annotation, CheckOutput, GithubApi, Identity } from "../transport/api.js";
import { ANNOTATION_MESSAGE_BYTES, ANNOTATION_TITLE_BYTES, ANNOTATIONS_PER_REQUEST, CHECK_TEXT_BYTES, chunk, cutBytes } from "../transport/limits.js";
import { postedLine, postedMarkdown, postedText } from "./postedText.js";

const CUT_MARKER = "\n\n… (cut to fit GitHub's limit: the full report is in the job summary and the `report` output)";

export interface CheckRunOptions {
  name: string;
  headSha: string;
  redact: (text: string) => string;
  log: (message: string) => void;
  now?: () => number;
  intervalMs?: number;
  detailsUrl?: string;
  /** Set on creation (`external_id`): how another job of the workflow run finds this check again. */
  externalId?: string;
}

export class CheckRunPublisher {
  private id: number | undefined;
  private owner: Identity = { appId: null, login: null };
  private page: string | null = null;
  private completed = false;
  /** Set once the final update starts: no progress may land after (or on top of) it. */
  private closing = false;
  private lastUpdate = 0;
  private pending: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private inflight: Promise<void> = Promise.resolve();
  /** Aborts progress updates still waiting in Octokit's queues when the run ends. */
  private readonly progressAbort = new AbortController();
  private failing: Promise<void> | undefined;
  readonly updates: string[] = [];

  constructor(
    private readonly api: GithubApi,
    private readonly options: CheckRunOptions,
  ) {}

  get checkRunId(): number | undefined {
    return this.id;
  }

  /** The check run's page on GitHub (known once started). */
  get htmlUrl(): string | null {
    return this.page;
  }

  /** The app that owns the check run, and its bot login (known once started). */
  get identity(): Identity {
    return this.owner;
  }

  private output(title: string, summary: string, annotations?: Annotation[], text?: string): CheckOutput {
    return {
      title: cutBytes(this.options.redact(title), 255, "…"),
      summary: cutBytes(this.options.redact(summary), CHECK_TEXT_BYTES, CUT_MARKER),
      // The state block is ASCII and sized by its renderer; it is never cut (a cut block would not parse).
      ...(text ? { text } : {}),
      ...(annotations && annotations.length > 0 ? { annotations: annotations.map((a) => this.postedAnnotation(a)) } : {}),
    };
  }

  /** Annotations show text as typed: posted text, not markdown. The path is the file's own, and stays as it is. */
  private postedAnnotation(annotation: Annotation): Annotation {
    const { redact } = this.options;
    return {
      ...annotation,
      title: cutBytes(redact(postedLine(annotation.title)), ANNOTATION_TITLE_BYTES, "…"),
      message: cutBytes(redact(postedText(annotation.message)), ANNOTATION_MESSAGE_BYTES, "\n… (cut)"),
    };
  }

  async start(summary: string): Promise<void> {
    const created = await this.api.createCheck(
      this.options.name,
      this.options.headSha,
      this.output("GAUNTLET: running", summary),
      this.options.detailsUrl,
      this.options.externalId,
    );
    this.id = created.id;
    this.owner = created.identity;
    this.page = created.htmlUrl;
    this.lastUpdate = this.now();
  }

  /** A check run another job of this workflow run created (the matrix's plan job): this one completes it. */
  adopt(existing: { id: number; htmlUrl: string | null; identity: Identity }): void {
    this.id = existing.id;
    this.owner = existing.identity;
    this.page = existing.htmlUrl;
    this.lastUpdate = this.now();
  }

  /**
   * Schedules a progress update: at most one per interval and one in flight,
   * always the latest text. Superseded texts are dropped, never queued behind
   * a slow request (Octokit spaces writes a second apart).
   */
  progress(summary: string): void {
    if (this.id === undefined || this.closing) return;
    this.pending = summary;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.sending || this.pending === undefined || this.closing) return;
    const wait = Math.max(0, this.lastUpdate + (this.options.intervalMs ?? 5000) - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
    this.timer.unref?.();
  }

  private flush(): void {
    const summary = this.pending;
    if (summary === undefined || this.id === undefined || this.closing) return;
    this.pending = undefined;
    this.lastUpdate = this.now();
    this.sending = true;
    this.inflight = this.api
      .updateCheck(this.id, this.output("GAUNTLET: running", summary), this.progressAbort.signal)
      .then(() => {
        this.updates.push(summary);
      })
      .catch((error: unknown) => {
        if (!this.closing) this.options.log(`progress update failed (the run goes on): ${(error as Error).message}`);
      })
      .finally(() => {
        this.sending = false;
        this.schedule();
      });
  }

  /** Stops progress for good; aborting drops an update still queued (it would overwrite the conclusion's output). */
  private stopProgress(abortQueued: boolean): void {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    if (abortQueued) this.progressAbort.abort();
  }

  /** The final update: annotations in batches of 50 (the last with the conclusion); `text` carries the state block. */
  async complete(conclusion: "success" | "failure", title: string, summary: string, annotations: Annotation[], text?: string): Promise<void> {
    if (this.id === undefined || this.completed) return;
    this.stopProgress(false);
    await this.inflight;
    const batches = chunk(annotations, ANNOTATIONS_PER_REQUEST);
    const last = batches.pop() ?? [];
    for (const batch of batches) await this.api.updateCheck(this.id, this.output(title, summary, batch, text));
    await this.api.completeCheck(this.id, conclusion, this.output(title, summary, last, text));
    this.completed = true;
  }

  /**
   * Completes the run as failure with the reason. With a deadline (cancellation),
   * one direct request that bypasses the retry and throttling queues. Concurrent
   * calls (a signal while the run fails on its own) share one request: the first
   * reason wins.
   */
  fail(reason: string, options: { deadlineMs?: number } = {}): Promise<void> {
    if (this.id === undefined || this.completed) return Promise.resolve();
    this.failing ??= this.sendFailure(this.id, reason, options).then(
      () => {
        this.completed = true;
      },
      (error: unknown) => {
        this.failing = undefined;
        throw error;
      },
    );
    return this.failing;
  }

  private async sendFailure(id: number, reason: string, options: { deadlineMs?: number }): Promise<void> {
    // The reason may quote a model or the PR (a fault's message): posted markdown, so none of its lines reads as a verdict
    // and none of it renders as markup. Escaped with the text around it, so a fence it opens is seen where GitHub sees it.
    const output = this.output(
      "GAUNTLET: BLOCKED",
      postedMarkdown(`## Review gauntlet\n\nThe review could not finish, so it cannot pass.\n\n**Reason:** ${reason}`),
    );
    if (options.deadlineMs !== undefined) {
      this.stopProgress(true);
      await this.api.completeCheckDirect(id, output, options.deadlineMs);
    } else {
      this.stopProgress(false);
      await this.inflight;
      await this.api.completeCheck(id, "failure", output);
    }
  }

  get isCompleted(): boolean {
    return this.completed;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
