/**
 * The model client's `fetch`: undici's, through an agent of our own, because
 * Node's built-in fetch leaves two broken endpoints hanging:
 *
 * - An endpoint (a misconfigured proxy or load balancer) that accepts the
 *   connection and closes it before the request is written: undici keeps the
 *   request pending until the request timeout (120 s per node), so the breaker
 *   heard of it once per node timeout. Here a connection the server closes
 *   before sending a single byte fails its request at once as ECONNRESET
 *   (ClosedBeforeReply): a connection failure, counted by the breaker like a reset.
 * - An endpoint that sends its headers and then stalls the body: undici's
 *   default body timeout is 300 s. Here a reply that goes the idle limit
 *   without a byte fails as ReplyStalled (UND_ERR_BODY_TIMEOUT), a transient
 *   fault the retry layer retries (retry.ts), never counted as unreachable:
 *   the endpoint answered.
 *
 * undici is loaded with the first call, as the SDK is (sdk.ts): a command that
 * calls no model never evaluates it.
 */
import type { Socket } from "node:net";
import type * as Undici from "undici";

/** How long a reply may go without a byte once its headers arrived; GAUNTLET_MODEL_IDLE_SECONDS overrides it. */
export const BODY_IDLE_MS = 30_000;

/** The idle limit in force: GAUNTLET_MODEL_IDLE_SECONDS when it is a positive number, else BODY_IDLE_MS. */
export function bodyIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.GAUNTLET_MODEL_IDLE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : BODY_IDLE_MS;
}

/** Why a request failed at once: its connection was closed before a byte came back. ECONNRESET, so connectionFailure.ts counts it. */
export class ClosedBeforeReply extends Error {
  readonly code = "ECONNRESET";
  constructor(readonly host: string) {
    super(`${host} closed the connection before sending a reply (a proxy or load balancer with no upstream?)`);
    this.name = "ClosedBeforeReply";
  }
}

/** A reply whose body went quiet: its headers came, then no byte for the idle limit. */
export class ReplyStalled extends Error {
  readonly code = "UND_ERR_BODY_TIMEOUT";
  constructor(
    readonly host: string,
    readonly idleMs: number,
    cause: unknown,
  ) {
    super(`${host} sent its reply's headers, then no byte for ${Math.round(idleMs / 1000)} s (GAUNTLET_MODEL_IDLE_SECONDS)`, { cause });
    this.name = "ReplyStalled";
  }
}

/**
 * Calls `hungUp` when the server ends `socket` before sending a byte. undici
 * attaches its own listeners only after an `await` (its parser loads on the
 * first connection), and a close it did not hear leaves the request waiting on
 * a dead socket until the request timeout; so this watches from the connect,
 * reading nothing (read(0) only lets a FIN be seen), and the caller aborts the
 * one request the connection was made for.
 */
export function watchForHangUp(socket: Socket, hungUp: () => void): void {
  const watch = () => {
    if (socket.bytesRead > 0) socket.off("readable", watch);
    else socket.read(0);
  };
  const ended = () => {
    socket.off("readable", watch);
    // A server that answered anything owns its close (Connection: close ends a body); undici reads that.
    if (socket.bytesRead === 0) hungUp();
  };
  socket.on("readable", watch);
  socket.once("end", ended);
  socket.once("close", ended);
  watch();
}

/** `response` with a body that fails as ReplyStalled, not as undici's bare "terminated"; `finished` runs when the body ends either way. */
function namingStalls(response: Response, host: string, idleMs: number, finished: () => void): Response {
  const body = response.body;
  if (body === null) {
    finished();
    return response;
  }
  const reader = body.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          finished();
        } else controller.enqueue(value);
      } catch (error) {
        finished();
        const timedOut = (error as { cause?: { code?: unknown } }).cause?.code === "UND_ERR_BODY_TIMEOUT";
        controller.error(timedOut ? new ReplyStalled(host, idleMs, error) : error);
      }
    },
    cancel: (reason) => {
      finished();
      return reader.cancel(reason);
    },
  });
  return new Response(stream, { status: response.status, statusText: response.statusText, headers: response.headers });
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let undici: Promise<typeof Undici> | undefined;

/**
 * The fetch to hand the OpenAI client (its `fetch` option). Each call gets an
 * agent of its own, so a connection that hangs up is known to belong to it:
 * model calls are few and long, and a handshake per call costs little next to
 * one. The agent closes with the reply's body.
 */
export function modelFetch(idleMs: number = bodyIdleMs()): Fetch {
  return async (input, init) => {
    const { Agent, buildConnector, fetch } = await (undici ??= import("undici"));
    const url = new URL(input instanceof Request ? input.url : String(input));
    const hangUp = new AbortController();
    const connect = buildConnector({});
    const agent = new Agent({
      bodyTimeout: idleMs,
      connect: (options, callback) =>
        connect(options, (error, socket) => {
          if (socket) watchForHangUp(socket as Socket, () => hangUp.abort(new ClosedBeforeReply(url.host)));
          // undici's callback is typed as two overloads; pass the outcome through unchanged.
          (callback as (error: Error | null, socket: unknown) => void)(error, socket);
        }),
    });
    const close = () => void agent.destroy().catch(() => undefined);
    const signal = init?.signal ? AbortSignal.any([init.signal, hangUp.signal]) : hangUp.signal;
    try {
      // undici's Request and Response are the web platform's, as the SDK expects; only their TypeScript types differ.
      const response = (await fetch(input as Parameters<typeof fetch>[0], {
        ...(init as Parameters<typeof fetch>[1]),
        signal,
        dispatcher: agent,
      })) as unknown as Response;
      return namingStalls(response, url.host, idleMs, close);
    } catch (error) {
      close();
      throw error;
    }
  };
}
