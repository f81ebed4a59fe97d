/**
 * The built-in conventions of build output, vendored and generated code
 * (`dist/`, `vendor/`, `*.min.js` …), apart from the rest of the file policy
 * (filePolicy.ts) so that `gauntlet plan`'s signals read them without loading
 * the lockfile parsers.
 */
import picomatch from "picomatch";

const VENDORED = ["**/vendor/**", "**/third_party/**", "**/third-party/**", "**/node_modules/**", "**/bower_components/**", "**/.yarn/releases/**"];
const GENERATED = [
  "**/dist/**",
  "**/build/**",
  "**/out/**",
  "**/*.min.js",
  "**/*.min.css",
  "**/*.map",
  "**/*.gen.go",
  "**/*_pb2.py",
  "**/*.pb.go",
  "**/*.pb.ts",
  "**/__generated__/**",
  "**/__snapshots__/**",
  "**/*.snap",
];
/** Conventions of case-insensitive platforms (.NET on Windows), and generator outputs whose case varies. */
const GENERATED_ANY_CASE = ["**/*.generated.*", "**/*.autogen.*", "**/*.g.cs", "**/*.g.i.cs", "**/*.designer.cs", "**/*.swagger.json"];

export type GlobMatcher = (path: string) => string | undefined;

const GLOB_OPTIONS = { dot: true } as const;
const ANY_CASE = { dot: true, nocase: true } as const;

/**
 * The first glob that matches a path. One combined expression answers "none"
 * first, as picomatch would (a glob equal to the path, or its expression):
 * most paths match no rule, and one expression is cheaper to compile and run
 * than a score of them.
 */
export function globMatcher(globs: readonly unknown[] | undefined, options: { dot: true; nocase?: true } = GLOB_OPTIONS): GlobMatcher {
  const list = (globs ?? []).filter((g): g is string => typeof g === "string" && g !== "");
  if (list.length === 0) return () => undefined;
  const compiled = list.map((glob) => ({ glob, test: picomatch(glob, options) }));
  const literal = new Set(list);
  const any = new RegExp(list.map((glob) => `(?:${picomatch.makeRe(glob, options).source})`).join("|"), options.nocase ? "i" : "");
  return (path) => (literal.has(path) || any.test(path) ? compiled.find((c) => c.test(path))?.glob : undefined);
}

const conventionVendored = globMatcher(VENDORED);
const conventionGenerated = globMatcher(GENERATED);
const conventionAnyCase = globMatcher(GENERATED_ANY_CASE, ANY_CASE);

/** The built-in convention glob a path falls under (dist/, vendor/, *.min.js …), if any: what only matters for a file that sat there at the base. */
export function builtInConvention(path: string): string | undefined {
  return conventionVendored(path) ?? conventionGenerated(path) ?? conventionAnyCase(path);
}
