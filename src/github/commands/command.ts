/**
 * The `/gauntlet` comment grammar:
 *   /gauntlet [full] [lane…]              re-run the review (full: no cache, no incremental)
 *   /gauntlet dismiss F3[@sha] <reason>   a finding no longer blocks while its fingerprint matches
 *   /gauntlet override[@sha] <reason>     the head passes despite its findings, until the next push
 *
 * Any command may name the check it is for, so that several gauntlet checks
 * (workflows with different `check-name`s) can share one pull request:
 *   /gauntlet dismiss F3 check:"Gauntlet (strict)" <reason>
 *   /gauntlet override check:Gauntlet <reason>
 *   /gauntlet check:"Gauntlet (strict)" full
 * The selector goes right after `/gauntlet`, or right before the reason; in
 * double quotes when the name has spaces (a name cannot hold a `"`). Names
 * match ignoring case and runs of blanks.
 */
import { laneByName, type LaneName } from "../../review/gauntlet/lanes.js";
import { normalizeLineBreaks } from "../publish/postedText.js";

export type GauntletCommand =
  | { kind: "review"; full: boolean; lanes: LaneName[]; check?: string }
  | { kind: "dismiss"; finding: string; sha?: string; reason: string; check?: string }
  | { kind: "override"; sha?: string; reason: string; check?: string }
  | { kind: "invalid"; message: string; check?: string };

const USAGE =
  "Usage: `/gauntlet [full] [code-review|adversary|security|probe …]`, `/gauntlet dismiss F3 <reason>` (or `F3@<sha>`), `/gauntlet override <reason>` (or `override@<sha>`). " +
  'Where several gauntlet checks review the pull request, name one: `/gauntlet dismiss F3 check:"Gauntlet (strict)" <reason>`.';

/** A check name as written in a command: outer blanks trimmed, inner runs of blanks made one space. */
export const normalizeCheckName = (name: string): string => name.trim().replace(/\s+/g, " ");

/** Whether two check names are the same check, as the grammar matches them (case and blanks aside). */
export const sameCheckName = (a: string, b: string): boolean => normalizeCheckName(a).toLowerCase() === normalizeCheckName(b).toLowerCase();

/** Whether a run of the check `checkName` acts on the command: it names no check, or names this one. */
export const commandIsFor = (command: GauntletCommand, checkName: string): boolean => command.check === undefined || sameCheckName(command.check, checkName);

/** The selector that names a check, as people should type it. */
export const checkSelector = (name: string): string => (/^[^\s"]+$/.test(name) ? `check:${name}` : `check:"${name}"`);

/** The first line after `/gauntlet`, read word by word, with at most one `check:` selector taken out of it. */
class CommandLine {
  check: string | undefined;
  problem: string | undefined;

  constructor(private rest: string) {}

  /** Takes a `check:` selector when it comes next. */
  takeCheck(): void {
    const text = this.rest.trimStart();
    // `check:` followed by a blank is prose ("check: …"), not a selector.
    if (this.problem || !/^check:\S/i.test(text)) return;
    const match = /^check:(?:"([^"]*)"|([^\s"]+))(?=\s|$)/i.exec(text);
    const name = match ? normalizeCheckName(match[1] ?? match[2] ?? "") : "";
    if (!match || !name) this.problem = `\`check:\` names a check, in double quotes when the name has spaces: \`check:"Gauntlet (strict)"\`. ${USAGE}`;
    else if (this.check !== undefined) this.problem = `name the check once. ${USAGE}`;
    else this.check = name;
    this.rest = match ? text.slice(match[0].length) : "";
  }

  word(): string | undefined {
    const match = /^\s*(\S+)/.exec(this.rest);
    if (!match) return undefined;
    this.rest = this.rest.slice(match[0].length);
    return match[1];
  }

  peek(): string | undefined {
    return /^\s*(\S+)/.exec(this.rest)?.[1];
  }

  /** What is left of the line, blanks between words made single spaces. */
  remainder(): string {
    return this.rest.split(/\s+/).filter(Boolean).join(" ");
  }

  /** `{ check }` when the line named one, for spreading into the command. */
  named(): { check?: string } {
    return this.check === undefined ? {} : { check: this.check };
  }
}

/** Only a comment whose first line starts with `/gauntlet` is a command; undefined otherwise. */
export function parseCommand(body: string): GauntletCommand | undefined {
  // One kind of line break: a `\r` or U+2028 must not hide text from the first line, or carry it into a posted reason.
  const [firstLine = "", ...more] = normalizeLineBreaks(body).trimStart().split("\n");
  const match = /^\/gauntlet(?:\s+(.*))?$/.exec(firstLine.trim());
  if (!match) return undefined;
  const line = new CommandLine(match[1] ?? "");
  const invalid = (message: string): GauntletCommand => ({ kind: "invalid", message: line.problem ?? message, ...line.named() });
  // The reason may go on past the first line: it is the author's words, kept whole.
  const reason = () => [line.remainder(), ...more].join("\n").trim();

  line.takeCheck();
  if (line.peek() === "dismiss") {
    line.word();
    const target = /^([A-Za-z]\d{1,5})(?:@([0-9a-f]{7,40}))?$/.exec(line.word() ?? "");
    line.takeCheck();
    if (!target || line.problem)
      return invalid(`\`/gauntlet dismiss\` needs a finding id from the report, e.g. \`/gauntlet dismiss F3 false positive: …\`. ${USAGE}`);
    return { kind: "dismiss", finding: target[1]!.toUpperCase(), ...(target[2] ? { sha: target[2] } : {}), reason: reason(), ...line.named() };
  }
  const override = /^override(?:@([0-9a-f]{7,40}))?$/.exec(line.peek() ?? "");
  if (override) {
    line.word();
    line.takeCheck();
    if (line.problem) return invalid(line.problem);
    const why = reason();
    if (!why)
      return invalid("`/gauntlet override` needs a reason, e.g. `/gauntlet override the finding is about generated code`: the reason goes on the record.");
    return { kind: "override", ...(override[1] ? { sha: override[1] } : {}), reason: why, ...line.named() };
  }
  let full = false;
  const lanes: LaneName[] = [];
  const unknown: string[] = [];
  for (let word = line.word(); word !== undefined; line.takeCheck(), word = line.word()) {
    if (word === "full") full = true;
    else if (laneByName(word)) lanes.push(laneByName(word)!);
    else unknown.push(word);
  }
  if (line.problem) return invalid(line.problem);
  if (unknown.length > 0) return invalid(`unknown word(s) ${unknown.map((w) => `\`${w.slice(0, 40)}\``).join(", ")}. ${USAGE}`);
  return { kind: "review", full, lanes: [...new Set(lanes)], ...line.named() };
}
