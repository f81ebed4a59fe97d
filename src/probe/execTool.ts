/**
 * `exec`: the probe model's one way to run something. `{command}` runs with
 * `bash -c` as the probe user inside the isolation, in the scratch copy of the
 * head, on the loopback-only network; the result is the exit code, the
 * duration, and the head and tail of stdout and stderr, marked when cut.
 *
 * It refuses (so the lane ends INCONCLUSIVE) when there is no isolation, and
 * it never runs anything for an untrusted head: the check is here as well as
 * in lane selection, on every call.
 */
import type { RunContext } from "../engine/index.js";
import { ToolRefusal, type ToolDefinition } from "../llm/tools/index.js";
import type { CappedText } from "./cappedOutput.js";
import { formatSeconds } from "./isolatedCommand.js";
import { WORK_DIR } from "./hiddenPaths.js";
import { isExecRefused, untrustedReason, type ProbeWorkbench } from "./workbench.js";

export const EXEC_TOOL = "exec";
const MAX_COMMAND_CHARS = 20_000;

export function createExecTool(workbench: ProbeWorkbench | undefined, context: RunContext): ToolDefinition {
  return {
    name: EXEC_TOOL,
    description:
      `Run a shell command (bash -c) in the probe's isolated scratch copy of the change (working folder ${WORK_DIR}), as an unprivileged user ` +
      `with no secrets, on a network that reaches only loopback, where the project's service is running. Each command gets at most ` +
      `${formatSeconds(workbench?.limits.commandMs ?? 0)} and a fresh process namespace: background processes end with the command. ` +
      "Returns the exit code, the duration, and the head and tail of stdout and stderr (marked when cut).",
    parameters: {
      type: "object",
      properties: { command: { type: "string", minLength: 1, maxLength: MAX_COMMAND_CHARS, description: "The bash command line to run." } },
      required: ["command"],
      additionalProperties: false,
    },
    async run(args, signal) {
      signal.throwIfAborted();
      const untrusted = untrustedReason(context);
      if (untrusted) throw new ToolRefusal(`exec is not available: ${untrusted}. End with USAGE_PROBE: INCONCLUSIVE (untrusted head).`);
      if (!workbench)
        throw new ToolRefusal("exec is not available: this run has no probe environment. End with USAGE_PROBE: INCONCLUSIVE (isolation unavailable).");
      const command = String(args.command ?? "");
      try {
        const result = await workbench.exec(context, command, signal);
        const lines = [
          `exit code: ${result.killed ? `none — killed: ${result.killed}` : (result.exitCode ?? `none (signal ${result.signal})`)}`,
          `duration: ${(result.durationMs / 1000).toFixed(2)} s`,
          `network: ${result.network === "isolated" ? "loopback only" : "the host's network (network isolation unavailable)"}`,
          stream("stdout", result.stdout),
          stream("stderr", result.stderr),
        ];
        const service = result.serviceExit;
        if (service)
          lines.push(`note: the service is no longer running (it exited ${service.exitCode ?? service.signal}${service.killed ? `, ${service.killed}` : ""})`);
        return lines.join("\n");
      } catch (error) {
        if (isExecRefused(error)) {
          const why = /^isolation unavailable/.test(error.reason)
            ? "isolation unavailable"
            : /^untrusted head/.test(error.reason)
              ? "untrusted head"
              : "environment unavailable";
          throw new ToolRefusal(`exec refused: ${error.reason}. End with USAGE_PROBE: INCONCLUSIVE (${why}).`);
        }
        throw error;
      }
    },
  };
}

function stream(name: string, output: CappedText): string {
  if (output.totalBytes === 0) return `${name}: (empty)`;
  const cut = output.cutBytes > 0 ? `, cut: ${output.cutBytes} bytes left out of the middle` : "";
  return `${name} (${output.totalBytes} bytes${cut}):\n${output.text.replace(/\n$/, "")}`;
}
