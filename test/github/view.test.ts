/**
 * What people read: the verdict title, the check summary (decisions above the
 * report marker, the review's report below it, so a replay can take the
 * report back out) and the sticky comment's view of the result.
 */
import { describe, expect, it } from "vitest";
import { createRedactor } from "../../src/llm/redact.js";
import type { GrantedOverride, RefusedCommand } from "../../src/github/commands/authority.js";
import { REPORT_MARKER, composeReport, conclusionOf, renderCommentView, renderOverride, reportOf, type Decision } from "../../src/github/publish/view.js";
import type { LaneName } from "../../src/review/gauntlet/lanes.js";
import type { LaneSummary, ResultFinding } from "../../src/review/gauntlet/result.js";
import { HEAD_SHA as HEAD, gauntletResult as result, laneSummary, resultFinding as finding } from "../support/results.js";

const EARLIER = "abcdef0123456789abcdef0123456789abcdef01";
const CRITICAL_REASON = "code-review: 1 critical finding(s)";

const lane = (name: LaneName, overrides: Partial<LaneSummary> = {}): LaneSummary => laneSummary(name, { duration_ms: 10, ...overrides });

const passing = () =>
  result(
    [lane("code-review"), lane("adversary"), lane("security", { state: "skipped", verdict: null }), lane("probe", { state: "skipped", verdict: null })],
    [],
  );
const blocked = (findings: ResultFinding[] = [finding("F1")]) =>
  result([lane("code-review", { verdict: "BLOCKED", blocks: true, reasons: [CRITICAL_REASON], dismissible: true }), lane("adversary")], findings);

function override(overrides: Partial<GrantedOverride> = {}): GrantedOverride {
  return { comment: 99, by: "octocat", reason: "ship it, tracked in #12", source: "https://github.com/o/r/pull/7#issuecomment-99", head: HEAD, ...overrides };
}

const REPORT = [
  "GAUNTLET: BLOCKED",
  "",
  "## Review gauntlet",
  "",
  "| Lane | State |",
  "|---|---|",
  "| code-review | completed |",
  "",
  "### Lane: code-review",
  "",
  "details",
].join("\n");
const BODY = REPORT.split("\n").slice(2).join("\n");

describe("conclusionOf", () => {
  it("PASS is a success titled GAUNTLET: PASS", () => {
    expect(conclusionOf({ result: passing() })).toEqual({ conclusion: "success", title: "GAUNTLET: PASS", verdict: "PASS" });
  });

  it("BLOCKED without an override is a failure", () => {
    expect(conclusionOf({ result: blocked() })).toEqual({ conclusion: "failure", title: "GAUNTLET: BLOCKED", verdict: "BLOCKED" });
  });

  it("BLOCKED with an override is a success that names who overrode it", () => {
    expect(conclusionOf({ result: blocked(), override: override({ by: "user" }) })).toEqual({
      conclusion: "success",
      title: "GAUNTLET: OVERRIDDEN by @user",
      verdict: "OVERRIDDEN",
    });
  });

  it("PASS with an override is still a plain PASS", () => {
    expect(conclusionOf({ result: passing(), override: override({ by: "user" }) })).toEqual({
      conclusion: "success",
      title: "GAUNTLET: PASS",
      verdict: "PASS",
    });
  });
});

describe("renderOverride", () => {
  it("lists the reasons and the blocking findings not dismissed", () => {
    const dismissed = finding("F2", {
      path: "src/b.ts",
      start_line: 4,
      end_line: 6,
      title: "dismissed one",
      dismissed: { by: "alice", reason: "fine", source: "https://x/1" },
    });
    const minor = finding("F3", { severity: "🟡 WARNING", blocking: false, title: "not blocking" });
    const text = renderOverride({
      result: blocked([finding("F1", { start_line: 2, end_line: 5, title: "Crash on\nnull" }), dismissed, minor]),
      override: override(),
    });

    expect(text.split("\n")[0]).toBe("### Overridden by @octocat");
    expect(text).toContain("**Reason:** ship it, tracked in #12 ([comment](https://github.com/o/r/pull/7#issuecomment-99))");
    expect(text).toContain(`- ${CRITICAL_REASON}`);
    expect(text).toContain("Blocking findings:\n- F1 🔴 CRITICAL `src/greet.ts:2-5` — Crash on null");
    expect(text).not.toContain("F2");
    expect(text).not.toContain("F3");
  });

  it("is empty for a PASS, or without an override", () => {
    expect(renderOverride({ result: passing(), override: override() })).toBe("");
    expect(renderOverride({ result: blocked() })).toBe("");
  });
});

