/**
 * `gauntlet <command>`: dispatch, and the one place that turns errors into
 * messages and exit codes. No stack traces reach the user.
 */
import { isGauntletError } from "../engine/errors.js";
import { EXIT, UsageError, type CliIo } from "./io.js";
import { InstallationError, toolkitLoader, type LazyToolkit, type LoadToolkit, type Toolkit } from "./toolkit.js";

export type Command = (args: string[], io: CliIo, kit: LoadToolkit) => Promise<number>;

// Each command is imported when it runs, never before: start-up then costs
// only what the chosen command uses (the bundle splits at these imports).
// A head start (headStart.ts) is imported first, so that git works while the command loads.
const COMMANDS: Record<string, { load: () => Promise<Command>; summary: string; headStart?: (args: string[], io: CliIo) => Promise<void> }> = {
  review: {
    load: async () => (await import("./commands/review.js")).reviewCommand,
    summary:
      "review [--base REF] [--head REF|--worktree] [--plan FILE] [--config FILE] [--rigor R] [--security-posture P]\n" +
      "         [--lanes a,b] [--budget B] [--timeout-minutes N] [--json FILE] [--sarif FILE [--sarif-category NAME]]\n" +
      "                                the whole gauntlet on this checkout; --sarif writes SARIF 2.1.0 for code scanning\n" +
      '                                (category default "gauntlet"; see docs/sarif.md)',
  },
  plan: {
    load: async () => (await import("./commands/plan.js")).planCommand,
    summary:
      "plan [same diff and context flags] [--matrix FILE [--shards N] [--lane-judgment]]\n" +
      "                                diff signals and lane selection, no model; --matrix writes the job matrix\n" +
      "                                (--lane-judgment adds the model's lane judgment; see docs/matrix.md)",
  },
  lane: {
    load: async () => (await import("./commands/lane.js")).laneCommand,
    headStart: async (args, io) => void (await import("./headStart.js")).startLaneHeadStart(args, io.cwd),
    summary:
      "lane <lane> --shard I/N --matrix FILE --out DIR [same diff, context and model flags]\n" +
      "                                one job of a matrix: writes DIR/<lane>-<I>-of-<N>.json, posts nothing",
  },
  gate: {
    load: async () => (await import("./commands/gate.js")).gateCommand,
    headStart: async (args, io) => void (await import("./headStart.js")).startGateHeadStart(args, io.cwd),
    summary:
      "gate --matrix FILE DIR [--json FILE] [--sarif FILE [--sarif-category NAME]]\n" +
      "                                the matrix's verdict from DIR's partial results, no model; same report and exit codes as review",
  },
  validate: {
    load: async () => (await import("./commands/validate.js")).validateCommand,
    summary: "validate [files…]            check graph files (default: the shipped graphs)",
  },
  graph: {
    load: async () => (await import("./commands/graph.js")).graphCommand,
    summary: "graph <file|name>             print a graph as a Mermaid flowchart",
  },
  run: {
    load: async () => (await import("./commands/run.js")).runCommand,
    summary: "run <graph> [--prompt TEXT]   run any graph (a shipped name or a file) [--var k=v] [--diff SPEC] [--project-dir DIR]",
  },
  verify: {
    load: async () => (await import("./commands/verify.js")).verifyCommand,
    summary: "verify --findings FILE|-       verify any reviewer's findings against the workspace",
  },
};

export function usage(): string {
  return [
    "usage: gauntlet <command> [options]",
    "",
    ...Object.values(COMMANDS).map((c) => `  ${c.summary}`),
    "  help                          show this text",
    "  version                       print the version",
    "",
    "model settings: OPENAI_API_KEY; --base-url or OPENAI_BASE_URL (default: OpenAI); --model or GAUNTLET_MODEL;",
    "  --api-version or OPENAI_API_VERSION (classic Azure); --structured-output auto|json_schema|json_object|instructions;",
    "  --tools auto|on|off (docs/providers.md); --budget 200k|$1.50; --trace FILE (JSON lines)",
    "",
    "exit codes: 0 success or PASS; 1 BLOCKED or an invalid graph; 2 usage or configuration error",
    "",
  ].join("\n");
}

export async function runCli(argv: string[], io: CliIo, kit: Toolkit | LazyToolkit): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.stdout(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === "version" || name === "--version") {
    io.stdout(`${kit.version}\n`);
    return EXIT.ok;
  }
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout(usage());
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr(`gauntlet: unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(", ")}.\n`);
    return EXIT.usage;
  }
  try {
    // Best effort: without it the command asks git itself, and a chunk that will not load fails the command's own load below.
    await command.headStart?.(args, io).catch(() => {});
    const run = await command.load().catch((error: unknown) => {
      throw new InstallationError(`the ${name} command`, error);
    });
    return await run(args, io, toolkitLoader(kit));
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof InstallationError) {
    io.stderr(`gauntlet: ${error.message}\n`);
    return EXIT.negative;
  }
  if (isGauntletError(error)) {
    io.stderr(`gauntlet: ${error.message}\n`);
    return error.category === "user" ? EXIT.usage : EXIT.negative;
  }
  io.stderr(`gauntlet: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.negative;
}
