/**
 * THE table of diff-signal rules. A flag is raised when any changed file
 * matches one of its rules:
 * - `paths`: globs over the repository-relative path (case-insensitive; see glob.ts);
 * - `pathWords`: a pattern over the path's words, lower-cased and space-separated,
 *   with camelCase split (`src/OAuthClient.ts` reads " src o auth client ts ");
 * - `addedLines`: a pattern over the file's added lines, joined by "\n";
 *   `inFiles` limits it to files matching those globs.
 *
 * The lanes these flags select can only widen, so a rule may err towards a
 * false positive — but each one costs a lane run, so patterns stay specific:
 * `author.ts` is not auth, `re.exec(s)` is not a process, `api.get('/x')` is a
 * client call, not a route.
 *
 * Prose (Markdown, reStructuredText, text, AsciiDoc …) matches no rule at all:
 * `docs/authentication.md` describes auth, it does not change it.
 */
import { AUTH_RULES } from "./rulesAuth.js";
import { CONTRACT_RULES } from "./rulesContracts.js";
import { DEPS_RULES } from "./rulesDeps.js";
import { EXEC_RULES } from "./rulesExec.js";
import { SURFACE_RULES } from "./rulesSurface.js";
import type { SignalRule } from "./ruleKit.js";

export type { SignalRule } from "./ruleKit.js";

export const SIGNAL_RULES: readonly SignalRule[] = [...AUTH_RULES, ...DEPS_RULES, ...EXEC_RULES, ...CONTRACT_RULES, ...SURFACE_RULES];

/** Prose: documentation by format. It matches no rule, path or content. */
export const PROSE_FILES: readonly string[] = [
  // Not MDX: it imports and runs components. A folder name (`docs/`) never makes a file documentation.
  "**/*.{md,markdown,rst,txt,adoc,asciidoc,textile,rdoc,org}",
  "**/{README,LICENSE,LICENCE,COPYING,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS}",
];

/** Text files that are build inputs, not prose, though their names say `.txt`. */
export const NOT_PROSE: readonly string[] = [
  "**/CMakeLists.txt",
  "**/requirements*.txt",
  // `dev-requirements.txt`, `test_requirements.txt`: pip reads them as it reads requirements.txt.
  "**/*{-,_}requirements*.txt",
  "**/requirements/*.txt",
  "**/constraints*.txt",
  "**/vendor/modules.txt",
  "**/robots.txt",
];

/**
 * Generated files whose added lines are not scanned: lockfiles list package
 * names and hashes (`js-tokens`, `@auth0/…`) and source maps embed any text.
 * Their paths still count (a lockfile change is a dependency change).
 */
export const UNSCANNED_FILES: readonly string[] = [
  "**/{package-lock.json,npm-shrinkwrap.json,yarn.lock,pnpm-lock.yaml,bun.lock,deno.lock}",
  "**/{poetry.lock,Pipfile.lock,uv.lock,pdm.lock,Cargo.lock,go.sum,go.work.sum,Gemfile.lock,gems.locked,composer.lock}",
  "**/{packages.lock.json,paket.lock,gradle.lockfile,Package.resolved,Podfile.lock,pubspec.lock,mix.lock,flake.lock}",
  "**/*.map",
];
