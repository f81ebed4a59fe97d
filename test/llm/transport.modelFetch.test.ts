/**
 * The model client's fetch (src/llm/transport/modelFetch.ts) through the real
 * `openai` client against loopback TCP servers that misbehave on purpose:
 * one that closes each connection before answering, one that closes it after
 * reading the request, one that sends headers and then stalls the body, and
 * one that answers and closes (Connection: close), which must still work.
 */
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { isConnectionFailure, reachOutcome } from "../../src/llm/transport/connectionFailure.js";
import { bodyIdleMs, BODY_IDLE_MS, modelFetch } from "../../src/llm/transport/modelFetch.js";
import { isTransient } from "../../src/llm/retry.js";
import { loadSdk } from "../../src/llm/sdk.js";

const COMPLETION = JSON.stringify({
  id: "c",
  object: "chat.completion",
  created: 1,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: "hello", refusal: null }, finish_reason: "stop", logprobs: null }],
});

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function endpoint(onConnection: (socket: Socket) => void): Promise<{ client: OpenAI; connections: () => number }> {
  await loadSdk();
  let connections = 0;
  server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The SDK's own timeout is far beyond any wait here: a hang-up must fail on its own, not time out.
  const client = new OpenAI({ apiKey: "k", baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 0, timeout: 600_000, fetch: modelFetch(1_000) });
  return { client, connections: () => connections };
}

const ask = (client: OpenAI) => client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });

describe("modelFetch", () => {
  it("fails a request whose connection is closed before the request is read, as a connection failure naming the host", async () => {
    const { client, connections } = await endpoint((socket) => socket.end());
    const error = await ask(client).catch((caught: unknown) => caught);
    expect(isConnectionFailure(error)).toBe(true);
    expect(reachOutcome(error)).toBe("unreachable");
    expect(String((error as Error).cause)).toMatch(/127\.0\.0\.1:\d+ closed the connection before sending a reply/);
    expect(connections()).toBe(1);
  });

  it("fails a request whose connection is closed after the request is read, the same way", async () => {
    const { client, connections } = await endpoint((socket) => socket.once("data", () => socket.end()));
    const error = await ask(client).catch((caught: unknown) => caught);
    expect(isConnectionFailure(error)).toBe(true);
    expect(connections()).toBe(1);
  });

  it("ends a reply that sends headers and then stalls, as a transient fault that is not a connection failure", async () => {
    const { client } = await endpoint((socket) =>
      socket.once("data", () => socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{")),
    );
    const error = await ask(client).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/127\.0\.0\.1:\d+ sent its reply's headers, then no byte for 1 s/);
    expect(isTransient(error)).toBe(true);
    expect(reachOutcome(error)).toBe("inconclusive");
  });

  it("reads a reply whose server closes the connection to end it", async () => {
    const { client } = await endpoint((socket) =>
      socket.once("data", () => socket.end(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n${COMPLETION}`)),
    );
    const reply = await ask(client);
    expect(reply.choices[0]?.message.content).toBe("hello");
  });

  it("takes its idle limit from GAUNTLET_MODEL_IDLE_SECONDS when that is a positive number", () => {
    expect(bodyIdleMs({ GAUNTLET_MODEL_IDLE_SECONDS: "2.5" })).toBe(2_500);
    expect(bodyIdleMs({ GAUNTLET_MODEL_IDLE_SECONDS: "0" })).toBe(BODY_IDLE_MS);
    expect(bodyIdleMs({ GAUNTLET_MODEL_IDLE_SECONDS: "soon" })).toBe(BODY_IDLE_MS);
    expect(bodyIdleMs({})).toBe(BODY_IDLE_MS);
  });
});
