/** The `/gauntlet` comment grammar: `/gauntlet [full] [lane…]`, `dismiss` and `override` (their own issue). */
import { laneByName, type LaneName } from "../review/gauntlet/lanes.js";

export type GauntletCommand =
  | { kind: "review"; full: boolean; lanes: LaneName[] }
  | { kind: "dismiss"; finding: string; reason: string }
  | { kind: "override"; reason: string }
  | { kind: "invalid"; message: string };

/** Only a comment whose first line starts with `/gauntlet` is a command; undefined otherwise. */
export function parseCommand(body: string): GauntletCommand | undefined {
  const firstLine = body.trimStart().split(/\r?\n/)[0] ?? "";
  const match = /^\/gauntlet(?:\s+(.*))?$/.exec(firstLine.trim());
  if (!match) return undefined;
  const words = (match[1] ?? "").split(/\s+/).filter(Boolean);
  if (words[0] === "dismiss") {
    if (!words[1]) return { kind: "invalid", message: "`/gauntlet dismiss` needs a finding id, e.g. `/gauntlet dismiss F3 false positive: …`" };
    return { kind: "dismiss", finding: words[1], reason: words.slice(2).join(" ") };
  }
  if (words[0] === "override") return { kind: "override", reason: words.slice(1).join(" ") };
  let full = false;
  const lanes: LaneName[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    if (word === "full") full = true;
    else if (laneByName(word)) lanes.push(laneByName(word)!);
    else unknown.push(word);
  }
  if (unknown.length > 0) {
    return {
      kind: "invalid",
      message: `unknown word(s) ${unknown.map((w) => `\`${w.slice(0, 40)}\``).join(", ")}. Usage: \`/gauntlet [full] [code-review|adversary|security|probe …]\`, \`/gauntlet dismiss F3 <reason>\`, \`/gauntlet override <reason>\`.`,
    };
  }
  return { kind: "review", full, lanes: [...new Set(lanes)] };
}
