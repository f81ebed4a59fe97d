/**
 * One probe environment, start to end: the privilege check, the probe user,
 * the scratch tree, the loopback-only network, the setup commands, the
 * service and its readiness, the existing suites; then the model's commands;
 * then everything is killed and removed. Every command goes through
 * startIsolated and into the audit.
 */
import { auditEntry, startedEntry, type AuditEntry, type AuditPhase } from "./audit.js";
import { hiddenPlan, type HiddenPlan } from "./hiddenPaths.js";
import { startIsolated, type IsolatedProcess, type IsolatedResult, type IsolationSpec } from "./isolatedCommand.js";
import type { ProbeLimits } from "./limits.js";
import { openNetworkNamespace, type NetworkNamespace, type NetworkOpener } from "./networkNamespace.js";
import { missingTools, NETWORK_TOOLS, REQUIRED_TOOLS, type PrivilegeDetector } from "./privilege.js";
import { ensureProbeUser, killUserProcesses, ProbeUserError, type ProbeUser } from "./probeUser.js";
import { readinessCommand, readyTarget, type ProbeRecipe } from "./recipe.js";
import { chooseScratchBase } from "./scratchBase.js";
import { createScratchTree, removeScratchTree, ScratchTreeError, type ScratchTree } from "./scratchTree.js";

export interface SessionOptions {
  recipe: ProbeRecipe;
  /** The original checkout: git archive reads it; commands never see it. */
  checkout: string;
  headSha: string;
  /** The caller's environment, read for the folders to hide; never passed on. */
  env: Readonly<Record<string, string | undefined>>;
  user: string;
  limits: ProbeLimits;
  detect: PrivilegeDetector;
  /** Default: a new namespace with loopback up (openNetworkNamespace). */
  network?: NetworkOpener;
  record: (entry: AuditEntry) => void;
  signal?: AbortSignal;
}

export interface SuiteResult {
  command: string;
  exitCode: number | null;
  note?: string;
}

/** Why there is no environment: PR code may not run (untrusted head), no isolation, or the project would not come up. */
export type BringupFailure = { ok: false; kind: "untrusted" | "isolation" | "environment"; reason: string };

export type Bringup = { ok: true; session: ProbeSession } | BringupFailure;

export interface ExecResult extends IsolatedResult {
  network: "isolated" | "host";
}

export class ProbeSession {
  private closed = false;

  private constructor(
    private readonly options: SessionOptions,
    private readonly mode: "root" | "sudo",
    readonly user: ProbeUser,
    readonly tree: ScratchTree,
    private readonly plan: HiddenPlan,
    private readonly network: NetworkNamespace,
    private service: { process: IsolatedProcess; result?: IsolatedResult } | undefined,
    readonly suites: SuiteResult[],
  ) {}

  /** Brings the environment up. Never throws for an environment problem: it says which kind it was. */
  static async open(options: SessionOptions): Promise<Bringup> {
    const privilege = await options.detect();
    if (!privilege.available) return { ok: false, kind: "isolation", reason: privilege.reason };
    const { mode } = privilege;
    const missing = await missingTools(mode, REQUIRED_TOOLS);
    if (missing.length > 0) return { ok: false, kind: "isolation", reason: `missing tools: ${missing.join(", ")}` };
    let user: ProbeUser;
    try {
      user = await ensureProbeUser(options.user, mode);
    } catch (error) {
      if (error instanceof ProbeUserError) return { ok: false, kind: "isolation", reason: error.message };
      throw error;
    }
    await killUserProcesses(user, mode);

    const plan = hiddenPlan(options.env, options.checkout);
    const scratch = chooseScratchBase(user, plan.hidden);
    if (!scratch.ok) return { ok: false, kind: "environment", reason: scratch.reason };
    let tree: ScratchTree;
    try {
      tree = await createScratchTree({ repo: options.checkout, headSha: options.headSha, user, mode, base: scratch.base });
    } catch (error) {
      if (error instanceof ScratchTreeError) return { ok: false, kind: "environment", reason: error.message };
      throw error;
    }
    let network: Awaited<ReturnType<NonNullable<typeof options.network>>>;
    try {
      network = await (options.network ?? defaultNetwork)(mode);
    } catch (error) {
      // Nothing else owns the scratch tree yet: remove it here, or it outlives the run.
      await removeScratchTree(tree, mode);
      throw error;
    }
    const session = new ProbeSession(options, mode, user, tree, plan, network, undefined, []);
    try {
      const failure = await session.bringUp();
      if (failure) {
        await session.close();
        return failure;
      }
      return { ok: true, session };
    } catch (error) {
      await session.close();
      throw error;
    }
  }

  get networkIsolated(): boolean {
    return this.network.available;
  }

  /** Why the probe's network is the host's, when it is. */
  get networkNote(): string | undefined {
    return this.network.available ? undefined : this.network.reason;
  }

  get notes(): readonly string[] {
    return this.plan.notes;
  }

  private spec(network: "isolated" | "host"): IsolationSpec {
    return {
      mode: this.mode,
      user: this.user,
      scratchRoot: this.tree.root,
      plan: this.plan,
      nproc: this.options.limits.nproc,
      ...(network === "isolated" && this.network.available ? { netnsPid: this.network.pid } : {}),
    };
  }

  /** Runs one command to completion, audited. `network: "host"` only for setup. */
  private async run(phase: AuditPhase, command: string, timeoutMs: number, network: "isolated" | "host", signal?: AbortSignal): Promise<ExecResult> {
    const spec = this.spec(network);
    const effective = spec.netnsPid === undefined ? "host" : "isolated";
    const { limits } = this.options;
    const child = startIsolated(spec, command, { timeoutMs, headBytes: limits.headBytes, tailBytes: limits.tailBytes, ...(signal ? { signal } : {}) });
    const result = await child.done;
    this.options.record(auditEntry(phase, command, result, effective));
    signal?.throwIfAborted();
    return { ...result, network: effective };
  }

