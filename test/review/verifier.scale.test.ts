/**
 * verify_each at scale: 200 findings, one branch each, results in input order,
 * at most 4 verify_one requests in flight at the model, and each prompt
 * carrying only its own finding.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FindingItem } from "../../src/review/findings.js";
import {
  EMPTY_TOKEN_LINE,
  REAL,
  VERIFIER_FILES,
  VERIFY_ONE,
  findingIdOf,
  inFlightProbe,
  promptText,
  removeTempDirs,
  routeByNode,
  startReviewHarness,
  systemText,
  tempWorkspace,
  verdictReply,
  type ReviewHarness,
} from "../support/reviewHarness.js";

let h: ReviewHarness;

beforeAll(async () => {
  h = await startReviewHarness();
});
afterAll(async () => {
  await h.close();
  removeTempDirs();
});

it("200 findings: every one verified, order kept, concurrency 4 observed, each prompt alone with its finding", async () => {
  const workspace = tempWorkspace(VERIFIER_FILES);
  const findings: FindingItem[] = Array.from({ length: 200 }, (_, i) => ({
    ...REAL,
    id: `V${i + 1}`,
    claim: `claim-marker-${i + 1}-end: checkToken returns true for an empty token.`,
  }));
  // Alternate verdicts so order mistakes would show in the verdicts too.
  const probe = inFlightProbe((request) => {
    const id = findingIdOf(request)!;
    const n = Number(id.slice(1));
    return n % 3 === 0 ? verdictReply(id, "UNVERIFIABLE", "", `runtime ${n}`) : verdictReply(id, "VERIFIED", EMPTY_TOKEN_LINE, `checked ${n}`);
  }, 15);
  h.server.setHandler(routeByNode({ [VERIFY_ONE]: probe }));

  const started = Date.now();
  const run = await h.runVerifier(workspace, { inputs: { findings } });
  const elapsed = Date.now() - started;

  expect(run.verdicts.map((v) => v.id)).toEqual(findings.map((f) => f.id));
  run.verdicts.forEach((verdict, i) => {
    const n = i + 1;
    expect(verdict).toEqual(
      n % 3 === 0
        ? { id: `V${n}`, verdict: "UNVERIFIABLE", evidence: "", note: `runtime ${n}` }
        : { id: `V${n}`, verdict: "VERIFIED", evidence: EMPTY_TOKEN_LINE, note: `checked ${n}` },
    );
  });

  expect(probe.max()).toBe(4);
  // 200 held replies at 4 at a time is at least 50 holds: concurrency was used, not just allowed.
  expect(elapsed).toBeGreaterThanOrEqual(50 * 15);

  const requests = h.requestsFor(VERIFY_ONE);
  expect(requests).toHaveLength(200);
  for (const request of requests) {
    const id = findingIdOf(request)!;
    const everything = `${systemText(request)}\n${promptText(request)}`;
    const markers = [...everything.matchAll(/claim-marker-(\d+)-end/g)].map((m) => `V${m[1]}`);
    expect(markers, `prompt of ${id}`).toEqual([id]);
  }
});
