/**
 * The optional inline review: one line comment per VERIFIED finding, posted as
 * a single COMMENT review, with a ```suggestion block when the finding carries
 * a direct replacement of its lines.
 *
 * Reruns converge instead of piling up. Each comment starts with a hidden
 * marker naming the finding's fingerprint; a comment is ours only when the
 * action's own account wrote it AND it starts with the marker (anyone can
 * type the marker). A finding with a comment at its lines is edited in place
 * when its text changed; a finding with none gets a new comment; a comment
 * whose finding is gone is struck through once, keeping the marker so it is
 * never struck again.
 *
 * Quoted text is posted text (postedText.ts): one kind of line break, and no
 * line reads as a verdict, inside the evidence fence too. A suggestion is
 * code to commit, so it is never altered: one that would need it is left out.
 */
import type { ResultFinding } from "../../review/gauntlet/result.js";
import { COMMENT_CHARS } from "../transport/limits.js";
import { escapeMarkup, normalizeLineBreaks, postedLine, postedText, readsAsVerdictLine, stripInvisible } from "./postedText.js";
import type { DraftReviewComment, ExistingReviewComment, PullReviewsApi } from "../transport/reviewsApi.js";

/** What a line comment needs of a finding (a result finding is one). */
export type InlineFinding = Pick<
  ResultFinding,
  "id" | "fingerprint" | "lane" | "severity" | "path" | "start_line" | "end_line" | "title" | "claim" | "evidence" | "verdict" | "replacement"
>;

export interface InlineReviewOutcome {
  created: number;
  updated: number;
  retired: number;
  unchanged: number;
  /** VERIFIED findings whose lines GitHub would not take a comment on. */
  outsideDiff: number;
}

export interface InlineReviewOptions {
  pullNumber: number;
  headSha: string;
  findings: readonly InlineFinding[];
  isCommentable: (path: string, start: number, end: number) => boolean;
  /** The login the token acts as, e.g. `github-actions[bot]`: only its comments are ours. */
  botLogin: string;
  redact: (text: string) => string;
  checkUrl?: string;
}

const FINGERPRINT = /^[0-9a-f]{8,64}$/;
const MARKER = /^<!-- gauntlet:finding ([0-9a-f]{8,64}) -->/;
const RETIRED_PREFIX = "\n~~";
const HEADING_CHARS = 300;
const CUT = "\n… (cut to fit GitHub's comment limit)";

export const findingMarker = (fingerprint: string) => `<!-- gauntlet:finding ${fingerprint} -->`;

// ---- text ------------------------------------------------------------------

const chars = (text: string) => [...text].length;

/** Cuts to at most `max` characters (code points, as GitHub counts them), appending `marker` when it cuts. */
function cutChars(text: string, max: number, marker: string): string {
  const points = [...text];
  if (points.length <= max) return text;
  return points.slice(0, Math.max(0, max - chars(marker))).join("") + marker;
}

/**
 * Quoted text comes from the PR and the model. With `<` escaped it cannot open
 * an HTML comment (to hide text or plant a marker) or any other tag.
 */

/**
 * A quoted line that opens a code fence would swallow the rest of the comment,
 * or open a ```suggestion of its own: escaping its first fence character
 * leaves a run too short to open one.
 */
