/**
 * How code review splits across matrix jobs. Chunks are planned as one job
 * plans them (max_chunks, 20), then the files one job leaves out in further
 * chunks with no cap; the shard count is
 * clamp(ceil(chunks / CHUNKS_PER_SHARD), 1, MAX_SHARDS). The matrix reviews up
 * to shards × max_chunks chunks; beyond that, files are over budget as in one
 * job. One job's chunks are the matrix's first, so the two spend the same calls on them.
 */

/** Two rounds of review_each's concurrency (2): a shard's chunks finish in about two model latencies. */
export const CHUNKS_PER_SHARD = 4;
/** A matrix of at most 16 code-review jobs (plus one job per other lane). */
export const MAX_SHARDS = 16;

export function shardCount(chunks: number): number {
  return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(chunks / CHUNKS_PER_SHARD)));
}

/**
 * Whether chunk `index` (1-based, global) belongs to shard `shard` of `shards`:
 * round-robin, so the heavy first chunks (source, by churn) spread out.
 */
export function inShard(index: number, shard: number, shards: number): boolean {
  return (index - 1) % shards === shard - 1;
}

/** `code-review 2/3`: how a job is named in messages and file names. */
export function jobLabel(job: { lane: string; shard: number; shards: number }): string {
  return `${job.lane} ${job.shard}/${job.shards}`;
}

/** The partial's file name in the artifact folder: `<lane>-<I>-of-<N>.json`. */
export function partialFileName(job: { lane: string; shard: number; shards: number }): string {
  return `${job.lane}-${job.shard}-of-${job.shards}.json`;
}
