/**
 * Who dismissed or overrode what, re-derived from the conversation: live
 * permissions (looked up once per login), unedited comments only, finding ids
 * resolved against the review the commenter saw (and refused when another
 * finding shares the fingerprint), overriders who still have write access, and
 * overrides bound to a full head SHA.
 */
import { describe, expect, it } from "vitest";
import {
  bindAuthority,
  deriveAuthority,
  mayOverride,
  overrideFor,
  type AuthorityPolicy,
  type ConversationComment,
} from "../../src/github/commands/authority.js";
import { resultFinding } from "../support/results.js";
import { knownScope, type CheckScope } from "../../src/github/state/checkScope.js";
import type { HistoryEntry } from "../../src/github/state/reviewState.js";

const HEAD_A = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1";
const HEAD_B = "b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2";
const HEAD_C = "c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3";

const FP = {
  a1: "aaaaaaaaaaaa0001",
  a2: "aaaaaaaaaaaa0002",
  b1: "bbbbbbbbbbbb0001",
  b2: "bbbbbbbbbbbb0002",
  b3: "bbbbbbbbbbbb0003",
};

// Newest first, as the state keeps it: A reviewed at 10:00, B at 12:00.
const HISTORY: HistoryEntry[] = [
  { head: HEAD_B, at: "2024-05-01T12:00:00Z", ids: { F1: FP.b1, F2: FP.b2, F3: FP.b3 } },
  { head: HEAD_A, at: "2024-05-01T10:00:00Z", ids: { F1: FP.a1, F2: FP.a2 } },
];

const POLICY: AuthorityPolicy = { pullAuthor: "octo-author", overriders: [], allowAuthorDismiss: false };

const PERMISSIONS: Record<string, string> = {
  admin: "admin",
  maintainer: "maintain",
  writer: "write",
  "octo-author": "write",
  triager: "triage",
  reader: "read",
  releaser: "write",
  "former-member": "read",
};

/** permissionOf backed by PERMISSIONS (case-insensitive, like GitHub logins), counting its calls. */
function permissions() {
  const calls: string[] = [];
  const permissionOf = async (login: string) => {
    calls.push(login);
    return PERMISSIONS[login.toLowerCase()] ?? "none";
  };
  return { calls, permissionOf };
}

let nextId = 100;
function comment(author: string, body: string, createdAt: string, overrides: Partial<ConversationComment> = {}): ConversationComment {
  const id = nextId++;
  return { id, body, author, createdAt, updatedAt: createdAt, url: `https://github.com/o/r/pull/7#issuecomment-${id}`, ...overrides };
}

async function derive(
  comments: ConversationComment[],
  options: { policy?: Partial<AuthorityPolicy>; history?: HistoryEntry[]; recorded?: Map<number, string> } = {},
) {
  const perms = permissions();
  const authority = await deriveAuthority(
    comments,
    { ...POLICY, ...options.policy },
    perms.permissionOf,
    options.history ?? HISTORY,
    options.recorded ?? new Map(),
  );
  return { ...authority, calls: perms.calls };
}

