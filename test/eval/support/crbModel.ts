/**
 * The scripted model for the mini benchmark (test/eval/crb-mini): one handler
 * serves the gauntlet's review, the verifier and the eval judge, by the
 * `X-Gauntlet-Node` header.
 *
 * - review_chunk: per PR (known by the file it reviews), the findings below;
 * - the security lane, on the auth PR, repeats the code review's finding word
 *   for word (the duplicate our candidates must fold);
 * - verify_one reads the cited line, then answers FALSE for claims marked as
 *   false alarms below and VERIFIED otherwise;
 * - verify's free-text parse extracts nothing;
 * - eval/judge matches the pairs in JUDGE_MATCHES, answers out of schema for
 *   the concurrency golden × the counter finding, and "no match" otherwise.
 */
import { httpError, jsonReply, textReply, toolCall, toolCallsReply, type ModelReply, type RecordedRequest } from "../../support/modelServer.js";

type Severity = "🔴 CRITICAL" | "🟡 WARNING" | "🟢 SUGGESTION" | "💡 NITPICK";
interface ScriptedFinding {
  severity: Severity;
  path: string;
  start_line: number;
  title: string;
  claim: string;
}

const TENANT_FINDING: ScriptedFinding = {
  severity: "🟡 WARNING",
  path: "auth/session.py",
  start_line: 5,
  title: "Cache key ignores the tenant",
  claim: "lookup() and store() key SESSIONS by user_id only; tenant_id is ignored, so tenants share sessions.",
};

export const REVIEW_FINDINGS: Record<string, ScriptedFinding[]> = {
  "billing/invoice.py": [
    {
      severity: "🔴 CRITICAL",
      path: "billing/invoice.py",
      start_line: 3,
      title: "Discount never applied",
      claim: "total() takes discount but returns subtotal unchanged, so the discount is ignored.",
    },
    {
      severity: "💡 NITPICK",
      path: "billing/invoice.py",
      start_line: 6,
      title: "Misleading name fetch_rate",
      claim: "fetch_rate only reads RATES; the name suggests a network call.",
    },
    { severity: "🟡 WARNING", path: "billing/invoice.py", start_line: 1, title: "Scripted false alarm", claim: "total() divides by zero when items is empty." },
    { severity: "🟢 SUGGESTION", path: "billing/invoice.py", start_line: 1, title: "Add a docstring", claim: "total() has no docstring describing discount." },
  ],
  "auth/session.py": [TENANT_FINDING],
  "jobs/counter.py": [
    {
      severity: "🔴 CRITICAL",
      path: "jobs/counter.py",
      start_line: 8,
      title: "Unsynchronised counter",
      claim: "bump() reads COUNT and writes value + 1 without a lock; concurrent threads lose updates.",
    },
  ],
};

/** Claims the verifier proves FALSE: the reviewer's false alarm and two of the other tool's comments. */
const FALSE_CLAIMS = ["divides by zero", "mutated at import time", "never defined"];

/** [words of the golden comment, words of the candidate] that the judge calls a match. */
export const JUDGE_MATCHES: [string, string][] = [
  ["never applies it", "Discount never applied"],
  ["fetch_rate suggests", "Misleading name fetch_rate"],
  ["tenant_id is ignored", "Cache key ignores the tenant"],
];
/** The pair whose judge reply fails the schema. */
export const JUDGE_OUT_OF_SCHEMA: [string, string] = ["without a lock", "Unsynchronised counter"];

interface Message {
  role: string;
  content?: string | null;
}

const messages = (request: RecordedRequest) => (request.body?.messages ?? []) as Message[];
const prompt = (request: RecordedRequest) => messages(request).find((m) => m.role === "user")?.content ?? "";
export const nodeOf = (request: RecordedRequest) => decodeURIComponent(String(request.headers["x-gauntlet-node"] ?? ""));

function reviewChunk(request: RecordedRequest): ModelReply {
  const text = prompt(request);
  const path = Object.keys(REVIEW_FINDINGS).find((p) => text.includes(p));
  if (!path) return httpError(418, { message: "crbModel: review_chunk for no known PR" });
  return jsonReply({
    summary: "The change, reviewed.",
    findings: REVIEW_FINDINGS[path]!.map((f) => ({ ...f, end_line: f.start_line, suggestion: "Fix it." })),
  });
}

function verifyOne(request: RecordedRequest): ModelReply {
  const text = prompt(request);
  const cited = /^Finding (\S+) \(.*?\), citing (\S+) lines (\d+)/m.exec(text);
  if (!cited) return httpError(418, { message: "crbModel: verify_one names no finding" });
  const [, id, path, line] = cited as unknown as [string, string, string, string];
  const tool = messages(request).find((m) => m.role === "tool")?.content;
  if (!tool) return toolCallsReply([toolCall("fs_read", { path, offset: Number(line), limit: 1 })]);
  const shown = new RegExp(`^${line}: (.*)$`, "m").exec(tool)?.[1];
  if (shown === undefined) return jsonReply({ id, verdict: "UNVERIFIABLE", evidence: "", note: "The cited line was not shown." });
  const refuted = FALSE_CLAIMS.some((words) => text.includes(words));
  return jsonReply({
    id,
    verdict: refuted ? "FALSE" : "VERIFIED",
    evidence: `${path}:${line}: ${shown}`,
    note: refuted ? "The line shows otherwise." : "The line shows it.",
  });
}

function security(request: RecordedRequest): ModelReply {
  const onAuth = prompt(request).includes("auth/session.py");
  const finding = `🟡 ${TENANT_FINDING.title} — ${TENANT_FINDING.path}:${TENANT_FINDING.start_line} — ${TENANT_FINDING.claim} — key by tenant and user`;
  return textReply([...(onAuth ? [finding, ""] : []), "SECURITY_REVIEW: PASS", "Posture: standard — checked the session cache."].join("\n"));
}

function judge(request: RecordedRequest): ModelReply {
  const text = prompt(request);
  const cut = text.indexOf("Candidate issue");
  const golden = text.slice(0, cut);
  const candidate = text.slice(cut);
  const is = ([g, c]: [string, string]) => golden.includes(g) && candidate.includes(c);
  if (is(JUDGE_OUT_OF_SCHEMA)) return jsonReply({ match: "yes", confidence: "certain" });
  const match = JUDGE_MATCHES.some(is);
  return jsonReply({ match, confidence: "high", reasoning: match ? "The same defect." : "Different problems." });
}

export function crbModel(): (request: RecordedRequest) => ModelReply {
  return (request) => {
    switch (nodeOf(request)) {
      case "review-gauntlet/select_lanes":
        return jsonReply({ add_code_review: false, add_adversary: false, add_security: false, add_probe: false, lane_reasons: "" });
      case "code-reviewer/review_chunk":
        return reviewChunk(request);
      case "finding-verifier/verify_one":
        return verifyOne(request);
      case "finding-verifier/parse":
        return jsonReply({ findings: [] });
      case "security-reviewer/review":
        return security(request);
      case "eval/judge":
        return judge(request);
      default:
        return httpError(418, { message: `crbModel: unscripted node ${nodeOf(request)}` });
    }
  };
}
