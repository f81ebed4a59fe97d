// One request's path through the fake: record → route → authenticate → parse →
// validate → injected fault → permission → repository → handler → respond.
// Injected faults come after validation, so a malformed request is reported
// even when the test meant it to fail for another reason.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { assertMayWrite, authenticate, type AuthOptions } from "./auth.js";
import type { RecordedCall } from "./calls.js";
import { GithubApiError, invalidRequest } from "./errors.js";
import type { FaultInjector } from "./faults.js";
import { HANDLERS, type HandlerResult } from "./handlers/index.js";
import { readBody, sendJson, sendRaw } from "./http.js";
import type { Urls } from "./render.js";
import type { Router } from "./router.js";
import type { Stalls } from "./stalls.js";
import type { FakeGithubState } from "./state.js";
import type { OperationId } from "./operations.js";
import type { OperationValidator } from "./validation.js";

export interface PipelineDeps {
  state: FakeGithubState;
  router: Router;
  validators: Map<OperationId, OperationValidator>;
  faults: FaultInjector;
  stalls: Stalls;
  auth: AuthOptions;
  calls: RecordedCall[];
  pathPrefix: string;
  urls: () => Urls;
}

export async function handleRequest(deps: PipelineDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  const requestUrl = new URL(req.url ?? "/", deps.urls().api);
  const rawPath = requestUrl.pathname.startsWith(deps.pathPrefix) ? requestUrl.pathname.slice(deps.pathPrefix.length) : requestUrl.pathname;
  const call: RecordedCall = {
    method,
    path: safeDecode(rawPath),
    operationId: null,
    params: {},
    query: Object.fromEntries(requestUrl.searchParams),
    headers: req.headers,
    body: undefined,
    status: null,
  };
  deps.calls.push(call);

  try {
    const raw = await readBody(req);
    if (raw.length > 0) call.body = parseOrRaw(raw);
    const result = await respond(deps, call, { method, rawPath, requestUrl, raw, req, res });
    if (result === null) return;
    call.status = result.status;
    if (result.raw) sendRaw(res, result.status, result.raw.contentType, result.raw.data, result.headers);
    else sendJson(res, result.status, result.body, result.headers);
  } catch (error) {
    if (error instanceof GithubApiError) {
      call.status = error.status;
      if (error.rejected !== undefined) call.rejected = error.rejected;
      sendJson(res, error.status, error.toBody(), error.headers);
      return;
    }
    // A crash in the fake must fail the test, not pass as a server error the client retries away.
    call.status = 500;
    call.rejected = `fake GitHub crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    if (!res.headersSent) sendJson(res, 500, { message: call.rejected, documentation_url: "https://docs.github.com/rest", status: "500" });
    else res.destroy();
  }
}

interface RequestInfo {
  method: string;
  rawPath: string;
  requestUrl: URL;
  raw: Buffer;
  req: IncomingMessage;
  res: ServerResponse;
}

/** The response to send, or null when the request was stalled and the client left. */
async function respond(deps: PipelineDeps, call: RecordedCall, info: RequestInfo): Promise<HandlerResult | null> {
  const match = deps.router.match(info.method, info.rawPath);
  if (!match) throw invalidRequest(`no GitHub REST operation is ${info.method} ${call.path} (or the fake doesn't serve it yet)`);
  const { operation } = match;
  call.operationId = operation.id;
  call.params = match.params;

  const identity = authenticate(info.req.headers.authorization, deps.auth);
  let body: unknown;
  if (info.raw.length > 0) {
    try {
      body = JSON.parse(info.raw.toString("utf8"));
    } catch (error) {
      throw invalidRequest(`Problems parsing JSON: ${(error as Error).message}`);
    }
  }
  const validator = deps.validators.get(operation.id);
  if (!validator) throw new Error(`no validator compiled for ${operation.id}`);
  const checked = validator.validate({ params: match.params, query: call.query, body, hasBody: info.raw.length > 0 });
  if (!checked.ok) throw invalidRequest(`${operation.id}: ${checked.reason}`);

  const fault = deps.faults.take(info.method, operation, call.path);
  if (fault) {
    call.injected = fault.status;
    if (fault.status !== "stall") {
      const status = fault.status;
      const errorBody = fault.options.body ?? {
        message: STATUS_CODES[status] ?? "Error",
        documentation_url: "https://docs.github.com/rest",
        status: String(status),
      };
      return { status, body: errorBody, headers: fault.options.headers ?? {} };
    }
    const end = await deps.stalls.hold(info.res, fault.options.stallMs);
    if (end !== "elapsed") {
      call.aborted = end === "aborted";
      if (end === "closed") info.res.destroy();
      return null;
    }
  }

  assertMayWrite(identity, info.method);
  assertRepository(deps, match.params);
  const result = HANDLERS[operation.id]({
    state: deps.state,
    urls: deps.urls(),
    params: checked.value.params,
    query: checked.value.query,
    body: checked.value.body,
    identity,
    headers: info.req.headers,
    requestUrl: info.requestUrl,
  });
  if (!operation.successStatuses.includes(result.status)) {
    throw new Error(`${operation.id} answered ${result.status}, but GitHub documents only ${operation.successStatuses.join(", ")}`);
  }
  return result;
}

// The fake serves one repository; any other owner/repo is a client bug (wrong
// event field, or the merge commit's repo), so it is flagged, not just 404'd.
function assertRepository(deps: PipelineDeps, params: Record<string, string>): void {
  const { owner, repo } = params;
  if (owner === undefined || repo === undefined) return;
  if (owner.toLowerCase() === deps.state.owner.toLowerCase() && repo.toLowerCase() === deps.state.repo.toLowerCase()) return;
  throw new GithubApiError(404, "Not Found", { rejected: `repository ${owner}/${repo} is not the fake's ${deps.state.fullName}` });
}

function parseOrRaw(raw: Buffer): unknown {
  const text = raw.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
