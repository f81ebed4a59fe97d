import { describe, expect, it } from "vitest";
import { dataBlockInstruction } from "../../src/engine/dataBlock.js";
import { jsonReply, textReply } from "../support/modelServer.js";
import { API_KEY, fakeTool, makeRequest, makeRunContext, NONCE, outputSchema, useModelServer } from "./harness.js";

describe("the request an llm node sends", () => {
  const h = useModelServer();

  it("carries the model, the system and user messages, and both X-Gauntlet headers", async () => {
    h.server.enqueue(textReply("looks fine"));
    const result = await h.runnerWith().run(makeRequest(), makeRunContext());

    expect(result.output).toBe("looks fine");
    const [request] = h.server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers["x-gauntlet-node"]).toBe("code-reviewer/review");
    expect(request?.headers["x-gauntlet-run"]).toBe("run-42");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.messages).toEqual([
      { role: "system", content: `You review code.\n\n${dataBlockInstruction(NONCE)}` },
      { role: "user", content: "Review this change." },
    ]);
  });

  it("sends no temperature, tools or response_format unless asked", async () => {
    h.server.enqueue(textReply("ok"));
    await h.runnerWith().run(makeRequest(), makeRunContext());

    const body = h.server.requests[0]?.body;
    expect(body).not.toHaveProperty("temperature");
    expect(body).not.toHaveProperty("tools");
    expect(body).not.toHaveProperty("response_format");
  });

  it("sends the temperature when set, even 0", async () => {
    h.server.enqueue(textReply("ok"));
    await h.runnerWith().run(makeRequest({ temperature: 0 }), makeRunContext());
    expect(h.server.requests[0]?.body.temperature).toBe(0);
  });

  it("adds the endpoint's extra headers to every request", async () => {
    h.server.enqueue(textReply("ok"));
    const runner = h.runnerWith({ endpoint: { headers: { "X-Tenant": "acme", "HTTP-Referer": "https://example.test" } } });
    await runner.run(makeRequest(), makeRunContext());

    expect(h.server.requests[0]?.headers["x-tenant"]).toBe("acme");
    expect(h.server.requests[0]?.headers["http-referer"]).toBe("https://example.test");
  });

  it("offers the node's tools as function tools with their parameter schemas", async () => {
    const parameters = { type: "object", properties: { path: { type: "string" } }, required: ["path"] };
    const read = fakeTool("fs_read", parameters, () => "");
    const ls = fakeTool("fs_ls", { type: "object", properties: {} }, () => "");
    h.server.enqueue(textReply("ok"));
    await h.runnerWith({ tools: [read, ls] }).run(makeRequest({ tools: ["fs_read"] }), makeRunContext());

    expect(h.server.requests[0]?.body.tools).toEqual([{ type: "function", function: { name: "fs_read", description: "test tool fs_read", parameters } }]);
  });

  it("asks for strict json_schema output using the strict form of the schema", async () => {
    const schema = {
      type: "object",
      properties: { verdict: { type: "string", enum: ["PASS", "BLOCKED"] }, note: { type: "string" } },
      required: ["verdict"],
    };
    h.server.enqueue(jsonReply({ verdict: "PASS", note: null }));
    const result = await h.runnerWith().run(makeRequest({ node: "gate.1", outputSchema: outputSchema(schema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "PASS" });
    expect(h.server.requests[0]?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: {
        name: "gate_1",
        strict: true,
        schema: {
          type: "object",
          properties: { verdict: { type: "string", enum: ["PASS", "BLOCKED"] }, note: { type: ["string", "null"] } },
          required: ["verdict", "note"],
          additionalProperties: false,
        },
      },
    });
  });

  it("in json_object mode, asks for a JSON object and puts the schema in the system message", async () => {
    const schema = { type: "object", properties: { ok: { type: "boolean" } }, required: ["ok"] };
    h.server.enqueue(jsonReply({ ok: true }));
    const runner = h.runnerWith({ endpoint: { structuredOutput: "json_object" } });
    const result = await runner.run(makeRequest({ outputSchema: outputSchema(schema) }), makeRunContext());

    expect(result.output).toEqual({ ok: true });
    const body = h.server.requests[0]?.body;
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages[0].content).toContain(JSON.stringify(schema));
    expect(body.messages[0].content).toContain(dataBlockInstruction(NONCE));
  });

  it("resolves the model: node field, then per-node, per-graph, default", async () => {
    const endpoint = {
      defaultModel: "default-m",
      graphModels: { "code-reviewer": "graph-m" },
      nodeModels: { "code-reviewer/review": "node-m" },
    };
    h.server.setHandler(() => textReply("ok"));
    const runner = h.runnerWith({ endpoint });
    const context = makeRunContext();
    await runner.run(makeRequest({ model: "field-m" }), context);
    await runner.run(makeRequest(), context);
    await runner.run(makeRequest({ node: "other" }), context);
    await runner.run(makeRequest({ graph: "adversary" }), context);

    expect(h.server.requests.map((r) => r.body.model)).toEqual(["field-m", "node-m", "graph-m", "default-m"]);
  });
});