describe("dismissals", () => {
  it("a review published within the comment's second counts as before it (GitHub stamps comments to the second)", async () => {
    const history: HistoryEntry[] = [{ head: HEAD_C, at: "2024-05-01T13:00:10.759Z", ids: { F1: FP.b1 } }, ...HISTORY];
    const sameSecond = comment("writer", "/gauntlet dismiss F1 ok", "2024-05-01T13:00:10Z");
    const secondBefore = comment("writer", "/gauntlet dismiss F1 ok", "2024-05-01T13:00:09Z");
    const { dismissals } = await derive([sameSecond, secondBefore], { history });
    expect(dismissals.map((d) => d.head)).toEqual([HEAD_C, HEAD_B]);
  });

  it("a write user's dismissal resolves against the latest review published at or before the comment, not a later one", async () => {
    const between = comment("writer", "/gauntlet dismiss F2 false positive: guarded above", "2024-05-01T11:00:00Z");
    const after = comment("writer", "/gauntlet dismiss F2 not reachable", "2024-05-01T12:30:00Z");
    const atTheMoment = comment("maintainer", "/gauntlet dismiss F1 fine", "2024-05-01T12:00:00Z");
    const { dismissals, refused } = await derive([between, after, atTheMoment]);
    expect(refused).toEqual([]);
    expect(dismissals).toEqual([
      { comment: between.id, by: "writer", reason: "false positive: guarded above", source: between.url, finding: "F2", head: HEAD_A, fingerprint: FP.a2 },
      { comment: after.id, by: "writer", reason: "not reachable", source: after.url, finding: "F2", head: HEAD_B, fingerprint: FP.b2 },
      { comment: atTheMoment.id, by: "maintainer", reason: "fine", source: atTheMoment.url, finding: "F1", head: HEAD_B, fingerprint: FP.b1 },
    ]);
  });

  it("`F2@<sha prefix>` resolves against that head's review, whenever it was written", async () => {
    const named = comment("writer", `/gauntlet dismiss F2@${HEAD_A.slice(0, 7)} still a false positive`, "2024-05-01T13:00:00Z");
    const lower = comment("writer", `/gauntlet dismiss f3@${HEAD_B.slice(0, 10)} ok`, "2024-05-01T13:00:00Z");
    const { dismissals, refused } = await derive([named, lower]);
    expect(refused).toEqual([]);
    expect(dismissals.map((d) => [d.finding, d.head, d.fingerprint])).toEqual([
      ["F2", HEAD_A, FP.a2],
      ["F3", HEAD_B, FP.b3],
    ]);
  });

  it("keeps a reason that goes on past the first line", async () => {
    const multi = comment("writer", "/gauntlet dismiss F1 the input is validated\nby the schema in api.ts", "2024-05-01T12:10:00Z");
    const { dismissals } = await derive([multi]);
    expect(dismissals[0]!.reason).toBe("the input is validated\nby the schema in api.ts");
  });

  it("refuses users without write access", async () => {
    const read = comment("reader", "/gauntlet dismiss F1 nope", "2024-05-01T12:10:00Z");
    const triage = comment("triager", "/gauntlet dismiss F1 nope", "2024-05-01T12:10:00Z");
    const stranger = comment("someone", "/gauntlet dismiss F1 nope", "2024-05-01T12:10:00Z");
    const { dismissals, refused } = await derive([read, triage, stranger]);
    expect(dismissals).toEqual([]);
    expect(refused).toEqual([
      { comment: read.id, by: "reader", kind: "dismiss", why: "dismissing needs write access (@reader has read)" },
      { comment: triage.id, by: "triager", kind: "dismiss", why: "dismissing needs write access (@triager has triage)" },
      { comment: stranger.id, by: "someone", kind: "dismiss", why: "dismissing needs write access (@someone has none)" },
    ]);
  });

  it("refuses an edited comment, whoever wrote it", async () => {
    const edited = comment("admin", "/gauntlet dismiss F1 ok", "2024-05-01T12:10:00Z", { updatedAt: "2024-05-01T12:11:00Z" });
    const { dismissals, refused } = await derive([edited]);
    expect(dismissals).toEqual([]);
    expect(refused).toEqual([{ comment: edited.id, by: "admin", kind: "dismiss", why: expect.stringContaining("edited") }]);
  });

  it("refuses the pull request's author (any case) unless the configuration allows it", async () => {
    const own = comment("Octo-Author", "/gauntlet dismiss F1 my own call", "2024-05-01T12:10:00Z");
    const refusedRun = await derive([own]);
    expect(refusedRun.dismissals).toEqual([]);
    expect(refusedRun.refused).toEqual([{ comment: own.id, by: "Octo-Author", kind: "dismiss", why: expect.stringContaining("allow_author_dismiss") }]);

    const allowed = await derive([own], { policy: { allowAuthorDismiss: true } });
    expect(allowed.refused).toEqual([]);
    expect(allowed.dismissals.map((d) => [d.by, d.finding, d.fingerprint])).toEqual([["Octo-Author", "F1", FP.b1]]);
  });

  it("refuses an id the review does not have, listing the ids it has", async () => {
    const unknown = comment("writer", "/gauntlet dismiss F9 what", "2024-05-01T11:00:00Z");
    const { dismissals, refused } = await derive([unknown]);
    expect(dismissals).toEqual([]);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.why).toBe(`F9 is not a finding of the review of ${HEAD_A.slice(0, 7)} (its findings: F1, F2)`);

    const empty = await derive([unknown], { history: [{ head: HEAD_A, at: "2024-05-01T10:00:00Z", ids: {} }] });
    expect(empty.refused[0]!.why).toContain("(its findings: none)");
  });

  it("refuses a dismissal written before any review was published, or naming a head never reviewed", async () => {
    const early = comment("writer", "/gauntlet dismiss F1 pre-emptive", "2024-05-01T09:59:59Z");
    const unknownHead = comment("writer", "/gauntlet dismiss F1@deadbee nope", "2024-05-01T13:00:00Z");
    const { dismissals, refused } = await derive([early, unknownHead]);
    expect(dismissals).toEqual([]);
    expect(refused.map((r) => r.why)).toEqual(["no review was published before this comment", "no review of deadbee is on record"]);
    expect((await derive([early], { history: [] })).refused[0]!.why).toBe("no review was published before this comment");
  });
});

