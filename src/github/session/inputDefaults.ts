/**
 * action.yml's inputs and the defaults the runner fills in for them, in one
 * place for the code: a matrix job tells an input it was given from one it
 * was not by comparing with these. test/github/inputDefaults.test.ts fails
 * the moment they and action.yml differ (an input added, removed, or its
 * default changed on one side only).
 */
export const ACTION_INPUT_DEFAULTS = {
  "github-token": "${{ github.token }}",
  "openai-api-key": "",
  "openai-base-url": "",
  model: "",
  "api-version": "",
  "structured-output": "",
  tools: "",
  "check-name": "Gauntlet",
  rigor: "",
  "security-posture": "",
  plan: "",
  lanes: "",
  config: ".github/gauntlet.yml",
  budget: "",
  "timeout-minutes": "30",
  "fail-on-blocked": "true",
  "review-drafts": "false",
  "pr-comment": "on-blocked",
  "inline-review": "false",
  mode: "review",
  "matrix-file": "",
  partials: "",
  job: "",
  shards: "",
} as const satisfies Readonly<Record<string, string>>;

export type ActionInputName = keyof typeof ACTION_INPUT_DEFAULTS;

export const ACTION_INPUT_NAMES = Object.keys(ACTION_INPUT_DEFAULTS) as ActionInputName[];
