// Types for the fixture generator, so TypeScript tests can call it in memory.
import type { Fixture } from "../test/support/fakeGithub/operations.js";

export const SPEC_PACKAGE: string;
export const SPEC_FILE: string;
export const FIXTURE_PATH: string;
export const OPERATION_IDS: readonly string[];
export function specPath(): string;
export function loadSpec(path?: string): unknown;
export function buildFixture(spec: unknown, operationIds?: readonly string[]): Fixture;
export function renderFixture(fixture: Fixture): string;
