/**
 * How writes to one state key combine. A key with a reducer folds every write
 * in a super-step into the current value, in node order; a key without one
 * takes a single write, and two writers in one step are an error.
 */
import type { ReducerName } from "./schema.js";

export class ReducerTypeError extends Error {}

type Reducer = (current: unknown, update: unknown) => unknown;

function asList(value: unknown, reducer: string, what: string): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  if (!Array.isArray(value)) throw new ReducerTypeError(`${reducer} needs a list as the ${what}, got ${typeName(value)}`);
  return value;
}

function asNumber(value: unknown, reducer: string): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new ReducerTypeError(`${reducer} needs numbers, got ${typeName(value)}`);
  }
  return value;
}

function typeName(value: unknown): string {
  return Array.isArray(value) ? "a list" : value === null ? "null" : typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function extremum(name: "max" | "min", pick: (a: number, b: number) => number): Reducer {
  return (current, update) => {
    const a = asNumber(current, name);
    const b = asNumber(update, name);
    return a === undefined ? b : b === undefined ? a : pick(a, b);
  };
}

export const REDUCERS: Record<ReducerName, Reducer> = {
  /** Adds the update as one element. */
  append: (current, update) => [...asList(current, "append", "current value"), update],
  /** Adds each element of the update (a list). */
  extend: (current, update) => [...asList(current, "extend", "current value"), ...asList(update, "extend", "update")],
  /** Joins text; lists concatenate. */
  concat: (current, update) => {
    if (Array.isArray(current) || Array.isArray(update)) {
      return [...asList(current, "concat", "current value"), ...asList(update, "concat", "update")];
    }
    return `${current ?? ""}${update ?? ""}`;
  },
  sum: (current, update) => (asNumber(current, "sum") ?? 0) + (asNumber(update, "sum") ?? 0),
  max: extremum("max", Math.max),
  min: extremum("min", Math.min),
  /** Shallow object merge; the update's keys win. */
  merge: (current, update) => {
    const isObject = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
    if (current !== undefined && current !== null && !isObject(current))
      throw new ReducerTypeError(`merge needs an object as the current value, got ${typeName(current)}`);
    if (!isObject(update)) throw new ReducerTypeError(`merge needs an object as the update, got ${typeName(update)}`);
    return { ...(current as object | undefined), ...(update as object) };
  },
  overwrite: (_current, update) => update,
};