  private async bringUp(): Promise<BringupFailure | undefined> {
    const { recipe, limits, signal } = this.options;
    // The isolation proves itself before anything of the project runs.
    const check = await this.run("check", "id -u; id -G", 30_000, "host", signal);
    if (check.isolationError) return { ok: false, kind: "isolation", reason: check.isolationError };
    const ids = check.stdout.text.trim().split("\n");
    if (check.exitCode !== 0 || ids[0] !== String(this.user.uid) || ids[1] !== String(this.user.gid)) {
      return {
        ok: false,
        kind: "isolation",
        reason: `the isolation check ran as "${ids.join(" / ")}", not as ${this.user.name} (${this.user.uid}, group ${this.user.gid} only)`,
      };
    }
    for (const command of recipe.setup ?? []) {
      const result = await this.run("setup", command, limits.setupMs, "host", signal);
      const problem = failureOf(result);
      if (problem) return { ok: false, kind: "environment", reason: `setup command \`${command}\` ${problem}` };
    }
    if (recipe.start) {
      const failure = await this.startService(recipe.start, recipe.ready);
      if (failure) return failure;
    }
    for (const command of recipe.suites ?? []) {
      signal?.throwIfAborted();
      const result = await this.run("suite", command, limits.suiteMs, "isolated", signal);
      if (result.isolationError) return { ok: false, kind: "isolation", reason: result.isolationError };
      this.suites.push({ command, exitCode: result.killed ? null : result.exitCode, ...(result.killed ? { note: `killed: ${result.killed}` } : {}) });
    }
    return undefined;
  }

  private async startService(start: string, ready: string | undefined): Promise<BringupFailure | undefined> {
    const { limits, signal } = this.options;
    const spec = this.spec("isolated");
    const network = spec.netnsPid === undefined ? "host" : "isolated";
    const child = startIsolated(spec, start, { headBytes: limits.headBytes, tailBytes: limits.tailBytes });
    this.options.record(startedEntry(start, network));
    const service: { process: IsolatedProcess; result?: IsolatedResult } = { process: child };
    this.service = service;
    const exited = child.done.then((result) => {
      service.result = result;
      this.options.record(auditEntry("start", start, result, network));
      return result;
    });
    const serviceDied = (result: IsolatedResult): BringupFailure => ({
      ok: false,
      kind: result.isolationError ? "isolation" : "environment",
      reason:
        result.isolationError ??
        `the service (\`${start}\`) exited ${result.exitCode ?? result.signal} before it was ready (start must run in the foreground)${tailOf(result)}`,
    });
    if (!ready) {
      const early = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 1_000))]);
      return early ? serviceDied(early) : undefined;
    }
    let target;
    try {
      target = readyTarget(ready);
    } catch (error) {
      return { ok: false, kind: "environment", reason: (error as Error).message };
    }
    const poll = startIsolated(spec, readinessCommand(target, limits.readyMs / 1000), {
      timeoutMs: limits.readyMs + 10_000,
      headBytes: 1_000,
      tailBytes: 1_000,
      ...(signal ? { signal } : {}),
    });
    const first = await Promise.race([exited.then((result) => ({ died: result })), poll.done.then((result) => ({ polled: result }))]);
    if ("died" in first) {
      poll.stop("the service exited");
      await poll.done;
      return serviceDied(first.died);
    }
    const polled = first.polled;
    this.options.record(auditEntry("ready", `poll ${ready}`, polled, network));
    if (polled.isolationError) return { ok: false, kind: "isolation", reason: polled.isolationError };
    if (polled.exitCode !== 0)
      return { ok: false, kind: "environment", reason: `the service did not answer on ${ready} within ${limits.readyMs / 1000} s${tailOf(service.result)}` };
    return undefined;
  }

  /** A model's command: inside the isolation, on the probe's network, with the command limit. */
  async exec(command: string, signal?: AbortSignal): Promise<ExecResult> {
    if (this.closed) throw new Error("the probe session is closed");
    return this.run("exec", command, this.options.limits.commandMs, "isolated", signal);
  }

  /** The service's end, when it has ended. */
  serviceExit(): IsolatedResult | undefined {
    return this.service?.result;
  }

  /** Kills the service and every process of the probe user, removes the scratch tree. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.service && !this.service.process.exited) {
      this.service.process.stop("the probe ended");
      await Promise.race([this.service.process.done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    if (this.network.available) this.network.close();
    await killUserProcesses(this.user, this.mode);
    await removeScratchTree(this.tree, this.mode);
  }
}

const defaultNetwork: NetworkOpener = async (mode) => {
  const missing = await missingTools(mode, NETWORK_TOOLS);
  return missing.length > 0 ? { available: false, reason: `missing tools: ${missing.join(", ")}` } : openNetworkNamespace(mode);
};

function failureOf(result: IsolatedResult): string | undefined {
  if (result.isolationError) return `could not run: ${result.isolationError}`;
  if (result.killed) return `was killed: ${result.killed}`;
  if (result.exitCode !== 0) return `exited ${result.exitCode ?? result.signal}${tailOf(result)}`;
  return undefined;
}

function tailOf(result: IsolatedResult | undefined): string {
  if (!result) return "";
  const text = `${result.stdout.text}\n${result.stderr.text}`.trim();
  return text ? `: ${text.slice(-400)}` : "";
}