describe("dismissals of findings that cannot be told apart", () => {
  // Two ids with one fingerprint: the same lines, lane and severity. Dismissing one would dismiss both.
  const twins: HistoryEntry[] = [{ head: HEAD_C, at: "2024-05-01T13:00:00Z", ids: { F1: FP.b1, F2: FP.b2, F3: FP.b1 } }, ...HISTORY];

  it("refuses to dismiss a finding whose fingerprint another finding of that review shares", async () => {
    const one = comment("writer", "/gauntlet dismiss F1 false positive", "2024-05-01T13:10:00Z");
    const other = comment("admin", "/gauntlet dismiss F3 false positive", "2024-05-01T13:10:00Z");
    const { dismissals, refused } = await derive([one, other], { history: twins });
    expect(dismissals).toEqual([]);
    expect(refused).toEqual([
      { comment: one.id, by: "writer", kind: "dismiss", why: expect.stringContaining("F1 cannot be dismissed alone: F3") },
      { comment: other.id, by: "admin", kind: "dismiss", why: expect.stringContaining("F3 cannot be dismissed alone: F1") },
    ]);
  });

  it("still dismisses the review's other findings, and the same id in a review without twins", async () => {
    const distinct = comment("writer", "/gauntlet dismiss F2 fine", "2024-05-01T13:10:00Z");
    const earlierReview = comment("writer", `/gauntlet dismiss F1@${HEAD_B.slice(0, 7)} fine there`, "2024-05-01T13:10:00Z");
    const { dismissals, refused } = await derive([distinct, earlierReview], { history: twins });
    expect(refused).toEqual([]);
    expect(dismissals.map((d) => [d.finding, d.head, d.fingerprint])).toEqual([
      ["F2", HEAD_C, FP.b2],
      ["F1", HEAD_B, FP.b1],
    ]);
  });
});

