/** The sentinel each lane's report must carry (the seed's model-facing contract); its absence is a lane failure. */
import type { LaneName } from "./lanes.js";

export const LANE_SENTINELS: Readonly<Record<LaneName, string>> = {
  "code-review": "Review Verdict:",
  adversary: "ADVERSARIAL_REVIEW:",
  security: "SECURITY_REVIEW:",
  probe: "USAGE_PROBE:",
};
