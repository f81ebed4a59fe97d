/**
 * A loopback smart-HTTP git server (`git http-backend` as CGI) that checks
 * credentials the way github.com does: a request with two Authorization
 * headers gets 400 "Duplicate header", one without the expected token gets
 * 401. It serves `<root>/<owner>/<repo>.git` at `<url>/<owner>/<repo>`.
 */
import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GitHttpServer {
  /** Like GITHUB_SERVER_URL: `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request: its path and the Authorization headers it carried. */
  requests: Array<{ path: string; authorizations: string[]; status: number }>;
  close(): Promise<void>;
}

export async function startGitHttpServer(projectRoot: string, token: string): Promise<GitHttpServer> {
  const expected = `basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
  const requests: GitHttpServer["requests"] = [];
  const server = createServer((req, res) => {
    // node:http keeps only the first of duplicate Authorization headers; the raw list has them all.
    const authorizations = req.rawHeaders.filter((_, i, raw) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === "authorization");
    const record = { path: req.url ?? "", authorizations, status: 0 };
    requests.push(record);
    const refuse = (status: number, message: string) => {
      record.status = status;
      res.writeHead(status, { "content-type": "text/plain", ...(status === 401 ? { "www-authenticate": 'Basic realm="GitHub"' } : {}) }).end(`${message}\n`);
    };
    if (authorizations.length > 1) return refuse(400, 'Duplicate header: "Authorization"');
    if (authorizations[0]?.toLowerCase() !== expected.toLowerCase()) return refuse(401, "Invalid username or token.");
    record.status = 200;
    backend(projectRoot, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function backend(projectRoot: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://localhost");
  // `/owner/repo/info/refs` → `/owner/repo.git/info/refs`, as GitHub accepts both.
  const pathInfo = url.pathname.replace(/^\/([^/]+)\/([^/]+?)(?:\.git)?\//, "/$1/$2.git/");
  const cgi = spawn("git", ["http-backend"], {
    env: {
      PATH: process.env.PATH,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: "1",
      PATH_INFO: pathInfo,
      REQUEST_METHOD: req.method ?? "GET",
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers["content-type"] ?? "",
      REMOTE_ADDR: "127.0.0.1",
      REMOTE_USER: "x-access-token",
      ...(req.headers["git-protocol"] ? { GIT_PROTOCOL: String(req.headers["git-protocol"]) } : {}),
      ...(req.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"]) } : {}),
    },
    stdio: ["pipe", "pipe", "ignore"],
  });
  req.pipe(cgi.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  cgi.stdout.on("data", (chunk: Buffer) => {
    if (headersDone) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf("\r\n\r\n");
    if (end < 0) return;
    headersDone = true;
    let status = 200;
    const headers: Record<string, string> = {};
    for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === "status") status = Number.parseInt(value, 10);
      else headers[name] = value;
    }
    res.writeHead(status, headers);
    res.write(head.subarray(end + 4));
  });
  cgi.on("close", () => {
    if (!headersDone) res.writeHead(502).end("git http-backend sent no headers\n");
    else res.end();
  });
}
