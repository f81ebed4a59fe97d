/** Structured run events: to a sink in memory, and optionally a JSON-lines file. */
import { appendFileSync, writeFileSync } from "node:fs";
import type { FailureRecord } from "./errors.js";

interface EventBase {
  ts: number;
  runId: string;
  graph: string;
  depth: number;
}

export type TraceEvent = EventBase &
  (
    | { type: "run_start" }
    | { type: "run_finish"; status: "ok" | "failed" | "aborted"; durationMs: number; message?: string }
    | { type: "node_start"; node: string; item?: number }
    | { type: "node_finish"; node: string; item?: number; status: "ok" | "failed"; durationMs: number }
    | { type: "attempt"; node: string; item?: number; attempt: number; status: "ok" | "failed"; kind?: string; message?: string }
    | { type: "route"; node: string; item?: number; to: string[]; via: "next" | "script" | "fallback" | "end" }
    | { type: "fallback"; node: string; item?: number; failure: FailureRecord }
    | { type: "map_item"; node: string; item: number; status: "ok" | "failed"; durationMs: number }
    | { type: "usage"; node: string; promptTokens: number; completionTokens: number; calls: number; cachedPromptTokens?: number; costUsd?: number }
    | { type: "state"; node: string; state: Record<string, unknown> }
    | { type: "log"; node?: string; level: "info" | "warn"; message: string }
  );

/** Distributes an event type over the union so callers can omit the common fields. */
type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
export type TraceEventInput = DistributiveOmit<TraceEvent, "ts" | "runId" | "graph" | "depth">;

export interface TraceSink {
  emit(event: TraceEvent): void;
}

export class MemoryTrace implements TraceSink {
  readonly events: TraceEvent[] = [];
  emit(event: TraceEvent): void {
    this.events.push(event);
  }
}

/** Writes one JSON object per line. The file is truncated when the sink is created. */
export class JsonlTrace implements TraceSink {
  constructor(private readonly path: string) {
    writeFileSync(path, "");
  }
  emit(event: TraceEvent): void {
    appendFileSync(this.path, JSON.stringify(event) + "\n");
  }
}

export class TeeTrace implements TraceSink {
  constructor(private readonly sinks: TraceSink[]) {}
  emit(event: TraceEvent): void {
    for (const sink of this.sinks) sink.emit(event);
  }
}

export const nullTrace: TraceSink = { emit: () => {} };
