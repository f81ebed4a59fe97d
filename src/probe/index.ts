/**
 * The probe lane's isolation and its exec tool: the only part of the product
 * that runs PR code. See docs/probe.md.
 */
export { createExecTool, EXEC_TOOL } from "./execTool.js";
export { DEFAULT_PROBE_LIMITS, type ProbeLimits } from "./limits.js";
export { detectPrivilege, type Privilege, type PrivilegeDetector } from "./privilege.js";
export { DEFAULT_PROBE_USER } from "./probeUser.js";
export type { NetworkNamespace, NetworkOpener } from "./networkNamespace.js";
export { hasRecipe, type ProbeRecipe } from "./recipe.js";
export { PROBE_GRAPH, registerProbeScripts } from "./register.js";
export { ProbeWorkbench, isExecRefused, untrustedReason, type WorkbenchOptions } from "./workbench.js";
