/**
 * Gemfile.lock: sections at the margin (`GEM`, `GIT`, `PATH`, `PLATFORMS`,
 * `DEPENDENCIES`, `CHECKSUMS`, …). A source section names its `remote:`
 * (a gem server; a git repository with its `revision:`; a folder) and lists
 * its gems under `specs:` at four spaces, `name (version)`. Bundler 2.5+
 * may add `CHECKSUMS`: once a lockfile has them, every gem from a server
 * needs one.
 */
import type { LineIndex } from "../lineIndex.js";
import { LockfileSyntaxError } from "../types.js";
import type { EcoEntry, EcoSource, Ecosystem } from "./types.js";

const SOURCES = new Set(["GEM", "GIT", "PATH", "PLUGIN SOURCE"]);
const SPEC = /^ {4}([^\s(]+) \(([^)\s]+)\)$/;
const CHECKSUM = /^ {2}([^\s(]+) \(([^)\s]+)\)(?: (\S+))?$/;

export const gemfile: Ecosystem = {
  file: "Gemfile.lock",
  regenerate: "bundle lock",
  defaultRegistries: ["https://rubygems.org/"],
  checksum: /^sha256=[0-9a-f]{64}$/,
  read: readGemfileLock,
};

interface Section {
  name: string;
  line: number;
  remotes: { value: string; line: number }[];
  fields: Map<string, string>;
  specs: { name: string; version: string; line: number }[];
}

function readGemfileLock(lines: LineIndex): EcoEntry[] {
  const sections: Section[] = [];
  const checksums = new Map<string, { value: string; line: number } | undefined>();
  let current: Section | undefined;
  let inSpecs = false;
  for (let n = 1; n <= lines.count; n++) {
    const text = lines.lineText(n).replace(/\r$/, "");
    if (text.trim() === "") {
      current = undefined;
      continue;
    }
    if (!text.startsWith(" ")) {
      if (!/^[A-Z][A-Z ]*$/.test(text)) throw new LockfileSyntaxError("a section name Bundler does not write", n);
      current = { name: text, line: n, remotes: [], fields: new Map(), specs: [] };
      sections.push(current);
      inSpecs = false;
      continue;
    }
    if (!current) throw new LockfileSyntaxError("an indented line outside a section", n);
    if (current.name === "CHECKSUMS") {
      const m = CHECKSUM.exec(text);
      if (!m) throw new LockfileSyntaxError("a checksum line Bundler does not write", n);
      checksums.set(`${m[1]} (${m[2]})`, m[3] === undefined ? undefined : { value: m[3], line: n });
      continue;
    }
    if (!SOURCES.has(current.name)) continue;
    const field = /^ {2}([a-z_]+):(?: (.*))?$/.exec(text);
    if (field) {
      inSpecs = field[1] === "specs";
      if (field[1] === "remote") current.remotes.push({ value: field[2] ?? "", line: n });
      else current.fields.set(field[1]!, field[2] ?? "");
      continue;
    }
    if (!inSpecs) throw new LockfileSyntaxError("a line Bundler does not write in a source section", n);
    const spec = SPEC.exec(text);
    if (spec) current.specs.push({ name: spec[1]!, version: spec[2]!, line: n });
    else if (!/^ {6}\S/.test(text)) throw new LockfileSyntaxError("a spec line Bundler does not write", n);
  }
  if (!sections.some((s) => SOURCES.has(s.name))) throw new LockfileSyntaxError("no GEM, GIT or PATH section", 1);
  const hasChecksums = sections.some((s) => s.name === "CHECKSUMS");
  return sections
    .filter((s) => SOURCES.has(s.name))
    .flatMap((section) => {
      if (section.remotes.length === 0) throw new LockfileSyntaxError(`a ${section.name} section without a remote`, section.line);
      const remote = section.remotes[0]!;
      const source = sourceOf(section, remote.value);
      return section.specs.map((spec) => {
        const checksum = checksums.get(`${spec.name} (${spec.version})`);
        return {
          package: `${spec.name}@${spec.version}`,
          line: spec.line,
          source,
          sourceLine: remote.line,
          ...(checksum ? { checksum } : {}),
          checksumRequired: hasChecksums && source.kind === "registry",
        };
      });
    });
}

function sourceOf(section: Section, remote: string): EcoSource {
  switch (section.name) {
    case "GEM":
      // An old lockfile may list several servers for one section; each gem could come from any of them.
      return { kind: "registry", registry: section.remotes.map((r) => r.value).join(" ") };
    case "GIT":
      return { kind: "vcs", spec: `${remote}@${section.fields.get("revision") ?? ""}` };
    case "PATH":
      return { kind: "path", target: remote };
    default:
      return { kind: "url", spec: `${section.name.toLowerCase()} ${remote}` };
  }
}
