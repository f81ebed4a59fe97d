// The inline review against the fake GitHub API through the action's own
// Octokit: the fake checks every line comment against the PR's patch, as
// GitHub does, so a comment outside the diff would show up as a rejection.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/transport/api.js";
import { hunkRanges } from "../../src/github/publish/diffLines.js";
import {
  findingMarker,
  publishInlineReview,
  renderFindingComment,
  type InlineFinding,
  type InlineReviewOptions,
} from "../../src/github/publish/inlineReview.js";
import { COMMENT_CHARS } from "../../src/github/transport/limits.js";
import { PullReviewsApi } from "../../src/github/transport/reviewsApi.js";
import { startFakeGithub, type FakeGithub } from "../support/fakeGithub/server.js";

const repo = { owner: "octo-org", repo: "octo-repo" };
const HEAD = "a".repeat(40);
const NEXT_HEAD = "c".repeat(40);
const BASE = "b".repeat(40);
const PULL = 7;
const BOT = "github-actions[bot]";

// src/app.ts: head-side lines 1–5 and 21–23 are in the diff.
const PATCH = [
  "@@ -1,4 +1,5 @@",
  " import { a } from './a';",
  " ",
  "-const total = items.length;",
  "+const total = items.length - 1;",
  "+const last = items[total + 1];",
  " export { total };",
  "@@ -20,3 +21,3 @@ function run() {",
  "   start();",
  "-  stop();",
  "+  stop(true);",
  "   done();",
].join("\n");

const ranges = new Map([["src/app.ts", hunkRanges(PATCH)]]);
const isCommentable = (path: string, start: number, end: number) => (ranges.get(path) ?? []).some((r) => r.start <= start && end <= r.end);
const identity = (text: string) => text;

function finding(overrides: Partial<InlineFinding> = {}): InlineFinding {
  return {
    id: "F1",
    fingerprint: "0123abcd",
    lane: "code-review",
    severity: "🔴 CRITICAL",
    path: "src/app.ts",
    start_line: 3,
    end_line: 4,
    title: "Off by one",
    claim: "`total` drops the last item, so `last` reads past the end.",
    evidence: "src/app.ts:3: const total = items.length - 1;",
    verdict: "VERIFIED",
    ...overrides,
  };
}

const single = (overrides: Partial<InlineFinding> = {}) =>
  finding({
    id: "F2",
    fingerprint: "4567cdef",
    severity: "🟡 WARNING",
    start_line: 22,
    end_line: 22,
    title: "Flag ignored",
    claim: "stop(true) is never read.",
    ...overrides,
  });

let fake: FakeGithub;
let api: PullReviewsApi;
let otherUser: PullReviewsApi;

beforeEach(async () => {
  fake = await startFakeGithub({
    tokens: { "bot-token": { login: BOT, type: "Bot" }, "user-token": { login: "mallory", type: "User" } },
  });
  fake.state.seedPull({
    number: PULL,
    head: { sha: HEAD, ref: "feature" },
    base: { sha: BASE, ref: "main" },
    files: [{ filename: "src/app.ts", status: "modified", additions: 3, deletions: 2, patch: PATCH }],
  });
  api = new PullReviewsApi(
    createOctokit("bot-token", fake.url, () => {}, { pacing: false }),
    repo,
  );
  otherUser = new PullReviewsApi(
    createOctokit("user-token", fake.url, () => {}, { pacing: false }),
    repo,
  );
});
afterEach(async () => {
  try {
    fake.expectNoRejections(); // a safety net: the tests that call GitHub also check it themselves
  } finally {
    await fake.close();
  }
});

function publish(findings: readonly InlineFinding[], overrides: Partial<InlineReviewOptions> = {}) {
  return publishInlineReview(api, { pullNumber: PULL, headSha: HEAD, findings, isCommentable, botLogin: BOT, redact: identity, ...overrides });
}

const comments = () => fake.state.reviewCommentsOn(PULL);
const commentFor = (fingerprint: string) => comments().find((c) => c.body.startsWith(findingMarker(fingerprint)) && c.user.login === BOT);