describe("overrides", () => {
  it("accepts an admin, bound to the latest review before the comment", async () => {
    const override = comment("admin", "/gauntlet override hotfix, reviewed offline", "2024-05-01T11:00:00Z");
    const { overrides, refused } = await derive([override]);
    expect(refused).toEqual([]);
    expect(overrides).toEqual([{ comment: override.id, by: "admin", reason: "hotfix, reviewed offline", source: override.url, head: HEAD_A }]);
  });

  it("refuses write and maintain users unless listed in overriders (case-insensitive)", async () => {
    const writer = comment("Writer", "/gauntlet override ship it", "2024-05-01T12:10:00Z");
    const maintainer = comment("maintainer", "/gauntlet override ship it", "2024-05-01T12:10:00Z");
    const refusedRun = await derive([writer, maintainer]);
    expect(refusedRun.overrides).toEqual([]);
    expect(refusedRun.refused).toEqual([
      { comment: writer.id, by: "Writer", kind: "override", why: expect.stringContaining("(@Writer has write)") },
      { comment: maintainer.id, by: "maintainer", kind: "override", why: expect.stringContaining("`overriders`") },
    ]);

    const listed = await derive([writer, maintainer], { policy: { overriders: ["WRITER"] } });
    expect(listed.overrides.map((o) => [o.by, o.head])).toEqual([["Writer", HEAD_B]]);
    expect(listed.refused.map((r) => r.by)).toEqual(["maintainer"]);
  });

  it("refuses a listed overrider without write access (read, triage, or none at all)", async () => {
    const former = comment("former-member", "/gauntlet override ship it", "2024-05-01T12:10:00Z");
    const triager = comment("triager", "/gauntlet override ship it", "2024-05-01T12:10:00Z");
    const gone = comment("gone", "/gauntlet override ship it", "2024-05-01T12:10:00Z");
    const { overrides, refused } = await derive([former, triager, gone], { policy: { overriders: ["former-member", "triager", "gone"] } });
    expect(overrides).toEqual([]);
    expect(refused).toEqual([
      { comment: former.id, by: "former-member", kind: "override", why: expect.stringContaining("(@former-member has read)") },
      { comment: triager.id, by: "triager", kind: "override", why: expect.stringContaining("(@triager has triage)") },
      { comment: gone.id, by: "gone", kind: "override", why: expect.stringContaining("(@gone has none)") },
    ]);
    expect(refused[0]!.why).toContain("write access");
  });

  it("refuses an edited override even from an admin", async () => {
    const edited = comment("admin", "/gauntlet override ok", "2024-05-01T12:10:00Z", { updatedAt: "2024-05-02T00:00:00Z" });
    const { overrides, refused } = await derive([edited]);
    expect(overrides).toEqual([]);
    expect(refused.map((r) => [r.kind, r.by])).toEqual([["override", "admin"]]);
  });

  it("binds to the head it names, else the recorded binding, else the latest review before the comment", async () => {
    // A full SHA is bound as given, reviewed or not; a prefix to the one reviewed head it starts.
    const named = comment("admin", `/gauntlet override@${HEAD_C} named`, "2024-05-01T12:10:00Z");
    const prefix = comment("admin", `/gauntlet override@${HEAD_B.slice(0, 12)} prefix`, "2024-05-01T12:10:00Z");
    const recorded = comment("admin", "/gauntlet override recorded", "2024-05-01T12:10:00Z");
    const namedAndRecorded = comment("admin", `/gauntlet override@${HEAD_A.slice(0, 7)} both`, "2024-05-01T12:10:00Z");
    const fromHistory = comment("admin", "/gauntlet override history", "2024-05-01T12:10:00Z");
    const bindings = new Map([
      [recorded.id, HEAD_C],
      [namedAndRecorded.id, HEAD_B],
    ]);
    const { overrides, refused } = await derive([named, prefix, recorded, namedAndRecorded, fromHistory], { recorded: bindings });
    expect(refused).toEqual([]);
    expect(overrides.map((o) => [o.reason, o.head])).toEqual([
      ["named", HEAD_C],
      ["prefix", HEAD_B],
      ["recorded", HEAD_C],
      ["both", HEAD_A],
      ["history", HEAD_B],
    ]);
  });

  it("binds a SHA prefix only when exactly one reviewed head starts with it", async () => {
    const twin = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1ffff";
    const history: HistoryEntry[] = [{ head: twin, at: "2024-05-01T13:00:00Z", ids: {} }, ...HISTORY];
    const ambiguous = comment("admin", `/gauntlet override@${HEAD_A.slice(0, 7)} which one`, "2024-05-01T13:10:00Z");
    const longer = comment("admin", `/gauntlet override@${HEAD_A.slice(0, 38)} this one`, "2024-05-01T13:10:00Z");
    const unknown = comment("admin", "/gauntlet override@deadbee never reviewed", "2024-05-01T13:10:00Z");
    const { overrides, refused } = await derive([ambiguous, longer, unknown], { history });
    expect(overrides.map((o) => [o.reason, o.head])).toEqual([["this one", HEAD_A]]);
    expect(refused).toEqual([
      { comment: ambiguous.id, by: "admin", kind: "override", why: expect.stringContaining(HEAD_A.slice(0, 7)) },
      { comment: unknown.id, by: "admin", kind: "override", why: expect.stringContaining("deadbee is not a head reviewed on this pull request") },
    ]);
    for (const r of refused) expect(r.why).toContain("full 40-character SHA");
    // Without any history, a prefix binds to nothing; the full SHA still does.
    const bare = await derive(
      [
        comment("admin", `/gauntlet override@${HEAD_A.slice(0, 7)} x`, "2024-05-01T13:10:00Z"),
        comment("admin", `/gauntlet override@${HEAD_A} y`, "2024-05-01T13:10:00Z"),
      ],
      { history: [] },
    );
    expect(bare.refused).toHaveLength(1);
    expect(bare.overrides.map((o) => o.head)).toEqual([HEAD_A]);
  });

  it("without a SHA, binds to a review published within the comment's second", async () => {
    const history: HistoryEntry[] = [{ head: HEAD_C, at: "2024-05-01T13:00:10.759Z", ids: {} }, ...HISTORY];
    const sameSecond = comment("admin", "/gauntlet override same second", "2024-05-01T13:00:10Z");
    const secondBefore = comment("admin", "/gauntlet override second before", "2024-05-01T13:00:09Z");
    const { overrides } = await derive([sameSecond, secondBefore], { history });
    expect(overrides.map((o) => o.head)).toEqual([HEAD_C, HEAD_B]);
  });

  it("refuses an override with nothing to bind to", async () => {
    const early = comment("admin", "/gauntlet override before anything", "2024-05-01T09:00:00Z");
    const { overrides, refused } = await derive([early]);
    expect(overrides).toEqual([]);
    expect(refused).toEqual([
      { comment: early.id, by: "admin", kind: "override", why: expect.stringContaining("no review was published before this comment") },
    ]);
    expect(refused[0]!.why).toContain("override@<full sha>");
    // A recorded binding is enough.
    expect((await derive([early], { recorded: new Map([[early.id, HEAD_A]]) })).overrides.map((o) => o.head)).toEqual([HEAD_A]);
  });
});

