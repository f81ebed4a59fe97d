/**
 * A YAML lockfile (pnpm, yarn berry) as a tree of maps and scalars with the
 * line of every key. Lines are grouped into entries by indentation; each
 * entry is read by the one-line fast path (yamlInline.ts) when that is
 * certain, and by the yaml package otherwise, one entry at a time, so the
 * yaml package's own cost never grows with the whole file.
 *
 * Fails closed (LockfileSyntaxError) on what no lockfile writer produces and
 * a reader could take two ways: duplicate keys, anchors, aliases and merge
 * keys (js-yaml merges `<<`, so pnpm would see keys this tree does not).
 */
import { isAlias, isMap, isScalar, isSeq, parseDocument, visit, type Node } from "yaml";
import type { LineIndex } from "./lineIndex.js";
import { inlineValue, splitKeyLine, type InlineValue } from "./yamlInline.js";
import { LockfileSyntaxError } from "./types.js";

export interface YamlScalar {
  kind: "scalar";
  value: unknown;
  line: number;
}
export interface YamlMap {
  kind: "map";
  line: number;
  pairs: Map<string, YamlPair>;
}
/** A sequence: never a field the lockfile check reads. */
export interface YamlOther {
  kind: "other";
  line: number;
}
export type YamlNode = YamlScalar | YamlMap | YamlOther;
export interface YamlPair {
  /** The key's line. */
  line: number;
  value: YamlNode;
}

export interface YamlReadOptions {
  /** Off, every top-level entry goes to the yaml package (tests compare the two). */
  fastPath?: boolean;
}

/** The text's top-level block map. */
export function readYamlMap(lines: LineIndex, options: YamlReadOptions = {}): YamlMap {
  return new BlockReader(lines, options.fastPath ?? true).document();
}

/** A pair's value when it is a string, with the key's line. */
export function stringField(pair: YamlPair | undefined): { value: string; line: number } | undefined {
  return pair?.value.kind === "scalar" && typeof pair.value.value === "string" ? { value: pair.value.value, line: pair.line } : undefined;
}

/** Not a line with content: blank or a comment. */
const EMPTY = -1;

class BlockReader {
  private readonly indents: Int32Array;

  constructor(
    private readonly lines: LineIndex,
    private readonly fastPath: boolean,
  ) {
    this.indents = new Int32Array(lines.count);
    for (let i = 0; i < lines.count; i++) {
      const text = lines.lineText(i + 1);
      const content = text.trimStart();
      const blank = content === "" || content === "\r" || content.startsWith("#");
      this.indents[i] = blank ? EMPTY : text.length - text.replace(/^ */, "").length;
    }
  }

  document(): YamlMap {
    const first = this.next(0);
    if (first === this.lines.count) return { kind: "map", line: 1, pairs: new Map() };
    if (this.indents[first] !== 0) throw new LockfileSyntaxError("the top level is indented", first + 1);
    return this.map(first, this.lines.count, 0);
  }

  /** The block map whose entries start at `indent` within lines [from, to) (0-based). */
  private map(from: number, to: number, indent: number): YamlMap {
    const pairs = new Map<string, YamlPair>();
    for (let i = from; i < to;) {
      if (this.indents[i] !== indent) throw new LockfileSyntaxError("unexpected indentation", i + 1);
      const end = this.entryEnd(i, to, indent);
      const [key, pair] = (this.fastPath && this.fastEntry(i, end, indent)) || this.yamlEntry(i, end);
      if (pairs.has(key)) throw new LockfileSyntaxError("duplicate key", pair.line);
      pairs.set(key, pair);
      i = this.next(end);
    }
    return { kind: "map", line: from + 1, pairs };
  }

