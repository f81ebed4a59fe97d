/**
 * Which added lines of a prose file can act: run, load or install something
 * when the docs are built, tested, rendered or followed. The security lane's
 * prose view (proseView.ts) shows these past its budget. Documentation is not
 * always inert: VitePress Markdown runs `<script setup>` and `{{ }}` at build
 * time, doctests run `>>>` lines, Sphinx directives run or include code, and a
 * README's install command can be swapped for `curl … | sh`. A link inside
 * the text is not among them: a changelog is mostly links to commits and
 * issues, and a link does not run.
 */
import { hunksOf } from "../codeReview/chunks.js";
import { DOWNLOAD_PATTERNS, ENVIRONMENT_PATTERNS, EXEC_PATTERNS, INSTALL_PATTERNS } from "./riskyLines.js";

const PROSE_ACTS: readonly RegExp[] = [
  // HTML and Vue tags that run or load, event handlers, script URLs, Vue bindings (evaluated as JavaScript).
  /<\s*(?:script|iframe|object|embed|link|meta|style|form|base|frame|applet)\b/i,
  /(?:^|[\s"'/])on[a-z]+\s*=/i,
  /\b(?:javascript|vbscript)\s*:|\bdata\s*:\s*text\/html/i,
  /(?:^|\s)(?:v-[\w:.-]+|[@:][\w.:-]+)\s*=\s*["'{]/,
  // Template syntax: Vue/Handlebars/Jinja/Liquid/ERB/EJS.
  /\{\{|\{%|<%/,
  // ES modules in Markdown (VitePress, Storybook docs).
  /^\s*(?:import|export)\b/,
  // Sphinx directives that run, include or emit raw content (doctest prompts are tracked over the hunk).
  /^\s*\.\.\s+(?:doctest|testcode|testsetup|testcleanup|jupyter-execute|ipython|exec|runblock|plot|raw|include|literalinclude)::/,
  // AsciiDoc and Org includes and source blocks.
  /^\s*include::|^\s*#\+(?:begin_src|include|call)\b/i,
  // A shell command at a line's start (a `.txt` may be what a script runs), a line that is only a URL (a
  // `.txt` may be a list a script downloads from; a changelog's links sit inside Markdown, not alone).
  /^\s*(?:\$\s|sudo\s|(?:ba|z)?sh\s|nc\s|ncat\s|chmod\s|rm\s+-|(?:python3?|node|perl|ruby)\s+-[ce]\b|pwsh\s|powershell\s)/,
  /^\s*(?:[-*]\s+)?<?(?:https?|ftp|git|ssh):\/\/\S+?>?\s*$/,
  // A download piped to a shell, PowerShell's equivalents.
  /\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b|\b(?:Invoke-Expression|iex|iwr|irm)\b/,
  ...EXEC_PATTERNS,
  ...DOWNLOAD_PATTERNS,
  ...INSTALL_PATTERNS,
  ...ENVIRONMENT_PATTERNS,
];

/** Whether a prose line can act by its text alone (code-block membership is decided over the hunk). */
export function proseLineActs(text: string): boolean {
  return PROSE_ACTS.some((pattern) => pattern.test(text));
}

export interface ProseLine {
  /** Head-side line number. */
  number: number;
  text: string;
  /** The base-side line it follows (0: the file's start), for an insertion's hunk header. */
  after: number;
  acts: boolean;
}

/** A hunk's rows as the diff reader gives them: `+` added, `-` deleted, ` ` context. */
type Row = { kind: "+" | "-" | " "; text: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const INDENTED = /^(?: {4}|\t)\s*\S/;
/** A doctest prompt, and the `...` lines that continue its statement. */
const DOCTEST = /^\s*>>>/;
const CONTINUATION = /^\s*\.\.\.(?:\s|$)/;

/**
 * Code-block membership over a hunk's head-side lines (context included):
 * a fenced block (``` or ~~~, closed by the same character at least as
 * long) or an indented one (four spaces or a tab after a blank line). A
 * hunk may start inside a block begun above it, so an indented line at the
 * hunk's start counts as code, and the fence lines themselves are shown.
 * A doctest's `>>>` line and the `...` lines continuing it run too.
 */
function codeBlockFlags(rows: readonly Row[]): boolean[] {
  const flags: boolean[] = [];
  let fence: { char: string; length: number } | undefined;
  let previous: "start" | "blank" | "code" | "doctest" | "text" = "start";
  for (const row of rows) {
    if (row.kind === "-") {
      flags.push(false);
      continue;
    }
    const fenceMatch = FENCE.exec(row.text);
    if (fence) {
      const closes = fenceMatch && fenceMatch[1]![0] === fence.char && fenceMatch[1]!.length >= fence.length && fenceMatch[2]!.trim() === "";
      if (closes) fence = undefined;
      flags.push(true);
      previous = "code";
    } else if (fenceMatch && !(fenceMatch[1]![0] === "`" && fenceMatch[2]!.includes("`"))) {
      fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      flags.push(true);
      previous = "code";
    } else if (DOCTEST.test(row.text) || (previous === "doctest" && CONTINUATION.test(row.text))) {
      flags.push(true);
      previous = "doctest";
    } else if (INDENTED.test(row.text) && previous !== "text") {
      flags.push(true);
      previous = "code";
    } else {
      flags.push(false);
      previous = row.text.trim() === "" ? "blank" : "text";
    }
  }
  return flags;
}

function rowsOf(hunk: string): Row[] {
  return hunk
    .split("\n")
    .slice(1)
    .filter((line) => !line.startsWith("\\"))
    .map((line) => ({ kind: line.startsWith("+") ? "+" : line.startsWith("-") ? "-" : " ", text: line.slice(1) }));
}

/** A prose file's added lines, in order, each with whether it can act. */
export function proseAddedLines(patch: string): ProseLine[] {
  const lines: ProseLine[] = [];
  for (const hunk of hunksOf(patch)) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)/.exec(hunk);
    // An empty base range (`-0,0`, an added file; `-5,0`) names the line it follows; otherwise its first line.
    let oldNext = Number(header?.[1] ?? 1) + (header?.[2] === "0" ? 1 : 0);
    let newNext = Number(header?.[3] ?? 1);
    const rows = rowsOf(hunk);
    const code = codeBlockFlags(rows);
    for (const [i, row] of rows.entries()) {
      if (row.kind === "+") lines.push({ number: newNext++, text: row.text, after: oldNext - 1, acts: code[i]! || proseLineActs(row.text) });
      else if (row.kind === "-") oldNext++;
      else {
        oldNext++;
        newNext++;
      }
    }
  }
  return lines;
}
