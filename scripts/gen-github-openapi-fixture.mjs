// Extracts the slice of GitHub's official OpenAPI description that the fake
// GitHub API validates against, into test/support/fakeGithub/openapi-subset.json.
//
// `node scripts/gen-github-openapi-fixture.mjs` rewrites the fixture;
// `--check` exits 1 when the committed file differs from a fresh build.
// The full description unpacks to ~400 MB, so only this small, committed subset
// is read by tests; test/github/fakeGithub.test.ts rebuilds it in memory and
// compares, so the fixture can't drift from the pinned @octokit/openapi.
//
// The $ref'd api.github.com.json (13 MB) is read rather than the 73 MB
// dereferenced one: it parses in a fraction of the time, and only a few refs
// (mostly shared parameters) need resolving for the operations listed here.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SPEC_PACKAGE = "@octokit/openapi";
export const SPEC_FILE = "generated/api.github.com.json";
export const FIXTURE_PATH = join(root, "test", "support", "fakeGithub", "openapi-subset.json");

// Every REST operation the action (and its later issues) may call. Adding one
// here and regenerating is all the fake's router needs; a handler must follow.
export const OPERATION_IDS = [
  "checks/create",
  "checks/get",
  "checks/list-annotations",
  "checks/list-for-ref",
  "checks/update",
  "git/get-ref",
  "issues/create-comment",
  "issues/get",
  "issues/get-comment",
  "issues/list-comments",
  "issues/update-comment",
  "pulls/create-review",
  "pulls/create-review-comment",
  "pulls/delete-review-comment",
  "pulls/get",
  "pulls/get-review",
  "pulls/list-comments-for-review",
  "pulls/list-files",
  "pulls/list-review-comments",
  "pulls/list-reviews",
  "pulls/update-review",
  "pulls/update-review-comment",
  "reactions/create-for-issue-comment",
  "repos/get",
  "repos/get-collaborator-permission-level",
  "repos/get-content",
];

// Annotation keywords carry no validation meaning; dropping them keeps the
// fixture small enough to read in a diff.
const ANNOTATION_KEYWORDS = new Set(["description", "example", "examples", "title", "externalDocs", "deprecated", "readOnly", "writeOnly"]);
const SCHEMA_MAP_KEYWORDS = new Set(["properties", "patternProperties", "definitions", "$defs"]);
const SCHEMA_LIST_KEYWORDS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
const SCHEMA_KEYWORDS = new Set(["items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else"]);
const HTTP_METHODS = ["get", "put", "post", "patch", "delete"];

export function specPath() {
  return join(root, "node_modules", ...SPEC_PACKAGE.split("/"), SPEC_FILE);
}

export function loadSpec(path = specPath()) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Builds the fixture object from a parsed OpenAPI document. Pure and deterministic. */
export function buildFixture(spec, operationIds = OPERATION_IDS) {
  const found = indexOperations(spec);
  const operations = {};
  for (const id of [...operationIds].sort()) {
    const entry = found.get(id);
    if (!entry) throw new Error(`operation ${id} is not in the OpenAPI description; check the name or the @octokit/openapi version`);
    operations[id] = extractOperation(spec, entry);
  }
  return sortKeys({
    source: { package: SPEC_PACKAGE, version: spec.info?.version ?? "unknown", file: SPEC_FILE, openapi: spec.openapi },
    operations,
  });
}

/** The committed text: two-space JSON with a trailing newline, so it diffs line by line. */
export function renderFixture(fixture) {
  return `${JSON.stringify(fixture, null, 2)}\n`;
}

function indexOperations(spec) {
  const index = new Map();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.operationId) index.set(op.operationId, { path, method, op, shared: item.parameters ?? [] });
    }
  }
  return index;
}

function extractOperation(spec, { path, method, op, shared }) {
  const parameters = [...shared, ...(op.parameters ?? [])].map((p) => deref(spec, p, []));
  const pick = (location) =>
    parameters
      .filter((p) => p.in === location)
      .map((p) => ({
        name: p.name,
        required: p.required === true,
        schema: pruneSchema(deref(spec, p.schema ?? {}, [])),
        ...(p["x-multi-segment"] ? { multiSegment: true } : {}),
      }));
  const successStatuses = Object.keys(op.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number)
    .sort((a, b) => a - b);
  if (successStatuses.length === 0) throw new Error(`${op.operationId} documents no 2xx response`);
  return {
    method: method.toUpperCase(),
    path,
    pathParameters: pick("path"),
    queryParameters: pick("query"),
    requestBody: extractBody(spec, op),
    successStatuses,
  };
}

function extractBody(spec, op) {
  if (!op.requestBody) return null;
  const body = deref(spec, op.requestBody, []);
  const json = body.content?.["application/json"];
  if (!json) throw new Error(`${op.operationId} has no application/json request body; the fake only speaks JSON`);
  return { required: body.required === true, schema: pruneSchema(deref(spec, json.schema ?? {}, [])) };
}

// Resolves local $refs depth-first. A cycle would make the fixture infinite,
// so it fails loudly instead of being cut somewhere arbitrary.
function deref(spec, node, stack) {
  if (Array.isArray(node)) return node.map((item) => deref(spec, item, stack));
  if (node === null || typeof node !== "object") return node;
  if (typeof node.$ref === "string") {
    if (stack.includes(node.$ref)) throw new Error(`recursive $ref ${node.$ref}; extend the generator to emit $defs`);
    return deref(spec, resolvePointer(spec, node.$ref), [...stack, node.$ref]);
  }
  const out = {};
  for (const [key, value] of Object.entries(node)) out[key] = deref(spec, value, stack);
  return out;
}

function resolvePointer(spec, ref) {
  if (!ref.startsWith("#/")) throw new Error(`non-local $ref ${ref}`);
  let node = spec;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = node?.[key];
    if (node === undefined) throw new Error(`dangling $ref ${ref}`);
  }
  return node;
}

// Walks the schema by keyword, so a property *named* "title" or "description"
// survives while the annotation keywords of the same name are dropped.
function pruneSchema(schema) {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATION_KEYWORDS.has(key) || key.startsWith("x-")) continue;
    if (SCHEMA_MAP_KEYWORDS.has(key)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, pruneSchema(sub)]));
    else if (SCHEMA_LIST_KEYWORDS.has(key)) out[key] = value.map(pruneSchema);
    else if (SCHEMA_KEYWORDS.has(key)) out[key] = pruneSchema(value);
    else out[key] = value;
  }
  return out;
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

function main(argv) {
  const text = renderFixture(buildFixture(loadSpec()));
  if (argv.includes("--check")) {
    const committed = readFileSync(FIXTURE_PATH, "utf8");
    if (committed !== text) {
      console.error(`${FIXTURE_PATH} is stale; run node scripts/gen-github-openapi-fixture.mjs`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(FIXTURE_PATH, text);
  console.log(`wrote ${FIXTURE_PATH} (${Buffer.byteLength(text)} bytes)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