  private fastEntry(i: number, end: number, indent: number): [string, YamlPair] | undefined {
    const split = splitKeyLine(
      this.lines
        .lineText(i + 1)
        .slice(indent)
        .replace(/\r$/, ""),
    );
    if (!split) return undefined;
    const line = i + 1;
    const child = this.next(i + 1);
    if (split.rest !== "") {
      if (child < end) return undefined; // a value that goes on over more lines
      const value = inlineValue(split.rest);
      return value && [split.key, { line, value: inlineNode(value, line) }];
    }
    if (child >= end) return [split.key, { line, value: { kind: "scalar", value: null, line } }];
    if (this.indents[child]! <= indent || this.isSequenceItem(child)) return undefined;
    return [split.key, { line, value: this.map(child, end, this.indents[child]!) }];
  }

  /** One entry (lines [i, end)) read by the yaml package, offsets mapped back to this text. */
  private yamlEntry(i: number, end: number): [string, YamlPair] {
    const start = this.lines.startOf(i + 1);
    const doc = parseDocument(this.lines.text.slice(start, this.lines.startOf(end + 1)), { uniqueKeys: false, prettyErrors: false });
    const error = doc.errors[0];
    if (error) throw new LockfileSyntaxError("not valid YAML", this.lines.lineAt(start + error.pos[0]));
    visit(doc, {
      Node: (_key, node) => {
        if (isAlias(node) || ("anchor" in node && node.anchor)) throw new LockfileSyntaxError("anchors and aliases are not used in lockfiles", i + 1);
      },
    });
    const root = doc.contents;
    if (!isMap(root) || root.items.length !== 1) throw new LockfileSyntaxError("expected one key", i + 1);
    const converter = new NodeConverter(this.lines, start);
    const [key, pair] = converter.pair(root.items[0]!);
    return [key, pair];
  }

  private entryEnd(i: number, to: number, indent: number): number {
    let j = this.next(i + 1);
    while (j < to && (this.indents[j]! > indent || (this.indents[j] === indent && this.isSequenceItem(j)))) j = this.next(j + 1);
    return j;
  }

  private next(i: number): number {
    while (i < this.lines.count && this.indents[i] === EMPTY) i++;
    return i;
  }

  /** `- item` at a key's own indentation still belongs to that key (a compact sequence). */
  private isSequenceItem(i: number): boolean {
    const content = this.lines.lineText(i + 1).slice(this.indents[i]);
    return content === "-" || content.startsWith("- ") || content === "-\r";
  }
}

function inlineNode(value: InlineValue, line: number): YamlNode {
  if (value.kind === "scalar") return { kind: "scalar", value: value.value, line };
  if (value.kind === "seq") return { kind: "other", line };
  const pairs = new Map<string, YamlPair>();
  for (const [key, item] of value.pairs) pairs.set(key, { line, value: { kind: "scalar", value: item, line } });
  return { kind: "map", line, pairs };
}

/** yaml package nodes to YamlNode, with lines in the whole text. */
class NodeConverter {
  constructor(
    private readonly lines: LineIndex,
    private readonly offset: number,
  ) {}

  pair(pair: { key: unknown; value: unknown }): [string, YamlPair] {
    const keyNode = pair.key;
    if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === "object") throw new LockfileSyntaxError("keys must be plain text");
    const key = String(keyNode.value);
    const line = this.lineOf(keyNode) ?? this.lines.lineAt(this.offset);
    if (key === "<<") throw new LockfileSyntaxError("merge keys are not used in lockfiles", line);
    return [key, { line, value: this.node(pair.value, line) }];
  }

  private node(node: unknown, fallbackLine: number): YamlNode {
    if (node === null || node === undefined) return { kind: "scalar", value: null, line: fallbackLine };
    const line = this.lineOf(node as Node) ?? fallbackLine;
    if (isScalar(node)) return { kind: "scalar", value: node.value, line };
    if (isSeq(node) || !isMap(node)) return { kind: "other", line };
    const pairs = new Map<string, YamlPair>();
    for (const item of node.items) {
      const [key, pair] = this.pair(item);
      if (pairs.has(key)) throw new LockfileSyntaxError("duplicate key", pair.line);
      pairs.set(key, pair);
    }
    return { kind: "map", line, pairs };
  }

  private lineOf(node: Node): number | undefined {
    return node.range ? this.lines.lineAt(this.offset + node.range[0]) : undefined;
  }
}
