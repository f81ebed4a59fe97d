/**
 * Cargo.lock: TOML as cargo writes it, read line by line (tables
 * `[[package]]`, `[metadata]`, `[[patch.unused]]`; `key = "string"`,
 * integers and string arrays). Anything else is not a Cargo.lock. A package's
 * `source` is `registry+URL` or `sparse+URL` (an index), `git+URL?…#rev`, or
 * absent for the workspace's own crates. Version 1 files keep checksums in
 * `[metadata]` under `"checksum NAME VERSION (SOURCE)"`.
 */
import type { LineIndex } from "../lineIndex.js";
import { LockfileSyntaxError } from "../types.js";
import type { EcoEntry, EcoSource, Ecosystem } from "./types.js";

type Value = { kind: "string"; value: string } | { kind: "other" };
interface Table {
  name: string;
  line: number;
  fields: Map<string, { value: Value; line: number }>;
}

const BARE_KEY = /^[A-Za-z0-9_-]+/;
const BASIC_STRING = /^"(?:[^"\\\n]|\\.)*"/;

export const cargo: Ecosystem = {
  file: "Cargo.lock",
  regenerate: "cargo update (or cargo generate-lockfile)",
  defaultRegistries: ["registry+https://github.com/rust-lang/crates.io-index", "sparse+https://index.crates.io/"],
  checksum: /^[0-9a-f]{64}$/,
  read: readCargoLock,
};

function readCargoLock(lines: LineIndex): EcoEntry[] {
  const tables = readTables(lines);
  const metadata = new Map<string, { value: string; line: number }>();
  for (const table of tables.filter((t) => t.name === "metadata")) {
    for (const [key, field] of table.fields) {
      if (key.startsWith("checksum ") && field.value.kind === "string")
        metadata.set(key.slice("checksum ".length), { value: field.value.value, line: field.line });
    }
  }
  return tables
    .filter((t) => t.name === "package")
    .map((table) => {
      const name = stringField(table, "name");
      const version = stringField(table, "version");
      const source = table.fields.get("source");
      if (source && source.value.kind !== "string") throw new LockfileSyntaxError("a package's source must be a string", source.line);
      const spec = source?.value.kind === "string" ? source.value.value : undefined;
      const checksumField = table.fields.get("checksum");
      if (checksumField && checksumField.value.kind !== "string") throw new LockfileSyntaxError("a package's checksum must be a string", checksumField.line);
      const checksum =
        checksumField?.value.kind === "string"
          ? { value: checksumField.value.value, line: checksumField.line }
          : spec === undefined
            ? undefined
            : metadata.get(`${name} ${version} (${spec})`);
      const origin = sourceOf(spec);
      return {
        package: `${name}@${version}`,
        line: table.line,
        source: origin,
        sourceLine: source?.line ?? table.line,
        ...(checksum ? { checksum } : {}),
        checksumRequired: origin.kind === "registry",
      };
    });
}

function sourceOf(spec: string | undefined): EcoSource {
  if (spec === undefined) return { kind: "none" };
  if (/^(?:registry|sparse)\+/.test(spec)) return { kind: "registry", registry: spec };
  if (spec.startsWith("git+")) return { kind: "vcs", spec };
  if (spec.startsWith("path+")) return { kind: "path", target: spec.slice(5).replace(/^file:\/\//, "") };
  return { kind: "url", spec };
}

function stringField(table: Table, key: string): string {
  const field = table.fields.get(key);
  if (!field || field.value.kind !== "string" || field.value.value === "") throw new LockfileSyntaxError(`a package without a ${key}`, table.line);
  return field.value.value;
}

function readTables(lines: LineIndex): Table[] {
  const tables: Table[] = [];
  let current: Table | undefined;
  let inArray: number | undefined;
  for (let n = 1; n <= lines.count; n++) {
    const text = lines.lineText(n).replace(/\r$/, "").trim();
    if (inArray !== undefined) {
      if (text === "]") inArray = undefined;
      else if (!/^(?:"(?:[^"\\\n]|\\.)*",?)?\s*(?:#.*)?$/.test(text)) throw new LockfileSyntaxError("an array holds something other than strings", n);
      continue;
    }
    if (text === "" || text.startsWith("#")) continue;
    const header = /^\[(\[)?\s*([A-Za-z0-9_.-]+)\s*\]?\]$/.exec(text);
    if (header) {
      const name = header[2]!;
      const array = header[1] !== undefined;
      if (!(array ? ["package", "patch.unused"] : ["metadata"]).includes(name))
        throw new LockfileSyntaxError(`a table Cargo does not write: ${name.slice(0, 40)}`, n);
      current = { name, line: n, fields: new Map() };
      tables.push(current);
      continue;
    }
    const { key, rest } = keyOf(text, n);
    if (!rest.startsWith("=")) throw new LockfileSyntaxError("expected `key = value`", n);
    const value = rest.slice(1).trim();
    let parsed: Value;
    const string = BASIC_STRING.exec(value);
    if (string && /^\s*(?:#.*)?$/.test(value.slice(string[0].length))) parsed = { kind: "string", value: unquote(string[0], n) };
    else if (/^\d+$/.test(value)) parsed = { kind: "other" };
    else if (value === "[") {
      parsed = { kind: "other" };
      inArray = n;
    } else if (/^\[(?:\s*"(?:[^"\\\n]|\\.)*"\s*,?)*\s*\]$/.test(value)) parsed = { kind: "other" };
    else throw new LockfileSyntaxError("a value Cargo does not write", n);
    if (!current) {
      if (key !== "version") throw new LockfileSyntaxError("a key before the first table", n);
      continue;
    }
    if (current.fields.has(key)) throw new LockfileSyntaxError(`a duplicate key: ${key.slice(0, 40)}`, n);
    current.fields.set(key, { value: parsed, line: n });
  }
  if (inArray !== undefined) throw new LockfileSyntaxError("an array that never closes", inArray);
  if (!tables.some((t) => t.name === "package")) throw new LockfileSyntaxError("no [[package]] table", 1);
  return tables;
}

function keyOf(text: string, n: number): { key: string; rest: string } {
  const quoted = BASIC_STRING.exec(text);
  if (quoted) return { key: unquote(quoted[0], n), rest: text.slice(quoted[0].length).trimStart() };
  const bare = BARE_KEY.exec(text);
  if (!bare) throw new LockfileSyntaxError("expected a key", n);
  return { key: bare[0], rest: text.slice(bare[0].length).trimStart() };
}

function unquote(quoted: string, n: number): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    throw new LockfileSyntaxError("a string with an escape TOML readers refuse", n);
  }
}
