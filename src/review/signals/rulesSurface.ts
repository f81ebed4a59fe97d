/** consumer_surface by path and added line: what users of the software call or run. */
import { CODE, JS_ENTRY, OPENAPI, GRAPHQL, SCRIPTS, type SignalRule } from "./ruleKit.js";

const CONTRACT = "(?:openapi\\w*|swagger|graphql|gql|protobuf)";
const GENERATOR = "(?:gen|generator|generators|codegen|template|templates)";

export const SURFACE_RULES: readonly SignalRule[] = [
  // ── consumer_surface: what users of the software call or run ──
  {
    flag: "consumer_surface",
    topic: "package entry points",
    paths: [
      `{,src/,lib/}index.${JS_ENTRY}`,
      `packages/*/{,src/,lib/}index.${JS_ENTRY}`,
      "**/mod.ts",
      "**/__init__.py",
      "**/__main__.py",
      "**/src/lib.rs",
      "**/src/main.rs",
      "**/main.go",
    ],
  },
  {
    flag: "consumer_surface",
    topic: "command-line interfaces",
    paths: ["**/bin/**", "**/cmd/**", "**/cli/**", `**/cli.${CODE}`, `**/commands/**/*.${CODE}`],
  },
  {
    flag: "consumer_surface",
    topic: "routes, handlers, controllers",
    paths: [
      `**/{routes,routers,router,controllers,handlers,endpoints,api,resolvers,views}/**/*.${CODE}`,
      `**/*{controller,routes,router,handler,handlers,resolver,endpoint,endpoints}.${CODE}`,
      "**/config/routes.rb",
      "**/urls.py",
      "**/views.py",
    ],
  },
  { flag: "consumer_surface", topic: "API contracts", paths: [...OPENAPI, ...GRAPHQL] },
  {
    flag: "consumer_surface",
    // What generates a contract consumers read is that contract's source, wherever it lives (even under internal/).
    topic: "generators and templates of OpenAPI, protobuf and GraphQL contracts",
    pathWords: new RegExp(
      [
        "(?:^| )protoc gen(?= )",
        "(?:^| )gen(?:openapi|swagger|graphql|gql|proto)\\w*(?= |$)",
        `(?:^| )${CONTRACT}(?= )(?:.* )?${GENERATOR}(?= |$)`,
        `(?:^| )${GENERATOR}(?= )(?:.* )?${CONTRACT}(?= |$)`,
      ].join("|"),
    ),
  },
  { flag: "consumer_surface", topic: "GitHub Action interface", paths: ["action.{yml,yaml}"] },
  {
    flag: "consumer_surface",
    topic: "package.json exports, bin and entry fields",
    addedLines: /^[ \t]*"(?:exports|bin|main|module|types|typings|browser|imports)"[ \t]*:|^[ \t]*"\.(?:\/[^"]*)?"[ \t]*:/m,
    inFiles: ["**/package.json"],
  },
  {
    flag: "consumer_surface",
    topic: "Python and Rust entry points in manifests",
    addedLines:
      /^[ \t]*\[(?:project\.scripts|project\.gui-scripts|project\.entry-points[^\]\n]*|tool\.poetry\.scripts|\[bin\]|lib)\]|console_scripts|entry_points/m,
    inFiles: ["**/{pyproject.toml,setup.py,setup.cfg,Cargo.toml}"],
  },
  { flag: "consumer_surface", topic: "Python public names (__all__)", addedLines: /^__all__[ \t]*[:=+]/m, inFiles: ["**/*.py"] },
  // The two rules below read code: a route or a CLI flag is declared in source or a script, never in a `.resx`, `.xml`
  // or `.json`. Over every data file of a pull request they cost a scan of text that cannot declare one (a 1,954-file
  // localisation check-in), and `app.get("/x"` in a JSON fixture is not a route.
  {
    flag: "consumer_surface",
    topic: "route and handler declarations",
    inFiles: SCRIPTS,
    addedLines:
      /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:RestController|Controller|Path)\b|@(?:Get|Post|Put|Patch|Delete|All)\(|@\w+\.(?:route|get|post|put|patch|delete|websocket|api_route)\(\s*["']\/|\b(?:app|router|server|routes?|fastify|mux|engine|r|e|g|v\d)\.(?:get|post|put|patch|delete|all|route|use|handle|handleFunc|HandleFunc|any|group|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|Any|Group)\s*\(\s*["'`]\/|\bHandleFunc\s*\(|\bRoute::\w+\s*\(|\[(?:Http(?:Get|Post|Put|Patch|Delete)|Route)\b|\bMap(?:Get|Post|Put|Patch|Delete|Group)\s*\(/,
  },
  {
    flag: "consumer_surface",
    topic: "command-line flags and commands",
    inFiles: SCRIPTS,
    addedLines:
      /\badd_argument\(\s*["']-|\bArgumentParser\(|@click\.(?:command|group|option|argument)\b|\btyper\.(?:Typer|Option|Argument)\b|\.option\(\s*["'`]-|\.command\(\s*["'`]|\bnew Command\(|\byargs\b|\bparseArgs\(|\bcobra\.Command\b|\bflag\.(?:String|Bool|Int|Int64|Uint|Float64|Duration|Var)\w*\(|#\[(?:derive\([^)\n]*\bParser\b|arg\(|command\()|\bprocess\.argv\b|\bsys\.argv\b|\bos\.Args\b|\bARGV\b|\bgetopt/,
  },
];
