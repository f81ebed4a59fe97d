/**
 * security_inputs: what the security lane is shown beyond the diff, each in a
 * state key of its own, all deterministic (no model call):
 *
 * - `in_place_edits`: the files only it reads (inPlaceEdits.ts);
 * - `certificate_changes`: the certificates each changed PEM file adds or
 *   removes, as facts, also for a withheld trust bundle (certificates.ts);
 * - `submodule_changes`: each submodule's URL and both commits (submodules.ts).
 *
 * A part that cannot be read is a 🔴 deterministic finding naming it: a lane
 * that was not shown something never passes it silently.
 */
import { z } from "zod";
import { messageOf } from "../../engine/index.js";
import { readFileDiffs, runFilePolicy } from "../codeReview/readDiff.js";
import { parseDiffSpec, runDiffSpec, runUntracked, type DiffSpec } from "../git/diffSpec.js";
import type { Git } from "../git/git.js";
import { headText } from "../securityChecks.js";
import type { ReviewContext, ReviewScript } from "../services.js";
import { certificateChanges, hasPemBlock } from "./certificates.js";
import { renderInPlaceEdits } from "./inPlaceEdits.js";
import { parseGitmodules, readGitlinks, submoduleLines } from "./submodules.js";

/** The largest certificate file or `.gitmodules` read. */
const READ_LIMIT = 16 * 1024 * 1024;
const CERTIFICATE_FILE = /\.(?:pem|crt|cer|cert|ca-bundle|ca-certificates)$|(?:^|\/)(?:ca-?bundle|ca-?certificates|cacerts?)(?:\.[a-z]+)?$/i;
const GITMODULES = /(?:^|\/)\.gitmodules$/i;

type Change = Awaited<ReturnType<Git["diffNameStatus"]>>[number];

const unreadable = (what: string, where: string, error: unknown) =>
  `🔴 Unreadable for the security review — ${where}:1 — ${what} could not be read (${messageOf(error).replace(/\s+/g, " ").slice(0, 200)}) → nobody reviewed it — check it by hand before merging`;

async function certificateBlock(git: Git, context: ReviewContext, spec: DiffSpec, changes: Change[], signal: AbortSignal, findings: string[]): Promise<string> {
  const { sandbox } = context.services;
  const candidates = changes.filter((c) => CERTIFICATE_FILE.test(c.path) || sandbox.withheld(c.path) !== undefined);
  if (candidates.length === 0) return "";
  const base = await git.baseRevision(spec, { signal });
  const lines: string[] = [];
  for (const change of candidates) {
    try {
      const head = change.status === "deleted" ? undefined : await headText(git, sandbox, spec, change.path, signal);
      const before = change.status === "added" ? undefined : await git.showFile(base, change.oldPath ?? change.path, READ_LIMIT, { signal });
      if (head?.truncated || before?.truncated) throw new Error(`larger than ${READ_LIMIT / 1024 / 1024} MiB`);
      if (!hasPemBlock(head?.text ?? "") && !hasPemBlock(before?.text ?? "")) continue;
      lines.push(...certificateChanges(change.path, before?.text, head?.text));
    } catch (error) {
      if (signal.aborted) throw error;
      findings.push(unreadable("its certificates", change.path, error));
    }
  }
  return lines.join("\n");
}

async function submoduleBlock(git: Git, context: ReviewContext, spec: DiffSpec, changes: Change[], signal: AbortSignal): Promise<string> {
  const gitlinks = await readGitlinks(git, spec, { signal });
  if (gitlinks.length === 0 && !changes.some((c) => GITMODULES.test(c.path))) return "";
  const base = await git.baseRevision(spec, { signal });
  const before = await git.showFile(base, ".gitmodules", READ_LIMIT, { signal });
  const after = await headText(git, context.services.sandbox, spec, ".gitmodules", signal).catch((error: unknown) => {
    // A working-tree diff without a .gitmodules: no submodules at the head.
    if (signal.aborted) throw error;
    return undefined;
  });
  return submoduleLines(gitlinks, parseGitmodules(before?.text ?? ""), parseGitmodules(after?.text ?? "")).join("\n");
}

export const securityInputs: ReviewScript = {
  reads: { diff_spec: z.string(), deterministic_findings: z.array(z.string()) },
  writes: {
    in_place_edits: z.string(),
    certificate_changes: z.string(),
    submodule_changes: z.string(),
    deterministic_findings: z.array(z.string()),
  },
  run: async ({ state, context, signal }) => {
    const { git, sandbox } = context.services;
    const findings = [...((state.deterministic_findings ?? []) as string[])];
    const none = { in_place_edits: "", certificate_changes: "", submodule_changes: "", deterministic_findings: findings };
    // No git: read_diff routes to diff_unreadable next, which blocks.
    if (!git) return none;
    const diffSpec = runDiffSpec(context, state);
    const spec = parseDiffSpec(diffSpec);
    const part = async (what: string, read: () => Promise<string>): Promise<string> => {
      try {
        return sandbox.redact(await read());
      } catch (error) {
        if (signal.aborted) throw error;
        findings.push(unreadable(what, "(the change)", error));
        return "";
      }
    };
    const in_place_edits = await part("the security-only files", async () => {
      const files = await readFileDiffs(git, diffSpec, signal, sandbox.redact, runUntracked(context));
      const edits = renderInPlaceEdits(files, runFilePolicy(context, { incremental: false }));
      findings.push(...edits.findings);
      return edits.text;
    });
    let changes: Change[] = [];
    try {
      changes = await git.diffNameStatus(spec, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      // read_diff meets the same failure next and routes to diff_unreadable, which blocks with the reason.
      return none;
    }
    const certificate_changes = await part("certificate files", () => certificateBlock(git, context, spec, changes, signal, findings));
    const submodule_changes = await part("submodules", () => submoduleBlock(git, context, spec, changes, signal));
    return { in_place_edits, certificate_changes, submodule_changes, deterministic_findings: findings };
  },
};
