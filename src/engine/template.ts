/**
 * `{{key}}`, `{{a.b}}`, `{{a[0].b}}`, `{{x | data}}`.
 *
 * - strict fields fail on a missing key; lenient ones render it as "".
 * - a template that is exactly one plain reference keeps the value's type.
 * - rendering is single-pass: a value containing `{{…}}` is never expanded again.
 * - `| data` of an empty (or blank) value, an empty list or an empty object
 *   included, renders "(none)", not an empty block.
 */
import { dataBlock } from "./dataBlock.js";
import { TemplateError } from "./errors.js";

type PathStep = string | number;

interface Reference {
  raw: string;
  path: PathStep[];
  filter?: "data";
}

type Segment = { text: string } | { ref: Reference };

const REF = /\{\{\s*([^{}|]+?)\s*(?:\|\s*([a-z_]+)\s*)?\}\}/g;
const STEP = /^([A-Za-z_][A-Za-z0-9_-]*)((?:\[\d+\])*)$/;

const cache = new Map<string, Segment[]>();

export class TemplateSyntaxError extends Error {}

function parsePath(raw: string): PathStep[] {
  const path: PathStep[] = [];
  for (const part of raw.split(".")) {
    const match = STEP.exec(part);
    if (!match) throw new TemplateSyntaxError(`bad reference {{${raw}}}: use key, a.b or a[0]`);
    path.push(match[1]!);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

export function parseTemplate(text: string): Segment[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(REF)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    const filter = match[2];
    if (filter !== undefined && filter !== "data") {
      throw new TemplateSyntaxError(`unknown filter "| ${filter}" in {{${match[1]}}}: the only filter is "| data"`);
    }
    segments.push({ ref: { raw: match[1]!, path: parsePath(match[1]!), ...(filter ? { filter: "data" as const } : {}) } });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  if (cache.size > 5000) cache.clear();
  cache.set(text, segments);
  return segments;
}

/** Root keys a template reads, e.g. `a` for `{{a.b[0]}}`. Throws TemplateSyntaxError. */
export function templateRoots(text: string): string[] {
  return parseTemplate(text).flatMap((s) => ("ref" in s ? [String(s.ref.path[0])] : []));
}

/** Where template roots are looked up: node bindings first, then `run`, then state. */
export interface Scope {
  bindings?: Readonly<Record<string, unknown>>;
  run?: Readonly<Record<string, unknown>>;
  state: Readonly<Record<string, unknown>>;
}

export interface RenderOptions {
  strict: boolean;
  /** Names the place in errors, e.g. "parse.prompt". */
  field: string;
  dataNonce?: string;
}

const MISSING = Symbol("missing");

function lookup(scope: Scope, path: PathStep[]): unknown {
  const root = path[0] as string;
  let value: unknown;
  if (scope.bindings && Object.hasOwn(scope.bindings, root)) value = scope.bindings[root];
  else if (root === "run" && scope.run) value = scope.run;
  else if (Object.hasOwn(scope.state, root)) value = scope.state[root];
  else return MISSING;
  for (const step of path.slice(1)) {
    if (value === null || typeof value !== "object") return MISSING;
    if (!Object.hasOwn(value, step)) return MISSING;
    value = (value as Record<PathStep, unknown>)[step];
  }
  return value === undefined ? MISSING : value;
}

export function stringifyValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value);
}

function resolveRef(ref: Reference, scope: Scope, options: RenderOptions): unknown {
  const value = lookup(scope, ref.path);
  if (value !== MISSING) return value;
  if (options.strict) throw new TemplateError(options.field, ref.raw);
  return "";
}

/** `[]` or `{}`: nothing to show, so a data block of it would be two markers around nothing. */
function isEmptyCollection(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
}

/** Renders a template string. Returns the typed value for a single plain reference. */
export function renderTemplate(text: string, scope: Scope, options: RenderOptions): unknown {
  const segments = parseTemplate(text);
  const refs = segments.filter((s): s is { ref: Reference } => "ref" in s);
  if (refs.length === 1 && !refs[0]!.ref.filter && segments.every((s) => "ref" in s || s.text.trim() === "")) {
    return resolveRef(refs[0]!.ref, scope, options);
  }
  let out = "";
  for (const segment of segments) {
    if ("text" in segment) {
      out += segment.text;
      continue;
    }
    const value = resolveRef(segment.ref, scope, options);
    const text = stringifyValue(value);
    if (segment.ref.filter === "data") {
      if (!options.dataNonce) throw new TemplateError(options.field, segment.ref.raw, `${options.field}: "| data" needs a run nonce`);
      out += dataBlock(isEmptyCollection(value) ? "" : text, options.dataNonce, segment.ref.path.join("."));
    } else {
      out += text;
    }
  }
  return out;
}

/** Renders a string template to text (strict prompt fields, end output). */
export function renderText(text: string, scope: Scope, options: RenderOptions): string {
  return stringifyValue(renderTemplate(text, scope, options));
}

/** Renders a value whose strings are templates: objects and lists recurse, other scalars pass through. */
export function renderValue(value: unknown, scope: Scope, options: RenderOptions): unknown {
  if (typeof value === "string") return renderTemplate(value, scope, options);
  if (Array.isArray(value)) return value.map((v, i) => renderValue(v, scope, { ...options, field: `${options.field}[${i}]` }));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderValue(v, scope, { ...options, field: `${options.field}.${k}` })]));
  }
  return value;
}

/** Every template root read by a value whose strings are templates. */
export function valueRoots(value: unknown): string[] {
  if (typeof value === "string") return templateRoots(value);
  if (Array.isArray(value)) return value.flatMap(valueRoots);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(valueRoots);
  return [];
}
