/**
 * The process's JSON Schema compilers, created on first use. Checking a schema
 * against ajv's meta-schema first compiles the meta-schema itself, which costs
 * about 100 ms of CPU in every process. A schema from a graph a user wrote is
 * still checked that way; a schema already checked elsewhere (a shipped graph
 * at build time, a tool's parameters by its unit test) skips it. Both
 * compilers share every other option, so a value fails or passes, with the
 * same errors, whichever compiled its schema.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";

const OPTIONS = { allErrors: true, strict: false } as const;

let checking: Ajv | undefined;
let prechecked: Ajv | undefined;
/** By schema text: callers build equal schemas afresh (a tool per run), and ajv keeps every schema object it compiled. */
const precompiled = new Map<string, ValidateFunction>();

/** Compiles a schema after checking it against the meta-schema; throws when it is not a valid JSON Schema. */
export function compileCheckedSchema(schema: object): ValidateFunction {
  checking ??= new Ajv(OPTIONS);
  return checking.compile(schema);
}

/** Compiles a schema that was already checked against the meta-schema (see above). */
export function compilePrecheckedSchema(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = precompiled.get(key);
  if (validate === undefined) {
    prechecked ??= new Ajv({ ...OPTIONS, validateSchema: false });
    validate = prechecked.compile(schema);
    precompiled.set(key, validate);
  }
  return validate;
}

/** ajv's one-line summary of a validator's errors, e.g. `reply/verdict must be equal to one of the allowed values`. */
export function schemaErrorsText(errors: ErrorObject[] | null | undefined, dataVar: string): string {
  prechecked ??= new Ajv({ ...OPTIONS, validateSchema: false });
  return prechecked.errorsText(errors, { dataVar });
}
