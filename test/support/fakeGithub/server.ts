// A loopback fake of GitHub's REST API for every GitHub-side test: requests are
// validated against GitHub's own OpenAPI schemas, answered from realistic
// in-memory state, and recorded for assertions.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ACTIONS_BOT, type AuthOptions } from "./auth.js";
import { assertNoRejections, rejectionsIn, type RecordedCall } from "./calls.js";
import { FaultInjector, type Fault, type FaultOptions, type FaultStatus, type FaultTarget } from "./faults.js";
import { loadOperations, type OperationId, type Operation } from "./operations.js";
import { handleRequest } from "./pipeline.js";
import type { Urls } from "./render.js";
import { Router } from "./router.js";
import { Stalls } from "./stalls.js";
import { FakeGithubState } from "./state.js";
import { createValidators, type OperationValidator } from "./validation.js";

export interface FakeGithubOptions extends AuthOptions {
  /** The one repository served, `owner/name`. Default `octo-org/octo-repo`. */
  repository?: string;
  /** Default `main`; the contents API uses it when no `ref` is given. */
  defaultBranch?: string;
  /** An Enterprise-style API prefix such as `/api/v3`; `url` includes it. Default none. */
  pathPrefix?: string;
  /** Base for html_url fields. Default `https://github.com`. */
  htmlUrl?: string;
  /** The clock for timestamps (they still strictly increase). Default: the real time. */
  now?: () => Date;
  /** Starts with a copy of another fake's records and calls (same repository), to go on from its state. */
  from?: FakeGithub;
}

export interface FakeGithub {
  /** The API base URL, for Octokit's `baseUrl` or GITHUB_API_URL. */
  readonly url: string;
  readonly calls: RecordedCall[];
  readonly state: FakeGithubState;
  /** The next `times` (default 1) requests matching method (or "*") and target get `status`, or stall. */
  failNext(method: string, target: FaultTarget, status: FaultStatus, options?: FaultOptions): void;
  /** Calls to one operation, in arrival order. */
  callsTo(operationId: OperationId): RecordedCall[];
  /** Calls that broke GitHub's contract. */
  rejections(): RecordedCall[];
  /** Throws a RejectedCallsError listing every contract violation. */
  expectNoRejections(): void;
  /** Injected faults that no request triggered. */
  unusedFaults(): Fault[];
  close(): Promise<void>;
}

// Compiling ~80 schemas takes a few hundred milliseconds; the result is
// stateless, so every server in the process shares one compilation.
let compiled: { router: Router; validators: Map<OperationId, OperationValidator> } | undefined;

function compiledApi(): NonNullable<typeof compiled> {
  if (!compiled) {
    const operations: Operation[] = loadOperations();
    compiled = { router: new Router(operations), validators: createValidators(operations) };
  }
  return compiled;
}

export async function startFakeGithub(options: FakeGithubOptions = {}): Promise<FakeGithub> {
  const { router, validators } = compiledApi();
  const state = new FakeGithubState({
    repository: options.repository ?? "octo-org/octo-repo",
    defaultBranch: options.defaultBranch ?? "main",
    now: options.now ?? (() => new Date()),
  });
  const calls: RecordedCall[] = [];
  if (options.from) {
    state.copyFrom(options.from.state);
    calls.push(...options.from.calls.map((call) => ({ ...call })));
  }
  const faults = new FaultInjector();
  const stalls = new Stalls();
  const pathPrefix = (options.pathPrefix ?? "").replace(/\/+$/, "");
  let urls: Urls = { api: "http://127.0.0.1", html: options.htmlUrl ?? "https://github.com" };
  const deps = {
    state,
    router,
    validators,
    faults,
    stalls,
    auth: { ...(options.tokens ? { tokens: options.tokens } : {}), defaultIdentity: options.defaultIdentity ?? ACTIONS_BOT },
    calls,
    pathPrefix,
    urls: () => urls,
  };

  const server = createServer((req, res) => void handleRequest(deps, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  urls = { ...urls, api: `http://127.0.0.1:${port}${pathPrefix}` };

  let closed: Promise<void> | undefined;
  return {
    url: urls.api,
    calls,
    state,
    failNext: (method, target, status, faultOptions) => faults.add(method, target, status, faultOptions),
    callsTo: (operationId) => calls.filter((c) => c.operationId === operationId),
    rejections: () => rejectionsIn(calls),
    expectNoRejections: () => assertNoRejections(calls),
    unusedFaults: () => faults.unused(),
    close: () => {
      closed ??= new Promise<void>((resolve, reject) => {
        stalls.releaseAll();
        server.close((error) => (error ? reject(error) : resolve()));
        // Octokit's fetch keeps connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

export type { RecordedCall } from "./calls.js";
export { RejectedCallsError } from "./calls.js";
export type { Fault, FaultOptions, FaultStatus, FaultTarget } from "./faults.js";
export type { TokenIdentity } from "./auth.js";
export type * from "./records.js";
export { FakeGithubState } from "./state.js";
