/**
 * What a diff-signal rule is, and the globs several rule tables share.
 */
import type { SignalFlag } from "./types.js";

export interface SignalRule {
  flag: SignalFlag;
  /** The ecosystem or idea the rule covers; quoted as the flag's evidence. */
  topic: string;
  paths?: readonly string[];
  pathWords?: RegExp;
  addedLines?: RegExp;
  inFiles?: readonly string[];
}

/** Source-code extensions, for rules about code in a place (`api/**`) rather than any file there. */
export const CODE =
  "{ts,tsx,mts,cts,js,jsx,mjs,cjs,py,go,rb,java,kt,kts,scala,groovy,cs,fs,vb,php,rs,ex,exs,swift,c,cc,cpp,cxx,h,hpp,m,mm,pl,pm,lua,dart,vue,svelte}";
/** Source code and scripts (shells, PowerShell, Rake): where routes, command-line flags and goose migrations are written. */
export const SCRIPTS: readonly string[] = [`**/*.${CODE}`, "**/*.{sh,bash,zsh,ps1,psm1,rake}", "**/Rakefile"];
export const JS_ENTRY = "{ts,mts,cts,js,mjs,cjs,tsx,jsx,d.ts}";
export const OPENAPI = ["**/{openapi,swagger,asyncapi}*.{yaml,yml,json}", "**/*.{openapi,swagger}.{yaml,yml,json}", "**/openapi/**/*.{yaml,yml,json}"];
export const GRAPHQL = ["**/*.{graphql,graphqls,gql}"];
export const CI_PIPELINES = [
  ".github/workflows/*.{yml,yaml}",
  "**/action.{yml,yaml}",
  ".gitlab-ci.yml",
  "**/Jenkinsfile",
  ".circleci/**",
  ".buildkite/**",
  "azure-pipelines.yml",
  "bitbucket-pipelines.yml",
];

// Whole words in the `pathWords` form.
export const words = (alternatives: string) => `(?:^| )(?:${alternatives})(?= |$)`;
