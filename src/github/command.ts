/**
 * The `/gauntlet` comment grammar:
 *   /gauntlet [full] [lane…]              re-run the review (full: no cache, no incremental)
 *   /gauntlet dismiss F3[@sha] <reason>   a finding no longer blocks while its fingerprint matches
 *   /gauntlet override[@sha] <reason>     the head passes despite its findings, until the next push
 */
import { laneByName, type LaneName } from "../review/gauntlet/lanes.js";

export type GauntletCommand =
  | { kind: "review"; full: boolean; lanes: LaneName[] }
  | { kind: "dismiss"; finding: string; sha?: string; reason: string }
  | { kind: "override"; sha?: string; reason: string }
  | { kind: "invalid"; message: string };

const USAGE =
  "Usage: `/gauntlet [full] [code-review|adversary|security|probe …]`, `/gauntlet dismiss F3 <reason>` (or `F3@<sha>`), `/gauntlet override <reason>` (or `override@<sha>`).";

/** Only a comment whose first line starts with `/gauntlet` is a command; undefined otherwise. */
export function parseCommand(body: string): GauntletCommand | undefined {
  const firstLine = body.trimStart().split(/\r?\n/)[0] ?? "";
  const match = /^\/gauntlet(?:\s+(.*))?$/.exec(firstLine.trim());
  if (!match) return undefined;
  const words = (match[1] ?? "").split(/\s+/).filter(Boolean);
  // The reason may go on past the first line: it is the author's words, kept whole.
  const rest = (skip: number) => [words.slice(skip).join(" "), ...body.trimStart().split(/\r?\n/).slice(1)].join("\n").trim();
  if (words[0] === "dismiss") {
    const target = /^([A-Za-z]\d{1,5})(?:@([0-9a-f]{7,40}))?$/.exec(words[1] ?? "");
    if (!target) return { kind: "invalid", message: `\`/gauntlet dismiss\` needs a finding id from the report, e.g. \`/gauntlet dismiss F3 false positive: …\`. ${USAGE}` };
    return { kind: "dismiss", finding: target[1]!.toUpperCase(), ...(target[2] ? { sha: target[2] } : {}), reason: rest(2) };
  }
  const override = /^override(?:@([0-9a-f]{7,40}))?$/.exec(words[0] ?? "");
  if (override) {
    const reason = rest(1);
    if (!reason) return { kind: "invalid", message: "`/gauntlet override` needs a reason, e.g. `/gauntlet override the finding is about generated code`: the reason goes on the record." };
    return { kind: "override", ...(override[1] ? { sha: override[1] } : {}), reason };
  }
  let full = false;
  const lanes: LaneName[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    if (word === "full") full = true;
    else if (laneByName(word)) lanes.push(laneByName(word)!);
    else unknown.push(word);
  }
  if (unknown.length > 0) return { kind: "invalid", message: `unknown word(s) ${unknown.map((w) => `\`${w.slice(0, 40)}\``).join(", ")}. ${USAGE}` };
  return { kind: "review", full, lanes: [...new Set(lanes)] };
}
