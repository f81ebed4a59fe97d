/**
 * The scripted model for the end-to-end runs: it answers per node, read from
 * the `X-Gauntlet-Node` header; an unscripted node gets a 418 that names it,
 * so a test that reaches a node it did not expect fails loudly.
 */
import {
  httpError,
  jsonReply,
  textReply,
  toolCall,
  toolCallsReply,
  type ModelReply,
  type ModelServer,
  type RecordedRequest,
} from "../../support/modelServer.js";

export const SELECT_LANES = "review-gauntlet/select_lanes";
export const REVIEW_CHUNK = "code-reviewer/review_chunk";
export const VERIFY_ONE = "finding-verifier/verify_one";
export const ADVERSARY = "adversary/review";
export const SECURITY = "security-reviewer/review";

export type Route = (request: RecordedRequest) => ModelReply | Promise<ModelReply>;

export function nodeOf(request: RecordedRequest): string {
  return String(request.headers["x-gauntlet-node"] ?? "");
}

export function promptText(request: RecordedRequest): string {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content?: string | null }>;
  return messages.find((m) => m.role === "user")?.content ?? "";
}

function toolResults(request: RecordedRequest): string[] {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content?: string | null }>;
  return messages.filter((m) => m.role === "tool").map((m) => m.content ?? "");
}

/**
 * The added lines a review prompt shows, in order: each under its file's `### path` header, with the
 * head-side number the diff's gutter gives it (`12+text`).
 */
export function shownAddedLines(prompt: string): Array<{ path: string; line: number; text: string }> {
  const shown: Array<{ path: string; line: number; text: string }> = [];
  let path: string | undefined;
  for (const row of prompt.split("\n")) {
    const header = /^### (.+?)(?: — |$)/.exec(row);
    if (header) path = header[1]!;
    const added = /^\s*(\d+)\+(.*)$/.exec(row);
    if (path !== undefined && added) shown.push({ path, line: Number(added[1]), text: added[2]! });
  }
  return shown;
}

export function script(model: ModelServer, routes: Record<string, Route>): void {
  model.setHandler((request) => {
    const route = routes[nodeOf(request)];
    return route ? route(request) : httpError(418, { message: `unscripted node ${nodeOf(request)}` });
  });
}

export function requestsFor(model: ModelServer, node: string): RecordedRequest[] {
  return model.requests.filter((r) => nodeOf(r) === node);
}

export const selectNothing: Route = () => jsonReply({ add_code_review: false, add_adversary: false, add_security: false, add_probe: false, lane_reasons: "" });

export const cleanChunk: Route = () => jsonReply({ summary: "A small, well-tested change.", findings: [] });

export const CONFORMS = ["Every criterion is implemented.", "", "ADVERSARIAL_REVIEW: CONFORMS", "Criteria: met=1 partial=0 unmet=0 diverged=0"].join("\n");
export const SECURITY_PASS = ["No finding at or above the threshold.", "", "SECURITY_REVIEW: PASS", "Posture: standard — checked the changed input path."].join(
  "\n",
);

/** Every lane finds nothing; select_lanes adds nothing. */
export function cleanLanes(): Record<string, Route> {
  return {
    [SELECT_LANES]: selectNothing,
    [REVIEW_CHUNK]: cleanChunk,
    [ADVERSARY]: () => textReply(CONFORMS),
    [SECURITY]: () => textReply(SECURITY_PASS),
  };
}

export interface ChunkFinding {
  severity: "🔴 CRITICAL" | "🟡 WARNING" | "🟢 SUGGESTION" | "💡 NITPICK";
  path: string;
  start_line: number;
  end_line?: number;
  title: string;
  claim: string;
}

export function findingsChunk(findings: ChunkFinding[]): Route {
  return () =>
    jsonReply({
      summary: "The change, reviewed.",
      findings: findings.map((f) => ({ suggestion: "Fix it.", end_line: f.start_line, ...f })),
    });
}

/**
 * verify_one for any finding: reads the cited line with fs_read, then answers
 * VERIFIED quoting exactly what the tool showed.
 */
export const verifyByReading: Route = (request) => {
  const prompt = promptText(request);
  const id = /^Finding (\S+) \(/m.exec(prompt)?.[1];
  const cited = /citing (\S+) lines (\d+)/.exec(prompt);
  if (!id || !cited) return httpError(418, { message: `verify_one prompt names no finding or location:\n${prompt.slice(0, 400)}` });
  const [, path, lineText] = cited as unknown as [string, string, string];
  const line = Number(lineText);
  const results = toolResults(request);
  if (results.length === 0) return toolCallsReply([toolCall("fs_read", { path, offset: line, limit: 1 })]);
  const shown = new RegExp(`^${line}: (.*)$`, "m").exec(results.at(-1)!)?.[1];
  if (shown === undefined) return httpError(418, { message: `fs_read did not show line ${line}: ${results.at(-1)}` });
  return jsonReply({ id, verdict: "VERIFIED", evidence: `${path}:${line}: ${shown}`, note: "" });
};
