/** Typed reads of the gauntlet's state, with the seed's defaults. */
type State = Readonly<Record<string, unknown>>;

export const str = (state: State, key: string, fallback = ""): string => (typeof state[key] === "string" ? (state[key] as string) : fallback);
export const bool = (state: State, key: string): boolean => state[key] === true;
export const list = (state: State, key: string): unknown[] => (Array.isArray(state[key]) ? (state[key] as unknown[]) : []);
export const record = (state: State, key: string): Record<string, unknown> =>
  state[key] && typeof state[key] === "object" && !Array.isArray(state[key]) ? (state[key] as Record<string, unknown>) : {};
