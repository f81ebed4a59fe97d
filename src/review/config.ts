/**
 * The repository's review configuration (`.github/gauntlet.yml`). The action
 * reads it from the base branch through the API; the CLI from a file. Either
 * way it is validated here, and an error names the field and says what to do.
 */
import { parse } from "yaml";
import { z } from "zod";
import { GauntletError } from "../engine/errors.js";
import { STRUCTURED_SETTINGS, TOOLS_SETTINGS } from "../llm/providers/capabilities.js";
import { parseBudget } from "./budgetSpec.js";
import { normalizeLanes } from "./gauntlet/lanes.js";

const price = z.object({ input: z.number().nonnegative(), output: z.number().nonnegative(), cached_input: z.number().nonnegative().optional() }).strict();

export const configSchema = z
  .object({
    rigor: z.enum(["poc", "prototype", "production"]).optional(),
    security_posture: z.enum(["prototype", "standard", "hardened"]).optional(),
    /** Lanes always added (forcing only widens). */
    lanes: z.array(z.string()).optional(),
    models: z
      .object({
        default: z.string().min(1).optional(),
        /** Model per lane graph: code-reviewer, finding-verifier, adversary, security-reviewer, probe, review-gauntlet. */
        graphs: z.record(z.string(), z.string().min(1)).optional(),
        /** Model per `graph/node`. */
        nodes: z.record(z.string(), z.string().min(1)).optional(),
        /** Classic Azure OpenAI's API version (docs/providers.md); an action input or CLI flag wins. */
        api_version: z.string().min(1).optional(),
        /** Pins the structured-output mode instead of negotiating it (auto). */
        structured_output: z.enum(STRUCTURED_SETTINGS).optional(),
        /** Pins tool use instead of negotiating it (auto). */
        tools: z.enum(TOOLS_SETTINGS).optional(),
      })
      .strict()
      .optional(),
    budget: z.string().min(1).optional(),
    /**
     * Path rules, read only from the base branch: files matching `ignore`, `generated` or `vendored`
     * are listed as skipped with that reason and never reviewed (signals still see them).
     */
    paths: z
      .object({
        ignore: z.array(z.string().min(1)).optional(),
        generated: z.array(z.string().min(1)).optional(),
        vendored: z.array(z.string().min(1)).optional(),
      })
      .strict()
      .optional(),
    /** More files to withhold from the model (tools refuse them, the review lists them as withheld), on top of the default secret files. */
    denylist: z.array(z.string().min(1)).optional(),
    probe: z
      .object({
        setup: z.array(z.string()).optional(),
        start: z.string().optional(),
        ready: z.string().optional(),
        suites: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    /** $ per 1M tokens, per model. */
    prices: z.record(z.string(), price).optional(),
    /** A file of the repository's own review guidance, given to every lane. */
    rules: z.string().min(1).optional(),
    verification_commands: z.array(z.string()).optional(),
    /** Logins that may `/gauntlet override` besides admins (team membership can't be read with the Actions token). */
    overriders: z.array(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, "a GitHub login")).optional(),
    /** Let a pull request's author dismiss findings on their own pull request (default false). */
    allow_author_dismiss: z.boolean().optional(),
  })
  .strict();

export type GauntletConfig = z.infer<typeof configSchema>;

export class ConfigError extends GauntletError {
  constructor(message: string) {
    super("CONFIG_INVALID", "user", message);
  }
}

export function parseConfig(text: string, where: string): GauntletConfig {
  let raw: unknown;
  try {
    raw = parse(text) ?? {};
  } catch (error) {
    throw new ConfigError(`${where}: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = issue.path.join(".") || "(top level)";
      const detail = issue.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.join(", ")}` : issue.message;
      return `${where}: ${field}: ${detail}`;
    });
    throw new ConfigError(`${problems.join("\n")}\nFix the configuration; see docs/configuration.md.`);
  }
  const config = parsed.data;
  if (config.budget) parseBudget(config.budget, `${where}: budget`);
  const unknown = normalizeLanes(config.lanes ?? []).unknown;
  if (unknown.length > 0) throw new ConfigError(`${where}: lanes: unknown lane(s) ${unknown.join(", ")}; use code-review, adversary, security, probe`);
  return config;
}
