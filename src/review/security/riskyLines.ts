/**
 * Added lines a security reviewer must see whatever the budget: process
 * execution (the signal table's own exec rules, signals/rules.ts), network,
 * eval and obfuscation, install scripts and environment reads. Used where a
 * file is shown only in part (security/inPlaceEdits.ts): these lines are
 * shown past the budget.
 */
import { SIGNAL_RULES } from "../signals/rules.js";

const EXEC = SIGNAL_RULES.filter((rule) => rule.flag === "touches_exec" && rule.addedLines && !rule.inFiles).map((rule) => rule.addedLines!);

const OWN: readonly RegExp[] = [
  // network
  /\b(?:https?|wss?|ftp):\/\/|\bfetch\s*\(|XMLHttpRequest|\bWebSocket\b|\baxios\b|\bnet\.(?:connect|createConnection|Socket)\b|\b(?:https?|tls|dgram|dns)\.(?:request|get|connect|createSocket|lookup)\s*\(/,
  /\brequire\s*\(\s*["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm|worker_threads)["']\s*\)|\bfrom\s+["'](?:node:)?(?:https?|net|tls|dgram|dns|child_process|vm)["']/,
  /\b(?:urllib|requests)\.(?:get|post|request|urlopen)\b|\bsocket\.socket\b|\bcurl\b|\bwget\b|\bInvoke-WebRequest\b|\bnet\/http\b|\bhttp\.(?:Get|Post)\(/,
  // eval and obfuscation
  /\beval\b|\bnew\s+Function\b|\bFunction\s*\(\s*["']|\batob\s*\(|\bunescape\s*\(|fromCharCode|\bBuffer\.from\s*\([^)]*["'](?:base64|hex)["']|\bb64decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+|__import__/,
  /(?:\\x[0-9a-fA-F]{2}){8}|(?:\\u[0-9a-fA-F]{4}){6}|[A-Za-z0-9+/]{160,}={0,2}/,
  // install scripts, and what a script would steal
  /["'](?:pre|post)?(?:install|prepare|prepublish)["']\s*:|\bpostinstall\b|\bnpm\s+(?:install|i|exec)\b|\bpip\s+install\b/,
  /\bprocess\.env\b|\bos\.environ\b|\bgetenv\s*\(|\bINPUT_[A-Z_]+|_TOKEN\b|\.ssh\/|\.npmrc\b|\/etc\/passwd/,
];

const RISKY: readonly RegExp[] = [...EXEC, ...OWN];

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
