/**
 * The probe graph's `prepare` script: brings the environment up before the
 * model is called (deterministically: setup, service, readiness, the existing
 * suites), and routes to the model only when it is up. Without isolation, for
 * an untrusted head, or when the project would not come up, it goes straight
 * to the gate, which ends INCONCLUSIVE: no model call is spent on it.
 */
import { z } from "zod";
import { HOME_DIR, WORK_DIR } from "./hiddenPaths.js";
import type { ProbeContext, ProbeScript } from "./services.js";
import type { ProbeSession } from "./session.js";
import { problemOf, type ProbeWorkbench } from "./workbench.js";

export function workbenchOf(context: ProbeContext): ProbeWorkbench | undefined {
  return context.services.probe;
}

export const prepareNode: ProbeScript = {
  writes: { environment: z.string(), environment_ok: z.boolean(), environment_problem: z.string() },
  routes: ["probe", "gate"],
  run: async ({ context, signal }) => {
    const workbench = workbenchOf(context);
    // A run wired without the probe's environment (a harness, a caller that does not run PR code).
    if (!workbench) return down("probe lane not available");
    const bringup = await workbench.open(context, signal);
    if (!bringup.ok) return down(problemOf(bringup));
    return { environment: describe(bringup.session, workbench, String(context.facts.head_sha)), environment_ok: true, environment_problem: "", _next: "probe" };
  },
};

function down(problem: string) {
  return { environment: "", environment_ok: false, environment_problem: problem, _next: "gate" };
}

function describe(session: ProbeSession, workbench: ProbeWorkbench, headSha: string): string {
  const recipe = workbench.recipe ?? {};
  const lines = [
    `- Working folder: ${WORK_DIR}, a copy of the head commit ${headSha.slice(0, 12)} (tracked files only, no .git). HOME is ${HOME_DIR}. Write your tests here.`,
    session.networkIsolated
      ? "- Network: loopback only. The service and your commands share it; nothing else is reachable."
      : `- Network: the host's network is reachable (network isolation unavailable: ${session.networkNote}).`,
  ];
  for (const command of recipe.setup ?? []) lines.push(`- Setup ran: \`${command}\` (exit 0)`);
  if (recipe.start) lines.push(`- Service: \`${recipe.start}\` is running${recipe.ready ? ` and answered on ${recipe.ready}` : ""}.`);
  for (const suite of session.suites)
    lines.push(
      `- Existing suite \`${suite.command}\`: ${suite.exitCode === 0 ? "passed (exit 0)" : `FAILED (${suite.note ?? `exit ${suite.exitCode}`})`}; its output is in the audit.`,
    );
  if (session.suites.length === 0) lines.push("- Existing suites: none configured.");
  for (const note of session.notes) lines.push(`- Note: ${note}`);
  lines.push(`- Each exec command may take at most ${Math.round(workbench.limits.commandMs / 1000)} s.`);
  return lines.join("\n");
}
