/** The model flags, apart from the endpoint code (which loads the openai SDK): `plan` accepts them and still starts quickly. */
export const MODEL_FLAGS = {
  "base-url": { type: "string" },
  model: { type: "string" },
  "api-version": { type: "string" },
  "structured-output": { type: "string" },
  tools: { type: "string" },
  budget: { type: "string" },
  trace: { type: "string" },
  "project-dir": { type: "string" },
  "timeout-minutes": { type: "string" },
} as const;
