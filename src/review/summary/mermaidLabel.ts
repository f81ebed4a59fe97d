/**
 * Text inside a Mermaid block of the job summary. Lane names and shard labels
 * may come from files a pull request's jobs wrote, so a label keeps only
 * characters no Mermaid or Markdown syntax uses: no newline (a new statement),
 * no colon (task metadata), no `#`/`;`/`%` (comments, entities, directives),
 * no backtick (the end of the fenced block), no brackets or quotes.
 */
const UNSAFE = /[^\p{L}\p{N} ._,+()/-]+/gu;
export const MAX_LABEL = 60;

export function mermaidLabel(text: string, fallback = "?"): string {
  const safe = text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim().slice(0, MAX_LABEL).trim();
  return safe === "" ? fallback : safe;
}
