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
import { DEFAULT_SECRET_FILES } from "../../llm/tools/secretFiles.js";
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
const CODE = "{ts,tsx,mts,cts,js,jsx,mjs,cjs,py,go,rb,java,kt,kts,scala,groovy,cs,fs,vb,php,rs,ex,exs,swift,c,cc,cpp,cxx,h,hpp,m,mm,pl,pm,lua,dart,vue,svelte}";
const JS_ENTRY = "{ts,mts,cts,js,mjs,cjs,tsx,jsx,d.ts}";
const OPENAPI = ["**/{openapi,swagger,asyncapi}*.{yaml,yml,json}", "**/*.{openapi,swagger}.{yaml,yml,json}", "**/openapi/**/*.{yaml,yml,json}"];
const GRAPHQL = ["**/*.{graphql,graphqls,gql}"];
const CI_PIPELINES = [
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
const words = (alternatives: string) => `(?:^| )(?:${alternatives})(?= |$)`;

export const SIGNAL_RULES: readonly SignalRule[] = [
  // ── touches_auth: authentication, sessions, tokens, passwords, crypto, permissions ──
  {
    flag: "touches_auth",
    topic: "auth, sessions, credentials, crypto or permissions in the path",
    pathWords: new RegExp(
      [
        "auth(?!or(?!i[sz]))", // auth, oauth, authn, authz, authentication, authorize; not author(s)/authoring
        "passw(?:or)?d",
        "passphrase",
        "credential",
        "secret(?!ar)",
        "session",
        "permission",
        "crypt(?!ic)",
        "cipher",
        "hmac",
        "keystore|keychain|keyring",
        "certificate",
        words("jwt|jwk|jws|jose|sso|saml|oidc|openid|mfa|otp|totp|2fa|rbac|abac|acl|acls|csrf|xsrf|cors|tls|ssl"),
        words("login|logout|logon|signin|signout|signup|apikey|apikeys"),
        words("(?:log|sign) (?:in|out|up)"),
        words("(?:api|access|refresh|id|bearer) (?:key|keys|token|tokens)"),
      ].join("|"),
    ),
  },
  {
    flag: "touches_auth",
    topic: "keys, certificates and secret files",
    paths: [
      "**/*.{pem,key,crt,cer,der,p12,pfx,jks,keystore,gpg,kdbx}",
      "**/id_{rsa,dsa,ecdsa,ed25519}{,.pub}",
      "**/.env",
      "**/.env.*",
      "**/.htpasswd",
      "**/sudoers",
      "**/sudoers.d/**",
      "**/.ssh/**",
    ],
  },
  {
    flag: "touches_auth",
    topic: "auth, credentials, tokens and crypto in added lines",
    addedLines:
      /auth(?!or(?!i[sz]))|passw(?:or)?d|passphrase|credential|secret(?!ar)|crypt(?!ic)|cipher|hmac|pbkdf2|argon2|jwt|jsonwebtoken|bearer|csrf|xsrf|\bsaml\b|\boidc\b|openid|\bsso\b|\bmfa\b|\btotp\b|permission|\brbac\b|\bacls?\b|access[_-]?control|private[_ -]?key|api[_-]?key|(?:access|refresh|session|api)[_-]?tokens?|\bid[_-]?tokens?/i,
  },
  {
    flag: "touches_auth",
    topic: "sessions and cookies in added lines",
    addedLines:
      /\b(?:req|request|ctx|flask)\.session\b|\bsession\[|\bsession_start\s*\(|express-session|cookie-session|\bHttpSession\b|\bSessionMiddleware\b|set-cookie|\bsetcookie\s*\(|httponly|samesite|\bres\.cookie\s*\(|\.cookies\.set\s*\(/i,
  },
  {
    flag: "touches_auth",
    topic: "crypto APIs, access checks and TLS verification in added lines",
    addedLines:
      /\bhashlib\b|\bcreateHash\b|\bcreateSign\b|\bcreateVerify\b|crypto\.subtle|getRandomValues|\brandomBytes\b|\bMessageDigest\b|\bSecureRandom\b|\bnacl\b|libsodium|\bopenssl\b|@(?:PreAuthorize|PostAuthorize|Secured|RolesAllowed|PermitAll|DenyAll)\b|@login_required|@permission_required|\bis[_-]?admin\b|\brequire[_-]?admin|\bCanActivate\b|@UseGuards\b|\bverify\s*=\s*False\b|InsecureSkipVerify|\bCERT_NONE\b|check_hostname\s*=\s*False|\bcors\b|Access-Control-Allow-/i,
  },
  {
    flag: "touches_auth",
    topic: "service tokens in added lines (GITHUB_TOKEN, NPM_TOKEN …)",
    // Named services only: parsers have NEXT_TOKEN and UNEXPECTED_TOKEN.
    addedLines: /\b(?:[A-Z][A-Z0-9_]*_)?(?:GITHUB|GH|GITLAB|NPM|PYPI|NUGET|SLACK|DISCORD|VAULT|BOT|PAT)_TOKEN\b/,
  },

  // Secret files (secretFiles.ts) are withheld from the model: the security lane notes the change instead.
  {
    flag: "touches_auth",
    topic: "secret files (withheld from review)",
    paths: DEFAULT_SECRET_FILES.map((pattern) => `**/${pattern}`),
  },
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
  { flag: "touches_deps", topic: "bundler", paths: ["**/Gemfile", "**/Gemfile.lock", "**/*.gemspec", "**/gems.rb", "**/gems.locked"] },
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

  // ── touches_exec: added lines that spawn processes or evaluate code ──
  {
    flag: "touches_exec",
    topic: "exec, spawn, system, popen or eval calls",
    // Not after a dot: `re.exec(s)` and `db.exec(sql)` are method calls on other things.
    addedLines: /(?<![\w.$])(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|eval)\(|\beval\s+["'$]/,
  },
  {
    flag: "touches_exec",
    topic: "Node.js child_process, vm, Function, execa, zx, Deno, Bun",
    addedLines:
      // zx's $`cmd` after a line start, space or operator: matched with the character before it, not a lookbehind, which would try every position.
      /child_process|\bexeca\b|\bshelljs\b|\bnew\s+Function\s*\(|\bvm\.(?:runIn\w+|Script|compileFunction)\b|\bDeno\.(?:run|Command)\b|\bBun\.(?:spawn|spawnSync|\$)|(?:^|[\s(=,;!?:])\$`/,
  },
  {
    flag: "touches_exec",
    topic: "Python subprocess, os.system, os.exec*, pty",
    addedLines:
      /subprocess|\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|fork)\s*\(|\bpty\.spawn\b|\bcommands\.getoutput\b|\bshell\s*=\s*True\b/,
  },
  {
    flag: "touches_exec",
    topic: "Ruby, PHP and Perl shell-outs",
    addedLines:
      /(?<![\w.$])(?:shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bsystem\s+["']|%x[({[|]|\bqx\s*[({[/|]|\bOpen3\.|\bIO\.popen\b|\bKernel\.(?:system|exec|spawn)\b|\bProcess\.spawn\b|\b(?:instance|class|module)_eval\b/,
  },
  {
    flag: "touches_exec",
    topic: "backtick command substitution (Ruby, PHP, Perl)",
    // Skips comment lines, where backticks usually quote code in prose.
    addedLines: /^(?![ \t]*(?:#|\/\/|\*))[^\n`]*`[^`\n]+`/m,
    inFiles: ["**/*.{rb,rake,php,pl,pm}", "**/{Rakefile,Gemfile}"],
  },
  {
    flag: "touches_exec",
    topic: "JVM Runtime.exec, ProcessBuilder, script engines",
    addedLines: /Runtime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bScriptEngineManager\b|\bGroovyShell\b|["']\.execute\(\)/,
  },
  { flag: "touches_exec", topic: ".NET Process.Start, PowerShell", addedLines: /\bProcess\.Start\s*\(|\bProcessStartInfo\b|\bPowerShell\.Create\b/ },
  {
    flag: "touches_exec",
    topic: "Go os/exec, syscall.Exec",
    addedLines: /"os\/exec"|\bexec\.Command(?:Context)?\s*\(|\bsyscall\.(?:Exec|ForkExec)\b|\bos\.StartProcess\b/,
  },
  { flag: "touches_exec", topic: "Rust std::process::Command", addedLines: /\bprocess::(?:Command\b|\{[^}\n]*\bCommand\b)/ },
  {
    flag: "touches_exec",
    topic: "C/C++ and Win32 process creation",
    addedLines:
      /(?<![\w.])(?:_popen|execv|execvp|execvpe|execl|execlp|execle|execve|posix_spawnp?|fork|vfork|WinExec|CreateProcess[AW]?|ShellExecute(?:Ex)?[AW]?)\s*\(/,
  },
  { flag: "touches_exec", topic: "Lua os.execute, io.popen", addedLines: /\bos\.execute\s*\(|\bio\.popen\s*\(/ },
  {
    flag: "touches_exec",
    topic: "shell invocations in any file",
    addedLines: /\b(?:ba|z|da|k)?sh\s+-c\b|\bcmd(?:\.exe)?\s+\/c\b|\bpowershell(?:\.exe)?\s+-(?:c|command)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b/i,
  },
  {
    flag: "touches_exec",
    topic: "npm lifecycle scripts",
    addedLines: /^[ \t]*"(?:pre|post)?(?:install|prepare|prepublish|prepack|postpack)"[ \t]*:/m,
    inFiles: ["**/package.json"],
  },
  // A CI pipeline runs its steps with the repository's secrets: any added line counts.
  { flag: "touches_exec", topic: "CI pipeline definitions", addedLines: /\S/, inFiles: CI_PIPELINES },

  // ── touches_proto: interface contracts ──
  { flag: "touches_proto", topic: "protobuf, gRPC, Thrift", paths: ["**/*.proto", "**/buf.yaml", "**/buf.gen.yaml", "**/buf.work.yaml", "**/*.thrift"] },
  { flag: "touches_proto", topic: "OpenAPI, Swagger, AsyncAPI", paths: OPENAPI },
  {
    flag: "touches_proto",
    topic: "OpenAPI document markers",
    addedLines: /^[ \t]*["']?(?:openapi|swagger|asyncapi)["']?[ \t]*:[ \t]*["']?\d/m,
    inFiles: ["**/*.{yaml,yml,json}"],
  },
  { flag: "touches_proto", topic: "GraphQL schemas", paths: GRAPHQL },
  { flag: "touches_proto", topic: "Avro schemas", paths: ["**/*.{avsc,avdl,avpr}"] },
  { flag: "touches_proto", topic: "JSON Schema", paths: ["**/*.schema.json", "**/schemas/**/*.json", "**/json-schema/**", "**/*.jsonschema"] },
  {
    flag: "touches_proto",
    topic: "JSON Schema documents",
    addedLines: /["']?\$schema["']?[ \t]*:[ \t]*["']?https?:\/\/json-schema\.org\//,
    inFiles: ["**/*.{yaml,yml,json}"],
  },

  // ── touches_migrations: database migrations and schema ──
  { flag: "touches_migrations", topic: "Rails", paths: ["**/db/migrate/**", "**/db/schema.rb", "**/db/structure.sql"] },
  { flag: "touches_migrations", topic: "Django", paths: ["**/migrations/*.py"] },
  { flag: "touches_migrations", topic: "Alembic, Flask-Migrate", paths: ["**/alembic/**", "**/alembic.ini", "**/migrations/versions/*.py"] },
  { flag: "touches_migrations", topic: "Flyway", paths: ["**/db/migration/**", "**/V*__*.sql", "**/R__*.sql", "**/U*__*.sql", "**/flyway.{conf,toml}"] },
  { flag: "touches_migrations", topic: "Liquibase", paths: ["**/db/changelog/**", "**/db.changelog*.{xml,yaml,yml,json,sql}", "**/liquibase/**"] },
  { flag: "touches_migrations", topic: "Prisma", paths: ["**/prisma/migrations/**", "**/*.prisma"] },
  { flag: "touches_migrations", topic: "Entity Framework", paths: ["**/Migrations/*.cs", "**/*ModelSnapshot.cs"] },
  { flag: "touches_migrations", topic: "golang-migrate, dbmate", paths: ["**/*.up.sql", "**/*.down.sql"] },
  { flag: "touches_migrations", topic: "goose", addedLines: /^--[ \t]*\+goose[ \t]+(?:Up|Down)\b/m },
  {
    flag: "touches_migrations",
    topic: "any other migrations folder: Knex, Sequelize, TypeORM, Laravel, Ecto, Diesel",
    paths: ["**/migrations/**", "**/knexfile.*"],
  },
  {
    flag: "touches_migrations",
    topic: "schema DDL in SQL files",
    addedLines: /\b(?:create|alter|drop)[ \t]+(?:table|index|column|schema|view|type|sequence)\b|\badd[ \t]+column\b|\brename[ \t]+column\b/i,
    inFiles: ["**/*.sql"],
  },

  // ── consumer_surface: what users of the software call or run ──
  {
    flag: "consumer_surface",
    topic: "package entry points",
    paths: [
      `{,src/,lib/}index.${JS_ENTRY}`,
      `packages/*/{,src/,lib/}index.${JS_ENTRY}`,
      "**/mod.ts",
      "**/__init__.py",
      "**/__main__.py",
      "**/src/lib.rs",
      "**/src/main.rs",
      "**/main.go",
    ],
  },
  {
    flag: "consumer_surface",
    topic: "command-line interfaces",
    paths: ["**/bin/**", "**/cmd/**", "**/cli/**", `**/cli.${CODE}`, `**/commands/**/*.${CODE}`],
  },
  {
    flag: "consumer_surface",
    topic: "routes, handlers, controllers",
    paths: [
      `**/{routes,routers,router,controllers,handlers,endpoints,api,resolvers,views}/**/*.${CODE}`,
      `**/*{controller,routes,router,handler,handlers,resolver,endpoint,endpoints}.${CODE}`,
      "**/config/routes.rb",
      "**/urls.py",
      "**/views.py",
    ],
  },
  { flag: "consumer_surface", topic: "API contracts", paths: [...OPENAPI, ...GRAPHQL] },
  { flag: "consumer_surface", topic: "GitHub Action interface", paths: ["action.{yml,yaml}"] },
  {
    flag: "consumer_surface",
    topic: "package.json exports, bin and entry fields",
    addedLines: /^[ \t]*"(?:exports|bin|main|module|types|typings|browser|imports)"[ \t]*:|^[ \t]*"\.(?:\/[^"]*)?"[ \t]*:/m,
    inFiles: ["**/package.json"],
  },
  {
    flag: "consumer_surface",
    topic: "Python and Rust entry points in manifests",
    addedLines:
      /^[ \t]*\[(?:project\.scripts|project\.gui-scripts|project\.entry-points[^\]\n]*|tool\.poetry\.scripts|\[bin\]|lib)\]|console_scripts|entry_points/m,
    inFiles: ["**/{pyproject.toml,setup.py,setup.cfg,Cargo.toml}"],
  },
  { flag: "consumer_surface", topic: "Python public names (__all__)", addedLines: /^__all__[ \t]*[:=+]/m, inFiles: ["**/*.py"] },
  {
    flag: "consumer_surface",
    topic: "route and handler declarations",
    addedLines:
      /@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:RestController|Controller|Path)\b|@(?:Get|Post|Put|Patch|Delete|All)\(|@\w+\.(?:route|get|post|put|patch|delete|websocket|api_route)\(\s*["']\/|\b(?:app|router|server|routes?|fastify|mux|engine|r|e|g|v\d)\.(?:get|post|put|patch|delete|all|route|use|handle|handleFunc|HandleFunc|any|group|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete|Any|Group)\s*\(\s*["'`]\/|\bHandleFunc\s*\(|\bRoute::\w+\s*\(|\[(?:Http(?:Get|Post|Put|Patch|Delete)|Route)\b|\bMap(?:Get|Post|Put|Patch|Delete|Group)\s*\(/,
  },
  {
    flag: "consumer_surface",
    topic: "command-line flags and commands",
    addedLines:
      /\badd_argument\(\s*["']-|\bArgumentParser\(|@click\.(?:command|group|option|argument)\b|\btyper\.(?:Typer|Option|Argument)\b|\.option\(\s*["'`]-|\.command\(\s*["'`]|\bnew Command\(|\byargs\b|\bparseArgs\(|\bcobra\.Command\b|\bflag\.(?:String|Bool|Int|Int64|Uint|Float64|Duration|Var)\w*\(|#\[(?:derive\([^)\n]*\bParser\b|arg\(|command\()|\bprocess\.argv\b|\bsys\.argv\b|\bos\.Args\b|\bARGV\b|\bgetopt/,
  },
];

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
