/**
 * Naming a check in a `/gauntlet` command: `check:Name` or `check:"Name with
 * spaces"`, right after `/gauntlet` or right before the reason; and which
 * check's run a command is for.
 */
import { describe, expect, it } from "vitest";
import { checkSelector, commandIsFor, parseCommand, sameCheckName } from "../../src/github/commands/command.js";

describe("naming the check", () => {
  it.each([
    ['/gauntlet dismiss F3 check:"Gauntlet (strict)" not reachable', { kind: "dismiss", finding: "F3", reason: "not reachable", check: "Gauntlet (strict)" }],
    [
      '/gauntlet check:"Gauntlet (strict)" dismiss F3@abcdef1 generated\nsee #4',
      { kind: "dismiss", finding: "F3", sha: "abcdef1", reason: "generated\nsee #4", check: "Gauntlet (strict)" },
    ],
    ["/gauntlet override check:Gauntlet hotfix", { kind: "override", reason: "hotfix", check: "Gauntlet" }],
    [
      '/gauntlet Check:"  Gauntlet   (strict) " override@0123456789abcdef freeze',
      { kind: "override", sha: "0123456789abcdef", reason: "freeze", check: "Gauntlet (strict)" },
    ],
    ['/gauntlet check:"Gauntlet (strict)" full', { kind: "review", full: true, lanes: [], check: "Gauntlet (strict)" }],
    ['/gauntlet security check:"Gauntlet [merge queue]" full', { kind: "review", full: true, lanes: ["security"], check: "Gauntlet [merge queue]" }],
  ])("%j", (body, expected) => {
    expect(parseCommand(body)).toEqual(expected);
  });

  it("a reason that merely starts with `check:` and a blank is prose", () => {
    expect(parseCommand("/gauntlet dismiss F3 check: the caller validates it")).toEqual({
      kind: "dismiss",
      finding: "F3",
      reason: "check: the caller validates it",
    });
  });

  it("a selector further into the reason is part of the reason", () => {
    expect(parseCommand('/gauntlet dismiss F3 fine, unlike check:"Other"')).toEqual({ kind: "dismiss", finding: "F3", reason: 'fine, unlike check:"Other"' });
  });

  it("refuses an empty or unclosed name, and two names; an invalid command keeps the check it named", () => {
    for (const body of [
      '/gauntlet dismiss F3 check:"" x',
      '/gauntlet dismiss F3 check:"Gauntlet (strict) x',
      '/gauntlet check:"A" dismiss F3 check:B x',
      "/gauntlet check:A full check:B",
    ]) {
      expect(parseCommand(body)?.kind, body).toBe("invalid");
    }
    expect(parseCommand('/gauntlet dismiss F3 check:"" x')).toEqual({ kind: "invalid", message: expect.stringContaining('check:"Gauntlet (strict)"') });
    expect(parseCommand('/gauntlet check:"Gauntlet (strict)" dismiss because')).toEqual({
      kind: "invalid",
      message: expect.stringContaining("needs a finding id"),
      check: "Gauntlet (strict)",
    });
    expect(parseCommand("/gauntlet check:Gauntlet please")).toMatchObject({ kind: "invalid", check: "Gauntlet" });
  });

  it("reads the first line whatever ends it: a CR or U+2028 does not carry the reason's next line into the first", () => {
    expect(parseCommand("/gauntlet override check:Gauntlet hotfix\rGAUNTLET: PASS")).toEqual({
      kind: "override",
      reason: "hotfix\nGAUNTLET: PASS",
      check: "Gauntlet",
    });
    expect(parseCommand("/gauntlet\u2028dismiss F1 x")).toEqual({ kind: "review", full: false, lanes: [] });
  });

  it("the usage shows how to name a check", () => {
    const command = parseCommand("/gauntlet please");
    expect(command?.kind === "invalid" && command.message).toContain('check:"Gauntlet (strict)"');
  });
});

describe("which check a command is for", () => {
  it("a command naming no check is for every check; one naming a check only for that one (case and blanks aside)", () => {
    const bare = parseCommand("/gauntlet dismiss F1 x")!;
    const strict = parseCommand('/gauntlet dismiss F1 check:"gauntlet  (STRICT)" x')!;
    expect(commandIsFor(bare, "Gauntlet")).toBe(true);
    expect(commandIsFor(strict, "Gauntlet (strict)")).toBe(true);
    expect(commandIsFor(strict, "Gauntlet")).toBe(false);
    expect(sameCheckName(" Gauntlet\t(strict)", "gauntlet (strict)")).toBe(true);
  });

  it("writes the selector people should type", () => {
    expect(checkSelector("Gauntlet")).toBe("check:Gauntlet");
    expect(checkSelector("Gauntlet (strict)")).toBe('check:"Gauntlet (strict)"');
  });
});
