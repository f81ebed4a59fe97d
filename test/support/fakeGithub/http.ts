// Thin node:http helpers: read a body, write a GitHub-looking response.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** Large enough for a 65 KB summary plus 50 annotations of 64 KiB, with room to spare. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

// Headers every GitHub REST response carries; the throttling plugin reads the rate-limit ones.
function commonHeaders(): Record<string, string> {
  return {
    "x-github-request-id": randomBytes(8).toString("hex").toUpperCase(),
    "x-github-api-version-selected": "2022-11-28",
    "x-ratelimit-limit": "5000",
    "x-ratelimit-remaining": "4999",
    "x-ratelimit-used": "1",
    "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 3600),
    "x-ratelimit-resource": "core",
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204 || status === 304) {
    res.writeHead(status, { ...commonHeaders(), ...headers }).end();
    return;
  }
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      ...commonHeaders(),
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(text)),
      ...headers,
    })
    .end(text);
}

export function sendRaw(res: ServerResponse, status: number, contentType: string, data: Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...commonHeaders(), "content-type": contentType, "content-length": String(data.length), ...headers }).end(data);
}
