/**
 * A finding's class: its lane and its severity band. Code scanning groups
 * alerts by rule, so one rule per class keeps rule ids few and stable; titles
 * are model prose and would make a new rule on every rewording.
 */
import type { ReportingDescriptor, Result } from "sarif";

type Level = NonNullable<Result["level"]>;

export interface FindingClass {
  /** `<lane>/<band>`, e.g. `code-review/critical`. */
  id: string;
  lane: string;
  band: string;
  level: Level;
  /** What code scanning ranks security alerts by (0–10); security lane only. */
  securitySeverity?: number;
  description: string;
}

interface Band {
  prefix: string;
  band: string;
  level: Level;
  securitySeverity?: number;
  description: string;
}

/** Matched on the severity's leading emoji, as the verdict gate reads it. */
const BANDS: Readonly<Record<string, readonly Band[]>> = {
  "code-review": [
    {
      prefix: "🔴",
      band: "critical",
      level: "error",
      description: "A critical defect the code review found; it blocks the change unless it is shown false or dismissed.",
    },
    { prefix: "🟡", band: "warning", level: "warning", description: "A defect the code review found that should be fixed." },
    { prefix: "🟢", band: "suggestion", level: "note", description: "An improvement the code review suggests." },
    { prefix: "💡", band: "nitpick", level: "note", description: "A minor point of style or clarity." },
  ],
  security: [
    { prefix: "🔴", band: "critical", level: "error", securitySeverity: 9.5, description: "A critical security weakness the security review found." },
    { prefix: "🟠", band: "high", level: "error", securitySeverity: 8.0, description: "A high-severity security weakness the security review found." },
    { prefix: "🟡", band: "medium", level: "warning", securitySeverity: 5.5, description: "A medium-severity security weakness the security review found." },
    { prefix: "🟢", band: "low", level: "note", securitySeverity: 2.0, description: "A low-severity security weakness the security review found." },
  ],
  adversary: [{ prefix: "⚠", band: "complaint", level: "warning", description: "A place where the change diverges from its stated plan." }],
};

const OTHER: Omit<Band, "prefix"> = { band: "other", level: "warning", description: "A finding whose severity the gauntlet does not rank." };

export function findingClass(finding: { lane: string; severity: string }): FindingClass {
  const band = BANDS[finding.lane]?.find((b) => finding.severity.trimStart().startsWith(b.prefix)) ?? OTHER;
  return {
    id: `${finding.lane}/${band.band}`,
    lane: finding.lane,
    band: band.band,
    level: band.level,
    description: band.description,
    ...(band.securitySeverity !== undefined && finding.lane === "security" ? { securitySeverity: band.securitySeverity } : {}),
  };
}

const titleCase = (words: string) => words.replace(/(^|[-/ ])(\w)/g, (_m, _sep: string, c: string) => c.toUpperCase());

export function ruleDescriptor(cls: FindingClass, helpUri: string): ReportingDescriptor {
  const short = `${cls.lane} ${cls.band} finding`;
  return {
    id: cls.id,
    name: titleCase(cls.id).replace(/[-/ ]/g, ""),
    shortDescription: { text: short.charAt(0).toUpperCase() + short.slice(1) + "." },
    fullDescription: { text: cls.description },
    help: { text: `${cls.description} The result's message gives the claim, the verifier's verdict and its evidence.` },
    helpUri,
    defaultConfiguration: { level: cls.level },
    properties: {
      tags: cls.lane === "security" ? ["security", "review-gauntlet"] : ["review-gauntlet"],
      ...(cls.securitySeverity !== undefined ? { "security-severity": cls.securitySeverity.toFixed(1) } : {}),
    },
  };
}
