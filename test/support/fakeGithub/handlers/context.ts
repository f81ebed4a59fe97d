// The contract between the server and an operation's handler. A handler sees
// a request already routed, authenticated and schema-validated; it answers
// with a result or throws a GithubApiError.
import type { IncomingHttpHeaders } from "node:http";
import type { TokenIdentity } from "../auth.js";
import { notFound } from "../errors.js";
import { paginate } from "../pagination.js";
import type { Json, Urls } from "../render.js";
import type { FakeGithubState } from "../state.js";

export interface HandlerContext {
  state: FakeGithubState;
  urls: Urls;
  /** Path parameters, coerced to their schema types. */
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The validated JSON body, or undefined. */
  body: unknown;
  identity: TokenIdentity;
  headers: IncomingHttpHeaders;
  /** The absolute request URL, for pagination links. */
  requestUrl: URL;
}

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A non-JSON payload (the contents API's raw media type). */
  raw?: { contentType: string; data: Buffer };
}

export type Handler = (ctx: HandlerContext) => HandlerResult;

export const ok = (body: unknown, status = 200): HandlerResult => ({ status, body });

/** One page of `items`, rendered, with GitHub's Link header when there are more. */
export function pageOf<T>(ctx: HandlerContext, items: readonly T[], render: (item: T) => Json): HandlerResult {
  const page = paginate(items, ctx.query, ctx.requestUrl);
  return { status: 200, body: page.items.map(render), ...(page.link ? { headers: { link: page.link } } : {}) };
}

export function intParam(ctx: HandlerContext, name: string): number {
  const value = ctx.params[name];
  if (typeof value !== "number") throw new Error(`path parameter ${name} is not an integer; the schema should have coerced it`);
  return value;
}

export function stringParam(ctx: HandlerContext, name: string): string {
  const value = ctx.params[name];
  if (typeof value !== "string") throw new Error(`path parameter ${name} is missing`);
  return value;
}

export function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

export const isSha = (value: string): boolean => /^[0-9a-f]{40}$/.test(value);
