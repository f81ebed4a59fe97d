/**
 * The official SARIF validator, `sarif-multitool validate` from
 * @microsoft/sarif-multitool (its Linux package ships the binary inside the npm
 * tarball: nothing is downloaded at install or run time). One launch checks
 * many files, with the SARIF and the GitHub rule sets (GitHub's are what
 * code scanning's upload requires).
 *
 * A known flaw of the validator: a file it cannot deserialise (a bad enum
 * value, say) ends the analysis of that file and every later one, silently,
 * with exit code 0. So each launch checks a canary last, a file with two known
 * errors; if the canary's errors are missing, the launch proved nothing and
 * this helper throws.
 *
 *   const issues = await validateSarif([a, b]);   // per file, every error, warning and note
 *   expect(problemsOf(issues.get(a))).toEqual([]);
 */
import { execFile } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export interface ValidatorIssue {
  level: "error" | "warning" | "note";
  rule: string;
  message: string;
}

const CANARY_RULES = ["JSON1008", "SARIF1010"];
/** A region that starts at line 0 (a schema error) in a result without a rule id (a SARIF rule error). */
const CANARY = {
  $schema: "https://json.schemastore.org/sarif-2.1.0.json",
  version: "2.1.0",
  runs: [
    {
      tool: { driver: { name: "canary", version: "1.0.0", informationUri: "https://example.com/", rules: [] } },
      results: [{ message: { text: "canary." }, locations: [{ physicalLocation: { artifactLocation: { uri: "a.txt" }, region: { startLine: 0 } } }] }],
    },
  ],
};

/** SARIF2006 fetches every URI in the file over HTTP: tests make no outside calls. */
const CONFIG = `<?xml version="1.0" encoding="utf-8"?>
<Properties>
  <Properties Key="SARIF2006.UrisShouldBeReachable.Options">
    <Property Key="RuleEnabled" Value="Disabled" Type="Driver.RuleEnabledState" />
  </Properties>
</Properties>
`;

function multitoolPath(): string {
  const path = createRequire(import.meta.url)("@microsoft/sarif-multitool") as string;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(`sarif-multitool: ${path} is not executable; run \`chmod u+x ${path}\` (npm skipped the package's postinstall)`);
  }
  return path;
}

interface ValidatorLog {
  runs: {
    tool: { driver: { rules?: { id: string; messageStrings?: Record<string, { text: string }> }[] } };
    results?: {
      ruleId: string;
      level?: string;
      message: { text?: string; id?: string; arguments?: string[] };
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string } } }[];
    }[];
  }[];
}

/** The validator's message in words: its rule's message string with the arguments put in. */
function messageText(log: ValidatorLog, result: NonNullable<ValidatorLog["runs"][number]["results"]>[number]): string {
  const args = result.message.arguments ?? [];
  const template = log.runs[0]?.tool.driver.rules?.find((r) => r.id === result.ruleId)?.messageStrings?.[result.message.id ?? ""]?.text;
  return result.message.text ?? (template ? template.replace(/\{(\d+)\}/g, (_m, i: string) => args[Number(i)] ?? "") : args.join(": "));
}

/** Every issue the validator reports, keyed by the absolute path of each file given. */
export async function validateSarif(files: readonly string[]): Promise<Map<string, ValidatorIssue[]>> {
  const dir = mkdtempSync(join(tmpdir(), "gauntlet-sarif-validate-"));
  try {
    const canary = join(dir, "canary.sarif");
    const output = join(dir, "validation.sarif");
    const config = join(dir, "config.xml");
    writeFileSync(canary, JSON.stringify(CANARY));
    writeFileSync(config, CONFIG);
    const args = [
      "validate",
      ...files,
      canary,
      "--threads",
      "1",
      "--rule-kind",
      "Sarif;Gh",
      "--level",
      "Error;Warning;Note",
      "-c",
      config,
      "-o",
      output,
      "--log",
      "ForceOverwrite",
    ];
    await promisify(execFile)(multitoolPath(), args, { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: "1" } });
    const log = JSON.parse(readFileSync(output, "utf8").replace(/^\uFEFF/, "")) as ValidatorLog;
    const byFile = new Map<string, ValidatorIssue[]>([...files, canary].map((f) => [f, []]));
    for (const result of log.runs[0]?.results ?? []) {
      const uri = result.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? "";
      const file = decodeURIComponent(uri.replace(/^file:\/\//, ""));
      const level = (result.level ?? "warning") as ValidatorIssue["level"];
      byFile.get(file)?.push({ level, rule: result.ruleId, message: messageText(log, result) });
    }
    const canaryRules = byFile.get(canary)!.map((i) => i.rule);
    if (!CANARY_RULES.every((rule) => canaryRules.includes(rule))) {
      throw new Error(
        `sarif-multitool did not analyse every file (the canary's errors ${CANARY_RULES.join(", ")} are missing): one of ${files.join(", ")} could not be deserialised`,
      );
    }
    byFile.delete(canary);
    return byFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The errors and warnings among `issues`, as `RULE: message` lines; notes (advice such as "add a code snippet") are left out. */
export const problemsOf = (issues: readonly ValidatorIssue[] | undefined): string[] =>
  (issues ?? []).filter((i) => i.level !== "note").map((i) => `${i.level} ${i.rule}: ${i.message}`);
