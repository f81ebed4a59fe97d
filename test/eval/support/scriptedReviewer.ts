/**
 * A scripted stand-in for a real model, for proving the eval's plumbing end to
 * end without an endpoint: it answers the code-review lane's two llm nodes on
 * the loopback model server.
 *
 * - `code-reviewer/review_chunk`: finds the fixture from the chunk's files
 *   and reports each of its planted bugs at the planted location, plus one
 *   invented 🟡 finding (a false alarm) on the first file of the chunk and
 *   one 💡 nitpick.
 * - `finding-verifier/verify_one`: first calls fs_read on the cited lines,
 *   then quotes the first of them as evidence: FALSE for the invented finding
 *   and for planted bugs listed in `refute`, VERIFIED otherwise.
 *
 * So a run scores recall 100% (less whatever `omit` and `refute` take away),
 * one false finding per chunk before verification and one (the nitpick) after.
 */
import { changedPaths, listFixtures, type Fixture } from "../../../scripts/eval/fixtures.js";
import { jsonReply, toolCall, toolCallsReply, textReply, type ModelReply, type RecordedRequest } from "../../support/modelServer.js";

export const FALSE_ALARM_TITLE = "Scripted false alarm";

export interface ScriptedReviewerOptions {
  fixturesDir: string;
  /** Planted bug ids the reviewer does not report. */
  omit?: string[];
  /** Planted bug ids the verifier wrongly proves FALSE. */
  refute?: string[];
  /** Usage per reply; default 100 prompt + 20 completion tokens. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

interface ChatMessage {
  role: string;
  content?: string | null;
}

const SEVERITY = { critical: "🔴 CRITICAL", warning: "🟡 WARNING" } as const;

function userPrompt(request: RecordedRequest): string {
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  return messages.find((m) => m.role === "user")?.content ?? "";
}

/**
 * Which fixture a chunk belongs to. The prompt never names it (that would give
 * the answer away to a real model), so it is the one fixture whose changed
 * files include every file of the chunk.
 */
function fixtureOf(chunkPaths: string[], fixtures: Fixture[]): Fixture {
  const candidates = fixtures.filter((fixture) => {
    const changed = new Set(changedPaths(fixture));
    return chunkPaths.length > 0 && chunkPaths.every((path) => changed.has(path));
  });
  if (candidates.length !== 1) {
    throw new Error(`scriptedReviewer: files ${chunkPaths.join(", ")} match ${candidates.length} fixtures: ${candidates.map((f) => f.name).join(", ")}`);
  }
  return candidates[0]!;
}

function reviewChunk(request: RecordedRequest, options: ScriptedReviewerOptions, fixtures: Fixture[]): unknown {
  const prompt = userPrompt(request);
  // The diff names each file once, in a `### path — …` header.
  const paths = [...new Set([...prompt.matchAll(/^### (.+?)(?: \(renamed from .*\))? — /gm)].map((m) => m[1]!))];
  const fixture = fixtureOf(paths, fixtures);
  const findings: unknown[] = fixture.expected.planted
    .filter((bug) => paths.includes(bug.path) && !(options.omit ?? []).includes(bug.id))
    .map((bug) => ({
      severity: SEVERITY[bug.severity],
      path: bug.path,
      start_line: bug.lines[0],
      end_line: bug.lines[1],
      title: `Planted ${bug.id}`,
      claim: `The code at these lines has the planted defect ${bug.id} (${bug.keywords[0]}).`,
      suggestion: "Fix it.",
    }));
  const firstPath = paths[0];
  if (firstPath) {
    findings.push(
      {
        severity: "🟡 WARNING",
        path: firstPath,
        start_line: 1,
        end_line: 1,
        title: FALSE_ALARM_TITLE,
        claim: "Line 1 of this file is wrong in some invented way.",
        suggestion: "None.",
      },
      { severity: "💡 NITPICK", path: firstPath, start_line: 1, end_line: 1, title: "Scripted nitpick", claim: "A matter of taste.", suggestion: "None." },
    );
  }
  return { summary: `Scripted review of ${fixture.name}.`, findings };
}

function verifyOne(request: RecordedRequest, options: ScriptedReviewerOptions): ModelReply {
  const messages = (request.body?.messages ?? []) as ChatMessage[];
  const prompt = userPrompt(request);
  const cited = /^Finding (\S+) \(.*?\), citing (\S+) lines (\d+)(?:-(\d+))?:/m.exec(prompt);
  if (!cited) throw new Error("scriptedReviewer: no cited finding in the verify_one prompt");
  const [, id, path, start, end] = cited as unknown as [string, string, string, string, string | undefined];
  const toolResult = messages.find((m) => m.role === "tool")?.content;
  if (!toolResult) {
    return toolCallsReply(
      [toolCall("fs_read", { path, offset: Number(start), limit: Number(end ?? start) - Number(start) + 1 })],
      options.usage ?? { prompt_tokens: 100, completion_tokens: 20 },
    );
  }
  const line = /^(\d+): (.*)$/m.exec(toolResult);
  if (!line) return jsonReply({ id, verdict: "UNVERIFIABLE", evidence: "", note: "fs_read showed no numbered line." });
  const evidence = `${path}:${line[1]}: ${line[2]}`;
  const refuted = prompt.includes(FALSE_ALARM_TITLE) || (options.refute ?? []).some((bug) => prompt.includes(`Planted ${bug}:`));
  return jsonReply(
    refuted
      ? { id, verdict: "FALSE", evidence, note: "The quoted line does not do what the claim says." }
      : { id, verdict: "VERIFIED", evidence, note: "The quoted line shows the defect." },
    options.usage ?? { prompt_tokens: 100, completion_tokens: 20 },
  );
}

/** A handler for `server.setHandler`. */
export function scriptedReviewer(options: ScriptedReviewerOptions): (request: RecordedRequest) => ModelReply {
  const usage = options.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
  const fixtures = listFixtures(options.fixturesDir);
  return (request) => {
    const node = decodeURIComponent(String(request.headers["x-gauntlet-node"] ?? ""));
    if (node === "code-reviewer/review_chunk") return jsonReply(reviewChunk(request, options, fixtures), usage);
    if (node === "finding-verifier/verify_one") return verifyOne(request, options);
    return textReply(`scriptedReviewer: no script for node "${node}"`);
  };
}
