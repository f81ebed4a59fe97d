/**
 * The gauntlet.review/2 result as SARIF 2.1.0, for code scanning: one rule per
 * lane and finding class, one result per kept finding (a finding the verifier
 * showed FALSE is not kept), the verifier's verdict and evidence on each, and
 * the finding fingerprint as a partial fingerprint so code scanning matches an
 * alert across runs the way dismissals do. Pure: the caller writes the file.
 */
import type { Location, Log, Notification, Result, Run } from "sarif";
import { overBudgetText } from "../codeReview/overBudget.js";
import { renderIncomplete } from "../gauntlet/incomplete.js";
import type { GauntletResult, ResultFinding } from "../gauntlet/result.js";
import { VERSION } from "../../version.js";
import { findingClass, ruleDescriptor } from "./findingClass.js";
import { repoRelativeUri, SRCROOT } from "./repoUri.js";

export const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
export const TOOL_NAME = "Review Gauntlet";
export const TOOL_URI = "https://github.com/review-gauntlet/review-gauntlet";
const RULES_HELP_URI = `${TOOL_URI}/blob/main/docs/sarif.md`;
/** Versioned: a change to how fingerprints are computed gets a new key, not silently different values. */
export const FINGERPRINT_KEY = "gauntletFinding/v2";
/** What the CLI uses when no category is given. */
export const DEFAULT_SARIF_CATEGORY = "gauntlet";

export interface SarifOptions {
  /**
   * The code-scanning category, one per check name: it becomes
   * `automationDetails.id` as `<category>/`, so uploads of one check replace
   * each other and never another check's alerts.
   */
  category: string;
  /** The repository's URL, for versionControlProvenance; omitted when unknown. */
  repositoryUri?: string;
}

/** A result finding; one read from elsewhere (a future partial, another reviewer) may lack a line. */
export type SarifFinding = Omit<ResultFinding, "start_line" | "end_line"> & { start_line?: number; end_line?: number };
export type SarifInput = Omit<GauntletResult, "findings"> & { findings: readonly SarifFinding[] };

const isKept = (finding: SarifFinding) => finding.verdict !== "FALSE";

export function gauntletSarif(result: SarifInput, options: SarifOptions): Log {
  const kept = result.findings.filter(isKept);
  // Code scanning needs a file for every result: a finding naming none stays in the report only.
  const unplaced = kept.filter((f) => !repoRelativeUri(f.path));
  const placed = kept.filter((f) => repoRelativeUri(f.path));
  const classes = new Map(placed.map((f) => findingClass(f)).map((c) => [c.id, c]));
  const ruleIds = [...classes.keys()].sort();
  const run: Run = {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: VERSION,
        semanticVersion: VERSION,
        informationUri: TOOL_URI,
        rules: ruleIds.map((id) => ruleDescriptor(classes.get(id)!, RULES_HELP_URI)),
      },
    },
    automationDetails: { id: `${automationCategory(options.category)}/`, description: { text: `GAUNTLET: ${result.verdict}` } },
    originalUriBaseIds: { [SRCROOT]: { description: { text: "The root of the repository under review." } } },
    invocations: [invocation(result, unplaced)],
    results: placed.map((finding) => sarifResult(finding, ruleIds)),
    properties: {
      verdict: result.verdict,
      reasons: result.reasons,
      diff_spec: result.diff_spec,
      coverage_complete: result.coverage.complete,
      ...(result.head_sha ? { head_sha: result.head_sha } : {}),
      ...(result.base_sha ? { base_sha: result.base_sha } : {}),
    },
  };
  if (options.repositoryUri && result.head_sha)
    run.versionControlProvenance = [{ repositoryUri: options.repositoryUri, revisionId: result.head_sha, mappedTo: { uriBaseId: SRCROOT } }];
  return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run] };
}

/** A category without trailing slashes or blanks; an empty one falls back to the default. */
function automationCategory(category: string): string {
  const trimmed = category.trim().replace(/\/+$/, "");
  return trimmed === "" ? DEFAULT_SARIF_CATEGORY : trimmed;
}

/**
 * The run did its analysis only if no lane faulted: a BLOCKED verdict from
 * findings is a successful run, a lane given up on is not.
 */
