/**
 * OpenAI's strict structured output accepts a subset of JSON Schema: every
 * object closed (`additionalProperties: false`) and every property required.
 * `toStrictSchema` rewrites a schema as written in the YAML into that form,
 * making optional properties nullable; `dropAbsentOptionals` undoes the
 * nulls on the reply so it can be validated against the schema as written.
 */

type Schema = Record<string, unknown>;

export interface StrictSchema {
  schema: Schema;
  /**
   * False when the schema can't be expressed strictly without changing its
   * meaning (a free-form or map object, a root that isn't an object); the
   * request then goes out with `strict: false` and the schema as written.
   */
  strict: boolean;
  /** Why strict mode was not possible. */
  reason?: string;
}

export function toStrictSchema(schema: Schema): StrictSchema {
  const problems: string[] = [];
  if (!isObjectSchema(schema)) problems.push("the root is not an object schema");
  const converted = strictNode(schema, "(root)", problems);
  if (problems.length > 0) return { schema, strict: false, reason: problems.join("; ") };
  return { schema: converted as Schema, strict: true };
}

function strictNode(node: unknown, path: string, problems: string[]): unknown {
  if (!isRecord(node)) return node;
  const out: Schema = { ...node };
  if (isObjectSchema(node)) {
    const properties = isRecord(node.properties) ? node.properties : undefined;
    if (properties === undefined && node.additionalProperties !== false) {
      problems.push(`${path} is an object without fixed properties`);
    }
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    const strictProperties: Schema = {};
    for (const [key, child] of Object.entries(properties ?? {})) {
      const strictChild = strictNode(child, `${path}.${key}`, problems);
      strictProperties[key] = required.has(key) ? strictChild : nullable(strictChild);
    }
    out.properties = strictProperties;
    out.required = Object.keys(strictProperties);
    out.additionalProperties = false;
  }
  if (Array.isArray(node.items)) out.items = node.items.map((item, i) => strictNode(item, `${path}[${i}]`, problems));
  else if (node.items !== undefined) out.items = strictNode(node.items, `${path}[]`, problems);
  if (Array.isArray(node.prefixItems)) {
    out.prefixItems = node.prefixItems.map((item, i) => strictNode(item, `${path}[${i}]`, problems));
  }
  for (const keyword of ["anyOf", "allOf"] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches)) out[keyword] = branches.map((branch) => strictNode(branch, path, problems));
  }
  // Strict mode supports anyOf but not oneOf. The reply is still validated against the original oneOf.
  if (Array.isArray(node.oneOf)) {
    delete out.oneOf;
    const branches = node.oneOf.map((branch) => strictNode(branch, path, problems));
    out.anyOf = Array.isArray(out.anyOf) ? [...out.anyOf, ...branches] : branches;
  }
  for (const keyword of ["$defs", "definitions"] as const) {
    const definitions = node[keyword];
    if (isRecord(definitions)) {
      out[keyword] = Object.fromEntries(
        Object.entries(definitions).map(([name, definition]) => [name, strictNode(definition, `${keyword}.${name}`, problems)]),
      );
    }
  }
  return out;
}

const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean"]);

/** A schema that also admits null: a type list for scalars, anyOf for the rest. */
function nullable(schema: unknown): unknown {
  if (!isRecord(schema) || allowsNull(schema)) return schema;
  const type = schema.type;
  const isScalar = typeof type === "string" ? SCALAR_TYPES.has(type) : Array.isArray(type) && type.every((t) => SCALAR_TYPES.has(t));
  if (isScalar && !("const" in schema) && !("$ref" in schema)) {
    const widened: Schema = { ...schema, type: [...(Array.isArray(type) ? type : [type]), "null"] };
    // An enum constrains values regardless of type, so it must list null too.
    if (Array.isArray(schema.enum)) widened.enum = [...schema.enum, null];
    return widened;
  }
  return { anyOf: [schema, { type: "null" }] };
}

/**
 * Removes the nulls the strict form put in for optional properties the model
 * left out, walking the reply alongside the ORIGINAL schema. A null is kept
 * where the original schema itself allows null.
 */
export function dropAbsentOptionals(value: unknown, schema: Schema): unknown {
  return walk(value, schema, schema);
}

function walk(value: unknown, schemaNode: unknown, root: Schema): unknown {
  const schema = deref(schemaNode, root);
  if (!isRecord(schema)) return value;
  let result = value;
  if (Array.isArray(result)) {
    const items = result as unknown[];
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
    const rest = Array.isArray(schema.items) ? undefined : schema.items;
    result = items.map((item, i) => (i < prefix.length ? walk(item, prefix[i], root) : rest === undefined ? item : walk(item, rest, root)));
  } else if (isRecord(result) && isRecord(schema.properties)) {
    const properties = schema.properties;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const kept: Schema = {};
    for (const [key, item] of Object.entries(result)) {
      const propertySchema = properties[key];
      if (propertySchema === undefined) {
        kept[key] = item;
        continue;
      }
      if (item === null && !required.has(key) && !allowsNull(deref(propertySchema, root))) continue;
      kept[key] = walk(item, propertySchema, root);
    }
    result = kept;
  }
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const branch = branches.find((candidate) => branchFits(result, deref(candidate, root)));
    if (branch !== undefined) result = walk(result, branch, root);
  }
  if (Array.isArray(schema.allOf)) {
    for (const branch of schema.allOf) result = walk(result, branch, root);
  }
  return result;
}

/** Which union branch a reply value was written for: the object branch that names all its keys, or an array branch. */
function branchFits(value: unknown, branch: unknown): boolean {
  if (!isRecord(branch)) return false;
  if (Array.isArray(value)) return typeIncludes(branch, "array") || branch.items !== undefined || branch.prefixItems !== undefined;
  if (isRecord(value)) {
    const properties = branch.properties;
    return isRecord(properties) && Object.keys(value).every((key) => key in properties);
  }
  return false;
}

function allowsNull(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isRecord(schema)) return false;
  if (typeIncludes(schema, "null")) return true;
  if ("const" in schema && schema.const === null) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.type === undefined) return true;
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.some(allowsNull)) return true;
  }
  return false;
}

/** Follows local `$ref`s (`#`, `#/$defs/…`, `#/definitions/…`); anything else is left as is. */
function deref(schema: unknown, root: Schema, depth = 0): unknown {
  if (!isRecord(schema) || typeof schema.$ref !== "string" || !schema.$ref.startsWith("#") || depth > 32) return schema;
  let target: unknown = root;
  const pointer = schema.$ref.slice(1);
  for (const raw of pointer.split("/").slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    target = isRecord(target) ? target[key] : undefined;
  }
  return target === undefined ? schema : deref(target, root, depth + 1);
}

function isObjectSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  if (schema.type === undefined) return isRecord(schema.properties);
  return typeIncludes(schema, "object");
}

function typeIncludes(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function isRecord(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
