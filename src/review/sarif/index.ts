/** SARIF 2.1.0 for code scanning, from the gauntlet.review/2 result. */
export {
  COVERAGE_NAMED,
  DEFAULT_SARIF_CATEGORY,
  FINGERPRINT_KEY,
  gauntletSarif,
  SARIF_SCHEMA_URI,
  TOOL_NAME,
  TOOL_URI,
  type SarifFinding,
  type SarifInput,
  type SarifOptions,
} from "./gauntletSarif.js";
export { findingClass, type FindingClass } from "./findingClass.js";
export { repoRelativeUri, SRCROOT } from "./repoUri.js";
