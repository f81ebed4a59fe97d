import { collect } from "./collect.js";
import { chunkFault } from "./faults.js";
import { readDiff } from "./readDiff.js";
import { render } from "./render.js";
import type { ReviewScripts } from "../services.js";

export const CODE_REVIEW_GRAPH = "code-reviewer";

export function registerCodeReviewScripts(registry: ReviewScripts): ReviewScripts {
  return registry
    .register(CODE_REVIEW_GRAPH, "read_diff", readDiff)
    .register(CODE_REVIEW_GRAPH, "chunk_fault", chunkFault)
    .register(CODE_REVIEW_GRAPH, "collect", collect)
    .register(CODE_REVIEW_GRAPH, "render", render);
}
