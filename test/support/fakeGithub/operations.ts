// The committed OpenAPI subset, read at runtime rather than imported: a JSON
// import would make TypeScript infer (and re-check) a type for every schema.
import { readFileSync } from "node:fs";

export type JsonSchema = { [keyword: string]: unknown };

export interface FixtureParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
  /** GitHub's `x-multi-segment`: the value may contain `/` (file paths, refs). */
  multiSegment?: true;
}

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface FixtureOperation {
  method: HttpMethod;
  path: string;
  pathParameters: FixtureParameter[];
  queryParameters: FixtureParameter[];
  requestBody: { required: boolean; schema: JsonSchema } | null;
  successStatuses: number[];
}

export interface Fixture {
  source: { package: string; version: string; file: string; openapi: string };
  operations: Record<string, FixtureOperation>;
}

/** Every operation the fake serves; the handler table is keyed by this union, so a missing handler is a type error. */
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
] as const;

export type OperationId = (typeof OPERATION_IDS)[number];

export interface Operation extends FixtureOperation {
  id: OperationId;
}

export const FIXTURE_URL = new URL("./openapi-subset.json", import.meta.url);

export function loadFixture(url: URL = FIXTURE_URL): Fixture {
  return JSON.parse(readFileSync(url, "utf8")) as Fixture;
}

/** The fixture's operations, checked against the served list so the two can't silently diverge. */
export function loadOperations(fixture: Fixture = loadFixture()): Operation[] {
  const inFixture = Object.keys(fixture.operations).sort();
  const served = [...OPERATION_IDS].sort();
  if (inFixture.join("\n") !== served.join("\n")) {
    throw new Error(
      `openapi-subset.json serves [${inFixture.join(", ")}] but the fake handles [${served.join(", ")}]; ` +
        "update OPERATION_IDS in scripts/gen-github-openapi-fixture.mjs and regenerate",
    );
  }
  return OPERATION_IDS.map((id) => ({ id, ...(fixture.operations[id] as FixtureOperation) }));
}
