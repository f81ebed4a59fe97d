/**
 * The scale bench's model: the loopback OpenAI-compatible server
 * (test/support/modelServer.ts) answering every call correctly after a fixed
 * latency. The wait is a timer, so concurrent calls overlap: the model is the
 * bottleneck, as a real provider is, not the machine's cores.
 *
 * - select_lanes adds no lane;
 * - each review chunk reports one 🟡 warning on its first file's first added line;
 * - verify_one answers VERIFIED, quoting the cited line from its prompt (or,
 *   when the prompt does not show it, after one fs_read).
 *
 * Every call is attributed to the chunk it serves (by the files the chunk
 * holds), so a run's calls can be compared chunk by chunk with another's.
 */
import {
  httpError,
  jsonReply,
  startModelServer,
  toolCall,
  toolCallsReply,
  type ModelReply,
  type ModelServer,
  type RecordedRequest,
} from "../../test/support/modelServer.js";
import { REVIEW_CHUNK, SELECT_LANES, VERIFY_ONE, nodeOf, promptText, selectNothing } from "../../test/e2e/support/model.js";
import { chunkPathsOf, findingIdOf, toolResults } from "../../test/support/reviewHarness.js";
import { FIRST_ADDED_LINE } from "./bigPr.js";
import { renderedPrompt, tokensOf } from "./promptMeter.js";

export interface ModelCall {
  node: string;
  /** X-Gauntlet-Run: one per process's run, so a matrix's calls can be told apart by job. */
  run: string;
  /** The chunk the call serves: its files, joined; "" for calls outside code review (select_lanes). */
  chunk: string;
  /** When the request arrived (Date.now()), before the scripted latency. */
  receivedAt: number;
}

export interface SlowModel {
  baseURL: string;
  /** Every call answered so far, in arrival order. */
  calls: ModelCall[];
  /** Calls the script could not answer (a node or prompt it does not know): the run is not the one measured. */
  unscripted: string[];
  close(): Promise<void>;
}

const chunkKey = (paths: readonly string[]) => [...paths].sort().join("\n");

const numberedLine = (text: string, line: number) => new RegExp(`^${line}: (.*)$`, "m").exec(text)?.[1];

function reviewChunk(request: RecordedRequest, paths: string[]): ModelReply {
  const path = paths[0];
  if (path === undefined) return httpError(418, { message: "review_chunk prompt names no files" });
  const finding = {
    severity: "🟡 WARNING",
    path,
    start_line: FIRST_ADDED_LINE,
    end_line: FIRST_ADDED_LINE,
    title: "Unnamed multiplier",
    claim: `The first rate added to ${path} multiplies the part's id by a bare number; name the factor so the next rate cannot drift from it.`,
    suggestion: "Name the factor.",
  };
  return jsonReply({ summary: `Adds rates to ${paths.length} ledger parts.`, findings: [finding] });
}

function verifyOne(request: RecordedRequest): ModelReply {
  const prompt = promptText(request);
  const id = findingIdOf(request);
  const path = /citing (\S+) lines/.exec(prompt)?.[1];
  if (!id || !path) return httpError(418, { message: `verify_one prompt names no finding or path: ${prompt.slice(0, 200)}` });
  const results = toolResults(request);
  const shown = numberedLine(prompt, FIRST_ADDED_LINE) ?? (results.length > 0 ? numberedLine(results.at(-1)!, FIRST_ADDED_LINE) : undefined);
  if (shown === undefined) return toolCallsReply([toolCall("fs_read", { path, offset: FIRST_ADDED_LINE, limit: 1 })]);
  return jsonReply({ id, verdict: "VERIFIED", evidence: `${path}:${FIRST_ADDED_LINE}: ${shown}`, note: "The factor is a bare number." });
}

/** A reply with usage counted as a provider would (chars / 4), so the result's token figures mean something. */
function withUsage(request: RecordedRequest, reply: ModelReply): ModelReply {
  if (reply.kind !== "completion") return reply;
  const spoken = reply.completion.content ?? JSON.stringify(reply.completion.toolCalls ?? []);
  return { ...reply, completion: { ...reply.completion, usage: { prompt_tokens: tokensOf(renderedPrompt(request)), completion_tokens: tokensOf(spoken) } } };
}

export async function startSlowModel(latencyMs: number): Promise<SlowModel> {
  const server: ModelServer = await startModelServer();
  const calls: ModelCall[] = [];
  const unscripted: string[] = [];
  /** Which chunk each finding's file was reviewed in: verify_one names only the file. */
  const chunkOfPath = new Map<string, string>();
  server.setHandler(async (request) => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const node = nodeOf(request);
    let reply: ModelReply;
    let chunk = "";
    if (node === REVIEW_CHUNK) {
      const paths = chunkPathsOf(request);
      chunk = chunkKey(paths);
      for (const path of paths) chunkOfPath.set(path, chunk);
      reply = reviewChunk(request, paths);
    } else if (node === VERIFY_ONE) {
      chunk = chunkOfPath.get(/citing (\S+) lines/.exec(promptText(request))?.[1] ?? "") ?? "";
      reply = verifyOne(request);
    } else if (node === SELECT_LANES) {
      reply = await selectNothing(request);
    } else {
      reply = httpError(418, { message: `the scale bench scripts no node ${node}` });
    }
    calls.push({ node, run: String(request.headers["x-gauntlet-run"] ?? ""), chunk, receivedAt: request.receivedAt });
    if (reply.kind === "http_error") unscripted.push(`${node}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    return withUsage(request, reply);
  });
  return {
    baseURL: server.baseURL,
    calls,
    unscripted,
    close: () => server.close(),
  };
}
