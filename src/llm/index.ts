/** The model client layer: what the CLI and the action wire into a RunContext. */
export {
  assertEndpointUsable,
  costOf,
  createModelClient,
  endpointFromEnvironment,
  isOpenAiHosted,
  OPENAI_BASE_URL,
  resolveModel,
  type EndpointConfig,
  type EndpointFlags,
  type ModelPrice,
  type ModelSelector,
  type PriceTable,
} from "./endpoint.js";
export { scrubSecrets, toNodeFault } from "./errors.js";
export { isTransient, retryPolicy, type RetryOptions } from "./retry.js";
export { OpenAiLlmRunner, type OpenAiLlmRunnerOptions } from "./runner.js";
export { dropAbsentOptionals, toStrictSchema, type StrictSchema } from "./strictSchema.js";
export { parseStructuredReply, structuredOutputPlan } from "./structured.js";
export { addUsage, Budget, emptyUsage, UsageMeter, type BudgetLimits, type CallRecord } from "./usage.js";