describe("permission lookups", () => {
  it("looks each login up once, whatever its case, however many commands it wrote", async () => {
    const comments = [
      comment("Writer", "/gauntlet dismiss F1 a", "2024-05-01T12:10:00Z"),
      comment("writer", "/gauntlet dismiss F2 b", "2024-05-01T12:11:00Z"),
      comment("WRITER", "/gauntlet override c", "2024-05-01T12:12:00Z"),
      comment("admin", "/gauntlet override d", "2024-05-01T12:13:00Z"),
      comment("Admin", "/gauntlet dismiss F3 e", "2024-05-01T12:14:00Z"),
    ];
    const { calls, dismissals, overrides, refused } = await derive(comments);
    expect(calls.map((c) => c.toLowerCase()).sort()).toEqual(["admin", "writer"]);
    expect(dismissals).toHaveLength(3);
    expect(overrides).toHaveLength(1);
    expect(refused).toHaveLength(1);
  });

  it("is not asked at all for comments that are not dismiss or override commands", async () => {
    const comments = [
      comment("reader", "LGTM", "2024-05-01T12:10:00Z"),
      comment("reader", "/gauntlet full", "2024-05-01T12:10:00Z"),
      comment("reader", "/gauntlet security", "2024-05-01T12:10:00Z"),
      comment("reader", "/gauntlet dismiss", "2024-05-01T12:10:00Z"),
      comment("reader", "/gauntlet override", "2024-05-01T12:10:00Z"),
      comment("reader", "please /gauntlet dismiss F1 now", "2024-05-01T12:10:00Z"),
      comment("admin", "> /gauntlet override quoted", "2024-05-01T12:10:00Z"),
    ];
    const result = await derive(comments);
    expect(result).toEqual({ dismissals: [], overrides: [], refused: [], calls: [] });
  });
});