function invocation(result: SarifInput, unplaced: readonly SarifFinding[]) {
  const problems = [
    ...result.lanes.filter((l) => l.state === "faulted" || l.state === "degraded").flatMap((l) => l.reasons),
    // Partial coverage is the warning below; every other gap means the analysis did not run whole.
    ...result.incomplete.filter((item) => item.part !== "coverage").map(renderIncomplete),
    ...result.faults,
  ];
  const notifications: Notification[] = [...new Set(problems)].map((text) => ({ level: "error", message: { text } }));
  if (!result.coverage.complete) notifications.push({ level: "warning", message: { text: coverageWarning(result.coverage.not_reviewed) } });
  for (const finding of unplaced) {
    notifications.push({
      level: "warning",
      message: { text: `Finding ${finding.id} names no file in the repository (${JSON.stringify(finding.path)}): it is in the gauntlet's report only.` },
    });
  }
  return { executionSuccessful: problems.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) };
}

/** Files a coverage warning names; the rest are counted, and the result's coverage.not_reviewed lists each. */
export const COVERAGE_NAMED = 20;

/** The files not reviewed, each with why (and for one over budget, which budget and what to do), the first COVERAGE_NAMED of them. */
function coverageWarning(notReviewed: SarifInput["coverage"]["not_reviewed"]): string {
  const why = (file: (typeof notReviewed)[number]) => file.detail ?? (file.budget ? overBudgetText(file.budget) : undefined);
  const named = notReviewed.slice(0, COVERAGE_NAMED).map((file) => {
    const detail = why(file);
    // JSON-quoted: a file name is the pull request's, and may hold a line break.
    return `${JSON.stringify(file.path)} (${file.reason}${detail ? `: ${detail}` : ""})`;
  });
  const rest = notReviewed.length - named.length;
  const more = rest > 0 ? `; and ${rest} more (the gauntlet's result.json lists each in coverage.not_reviewed)` : "";
  return `Coverage is partial: ${notReviewed.length} file(s) were not reviewed: ${named.join("; ")}${more}.`;
}

function sarifResult(finding: SarifFinding, ruleIds: readonly string[]): Result {
  const cls = findingClass(finding);
  const location = locationOf(finding, repoRelativeUri(finding.path)!);
  return {
    ruleId: cls.id,
    ruleIndex: ruleIds.indexOf(cls.id),
    level: cls.level,
    message: { text: messageOf(finding) },
    locations: [location],
    partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
    ...(finding.dismissed
      ? { suppressions: [{ kind: "external" as const, status: "accepted" as const, justification: justification(finding.dismissed) }] }
      : {}),
    properties: {
      finding: finding.id,
      lane: finding.lane,
      severity: finding.severity,
      verdict: finding.verdict,
      evidence: finding.evidence,
      note: finding.note,
      blocking: finding.blocking,
      ...(finding.suggestion ? { suggestion: finding.suggestion } : {}),
      ...(finding.carried_from ? { carried_from: finding.carried_from } : {}),
      ...(isLine(finding.start_line) ? {} : { whole_file: true }),
    },
  };
}

/**
 * The finding's lines; a finding without a line is placed at line 1, as a
 * whole-file result, since code scanning needs a region on every result.
 */
function locationOf(finding: SarifFinding, uri: string): Location {
  const start = isLine(finding.start_line) ? finding.start_line : undefined;
  const end = start !== undefined && isLine(finding.end_line) && finding.end_line >= start ? finding.end_line : start;
  return { physicalLocation: { artifactLocation: { uri, uriBaseId: SRCROOT }, region: { startLine: start ?? 1, endLine: end ?? 1 } } };
}

const justification = (d: { by: string; reason: string }) => `Dismissed by @${d.by}${d.reason.trim() ? `: ${d.reason.trim()}` : ""}`;

const isLine = (value: number | undefined): value is number => Number.isInteger(value) && value! >= 1;

/** What code scanning shows: the claim, then the verdict and what it rests on. */
function messageOf(finding: SarifFinding): string {
  const head = `${finding.id} ${finding.severity}: ${finding.title.trim() || "finding"}`;
  const lines = [/[.!?]$/.test(head) ? head : `${head}.`, "", finding.claim.trim() || "(no claim given)", ""];
  lines.push(`Verdict: ${finding.verdict}.`);
  if (finding.evidence.trim()) lines.push("Evidence:", finding.evidence.trim());
  if (finding.note.trim()) lines.push(`Note: ${finding.note.trim()}`);
  if (finding.suggestion?.trim()) lines.push(`Suggestion: ${finding.suggestion.trim()}`);
  if (finding.dismissed) lines.push(`Dismissed by @${finding.dismissed.by}.`);
  return lines.join("\n");
}
