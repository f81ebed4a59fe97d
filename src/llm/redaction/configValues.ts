/**
 * Context-only patterns: a key name, then its value. They apply only in the
 * file kinds where such a key holds a secret (`.npmrc`, `.env`, `.netrc`, INI
 * and YAML), and only to the value, never to the key or the line around it.
 * A value that holds code characters (`$(…)`, backticks, brackets, `;`) is
 * not hidden: an env file is sourced by a shell and YAML can be loaded as
 * objects, so it is shown and reported as looking like a secret and like code.
 */
import type { ConfigKind } from "./fileKinds.js";
import { redactionMark } from "./marks.js";
import { hasCodeCharacters, isPlaceholder } from "./valueShape.js";

export interface ConfigLine {
  text: string;
  /** A secret key's value was left in place because it reads as code. */
  codeLike: boolean;
}

/** Words that make a key a secret's name, after splitting `camelCase`, `snake_case`, `kebab-case` and dots. */
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "pass",
  "passphrase",
  "secret",
  "token",
  "auth",
  "authtoken",
  "credential",
  "credentials",
  "apikey",
]);
/** `api_key`, `private-key`, `accessKey`: two words that name a secret together. */
const SECRET_PAIRS = new Set(["api key", "private key", "access key", "secret key", "signing key", "encryption key", "master key", "client secret"]);
/** A last word that makes the setting about a secret rather than the secret: `token_url`, `password_file`. */
const NOT_THE_VALUE = new Set([
  "url",
  "uri",
  "file",
  "path",
  "type",
  "method",
  "name",
  "id",
  "endpoint",
  "header",
  "env",
  "length",
  "ttl",
  "timeout",
  "expiry",
  "expires",
  "enabled",
  "required",
  "mode",
  "scope",
  "scopes",
  "provider",
  "format",
  "prefix",
  "dir",
  "policy",
  "command",
  "cmd",
  "helper",
]);

export function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  if (words.length === 0 || NOT_THE_VALUE.has(words.at(-1)!)) return false;
  return words.some((word, i) => SECRET_WORDS.has(word) || (i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${word}`)));
}

/** `key = value` per kind; `lead` is everything up to the value. */
const ASSIGNMENT: Record<Exclude<ConfigKind, "netrc">, RegExp> = {
  npmrc: /^(?<lead>\s*(?<key>[^\s=;#]+)\s*=\s*)(?<value>.*)$/,
  env: /^(?<lead>\s*(?:export\s+)?(?<key>[A-Za-z_][\w.-]*)\s*=\s*)(?<value>.*)$/,
  ini: /^(?<lead>\s*(?<key>[^\s=:;#[][^=:]*?)\s*[=:]\s*)(?<value>.*)$/,
  yaml: /^(?<lead>\s*(?:-\s+)?["']?(?<key>[^\s:"'#][^:"'#]*?)["']?\s*:(?:\s+|$))(?<value>.*)$/,
};
const NETRC_PASSWORD = /(?<lead>(?:^|\s)password\s+)(?<value>\S+)/g;

/** The value's own text within `rest`: a quoted value's content, or the text before a trailing comment. */
function valueSpan(rest: string, kind: ConfigKind): { start: number; end: number } {
  const quote = rest.charAt(0);
  if (quote === '"' || quote === "'") {
    const close = rest.indexOf(quote, 1);
    return { start: 1, end: close > 0 ? close : rest.length };
  }
  const comment = kind === "ini" ? /\s[#;]/.exec(rest) : /\s#/.exec(rest);
  return { start: 0, end: (comment ? rest.slice(0, comment.index) : rest).trimEnd().length };
}

/** YAML's `|` and `>` start a block, `*name` is an alias, `&name` an anchor, `[…]`/`{…}` a collection: none is one value. */
const YAML_NOT_A_VALUE = /^(?:[|>][-+0-9]*|\*[\w-]+|&[\w-]+.*|\[.*\]|\{.*\})$/;

function judge(value: string, kind: ConfigKind): "redact" | "keep" | "code" {
  if (value.includes("[REDACTED:")) return "keep"; // already hidden by a token shape
  if (isPlaceholder(value) || (kind === "yaml" && YAML_NOT_A_VALUE.test(value))) return "keep";
  return hasCodeCharacters(value) ? "code" : "redact";
}

/** Redacts the value of a secret key on one line of a config file. */
export function redactConfigLine(line: string, kind: ConfigKind): ConfigLine {
  const mark = redactionMark(kind === "npmrc" ? "npm-auth" : "config-secret");
  if (kind === "netrc") {
    let codeLike = false;
    const text = line.replace(NETRC_PASSWORD, (match, lead: string, value: string) => {
      const verdict = judge(value, kind);
      if (verdict === "code") codeLike = true;
      return verdict === "redact" ? lead + mark : match;
    });
    return { text, codeLike };
  }
  const m = ASSIGNMENT[kind].exec(line);
  const lead = m?.groups?.lead;
  const key = m?.groups?.key;
  const rest = m?.groups?.value;
  if (lead === undefined || key === undefined || rest === undefined) return { text: line, codeLike: false };
  const npmAuth = kind === "npmrc" && /_(?:authToken|auth|password)$/.test(key);
  if (!npmAuth && !isSecretKey(key)) return { text: line, codeLike: false };
  const span = valueSpan(rest, kind);
  const value = rest.slice(span.start, span.end);
  const verdict = judge(value, kind);
  if (verdict !== "redact") return { text: line, codeLike: verdict === "code" };
  return { text: lead + rest.slice(0, span.start) + mark + rest.slice(span.end), codeLike: false };
}