const neutralizeFences = (text: string) => text.replace(/^( {0,3})([`~])(?=\2\2)/gm, "$1\\$2");

/** Prose quoted from the PR or the model: redacted, then made inert. */
const quoted = (text: string, redact: (text: string) => string) => neutralizeFences(postedText(escapeMarkup(redact(stripInvisible(text)))));

/** A backtick fence longer than any backtick run inside `text`, so the text cannot close it. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}

// ---- bodies ----------------------------------------------------------------

function heading(finding: InlineFinding, redact: (text: string) => string): string {
  const lane = finding.lane === "code-review" ? "" : `[${finding.lane}] `;
  return cutChars(escapeMarkup(postedLine(redact(stripInvisible(`${lane}${finding.id} ${finding.severity}: ${finding.title}`)))), HEADING_CHARS, "…");
}

type Suggestion = { kind: "block"; text: string } | { kind: "withheld"; note: string } | { kind: "none" };

function suggestionOf(finding: InlineFinding, redact: (text: string) => string): Suggestion {
  if (typeof finding.replacement !== "string" || finding.replacement === "") return { kind: "none" };
  // The block holds whole lines; a final newline would suggest an extra empty line. GitHub keeps `\n` line ends.
  const replacement = finding.replacement.replace(/\r\n/g, "\n").replace(/\n$/, "");
  // Committing a suggestion with redacted text would write the placeholder into the code.
  if (redact(replacement) !== replacement) return { kind: "withheld", note: "_A suggested replacement was left out: it contains text this run redacts._" };
  // Posted text is changed where it could break or pose as a verdict line; code to commit must not be, so it is left out.
  if (normalizeLineBreaks(replacement) !== replacement || replacement.split("\n").some(readsAsVerdictLine)) {
    return { kind: "withheld", note: "_A suggested replacement was left out: it holds a line break other than `\\n`, or a line that reads like a verdict._" };
  }
  const fence = fenceFor(replacement);
  return { kind: "block", text: `${fence}suggestion\n${replacement}\n${fence}` };
}

const TOO_LONG_SUGGESTION = "_The suggested replacement is too long for a review comment and was left out._";

/** The comment for one finding: marker, heading, claim, evidence (cut first), suggestion. */
export function renderFindingComment(finding: InlineFinding, redact: (text: string) => string): string {
  const head = `${findingMarker(finding.fingerprint)}\n**${heading(finding, redact)}**`;
  let claim = quoted(finding.claim.trim(), redact);
  let suggestion = suggestionOf(finding, redact);
  // Only surrounding blank lines go: the first line's indentation is part of the quoted code.
  const evidence = postedText(
    redact(
      stripInvisible(
        normalizeLineBreaks(finding.evidence)
          .replace(/^(?:[ \t]*\n)+/, "")
          .trimEnd(),
      ),
    ),
  );

  const tail = () => (suggestion.kind === "block" ? suggestion.text : suggestion.kind === "withheld" ? suggestion.note : "");
  const fixed = () => [head, claim, tail()].filter((part) => part !== "").join("\n\n");
  if (chars(fixed()) > COMMENT_CHARS && suggestion.kind === "block") suggestion = { kind: "withheld", note: TOO_LONG_SUGGESTION };
  // A hostile claim may be huge on its own: it is cut last, never the marker.
  const overflow = chars(fixed()) - COMMENT_CHARS;
  if (overflow > 0) claim = cutChars(claim, chars(claim) - overflow, CUT);

  const parts = [head, claim];
  if (evidence !== "") {
    const fence = fenceFor(evidence);
    const frame = (text: string) => `Evidence:\n${fence}text\n${text}\n${fence}`;
    const room = COMMENT_CHARS - chars(fixed()) - chars(frame("")) - 2;
    if (room >= CUT.length + 40) parts.push(frame(cutChars(evidence, room, CUT)));
  }
  if (tail() !== "") parts.push(tail());
  return parts.filter((part) => part !== "").join("\n\n");
}

/** What a comment becomes once its finding is gone: struck through, marker kept. */
function retiredBody(comment: OwnComment, reason: string, redact: (text: string) => string): string {
  const title = /^\*\*(.+)\*\*$/.exec(comment.body.split("\n")[1] ?? "")?.[1] ?? "Finding";
  return `${findingMarker(comment.fingerprint)}\n~~${cutChars(escapeMarkup(postedLine(redact(stripInvisible(title)))), HEADING_CHARS, "…")}~~ ${reason}`;
}

// ---- existing comments -----------------------------------------------------

interface OwnComment extends ExistingReviewComment {
  fingerprint: string;
  retired: boolean;
}

function ownComments(comments: readonly ExistingReviewComment[], botLogin: string): OwnComment[] {
  const own: OwnComment[] = [];
  for (const comment of comments) {
    const marker = MARKER.exec(comment.body);
    if (comment.login !== botLogin || !marker) continue;
    own.push({ ...comment, fingerprint: marker[1]!, retired: comment.body.startsWith(RETIRED_PREFIX, marker[0].length) });
  }
  return own;
}

/**
 * Whether the comment sits on the finding's lines now. Editing one that does
 * not (outdated, or the finding moved) would offer its suggestion for the
 * wrong lines, so the finding gets a new comment instead.
 */
function isAnchoredAt(comment: ExistingReviewComment, finding: InlineFinding): boolean {
  if (comment.path !== finding.path || comment.line !== finding.end_line) return false;
  const start = comment.startLine ?? comment.line;
  return start === finding.start_line;
}

// GitHub may store line endings and trailing space differently from what was sent.
const sameBody = (a: string, b: string) => a.replace(/\r\n/g, "\n").trimEnd() === b.replace(/\r\n/g, "\n").trimEnd();

function draftComment(finding: InlineFinding, body: string): DraftReviewComment {
  const range = finding.start_line < finding.end_line ? { start_line: finding.start_line, start_side: "RIGHT" as const } : {};
  return { path: finding.path, body, line: finding.end_line, side: "RIGHT", ...range };
}

// ---- publishing --------------------------------------------------------------

interface Edit {
  commentId: number;
  body: string;
  kind: "update" | "retire";
}

export async function publishInlineReview(api: PullReviewsApi, options: InlineReviewOptions): Promise<InlineReviewOutcome> {
  const { redact } = options;
  const outcome: InlineReviewOutcome = { created: 0, updated: 0, retired: 0, unchanged: 0, outsideDiff: 0 };
  const sha7 = options.headSha.slice(0, 7);

  const verified = options.findings.filter((f) => f.verdict === "VERIFIED" && FINGERPRINT.test(f.fingerprint));
  const stillReported = new Set(verified.map((f) => f.fingerprint));
  const postable: InlineFinding[] = [];
  const seen = new Set<string>();
  for (const finding of verified) {
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    if (options.isCommentable(finding.path, finding.start_line, finding.end_line)) postable.push(finding);
    else outcome.outsideDiff += 1;
  }

  const ours = ownComments(await api.listReviewComments(options.pullNumber), options.botLogin);
  const accounted = new Set<number>();
  const fresh: DraftReviewComment[] = [];
  const edits: Edit[] = [];
  for (const finding of postable) {
    const mine = ours.filter((c) => c.fingerprint === finding.fingerprint);
    // A replayed or carried finding has no prose of its own (only its fingerprint was kept): its comment stays as written.
    if (finding.claim === "") {
      for (const comment of mine) accounted.add(comment.id);
      if (mine.some((c) => !c.retired && isAnchoredAt(c, finding))) outcome.unchanged += 1;
      continue;
    }
    const body = renderFindingComment(finding, redact);
    const anchored = mine.find((c) => !c.retired && isAnchoredAt(c, finding)) ?? mine.find((c) => isAnchoredAt(c, finding));
    if (!anchored) fresh.push(draftComment(finding, body));
    else if (sameBody(anchored.body, body)) outcome.unchanged += 1;
    else edits.push({ commentId: anchored.id, body, kind: "update" });
    for (const comment of mine) {
      accounted.add(comment.id);
      if (comment === anchored || comment.retired) continue;
      edits.push({ commentId: comment.id, body: retiredBody(comment, `Moved: reported again in the review of ${sha7}.`, redact), kind: "retire" });
    }
  }
  for (const comment of ours) {
    // A finding still VERIFIED but now outside the diff keeps its comment: it is still reported.
    if (accounted.has(comment.id) || comment.retired || stillReported.has(comment.fingerprint)) continue;
    edits.push({ commentId: comment.id, body: retiredBody(comment, `No longer reported by the review of ${sha7}.`, redact), kind: "retire" });
  }

  if (fresh.length > 0) {
    const count = `${fresh.length} new verified finding${fresh.length === 1 ? "" : "s"}`;
    const details = options.checkUrl ? ` Details: ${options.checkUrl}` : "";
    await api.createCommentReview(options.pullNumber, {
      commitId: options.headSha,
      body: redact(`Review gauntlet: ${count} at ${sha7}.${details}`),
      comments: fresh,
    });
    outcome.created = fresh.length;
  }
  for (const edit of edits) {
    await api.updateReviewComment(edit.commentId, edit.body);
    if (edit.kind === "update") outcome.updated += 1;
    else outcome.retired += 1;
  }
  return outcome;
}
