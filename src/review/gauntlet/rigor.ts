/** The request's rigor and security posture: their names, and how any value reads as one of them. */
export const RIGORS = ["poc", "prototype", "production"] as const;
export const POSTURES = ["prototype", "standard", "hardened"] as const;

const canonical = (value: unknown): string => (typeof value === "string" ? value.trim().toLowerCase() : "");

/**
 * An unknown rigor or posture reads as the default, never as something looser.
 * Case and spacing don't matter: a model's "Hardened" is hardened, not standard.
 */
export function normalizeRigor(value: unknown): string {
  const word = canonical(value);
  return RIGORS.includes(word as (typeof RIGORS)[number]) ? word : "production";
}
export function normalizePosture(value: unknown): string {
  const word = canonical(value);
  return POSTURES.includes(word as (typeof POSTURES)[number]) ? word : "standard";
}
