/**
 * The rule table, read as a specification: real-world paths and added lines,
 * each with exactly the flags it must raise. Positives and negatives alike —
 * a false positive costs a lane run, a false negative a missing review.
 */
import { describe, expect, it } from "vitest";
import { signalsFromChanges } from "../../src/review/signals/compute.js";
import { SIGNAL_RULES } from "../../src/review/signals/rules.js";
import type { DiffSignals, FileChange } from "../../src/review/signals/types.js";

type Flag = "auth" | "deps" | "exec" | "proto" | "migrations" | "consumer" | "docs";
type Case = [path: string, addedLines: string[], flags: Flag[]];

const KEYS: Record<Flag, keyof DiffSignals> = {
  auth: "touches_auth",
  deps: "touches_deps",
  exec: "touches_exec",
  proto: "touches_proto",
  migrations: "touches_migrations",
  consumer: "consumer_surface",
  docs: "docs_only",
};

const CASES: Case[] = [
  // consumer surface: what generates a contract (grpc-gateway's generators live under internal/)
  ["protoc-gen-openapiv2/internal/genopenapi/template.go", ["func renderServices() {}"], ["consumer"]],
  ["protoc-gen-grpc-gateway/internal/gengateway/generator.go", ["func (g *generator) Generate() {}"], ["consumer"]],
  ["tools/graphql-codegen/templates/resolvers.ts.hbs", ["{{#each types}}"], ["consumer"]],
  ["src/templates/email.html", ["<p>hi</p>"], []],
  // auth: paths
  ["src/auth/login.ts", [], ["auth"]],
  ["lib/oauth2/client.go", [], ["auth"]],
  ["src/main/java/com/acme/security/JwtTokenFilter.java", [], ["auth"]],
  ["src/middleware/csrf.ts", [], ["auth"]],
  ["pkg/crypto/aes.go", [], ["auth"]],
  ["internal/permissions/check.go", [], ["auth"]],
  ["src/net/tls.go", [], ["auth"]],
  ["src/components/SignInButton.tsx", [], ["auth"]],
  ["config/credentials.yml.enc", [], ["auth"]],
  ["app/controllers/sessions_controller.rb", [], ["auth", "consumer"]],
  ["certs/server.pem", [], ["auth"]],
  ["deploy/.env.production", [], ["auth"]],
  [".netrc", [], ["auth"]],
  ["infra/terraform.tfstate", [], ["auth"]],
  ["src/author.ts", ["export const author = 'Ada';"], []],
  ["src/models/AuthorProfile.kt", ["data class AuthorProfile(val name: String)"], []],
  ["src/lexer/tokenizer.ts", ["const next = tokenizer.nextToken();"], []],
  ["src/styles/design-tokens.json", ['  "color-primary": "#0055ff"'], []],
  ["src/utils/format.ts", ["// Format the author's display name"], []],
  // auth: added lines
  ["src/users/service.ts", ["const digest = await bcrypt.hash(password, 10);"], ["auth"]],
  ["src/server.py", ["app.secret_key = os.environ['APP_KEY']"], ["auth"]],
  ["web/app.js", ["app.use(session({ cookie: { httpOnly: true, sameSite: 'lax' } }));"], ["auth"]],
  ["src/models/user.py", ["    is_admin = models.BooleanField(default=False)"], ["auth"]],
  ["src/http.ts", ["const agent = new https.Agent({ rejectUnauthorized: false });"], ["auth"]],
  ["src/clients/github.ts", ["const token = process.env.GITHUB_TOKEN;"], ["auth"]],
  ["src/parser/lexer.ts", ["if (kind === UNEXPECTED_TOKEN) throw new SyntaxError(NEXT_TOKEN);"], []],
  ["src/web/cookies.ts", ["res.cookie('sid', id, { secure: true });"], ["auth"]],
  ["src/storage/digest.js", ["const h = crypto.createHash('md5');"], ["auth"]],
  ["src/views/author_list.py", ["authors = Author.objects.order_by('name')"], ["consumer"]],
  // deps
  ["package.json", ['    "lodash": "^4.17.21"'], ["deps"]],
  ["package-lock.json", ['    "node_modules/js-tokens": {', '    "node_modules/@auth0/auth0-spa-js": {'], ["deps"]],
  ["pnpm-lock.yaml", ["  /secret-handshake@1.1.0:"], ["deps"]],
  ["yarn.lock", [], ["deps"]],
  ["bun.lockb", [], ["deps"]],
  ["requirements.txt", ["requests==2.31.0"], ["deps"]],
  ["requirements/dev.txt", ["pytest==8.0.0"], ["deps"]],
  ["docs/requirements.txt", ["sphinx==7.2.6"], ["deps"]],
  ["dev-requirements.txt", ["pytest==8.0.0"], ["deps"]],
  ["tests/test_requirements.txt", ["--index-url https://pypi.example/simple"], ["deps"]],
  ["pyproject.toml", ['httpx = "^0.27"'], ["deps"]],
  ["uv.lock", [], ["deps"]],
  ["crates/engine/Cargo.toml", ['serde = "1"'], ["deps"]],
  ["go.sum", [], ["deps"]],
  ["services/billing/pom.xml", [], ["deps"]],
  ["gradle/libs.versions.toml", [], ["deps"]],
  ["Gemfile.lock", [], ["deps"]],
  ["composer.json", [], ["deps"]],
  ["src/Shop.Api/Shop.Api.csproj", [], ["deps"]],
  ["ios/Podfile.lock", [], ["deps"]],
  ["Dockerfile", ["FROM node:20-slim"], ["deps"]],
  [".github/workflows/ci.yml", ["      - uses: actions/setup-node@v4"], ["deps", "exec"]],
  // exec
  ["scripts/deploy.py", ["subprocess.run(['kubectl', 'apply', '-f', path], check=True)"], ["exec"]],
  ["src/build.ts", ['import { execFile } from "node:child_process";'], ["exec"]],
  ["src/tasks.ts", ["const child = spawn(command, args);"], ["exec"]],
  ["src/regex.ts", ["const match = pattern.exec(line);"], []],
  ["src/db.ts", ["await db.exec(sql);"], []],
  ["src/template.ts", ["const html = `<p>${name}</p>`;"], []],
  ["lib/tasks/release.rb", ["sha = `git rev-parse HEAD`.strip"], ["exec"]],
  ["lib/tasks/docs.rb", ["# Run `bundle exec rake docs` first"], []],
  ["app/jobs/import.rb", ["Open3.capture2('convert', input, output)"], ["exec"]],
  ["src/main/java/com/acme/Runner.java", ["Process p = Runtime.getRuntime().exec(cmd);"], ["exec"]],
  ["src/main/kotlin/Build.kt", ['val process = ProcessBuilder("make").start()'], ["exec"]],
  ["internal/gitx/run.go", ['cmd := exec.Command("git", args...)'], ["exec"]],
  ["src/calc.py", ["result = eval(expression)"], ["exec"]],
  ["src/plugin.js", ["const fn = new Function('a', body);"], ["exec"]],
  ["scripts/release.mjs", ["await $`git push --tags`;"], ["exec"]],
  ["src/pattern.ts", ["const re = new RegExp(`^${source}$`);"], []],
  ["src/native/run.c", ["if (system(cmd) != 0) return -1;"], ["exec"]],
  ["src/native/daemon.c", ["execvp(argv[0], argv);"], ["exec"]],
  ["tools/Launcher.cs", ['Process.Start("notepad.exe");'], ["exec"]],
  ["crates/runner/src/spawn.rs", ["use std::process::{Command, Stdio};"], ["exec"]],
  ["app/Http/Helpers.php", ["$out = shell_exec($cmd);"], ["exec"]],
  ["scripts/plugin.lua", ["os.execute('rm -rf ' .. dir)"], ["exec"]],
  ["Makefile", ["\tcurl -sSL https://get.example.dev/install | sh"], ["exec"]],
  ["package.json", ['    "postinstall": "node scripts/setup.js"'], ["deps", "exec"]],
  [".gitlab-ci.yml", ["  script: make test"], ["exec"]],
  ["README.md", ["Call `subprocess.run()` or `eval()` here."], ["docs"]],
  // proto
  ["proto/user/v1/user.proto", [], ["proto"]],
  ["api/openapi.yaml", [], ["proto", "consumer"]],
  ["docs/openapi.yaml", [], ["proto", "consumer"]],
  ["schema/schema.graphql", [], ["proto", "consumer"]],
  ["src/schemas/event.avsc", [], ["proto"]],
  ["schemas/order.schema.json", [], ["proto"]],
  ["config/service.yaml", ["openapi: 3.1.0"], ["proto"]],
  ["config/event.json", ['  "$schema": "https://json-schema.org/draft/2020-12/schema",'], ["proto"]],
  ["tsconfig.json", ['  "$schema": "https://json.schemastore.org/tsconfig",'], []],
  ["src/graphql/client.ts", ["const query = gql`query { me { id } }`;"], []],
  // migrations
  ["db/migrate/20240101120000_add_users.rb", [], ["migrations"]],
  ["app/users/migrations/0002_user_email.py", [], ["migrations"]],
  ["alembic/versions/3f2a1b_add_index.py", [], ["migrations"]],
  ["src/main/resources/db/migration/V2__add_orders.sql", [], ["migrations"]],
  ["src/main/resources/db/changelog/db.changelog-master.yaml", [], ["migrations"]],
  ["prisma/migrations/20240101_init/migration.sql", [], ["migrations"]],
  ["migrations/20240101_create_users.js", [], ["migrations"]],
  ["db/sql/000001_create_users.up.sql", [], ["migrations"]],
  ["Data/Migrations/20240101120000_Init.cs", [], ["migrations"]],
  ["db/queries/goose_001.sql", ["-- +goose Up"], ["migrations"]],
  ["sql/reports.sql", ["ALTER TABLE orders ADD COLUMN total numeric;"], ["migrations"]],
  ["sql/reports.sql", ["SELECT id, total FROM orders;"], []],
  ["docs/migrations.md", ["We migrate in three steps."], ["docs"]],
  ["src/utils/migrateConfig.ts", [], []],
  // consumer surface
  ["src/index.ts", [], ["consumer"]],
  ["packages/core/src/index.ts", [], ["consumer"]],
  ["src/components/Button/index.ts", [], []],
  ["bin/gauntlet.js", [], ["consumer"]],
  ["cmd/server/main.go", [], ["consumer"]],
  ["src/cli.ts", [], ["consumer"]],
  ["src/routes/users.ts", [], ["consumer"]],
  ["app/controllers/users_controller.rb", [], ["consumer"]],
  ["src/users/users.controller.ts", [], ["consumer"]],
  ["config/routes.rb", [], ["consumer"]],
  ["mysite/urls.py", [], ["consumer"]],
  ["action.yml", ["  timeout-minutes:"], ["consumer", "exec"]],
  ["src/server.ts", ["app.get('/users/:id', getUser);"], ["consumer"]],
  ["src/service.py", ['@router.post("/orders")'], ["consumer"]],
  ["src/client.ts", ["const res = await api.get('/users');"], []],
  ["src/args.py", ["parser.add_argument('--verbose', action='store_true')"], ["consumer"]],
  ["mypkg/__init__.py", [], ["consumer"]],
  ["mypkg/core.py", ["__all__ = ['run', 'Config']"], ["consumer"]],
  ["src/Shop/UsersController.cs", ['    [HttpGet("{id}")]'], ["consumer"]],
  ["packages/ui/package.json", ['  "exports": {'], ["deps", "consumer"]],
  ["pyproject.toml", ["[project.scripts]"], ["deps", "consumer"]],
  ["src/utils/strings.ts", ["export function pad(s: string) {"], []],
  // documentation
  ["README.md", [], ["docs"]],
  ["docs/guide/setup.rst", [], ["docs"]],
  ["docs/authoring.md", ["How to author a page"], ["docs"]],
  ["src/auth/README.md", ["The auth module issues session tokens."], ["docs"]],
  ["CHANGELOG.md", [], ["docs"]],
  ["LICENSE", [], ["docs"]],
  ["AUTHORS", [], ["docs"]],
  // Documentation by file type, never by folder: code under docs/ is code, and its added lines are scanned.
  ["docs/conf.py", ["extensions = ['sphinx.ext.autodoc']"], []],
  ["docs/build.py", ["import subprocess", "subprocess.run(cmd)"], ["exec"]],
  ["docs/screenshot.png", [], []],
  ["docs/page.mdx", ['import { execSync } from "child_process";', "execSync(cmd);"], ["exec"]],
  ["CMakeLists.txt", ["add_executable(app main.c)"], []],
  // neither
  ["src/utils/math.ts", ["export const add = (a: number, b: number) => a + b;"], []],
  ["test/fixtures/sample.json", ['{ "id": 1 }'], []],
];

