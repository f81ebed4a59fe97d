/**
 * Model endpoints that cannot be reached, for the fault matrix: a loopback
 * port nothing listens on (every connection refused), and a TCP server that
 * counts each connection and resets it at once, so a test can bound how many
 * connection attempts the action makes before it gives up.
 */
import { createServer, type AddressInfo, type Socket } from "node:net";
import type { TestContext } from "vitest";

export interface ResettingEndpoint {
  /** `http://127.0.0.1:<port>/v1`, for `openai-base-url`. */
  baseURL: string;
  /** Connections accepted (and reset) so far. */
  readonly connections: number;
}

/** Accepts every connection and resets it before a byte is read; closes when the test finishes. */
export async function startResettingEndpoint(test: Pick<TestContext, "onTestFinished">): Promise<ResettingEndpoint> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    // RST, not FIN: the client sees ECONNRESET, as behind a proxy whose upstream is gone.
    socket.resetAndDestroy();
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
