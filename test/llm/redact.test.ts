import { describe, expect, it } from "vitest";
import { createLineRedactor, createRedactor, opensPrivateKeyBlock, redactSecrets } from "../../src/llm/redact.js";

// Token-shaped test values are assembled at run time so the source file itself holds no token shape.
const alnum = (n: number, seed = "aB3") => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const ghp = `ghp_${alnum(36)}`;
const ghs = `ghs_${alnum(36, "Zq9")}`;
const pat = `github_pat_11AAAAAAA0${alnum(12)}_${alnum(59, "xY7")}`;
const openai = `sk-${alnum(48, "Tk4")}`;
const openaiProject = `sk-proj-${alnum(60, "aZ_8-")}`;
const aws = `AKIA${"IOSFODNN7EXAMPL".padEnd(16, "Q")}`;
const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${alnum(43, "dQw4")}`;
const slack = `xoxb-123456789012-1234567890123-${alnum(24, "Ab1")}`;
const npm = `npm_${alnum(36, "n9P")}`;
const pem = [
  "-----BEGIN RSA PRIVATE KEY-----",
  "MIIEowIBAAKCAQEA7bq8lZz0example0body0line0one0000000000000000000000",
  "c2VjcmV0LWJvZHktbGluZS10d28tMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA==",
  "-----END RSA PRIVATE KEY-----",
].join("\n");

describe("redactSecrets: token shapes", () => {
  const positives: Array<[string, string, string]> = [
    ["classic GitHub PAT", `token=${ghp}`, "token=[REDACTED:github-token]"],
    ["Actions token", `git -c http.extraheader=${ghs} fetch`, "git -c http.extraheader=[REDACTED:github-token] fetch"],
    ["OAuth token gho_", `"gho_${alnum(36)}"`, `"[REDACTED:github-token]"`],
    ["user-to-server ghu_", `ghu_${alnum(36)}`, "[REDACTED:github-token]"],
    ["refresh ghr_", `ghr_${alnum(40)}`, "[REDACTED:github-token]"],
    ["fine-grained PAT", `GH=${pat}`, "GH=[REDACTED:github-token]"],
    ["OpenAI key", `OPENAI_API_KEY=${openai}`, "OPENAI_API_KEY=[REDACTED:openai-key]"],
    ["OpenAI project key", `key: '${openaiProject}'`, "key: '[REDACTED:openai-key]'"],
    ["AWS access key id", `aws_access_key_id = ${aws}`, "aws_access_key_id = [REDACTED:aws-access-key]"],
    [
      "AWS secret access key",
      `aws_secret_access_key = ${alnum(40, "wJalrXUtnFEMI/K7MDENG+")}`,
      "aws_secret_access_key = [REDACTED:aws-secret-key]",
    ],
    ["JWT", `cookie: session=${jwt}; Path=/`, "cookie: session=[REDACTED:jwt]; Path=/"],
    ["Slack bot token", `SLACK=${slack}`, "SLACK=[REDACTED:slack-token]"],
    ["npm token", `//registry.npmjs.org/:_authToken=${npm}`, "//registry.npmjs.org/:_authToken=[REDACTED:npm-token]"],
    ["Authorization header", "Authorization: Bearer abc.def-ghi_jkl~123", "Authorization: Bearer [REDACTED:bearer-token]"],
    ["lower-case header in JSON", `{"authorization": "Bearer Zm9vYmFyYmF6cXV4"}`, `{"authorization": "Bearer [REDACTED:bearer-token]"}`],
    ["curl header with Basic", `curl -H "Authorization: Basic dXNlcjpwYXNzd29yZA=="`, `curl -H "Authorization: Basic [REDACTED:bearer-token]"`],
  ];
  it.each(positives)("redacts %s", (_name, input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  const negatives: Array<[string, string]> = [
    ["snake_case identifier", "const task_id = row.task_id;"],
    ["word containing sk", "skeleton, desk-top, risk-assessment, task-runner"],
    ["sk- kebab name", "import skLearn from 'sk-learn-tutorial-page-series';"],
    ["sk- name with a year but one case", "see sk-release-notes-2024-edition-final"],
    ["short ghp_ identifier", "const ghp_prefix = 'ghp_';"],
    ["AKIA inside a longer word", "AKIAIOSFODNN7EXAMPLEANDMORE"],
    ["short AKIA", "AKIAEXAMPLE"],
    ["single base64 JSON segment", "const header = 'eyJhbGciOiJIUzI1NiJ9';"],
    ["template Authorization header", "headers: { Authorization: `Bearer ${token}` }"],
    ["concatenated Authorization header", `headers.Authorization = "Bearer " + token;`],
    ["public key block", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----"],
    ["xoxb without numeric team id", "xoxb-placeholder-value"],
    ["npm_ script name", "npm_config_user_agent and npm_lifecycle_event"],
    ["prose", "The secret to a good review is reading the diff twice."],
  ];
  it.each(negatives)("leaves %s alone", (_name, input) => {
    expect(redactSecrets(input)).toBe(input);
  });

  it("redacts several shapes in one text", () => {
    const text = `a ${ghp} b ${aws} c ${jwt} d`;
    expect(redactSecrets(text)).toBe("a [REDACTED:github-token] b [REDACTED:aws-access-key] c [REDACTED:jwt] d");
  });

  it("is idempotent", () => {
    const text = `${ghp}\n${pem}\nAuthorization: Bearer ${openai}\n${slack}`;
    const once = redactSecrets(text);
    expect(redactSecrets(once)).toBe(once);
  });
});

describe("redactSecrets: private keys", () => {
  it("replaces every line of the block and keeps the line count", () => {
    const text = `before\n${pem}\nafter`;
    const redacted = redactSecrets(text);
    expect(redacted.split("\n")).toEqual([
      "before",
      "[REDACTED:private-key]",
      "[REDACTED:private-key]",
      "[REDACTED:private-key]",
      "[REDACTED:private-key]",
      "after",
    ]);
  });

  it("redacts a JSON-escaped key on one line", () => {
    const line = `"private_key": "${pem.split("\n").join("\\n")}\\n",`;
    expect(redactSecrets(line)).toBe(`"private_key": "[REDACTED:private-key]\\n",`);
  });

  it("redacts to the end of the text when the END line is missing", () => {
    const cut = pem.split("\n").slice(0, 3).join("\n");
    expect(redactSecrets(`x\n${cut}`)).toBe("x\n[REDACTED:private-key]\n[REDACTED:private-key]\n[REDACTED:private-key]");
  });

  it.each(["OPENSSH", "EC", "ENCRYPTED", "DSA", "PGP"])("knows %s private keys", (kind) => {
    const suffix = kind === "PGP" ? " BLOCK" : "";
    const block = `-----BEGIN ${kind} PRIVATE KEY${suffix}-----\nAAAAB3NzaC1yc2EAAAADAQAB\n-----END ${kind} PRIVATE KEY${suffix}-----`;
    expect(redactSecrets(block)).not.toContain("AAAAB3NzaC1yc2EAAAADAQAB");
  });
});

describe("known secrets", () => {
  it("replaces configured values wherever they appear", () => {
    const redact = createRedactor(["hunter2-but-longer", "x"]);
    expect(redact("pw=hunter2-but-longer;x=1")).toBe("pw=[REDACTED:secret];x=1");
  });

  it("ignores values shorter than 6 characters", () => {
    expect(redactSecrets("abc and abcde", ["abc", "abcde"])).toBe("abc and abcde");
    expect(redactSecrets("abcdef", ["abcdef"])).toBe("[REDACTED:secret]");
  });

  it("replaces the longest of overlapping values whole", () => {
    expect(redactSecrets("tok=secret-value-long", ["secret-value", "secret-value-long"])).toBe("tok=[REDACTED:secret]");
  });

  it("escapes regex characters in values", () => {
    expect(redactSecrets("a+b(c)*d? and aXbcd", ["a+b(c)*d?"])).toBe("[REDACTED:secret] and aXbcd");
  });

  it("registers each line of a multi-line secret", () => {
    const redact = createRedactor(["first-line-value\nsecond-line-value"]);
    expect(redact("only second-line-value here")).toBe("only [REDACTED:secret] here");
  });

  it("still redacts token shapes", () => {
    expect(createRedactor(["something-else"])(ghp)).toBe("[REDACTED:github-token]");
  });
});

describe("createLineRedactor", () => {
  it("redacts a private key body fed line by line", () => {
    const redactLine = createLineRedactor();
    const out = `top\n${pem}\nbottom`.split("\n").map(redactLine);
    expect(out).toEqual(["top", ...Array(4).fill("[REDACTED:private-key]"), "bottom"]);
  });

  it("hides the body even when the given redactor knows nothing of PEM", () => {
    const redactLine = createLineRedactor((text) => text);
    const out = `key = ${pem}`.split("\n").map(redactLine);
    expect(out.join("\n")).not.toContain("MIIEow");
    expect(out[0]).toBe("key = [REDACTED:private-key]");
  });

  it("detects a header that opens a block", () => {
    expect(opensPrivateKeyBlock("-----BEGIN EC PRIVATE KEY-----")).toBe(true);
    expect(opensPrivateKeyBlock('"-----BEGIN EC PRIVATE KEY-----\\nAAA\\n-----END EC PRIVATE KEY-----"')).toBe(false);
    expect(opensPrivateKeyBlock("-----BEGIN CERTIFICATE-----")).toBe(false);
  });
});

describe("performance", () => {
  // Each input is built to make a backtracking pattern go quadratic or worse.
  const size = 2_000_000;
  const adversarial: Array<[string, string]> = [
    ["base64 run full of eyJ", "eyJ".repeat(size / 3)],
    ["dots between short segments", "eyJabcdefgh.".repeat(size / 12)],
    ["ghp_ repeated", "ghp_".repeat(size / 4)],
    ["sk- repeated", "sk-".repeat(size / 3)],
    ["BEGIN headers without END", "-----BEGIN ".padEnd(60, "A").repeat(size / 60)],
    ["Authorization with a long space run", `Authorization:${" ".repeat(size)}x`],
    ["long token run", `ghp_${"a".repeat(size)}_`],
    ["ordinary code", "const taskId = await runner.next(desk, skeleton);\n".repeat(size / 50)],
    ["code full of trigger words", "headers.authorization = `Bearer ${t}`; // sk-x eyJ ghp_ AKIA\n".repeat(size / 60)],
  ];
  it.each(adversarial)("stays linear on %s", (_name, text) => {
    const started = performance.now();
    redactSecrets(text, ["known-secret-value"]);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
