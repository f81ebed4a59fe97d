export const id = 147;
export const ids = [147];
export const modules = {

/***/ 6147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_PROBE_LIMITS: () => (/* reexport */ limits/* DEFAULT_PROBE_LIMITS */.e),
  DEFAULT_PROBE_USER: () => (/* reexport */ probeUser/* DEFAULT_PROBE_USER */.vQ),
  EXEC_TOOL: () => (/* reexport */ EXEC_TOOL),
  PROBE_GRAPH: () => (/* reexport */ register/* PROBE_GRAPH */.W),
  ProbeWorkbench: () => (/* reexport */ probe_workbench/* ProbeWorkbench */.ut),
  createExecTool: () => (/* reexport */ createExecTool),
  detectPrivilege: () => (/* reexport */ privilege/* detectPrivilege */.F4),
  hasRecipe: () => (/* reexport */ recipe/* hasRecipe */.jL),
  isExecRefused: () => (/* reexport */ probe_workbench/* isExecRefused */.Ef),
  registerProbeScripts: () => (/* reexport */ register/* registerProbeScripts */.q),
  untrustedReason: () => (/* reexport */ probe_workbench/* untrustedReason */.lw)
});

// EXTERNAL MODULE: ./src/llm/tools/index.ts + 11 modules
var tools = __webpack_require__(2743);
// EXTERNAL MODULE: ./src/probe/isolatedCommand.ts
var isolatedCommand = __webpack_require__(5814);
// EXTERNAL MODULE: ./src/probe/hiddenPaths.ts
var hiddenPaths = __webpack_require__(2030);
// EXTERNAL MODULE: ./src/probe/workbench.ts + 4 modules
var probe_workbench = __webpack_require__(5714);
;// CONCATENATED MODULE: ./src/probe/execTool.ts




const EXEC_TOOL = "exec";
const MAX_COMMAND_CHARS = 20_000;
function createExecTool(workbench, context) {
    return {
        name: EXEC_TOOL,
        description: `Run a shell command (bash -c) in the probe's isolated scratch copy of the change (working folder ${hiddenPaths/* WORK_DIR */.CC}), as an unprivileged user ` +
            `with no secrets, on a network that reaches only loopback, where the project's service is running. Each command gets at most ` +
            `${(0,isolatedCommand/* formatSeconds */.Xo)(workbench?.limits.commandMs ?? 0)} and a fresh process namespace: background processes end with the command. ` +
            "Returns the exit code, the duration, and the head and tail of stdout and stderr (marked when cut).",
        parameters: {
            type: "object",
            properties: { command: { type: "string", minLength: 1, maxLength: MAX_COMMAND_CHARS, description: "The bash command line to run." } },
            required: ["command"],
            additionalProperties: false,
        },
        async run(args, signal) {
            signal.throwIfAborted();
            const untrusted = (0,probe_workbench/* untrustedReason */.lw)(context);
            if (untrusted)
                throw new tools.ToolRefusal(`exec is not available: ${untrusted}. End with USAGE_PROBE: INCONCLUSIVE (untrusted head).`);
            if (!workbench)
                throw new tools.ToolRefusal("exec is not available: this run has no probe environment. End with USAGE_PROBE: INCONCLUSIVE (isolation unavailable).");
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
            }
            catch (error) {
                if ((0,probe_workbench/* isExecRefused */.Ef)(error)) {
                    const why = /^isolation unavailable/.test(error.reason)
                        ? "isolation unavailable"
                        : /^untrusted head/.test(error.reason)
                            ? "untrusted head"
                            : "environment unavailable";
                    throw new tools.ToolRefusal(`exec refused: ${error.reason}. End with USAGE_PROBE: INCONCLUSIVE (${why}).`);
                }
                throw error;
            }
        },
    };
}
function stream(name, output) {
    if (output.totalBytes === 0)
        return `${name}: (empty)`;
    const cut = output.cutBytes > 0 ? `, cut: ${output.cutBytes} bytes left out of the middle` : "";
    return `${name} (${output.totalBytes} bytes${cut}):\n${output.text.replace(/\n$/, "")}`;
}

// EXTERNAL MODULE: ./src/probe/limits.ts
var limits = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/probe/privilege.ts
var privilege = __webpack_require__(9633);
// EXTERNAL MODULE: ./src/probe/probeUser.ts
var probeUser = __webpack_require__(4499);
// EXTERNAL MODULE: ./src/probe/recipe.ts
var recipe = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/probe/register.ts + 2 modules
var register = __webpack_require__(4926);
;// CONCATENATED MODULE: ./src/probe/index.ts
/**
 * The probe lane's isolation and its exec tool: the only part of the product
 * that runs PR code. See docs/probe.md.
 */









/***/ })

};
