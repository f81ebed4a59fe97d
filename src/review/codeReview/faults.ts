/** The code-review lane's fault markers. A fault degrades the lane; it never passes. */
import { z } from "zod";
import { faultNote, isPipelineFault } from "../findings.js";
import type { ReviewScript } from "../services.js";

/** review_chunk died: its slot records the fault, and its files are listed as not reviewed. */
export const chunkFault: ReviewScript = {
  reads: { chunk_review: z.unknown() },
  // Seeded null: nothing has failed yet.
  writes: { chunk_review: z.record(z.string(), z.unknown()).nullable() },
  run: ({ state }) => ({
    chunk_review: {
      failed: true,
      note: isPipelineFault(state.chunk_review) ? state.chunk_review : faultNote("code-reviewer", "review_chunk", "crash", "no review"),
    },
  }),
};
