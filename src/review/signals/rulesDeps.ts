/** touches_deps: package manifests, lockfiles, base images and the actions a workflow uses. */
import { CI_PIPELINES, type SignalRule } from "./ruleKit.js";

export const DEPS_RULES: readonly SignalRule[] = [
  // ── touches_deps: manifests and lockfiles ──
  { flag: "touches_deps", topic: "npm", paths: ["**/package.json", "**/package-lock.json", "**/npm-shrinkwrap.json", "**/.npmrc"] },
  { flag: "touches_deps", topic: "pnpm", paths: ["**/pnpm-lock.yaml", "**/pnpm-workspace.yaml", "**/.pnpmfile.cjs"] },
  { flag: "touches_deps", topic: "yarn", paths: ["**/yarn.lock", "**/.yarnrc", "**/.yarnrc.yml", "**/.yarn/{releases,patches,plugins}/**"] },
  { flag: "touches_deps", topic: "bun and deno", paths: ["**/bun.lock", "**/bun.lockb", "**/deno.json", "**/deno.jsonc", "**/deno.lock"] },
  {
    flag: "touches_deps",
    topic: "pip, poetry, uv",
    paths: [
      "**/requirements*.{txt,in}",
      "**/requirements/*.{txt,in}",
      "**/constraints*.txt",
      "**/Pipfile",
      "**/Pipfile.lock",
      "**/pyproject.toml",
      "**/poetry.lock",
      "**/uv.lock",
      "**/pdm.lock",
      "**/setup.py",
      "**/setup.cfg",
      // Where pip and uv download from: an index here outranks the lockfile's.
      "**/pip.conf",
      "**/pip.ini",
      "**/uv.toml",
    ],
  },
  { flag: "touches_deps", topic: "cargo", paths: ["**/Cargo.toml", "**/Cargo.lock", "**/.cargo/config", "**/.cargo/config.toml"] },
  { flag: "touches_deps", topic: "go modules", paths: ["**/go.mod", "**/go.sum", "**/go.work", "**/go.work.sum", "**/vendor/modules.txt"] },
  { flag: "touches_deps", topic: "maven", paths: ["**/pom.xml", "**/.mvn/**"] },
  {
    flag: "touches_deps",
    topic: "gradle",
    paths: [
      "**/build.gradle",
      "**/build.gradle.kts",
      "**/settings.gradle",
      "**/settings.gradle.kts",
      "**/gradle.properties",
      "**/gradle/*.versions.toml",
      "**/gradle/wrapper/**",
      "**/gradle.lockfile",
      "**/gradle/dependency-locks/**",
    ],
  },
  { flag: "touches_deps", topic: "bundler", paths: ["**/Gemfile", "**/Gemfile.lock", "**/*.gemspec", "**/gems.rb", "**/gems.locked", "**/.bundle/config"] },
  { flag: "touches_deps", topic: "composer", paths: ["**/composer.json", "**/composer.lock"] },
  {
    flag: "touches_deps",
    topic: "nuget",
    paths: [
      "**/*.{csproj,fsproj,vbproj,nuspec}",
      "**/packages.config",
      "**/packages.lock.json",
      "**/Directory.Packages.props",
      "**/Directory.Build.{props,targets}",
      "**/nuget.config",
      "**/paket.{dependencies,lock}",
    ],
  },
  {
    flag: "touches_deps",
    topic: "SwiftPM, CocoaPods, Dart, Elixir, Nix, Conan, vcpkg",
    paths: [
      "**/Package.{swift,resolved}",
      "**/Podfile{,.lock}",
      "**/pubspec.{yaml,lock}",
      "**/mix.{exs,lock}",
      "**/flake.{nix,lock}",
      "**/conanfile.{txt,py}",
      "**/vcpkg.json",
    ],
  },
  { flag: "touches_deps", topic: "container base images", paths: ["**/Dockerfile", "**/Dockerfile.*", "**/*.dockerfile", "**/Containerfile"] },
  { flag: "touches_deps", topic: "GitHub Actions used by a workflow", addedLines: /^[ \t-]*uses:[ \t]*["']?[\w.-]+\/[\w./-]+@/m, inFiles: CI_PIPELINES },
];