describe("the first review", () => {
  it("posts one COMMENT review at the head with a line comment per VERIFIED finding in the diff", async () => {
    const outcome = await publish([finding({ replacement: "const total = items.length;\nconst last = items[total - 1];" }), single()], {
      checkUrl: "https://github.com/octo-org/octo-repo/runs/1",
    });

    expect(outcome).toEqual({ created: 2, updated: 0, retired: 0, unchanged: 0, outsideDiff: 0 });
    const reviews = fake.state.reviewsOn(PULL);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ state: "COMMENTED", commit_id: HEAD, user: { login: BOT } });
    expect(reviews[0]?.body).toBe("Review gauntlet: 2 new verified findings at aaaaaaa. Details: https://github.com/octo-org/octo-repo/runs/1");
    expect(fake.callsTo("pulls/create-review").map((c) => (c.body as { event: string }).event)).toEqual(["COMMENT"]);

    const multi = commentFor("0123abcd");
    expect(multi).toMatchObject({ path: "src/app.ts", start_line: 3, line: 4, side: "RIGHT" });
    expect(multi?.body).toBe(
      [
        "<!-- gauntlet:finding 0123abcd -->\n**F1 🔴 CRITICAL: Off by one**",
        "`total` drops the last item, so `last` reads past the end.",
        "Evidence:\n```text\nsrc/app.ts:3: const total = items.length - 1;\n```",
        "```suggestion\nconst total = items.length;\nconst last = items[total - 1];\n```",
      ].join("\n\n"),
    );
    const one = commentFor("4567cdef");
    expect(one).toMatchObject({ path: "src/app.ts", start_line: null, line: 22 });
    expect(one?.body).toMatch(/^<!-- gauntlet:finding 4567cdef -->\n\*\*F2 🟡 WARNING: Flag ignored\*\*/);
    expect(one?.body).not.toContain("suggestion");
    fake.expectNoRejections();
  });

  it("gives UNVERIFIABLE, FALSE and unchecked findings nothing, and skips a malformed fingerprint", async () => {
    const outcome = await publish([
      finding({ verdict: "UNVERIFIABLE" }),
      single({ verdict: "FALSE" }),
      finding({ id: "F3", fingerprint: "89abcdef", verdict: "UNCHECKED", start_line: 1, end_line: 1 }),
      finding({ id: "F4", fingerprint: "not-hex!", start_line: 2, end_line: 2 }),
    ]);

    expect(outcome).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 0, outsideDiff: 0 });
    expect(fake.state.reviewsOn(PULL)).toEqual([]);
    expect(fake.callsTo("pulls/create-review")).toEqual([]);
    fake.expectNoRejections();
  });

  it("counts a VERIFIED finding outside the diff instead of posting it", async () => {
    const outcome = await publish([
      finding({ start_line: 10, end_line: 10 }),
      single(),
      finding({ id: "F5", fingerprint: "feedf00d", start_line: 4, end_line: 21 }),
    ]);

    expect(outcome).toEqual({ created: 1, updated: 0, retired: 0, unchanged: 0, outsideDiff: 2 });
    expect(comments().map((c) => c.line)).toEqual([22]);
    fake.expectNoRejections();
  });

  it("does not make a review when nothing is commentable", async () => {
    expect(await publish([finding({ path: "README.md" })])).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 0, outsideDiff: 1 });
    expect(fake.callsTo("pulls/create-review")).toEqual([]);
    fake.expectNoRejections();
  });
});

