/** Code review's shards: how many, and which chunks each reviews. */
import { describe, expect, test } from "vitest";
import { CHUNKS_PER_SHARD, MAX_SHARDS, inShard, shardCount } from "../../src/review/matrix/index.js";

describe("the shard count: clamp(ceil(chunks / CHUNKS_PER_SHARD), 1, MAX_SHARDS)", () => {
  test.each([
    [0, 1],
    [1, 1],
    [CHUNKS_PER_SHARD, 1],
    [CHUNKS_PER_SHARD + 1, 2],
    [9, 3],
    [CHUNKS_PER_SHARD * MAX_SHARDS, MAX_SHARDS],
    [CHUNKS_PER_SHARD * MAX_SHARDS + 1, MAX_SHARDS],
    [10_000, MAX_SHARDS],
  ])("%i chunk(s) → %i shard(s)", (chunks, shards) => {
    expect(shardCount(chunks)).toBe(shards);
  });

  test("4 chunks per shard (two rounds of review_each's concurrency of 2), at most 16 shards", () => {
    expect([CHUNKS_PER_SHARD, MAX_SHARDS]).toEqual([4, 16]);
  });
});

describe("the partition: round-robin by global chunk index", () => {
  test("every chunk is in exactly one shard", () => {
    for (const shards of [1, 2, 3, 7, 16]) {
      for (let index = 1; index <= 50; index++) {
        const owners = Array.from({ length: shards }, (_, i) => i + 1).filter((shard) => inShard(index, shard, shards));
        expect(owners, `chunk ${index} of ${shards} shards`).toHaveLength(1);
      }
    }
  });

  test("the heavy first chunks spread out: shard 1 of 3 gets 1, 4, 7; shard 3 gets 3, 6, 9", () => {
    const of = (shard: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((index) => inShard(index, shard, 3));
    expect([of(1), of(2), of(3)]).toEqual([
      [1, 4, 7],
      [2, 5, 8],
      [3, 6, 9],
    ]);
  });
});
