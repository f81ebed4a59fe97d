/**
 * The probe lane's per-run service: it opens the environment once (lazily,
 * for the first of the prepare script or the exec tool), serves the model's
 * commands, keeps the audit, and tears everything down at the end of the run.
 * The scripts find it in RunContext.services.probe; the exec tool is bound to it.
 */
import type { RunContext } from "../engine/index.js";
import { refusedEntry, traceLine, type AuditEntry } from "./audit.js";
import { DEFAULT_PROBE_LIMITS, type ProbeLimits } from "./limits.js";
import type { NetworkOpener } from "./networkNamespace.js";
import { detectPrivilege, type PrivilegeDetector } from "./privilege.js";
import { DEFAULT_PROBE_USER } from "./probeUser.js";
import { hasRecipe, type ProbeRecipe } from "./recipe.js";
import type { IsolatedResult } from "./isolatedCommand.js";
import { ProbeSession, type Bringup, type BringupFailure, type ExecResult } from "./session.js";

export interface WorkbenchOptions {
  /** The base branch's recipe; absent or empty: the probe cannot run. */
  recipe?: ProbeRecipe;
  /** The caller's environment, read for the folders to hide. Default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The unprivileged user commands run as. */
  user?: string;
  limits?: Partial<ProbeLimits>;
  /** How root is obtained; tests simulate a machine without it. */
  detect?: PrivilegeDetector;
  /** How the probe's loopback-only network is made; tests simulate a machine without it. */
  network?: NetworkOpener;
  /** Applied to every audit line before it reaches the trace. */
  redact?: (text: string) => string;
}

/** Why a run's head may not be executed, or undefined when it may. */
export function untrustedReason(context: RunContext): string | undefined {
  // Fail closed: only a run that says its head is trusted runs it.
  if (context.facts.untrusted_head !== false)
    return "the head is untrusted (a fork, pull_request_target or a read-only run) or its trust is unknown: PR code is never executed for it";
  return undefined;
}

export class ProbeWorkbench {
  readonly audit: AuditEntry[] = [];
  readonly limits: ProbeLimits;
  private opening: Promise<Bringup> | undefined;
  private session: ProbeSession | undefined;
  private closed = false;

  constructor(private readonly options: WorkbenchOptions = {}) {
    this.limits = { ...DEFAULT_PROBE_LIMITS, ...options.limits };
  }

  /** Why the probe's own tests had the host's network, when they did. */
  get networkNote(): string | undefined {
    return this.session?.networkNote;
  }

  get recipe(): ProbeRecipe | undefined {
    return this.options.recipe;
  }

  /** The environment, brought up on the first call; every later call gets the same outcome. */
  open(context: RunContext, signal?: AbortSignal): Promise<Bringup> {
    const refused = this.refusal(context);
    if (refused) return Promise.resolve(refused);
    this.opening ??= ProbeSession.open({
      recipe: this.options.recipe!,
      checkout: context.workspaceRoot,
      headSha: String(context.facts.head_sha),
      env: this.options.env ?? process.env,
      user: this.options.user ?? DEFAULT_PROBE_USER,
      limits: this.limits,
      detect: this.options.detect ?? detectPrivilege,
      ...(this.options.network ? { network: this.options.network } : {}),
      record: (entry) => this.record(entry, context),
      ...(signal ? { signal } : {}),
    })
      .then((bringup) => {
        if (bringup.ok) this.session = bringup.session;
        return bringup;
      })
      .catch((error: unknown): Bringup => ({
        ok: false,
        kind: "environment",
        reason: `the environment's bring-up was interrupted: ${(error as Error)?.message ?? String(error)}`,
      }));
    return this.opening;
  }

  private refusal(context: RunContext): BringupFailure | undefined {
    const untrusted = untrustedReason(context);
    if (untrusted) return { ok: false, kind: "untrusted", reason: untrusted };
    if (this.closed) return { ok: false, kind: "environment", reason: "the probe environment was already torn down" };
    if (!hasRecipe(this.options.recipe)) return { ok: false, kind: "environment", reason: "no local-run recipe (probe: in the base branch's configuration)" };
    const head = context.facts.head_sha;
    if (typeof head !== "string" || head === "") return { ok: false, kind: "environment", reason: "the run names no head commit to probe" };
    return undefined;
  }

  /** One model command. Throws ExecRefused when nothing may run. */
  async exec(context: RunContext, command: string, signal: AbortSignal): Promise<ExecResult & { serviceExit?: IsolatedResult }> {
    const untrusted = untrustedReason(context);
    if (untrusted) throw this.refuse(command, problemOf({ ok: false, kind: "untrusted", reason: untrusted }), context);
    const bringup = await this.open(context, signal);
    if (!bringup.ok) throw this.refuse(command, problemOf(bringup), context);
    const result = await bringup.session.exec(command, signal);
    if (result.isolationError) throw new ExecRefused(`isolation unavailable: ${result.isolationError}`);
    const serviceExit = bringup.session.serviceExit();
    return { ...result, ...(serviceExit ? { serviceExit } : {}) };
  }

  private refuse(command: string, reason: string, context: RunContext): ExecRefused {
    this.record(refusedEntry(command, reason), context);
    return new ExecRefused(reason);
  }

  private record(entry: AuditEntry, context: RunContext): void {
    this.audit.push(entry);
    const redact = this.options.redact ?? ((text: string) => text);
    context.trace.emit({
      ts: context.clock.now(),
      runId: context.runId,
      graph: "probe",
      depth: 1,
      type: "log",
      node: "probe",
      level: "info",
      message: redact(traceLine(entry)),
    });
  }

  /** Tears the environment down: kills every probe process, removes the scratch tree. */
  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    if (!opening) return;
    const bringup = await opening;
    if (bringup.ok) await bringup.session.close();
  }
}

/** The failure as the lane states it: `isolation unavailable: …`, `untrusted head: …` or `the environment could not be brought up: …`. */
export function problemOf(failure: BringupFailure): string {
  switch (failure.kind) {
    case "isolation":
      return `isolation unavailable: ${failure.reason}`;
    case "untrusted":
      return `untrusted head: ${failure.reason}`;
    case "environment":
      return `the environment could not be brought up: ${failure.reason}`;
  }
}

const EXEC_REFUSED = Symbol.for("review-gauntlet.probe.exec-refused");

/** The probe may not run a command (no isolation, an untrusted head, no environment). */
export class ExecRefused extends Error {
  readonly [EXEC_REFUSED] = true;
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ExecRefused";
  }
}

export function isExecRefused(value: unknown): value is ExecRefused {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[EXEC_REFUSED] === true;
}