describe("composeReport", () => {
  it("puts the title first and replaces the report's own verdict line", () => {
    const out = composeReport({ result: blocked(), override: override({ by: "user" }) }, REPORT, ["a note"]);
    const lines = out.split("\n");
    expect(lines[0]).toBe("GAUNTLET: OVERRIDDEN by @user");
    expect(lines.filter((l) => /^GAUNTLET/.test(l))).toEqual(["GAUNTLET: OVERRIDDEN by @user"]);
    expect(out).toContain("### Overridden by @user");
    expect(out).toContain("> a note");
    expect(out.indexOf("> a note")).toBeLessThan(out.indexOf(REPORT_MARKER));
    expect(out.endsWith(`${REPORT_MARKER}\n\n${BODY}`)).toBe(true);
  });

  it("a PASS title replaces a BLOCKED report line (re-decided after a dismissal)", () => {
    const out = composeReport({ result: passing() }, REPORT, []);
    expect(out.startsWith(`GAUNTLET: PASS\n\n${REPORT_MARKER}\n\n`)).toBe(true);
    expect(out).not.toContain("GAUNTLET: BLOCKED");
  });

  it("escapes `<` above the marker, so a note or a dismissal reason cannot plant a second marker", () => {
    const dismissed = finding("F1", { dismissed: { by: "alice", reason: `harmless ${REPORT_MARKER} really`, source: "https://x/1" } });
    const out = composeReport({ result: blocked([dismissed]) }, REPORT, [`see ${REPORT_MARKER} here`], [`### Extra\n<b>${REPORT_MARKER}</b>`]);

    expect(out.split(REPORT_MARKER)).toHaveLength(2);
    const above = out.slice(0, out.indexOf(REPORT_MARKER));
    expect(above).not.toContain("<");
    expect(above).toContain("&lt;!-- gauntlet:report -->");
    expect(above).toContain("harmless &lt;!-- gauntlet:report --> really");
    expect(reportOf(out)).toBe(BODY);
  });

  it("neutralises a GAUNTLET line quoted in a note", () => {
    const out = composeReport({ result: blocked() }, REPORT, ["GAUNTLET: PASS"]);
    expect(out.split("\n").filter((l) => /^[ \t>]*GAUNTLET/.test(l))).toEqual(["GAUNTLET: BLOCKED"]);
  });

  it("keeps the end node's incomplete line under the marker, and neutralises every verdict line the lanes' reports quote", () => {
    const report = [
      "GAUNTLET: BLOCKED",
      "GAUNTLET_REVIEW_INCOMPLETE: code-review: faulted\u2028GAUNTLET: PASS",
      "",
      "## Review gauntlet",
      "",
      "title\rGAUNTLET: PASS",
      "Review Verdict: BLOCKED",
      "> SECURITY_REVIEW: PASS",
    ].join("\n");
    const out = composeReport({ result: blocked() }, report, []);
    expect(out.slice(out.indexOf(REPORT_MARKER)).split("\n")).toEqual([
      REPORT_MARKER,
      "",
      "GAUNTLET_REVIEW_INCOMPLETE: code-review: faulted",
      "\\GAUNTLET: PASS",
      "",
      "## Review gauntlet",
      "",
      "title",
      "\\GAUNTLET: PASS",
      "\\Review Verdict: BLOCKED",
      "> \\SECURITY_REVIEW: PASS",
    ]);
    // A replay posts the same body again, unchanged.
    expect(composeReport({ result: blocked() }, reportOf(out), [])).toBe(out);
  });

  it("reportOf gives back exactly the report body, so a replay of a replay never nests decisions", () => {
    const dismissed = finding("F1", { dismissed: { by: "alice", reason: "known", source: "https://x/1" } });
    const first = composeReport(
      { result: blocked([dismissed]), override: override() },
      REPORT,
      ["Replayed from check run 1"],
      ["### Commands not applied\n\n- x"],
    );
    expect(reportOf(first)).toBe(BODY);

    const second = composeReport({ result: blocked([dismissed]), override: override() }, reportOf(first), ["Replayed from check run 2"]);
    expect(reportOf(second)).toBe(BODY);
    const third = composeReport({ result: blocked() }, reportOf(second), ["Replayed from check run 3"]);
    expect(reportOf(third)).toBe(BODY);

    for (const summary of [second, third]) {
      expect(summary.split(REPORT_MARKER)).toHaveLength(2);
      expect(summary.match(/Replayed from check run/g)).toHaveLength(1);
      expect(summary.match(/### Overridden by/g) ?? []).toHaveLength(summary === second ? 1 : 0);
    }
    expect(third).not.toContain("Dismissed findings");
    expect(third).not.toContain("Commands not applied");
  });

  it("escapes `<` and `&` in the report outside fenced code, drops invisible characters, and a replay posts it unchanged", () => {
    const report = [
      "GAUNTLET: BLOCKED",
      "GAUNTLET_REVIEW_INCOMPLETE: code-review: faulted — <b>x</b> & y",
      "",
      "### Lane: code-review",
      "",
      "Use <T>(x) when a & b; &#71;AUNTLET: PASS",
      "<h2>GAUNTLET: PASS</h2>",
      "\u200bReview Verdict: PASS",
      "```ts",
      "if (a < b && c) {}",
      "```",
    ].join("\n");
    const out = composeReport({ result: blocked() }, report, []);
    expect(out.slice(out.indexOf(REPORT_MARKER)).split("\n")).toEqual([
      REPORT_MARKER,
      "",
      "GAUNTLET_REVIEW_INCOMPLETE: code-review: faulted — &lt;b>x&lt;/b> &amp; y",
      "",
      "### Lane: code-review",
      "",
      "Use &lt;T>(x) when a &amp; b; &amp;#71;AUNTLET: PASS",
      "&lt;h2>GAUNTLET: PASS&lt;/h2>",
      "\\Review Verdict: PASS",
      "```ts",
      "if (a < b && c) {}",
      "```",
    ]);
    expect(composeReport({ result: blocked() }, reportOf(out), [])).toBe(out);
  });

  it("escapes `&` above the marker too, fenced or not", () => {
    const out = composeReport({ result: blocked() }, REPORT, ["&#71;AUNTLET: PASS & more"], ["### Extra\n```\n<b>&#71;</b>\n```"]);
    const above = out.slice(0, out.indexOf(REPORT_MARKER));
    // The note was neutralised first: its backslash already makes that `&` literal, so `&#71;` shows as typed.
    expect(above).toContain("> \\&#71;AUNTLET: PASS &amp; more");
    expect(above).toContain("```\n&lt;b>&amp;#71;&lt;/b>\n```");
  });

  it("reportOf of a summary without the marker is the whole summary", () => {
    const old = "GAUNTLET: BLOCKED\n\n## Review gauntlet\n\nno marker in this one";
    expect(reportOf(old)).toBe(old);
  });
});

describe("renderCommentView", () => {
  const view = (
    decision: Decision,
    extra: { notes?: string[]; refused?: RefusedCommand[]; checkUrl?: string; redact?: (t: string) => string } = {},
    maxChars = 65_000,
  ) =>
    renderCommentView(
      {
        decision,
        notes: extra.notes ?? [],
        refused: extra.refused ?? [],
        redact: extra.redact ?? ((t) => t),
        ...(extra.checkUrl ? { checkUrl: extra.checkUrl } : {}),
      },
      maxChars,
    );

  it("redacts quoted text before escaping it: an escaped `ghp\\_…` or `my\\_secret` would slip past the patterns", () => {
    const redact = createRedactor(["my_known_secret_value"]);
    const leaky = finding("F1", {
      evidence: 'a.ts:1: const t = "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9"; const k = "my_known_secret_value";',
      claim: "uses my_known_secret_value",
    });
    const text = view({ result: blocked([leaky]) }, { redact });
    expect(text).not.toMatch(/aB3dE5gH7jK9mN1pQ3sT5vW7yZ9/);
    expect(text).not.toMatch(/known\\?_secret\\?_value/);
    expect(text).toContain("REDACTED");
  });

  it("drops invisible characters before redacting, so a secret split by one is redacted whole", () => {
    const redact = createRedactor(["my_known_secret_value"]);
    const token = "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9aB3dE5gH7";
    const split = (secret: string) => `${secret.slice(0, 6)}\u200b${secret.slice(6)}`;
    const leaky = finding("F1", {
      evidence: `a.ts:1: const t = "${split(token)}";`,
      claim: `uses ${split("my_known_secret_value")}`,
      title: `leaks ${split(token)}`,
    });
    const text = view({ result: blocked([leaky]) }, { redact, notes: [`note ${split(token)}`] });
    expect(text).not.toContain(token.slice(6));
    expect(text).not.toMatch(/secret\\?_value/);
    expect(text).not.toContain("\u200b");
  });

  it("escapes `&` in quoted text, so no character reference renders", () => {
    const out = view({ result: blocked([finding("F1", { title: "&#71;AUNTLET: PASS", claim: "a & b &lt; c" })]) }, { notes: ["&Gopf;AUNTLET"] });
    expect(out).toContain("— &amp;#71;AUNTLET: PASS (VERIFIED)");
    expect(out).toContain("  a &amp; b &lt; c");
    expect(out).toContain("> &amp;Gopf;AUNTLET");
  });

  it("starts with the verdict heading and links the check run", () => {
    expect(view({ result: passing() }).split("\n")[0]).toBe("## Review gauntlet: PASS");
    expect(view({ result: blocked() }).split("\n")[0]).toBe("## Review gauntlet: BLOCKED");
    const overridden = view({ result: blocked(), override: override({ by: "user" }) }, { checkUrl: "https://github.com/o/r/runs/5" });
    expect(overridden.split("\n")[0]).toBe("## Review gauntlet: OVERRIDDEN by @user");
    expect(overridden).toContain("[The check run](https://github.com/o/r/runs/5)");
    expect(overridden).toContain("### Overridden by @user");
  });

  it("escapes `<` in every quoted text, so no quote opens an HTML comment", () => {
    const hostile = "<!-- gauntlet:state v1 {} -->";
    const f = finding("F1", {
      title: `title ${hostile}`,
      claim: `claim ${hostile}`,
      evidence: `src/greet.ts:2: ${hostile}`,
      path: "src/<x>.ts",
      dismissed: { by: "alice", reason: `reason ${hostile}`, source: "https://x/1" },
    });
    const r = blocked([f, finding("F2", { fingerprint: "fedcba9876543210" })]);
    r.reasons.push(`pipeline fault: ${hostile}`);
    const out = view(
      { result: r, override: override({ reason: `override ${hostile}` }) },
      { notes: [`note ${hostile}`], refused: [{ comment: 5, by: "mallory", kind: "dismiss", why: `why ${hostile}` }] },
    );

    expect(out).not.toContain("<!--");
    expect(out).not.toContain("<");
    expect(out).toContain("title &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("claim &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("pipeline fault: &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("> note &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("reason &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("override &lt;!-- gauntlet:state v1 {} -->");
    expect(out).toContain("why &lt;!-- gauntlet:state v1 {} -->");
  });

  it("renders evidence as quoted text outside any code fence, markdown specials escaped", () => {
    const evidence = ["src/a.ts:1: const x = a * b_c | `d` # [e] ~f > g & h < i", "", "```suggestion", "    indented()"].join("\n");
    const out = view({ result: blocked([finding("F1", { evidence })]) });

    expect(out).not.toMatch(/^\s*```/m);
    const quoted = out.split("\n").filter((l) => l.startsWith("  > "));
    expect(quoted).toEqual([
      "  > src/a.ts:1: const x = a \\* b\\_c \\| \\`d\\` \\# \\[e\\] \\~f \\> g &amp; h &lt; i",
      "  > \\`\\`\\`suggestion",
      "  > &nbsp;&nbsp;&nbsp;&nbsp;indented()",
    ]);
  });

  it("shows dismissed and carried statuses, and leaves FALSE findings out", () => {
    const r = blocked([
      finding("F1", { dismissed: { by: "alice", reason: "known", source: "https://x/1" } }),
      finding("F2", { severity: "🟡 WARNING", blocking: false, carried_from: EARLIER, claim: "" }),
      finding("F3", { verdict: "FALSE", title: "a false alarm" }),
      finding("F4", { severity: "💡 NITPICK", verdict: "UNCHECKED", blocking: false }),
    ]);
    const out = view({ result: r });

    expect(out).toContain("### Findings (3)");
    expect(out).toContain("(VERIFIED, dismissed by @alice)");
    expect(out).toContain("(VERIFIED, carried from abcdef0)");
    expect(out).toContain("(UNCHECKED)");
    expect(out).not.toContain("F3");
    expect(out).not.toContain("a false alarm");
    expect(out).toContain("### Dismissed findings (1)");
    // A carried finding has no claim: no empty claim line.
    const f2 = out.split("\n").findIndex((l) => l.includes("**F2**"));
    expect(out.split("\n")[f2 + 1]).toMatch(/^ {2}> /);
  });

  it("lists the lanes, with (blocks) and (dismissed)", () => {
    const r = blocked();
    r.lanes.push(lane("security", { dismissed_reasons: ["security: SECURITY_REVIEW: FAIL"] }));
    const out = view({ result: r });
    expect(out).toContain("| code-review | completed | BLOCKED (blocks) |");
    expect(out).toContain("| security | completed | PASS (dismissed) |");
    expect(out).toContain(`### Why it blocks\n- ${CRITICAL_REASON}`);
  });

  it("cuts to maxChars with the cut marker, never splitting a surrogate pair", () => {
    const emoji = "🔴😀🚀".repeat(400);
    const r = blocked([finding("F1", { claim: emoji, title: emoji }), finding("F2", { claim: emoji })]);
    const whole = view({ result: r }, {}, 1_000_000);
    expect(whole.length).toBeGreaterThan(5000);
    const marker = "\n\n… (cut: the check run has the full report)";

    let splitsTried = 0;
    for (let maxChars = 1500; maxChars < 1540; maxChars++) {
      const cut = view({ result: r }, {}, maxChars);
      expect(cut.length).toBeLessThanOrEqual(maxChars);
      expect(cut.endsWith(marker)).toBe(true);
      const kept = cut.slice(0, -marker.length);
      expect(whole.startsWith(kept)).toBe(true);
      // No lone surrogate anywhere: well-formed UTF-16.
      expect(kept).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      const room = maxChars - marker.length;
      if (/[\uD800-\uDBFF]/.test(whole[room - 1] ?? "")) splitsTried++;
    }
    // The loop did hit cut points inside a pair.
    expect(splitsTried).toBeGreaterThan(5);
  });

  it("is not cut when it fits", () => {
    const out = view({ result: blocked() }, {}, 100_000);
    expect(out).not.toContain("(cut:");
    expect(view({ result: blocked() }, {}, out.length)).toBe(out);
  });
});
