/**
 * The one text form of a node's fault, as state_updates see it in `{{output}}`
 * on a fallback path and as reports show it:
 * `PIPELINE-FAULT: <graph>/<node>: <kind>: <message>`. Everything that writes
 * one builds it here, and everything that needs its parts reads them here.
 */
export const PIPELINE_FAULT = "PIPELINE-FAULT:";

export interface FaultSite {
  graph: string;
  node: string;
  /** A FailureKind for engine faults; the lanes' own markers use the same words. */
  kind: string;
  message: string;
}

export function pipelineFaultText(site: FaultSite): string {
  return `${PIPELINE_FAULT} ${site.graph}/${site.node}: ${site.kind}: ${site.message}`;
}

export function isPipelineFaultText(value: unknown): value is string {
  return typeof value === "string" && value.startsWith(PIPELINE_FAULT);
}

const SHAPE = /^PIPELINE-FAULT: ([^\s/:]+)\/([^\s:]+): ([a-z_]+): ([\s\S]*)$/;

/** The parts of a fault text built by pipelineFaultText, or undefined for any other text. */
export function parsePipelineFault(value: unknown): FaultSite | undefined {
  if (!isPipelineFaultText(value)) return undefined;
  const match = SHAPE.exec(value);
  return match ? { graph: match[1]!, node: match[2]!, kind: match[3]!, message: match[4]! } : undefined;
}