function change(path: string, addedLines: string[], extra: Partial<FileChange> = {}): FileChange {
  return { path, status: "modified", binary: false, addedLines, ...extra };
}

function raisedFlags(signals: DiffSignals): Flag[] {
  return (Object.keys(KEYS) as Flag[]).filter((flag) => signals[KEYS[flag]] === true);
}

describe("signal rules table", () => {
  it("has at least 80 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(CASES)("%s %j → %j", (path, addedLines, flags) => {
    expect(raisedFlags(signalsFromChanges([change(path, addedLines)])).sort()).toEqual([...flags].sort());
  });

  it("exercises every rule of the table", () => {
    const seen = new Set<string>();
    for (const [path, addedLines] of CASES) {
      for (const evidence of Object.values(signalsFromChanges([change(path, addedLines)]).signal_evidence)) {
        seen.add(evidence.replace(/^.* \((?:path|added line): /, "").slice(0, -1));
      }
    }
    const unexercised = SIGNAL_RULES.map((rule) => rule.topic).filter((topic) => !seen.has(topic));
    expect(unexercised).toEqual([]);
  });
});

describe("signals from changes", () => {
  it("names the file and the rule that raised each flag", () => {
    const signals = signalsFromChanges([change("src/a.ts", []), change("scripts/run.py", ["import subprocess"])]);
    expect(signals.signal_evidence).toEqual({ touches_exec: "scripts/run.py (added line: Python subprocess, os.system, os.exec*, pty)" });
  });

  it("is docs-only only when every file is documentation", () => {
    expect(signalsFromChanges([change("README.md", []), change("docs/a.rst", [])]).docs_only).toBe(true);
    expect(signalsFromChanges([change("README.md", []), change("src/a.ts", [])]).docs_only).toBe(false);
    expect(signalsFromChanges([]).docs_only).toBe(false);
  });

  it("counts a rename by its old path too", () => {
    const signals = signalsFromChanges([change("src/identity/token.ts", [], { status: "renamed", oldPath: "src/auth/token.ts" })]);
    expect(signals.touches_auth).toBe(true);
    expect(signals.signal_evidence.touches_auth).toMatch(/^src\/auth\/token\.ts \(path:/);
    expect(signals.changed_files).toEqual(["src/identity/token.ts"]);
  });

  it("is not docs-only when code is renamed into docs/", () => {
    expect(signalsFromChanges([change("docs/notes.md", [], { status: "renamed", oldPath: "src/notes.ts" })]).docs_only).toBe(false);
  });

  it("counts a deleted migration, but never scans deleted lines", () => {
    const signals = signalsFromChanges([change("db/migrate/20240101_drop.rb", [], { status: "deleted", removed: 12 })]);
    expect(signals.touches_migrations).toBe(true);
    expect(signals.touches_exec).toBe(false);
  });

  it("does not scan a binary file's content, unless it has a source extension", () => {
    expect(signalsFromChanges([change("assets/tool.bin", ["system(cmd)"], { binary: true })]).touches_exec).toBe(false);
    expect(signalsFromChanges([change("src/tool.py", ["os.system(cmd)"], { binary: true })]).touches_exec).toBe(true);
  });

  it("summarises counts and kinds in one line", () => {
    const signals = signalsFromChanges([
      change("a.ts", ["x", "y"], { added: 2, removed: 1 }),
      change("b.ts", [], { status: "added", added: 3 }),
      change("c.ts", [], { status: "renamed", oldPath: "old/c.ts" }),
      change("d.ts", [], { status: "deleted", removed: 4 }),
      change("e.png", [], { status: "added", binary: true }),
      change("f.ts", ["z"], { status: "added", untracked: true }),
    ]);
    expect(signals.signals_summary).toBe("6 files, +6/−5 lines; new 2, renames 1, deletions 1, binary 1, untracked 1");
    expect(signalsFromChanges([change("a.ts", ["x"])]).signals_summary).toBe("1 file, +1/−0 lines");
  });

  it("keeps every path and a 200-path sample for prompts", () => {
    const changes = Array.from({ length: 250 }, (_, i) => change(`src/f${i}.ts`, []));
    const signals = signalsFromChanges(changes);
    expect(signals.file_count).toBe(250);
    expect(signals.changed_files).toHaveLength(250);
    expect(signals.changed_files_sample).toEqual(signals.changed_files.slice(0, 200));
    expect(signals.signals_error).toBe("");
  });
});
