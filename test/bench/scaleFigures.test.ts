/** The scale bench's arithmetic: latency rounds per phase, and calls compared chunk by chunk. */
import { expect, it } from "vitest";
import { floorRounds, sharedChunkCalls } from "../../bench/support/scaleFigures.js";
import type { ModelCall } from "../../bench/support/slowModel.js";

const REVIEW = "code-reviewer/review_chunk";
const VERIFY = "finding-verifier/verify_one";
const SELECT = "review-gauntlet/select_lanes";
const calls = (run: string, node: string, chunks: string[]): ModelCall[] => chunks.map((chunk) => ({ run, node, chunk, receivedAt: 0 }));

it("counts a job's rounds as judgment, then chunks, then findings, each at its concurrency; the slowest job of a phase counts", () => {
  const single = [...calls("one", SELECT, [""]), ...calls("one", REVIEW, ["a", "b", "c", "d", "e"]), ...calls("one", VERIFY, ["a", "b", "c", "d", "e"])];
  expect(floorRounds(single, { chunks: 2, findings: 4 })).toBe(1 + 3 + 2);
  const lanes = [...calls("s1", REVIEW, ["a", "b", "c"]), ...calls("s1", VERIFY, ["a"]), ...calls("s2", REVIEW, ["d"])];
  expect(floorRounds(lanes, { chunks: 2, findings: 4 })).toBe(2 + 1);
  expect(floorRounds([], { chunks: 2, findings: 4 })).toBe(0);
});

it("compares the calls spent on the chunks one job reviewed, and names the chunks that cost more or were planned differently", () => {
  const single = [...calls("one", REVIEW, ["a\nb", "c"]), ...calls("one", VERIFY, ["a\nb"])];
  expect(sharedChunkCalls(single, [...calls("s1", REVIEW, ["a\nb", "c", "z"]), ...calls("s1", VERIFY, ["a\nb"])])).toEqual({
    chunks: 2,
    unmatched: 0,
    single: 3,
    matrix: 3,
    costlier: [],
  });
  expect(sharedChunkCalls(single, [...calls("s1", REVIEW, ["a\nb", "a\nb"]), ...calls("s1", VERIFY, ["a\nb"])])).toEqual({
    chunks: 2,
    unmatched: 1,
    single: 3,
    matrix: 3,
    costlier: ["a"],
  });
});
