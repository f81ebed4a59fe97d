import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, lowest first. A file may import its own layer and the ones below it,
 * never one above: engine ← llm ← probe ← review ← github ← cli/main (docs/architecture.md).
 * The top two are peers: the CLI (src/cli.ts, src/cli/) and the action (src/main.ts).
 */
const LAYERS = ["engine", "llm", "probe", "review", "github"];
const TOP = ["cli", "main"];
const LAYER_ORDER = "engine ← llm ← probe ← review ← github ← cli/main";

/** Packages that belong to one layer: the GitHub API to github/ (and the action's entry), the model client to llm/. */
const GITHUB_PACKAGES = ["@octokit/*", "@actions/*"];
const MODEL_PACKAGES = ["openai", "openai/*"];

/** A relative specifier that climbs to src/<name>: "../github/api.js", "../../cli.js", "./main.js" from src/. */
const reaching = (names, fromRoot) => `^${fromRoot ? "\\./" : "(\\.\\./)+"}(${names.join("|")})(/|\\.js$)`;

function layerRules(layer, files, forbiddenLayers, packages, fromRoot = false) {
  const message = `${layer} may not import from ${forbiddenLayers.join(", ")}: imports point down only (${LAYER_ORDER}). Move the shared piece down a layer, or pass it in as a parameter.`;
  const packageMessage = "this package belongs to another layer (the GitHub API to src/github/, the model client to src/llm/); reach it through that layer.";
  const reach = reaching(forbiddenLayers, fromRoot);
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: reach, message }, ...(packages.length > 0 ? [{ group: packages, message: packageMessage }] : [])] },
      ],
      // Dynamic import() is not covered by no-restricted-imports.
      "no-restricted-syntax": ["error", { selector: `ImportExpression > Literal.source[value=/${reach.replaceAll("/", "\\/")}/]`, message }],
    },
  };
}

const layerBoundaries = [
  ...LAYERS.map((layer, index) =>
    layerRules(
      layer,
      [`src/${layer}/**/*.ts`],
      [...LAYERS.slice(index + 1), ...TOP],
      [...(layer === "github" ? [] : GITHUB_PACKAGES), ...(layer === "llm" ? [] : MODEL_PACKAGES)],
    ),
  ),
  layerRules("cli", ["src/cli/**/*.ts"], ["main"], [...GITHUB_PACKAGES, ...MODEL_PACKAGES]),
  layerRules("cli", ["src/cli.ts"], ["main"], [...GITHUB_PACKAGES, ...MODEL_PACKAGES], true),
  layerRules("main", ["src/main.ts"], ["cli"], MODEL_PACKAGES, true),
];

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "test/eval/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        AbortController: "readonly",
        AbortSignal: "readonly",
        Buffer: "readonly",
        performance: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  ...layerBoundaries,
);
