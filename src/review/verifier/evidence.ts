/**
 * The verifier's contract, checked by machine. A verdict is accepted only when
 * its evidence is real: every quoted line equals that line of that file as the
 * tools show it, and a FALSE-by-absence names a pattern built from a code
 * identifier of the claim that a fresh search of the whole workspace does not
 * find, and that identifier is itself nowhere in the workspace.
 */
import { compileSearchPattern, readWorkspaceLine, searchWorkspace, type WorkspaceSandbox } from "../../llm/tools/index.js";
import { VERIFIER_VERDICTS, parseLineRange, type FindingItem, type VerifierVerdict } from "../findings.js";

export type EvidenceLine =
  { kind: "quote"; path: string; line: number; text: string } | { kind: "absence"; pattern: string } | { kind: "malformed"; raw: string };

const QUOTE = /^(.+?):(\d+): ?(.*)$/;
const ABSENCE = /^NO_MATCH:\s*(.+)$/;
/** Lookarounds and empty classes make a pattern that matches nothing, which would "prove" any absence. */
const VACUOUS = /\(\?<?!|\[\^\\s\\S\]|\[\^\\d\\D\]|\[\^\\w\\W\]|\\b\\B|\$\^|\[\]/;
const MAX_LITERAL_CHECKS = 3;
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]{2,}/g;
const STOP_WORDS = new Set(
  "the and for not but are was this that with from into when then than they them its has have had can will does did any all use uses used code line lines file files function value values return returns null true false".split(
    " ",
  ),
);

export function parseEvidence(evidence: string): EvidenceLine[] {
  return evidence
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("```"))
    .map((raw): EvidenceLine => {
      const absence = ABSENCE.exec(raw.trim());
      if (absence) return { kind: "absence", pattern: absence[1]!.trim() };
      const quote = QUOTE.exec(raw);
      if (quote) return { kind: "quote", path: quote[1]!.trim().replace(/^\.\//, ""), line: Number(quote[2]), text: quote[3]! };
      return { kind: "malformed", raw };
    });
}

/** camelCase, snake_case, `$`, digits: shapes prose does not have. */
const CODE_SHAPED = /[a-z][A-Z]|[_$\d]/;
const BACKTICKED = /`([^`\n]+)`/g;

/**
 * The claim's words that name code: code-shaped, backticked, or called
 * (`name(`). A plain English word of the claim ("padded") is as vacuous a
 * NO_MATCH pattern as `zzz`: its absence proves nothing about the code.
 */
export function claimIdentifiers(claim: string): string[] {
  const quoted = new Set([...claim.matchAll(BACKTICKED)].flatMap((m) => [...m[1]!.matchAll(IDENTIFIER)].map((i) => i[0])));
  return [...claim.matchAll(IDENTIFIER)].filter((m) => CODE_SHAPED.test(m[0]) || quoted.has(m[0]) || claim[m.index + m[0].length] === "(").map((m) => m[0]);
}

/** Identifiers a NO_MATCH pattern may be built from: the claim's code words and the cited lines'. */
async function allowedIdentifiers(finding: FindingItem, sandbox: WorkspaceSandbox, signal?: AbortSignal): Promise<Set<string>> {
  const identifiers = new Set(claimIdentifiers(finding.claim));
  const range = parseLineRange(finding.lines);
  if (range && finding.path) {
    for (let line = range.start; line <= Math.min(range.end, range.start + 199); line++) {
      const text = await readWorkspaceLine(sandbox, finding.path, line, signal);
      if (text === undefined) break;
      for (const match of text.matchAll(IDENTIFIER)) if (!STOP_WORDS.has(match[0].toLowerCase())) identifiers.add(match[0]);
    }
  }
  return identifiers;
}

/** Every way the candidate breaks the contract; empty when it holds. */
export async function contractProblems(candidate: unknown, finding: FindingItem, sandbox: WorkspaceSandbox, signal?: AbortSignal): Promise<string[]> {
  if (candidate === null || typeof candidate !== "object") return ["the answer is not an object with verdict, evidence and note"];
  const { verdict, evidence, note } = candidate as Record<string, unknown>;
  if (!VERIFIER_VERDICTS.includes(verdict as VerifierVerdict)) {
    return [`verdict must be one of ${VERIFIER_VERDICTS.join(", ")}, got ${JSON.stringify(verdict)}`];
  }
  const problems: string[] = [];
  const evidenceText = typeof evidence === "string" ? evidence : "";
  const lines = parseEvidence(evidenceText);
  if (verdict === "UNVERIFIABLE") {
    if (typeof note !== "string" || note.trim() === "") problems.push("UNVERIFIABLE needs a note saying what could not be established");
  } else if (lines.length === 0) {
    problems.push(`${verdict} needs evidence: quoted lines as \`path:line: text\`${verdict === "FALSE" ? " or a `NO_MATCH: <regex>` line" : ""}`);
  }
  if (verdict === "VERIFIED" && lines.length > 0 && !lines.some((l) => l.kind === "quote")) {
    problems.push("VERIFIED needs at least one quoted line `path:line: text` from the code");
  }

  for (const line of lines) {
    if (line.kind === "malformed") {
      problems.push(`evidence line ${JSON.stringify(line.raw.slice(0, 200))} is neither \`path:line: text\` nor \`NO_MATCH: <regex>\``);
    } else if (line.kind === "quote") {
      const shown = await readWorkspaceLine(sandbox, line.path, line.line, signal);
      if (shown === undefined) problems.push(`${line.path}:${line.line} does not exist in the workspace (or cannot be read)`);
      else if (shown.trimEnd() !== line.text.trimEnd()) {
        problems.push(
          `${line.path}:${line.line} is quoted as ${JSON.stringify(line.text.slice(0, 200))}, but the file has ${JSON.stringify(shown.slice(0, 200))}; copy lines exactly as fs_read or fs_grep show them`,
        );
      }
    } else {
      problems.push(...(await absenceProblems(line.pattern, verdict as VerifierVerdict, finding, sandbox, signal)));
    }
  }
  return problems;
}