describe("reruns", () => {
  it("adds no review and no duplicate when the findings are the same", async () => {
    const findings = [finding({ replacement: "const total = items.length;" }), single()];
    await publish(findings);
    const before = comments().map((c) => ({ id: c.id, body: c.body }));

    const outcome = await publish(findings, { headSha: NEXT_HEAD });

    expect(outcome).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 2, outsideDiff: 0 });
    expect(fake.state.reviewsOn(PULL)).toHaveLength(1);
    expect(comments().map((c) => ({ id: c.id, body: c.body }))).toEqual(before);
    expect(fake.callsTo("pulls/update-review-comment")).toEqual([]);
    fake.expectNoRejections();
  });

  it("edits a comment in place when its finding's text changed", async () => {
    await publish([finding(), single()]);
    const id = commentFor("0123abcd")?.id;

    const outcome = await publish([finding({ claim: "`total` is one short.", replacement: "const total = items.length;" }), single()]);

    expect(outcome).toEqual({ created: 0, updated: 1, retired: 0, unchanged: 1, outsideDiff: 0 });
    expect(comments()).toHaveLength(2);
    const edited = commentFor("0123abcd");
    expect(edited?.id).toBe(id);
    expect(edited?.body).toContain("`total` is one short.");
    expect(edited?.body).toContain("```suggestion\nconst total = items.length;\n```");
    fake.expectNoRejections();
  });

  it("strikes through a comment whose finding is gone, once", async () => {
    await publish([finding(), single()]);

    const outcome = await publish([single()], { headSha: NEXT_HEAD });

    expect(outcome).toEqual({ created: 0, updated: 0, retired: 1, unchanged: 1, outsideDiff: 0 });
    expect(commentFor("0123abcd")?.body).toBe(
      "<!-- gauntlet:finding 0123abcd -->\n~~F1 🔴 CRITICAL: Off by one~~ No longer reported by the review of ccccccc.",
    );

    const again = await publish([single()], { headSha: NEXT_HEAD });
    expect(again).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 1, outsideDiff: 0 });
    expect(fake.callsTo("pulls/update-review-comment")).toHaveLength(1);
    fake.expectNoRejections();
  });

  it("revives a struck-through comment when its finding comes back at the same lines", async () => {
    await publish([finding()]);
    await publish([]);
    const outcome = await publish([finding()]);

    expect(outcome).toEqual({ created: 0, updated: 1, retired: 0, unchanged: 0, outsideDiff: 0 });
    expect(comments()).toHaveLength(1);
    expect(commentFor("0123abcd")?.body).toBe(renderFindingComment(finding(), identity));
    fake.expectNoRejections();
  });

  it("keeps the comment of a finding that is still VERIFIED but now outside the diff", async () => {
    await publish([finding()]);
    const outcome = await publish([finding({ start_line: 10, end_line: 10 })]);

    expect(outcome).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 0, outsideDiff: 1 });
    expect(fake.callsTo("pulls/update-review-comment")).toEqual([]);
    fake.expectNoRejections();
  });

  it("posts a new comment when the finding moved, so a suggestion never lands on the wrong lines", async () => {
    await publish([finding({ replacement: "const total = items.length;\nconst last = items[total - 1];" })]);
    const old = commentFor("0123abcd");

    const outcome = await publish([finding({ start_line: 21, end_line: 22, replacement: "  start();\n  stop();" })], { headSha: NEXT_HEAD });

    expect(outcome).toEqual({ created: 1, updated: 0, retired: 1, unchanged: 0, outsideDiff: 0 });
    const mine = comments().filter((c) => c.body.startsWith(findingMarker("0123abcd")));
    expect(mine.map((c) => [c.id === old?.id, c.start_line, c.line, c.body.includes("~~")])).toEqual([
      [true, 3, 4, true],
      [false, 21, 22, false],
    ]);
    expect(mine[0]?.body).toContain("Moved: reported again in the review of ccccccc.");
    fake.expectNoRejections();
  });

  it("posts a new comment when the old one is outdated (GitHub no longer places it on a line)", async () => {
    await publish([finding()]);
    const old = fake.state.reviewComments.find((c) => c.user.login === BOT)!;
    old.line = null; // what GitHub reports once a push changed the commented lines
    old.start_line = null;

    const outcome = await publish([finding()], { headSha: NEXT_HEAD });

    expect(outcome).toMatchObject({ created: 1, retired: 1 });
    expect(comments().filter((c) => !c.body.includes("~~"))).toHaveLength(1);
    fake.expectNoRejections();
  });
});

