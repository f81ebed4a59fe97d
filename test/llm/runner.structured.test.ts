import { describe, expect, it } from "vitest";
import type { NodeFault } from "../../src/engine/errors.js";
import { jsonReply, textReply, toolCall, toolCallsReply } from "../support/modelServer.js";
import { fakeTool, makeRequest, makeRunContext, outputSchema, rejectionOf, useModelServer } from "./harness.js";

const verdictSchema = {
  type: "object",
  properties: {
    verdict: { type: "string", enum: ["PASS", "BLOCKED"] },
    findings: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "string" }, line: { type: "integer" } },
        required: ["id"],
      },
    },
  },
  required: ["verdict", "findings"],
};

const lastUserMessage = (body: { messages: Array<{ role: string; content: string }> }) => body.messages.filter((m) => m.role === "user").at(-1)?.content;

describe("structured output", () => {
  const h = useModelServer();

  it("returns the validated object with the strict form's nulls for absent optionals removed", async () => {
    h.server.enqueue(
      jsonReply({
        verdict: "BLOCKED",
        findings: [
          { id: "F1", line: null },
          { id: "F2", line: 7 },
        ],
      }),
    );

    const result = await h.runnerWith().run(makeRequest({ outputSchema: outputSchema(verdictSchema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "BLOCKED", findings: [{ id: "F1" }, { id: "F2", line: 7 }] });
  });

  it("sends one repair turn quoting the exact validation error, then accepts the corrected reply", async () => {
    h.server.enqueue(jsonReply({ verdict: "MAYBE", findings: [] }), jsonReply({ verdict: "PASS", findings: [] }));

    const result = await h.runnerWith().run(makeRequest({ outputSchema: outputSchema(verdictSchema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "PASS", findings: [] });
    expect(result.usage.calls).toBe(2);
    const repair = h.server.requests[1]?.body;
    expect(repair.messages.at(-2)).toEqual({ role: "assistant", content: '{"verdict":"MAYBE","findings":[]}' });
    expect(lastUserMessage(repair)).toContain("reply/verdict must be equal to one of the allowed values");
    expect(repair.response_format.type).toBe("json_schema");
  });

  it("repairs a reply that is not JSON at all", async () => {
    h.server.enqueue(textReply("Sure! The verdict is PASS."), jsonReply({ verdict: "PASS", findings: [] }));

    const result = await h.runnerWith().run(makeRequest({ outputSchema: outputSchema(verdictSchema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "PASS", findings: [] });
    expect(lastUserMessage(h.server.requests[1]?.body)).toContain("the reply is not valid JSON");
  });

  it("fails with a retryable schema fault when the repaired reply is still invalid", async () => {
    h.server.enqueue(jsonReply({ verdict: "PASS" }), jsonReply({ verdict: "PASS", findings: "none" }));

    const error = (await rejectionOf(h.runnerWith().run(makeRequest({ outputSchema: outputSchema(verdictSchema) }), makeRunContext()))) as NodeFault;

    expect(error.kind).toBe("schema");
    expect(error.retryable).toBe(true);
    expect(error.message).toContain("reply/findings must be array");
    expect(h.server.requests).toHaveLength(2);
  });

  it("accepts a JSON reply wrapped in a Markdown fence", async () => {
    h.server.enqueue(textReply('```json\n{"verdict": "PASS", "findings": []}\n```'));

    const result = await h.runnerWith().run(makeRequest({ outputSchema: outputSchema(verdictSchema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "PASS", findings: [] });
  });

  it("grants the repair turn even when the tool loop used every turn but the last", async () => {
    const read = fakeTool("fs_read", { type: "object", properties: { path: { type: "string" } } }, () => "text");
    h.server.enqueue(toolCallsReply([toolCall("fs_read", { path: "a" })]), jsonReply({ verdict: "nope" }), jsonReply({ verdict: "PASS", findings: [] }));

    const result = await h
      .runnerWith({ tools: [read] })
      .run(makeRequest({ tools: ["fs_read"], maxIterations: 2, outputSchema: outputSchema(verdictSchema) }), makeRunContext());

    expect(result.output).toEqual({ verdict: "PASS", findings: [] });
    expect(h.server.requests).toHaveLength(3);
  });
});
