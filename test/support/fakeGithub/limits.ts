// GitHub limits that the OpenAPI schemas state loosely or not at all. The
// schema's `maxLength: 65535` counts characters, but GitHub counts UTF-8 bytes
// (🔴 is 4), and annotation title/message limits are only in prose.
import { invalidRequest, type GithubApiError } from "./errors.js";

export const MAX_ANNOTATIONS_PER_REQUEST = 50;
export const MAX_OUTPUT_BYTES = 65_535;
export const MAX_ANNOTATION_TITLE_CHARS = 255;
export const MAX_ANNOTATION_MESSAGE_BYTES = 64 * 1024;
export const MAX_COMMENT_CHARS = 65_536;
const LEVELS = new Set(["notice", "warning", "failure"]);

interface OutputLike {
  summary?: string;
  text?: string;
  annotations?: Array<{
    annotation_level?: string;
    title?: string;
    message?: string;
    start_line?: number;
    end_line?: number;
  }>;
}

/** The first limit the check-run output breaks, as GitHub's 422. */
export function checkRunOutputViolation(output: OutputLike | undefined): GithubApiError | null {
  if (!output) return null;
  for (const field of ["summary", "text"] as const) {
    const value = output[field];
    if (value !== undefined && Buffer.byteLength(value, "utf8") > MAX_OUTPUT_BYTES) {
      return invalidRequest(`output.${field} is ${Buffer.byteLength(value, "utf8")} bytes; the maximum is ${MAX_OUTPUT_BYTES} bytes`, [
        { resource: "CheckRun", field: `output.${field}`, code: "custom", message: `Only ${MAX_OUTPUT_BYTES} bytes are allowed.` },
      ]);
    }
  }
  const annotations = output.annotations ?? [];
  if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
    return invalidRequest(`${annotations.length} annotations in one request; the maximum is ${MAX_ANNOTATIONS_PER_REQUEST}`, [
      {
        resource: "CheckRun",
        field: "output.annotations",
        code: "custom",
        message: `Only ${MAX_ANNOTATIONS_PER_REQUEST} annotations are allowed per request.`,
      },
    ]);
  }
  for (const [i, a] of annotations.entries()) {
    const reason = annotationProblem(a);
    if (reason)
      return invalidRequest(`output.annotations[${i}]: ${reason}`, [
        { resource: "CheckRun", field: `output.annotations[${i}]`, code: "invalid", message: reason },
      ]);
  }
  return null;
}

function annotationProblem(a: NonNullable<OutputLike["annotations"]>[number]): string | null {
  if (!LEVELS.has(a.annotation_level ?? "")) return `annotation_level "${a.annotation_level}" is not notice, warning or failure`;
  if (a.title !== undefined && [...a.title].length > MAX_ANNOTATION_TITLE_CHARS)
    return `title is ${[...a.title].length} characters; the maximum is ${MAX_ANNOTATION_TITLE_CHARS}`;
  if (a.message !== undefined && Buffer.byteLength(a.message, "utf8") > MAX_ANNOTATION_MESSAGE_BYTES)
    return `message exceeds ${MAX_ANNOTATION_MESSAGE_BYTES} bytes`;
  // Stricter than documented, on purpose: a line range that is empty or before line 1 can only be a client bug.
  if ((a.start_line ?? 0) < 1 || (a.end_line ?? 0) < (a.start_line ?? 0)) return `line range ${a.start_line}-${a.end_line} is invalid`;
  return null;
}

/** Issue, review and review-comment bodies: GitHub counts characters (code points), not bytes. */
export function commentBodyViolation(resource: string, body: string | undefined): GithubApiError | null {
  if (body === undefined) return null;
  const length = [...body].length;
  if (length <= MAX_COMMENT_CHARS) return null;
  return invalidRequest(`body is ${length} characters; the maximum is ${MAX_COMMENT_CHARS}`, [
    { resource, field: "body", code: "custom", message: `Body is too long (maximum is ${MAX_COMMENT_CHARS} characters)` },
  ]);
}