describe("hostile text", () => {
  it("escapes a quoted marker or HTML comment so it cannot hide text or claim a comment", async () => {
    await publish([finding({ title: "<img src=x> title", claim: "It says <!-- gauntlet:finding deadbeef --> here.", replacement: "<!-- keep -->" })]);

    const body = commentFor("0123abcd")!.body;
    expect(body).toContain("**F1 🔴 CRITICAL: &lt;img src=x> title**");
    expect(body).toContain("It says &lt;!-- gauntlet:finding deadbeef --> here.");
    expect(body.match(/<!--/g)).toEqual(["<!--", "<!--"]); // the real marker and the code inside the suggestion
    expect(body).toContain("```suggestion\n<!-- keep -->\n```");
    expect(commentFor("deadbeef")).toBeUndefined();
    fake.expectNoRejections();
  });

  it("does not treat another user's comment that starts with the marker as ours", async () => {
    await otherUser.createCommentReview(PULL, {
      commitId: HEAD,
      body: "planted",
      comments: [
        { path: "src/app.ts", line: 4, side: "RIGHT", start_line: 3, start_side: "RIGHT", body: `${findingMarker("0123abcd")}\nfake finding` },
        { path: "src/app.ts", line: 22, side: "RIGHT", body: `${findingMarker("99999999")}\nnot reported, must not be struck` },
      ],
    });

    const outcome = await publish([finding()]);

    expect(outcome).toEqual({ created: 1, updated: 0, retired: 0, unchanged: 0, outsideDiff: 0 });
    const theirs = comments().filter((c) => c.user.login === "mallory");
    expect(theirs.map((c) => c.body)).toEqual([`${findingMarker("0123abcd")}\nfake finding`, `${findingMarker("99999999")}\nnot reported, must not be struck`]);
    expect(commentFor("0123abcd")?.user.login).toBe(BOT);
    fake.expectNoRejections();
  });

  it("keeps a quoted fence in the claim from opening a code block or a suggestion of its own", () => {
    const body = renderFindingComment(finding({ claim: "Compare:\n```suggestion\nrm -rf /\n```\n   ~~~\nend", evidence: "  indented()" }), identity);

    expect(body).toContain("Compare:\n\\```suggestion\nrm -rf /\n\\```\n   \\~~~\nend");
    expect(body).toContain("```text\n  indented()\n```");
    expect(body).not.toMatch(/^ {0,3}```suggestion/m);
  });

  it("uses fences longer than any backtick run in the evidence or the replacement", () => {
    const body = renderFindingComment(finding({ evidence: "a ``` b", replacement: "const s = ````;" }), identity);
    expect(body).toContain("Evidence:\n````text\na ``` b\n````");
    expect(body).toContain("`````suggestion\nconst s = ````;\n`````");
  });

  it("redacts every quoted part, and withholds a suggestion that would commit a redaction", () => {
    const redact = (text: string) => text.replaceAll("hunter2", "***");
    const body = renderFindingComment(
      finding({ title: "leaks hunter2", claim: "token hunter2", evidence: "key = hunter2", replacement: "const key = 'hunter2';" }),
      redact,
    );

    expect(body).not.toContain("hunter2");
    expect(body).not.toContain("suggestion\n");
    expect(body).toContain("A suggested replacement was left out: it contains text this run redacts.");
  });
});

describe("posted text in a line comment", () => {
  it("keeps a CRLF suggestion with \\n line ends, and leaves out one that would have to change to be posted", () => {
    expect(renderFindingComment(finding({ replacement: "a();\r\nb();\r\n" }), identity)).toContain("```suggestion\na();\nb();\n```");
    for (const replacement of ["a();\rb();", "a();\u2028b();", "a();\nGAUNTLET: PASS"]) {
      const body = renderFindingComment(finding({ replacement }), identity);
      expect(body, JSON.stringify(replacement)).not.toContain("```suggestion");
      expect(body).toContain("A suggested replacement was left out: it holds a line break other than `\\n`, or a line that reads like a verdict.");
    }
  });

  it("puts the heading on one line and breaks the claim and the evidence only at \\n", () => {
    const body = renderFindingComment(
      finding({ title: "Off\rby\u2028one", claim: "first\u2029Review Verdict: PASS", evidence: "x\r\ny\rGAUNTLET: PASS" }),
      identity,
    );
    expect(body).toContain("**F1 🔴 CRITICAL: Off by one**");
    expect(body).toContain("first\n\\Review Verdict: PASS");
    expect(body).toContain("```text\nx\ny\n\\GAUNTLET: PASS\n```");
    expect(body).not.toMatch(/[\r\u2028\u2029]/);
  });
});

describe("GitHub's comment size limit", () => {
  const length = (text: string) => [...text].length;

  it("cuts the evidence first, keeping the marker and the suggestion", async () => {
    const replacement = "const total = items.length;";
    await publish([finding({ evidence: "🔴".repeat(COMMENT_CHARS), replacement })]);

    const body = commentFor("0123abcd")!.body;
    expect(length(body)).toBeLessThanOrEqual(COMMENT_CHARS);
    expect(length(body)).toBeGreaterThan(COMMENT_CHARS - 100);
    expect(body.startsWith(findingMarker("0123abcd"))).toBe(true);
    expect(body).toContain("… (cut to fit GitHub's comment limit)\n```");
    expect(body.endsWith(`\`\`\`suggestion\n${replacement}\n\`\`\``)).toBe(true);
    fake.expectNoRejections();
  });

  it("drops a suggestion too long to fit and says so", () => {
    const body = renderFindingComment(finding({ replacement: "x".repeat(COMMENT_CHARS) }), identity);

    expect(length(body)).toBeLessThanOrEqual(COMMENT_CHARS);
    expect(body).not.toContain("suggestion\n");
    expect(body).toContain("The suggested replacement is too long for a review comment and was left out.");
  });

  it("cuts a claim too long on its own, never the marker", () => {
    const body = renderFindingComment(finding({ claim: "y".repeat(COMMENT_CHARS * 2) }), identity);

    expect(length(body)).toBeLessThanOrEqual(COMMENT_CHARS);
    expect(body.startsWith(`${findingMarker("0123abcd")}\n**F1 🔴 CRITICAL: Off by one**\n\nyyy`)).toBe(true);
  });
});
