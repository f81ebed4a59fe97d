/** The action's inputs, read once and validated; a bad input names itself and what to set. */
import { parseBudget } from "../../review/budgetSpec.js";
import { LANES, normalizeLanes, type LaneName } from "../../review/gauntlet/lanes.js";
import { POSTURES, RIGORS } from "../../review/gauntlet/intake.js";
import type { BudgetLimits } from "../../llm/usage.js";
import { STRUCTURED_SETTINGS, TOOLS_SETTINGS, type StructuredSetting, type ToolsSetting } from "../../llm/providers/capabilities.js";
import type { CorePort } from "./corePort.js";
import { InputError } from "./inputError.js";
import { readMode, type ActionMode } from "./modeInputs.js";

export { InputError } from "./inputError.js";

export interface ActionInputs {
  /** review (one job), or one of the matrix workflow's plan, lane and gate jobs. */
  mode: ActionMode;
  githubToken: string;
  openaiApiKey: string;
  openaiBaseUrl: string;
  model: string;
  /** Classic Azure OpenAI's API version; empty: the configuration's, if any. */
  apiVersion?: string;
  /** Unset: the configuration's, else negotiated. */
  structuredOutput?: StructuredSetting;
  tools?: ToolsSetting;
  checkName: string;
  rigor?: string;
  securityPosture?: string;
  plan?: string;
  lanes: LaneName[];
  configPath: string;
  budget?: BudgetLimits;
  budgetText?: string;
  timeoutMinutes: number;
  failOnBlocked: boolean;
  reviewDrafts: boolean;
  prComment: PrCommentMode;
  inlineReview: boolean;
}

export const PR_COMMENT_MODES = ["always", "on-blocked", "never"] as const;
export type PrCommentMode = (typeof PR_COMMENT_MODES)[number];

/** The endpoint inputs beyond key, URL and model (modeInputs.ts ENDPOINT_INPUTS): read and validated here only. */
function readEndpointInputs(core: CorePort): Pick<ActionInputs, "apiVersion" | "structuredOutput" | "tools"> {
  const apiVersion = core.getInput("api-version").trim();
  const structuredOutput = oneOf(core, "structured-output", STRUCTURED_SETTINGS) as StructuredSetting | undefined;
  const tools = oneOf(core, "tools", TOOLS_SETTINGS) as ToolsSetting | undefined;
  return { ...(apiVersion ? { apiVersion } : {}), ...(structuredOutput ? { structuredOutput } : {}), ...(tools ? { tools } : {}) };
}

/** The endpoint settings given as inputs (each wins over the configuration's): the review job's and every lane job's. */
export function endpointInputs(inputs: ActionInputs): Pick<ActionInputs, "apiVersion" | "structuredOutput" | "tools"> {
  return {
    ...(inputs.apiVersion ? { apiVersion: inputs.apiVersion } : {}),
    ...(inputs.structuredOutput ? { structuredOutput: inputs.structuredOutput } : {}),
    ...(inputs.tools ? { tools: inputs.tools } : {}),
  };
}

function bool(core: CorePort, name: string, fallback: boolean): boolean {
  const value = core.getInput(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "1", "on"].includes(value)) return true;
  if (["false", "no", "0", "off"].includes(value)) return false;
  throw new InputError(`input ${name}: ${JSON.stringify(value)} is not a boolean; use true or false`);
}

function oneOf(core: CorePort, name: string, allowed: readonly string[]): string | undefined {
  const value = core.getInput(name).trim();
  if (value === "") return undefined;
  if (!allowed.includes(value)) throw new InputError(`input ${name}: ${JSON.stringify(value)}; use one of ${allowed.join(", ")}`);
  return value;
}

/** `workspace` resolves the relative paths the matrix modes take. */
export function readInputs(core: CorePort, workspace: string): ActionInputs {
  const mode = readMode(core, workspace);
  const lanes = normalizeLanes(
    core
      .getInput("lanes")
      .split(/[\s,]+/)
      .filter(Boolean),
  );
  if (lanes.unknown.length > 0) throw new InputError(`input lanes: unknown lane(s) ${lanes.unknown.join(", ")}; use ${LANES.join(", ")}`);
  const timeoutText = core.getInput("timeout-minutes").trim() || "30";
  const timeoutMinutes = Number(timeoutText);
  if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0 || timeoutMinutes > 360) {
    throw new InputError(`input timeout-minutes: ${JSON.stringify(timeoutText)}; give minutes between 1 and 360 (a hosted job lives 6 h at most)`);
  }
  const budgetText = core.getInput("budget").trim();
  const rigor = oneOf(core, "rigor", RIGORS);
  const securityPosture = oneOf(core, "security-posture", POSTURES);
  const plan = core.getInput("plan");
  return {
    mode,
    githubToken: core.getInput("github-token").trim(),
    openaiApiKey: core.getInput("openai-api-key").trim(),
    openaiBaseUrl: core.getInput("openai-base-url").trim(),
    model: core.getInput("model").trim(),
    ...readEndpointInputs(core),
    checkName: core.getInput("check-name").trim() || "Gauntlet",
    ...(rigor ? { rigor } : {}),
    ...(securityPosture ? { securityPosture } : {}),
    ...(plan.trim() ? { plan } : {}),
    lanes: lanes.lanes,
    configPath: core.getInput("config").trim() || ".github/gauntlet.yml",
    ...(budgetText ? { budget: parseBudget(budgetText, "input budget"), budgetText } : {}),
    timeoutMinutes,
    failOnBlocked: bool(core, "fail-on-blocked", true),
    reviewDrafts: bool(core, "review-drafts", false),
    prComment: (oneOf(core, "pr-comment", PR_COMMENT_MODES) ?? "on-blocked") as PrCommentMode,
    inlineReview: bool(core, "inline-review", false),
  };
}
