/**
 * What a submodule change brings in, for the security lane: the diff shows a
 * bump as one `+Subproject commit …` line. Each changed gitlink is shown with
 * its URL at the base and the head (`.gitmodules`, read from the commits
 * themselves), both commits, and whether the URL changed; a `.gitmodules`
 * edit that retargets a submodule without a bump is shown too.
 */
import { diffArgs, parsedSpec } from "../git/gitArguments.js";
import type { DiffSpec } from "../git/diffSpec.js";
import type { Git, GitCallOptions } from "../git/git.js";
import { splitZ } from "../git/gitOutput.js";

export interface GitlinkChange {
  path: string;
  oldCommit?: string;
  newCommit?: string;
}

const ZERO = /^0+$/;

/** The gitlinks (mode 160000) among `git diff --raw -z` records. */
export function parseGitlinks(raw: string): GitlinkChange[] {
  const fields = splitZ(raw);
  const changes: GitlinkChange[] = [];
  for (let i = 0; i < fields.length; i++) {
    const record = fields[i]!;
    if (!record.startsWith(":")) continue;
    const [oldMode, newMode, oldSha = "", newSha = "", status = ""] = record.slice(1).split(" ");
    const twoPaths = /^[RC]/.test(status);
    const path = fields[twoPaths ? i + 2 : i + 1] ?? "";
    i += twoPaths ? 2 : 1;
    if (oldMode !== "160000" && newMode !== "160000") continue;
    changes.push({
      path,
      ...(oldMode === "160000" && !ZERO.test(oldSha) ? { oldCommit: oldSha } : {}),
      ...(newMode === "160000" && !ZERO.test(newSha) ? { newCommit: newSha } : {}),
    });
  }
  return changes;
}

export interface SubmoduleEntry {
  name: string;
  path?: string;
  url?: string;
}

/** The `[submodule "name"]` sections of a `.gitmodules` text: path and url. */
export function parseGitmodules(text: string): SubmoduleEntry[] {
  const entries: SubmoduleEntry[] = [];
  let current: SubmoduleEntry | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)[#;].*$/, "").trim();
    const section = /^\[\s*submodule\s+"((?:[^"\\]|\\.)*)"\s*\]$/i.exec(line);
    if (section) {
      current = { name: section[1]! };
      entries.push(current);
      continue;
    }
    if (line.startsWith("[")) {
      current = undefined;
      continue;
    }
    const pair = /^([A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(line);
    if (!current || !pair) continue;
    const key = pair[1]!.toLowerCase();
    const value = pair[2]!.replace(/^"(.*)"$/, "$1");
    if (key === "path") current.path = value;
    if (key === "url") current.url = value;
  }
  return entries;
}

/** A URL as shown: its password dropped, on one line. */
function shownUrl(url: string | undefined): string {
  if (url === undefined) return "(none)";
  let shown = url;
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      parsed.password = "";
      shown = parsed.toString();
    }
  } catch {
    // scp-like (git@host:path) or relative: shown as written.
  }
  return JSON.stringify(shown.replace(/\p{Cc}/gu, "?").slice(0, 300));
}

const byPath = (entries: SubmoduleEntry[], path: string) => entries.find((e) => (e.path ?? e.name) === path);

/** The lines for the security lane: one per changed gitlink, then each URL `.gitmodules` changed without one. */
export function submoduleLines(gitlinks: GitlinkChange[], base: SubmoduleEntry[], head: SubmoduleEntry[]): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const link of gitlinks) {
    seen.add(link.path);
    const before = byPath(base, link.path)?.url;
    const after = byPath(head, link.path)?.url;
    const url = before === after ? `URL ${shownUrl(after)} (unchanged)` : `URL CHANGED: ${shownUrl(before)} → ${shownUrl(after)}`;
    lines.push(`- submodule ${JSON.stringify(link.path)}: commit ${link.oldCommit ?? "(none: added)"} → ${link.newCommit ?? "(none: removed)"}; ${url}`);
  }
  for (const entry of head) {
    const path = entry.path ?? entry.name;
    if (seen.has(path)) continue;
    const before = byPath(base, path)?.url;
    if (before !== entry.url)
      lines.push(`- submodule ${JSON.stringify(path)} in .gitmodules: URL CHANGED: ${shownUrl(before)} → ${shownUrl(entry.url)} (commit not changed)`);
  }
  for (const entry of base) {
    const path = entry.path ?? entry.name;
    if (!seen.has(path) && !byPath(head, path)) lines.push(`- submodule ${JSON.stringify(path)} removed from .gitmodules (URL was ${shownUrl(entry.url)})`);
  }
  return lines;
}

/** The changed gitlinks of a diff, from `git diff --raw` (modes and object names). */
export async function readGitlinks(git: Git, spec: DiffSpec, options: GitCallOptions): Promise<GitlinkChange[]> {
  return parseGitlinks(await git.run(diffArgs(parsedSpec(spec), ["--raw", "-z", "--no-abbrev"]), options));
}
