/**
 * Tools on request: a node with `toolsOnRequest` offers one small tool,
 * request_tools, until the model calls it; then the node's own tools. An
 * answer that needs no tool costs one request without their definitions.
 */
import { describe, expect, it } from "vitest";
import { wrapData } from "../../src/engine/dataBlock.js";
import { REQUEST_TOOLS } from "../../src/llm/toolOffer.js";
import { textReply, toolCall, toolCallsReply, type RecordedRequest } from "../support/modelServer.js";
import { fakeTool, makeRequest, makeRunContext, NONCE, useModelServer } from "./harness.js";

const pathParameters = { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false };
const patternParameters = { type: "object", properties: { pattern: { type: "string" } }, required: ["pattern"], additionalProperties: false };

const offered = (request: RecordedRequest | undefined) => ((request?.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);

function toolResult(request: RecordedRequest | undefined, id: string): string | undefined {
  const messages = (request?.body.messages ?? []) as { role: string; tool_call_id?: string; content: string }[];
  return messages.find((m) => m.role === "tool" && m.tool_call_id === id)?.content;
}

describe("tools on request", () => {
  const h = useModelServer();
  const tools = () => [
    fakeTool("fs_read", pathParameters, (args) => `1: text of ${String(args.path)}`),
    fakeTool("fs_grep", patternParameters, () => "no match"),
  ];

  it("offers only request_tools, so an answer that needs no tool is one request without the tools' definitions", async () => {
    h.server.enqueue(textReply("VERIFIED"));

    const result = await h.runnerWith({ tools: tools() }).run(makeRequest({ tools: ["fs_read", "fs_grep"], toolsOnRequest: true }), makeRunContext());

    expect(result.output).toBe("VERIFIED");
    expect(h.server.requests).toHaveLength(1);
    expect(offered(h.server.requests[0])).toEqual([REQUEST_TOOLS]);
    expect(JSON.stringify(h.server.requests[0]!.body.tools)).toContain("it offers fs_read, fs_grep");
  });

  it("request_tools opens the node's tools: later requests offer them, and its result says so", async () => {
    const [read, grep] = tools();
    h.server.enqueue(
      toolCallsReply([toolCall(REQUEST_TOOLS, {}, "call_ask")]),
      toolCallsReply([toolCall("fs_read", { path: "a.ts" }, "call_read")]),
      textReply("VERIFIED"),
    );

    const result = await h.runnerWith({ tools: [read!, grep!] }).run(makeRequest({ tools: ["fs_read", "fs_grep"], toolsOnRequest: true }), makeRunContext());

    expect(result.output).toBe("VERIFIED");
    expect(h.server.requests.map(offered)).toEqual([[REQUEST_TOOLS], ["fs_read", "fs_grep"], ["fs_read", "fs_grep"]]);
    expect(toolResult(h.server.requests[1], "call_ask")).toBe(wrapData("fs_read, fs_grep are offered from now on.", NONCE, "tool result"));
    expect(read!.calls).toEqual([{ path: "a.ts" }]);
    expect(toolResult(h.server.requests[2], "call_read")).toBe(wrapData("1: text of a.ts", NONCE, "tool result"));
  });

  it("runs a node tool called before it was offered (only its definition was held back), then offers them all", async () => {
    const [read, grep] = tools();
    h.server.enqueue(toolCallsReply([toolCall("fs_read", { path: "b.ts" }, "call_read")]), textReply("VERIFIED"));

    await h.runnerWith({ tools: [read!, grep!] }).run(makeRequest({ tools: ["fs_read", "fs_grep"], toolsOnRequest: true }), makeRunContext());

    expect(read!.calls).toEqual([{ path: "b.ts" }]);
    expect(h.server.requests.map(offered)).toEqual([[REQUEST_TOOLS], ["fs_read", "fs_grep"]]);
  });

  it("still refuses a tool the node does not allow", async () => {
    h.server.enqueue(toolCallsReply([toolCall("fs_cat", { path: "c.ts" }, "call_cat")]), textReply("UNVERIFIABLE"));

    await h.runnerWith({ tools: tools() }).run(makeRequest({ tools: ["fs_read", "fs_grep"], toolsOnRequest: true }), makeRunContext());

    expect(toolResult(h.server.requests[1], "call_cat")).toContain('error: unknown tool "fs_cat"; available tools: fs_read, fs_grep');
  });

  it("is off by default: request_tools is then an unknown tool, and every request offers the node's tools", async () => {
    h.server.enqueue(toolCallsReply([toolCall(REQUEST_TOOLS, {}, "call_ask")]), textReply("done"));

    await h.runnerWith({ tools: tools() }).run(makeRequest({ tools: ["fs_read", "fs_grep"] }), makeRunContext());

    expect(h.server.requests.map(offered)).toEqual([
      ["fs_read", "fs_grep"],
      ["fs_read", "fs_grep"],
    ]);
    expect(toolResult(h.server.requests[1], "call_ask")).toContain(`error: unknown tool "${REQUEST_TOOLS}"`);
  });

  it("a node without tools offers none, request_tools included", async () => {
    h.server.enqueue(textReply("done"));

    await h.runnerWith({ tools: tools() }).run(makeRequest({ tools: [], toolsOnRequest: true }), makeRunContext());

    expect(h.server.requests[0]!.body.tools).toBeUndefined();
  });
});