describe("commands and checks", () => {
  const ONE: CheckScope = knownScope("Gauntlet", []);
  const TWO: CheckScope = knownScope("Gauntlet", ["Gauntlet (strict)"]);
  const STRICT: CheckScope = knownScope("Gauntlet (strict)", ["Gauntlet"]);
  const UNKNOWN: CheckScope = { kind: "unknown", own: "Gauntlet", problem: "the head's check runs could not be read (HTTP 502)" };
  const withChecks = (checks: CheckScope) => ({ policy: { checks } });

  it("with one check, a bare command applies as before, and so does one naming it (any case, any blanks)", async () => {
    const bare = comment("writer", "/gauntlet dismiss F1 fine", "2024-05-01T12:10:00Z");
    const named = comment("writer", "/gauntlet dismiss F2 check:gauntlet fine", "2024-05-01T12:10:00Z");
    const override = comment("admin", "/gauntlet override check:GAUNTLET ship", "2024-05-01T12:10:00Z");
    const { dismissals, overrides, refused } = await derive([bare, named, override], withChecks(ONE));
    expect(refused).toEqual([]);
    expect(dismissals.map((d) => [d.finding, d.fingerprint])).toEqual([
      ["F1", FP.b1],
      ["F2", FP.b2],
    ]);
    expect(overrides.map((o) => [o.reason, o.head])).toEqual([["ship", HEAD_B]]);
  });

  it("with two checks, a bare dismissal or override applies to neither; each run lists it, and only the first check answers", async () => {
    const bare = comment("writer", "/gauntlet dismiss F1 fine", "2024-05-01T12:10:00Z");
    const override = comment("admin", "/gauntlet override@a1a1a1a ship", "2024-05-01T12:10:00Z");
    const here = await derive([bare, override], withChecks(TWO));
    const there = await derive([bare, override], withChecks(STRICT));
    for (const run of [here, there]) {
      expect(run.dismissals).toEqual([]);
      expect(run.overrides).toEqual([]);
      expect(run.refused.map((r) => [r.comment, r.kind])).toEqual([
        [bare.id, "dismiss"],
        [override.id, "override"],
      ]);
    }
    // "Gauntlet" sorts before "Gauntlet (strict)": its run answers, the other stays quiet.
    expect(here.refused.map((r) => r.repliedByAnotherCheck)).toEqual([undefined, undefined]);
    expect(there.refused.map((r) => r.repliedByAnotherCheck)).toEqual([true, true]);
    expect(here.refused[0]!.why).toBe(
      '`/gauntlet dismiss` names no check, and 2 gauntlet checks review this pull request: `Gauntlet`, `Gauntlet (strict)`. It applies to none of them. Name the one you mean: `/gauntlet dismiss F1 check:Gauntlet <reason>` or `/gauntlet dismiss F1 check:"Gauntlet (strict)" <reason>`.',
    );
    expect(here.refused[1]!.why).toContain('`/gauntlet override@a1a1a1a check:"Gauntlet (strict)" <reason>`');
    // Ambiguity is decided before anything else: nobody's permission is looked up for it.
    expect(here.calls).toEqual([]);
  });

  it("a command naming a check applies only there; the other check ignores it without a word", async () => {
    const forStrict = comment("writer", '/gauntlet dismiss F1 check:"Gauntlet  (Strict)" fine there', "2024-05-01T12:10:00Z");
    const forUs = comment("writer", "/gauntlet dismiss F2 check:Gauntlet fine here", "2024-05-01T12:10:00Z");
    const refusedThere = comment("reader", '/gauntlet dismiss F3 check:"Gauntlet (strict)" mine', "2024-05-01T12:10:00Z");

    const here = await derive([forStrict, forUs, refusedThere], withChecks(TWO));
    expect(here.dismissals.map((d) => [d.finding, d.reason])).toEqual([["F2", "fine here"]]);
    expect(here.refused).toEqual([]);
    expect(here.calls).toEqual(["writer"]);

    const there = await derive([forStrict, forUs, refusedThere], withChecks(STRICT));
    expect(there.dismissals.map((d) => [d.finding, d.reason])).toEqual([["F1", "fine there"]]);
    expect(there.refused.map((r) => [r.comment, r.why])).toEqual([[refusedThere.id, "dismissing needs write access (@reader has read)"]]);
    expect(there.refused[0]!.repliedByAnotherCheck).toBeUndefined();
  });

  it("when the other checks cannot be read, a bare command applies to none (fail closed) and this run answers; a named one still applies", async () => {
    const bare = comment("writer", "/gauntlet dismiss F1 fine", "2024-05-01T12:10:00Z");
    const named = comment("writer", "/gauntlet dismiss F2 check:Gauntlet fine", "2024-05-01T12:10:00Z");
    const { dismissals, refused } = await derive([bare, named], withChecks(UNKNOWN));
    expect(dismissals.map((d) => d.finding)).toEqual(["F2"]);
    expect(refused).toEqual([
      {
        comment: bare.id,
        by: "writer",
        kind: "dismiss",
        why: expect.stringContaining("could not tell which gauntlet checks review this pull request (the head's check runs could not be read (HTTP 502))"),
      },
    ]);
    expect(refused[0]!.why).toContain("`/gauntlet dismiss F1 check:Gauntlet <reason>`");
    expect(refused[0]!.repliedByAnotherCheck).toBeUndefined();
  });

  it("without a scope (a caller that has not read the checks), a named command is ignored and a bare one applies", async () => {
    const bare = comment("writer", "/gauntlet dismiss F1 fine", "2024-05-01T12:10:00Z");
    const named = comment("writer", "/gauntlet dismiss F2 check:Gauntlet fine", "2024-05-01T12:10:00Z");
    const { dismissals, refused } = await derive([bare, named]);
    expect(refused).toEqual([]);
    expect(dismissals.map((d) => d.finding)).toEqual(["F1"]);
  });
});

