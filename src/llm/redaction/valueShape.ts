/**
 * What a redacted span may be. A secret is a value (a literal's content, a
 * config value, a header, a URL's password); an expression, a placeholder
 * or an identifier is not, and hiding one would hide code from the reviewer.
 */

/** Characters an expression or a shell command needs and a secret value rarely holds. */
const CODE_CHARACTERS = /[()[\]{};`$|&<>\\]/;
/** `a.b`, `self.url`: member access. */
const MEMBER_ACCESS = /[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*/;
/** `a + b`, `a==b`: an operator between operands (a bare `+` and a trailing `==` are base64). */
const OPERATOR = /\s[-+*/%^]\s|(?:==|!=)(?=\s*[\w("'])|&&|\|\|/;

/** True when the span could only be code: it holds brackets, a shell or statement character. */
export function hasCodeCharacters(span: string): boolean {
  return CODE_CHARACTERS.test(span);
}

/** True when the span reads as source code: code characters, member access or an operator. */
export function looksLikeExpression(span: string): boolean {
  // A JWT's dots between random runs are not member access.
  return hasCodeCharacters(span) || OPERATOR.test(span) || (MEMBER_ACCESS.test(span) && !looksRandom(span));
}

const PLACEHOLDERS = [
  /^\{[^{}]*\}$/, // `{}`, `{name}`, `{self.password}`
  /^\{\{.*\}\}$/, // `{{ password }}`
  /^\$\{\{?[^{}]*\}?\}$/, // `${pw}`, `${{ secrets.X }}`
  /^\$[A-Za-z_][\w]*$/, // `$PASSWORD`
  /^%(?:\([\w.]+\))?[-#0 +]*\d*(?:\.\d+)?[sdrifx]$/, // `%s`, `%(password)s`
  /^<[^<>]*>$/, // `<password>`
  /^[*xX.•…]+$/, // `***`, `xxxx`, `...`
  /^(?:password|passwd|pass|pwd|secret|token|changeme|example|null|none|nil|true|false|undefined|~)$/i,
];

/** A stand-in for a value: a format or template placeholder, a documented example, an empty or null setting. */
export function isPlaceholder(span: string): boolean {
  const text = span.trim();
  return text === "" || PLACEHOLDERS.some((pattern) => pattern.test(text));
}

/**
 * `accessToken`, `self.token`, `HTTP_AUTH`, `token2`: a name in code, not a
 * value. One part must read as words: snake or screaming case, or camel case
 * whose capitals each start a word (`dXNlcjpwYXNz`, base64, does not).
 */
export function isIdentifier(span: string): boolean {
  if (looksRandom(span)) return false;
  const parts = span.split(".");
  if (parts.length > 1) return parts.every((part) => /^[A-Za-z_$][\w$]*$/.test(part) && !/[A-Za-z]\d+[A-Za-z]/.test(part));
  return WORDS.some((pattern) => pattern.test(span));
}

const WORDS = [
  /^_*[a-z]+(?:[A-Z][a-z]{2,})*\d*$/, // password, accessToken
  /^_*(?:[A-Z][a-z]{2,})+\d*$/, // HttpAuth
  /^_*[A-Za-z][a-z]*(?:_+[A-Za-z][a-z0-9]*)+_*$/, // api_token, Basic_Auth
  /^_*[A-Z][A-Z0-9]*(?:_+[A-Z0-9]+)*$/, // HTTP_AUTH
];

/** Generated values mix upper case, lower case and digits and run long; names rarely do all three. */
export function looksRandom(span: string): boolean {
  return span.length >= 20 && /[A-Z]/.test(span) && /[a-z]/.test(span) && /[0-9]/.test(span);
}

export type SpanClass = "token" | "code" | "placeholder" | "identifier";

/** How a span that a pattern would redact reads: a token-shaped value, or code, a placeholder or a name. */
export function classifySpan(span: string): SpanClass {
  if (isPlaceholder(span)) return "placeholder";
  if (isIdentifier(span)) return "identifier";
  if (looksLikeExpression(span)) return "code";
  return "token";
}
