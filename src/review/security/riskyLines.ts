/**
 * Added lines a security reviewer must see whatever the budget: process
 * execution (the signal table's own exec rules, signals/rules.ts), network,
 * eval and obfuscation, install scripts and environment reads. Used where a
 * file is shown only in part (security/inPlaceEdits.ts): these lines are
 * shown past the budget. The prose view (proseView.ts) takes the exec,
 * download, install and environment groups, not the network one: a
 * changelog is mostly links, and a link does not run.
 */
import { SIGNAL_RULES } from "../signals/rules.js";

/** Process execution: the signal table's own exec rules. */
export const EXEC_PATTERNS: readonly RegExp[] = SIGNAL_RULES.filter((rule) => rule.flag === "touches_exec" && rule.addedLines && !rule.inFiles).map(
  (rule) => rule.addedLines!,
);

/** A download tool: with a pipe to a shell, the install line a README can swap. */
export const DOWNLOAD_PATTERNS: readonly RegExp[] = [/\bcurl\b|\bwget\b|\bInvoke-WebRequest\b/];

/** Install scripts and commands. */
export const INSTALL_PATTERNS: readonly RegExp[] = [
  /["'](?:pre|post)?(?:install|prepare|prepublish)["']\s*:|\bpostinstall\b|\bnpm\s+(?:install|i|exec)\b|\bpip\s+install\b/,
];

/** What a script would steal: environment reads, tokens, credential files. */
export const ENVIRONMENT_PATTERNS: readonly RegExp[] = [
  /\bprocess\.env\b|\bos\.environ\b|\bgetenv\s*\(|\bINPUT_[A-Z_]+|_TOKEN\b|\.ssh\/|\.npmrc\b|\/etc\/passwd/,
];

const OWN: readonly RegExp[] = [
  // network
  /\b(?:https?|wss?|ftp):\/\/|\bfetch\s*\(|XMLHttpRequest|\bWebSocket\b|\baxios\b|\bnet\.(?:connect|createConnection|Socket)\b|\b(?:https?|tls|dgram|dns)\.(?:request|get|connect|createSocket|lookup)\s*\(/,
  /\brequire\s*\(\s*["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm|worker_threads)["']\s*\)|\bfrom\s+["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm)["']/,
  /\b(?:urllib|requests)\.(?:get|post|request|urlopen)\b|\bsocket\.socket\b|\bnet\/http\b|\bhttp\.(?:Get|Post)\(/,
  ...DOWNLOAD_PATTERNS,
  // eval and obfuscation
  /\beval\b|\bnew\s+Function\b|\bFunction\s*\(\s*["']|\batob\s*\(|\bunescape\s*\(|fromCharCode|\bBuffer\.from\s*\([^)]*["'](?:base64|hex)["']|\bb64decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+|__import__/,
  /(?:\\x[0-9a-fA-F]{2}){8}|(?:\\u[0-9a-fA-F]{4}){6}|[A-Za-z0-9+/]{160,}={0,2}/,
  // install scripts, and what a script would steal
  ...INSTALL_PATTERNS,
  ...ENVIRONMENT_PATTERNS,
];

const RISKY: readonly RegExp[] = [...EXEC_PATTERNS, ...OWN];

/** Whether an added line matches any of the patterns. */
export function isRiskyLine(text: string): boolean {
  return RISKY.some((pattern) => pattern.test(text));
}

/** Where in a long line the patterns match, so a minified line can be shown as windows around them. */
export function riskyOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (const pattern of RISKY) {
    const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      offsets.push(match.index);
      if (offsets.length >= 50) break;
    }
  }
  return [...new Set(offsets)].sort((a, b) => a - b);
}