describe("mayOverride", () => {
  it("allows admins, and listed logins (any case) with write, maintain or admin permission", () => {
    const policy = { overriders: ["Releaser"] };
    expect(mayOverride("admin", "admin", { overriders: [] })).toBe(true);
    expect(mayOverride("releaser", "write", policy)).toBe(true);
    expect(mayOverride("RELEASER", "maintain", policy)).toBe(true);
    expect(mayOverride("releaser", "admin", policy)).toBe(true);
  });

  it("refuses unlisted writers and listed logins without write access", () => {
    const policy = { overriders: ["releaser"] };
    expect(mayOverride("writer", "write", policy)).toBe(false);
    expect(mayOverride("maintainer", "maintain", policy)).toBe(false);
    for (const level of ["triage", "read", "none"]) expect(mayOverride("releaser", level, policy)).toBe(false);
  });
});

describe("overrideFor", () => {
  it("returns the latest override covering the head, or none", async () => {
    const first = comment("admin", `/gauntlet override@${HEAD_B.slice(0, 7)} first`, "2024-05-01T12:10:00Z");
    const other = comment("admin", `/gauntlet override@${HEAD_A.slice(0, 7)} other head`, "2024-05-01T12:20:00Z");
    const second = comment("admin", "/gauntlet override second", "2024-05-01T12:30:00Z");
    const third = comment("admin", `/gauntlet override@${HEAD_A.slice(0, 7)} third, other head again`, "2024-05-01T12:40:00Z");
    const authority = await derive([first, other, second, third]);
    const covers = (head: string) => (bound: string) => head.startsWith(bound);
    expect(overrideFor(authority, covers(HEAD_B))?.reason).toBe("second");
    expect(overrideFor(authority, covers(HEAD_A))?.reason).toBe("third, other head again");
    expect(overrideFor(authority, covers(HEAD_C))).toBeUndefined();
    expect(overrideFor({ dismissals: [], overrides: [], refused: [] }, () => true)).toBeUndefined();
  });
});

describe("bindAuthority: dismissals bound to the one finding they were given for", () => {
  const granted = (fingerprint: string) => ({
    comment: 41,
    by: "maintainer",
    reason: "callers never pass an empty array",
    source: "https://github.com/o/r/pull/7#issuecomment-41",
    finding: "F1",
    head: HEAD_A,
    fingerprint,
  });
  const LEGACY = "aaaaaaaaaaaa0001";
  const at = (id: string, line: number, fingerprint: string) =>
    resultFinding(id, { start_line: line, fingerprint, fingerprint_v1: LEGACY, path: "src/stats.ts" });

  it("an old-format dismissal naming one finding is bound to it, under its current fingerprint", () => {
    const bound = bindAuthority({ dismissals: [granted(LEGACY)], overrides: [], refused: [] }, [at("F1", 10, "c".repeat(24))]);
    expect(bound).toEqual({ dismissals: [granted("c".repeat(24))], overrides: [], refused: [] });
  });

  it("an old-format dismissal naming two places lapses: dismisses neither, and is answered with the ids and the command to post", () => {
    const bound = bindAuthority({ dismissals: [granted(LEGACY)], overrides: [], refused: [] }, [at("F1", 4, "d".repeat(24)), at("F2", 10, "c".repeat(24))]);
    expect(bound.dismissals).toEqual([]);
    expect(bound.refused).toEqual([
      {
        comment: 41,
        by: "maintainer",
        kind: "dismiss",
        why:
          "the dismissal of F1 (review of a1a1a1a) was recorded in the old fingerprint format, which names no place: it now matches F1, F2, " +
          "the same lines' text at 2 places, so it lapsed and dismisses none of them. Dismiss the one you mean again: `/gauntlet dismiss F1 <reason>`",
      },
    ]);
  });

  it("a current-format dismissal is left as it is", () => {
    const current = granted("c".repeat(24));
    const authority = { dismissals: [current], overrides: [], refused: [] };
    expect(bindAuthority(authority, [at("F1", 4, "d".repeat(24)), at("F2", 10, "c".repeat(24))])).toEqual(authority);
  });
});
