/**
 * Model endpoints that cannot be reached, for the fault matrix: a loopback
 * port nothing listens on (every connection refused), and TCP servers that
 * count each connection and reset it at once, close it before answering (as a
 * proxy or load balancer with no upstream does), or send headers and then
 * stall the body, so a test can bound how many connection attempts the
 * action makes before it gives up.
 */
import { createServer, type AddressInfo, type Socket } from "node:net";
import type { TestContext } from "vitest";

export interface ResettingEndpoint {
  /** `http://127.0.0.1:<port>/v1`, for `openai-base-url`. */
  baseURL: string;
  /** Connections accepted (and reset, closed or stalled) so far. */
  readonly connections: number;
}

/** Accepts every connection and resets it before a byte is read; closes when the test finishes. */
export function startResettingEndpoint(test: Pick<TestContext, "onTestFinished">): Promise<ResettingEndpoint> {
  // RST, not FIN: the client sees ECONNRESET, as behind a proxy whose upstream is gone.
  return startMisbehavingEndpoint(test, (socket) => socket.resetAndDestroy());
}

/**
 * How a hanging-up endpoint treats each connection: "at once" closes it (FIN) on accept, before the request is
 * read; "after the request" reads the request first; "headers, then stall" sends a 200's headers and one byte of
 * its body, then nothing.
 */
export type HangUp = "at once" | "after the request" | "headers, then stall";

export function startHangingUpEndpoint(test: Pick<TestContext, "onTestFinished">, how: HangUp): Promise<ResettingEndpoint> {
  return startMisbehavingEndpoint(test, (socket) => {
    if (how === "at once") socket.end();
    else if (how === "after the request") socket.once("data", () => socket.end());
    else socket.once("data", () => socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 4096\r\n\r\n{"));
  });
}

async function startMisbehavingEndpoint(test: Pick<TestContext, "onTestFinished">, onConnection: (socket: Socket) => void): Promise<ResettingEndpoint> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  test.onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get connections() {
      return connections;
    },
  };
}

/** A loopback URL whose port was free a moment ago and is closed now: every connection is refused. */
export async function refusingEndpointURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
