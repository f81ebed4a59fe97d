/**
 * Reading a tool's arguments. The tool loop validates them against the JSON
 * Schema too, but a tool must not trust that: a bad argument is a refusal the
 * model can correct, never a crash.
 */
import { ToolRefusal } from "./types.js";

export function requiredString(tool: string, args: Record<string, unknown>, name: string): string {
  const value = args[name];
  if (typeof value !== "string" || value.length === 0) {
    throw new ToolRefusal(`${tool}: \`${name}\` is required and must be a non-empty string`);
  }
  return value;
}

export function optionalString(tool: string, args: Record<string, unknown>, name: string): string | undefined {
  const value = args[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new ToolRefusal(`${tool}: \`${name}\` must be a string`);
  return value;
}

export function optionalPositiveInteger(tool: string, args: Record<string, unknown>, name: string): number | undefined {
  const value = args[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new ToolRefusal(`${tool}: \`${name}\` must be a positive integer`);
  }
  return value;
}

export function optionalBoolean(tool: string, args: Record<string, unknown>, name: string): boolean | undefined {
  const value = args[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw new ToolRefusal(`${tool}: \`${name}\` must be true or false`);
  return value;
}
