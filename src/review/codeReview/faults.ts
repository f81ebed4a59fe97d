/** The code-review lane's fault markers. A fault degrades the lane; it never passes. */
import type { ScriptDefinition } from "../../engine/index.js";
import { faultNote, isPipelineFault } from "../findings.js";

/** review_chunk died: its slot records the fault, and its files are listed as not reviewed. */
export const chunkFault: ScriptDefinition = {
  writes: ["chunk_review"],
  run: ({ state }) => ({
    chunk_review: {
      failed: true,
      note: isPipelineFault(state.chunk_review) ? state.chunk_review : faultNote("code-reviewer", "review_chunk", "crash", "no review"),
    },
  }),
};
