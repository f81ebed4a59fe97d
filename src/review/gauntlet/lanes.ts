/** The gauntlet's four lanes and the state keys each one's map uses. */

export const LANES = ["code-review", "adversary", "security", "probe"] as const;
export type LaneName = (typeof LANES)[number];

export interface LaneSpec {
  name: LaneName;
  /** The map node and the agent node of this lane. */
  map: string;
  agent: string;
  /** The child graph. */
  graph: string;
  items: string;
  results: string;
  /** select_lanes' additive flag. */
  flag: string;
  /**
   * The lane's timeout as a share of the run's, from the seed: a lane attempt
   * gets this share, so three passes of two attempts fit the wall clock.
   */
  timeoutShare: number;
}

const SEED_RUN_SECONDS = 69_600;

/** Each lane's agent node's max_attempts: one pass of a stalled lane costs this many lane timeouts. */
export const LANE_AGENT_ATTEMPTS = 2;

/** The retry and verdict gates' own timeouts (30 s + 60 s of the 1800 s run), kept free after a re-run pass. */
export const GATES_SHARE = 90 / 1800;

export const LANE_SPECS: Readonly<Record<LaneName, LaneSpec>> = {
  "code-review": {
    name: "code-review",
    map: "map_code_review",
    agent: "run_code_review",
    graph: "code-reviewer",
    items: "code_review_items",
    results: "code_review_results",
    flag: "add_code_review",
    timeoutShare: 11_400 / SEED_RUN_SECONDS,
  },
  adversary: {
    name: "adversary",
    map: "map_adversary",
    agent: "run_adversary",
    graph: "adversary",
    items: "adversary_items",
    results: "adversary_results",
    flag: "add_adversary",
    timeoutShare: 9_600 / SEED_RUN_SECONDS,
  },
  security: {
    name: "security",
    map: "map_security",
    agent: "run_security",
    graph: "security-reviewer",
    items: "security_items",
    results: "security_results",
    flag: "add_security",
    timeoutShare: 7_200 / SEED_RUN_SECONDS,
  },
  probe: {
    name: "probe",
    map: "map_probe",
    agent: "run_probe",
    graph: "probe",
    items: "probe_items",
    results: "probe_results",
    flag: "add_probe",
    timeoutShare: 7_200 / SEED_RUN_SECONDS,
  },
};

const ALIASES: Record<string, LaneName> = {
  "code-review": "code-review",
  code_review: "code-review",
  codereview: "code-review",
  "code-reviewer": "code-review",
  review: "code-review",
  code: "code-review",
  adversary: "adversary",
  adversarial: "adversary",
  plan: "adversary",
  conformance: "adversary",
  "plan-conformance": "adversary",
  security: "security",
  "security-review": "security",
  "security-reviewer": "security",
  sec: "security",
  probe: "probe",
  "usage-probe": "probe",
};

/** A lane by any of its common names, or undefined. */
export function laneByName(name: string): LaneName | undefined {
  return ALIASES[name.trim().toLowerCase()];
}

/** Forced lane names split into known lanes and unknown words. */
export function normalizeLanes(names: readonly unknown[]): { lanes: LaneName[]; unknown: string[] } {
  const lanes = new Set<LaneName>();
  const unknown: string[] = [];
  for (const raw of names) {
    const lane = typeof raw === "string" ? laneByName(raw) : undefined;
    if (lane) lanes.add(lane);
    else unknown.push(String(raw));
  }
  return { lanes: LANES.filter((l) => lanes.has(l)), unknown };
}
