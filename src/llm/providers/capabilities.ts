/**
 * What one endpoint and model accept, negotiated by the run's first calls and
 * remembered for the rest of the run (per process: a matrix workflow's lane
 * jobs each negotiate once for themselves).
 *
 * Structured output steps down json_schema → json_object (the schema in the
 * instructions) → instructions alone; tools step down on → off. A setting
 * other than `auto` pins the capability: nothing is negotiated, and a
 * rejection is a fault that names the setting.
 *
 * While a capability is unconfirmed, requests that use it go one at a time
 * for a short hold (NEGOTIATION_HOLD_MS), so concurrent nodes do not each
 * spend a failed call finding the same thing out: a rejection comes back in
 * well under the hold, so the endpoint sees one failed call per capability
 * step. The hold is bounded because a successful first call takes as long as
 * the model takes: an endpoint that accepts everything (most do) must not
 * see its first wave of lanes run one after another.
 */

export const STRUCTURED_MODES = ["json_schema", "json_object", "instructions"] as const;
export type StructuredMode = (typeof STRUCTURED_MODES)[number];
export const STRUCTURED_SETTINGS = ["auto", ...STRUCTURED_MODES] as const;
export type StructuredSetting = (typeof STRUCTURED_SETTINGS)[number];
export const TOOLS_SETTINGS = ["auto", "on", "off"] as const;
export type ToolsSetting = (typeof TOOLS_SETTINGS)[number];

export interface CapabilitySettings {
  structuredOutput?: StructuredSetting;
  tools?: ToolsSetting;
  /** Where negotiation starts when structured output is `auto` (an endpoint documented to ignore response_format). */
  initialStructured?: StructuredMode;
}

/** What one request relies on that negotiation has not confirmed yet. */
export interface Uses {
  structured: boolean;
  tools: boolean;
}

/** How long requests queue behind an unconfirmed capability's first request before they go anyway. */
export const NEGOTIATION_HOLD_MS = 5_000;

const NEXT_MODE: Record<StructuredMode, StructuredMode | undefined> = { json_schema: "json_object", json_object: "instructions", instructions: undefined };

export class EndpointCapabilities {
  structured: StructuredMode;
  tools: boolean;
  readonly structuredPinned: boolean;
  readonly toolsPinned: boolean;
  private structuredConfirmed = false;
  private toolsConfirmed = false;
  private queue: Promise<void> = Promise.resolve();
  /** Resolves when the current negotiation step's hold is over; a step down starts a new one. */
  private holdOver: Promise<void> | undefined;

  constructor(
    settings: CapabilitySettings = {},
    private readonly holdMs = NEGOTIATION_HOLD_MS,
  ) {
    const structured = settings.structuredOutput ?? "auto";
    this.structuredPinned = structured !== "auto";
    this.structured = structured === "auto" ? (settings.initialStructured ?? "json_schema") : structured;
    const tools = settings.tools ?? "auto";
    this.toolsPinned = tools !== "auto";
    this.tools = tools !== "off";
  }

  /** The unconfirmed, negotiable capabilities a request with (or without) a schema and tools would rely on. */
  uses(hasSchema: boolean, hasTools: boolean): Uses {
    return {
      structured: hasSchema && !this.structuredPinned && !this.structuredConfirmed && this.structured !== "instructions",
      tools: hasTools && this.tools && !this.toolsPinned && !this.toolsConfirmed,
    };
  }

  /**
   * Waits for its turn while a capability the request uses is still being
   * found out; returns the release to call once the request has settled.
   */
  async admit(hasSchema: boolean, hasTools: boolean, signal: AbortSignal): Promise<() => void> {
    const first = this.uses(hasSchema, hasTools);
    if (!first.structured && !first.tools) return () => {};
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = this.queue;
    this.queue = before.then(() => mine);
    this.holdOver ??= new Promise<void>((resolve) => setTimeout(resolve, this.holdMs).unref());
    try {
      await abortable(Promise.race([before, this.holdOver]), signal);
    } catch (error) {
      // Never hold up the requests queued behind this one.
      void before.then(release);
      throw error;
    }
    const now = this.uses(hasSchema, hasTools);
    if (!now.structured && !now.tools) {
      release();
      return () => {};
    }
    return release;
  }

  /** The request went through: what it used is confirmed. */
  confirm(sent: Uses): void {
    if (sent.structured) this.structuredConfirmed = true;
    if (sent.tools) this.toolsConfirmed = true;
  }

  /**
   * Steps the capability down after a rejection. Returns what it now is, in
   * words, or undefined when it is pinned or has no step left.
   */
  stepDown(capability: "structured" | "tools"): string | undefined {
    if (capability === "tools") {
      if (this.toolsPinned || !this.tools) return undefined;
      this.tools = false;
      this.toolsConfirmed = true;
      return "tools off";
    }
    const next = NEXT_MODE[this.structured];
    if (this.structuredPinned || next === undefined) return undefined;
    this.structured = next;
    this.structuredConfirmed = false;
    this.holdOver = undefined;
    return `structured output ${next}`;
  }
}

/** One EndpointCapabilities per model: a runner serves one endpoint. */
export class CapabilityRegistry {
  private readonly byModel = new Map<string, EndpointCapabilities>();

  constructor(private readonly settings: CapabilitySettings) {}

  for(model: string): EndpointCapabilities {
    let found = this.byModel.get(model);
    if (found === undefined) {
      found = new EndpointCapabilities(this.settings);
      this.byModel.set(model, found);
    }
    return found;
  }
}

function abortable(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      },
      () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      },
    );
  });
}