async function absenceProblems(
  pattern: string,
  verdict: VerifierVerdict,
  finding: FindingItem,
  sandbox: WorkspaceSandbox,
  signal?: AbortSignal,
): Promise<string[]> {
  if (verdict !== "FALSE") return [`NO_MATCH evidence only supports FALSE, not ${verdict}`];
  let regex: RegExp;
  try {
    regex = compileSearchPattern(pattern);
  } catch (error) {
    return [`NO_MATCH pattern ${JSON.stringify(pattern)} is invalid: ${(error as Error).message}`];
  }
  if (VACUOUS.test(pattern)) return [`NO_MATCH pattern ${JSON.stringify(pattern)} uses lookarounds or empty classes; use a plain search for the identifier`];
  const identifiers = await allowedIdentifiers(finding, sandbox, signal);
  const named = [...identifiers].filter((id) => pattern.includes(id));
  if (named.length === 0) {
    return [`NO_MATCH pattern ${JSON.stringify(pattern)} must contain an identifier from the claim (a code name such as \`fooBar\`) or the cited lines`];
  }
  const search = (re: RegExp) => searchWorkspace(sandbox, re, { maxMatches: 1, ...(signal ? { signal } : {}) });
  const result = await search(regex);
  if (result.stoppedBy) return [`the search for ${JSON.stringify(pattern)} stopped early (${result.stoppedBy} limit), so absence is not proven`];
  if (result.total > 0) {
    const first = result.matches[0]!;
    return [`NO_MATCH: ${JSON.stringify(pattern)} does match: ${first.path}:${first.line}: ${first.text.slice(0, 200)}`];
  }
  // A pattern can name an identifier and still miss it (`checkTokenX`, `^checkToken`); absence
  // is proven only when one identifier it names is itself nowhere in the workspace.
  let present: { id: string; at: string } | undefined;
  // Longest first, and only a few: each is a full workspace search inside the gate's timeout.
  for (const id of named.sort((a, b) => b.length - a.length).slice(0, MAX_LITERAL_CHECKS)) {
    const literal = await search(new RegExp(id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    if (literal.stoppedBy) return [`the search for ${JSON.stringify(id)} stopped early (${literal.stoppedBy} limit), so absence is not proven`];
    if (literal.total === 0) return [];
    const first = literal.matches[0]!;
    present ??= { id, at: `${first.path}:${first.line}: ${first.text.slice(0, 200)}` };
  }
  return [
    `NO_MATCH: ${JSON.stringify(pattern)} finds nothing, but ${JSON.stringify(present!.id)}, the identifier it names, is there: ${present!.at}; ` +
      "search for the identifier itself, or quote the lines that show the claim is false",
  ];
}
