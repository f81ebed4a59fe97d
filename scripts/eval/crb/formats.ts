/**
 * The public code-review benchmark's files (withmartian/code-review-benchmark,
 * folder offline/), read exactly as published, plus our manifest. Extra keys
 * are allowed everywhere (the published files carry `az_comment`,
 * `golden_source_file`, …); a missing or mistyped key we use is an error
 * naming the file and the place.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";

export class CrbFormatError extends Error {
  readonly crbFormatError = true;
}

export const GOLDEN_CATEGORIES = ["bug", "security", "concurrency", "data", "api", "perf", "test_gap", "doc_defect", "style", "speculative"] as const;
export type GoldenCategory = (typeof GOLDEN_CATEGORIES)[number];

const goldenComment = z.object({
  comment: z.string().min(1),
  severity: z.string().optional(),
  // Published golden files before categories were added have none: such a comment counts in the All profile only.
  category: z.enum(GOLDEN_CATEGORIES).optional(),
});
const goldenPr = z.object({
  pr_title: z.string(),
  url: z.string().url(),
  original_url: z.string().url().nullish(),
  comments: z.array(goldenComment),
});
export type GoldenComment = z.infer<typeof goldenComment>;

export interface GoldenPr {
  title: string;
  url: string;
  /** Every URL this PR goes by: the benchmark's fork and the original, as the files use either. */
  urls: string[];
  comments: GoldenComment[];
  sourceFile: string;
}

const manifestEntry = z.object({ repo: z.string().min(1), base: z.string().regex(/^[0-9a-f]{7,64}$/i), head: z.string().regex(/^[0-9a-f]{7,64}$/i) });
const manifest = z.record(z.string(), manifestEntry);
export type ManifestEntry = z.infer<typeof manifestEntry>;
export type Manifest = z.infer<typeof manifest>;

const counts = z.object({ tp: z.number().int().min(0), fp: z.number().int().min(0), fn: z.number().int().min(0) });
const dashboard = z.object({
  models: z.record(z.string(), z.object({ prs: z.array(z.object({ url: z.string(), tool_metrics: z.record(z.string(), counts) })) })),
  default_model: z.string().optional(),
  tool_display_names: z.record(z.string(), z.string()).optional(),
});
export type Dashboard = z.infer<typeof dashboard>;

const reviewComment = z.object({ path: z.string().nullish(), line: z.number().int().nullish(), body: z.string().nullish() });
const benchmarkData = z.record(
  z.string(),
  z.object({
    original_url: z.string().nullish(),
    reviews: z.array(z.object({ tool: z.string(), review_comments: z.array(reviewComment) })),
  }),
);
export type BenchmarkData = z.infer<typeof benchmarkData>;
export type ToolComment = z.infer<typeof reviewComment>;

// The format notes show false positives as bare strings; the published files have {candidate}. Both are read.
const falsePositive = z.union([z.string(), z.object({ candidate: z.string() })]).transform((fp) => (typeof fp === "string" ? fp : fp.candidate));
const toolEvaluation = z.object({
  skipped: z.boolean().optional(),
  true_positives: z.array(z.object({ matched_candidate: z.string().nullish() })).default([]),
  false_positives: z.array(falsePositive).default([]),
});
const evaluations = z.record(z.string(), z.record(z.string(), toolEvaluation));
export type Evaluations = z.infer<typeof evaluations>;
export type ToolEvaluation = z.infer<typeof toolEvaluation>;

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CrbFormatError(`${what} ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CrbFormatError(`${what} ${file}: not JSON (${(error as Error).message})`);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, file: string, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join(".") || "(top)"}: ${issue.message}`);
  throw new CrbFormatError(`${what} ${file}: not in the published format: ${problems.join("; ")}`);
}

/** Every PR of every golden_comments/*.json file in `dir`, sorted by file then order. */
export function loadGolden(dir: string): GoldenPr[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch (error) {
    throw new CrbFormatError(`--golden ${dir}: cannot list it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (files.length === 0) throw new CrbFormatError(`--golden ${dir}: no .json golden-comment files in it`);
  const prs = files.flatMap((name) =>
    parse(z.array(goldenPr), readJson(join(dir, name), "golden file"), join(dir, name), "golden file").map((pr) => ({
      title: pr.pr_title,
      url: pr.url,
      urls: [pr.url, ...(pr.original_url ? [pr.original_url] : [])],
      comments: pr.comments,
      sourceFile: name,
    })),
  );
  const seen = new Set<string>();
  for (const pr of prs) {
    if (seen.has(pr.url)) throw new CrbFormatError(`--golden ${dir}: ${pr.url} appears twice`);
    seen.add(pr.url);
  }
  return prs;
}

/** The manifest, with each `repo` resolved against the manifest's own directory. */
export function loadManifest(file: string): Manifest {
  const entries = parse(manifest, readJson(file, "--manifest"), file, "--manifest");
  return Object.fromEntries(Object.entries(entries).map(([url, entry]) => [url, { ...entry, repo: resolve(dirname(file), entry.repo) }]));
}
export const loadDashboard = (file: string): Dashboard => parse(dashboard, readJson(file, "--published"), file, "--published");
export const loadBenchmarkData = (file: string): BenchmarkData => parse(benchmarkData, readJson(file, "--benchmark-data"), file, "--benchmark-data");
export const loadEvaluations = (file: string): Evaluations => parse(evaluations, readJson(file, "--evaluations"), file, "--evaluations");

/** The value a URL-keyed record holds for this PR under any of its URLs. */
export function lookup<T>(record: Readonly<Record<string, T>>, pr: Pick<GoldenPr, "urls">): T | undefined {
  for (const url of pr.urls) if (Object.hasOwn(record, url)) return record[url];
  return undefined;
}
