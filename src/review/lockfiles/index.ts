/** The deterministic lockfile check (issue 12: lockfile injection). */
export { checkLockfile } from "./check.js";
export { lockfileKindOf } from "./read.js";
export { DEFAULT_REGISTRIES } from "./sources.js";
export type { LockfileKind, LockfileRule, LockfileViolation } from "./types.js";
